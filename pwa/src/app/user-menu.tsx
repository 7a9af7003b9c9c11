import type { User } from '@schemas';
import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { isApiError } from '../shared/api/api-error';
import { logout } from '../features/auth/auth-api';
import { isAdminUser } from '../features/auth/auth-store';
import { buttonClass } from '../shared/ui/button-styles';
import { StoryCounters } from '../features/stories/story-counters';
import { showToast } from '../shared/toast/toast-store';
import { Tooltip } from '../shared/ui/tooltip';
import { AccountIcon, ShieldIcon, SignOutIcon } from '../shared/icons/user-menu-icons';

const navClass = buttonClass('ghost', 'md', 'px-3 aria-[current=page]:text-ember-700 lg:px-4');

/**
 * The signed-in part of the top bar (spec 1 §2): Admin (role_admin only), Account, the story
 * counters and the sign-out icon (POST /auth/logout, the device forgets the user, then home).
 */
export function UserMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    try {
      await logout();
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
        <button type="button" onClick={() => void signOut()} disabled={leaving} aria-label="Sign out" className={buttonClass('ghost', 'md', 'w-11 px-0')}>
          <SignOutIcon />
        </button>
      </Tooltip>
    </>
  );
}
