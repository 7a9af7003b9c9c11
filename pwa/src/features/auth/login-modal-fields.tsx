// Form fields of the sign-in and registration forms: a label, the input, an optional hint and an
// error tied to the input (aria-invalid, aria-describedby). Inputs are 48 px tall.
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { EyeIcon, EyeOffIcon } from '../../shared/icons/user-menu-icons';

/** Props of a text field: an input's attributes plus label, hint and error. */
export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  error?: string | null;
  /** Marks the input invalid without a message of its own (the form shows it elsewhere). */
  invalid?: boolean;
  /** Shown under the input, and part of its description. */
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
};

const inputClass =
  'min-h-12 w-full min-w-0 rounded-xl border bg-white px-4 text-ink-950 placeholder:text-ink-500 focus-visible:border-ember-500 aria-[invalid=true]:border-danger-600';

/** A labelled input with its error under it. */
export function TextField({ label, error, invalid = false, hint, inputRef, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1.5 border-parchment-400 ${inputClass}`}
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger-600">
          {error}
        </p>
      )}
      {hint && <div id={hintId}>{hint}</div>}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, invalid = false, hint, inputRef, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [visible, setVisible] = useState(false);
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          ref={inputRef}
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy}
          className={`border-parchment-400 pr-12 ${inputClass}`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0.5 my-auto grid size-11 place-items-center rounded-full text-ink-600 hover:text-ink-950"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger-600">
          {error}
        </p>
      )}
      {hint && <div id={hintId}>{hint}</div>}
    </div>
  );
}

/** A checkbox with its label, the whole row a 44 px target. */
export function CheckboxField({ label, checked, onChange, description }: { label: string; checked: boolean; onChange: (checked: boolean) => void; description?: string }) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 py-2.5">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-ember-600"
      />
      <span className="text-sm">
        <span className="font-medium text-ink-900">{label}</span>
        {description && <span className="block text-ink-700">{description}</span>}
      </span>
    </label>
  );
}
