import { Link, NavLink } from 'react-router';
import { BrandMark } from '../components/brand-mark';
import { buttonClass } from '../components/button-styles';
import { HomeIcon, UserIcon } from '../components/icons';
import { InstallButton } from '../components/install-button';

/** Where Sign In leads until the login modal exists (spec 1 §2). */
export const SIGN_IN_PATH = '/users/signin?view=login';

/** The top bar for signed-out visitors: brand, Home, Install (when offered) and Sign In. */
export function TopBar() {
  return (
    <header className="border-b border-parchment-300/80 bg-parchment-100/90 backdrop-blur supports-[backdrop-filter]:bg-parchment-100/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-6">
        <Link to="/" className="-ml-1 flex min-h-11 items-center gap-2.5 rounded-lg px-1" aria-label="Taleforge, home">
          <BrandMark className="size-9" />
          <span className="font-display text-xl font-semibold tracking-tight text-ink-950">Taleforge</span>
        </Link>
        <nav aria-label="Main" className="ml-auto flex items-center gap-1 sm:gap-2">
          <NavLink to="/" end className={buttonClass('ghost', 'md', 'px-3 sm:px-4 aria-[current=page]:text-ember-700')}>
            <HomeIcon />
            <span className="sr-only sm:not-sr-only">Home</span>
          </NavLink>
          <InstallButton />
          <Link to={SIGN_IN_PATH} className={buttonClass('secondary', 'md', 'px-3 sm:px-4')}>
            <UserIcon className="size-4" />
            Sign In
          </Link>
        </nav>
      </div>
    </header>
  );
}
