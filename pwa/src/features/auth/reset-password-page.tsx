// /users/reset-password?token=... : the page a 'Forgot password?' link opens. A new password
// meeting the rules of spec 1 §5 (live checklist, live mismatch), then the user is signed in and
// taken home. A link that is incomplete, expired or used offers to send a new one, in place.
import { passwordMeetsRules, RESET_TOKEN_PATTERN } from '@schemas';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { ErrorIcon } from '../../shared/icons/icons';
import { showToast } from '../../shared/toast/toast-store';
import { buttonClass } from '../../shared/ui/button-styles';
import { resetPassword } from './auth-api';
import { AUTH_TEXT, liveMismatch, NOTICE_MS, RESET_TEXT } from './auth-validation';
import { ForgotPasswordForm } from './forgot-password-form';
import { PasswordField } from './login-modal-fields';
import { PasswordChecklist } from './password-checklist';
import { HydratedFieldset } from '../../shared/prerender/hydrated-fieldset';

type Problem = { field: 'password' | 'confirm' | null; message: string; linkDead?: boolean };

/** The route component. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = RESET_TOKEN_PATTERN.test(token);
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(wellFormed ? null : { field: null, message: RESET_TEXT.incomplete, linkDead: true });
  const [askAgain, setAskAgain] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    if (!passwordMeetsRules(password)) {
      setProblem({ field: 'password', message: AUTH_TEXT.passwordRule });
      passwordRef.current?.focus();
      return;
    }
    if (confirm !== password) {
      setProblem({ field: 'confirm', message: AUTH_TEXT.mismatch });
      confirmRef.current?.focus();
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await resetPassword(token, password);
      showToast({ kind: 'success', title: RESET_TEXT.doneTitle, message: RESET_TEXT.done, duration: NOTICE_MS.short });
      void navigate('/', { replace: true });
    } catch (error) {
      setSending(false);
      if (!isApiError(error) || error.isConnectivity) setProblem({ field: null, message: RESET_TEXT.offline });
      else if (error.status === 'rate_limited') setProblem({ field: null, message: RESET_TEXT.tooMany });
      else if (/password must/i.test(error.errorMessage)) setProblem({ field: 'password', message: AUTH_TEXT.passwordRule });
      else setProblem({ field: null, message: error.errorMessage, linkDead: error.status === 'invalid' });
    }
  };

  const mismatch = liveMismatch(password, confirm);

  return (
    <div className="mx-auto max-w-md px-4 pt-8 pb-4 sm:pt-14">
      <title>{`${RESET_TEXT.pageTitle} · Taleforge`}</title>
      <h1 className="text-3xl font-semibold sm:text-4xl">{RESET_TEXT.pageTitle}</h1>
      <p className="mt-2 text-ink-700">{RESET_TEXT.pageIntro}</p>
      <div className="mt-6 rounded-2xl border border-parchment-300 bg-parchment-50 p-4 shadow-card sm:p-6">
        {askAgain ? (
          <ForgotPasswordForm />
        ) : (
          <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={RESET_TEXT.pageTitle}>
          <HydratedFieldset className="space-y-4">
              {problem && problem.field === null && (
                <div role="alert" className="flex items-start gap-2 rounded-xl border border-danger-600/25 bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger-600">
                  <ErrorIcon className="mt-px size-5 shrink-0" />
                  <p>{problem.message}</p>
                </div>
              )}
              {problem?.linkDead ? (
                <button type="button" onClick={() => setAskAgain(true)} className={buttonClass('primary', 'lg', 'w-full')}>
                  {RESET_TEXT.askAgain}
                </button>
              ) : (
                <>
                  <PasswordField
                    label={RESET_TEXT.newPassword}
                    name="new-password"
                    autoComplete="new-password"
                    value={password}
                    inputRef={passwordRef}
                    onChange={(e) => setPassword(e.target.value)}
                    error={problem?.field === 'password' ? problem.message : null}
                    hint={<PasswordChecklist password={password} />}
                  />
                  <PasswordField
                    label={RESET_TEXT.confirm}
                    name="confirm-password"
                    autoComplete="new-password"
                    value={confirm}
                    inputRef={confirmRef}
                    onChange={(e) => setConfirm(e.target.value)}
                    error={mismatch ?? (problem?.field === 'confirm' ? problem.message : null)}
                  />
                  <button type="submit" disabled={sending} className={buttonClass('primary', 'lg', 'w-full')}>
                    {sending ? RESET_TEXT.saving : RESET_TEXT.save}
                  </button>
                </>
              )}
            </HydratedFieldset>
          </form>
        )}
      </div>
    </div>
  );
}
