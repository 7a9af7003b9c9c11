// The controls of a form on a prerendered page (issue 31). The markup arrives before the app's
// code: a field typed into or a button pressed then would be lost, or worse, sent by the browser
// itself as a plain form (a password in the address). So they stay disabled until the page is
// hydrated, which is as soon as the app can take them; the layout does not move meanwhile.
import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/** A borderless fieldset around a form's controls: disabled until hydrated, or while `disabled`. */
export function HydratedFieldset({ className, disabled = false, children }: { className?: string; disabled?: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated || disabled} className={`m-0 min-w-0 border-0 p-0${className ? ` ${className}` : ''}`}>
      {children}
    </fieldset>
  );
}
