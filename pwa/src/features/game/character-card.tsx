import type { ClientOtherPlayer } from '@schemas';
import type { ReactNode } from 'react';

/** The chosen character while the story gets going (spec 1 §2); `status` says what is awaited. */
export function CharacterCard({ player, status }: { player: ClientOtherPlayer; status: ReactNode }) {
  return (
    <section aria-label="Your character" className="overflow-hidden rounded-3xl border border-parchment-300 bg-parchment-50 shadow-card">
      <div className="border-b border-parchment-300 bg-parchment-100/70 px-5 py-4 sm:px-7">{status}</div>
      <div className="p-5 sm:p-7">
        <p className="text-xs font-bold tracking-wider text-ink-600 uppercase">Your character</p>
        <h2 className="mt-1 text-3xl font-semibold">{player.name}</h2>
        <p className="text-sm text-ink-600">
          {player.pronouns.personal}/{player.pronouns.object}
        </p>
        {player.appearance && <p className="prose-story mt-4 text-ink-800">{player.appearance}</p>}
        {player.fluff && <p className="prose-story mt-3 text-ink-800">{player.fluff}</p>}
      </div>
    </section>
  );
}
