import type { User } from '@schemas';
import { useRef, useState, type FormEvent } from 'react';
import { API_ERROR_TEXT, isApiError } from '../../shared/api/api-error';
import { register } from './auth-api';
import {
  AUTH_TEXT,
  liveMismatch,
  NOTICE_MS,
  registrationFailure,
  validateRegistration,
  type FieldErrors,
  type RegistrationField,
  type RegistrationInput,
  type RegistrationProblem,
} from './auth-validation';
import { buttonClass } from '../../shared/ui/button-styles';
import { CheckboxField, PasswordField, TextField } from './login-modal-fields';
import { PasswordChecklist } from './password-checklist';
import { dismissToast, showToast } from '../../shared/toast/toast-store';
import { HydratedFieldset } from '../../shared/prerender/hydrated-fieldset';

/** Props of the registration form. */
export type RegisterFormProps = {
  /** Called with the new user once the account is created and signed in. */
  onRegistered: (user: User) => void;
};

const EMPTY: RegistrationInput = { email: '', username: '', password: '', confirm: '' };
const ORDER: RegistrationField[] = ['email', 'username', 'password', 'confirm'];

/**
 * The registration form (spec 1 §4, §5, §8): e-mail, username, password with a live checklist,
 * confirmation with a live mismatch message, the newsletter opt-in. Problems show as
 * notifications ('Validation Error', 'Password Invalid', 'Input Error', 'Registration Failed')
 * and mark their fields; a new attempt and success clear the ones this form raised. Success
 * signs the user in and is notified for 5 s.
 */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const [values, setValues] = useState<RegistrationInput>(EMPTY);
  const [newsletter, setNewsletter] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  // Notifications this form raised: stale once the user tries again or succeeds.
  const raised = useRef<string[]>([]);
  const clearRaised = () => {
    for (const toastId of raised.current) dismissToast(toastId);
    raised.current = [];
  };

  const set = (field: RegistrationField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const report = (problem: RegistrationProblem) => {
    setErrors(problem.fields);
    clearRaised();
    raised.current.push(showToast({ kind: 'error', title: problem.title, message: problem.message, duration: problem.duration }));
    const first = ORDER.find((f) => problem.fields[f]);
    const target = { email: emailRef, username: usernameRef, password: passwordRef, confirm: confirmRef }[first ?? 'email'];
    if (first) target.current?.focus();
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    const problem = validateRegistration(values);
    if (problem) {
      report(problem);
      return;
    }
    setSending(true);
    try {
      const user = await register({ email: values.email, username: values.username, password: values.password, newsletter });
      clearRaised();
      showToast({ kind: 'success', title: AUTH_TEXT.successTitle, message: AUTH_TEXT.registered, duration: NOTICE_MS.short });
      onRegistered(user);
    } catch (error) {
      setSending(false);
      report(registrationFailure(isApiError(error) ? error.errorMessage : API_ERROR_TEXT.unexpectedServer));
    }
  };

  const mismatch = liveMismatch(values.password, values.confirm);

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Create account">
      <HydratedFieldset className="space-y-4">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          inputRef={emailRef}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email ?? null}
        />
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          value={values.username}
          inputRef={usernameRef}
          onChange={(e) => set('username', e.target.value)}
          error={errors.username ?? null}
        />
        <PasswordField
          label="Password"
          name="new-password"
          autoComplete="new-password"
          value={values.password}
          inputRef={passwordRef}
          onChange={(e) => set('password', e.target.value)}
          error={errors.password ?? null}
          hint={<PasswordChecklist password={values.password} />}
        />
        <PasswordField
          label="Confirm password"
          name="confirm-password"
          autoComplete="new-password"
          value={values.confirm}
          inputRef={confirmRef}
          onChange={(e) => set('confirm', e.target.value)}
          error={mismatch ?? errors.confirm ?? null}
        />
        <CheckboxField
          label="Send me the newsletter"
          description="New Worlds and features, about once a month."
          checked={newsletter}
          onChange={setNewsletter}
        />
        <button type="submit" disabled={sending} className={buttonClass('primary', 'lg', 'w-full')}>
          {sending ? 'Creating account…' : 'Create Account'}
        </button>
      </HydratedFieldset>
    </form>
  );
}
