// An area's tabs (Account, Admin): a row of links under the area's heading, the current one
// underlined, scrolling sideways on a phone rather than wrapping.
import { NavLink } from 'react-router';
import { Spinner } from './spinner';

/** One tab: where it goes and what it says. */
export type Tab = { readonly to: string; readonly label: string };

/** The tab bar of an area, named for screen readers by `label`. */
export function TabNav({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  return (
    <nav aria-label={label} className="-mx-4 mt-6 overflow-x-auto border-b border-parchment-300 px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-0.5 sm:gap-1">
        {tabs.map((tab) => (
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
  );
}

/** While an area finds out who is signed in. */
export function AreaLoading({ label }: { label: string }) {
  return (
    <div className="grid min-h-[50dvh] place-items-center px-4">
      <Spinner label={label} />
    </div>
  );
}
