// Whether the first render is over: false on the server and while a prerendered page is being
// hydrated, true afterwards (and at once on a page drawn in the browser only). What only the
// device knows (its storage, its screen) is drawn from then on, so the hydration render matches
// the server's markup (issue 31).
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/** False while the render must equal the server's, true once the device's own state may show. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
