// The modifiers of a roll (spec 1 §2 modifier chips; §3 readablePointModifiers' optional tooltip):
// each chip is a button; tapping, pointing at or focusing one shows its one-line explanation in a
// line under the chips, which stays readable on a phone (a floating tooltip would not).
import type { ReadablePointModifier } from '@schemas';
import { useId, useState } from 'react';
import { InfoIcon } from '../../../shared/icons/icons';
import { signed } from './roll-format';

/** The hint before a modifier is chosen. */
export const MODIFIER_HINT = 'Select a modifier to see what it means.';

/** A modifier's explanation: the engine's tooltip, or a plain fallback for beats stored without one. */
export function modifierExplanation(m: ReadablePointModifier): string {
  if (m.tooltip) return m.tooltip;
  if (m.value > 0) return 'This makes things likelier to go well.';
  if (m.value < 0) return 'This makes things likelier to go wrong.';
  return 'This neither helps nor hurts.';
}

/** The chips, appearing one by one with the roll animation (`shownCount`), and the explanation line. */
export function RollModifiers({ modifiers, shownCount }: { modifiers: readonly ReadablePointModifier[]; shownCount: number }) {
  const [selected, setSelected] = useState<number | null>(null);
  const explanationId = useId();
  if (modifiers.length === 0) return null;
  const current = selected !== null && selected < shownCount ? modifiers[selected] : undefined;

  return (
    <div>
      <ul className="flex flex-wrap gap-1.5" aria-label="Modifiers">
        {modifiers.map((m, i) => {
          const visible = i < shownCount;
          const chosen = current !== undefined && selected === i;
          return (
            <li key={`${m.name}-${i}`} aria-hidden={!visible}>
              <button
                type="button"
                tabIndex={visible ? 0 : -1}
                aria-describedby={chosen ? explanationId : undefined}
                // Tap and keyboard select; a mouse selects by pointing (touch pointers leave it to the tap).
                onClick={() => setSelected(i)}
                onFocus={() => setSelected(i)}
                onPointerEnter={(e) => {
                  if (e.pointerType === 'mouse') setSelected(i);
                }}
                className={`relative inline-flex min-h-8 items-center gap-1.5 rounded-full border px-3 text-xs font-medium transition-all duration-300 after:absolute after:-inset-1.5 ${
                  m.value < 0 ? 'border-danger-600/30 bg-danger-50 text-danger-600' : 'border-success-600/30 bg-success-50 text-success-600'
                } ${visible ? 'opacity-100' : 'translate-y-1 opacity-0'} ${chosen ? 'ring-2 ring-ink-700 ring-offset-1 ring-offset-parchment-50' : ''}`}
              >
                <span className="text-ink-800">{m.name}</span>
                <span className="font-bold tabular-nums">{signed(m.value)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <p id={explanationId} aria-live="polite" className="mt-2 flex min-h-10 items-start gap-2 text-sm leading-snug text-ink-800">
        <InfoIcon className="mt-0.5 size-4 shrink-0 text-ink-600" />
        {current ? (
          <span>
            <span className="font-semibold text-ink-950">
              {current.name} {signed(current.value)}:
            </span>{' '}
            {modifierExplanation(current)}
          </span>
        ) : (
          <span className="text-ink-600">{MODIFIER_HINT}</span>
        )}
      </p>
    </div>
  );
}
