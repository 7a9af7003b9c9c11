import { clampStatValue, STAT_MAX, STAT_MIN, statTypeDefault } from '@engine';
import type { StatType, StatValueValue } from '@schemas';
import { CommittedInput } from './committed-input';

/** Props of a StatValueInput. */
export type StatValueInputProps = {
  label: string;
  fieldId: string;
  type: string;
  value: unknown;
  onChange: (value: StatValueValue) => void;
  hideLabel?: boolean;
  className?: string;
};

const isNumeric = (type: string) => type === 'percentage' || type === 'number' || type === 'opposites';

/**
 * A stat value by type (spec 2 §5): numbers run 0 to 100 (a percentage shows a % sign), text is
 * text, a list of text is written comma-separated. Saved when the field is left or on Enter.
 */
export function StatValueInput({ label, fieldId, type, value, onChange, hideLabel, className }: StatValueInputProps) {
  if (isNumeric(type)) {
    const current = typeof value === 'number' ? value : (statTypeDefault(type) as number);
    return (
      <div className={`relative ${className ?? ''}`}>
        <CommittedInput
          label={label}
          hideLabel={hideLabel}
          fieldId={fieldId}
          inputMode="numeric"
          value={String(current)}
          validate={(v) => (/^\s*-?\d+(\.\d+)?\s*$/.test(v) && Number(v) >= STAT_MIN && Number(v) <= STAT_MAX ? null : `Enter a number from ${STAT_MIN} to ${STAT_MAX}.`)}
          onCommit={(v) => onChange(clampStatValue(type as StatType, Number(v)))}
        />
        {type === 'percentage' && (
          <span aria-hidden="true" className={`pointer-events-none absolute right-3 text-ink-600 ${hideLabel ? 'top-2.5' : 'top-9'}`}>
            %
          </span>
        )}
      </div>
    );
  }
  if (type === 'string[]') {
    const items = Array.isArray(value) ? value.map(String) : [];
    return (
      <CommittedInput
        label={label}
        hideLabel={hideLabel}
        fieldId={fieldId}
        className={className}
        value={items.join(', ')}
        hint={hideLabel ? undefined : 'Separate items with commas.'}
        placeholder="e.g. rope, lantern"
        onCommit={(v) =>
          onChange(
            v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          )
        }
      />
    );
  }
  return <CommittedInput label={label} hideLabel={hideLabel} fieldId={fieldId} className={className} value={typeof value === 'string' ? value : ''} onCommit={(v) => onChange(v)} />;
}
