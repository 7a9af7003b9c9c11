import type { User } from '@schemas';
import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { isAdminUser, logout } from '../features/auth';
import { StoryCounters } from '../features/stories';
import { clearWorldCopies } from '../features/world-editor';
import { isApiError } from '../shared/api/api-error';
import { AccountIcon, ShieldIcon, SignOutIcon } from '../shared/icons/user-menu-icons';
import { showToast } from '../shared/toast/toast-store';
import { buttonClass } from '../shared/ui/button-styles';
import { ConfirmDialog } from '../shared/ui/confirm-dialog';
import { Tooltip } from '../shared/ui/tooltip';

const navClass = buttonClass('ghost', 'md', 'px-3 aria-[current=page]:text-ember-700 lg:px-4');

/** The sign-out confirmation's words. */
export const SIGN_OUT_TEXT = {
  title: 'Sign out?',
  message: (username: string) => `You are signed in as ${username}. Signing out also removes the Worlds this device keeps for offline editing; your stories stay on your account.`,
} as const;

/**
 * The signed-in part of the top bar (spec 1 §2): Admin (role_admin only), Account, the story
 * counters and the sign-out icon (asked first; then POST /auth/logout, the device forgets the
 * user and the World copies it keeps, then home).
 */
export function UserMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [asking, setAsking] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    try {
      await logout();
      // The editor's Yjs code loads only here, so it stays out of every other page.
      await clearWorldCopies().catch((error: unknown) => console.error('[logout] clearing World copies', error));
      setAsking(false);
      await navigate('/');
    } catch (error) {
      const offline = isApiError(error) && error.isConnectivity;
      showToast({
        kind: 'error',
        title: 'Sign out failed',
        message: offline ? 'Signing out needs a connection. Please try again when you are online.' : 'Please try again.',
      });
    } finally {
      setLeaving(false);
    }
  };

  return (
    <>
      {isAdminUser(user) && (
        <NavLink to="/admin" className={navClass}>
          <ShieldIcon />
          <span className="sr-only md:not-sr-only">Admin</span>
        </NavLink>
      )}
      <NavLink to="/users" className={navClass}>
        <AccountIcon />
        <span className="sr-only md:not-sr-only">Account</span>
      </NavLink>
      <StoryCounters userId={user.id} />
      <Tooltip content={`Sign out ${user.username}`} placement="bottom">
        <button type="button" onClick={() => setAsking(true)} disabled={leaving} aria-label="Sign out" aria-haspopup="dialog" className={buttonClass('ghost', 'md', 'w-11 px-0')}>
          <SignOutIcon />
        </button>
      </Tooltip>
      {/* One tap next to the counters signed people out by mistake (issue 27): it asks first. */}
      <ConfirmDialog
        open={asking}
        title={SIGN_OUT_TEXT.title}
        message={SIGN_OUT_TEXT.message(user.username)}
        confirmLabel="Sign out"
        busy={leaving}
        busyLabel="Signing out…"
        onConfirm={() => void signOut()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
