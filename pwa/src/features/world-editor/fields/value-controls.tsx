import { useId, type ReactNode } from 'react';
import type * as Y from 'yjs';
import { useYMapValue } from '../doc/world-doc-hooks';
import { edit } from '../doc/world-doc-ops';
import { useEditor, usePresenceLabel } from '../editor-context';
import { controlClass, FieldFrame } from './field-frame';
import { presenceRing, usePeersIn } from './field-presence';

/** One option of a select. */
export type SelectOption = { value: string; label: string; disabled?: boolean };

/** Props of a ValueSelect. */
export type ValueSelectProps = {
  label: string;
  fieldId: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  hint?: ReactNode;
  hideLabel?: boolean;
  className?: string;
};

/** A labelled native select (keyboard and screen-reader friendly on every device). */
export function ValueSelect({ label, fieldId, value, options, onChange, disabled, hint, hideLabel, className }: ValueSelectProps) {
  const { readOnly, focusField } = useEditor();
  const place = usePresenceLabel(label);
  const id = useId();
  const peers = usePeersIn(fieldId);
  return (
    <FieldFrame label={label} htmlFor={id} fieldId={fieldId} hint={hint} hintId={`${id}-hint`} hideLabel={hideLabel} className={className}>
      <select
        id={id}
        value={value}
        disabled={disabled || readOnly}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onFocus={() => focusField(fieldId, place)}
        onBlur={() => focusField(null)}
        className={`${controlClass} appearance-auto pr-8`}
        style={presenceRing(peers)}
        data-field={fieldId}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A select bound to a value field of a Y.Map (last writer wins). */
export function YValueSelect({ map, field, numeric, ...props }: Omit<ValueSelectProps, 'value' | 'onChange'> & { map: Y.Map<unknown> | null; field: string; numeric?: boolean; onChange?: (value: string) => void }) {
  const current = useYMapValue(map, field);
  const set = (v: string) => {
    if (props.onChange) return props.onChange(v);
    if (map) edit(map, () => map.set(field, numeric ? Number(v) : v));
  };
  return <ValueSelect {...props} value={current === undefined ? '' : String(current)} onChange={set} />;
}

/** Props of a YCheckbox. */
export type YCheckboxProps = {
  map: Y.Map<unknown> | null;
  field: string;
  label: ReactNode;
  fieldId: string;
  description?: ReactNode;
  /** The value when the field is absent. */
  fallback?: boolean;
  disabled?: boolean;
  /** Replaces the plain write (e.g. an engine rule). */
  onChange?: (checked: boolean) => void;
};

/** A checkbox bound to a boolean field, as a 44 px tall row. */
export function YCheckbox({ map, field, label, fieldId, description, fallback = false, disabled, onChange }: YCheckboxProps) {
  const { readOnly, focusField } = useEditor();
  const place = usePresenceLabel(typeof label === 'string' ? label : fieldId);
  const value = useYMapValue(map, field);
  const checked = typeof value === 'boolean' ? value : fallback;
  const id = useId();
  const peers = usePeersIn(fieldId);
  return (
    <div className="flex items-start gap-3 rounded-xl py-1" style={presenceRing(peers)}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled || readOnly}
        aria-describedby={description ? `${id}-desc` : undefined}
        onFocus={() => focusField(fieldId, place)}
        onBlur={() => focusField(null)}
        onChange={(e) => (onChange ? onChange(e.target.checked) : map && edit(map, () => map.set(field, e.target.checked)))}
        className="mt-2.5 size-5 shrink-0 accent-ember-600 disabled:cursor-not-allowed"
        data-field={fieldId}
      />
      <div className="min-w-0">
        <label htmlFor={id} className="flex min-h-11 items-center font-medium text-ink-900">
          {label}
        </label>
        {description && (
          <p id={`${id}-desc`} className="-mt-1.5 text-sm text-ink-600">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
