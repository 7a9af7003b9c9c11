// /users (spec 1 §2 'Account area'): protected; a signed-out visitor goes to the sign-in page,
// which brings them back here afterwards. Header 'Account', the three tabs, and general feedback.
import type { User } from '@schemas';
import { useState } from 'react';
import { NavLink, Outlet, useOutletContext } from 'react-router';
import { SpeechIcon } from '../../shared/icons/user-menu-icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { Spinner } from '../../shared/ui/spinner';
import { SignInRedirect, useAuth } from '../auth';
import { FeedbackModal } from '../feedback';

/** What the account screens get from the layout. */
export type AccountContext = { user: User; fromCache: boolean };

/** The signed-in user, for the screens inside the account area. */
export function useAccountContext(): AccountContext {
  return useOutletContext<AccountContext>();
}

const TABS = [
  { to: '/users/my-stories', label: 'My Stories' },
  { to: '/users/archive', label: 'Archived Stories' },
  { to: '/users/my-worlds', label: 'My Worlds' },
] as const;

/** The route component of /users and its tabs. */
export function AccountLayout() {
  const auth = useAuth();
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  if (auth.status === 'unknown') {
    return (
      <div className="grid min-h-[50dvh] place-items-center px-4">
        <Spinner label="Loading your account…" />
      </div>
    );
  }
  if (auth.status === 'signed-out') {
    return <SignInRedirect />;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 sm:pt-10">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">Account</h1>
          <p className="mt-1 text-ink-700">
            Signed in as <span className="font-semibold text-ink-900">{auth.user.username}</span>
          </p>
        </div>
        <button type="button" onClick={() => setFeedbackOpen(true)} className={buttonClass('secondary', 'md')}>
          <SpeechIcon className="size-4" />
          Share Feedback
        </button>
      </div>

      <nav aria-label="Account" className="-mx-4 mt-6 overflow-x-auto border-b border-parchment-300 px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-0.5 sm:gap-1">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                className="-mb-px inline-flex min-h-12 items-center border-b-[3px] border-transparent px-2.5 text-sm font-semibold whitespace-nowrap text-ink-700 hover:text-ink-950 aria-[current=page]:border-ember-600 aria-[current=page]:text-ink-950 sm:px-4 sm:text-base"
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="pt-6">
        <Outlet context={{ user: auth.user, fromCache: auth.fromCache } satisfies AccountContext} />
      </div>
      <FeedbackModal request={feedbackOpen ? { kind: 'general' } : null} onClose={() => setFeedbackOpen(false)} />
    </div>
  );
}
