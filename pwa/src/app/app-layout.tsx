import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import { getAuthState, setAuthState } from '../features/auth';
import { whenIdle } from '../shared/browser/when-idle';
import { ToastViewport } from '../shared/toast/toast-viewport';
import { useBackgroundWork } from './background-work';
import { NavigationProgress } from './navigation-progress';
import { OfflineBanner } from './offline-banner';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import { UpdatePrompt } from './update-prompt';

/** The page frame around every screen: skip link, banners, top bar, main, footer, toasts. */
export function AppLayout() {
  usePageviews();
  useSignOutSettled();
  useBackgroundWork();
  return (
    <div className="paper flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-ink-950 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <div className="sticky top-0 z-30">
        <OfflineBanner />
        <TopBar />
      </div>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <UpdatePrompt />
      <ToastViewport />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}

/**
 * The key a scroll position is kept under. Every page opened by its address (typed, a link from
 * outside, a reload) starts as the router's entry 'default'; keyed by that alone, opening My
 * Stories by URL took the scroll position of whatever page was opened that way before (and landed
 * at the footer). Such entries are keyed by their address; the rest by their own history key.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/** Counts each route change with the privacy-first analytics (loaded once the page is up and idle). */
function usePageviews() {
  const { pathname } = useLocation();
  useEffect(
    () => whenIdle(() => void import('./analytics').then(({ trackPageview }) => trackPageview(pathname)).catch(() => undefined)),
    [pathname],
  );
}

/** Once the route changes after a sign-out, protected pages send visitors to sign in again. */
function useSignOutSettled() {
  const { pathname } = useLocation();
  useEffect(() => {
    const auth = getAuthState();
    if (auth.status === 'signed-out' && auth.leaving) setAuthState({ status: 'signed-out', user: null });
  }, [pathname]);
}
