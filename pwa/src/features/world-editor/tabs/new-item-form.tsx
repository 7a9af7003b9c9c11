import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '../../../shared/ui/button-styles';
import { controlClass } from '../fields/field-frame';

/** One field of a NewItemForm. */
export type NewItemField = {
  name: string;
  label: string;
  hint?: string;
  /** Spaces typed become underscores (ids). */
  underscores?: boolean;
  /** Follows another field until edited (an id from the name). */
  derive?: { from: string; map: (value: string) => string };
  validate?: (value: string) => string | null;
  multiline?: boolean;
};

/** Props of a NewItemForm. */
export type NewItemFormProps = {
  title: string;
  fields: readonly NewItemField[];
  initial: Record<string, string>;
  saveLabel: string;
  onSave: (values: Record<string, string>) => void;
  onCancel: () => void;
  children?: ReactNode;
};

/**
 * A small form for an item that must be complete before it joins the World (an element needs a
 * name and an id, an outcome a question): Save stays disabled until every field is valid.
 */
export function NewItemForm({ title, fields, initial, saveLabel, onSave, onCancel, children }: NewItemFormProps) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const baseId = useId();
  const errors = Object.fromEntries(fields.map((f) => [f.name, (values[f.name] ?? '').trim() === '' ? `${f.label} is required.` : (f.validate?.(values[f.name] ?? '') ?? null)]));
  const valid = fields.every((f) => !errors[f.name]);

  const change = (field: NewItemField, raw: string) => {
    const value = field.underscores ? raw.replace(/\s/g, '_') : raw;
    setTouched((t) => new Set(t).add(field.name));
    setValues((v) => {
      const next = { ...v, [field.name]: value };
      for (const f of fields) if (f.derive?.from === field.name && !touched.has(f.name)) next[f.name] = f.derive.map(value);
      return next;
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) onSave(Object.fromEntries(fields.map((f) => [f.name, (values[f.name] ?? '').trim()])));
  };

  return (
    <form onSubmit={submit} className="space-y-4 rounded-2xl border-2 border-dashed border-ember-300 bg-ember-50/60 p-4 sm:p-5" aria-label={title}>
      <h3 className="text-lg font-semibold">{title}</h3>
      {fields.map((f, i) => {
        const id = `${baseId}-${f.name}`;
        const error = touched.has(f.name) || (f.derive && touched.has(f.derive.from)) ? errors[f.name] : null;
        const Control = f.multiline ? 'textarea' : 'input';
        return (
          <div key={f.name}>
            <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink-800">
              {f.label}
            </label>
            <Control
              id={id}
              value={values[f.name] ?? ''}
              autoFocus={i === 0}
              autoComplete="off"
              spellCheck={f.underscores ? false : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={[f.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
              onChange={(e) => change(f, e.target.value)}
              className={`${controlClass} ${f.multiline ? 'field-sizing-content min-h-20' : ''}`}
            />
            {f.hint && (
              <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
                {f.hint}
              </p>
            )}
            {error && (
              <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger-600">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {children}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          Cancel
        </button>
        <button type="submit" disabled={!valid} className={buttonClass('primary')}>
          {saveLabel}
        </button>
      </div>
    </form>
  );
}
