// Browser contexts a test opens itself (a second player, a co-author, a tablet) are not closed by
// Playwright: the browser lives as long as the worker, so an editor or a game left open keeps its
// sockets, timers and frames busy under every later test of that worker. A spec registers its
// contexts here and they are closed after each test, passed or failed.
import type { BrowserContext, TestType } from '@playwright/test';

/** Returns `keep(context)`, which closes `context` after the current test of `t`. */
export function closedAfterEachTest(t: TestType<object, object>): <C extends BrowserContext>(context: C) => C {
  const open = new Set<BrowserContext>();
  t.afterEach(async () => {
    await Promise.all([...open].map((c) => c.close().catch(() => undefined)));
    open.clear();
  });
  return (context) => {
    open.add(context);
    return context;
  };
}
