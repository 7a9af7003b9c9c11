import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes focus on mount when focus was lost (the focused option button went
 * away after a choice, or the page under it changed), so keyboard and screen-reader users land on
 * the new content instead of the top of the document.
 */
export function useFocusWhenLost<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}
