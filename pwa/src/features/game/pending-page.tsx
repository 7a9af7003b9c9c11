// The placeholder page after the latest chosen beat (spec 1 §2): the chosen option with its roll
// animation, the interludes, a spinner and who the story waits for.
import type { ClientBeat, ClientStoryState } from '@schemas';
import type { OutboxRow } from '../../shared/local-db/local-db';
import { Spinner } from '../../shared/ui/spinner';
import { BeatDraftCard } from './beat-draft-card';
import type { BeatDraft } from './session/session';
import { ChosenOptionCard } from './beat/chosen-option-card';
import { InterludeCarousel } from './beat/interlude-carousel';
import { afterChoiceStatus, afterChoiceStatusText, effectiveChoice } from './beat/story-flow';
import { useRollFrame } from './beat/use-roll-animation';
import { useFocusWhenLost } from './use-focus-when-lost';
import { WaitingPlayers, type PlayerNames } from './waiting-players';

/** Props of the placeholder page. */
export type PendingPageProps = {
  state: ClientStoryState;
  beat: ClientBeat;
  outbox: readonly OutboxRow[];
  online: boolean;
  reducedMotion: boolean;
  names: PlayerNames;
  /** The awaited beat's number in the navigator. */
  number: number;
  /** Whether `beat` is the latest beat (not one held back while its roll animation plays). */
  latest: boolean;
  /** The next beat as the model writes it, if it streams. */
  draft?: BeatDraft | null;
};

/** What the story shows while the next beat is on its way. */
export function PendingPage({ state, beat, outbox, online, reducedMotion, names, number, latest, draft = null }: PendingPageProps) {
  const choice = effectiveChoice(beat, outbox);
  const heading = useFocusWhenLost<HTMLHeadingElement>();
  const chips = beat.resolutionDetails?.readablePointModifiers.length ?? 0;
  const frame = useRollFrame(beat.id, chips, reducedMotion);
  // The after-choice text (spec 1 §2): 'Processing your choice...', then 'Waiting for other
  // players...' or 'Waiting for server response...'; a held beat's next beat is already here.
  const after = latest ? afterChoiceStatus(state, beat, outbox, online) : null;
  const status = after ? afterChoiceStatusText(after) : undefined;

  return (
    <section aria-labelledby={`next-${beat.id}`} className="space-y-6">
      <h2 ref={heading} tabIndex={-1} id={`next-${beat.id}`} className="text-2xl font-semibold text-ink-800 outline-none sm:text-3xl">
        Beat {number} is on its way
      </h2>
      <ChosenOptionCard key={beat.id} beat={beat} choice={choice} frame={frame} defaultExpanded status={status} />
      <InterludeCarousel interludes={beat.interludes} images={state.images} />
      {latest && draft && draft.turn > beat.turn ? (
        <BeatDraftCard draft={draft} />
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-parchment-400 px-4 py-6 text-center">
          <Spinner className="size-8" />
          <WaitingPlayers pending={state.pendingPlayers} own={state.playerSlot} names={names} emptyText="Generating next story beat..." />
        </div>
      )}
    </section>
  );
}
