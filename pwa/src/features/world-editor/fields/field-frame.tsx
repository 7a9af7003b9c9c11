import type { ReactNode } from 'react';
import { FieldPresence } from './field-presence';

/** Props of a FieldFrame. */
export type FieldFrameProps = {
  label: ReactNode;
  htmlFor: string;
  /** Presence id of the field (co-authors' name tags show beside the label). */
  fieldId?: string;
  hint?: ReactNode;
  hintId?: string;
  error?: string | null;
  errorId?: string;
  hideLabel?: boolean;
  children: ReactNode;
  className?: string;
};

/** A label, the control, a hint and an error message, with co-authors' presence beside the label. */
export function FieldFrame({ label, htmlFor, fieldId, hint, hintId, error, errorId, hideLabel, children, className = '' }: FieldFrameProps) {
  return (
    <div className={`min-w-0 ${className}`}>
      <div className={`mb-1 flex items-end gap-2 ${hideLabel ? 'sr-only' : ''}`}>
        <label htmlFor={htmlFor} className="text-sm font-semibold text-ink-800">
          {label}
        </label>
        {fieldId && <FieldPresence fieldId={fieldId} />}
      </div>
      {children}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Class names of text inputs, textareas and selects in the editor (44 px touch targets). */
export const controlClass =
  'block w-full min-h-11 rounded-xl border border-parchment-400 bg-white px-3 py-2 text-base text-ink-950 shadow-sm placeholder:text-ink-500 focus:border-ember-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:bg-parchment-100 disabled:text-ink-700 read-only:bg-parchment-100/60 aria-[invalid=true]:border-danger-600';
