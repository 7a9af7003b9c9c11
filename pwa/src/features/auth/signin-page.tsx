// /users/signin?view=login|register (spec 1 §2 'Account area', §8 'sign-in page'): the two views
// as tabs, the view kept in the address. After login: back to the page that sent the visitor
// here (a protected page remembers itself in the navigation state), otherwise home.
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorIcon } from '../../shared/icons/icons';
import { signInOrigin } from './auth-redirect';
import { AUTH_TEXT } from './auth-validation';
import { parseSignInView, SignInPanel, type SignInView } from './login-modal-panel';
import { useAuth } from './use-auth';

/** The route component. */
export function SignInPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const view = parseSignInView(params.get('view'));
  const target = signInOrigin(location.state);

  // Signed in (just now, or already): on to where the visitor was going.
  useEffect(() => {
    if (auth.status === 'signed-in') void navigate(target, { replace: true });
  }, [auth.status, navigate, target]);

  const setView = (next: SignInView) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('view', next);
    nextParams.delete('error');
    // Replace, keeping the remembered origin in the navigation state.
    setParams(nextParams, { replace: true, state: location.state as unknown, preventScrollReset: true });
  };

  return (
    <div className="mx-auto max-w-md px-4 pt-8 pb-4 sm:pt-14">
      <title>{`${view === 'register' ? 'Create Account' : 'Log In'} · Taleforge`}</title>
      <h1 className="text-3xl font-semibold sm:text-4xl">Login or Create Account</h1>
      <p className="mt-2 text-ink-700">
        Playing needs no account. With one, your stories follow you to every device, and you can archive them and build Worlds.
      </p>
      {params.has('error') && (
        <p role="alert" className="mt-5 flex items-start gap-2 rounded-xl border border-danger-600/25 bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger-600">
          <ErrorIcon className="mt-px size-5 shrink-0" />
          {AUTH_TEXT.pageBanner}
        </p>
      )}
      <div className="mt-6 rounded-2xl border border-parchment-300 bg-parchment-50 p-4 shadow-card sm:p-6">
        <SignInPanel view={view} onViewChange={setView} onLoggedIn={() => undefined} />
      </div>
    </div>
  );
}
