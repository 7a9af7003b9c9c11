import type { User } from '@schemas';
import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../shared/api/api-error';
import { ErrorIcon, SuccessIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { login } from './auth-api';
import { AUTH_TEXT, RESET_TEXT, validateLogin } from './auth-validation';
import { CheckboxField, PasswordField, TextField } from './login-modal-fields';
import { HydratedFieldset } from '../../shared/prerender/hydrated-fieldset';

/** Props of the login form. */
export type LoginFormProps = {
  onLoggedIn: (user: User) => void;
  /** A success line above the form. */
  notice?: string | null;
  initialEmail?: string;
  /** 'Forgot password?', with what is typed in the e-mail field. */
  onForgot?: (email: string) => void;
};

type Failure = { title: string; detail: string | null };

/**
 * The login form (spec 1 §5): e-mail and password required ('Please enter both email and
 * password'), remember-me, and 'Login failed' on any failure, with the server's reason under it.
 */
export function LoginForm({ onLoggedIn, notice, initialEmail = '', onForgot }: LoginFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    const problem = validateLogin(email, password);
    if (problem) {
      setFailure({ title: problem, detail: null });
      (email.trim() === '' ? emailRef : passwordRef).current?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const user = await login({ email, password, rememberMe });
      onLoggedIn(user);
    } catch (error) {
      setFailure({ title: AUTH_TEXT.loginFailed, detail: loginFailureDetail(error) });
      setSending(false);
    }
  };

  const missingEmail = failure?.title === AUTH_TEXT.loginRequired && email.trim() === '';
  const missingPassword = failure?.title === AUTH_TEXT.loginRequired && password === '';

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Log in">
      <HydratedFieldset className="space-y-4">
        {notice && (
          <p role="status" className="flex items-start gap-2 rounded-xl border border-success-600/25 bg-success-50 px-3 py-2.5 text-sm font-medium text-success-600">
            <SuccessIcon className="mt-px size-5 shrink-0" />
            {notice}
          </p>
        )}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          inputRef={emailRef}
          onChange={(e) => setEmail(e.target.value)}
          invalid={missingEmail}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          inputRef={passwordRef}
          onChange={(e) => setPassword(e.target.value)}
          invalid={missingPassword}
        />
        {onForgot && (
          <div className="-my-2 flex justify-end">
            <button type="button" onClick={() => onForgot(email.trim())} className="min-h-11 px-1 text-sm font-semibold text-ember-700 underline-offset-4 hover:underline">
              {RESET_TEXT.link}
            </button>
          </div>
        )}
        <CheckboxField label="Remember me" description="Stay signed in on this device." checked={rememberMe} onChange={setRememberMe} />
        {failure && (
          <div role="alert" className="flex items-start gap-2 rounded-xl border border-danger-600/25 bg-danger-50 px-3 py-2.5 text-sm text-danger-600">
            <ErrorIcon className="mt-px size-5 shrink-0" />
            <p>
              <span className="font-semibold">{failure.title}</span>
              {failure.detail && <span className="block text-ink-800">{failure.detail}</span>}
            </p>
          </div>
        )}
        <button type="submit" disabled={sending} className={buttonClass('primary', 'lg', 'w-full')}>
          {sending ? 'Logging in…' : 'Log In'}
        </button>
      </HydratedFieldset>
    </form>
  );
}

/** The reason under 'Login failed': the server's words, or the connection problem. */
function loginFailureDetail(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.isConnectivity) return "We couldn't reach the server. Check your connection and try again.";
  if (error.status === 'rate_limited') return 'Too many attempts. Please wait a moment and try again.';
  return error.errorMessage || null;
}
