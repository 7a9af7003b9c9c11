// Issue 27 item 8: "Matched leaf route at location /admin does not have an element or Component"
// (React Router says it in development builds only, so the e2e suite on the production build
// cannot see it). Every leaf of the app's route tree draws something: an element, a Component, or
// a lazy module that gives one; a redirect-only leaf also renders a <Navigate>.
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routes } from './router';

// The service worker's registration is a build-time module of vite-plugin-pwa: the tree is read here, nothing is drawn.
vi.mock('virtual:pwa-register/react', () => ({ useRegisterSW: () => ({}) }));

function leaves(list: RouteObject[], parent = ''): { path: string; route: RouteObject }[] {
  return list.flatMap((route) => {
    const path = route.index ? `${parent}/(index)` : `${parent}/${route.path ?? ''}`.replace(/\/+/g, '/');
    return route.children?.length ? leaves(route.children, path) : [{ path, route }];
  });
}

describe('the route tree', () => {
  it('has no leaf route without an element, a Component or a lazy screen (the /admin and /users index routes included)', () => {
    const all = leaves(routes);
    expect(all.map((l) => l.path)).toEqual(expect.arrayContaining(['/admin/(index)', '/users/(index)']));
    const bare = all.filter(({ route }) => !route.element && !route.Component && !route.lazy).map((l) => l.path);
    expect(bare).toEqual([]);
  });
});
