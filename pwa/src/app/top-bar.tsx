import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { isAdminUser, loadLoginModal, useAuth } from '../features/auth';
import { HomeIcon, UserIcon } from '../shared/icons/icons';
import { buttonClass } from '../shared/ui/button-styles';
import { BrandMark } from './brand-mark';
import { InstallButton } from './install-button';

// The signed-in menu and the login modal (forms, HTTP client, device store) load on demand.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(async () => ({ default: (await loadUserMenu()).UserMenu }));
const LoginModal = lazy(async () => ({ default: (await loadLoginModal()).LoginModal }));

/**
 * The top bar (spec 1 §2): brand, Home, Install (when offered); signed in, Admin (admins),
 * Account, the story counters and sign-out; signed out, Sign In opening 'Login or Create Account'.
 */
export function TopBar() {
  const auth = useAuth({ lazy: true });
  const [loginOpen, setLoginOpen] = useState(false);
  const signedIn = auth.status === 'signed-in';

  return (
    <header className="border-b border-parchment-300/80 bg-parchment-100/90 backdrop-blur supports-[backdrop-filter]:bg-parchment-100/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-6">
        <Link
          to="/"
          // An admin's bar holds one more button: on the narrowest phones the mark gives way (Home stays).
          className={`-ml-1 flex min-h-11 shrink-0 items-center gap-2.5 rounded-lg px-1 ${signedIn && isAdminUser(auth.user) ? 'max-[379px]:hidden' : ''}`}
          aria-label="Taleforge, home"
        >
          <BrandMark className="size-9" />
          <span className={`font-display text-xl font-semibold tracking-tight text-ink-950 ${signedIn ? 'hidden sm:inline' : ''}`}>Taleforge</span>
        </Link>
        <nav aria-label="Main" className="ml-auto flex items-center sm:gap-1.5">
          <NavLink to="/" end className={buttonClass('ghost', 'md', 'px-3 aria-[current=page]:text-ember-700 lg:px-4')}>
            <HomeIcon />
            <span className={signedIn ? 'sr-only md:not-sr-only' : 'sr-only sm:not-sr-only'}>Home</span>
          </NavLink>
          <InstallButton />
          {auth.status === 'signed-in' ? (
            <Suspense fallback={<span className="h-11 w-40" aria-hidden="true" />}>
              <UserMenu user={auth.user} />
            </Suspense>
          ) : auth.status === 'signed-out' ? (
            <button
              type="button"
              onClick={() => setLoginOpen(true)}
              onPointerEnter={() => void loadLoginModal()}
              onFocus={() => void loadLoginModal()}
              className={buttonClass('secondary', 'md', 'px-3 sm:px-4')}
            >
              <UserIcon className="size-4" />
              Sign In
            </button>
          ) : (
            // Until the first check answers: hold the place, so nothing jumps.
            <span className="h-11 w-24" aria-hidden="true" />
          )}
        </nav>
      </div>
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginModal open onClose={() => setLoginOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
