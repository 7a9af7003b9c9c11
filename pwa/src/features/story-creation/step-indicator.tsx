import { CheckIcon } from '../../shared/icons/icons';

/** The wizard's three steps (spec 1 §4: the wizard has 3 steps). */
export const WIZARD_STEPS = ['Purpose', 'Players', 'Your story'] as const;

/** Shows the three steps, the current one marked (aria-current="step"). */
export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  return (
    <ol className="flex items-center gap-2" aria-label={`Step ${step} of ${WIZARD_STEPS.length}`}>
      {WIZARD_STEPS.map((label, i) => {
        const n = i + 1;
        const done = n < step;
        const current = n === step;
        return (
          <li key={label} aria-current={current ? 'step' : undefined} className="flex min-w-0 flex-1 items-center gap-2">
            <span
              className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold ${
                current ? 'bg-ember-600 text-white' : done ? 'bg-ember-100 text-ember-800' : 'border border-parchment-400 bg-parchment-50 text-ink-600'
              }`}
            >
              {done ? <CheckIcon className="size-4" /> : n}
              <span className="sr-only">{done ? ' (done)' : ''}</span>
            </span>
            <span className={`truncate text-sm font-medium ${current ? 'text-ink-950' : 'text-ink-600'} ${current ? '' : 'max-sm:sr-only'}`}>{label}</span>
            {n < WIZARD_STEPS.length && <span aria-hidden="true" className={`h-0.5 min-w-3 flex-1 rounded-full ${done ? 'bg-ember-300' : 'bg-parchment-300'}`} />}
          </li>
        );
      })}
    </ol>
  );
}
