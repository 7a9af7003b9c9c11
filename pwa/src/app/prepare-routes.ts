// Before the app's first render, the routes the address opens are made ready: their lazy modules
// loaded and their loaders run. The router then starts with the page itself (no HydrateFallback
// in between), which is what a prerendered page needs to be taken over as it is (issue 31), and
// what a deep link into a lazy screen gains as well.
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Gives every route the id the router would give it ('0', '0-1', '0-1-3': its place in the tree),
 * so that loader data can be handed to the router before it exists.
 */
export function assignRouteIds(routes: RouteObject[], parent: string[] = []): void {
  routes.forEach((route, index) => {
    const path = [...parent, String(index)];
    route.id ??= path.join('-');
    if (route.children) assignRouteIds(route.children, path);
  });
}

/** Loads the lazy modules of the routes that match `url` (in place: the route objects take what they export). */
export async function resolveLazyMatches(routes: RouteObject[], url: URL): Promise<void> {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, await lazy());
      delete route.lazy;
    }),
  );
}

/**
 * Runs the loaders of the routes that match `url` (after resolveLazyMatches) and returns their
 * data by route id, or null when one answers with a Response (a redirect): the router then
 * starts as usual and follows it.
 */
export async function runMatchedLoaders(routes: RouteObject[], url: URL): Promise<Record<string, unknown> | null> {
  const matches = matchRoutes(routes, url) ?? [];
  const request = new Request(url.href);
  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function' || route.id === undefined) continue;
    const pattern = matches.map((m) => m.route.path ?? '').filter(Boolean).join('/');
    const result: unknown = await route.loader({ request, url, params, pattern: `/${pattern}`, context: {} as never });
    if (result instanceof Response) return null;
    loaderData[route.id] = result ?? null;
  }
  return loaderData;
}
