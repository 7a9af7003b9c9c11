import { useEffect, useId, useRef, type ReactNode } from 'react';
import * as Y from 'yjs';
import { LOCAL_ORIGIN } from '../collab/collab-session';
import { useYMapValue, useYVersion } from '../doc/world-doc-hooks';
import { bindText } from '../doc/world-doc-text-binding';
import { useEditor, usePresenceLabel } from '../editor-context';
import { controlClass, FieldFrame } from './field-frame';
import { presenceRing, usePeersIn } from './field-presence';

/** Props of a YTextInput. */
export type YTextInputProps = {
  /** The Y.Map holding the text, and its key: the field's Y.Text is created on first input when missing. */
  map: Y.Map<unknown> | null;
  field: string;
  /** A Y.Text to bind directly (list items); `map` and `field` are then ignored. */
  text?: Y.Text | null;
  label: string;
  /** Presence id (unique in the World). */
  fieldId: string;
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  hint?: ReactNode;
  /** Message shown while the text is empty. */
  requiredMessage?: string;
  hideLabel?: boolean;
  className?: string;
  maxLength?: number;
};

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * A text input or textarea bound to a Y.Text: typing becomes splices that merge with
 * co-authors' typing; their edits appear without moving the caret (world-doc-text-binding.ts).
 */
export function YTextInput({ map, field, text, label, fieldId, multiline, rows = 3, placeholder, hint, requiredMessage, hideLabel, className, maxLength }: YTextInputProps) {
  const { readOnly, focusField } = useEditor();
  const place = usePresenceLabel(label);
  const fromMap = useYMapValue(text === undefined ? map : null, field);
  const value = text === undefined ? fromMap : text;
  const ytext = value instanceof Y.Text ? value : null;
  useYVersion(ytext);
  const ref = useRef<TextElement | null>(null);
  const id = useId();
  const peers = usePeersIn(fieldId);
  const empty = ytext ? ytext.length === 0 : typeof value !== 'string' || value === '';
  const error = requiredMessage && empty ? requiredMessage : null;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (!ytext) {
      el.value = typeof value === 'string' ? value : '';
      return;
    }
    const binding = bindText(ytext, el, () => document.activeElement === el, LOCAL_ORIGIN);
    const onInput = () => binding.input();
    const onStart = () => binding.compositionStart();
    const onEnd = () => binding.compositionEnd();
    el.addEventListener('input', onInput);
    el.addEventListener('compositionstart', onStart);
    el.addEventListener('compositionend', onEnd);
    return () => {
      binding.destroy();
      el.removeEventListener('input', onInput);
      el.removeEventListener('compositionstart', onStart);
      el.removeEventListener('compositionend', onEnd);
    };
  }, [ytext, value]);

  // A field without its Y.Text yet (an older doc, a malformed value): the first keystroke creates it.
  const createText = () => {
    const el = ref.current;
    if (ytext || text !== undefined || !map || !el || readOnly || !map.doc) return;
    map.doc.transact(() => map.set(field, new Y.Text(el.value)), LOCAL_ORIGIN);
  };

  const common = {
    id,
    placeholder,
    readOnly,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
    onFocus: () => focusField(fieldId, place),
    onBlur: () => focusField(null),
    onInput: createText,
    style: presenceRing(peers),
    'data-field': fieldId,
  };
  return (
    <FieldFrame label={label} htmlFor={id} fieldId={fieldId} hint={hint} hintId={`${id}-hint`} error={error} errorId={`${id}-error`} hideLabel={hideLabel} className={className}>
      {multiline ? (
        <textarea ref={(el) => void (ref.current = el)} rows={rows} className={`${controlClass} field-sizing-content max-h-[60vh] resize-y leading-relaxed ${rows <= 2 ? 'min-h-11' : 'min-h-24'}`} {...common} />
      ) : (
        <input ref={(el) => void (ref.current = el)} type="text" className={controlClass} autoComplete="off" {...common} />
      )}
    </FieldFrame>
  );
}
