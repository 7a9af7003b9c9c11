import type { User } from '@schemas';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-modal-login-form';
import { RegisterForm } from './login-modal-register-form';

/** The two views of sign-in (spec 1 §2: /users/signin?view=login or register). */
export type SignInView = 'login' | 'register';

/** The view named by the address; anything but 'register' is login. */
export function parseSignInView(value: string | null | undefined): SignInView {
  return value === 'register' ? 'register' : 'login';
}

/** How a user got signed in here: logging in, or creating the account (which signs in). */
export type SignedInBy = 'login' | 'register';

/** Props of the sign-in panel. */
export type SignInPanelProps = {
  view: SignInView;
  onViewChange: (view: SignInView) => void;
  onLoggedIn: (user: User, by: SignedInBy) => void;
};

const TABS: { view: SignInView; label: string }[] = [
  { view: 'login', label: 'Log In' },
  { view: 'register', label: 'Create Account' },
];

/**
 * Log In and Create Account as two tabs, shared by the sign-in page and the login modal. A
 * successful registration signs in (the form says so); 'Forgot password?' swaps the login form
 * for the reset request, in place.
 */
export function SignInPanel({ view, onViewChange, onLoggedIn }: SignInPanelProps) {
  const id = useId();
  // The e-mail carried into 'Forgot password?', or null while the login form shows.
  const [forgot, setForgot] = useState<string | null>(null);
  const tabRefs = useRef<Record<SignInView, HTMLButtonElement | null>>({ login: null, register: null });

  const choose = (next: SignInView, focus = false) => {
    setForgot(null);
    onViewChange(next);
    if (focus) tabRefs.current[next]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const next: SignInView = e.key === 'Home' ? 'login' : e.key === 'End' ? 'register' : view === 'login' ? 'register' : 'login';
    choose(next, true);
  };

  return (
    <div>
      <div role="tablist" aria-label="Sign in or register" onKeyDown={onKeyDown} className="grid grid-cols-2 gap-1 rounded-full bg-parchment-200 p-1">
        {TABS.map((tab) => (
          <button
            key={tab.view}
            ref={(el) => {
              tabRefs.current[tab.view] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.view}-tab`}
            aria-selected={view === tab.view}
            aria-controls={`${id}-${tab.view}-panel`}
            tabIndex={view === tab.view ? 0 : -1}
            onClick={() => choose(tab.view)}
            className="min-h-11 rounded-full px-3 text-sm font-semibold text-ink-700 transition-colors hover:text-ink-950 aria-selected:bg-parchment-50 aria-selected:text-ink-950 aria-selected:shadow-sm"
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${view}-panel`} aria-labelledby={`${id}-${view}-tab`} className="mt-5">
        {view === 'register' ? (
          <RegisterForm onRegistered={(user) => onLoggedIn(user, 'register')} />
        ) : forgot !== null ? (
          <ForgotPasswordForm initialEmail={forgot} onBack={() => setForgot(null)} />
        ) : (
          <LoginForm onLoggedIn={(user) => onLoggedIn(user, 'login')} onForgot={setForgot} />
        )}
      </div>
    </div>
  );
}
