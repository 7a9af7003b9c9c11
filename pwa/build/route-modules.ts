// Which screen module (pwa/src/routes/*.tsx) each route of app/router.tsx loads, read from the
// router's source: a prerendered page preloads its screen's chunks (prerender-plugin.ts), and the
// router is the one place that says which screen a path opens.
import { matchPath } from 'react-router';

/** A route path of the router (relative, as written: 'library', 'academy/:lectureId') and the screen module it imports. */
export interface RouteModule {
  path: string;
  module: string;
}

const IMPORT = /import\(\s*'\.\.\/routes\/([\w-]+)'\s*\)/g;
const PATH = /\bpath:\s*'([^']*)'/g;

/** Every `path: '...'` of router.tsx's source paired with the `import('../routes/...')` that follows it. */
export function routeModulesOf(routerSource: string): RouteModule[] {
  const found: RouteModule[] = [];
  const paths = [...routerSource.matchAll(PATH)].map((m) => ({ path: m[1] ?? '', at: m.index }));
  for (const m of routerSource.matchAll(IMPORT)) {
    const path = paths.filter((p) => p.at < m.index).at(-1);
    if (path) found.push({ path: path.path, module: `pwa/src/routes/${m[1]}.tsx` });
  }
  return found;
}

/** The screen module a page's address opens (the catch-all '*' does not count), or null. */
export function screenModuleFor(routes: readonly RouteModule[], url: string): string | null {
  const hit = routes.find((r) => r.path !== '*' && matchPath(`/${r.path}`, url) !== null);
  return hit?.module ?? null;
}
