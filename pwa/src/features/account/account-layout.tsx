// /users (spec 1 §2 'Account area'): protected; a signed-out visitor goes to the sign-in page,
// which brings them back here afterwards. Header 'Account', the three tabs, and general feedback.
import type { User } from '@schemas';
import { useState } from 'react';
import { Outlet, useOutletContext } from 'react-router';
import { SpeechIcon } from '../../shared/icons/user-menu-icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { AreaLoading, TabNav } from '../../shared/ui/tab-nav';
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
  { to: '/users/classes', label: 'Classes' },
] as const;

/** The route component of /users and its tabs. */
export function AccountLayout() {
  const auth = useAuth();
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  if (auth.status === 'unknown') return <AreaLoading label="Loading your account…" />;
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

      <TabNav label="Account" tabs={TABS} />

      <div className="pt-6">
        <Outlet context={{ user: auth.user, fromCache: auth.fromCache } satisfies AccountContext} />
      </div>
      <FeedbackModal request={feedbackOpen ? { kind: 'general' } : null} onClose={() => setFeedbackOpen(false)} />
    </div>
  );
}
