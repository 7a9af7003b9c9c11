import { createMemoryRouter, redirect, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { assignRouteIds, resolveLazyMatches, runMatchedLoaders } from './prepare-routes';

const tree = (): RouteObject[] => [
  {
    children: [
      { index: true },
      { path: 'game/:code', lazy: async () => ({ loader: ({ params }: { params: { code?: string } }) => ({ joined: params.code }) }) },
      { path: 'admin', children: [{ index: true, loader: () => redirect('/admin/templates') }] },
      { path: 'library', lazy: async () => ({ handle: 'library screen' }) },
    ],
  },
];

describe('the first screen made ready before the first render (issue 31)', () => {
  it("gives each route the id the router would give it, so its loader's data can be handed over", () => {
    const routes = tree();
    assignRouteIds(routes);
    const router = createMemoryRouter(tree(), { initialEntries: ['/library'] });
    const ids = (list: readonly { id?: string; children?: unknown }[]): string[] => list.flatMap((r) => [r.id ?? '', ...ids((r.children as typeof list | undefined) ?? [])]);
    expect(ids(routes)).toEqual(ids(router.routes));
    router.dispose();
  });

  it('loads the matched lazy screen in place and runs its loader; other screens stay lazy', async () => {
    const routes = tree();
    assignRouteIds(routes);
    const url = new URL('https://taleforge.test/game/AB12');
    await resolveLazyMatches(routes, url);
    const game = routes[0]!.children![1]!;
    expect(game.lazy).toBeUndefined();
    expect(routes[0]!.children![3]!.lazy).toBeTypeOf('function');
    expect(await runMatchedLoaders(routes, url)).toEqual({ '0-1': { joined: 'AB12' } });
  });

  it('hands a redirect back to the router (no data), which follows it as usual', async () => {
    const routes = tree();
    assignRouteIds(routes);
    expect(await runMatchedLoaders(routes, new URL('https://taleforge.test/admin'))).toBeNull();
  });
});
