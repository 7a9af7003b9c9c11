import { useId, useState, type ReactNode } from 'react';
import { useEditor, usePresenceLabel } from '../editor-context';
import { controlClass, FieldFrame } from './field-frame';
import { presenceRing, usePeersIn } from './field-presence';

/** Props of a CommittedInput. */
export type CommittedInputProps = {
  label: string;
  fieldId: string;
  value: string;
  /** Returns an error message, or null when `draft` may be saved. */
  validate?: (draft: string) => string | null;
  onCommit: (value: string) => void;
  hint?: ReactNode;
  placeholder?: string;
  hideLabel?: boolean;
  className?: string;
  inputMode?: 'text' | 'numeric' | 'email';
  /** Spaces typed become underscores (ids). */
  underscores?: boolean;
};

/**
 * A text input for values that are picked rather than co-written (ids, names of groups, short
 * values): edited locally and saved on Enter or when focus leaves, only if valid; Escape undoes.
 * A co-author's change shows as soon as this field is not being edited.
 */
export function CommittedInput({ label, fieldId, value, validate, onCommit, hint, placeholder, hideLabel, className, inputMode, underscores }: CommittedInputProps) {
  const { readOnly, focusField } = useEditor();
  const place = usePresenceLabel(label);
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  const peers = usePeersIn(fieldId);
  const shown = draft ?? value;
  const error = draft !== null && validate ? validate(draft) : null;

  const commit = () => {
    if (draft === null) return;
    if (!error && draft !== value) onCommit(draft);
    if (!error) setDraft(null);
  };
  return (
    <FieldFrame label={label} htmlFor={id} fieldId={fieldId} hint={hint} hintId={`${id}-hint`} error={error} errorId={`${id}-error`} hideLabel={hideLabel} className={className}>
      <input
        id={id}
        type="text"
        value={shown}
        readOnly={readOnly}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
        onChange={(e) => setDraft(underscores ? e.target.value.replace(/\s/g, '_') : e.target.value)}
        onFocus={() => focusField(fieldId, place)}
        onBlur={() => {
          commit();
          focusField(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          } else if (e.key === 'Escape' && draft !== null) {
            e.preventDefault();
            setDraft(null);
          }
        }}
        className={controlClass}
        style={presenceRing(peers)}
        data-field={fieldId}
      />
    </FieldFrame>
  );
}
