// What every class screen outside the account tabs shares (issue 33): the sign-in guard, the class
// loaded from the server with its loading and error states, and the strip of links between a
// class's screens.
import type { ClassDetail } from '@schemas';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { ArrowLeftIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { AreaLoading } from '../../shared/ui/tab-nav';
import { SignInRedirect, useAuth } from '../auth';
import { fetchClass } from './classes-api';
import { useLoad } from './use-load';

/** The path of a class screen. */
export const classPath = (id: string, screen: '' | 'cards' | 'projector' | 'report' = '') => `/users/classes/${encodeURIComponent(id)}${screen ? `/${screen}` : ''}`;

/** Renders its children for a signed-in user; a visitor goes to sign in and comes back. */
export function SignedIn({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'unknown') return <AreaLoading label="Loading your account…" />;
  if (auth.status === 'signed-out') return <SignInRedirect />;
  return children;
}

/** Loads a class; `replace` takes a newer copy (after end or keep), `reload` fetches again. */
export function useClass(id: string) {
  return useLoad<ClassDetail>(id, (signal) => fetchClass(id, signal), 'The class could not be loaded.');
}

/** A class that could not be opened: why, with Retry and the way back to the list. */
export function ClassError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="mx-auto flex min-h-[50dvh] max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold sm:text-3xl">This class can't be opened</h1>
      <p role="alert" className="text-lg text-ink-800">
        {message}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {onRetry && (
          <button type="button" className={buttonClass('primary')} onClick={onRetry}>
            Retry
          </button>
        )}
        <Link to="/users/classes" className={buttonClass('secondary')}>
          Your classes
        </Link>
      </div>
    </div>
  );
}

/** The links between a class's screens, under its title. */
export function ClassNav({ id }: { id: string }) {
  const link = 'inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-ink-800 hover:bg-parchment-200 aria-[current=page]:bg-night-800 aria-[current=page]:text-white';
  return (
    <nav aria-label="Class" className="flex flex-wrap items-center gap-1 print:hidden">
      <Link to="/users/classes" className={`${link} gap-1`}>
        <ArrowLeftIcon className="size-4" />
        Classes
      </Link>
      <NavLink end to={classPath(id)} className={link}>
        Board
      </NavLink>
      <NavLink to={classPath(id, 'cards')} className={link}>
        Join cards
      </NavLink>
      <NavLink to={classPath(id, 'report')} className={link}>
        Report
      </NavLink>
    </nav>
  );
}
