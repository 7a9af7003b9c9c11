import type { AssistantProgressEvent } from '@schemas';
import { CheckIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { Spinner } from '../../shared/ui/spinner';

/** The steps' names as the creator reads them. */
export const STEP_LABELS: Record<AssistantProgressEvent['step'], string> = {
  basics: 'Title and teaser',
  guidelines: 'Guidelines',
  media: 'Image directions',
  difficultyLevels: 'Difficulty levels',
  storyElements: 'Story elements',
  sharedOutcomes: 'Shared outcomes',
  stats: 'Stats',
  players: 'Players',
};

/** Where each step stands: waiting, being written, written, or written offline. */
export type StepStates = Partial<Record<AssistantProgressEvent['step'], AssistantProgressEvent['state']>>;

/** Folds a progress event into the states. */
export function withProgress(states: StepStates, p: AssistantProgressEvent): StepStates {
  return { ...states, [p.step]: p.state };
}

/** Props of SectionProgress. */
export type SectionProgressProps = { steps: readonly AssistantProgressEvent['step'][]; states: StepStates; onCancel: () => void; title: string };

/** The assistant at work: one row per section with its state, and Cancel. */
export function SectionProgress({ steps, states, onCancel, title }: SectionProgressProps) {
  const done = steps.filter((s) => states[s] === 'done' || states[s] === 'fallback').length;
  return (
    <section aria-label={title} className="rounded-2xl border border-parchment-300 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-display text-lg font-semibold">{title}</h3>
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          Cancel
        </button>
      </div>
      <p className="mt-1 text-sm text-ink-700" aria-live="polite">
        {done} of {steps.length} sections written
      </p>
      <ul className="mt-3 grid gap-1.5 sm:grid-cols-2">
        {steps.map((step) => {
          const state = states[step];
          return (
            <li key={step} data-step={step} data-state={state ?? 'waiting'} className="flex min-h-9 items-center gap-2 text-sm">
              {state === 'done' || state === 'fallback' ? (
                <CheckIcon className="size-4 shrink-0 text-success-600" />
              ) : state === 'running' ? (
                <Spinner className="size-4 shrink-0" />
              ) : (
                <span className="size-4 shrink-0 rounded-full border-2 border-parchment-300" aria-hidden="true" />
              )}
              <span className={state ? 'text-ink-950' : 'text-ink-600'}>{STEP_LABELS[step]}</span>
              <span className="sr-only">{state === 'done' || state === 'fallback' ? 'written' : state === 'running' ? 'being written' : 'waiting'}</span>
              {state === 'fallback' && <span className="text-xs text-ink-600">(written offline)</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
