import { useId, type KeyboardEvent, type ReactNode } from 'react';

/** A labelled point under the track. */
export type SliderMark = { value: number; label: string };

/** Props of a Slider. */
export type SliderProps = {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** The value in words: shown beside the label and read by screen readers (aria-valuetext). */
  valueText?: (value: number) => string;
  /** Labels under the track at their values (e.g. 1 to 6, or Cooperative / Mixed / Competitive). */
  marks?: readonly SliderMark[];
  /** Words at the two ends when there are no marks (e.g. Easier, Harder). */
  endLabels?: readonly [string, string];
  /** Arrow and Page keys move by this much (default `step`): for sliders whose value snaps to a few positions. */
  keyStep?: number;
  /** Help text under the slider, announced as its description. */
  description?: ReactNode;
  name?: string;
  disabled?: boolean;
};

const track =
  '[&::-webkit-slider-runnable-track]:h-2 [&::-webkit-slider-runnable-track]:rounded-full [&::-webkit-slider-runnable-track]:bg-[linear-gradient(to_right,var(--color-ember-500)_var(--fill),var(--color-parchment-300)_var(--fill))] ' +
  '[&::-moz-range-track]:h-2 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-parchment-300 [&::-moz-range-progress]:h-2 [&::-moz-range-progress]:rounded-full [&::-moz-range-progress]:bg-ember-500';
const thumb =
  '[&::-webkit-slider-thumb]:-mt-2.5 [&::-webkit-slider-thumb]:size-7 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-4 [&::-webkit-slider-thumb]:border-parchment-50 [&::-webkit-slider-thumb]:bg-ember-600 [&::-webkit-slider-thumb]:shadow-card ' +
  '[&::-moz-range-thumb]:size-6 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-4 [&::-moz-range-thumb]:border-parchment-50 [&::-moz-range-thumb]:bg-ember-600';

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * An accessible range slider (native input: arrows, Page keys, Home/End, touch) with a visible
 * label and value, optional marks and end labels, and a 44 px tall touch area.
 */
export function Slider({
  label,
  value,
  min,
  max,
  step = 1,
  onChange,
  valueText,
  marks,
  endLabels,
  keyStep,
  description,
  name,
  disabled = false,
}: SliderProps) {
  const id = useId();
  const descriptionId = useId();
  const span = max - min || 1;
  const percent = ((clamp(value, min, max) - min) / span) * 100;
  const text = valueText?.(value) ?? String(value);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (keyStep === undefined) return;
    const delta = { ArrowRight: keyStep, ArrowUp: keyStep, PageUp: keyStep, ArrowLeft: -keyStep, ArrowDown: -keyStep, PageDown: -keyStep }[e.key];
    if (delta === undefined) return;
    e.preventDefault();
    onChange(clamp(value + delta, min, max));
  };

  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <label htmlFor={id} className="font-semibold text-ink-900">
          {label}
        </label>
        <output htmlFor={id} className="font-semibold text-ember-700" aria-hidden="true">
          {text}
        </output>
      </div>
      <input
        id={id}
        type="range"
        name={name}
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={text}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(e) => onChange(Number(e.target.value))}
        onKeyDown={onKeyDown}
        style={{ ['--fill' as string]: `${percent}%` }}
        className={`mt-1 block h-11 w-full cursor-pointer appearance-none bg-transparent disabled:cursor-not-allowed disabled:opacity-50 ${track} ${thumb}`}
      />
      {marks && marks.length > 0 && (
        <div aria-hidden="true" className="relative mx-3.5 h-5 text-xs font-medium text-ink-600">
          {marks.map((m) => {
            const left = ((m.value - min) / span) * 100;
            // The ends line up with the track's ends; the rest centre on their value.
            const shift = left === 0 ? '-0.875rem' : left === 100 ? 'calc(-100% + 0.875rem)' : '-50%';
            return (
              <span
                key={m.value}
                className={`absolute top-0 whitespace-nowrap ${m.value === value ? 'text-ember-700' : ''}`}
                style={{ left: `${left}%`, transform: `translateX(${shift})` }}
              >
                {m.label}
              </span>
            );
          })}
        </div>
      )}
      {!marks && endLabels && (
        <div aria-hidden="true" className="flex justify-between text-xs font-medium text-ink-600">
          <span>{endLabels[0]}</span>
          <span>{endLabels[1]}</span>
        </div>
      )}
      {description && (
        <p id={descriptionId} className="mt-2 text-sm text-ink-700">
          {description}
        </p>
      )}
    </div>
  );
}
