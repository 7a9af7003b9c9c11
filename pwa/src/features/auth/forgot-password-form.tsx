import { EMAIL_PATTERN } from '@schemas';
import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../shared/api/api-error';
import { ErrorIcon, SuccessIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { requestPasswordReset } from './auth-api';
import { AUTH_TEXT, RESET_TEXT } from './auth-validation';
import { TextField } from './login-modal-fields';
import { HydratedFieldset } from '../../shared/prerender/hydrated-fieldset';

/** Props of the 'Forgot password?' form. */
export type ForgotPasswordFormProps = {
  initialEmail?: string;
  /** Back to the login form; absent where there is none (the reset page). */
  onBack?: () => void;
};

type Outcome = { delivery: 'email' | 'operator'; email: string };

/**
 * 'Forgot password?': the account's e-mail, then a confirmation that reads the same whether the
 * account exists or not (the server answers alike), or, on a server without e-mail, who to ask.
 */
export function ForgotPasswordForm({ initialEmail = '', onBack }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    if (!EMAIL_PATTERN.test(email.trim())) {
      setProblem(AUTH_TEXT.invalidEmail);
      emailRef.current?.focus();
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      setOutcome({ delivery: await requestPasswordReset(email), email: email.trim() });
    } catch (error) {
      setProblem(!isApiError(error) || error.isConnectivity ? RESET_TEXT.offline : error.status === 'rate_limited' ? RESET_TEXT.tooMany : error.errorMessage);
    } finally {
      setSending(false);
    }
  };

  const back = onBack && (
    <button type="button" onClick={onBack} className={buttonClass('ghost', 'lg', 'w-full')}>
      {RESET_TEXT.back}
    </button>
  );

  if (outcome) {
    const emailed = outcome.delivery === 'email';
    return (
      <div className="space-y-4">
        <div role="status" className="flex items-start gap-2 rounded-xl border border-success-600/25 bg-success-50 px-3 py-2.5 text-sm text-success-600">
          <SuccessIcon className="mt-px size-5 shrink-0" />
          <p>
            <span className="block font-semibold">{emailed ? RESET_TEXT.sentTitle : RESET_TEXT.operatorTitle}</span>
            <span className="block text-ink-800">{emailed ? RESET_TEXT.sent(outcome.email) : RESET_TEXT.operator}</span>
          </p>
        </div>
        {back}
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={RESET_TEXT.title}>
      <HydratedFieldset className="space-y-4">
        <div>
          <h2 className="text-lg font-semibold text-ink-950">{RESET_TEXT.title}</h2>
          <p className="mt-1 text-sm text-ink-700">{RESET_TEXT.intro}</p>
        </div>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          inputRef={emailRef}
          onChange={(e) => setEmail(e.target.value)}
          invalid={problem === AUTH_TEXT.invalidEmail}
        />
        {problem && (
          <p role="alert" className="flex items-start gap-2 rounded-xl border border-danger-600/25 bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger-600">
            <ErrorIcon className="mt-px size-5 shrink-0" />
            {problem}
          </p>
        )}
        <button type="submit" disabled={sending} className={buttonClass('primary', 'lg', 'w-full')}>
          {sending ? RESET_TEXT.sending : RESET_TEXT.send}
        </button>
        {back}
      </HydratedFieldset>
    </form>
  );
}
