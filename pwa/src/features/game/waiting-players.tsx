import type { PlayerSlot } from '@schemas';
import { waitingLabel } from './beat/story-flow';

/** Names of other players, to say who 'Player N' is. */
export type PlayerNames = Partial<Record<PlayerSlot, string>>;

/**
 * Who the story waits for (spec 1 §4 'Multiplayer waiting list'): 'You' or 'Player N' chips; when
 * nobody is awaited, the `emptyText` ('Generating next story beat...' or 'Waiting for all players
 * to select characters...').
 */
export function WaitingPlayers({
  pending,
  own,
  names,
  emptyText,
  compact = false,
}: {
  pending: readonly PlayerSlot[];
  own: PlayerSlot;
  names: PlayerNames;
  emptyText: string;
  compact?: boolean;
}) {
  if (pending.length === 0) return <p className={`text-ink-700 ${compact ? 'text-sm' : ''}`}>{emptyText}</p>;
  return (
    <div>
      <p className={`font-medium text-ink-800 ${compact ? 'text-sm' : ''}`}>Waiting for</p>
      <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label="Players the story waits for">
        {pending.map((slot) => {
          const name = slot === own ? undefined : names[slot];
          return (
            <li
              key={slot}
              title={name || undefined}
              className={`inline-flex min-h-8 items-center gap-1.5 rounded-full px-3 text-sm font-medium ${
                slot === own ? 'bg-ember-100 text-ember-800' : 'bg-night-100 text-night-700'
              }`}
            >
              <span aria-hidden="true" className="size-1.5 rounded-full bg-current motion-safe:animate-pulse" />
              {waitingLabel(slot, own)}
              {name && <span className="font-normal text-ink-600">· {name}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
