// Deferring work that the first screen does not need (page counts, the auth check) until the
// page has loaded and the browser is idle. No imports: the first paint can afford it.

/**
 * Runs `task` once the page has loaded and the browser is idle (at most `timeoutMs` later), so a
 * cold start spends the network on what the screen shows first. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window === 'undefined') return () => undefined;
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(() => !cancelled && task(), { timeout: timeoutMs });
    else idle = window.setTimeout(() => !cancelled && task(), 1);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  };
}
