// A player's beats to read, not to play (issue 27 for the admin, issue 33 for a teacher): each
// beat's number, title and text, the three options with the chosen one marked, and the roll's
// outcome. Nothing here can be pressed: no choosing, no socket.
import type { ClientBeat, ImageReference, Resolution } from '@schemas';
import { CheckIcon } from '../icons/icons';
import { StoryProse } from '../markdown/markdown';

/** A roll's outcome in words (spec 1 §2's outcome tooltips), as the game's chosen-option card says it. */
export const RESOLUTION_TEXT: Record<Resolution, string> = {
  favorable: 'Things go well',
  mixed: 'Results are mixed',
  unfavorable: "Things don't go as planned",
};

const RESOLUTION_TONE: Record<Resolution, string> = { favorable: 'text-success-600', mixed: 'text-warning-600', unfavorable: 'text-danger-600' };

/** Props of {@link ReadOnlyBeats}. */
export type ReadOnlyBeatsProps = {
  beats: readonly ClientBeat[];
  maxTurns: number;
  /** The story's pictures, for the pictures the beats' text names. */
  images: ImageReference[];
  /** The beat titles' heading level: 2 on a page of one player, deeper under each player's heading. */
  level?: 2 | 3 | 4;
  /** Said when there is no beat yet. */
  empty: string;
};

/** One player's beats in order, read-only. */
export function ReadOnlyBeats({ beats, maxTurns, images, level = 2, empty }: ReadOnlyBeatsProps) {
  const Heading = (['h2', 'h3', 'h4'] as const)[level - 2]!;
  if (beats.length === 0) return <p className="mt-4 text-ink-700">{empty}</p>;
  return (
    <ol className="mt-4 space-y-8">
      {beats.map((beat) => (
        <li key={beat.id} className="rounded-2xl border border-parchment-300 bg-parchment-50 p-4 shadow-card sm:p-6">
          <p className="text-sm font-semibold text-ink-600 tabular-nums">
            Beat {beat.turn} of {maxTurns}
          </p>
          <Heading className="mt-1 text-2xl font-semibold break-words">{beat.title}</Heading>
          <StoryProse text={beat.text} images={images} className="prose-story mt-3 text-ink-900" />
          {!beat.isEnding && (
            <ul className="mt-4 space-y-2" aria-label="Options">
              {beat.options.map((option, i) => (
                <li
                  key={i}
                  className={`flex items-start gap-2 rounded-xl border px-3 py-2 ${beat.choice === i ? 'border-ember-500 bg-ember-50 font-semibold text-ink-950' : 'border-parchment-300 text-ink-700'}`}
                >
                  {beat.choice === i ? <CheckIcon className="mt-0.5 size-4 shrink-0 text-ember-700" /> : <span aria-hidden="true" className="size-4 shrink-0" />}
                  <span className="min-w-0 break-words">
                    {option.text}
                    {beat.choice === i && <span className="sr-only"> (chosen)</span>}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {beat.resolution && (
            <p className="mt-3 text-sm">
              <span className="text-ink-600">Roll: </span>
              <span className={`font-semibold ${RESOLUTION_TONE[beat.resolution]}`}>{RESOLUTION_TEXT[beat.resolution]}</span>
            </p>
          )}
          {beat.choice === -1 && !beat.isEnding && <p className="mt-3 text-sm text-ink-600">Not chosen yet.</p>}
        </li>
      ))}
    </ol>
  );
}
