import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchPath } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { assignRouteIds, resolveLazyMatches, runMatchedLoaders } from './app/prepare-routes';
import { routes } from './app/router';
import { PageDataContext, readPageData } from './shared/prerender/page-data';
import './styles/app.css';

/**
 * How the app took over the page, on <html data-render>: 'hydrated' (the prerendered markup was
 * kept), 'mismatch' (React found it differed from its first render and drew the page again: a
 * bug, which e2e/prerender.spec.ts fails on) or 'client' (nothing was prerendered for this address).
 */
function markRender(mode: 'hydrated' | 'mismatch' | 'client'): void {
  if (document.documentElement.dataset.render !== 'mismatch') document.documentElement.dataset.render = mode;
}

/** Renders nothing; marks the page hydrated once the root has committed. */
function HydratedMark() {
  useEffect(() => markRender('hydrated'), []);
  return null;
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('[main] #root is missing from index.html');
  const url = new URL(window.location.href);
  const data = readPageData();
  const prerendered = data !== null && container.firstElementChild !== null && data.search === url.search && matchPath(data.route, url.pathname) !== null;

  // The screen the address opens is loaded before the first render, so the router starts on it.
  // If its code or a loader fails, the router starts as usual and shows its error page.
  assignRouteIds(routes);
  const loaderData = await resolveLazyMatches(routes, url)
    .then(() => runMatchedLoaders(routes, url))
    .catch((error: unknown) => {
      console.error('[main] the first screen could not be prepared', error);
      return null;
    });
  const router = createBrowserRouter(routes, loaderData ? { hydrationData: { loaderData } } : undefined);
  const app = (
    <StrictMode>
      <PageDataContext value={prerendered ? data : null}>
        <RouterProvider router={router} />
        {prerendered && <HydratedMark />}
      </PageDataContext>
    </StrictMode>
  );

  if (prerendered && loaderData) {
    // A transition: hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError(error, info) {
          markRender('mismatch');
          console.error('[main] the prerendered page differs from the first render', error, info.componentStack);
        },
      });
    });
    return;
  }
  container.replaceChildren();
  createRoot(container).render(app);
  markRender('client');
}

void start();
