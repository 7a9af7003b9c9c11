import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeModulesOf, screenModuleFor } from './route-modules';

const router = readFileSync(fileURLToPath(new URL('../src/app/router.tsx', import.meta.url)), 'utf8');

describe("the screen a prerendered page's address opens (its chunks are preloaded)", () => {
  const routes = routeModulesOf(router);

  it('is read from the router itself, one-line routes and multi-line ones alike', () => {
    expect(screenModuleFor(routes, '/library')).toBe('pwa/src/routes/library.tsx');
    expect(screenModuleFor(routes, '/academy')).toBe('pwa/src/routes/academy.tsx');
    expect(screenModuleFor(routes, '/academy/setting')).toBe('pwa/src/routes/academy-lecture.tsx');
    expect(screenModuleFor(routes, '/users/signin')).toBe('pwa/src/routes/signin.tsx');
    expect(screenModuleFor(routes, '/game/ABC123')).toBe('pwa/src/routes/game.tsx');
  });

  it('home is no lazy screen, and the catch-all never counts', () => {
    expect(screenModuleFor(routes, '/')).toBeNull();
    expect(screenModuleFor(routes, '/no/such/page')).toBeNull();
  });

  it('pairs each import with the path written before it', () => {
    const source = `[{ path: 'a', lazy: async () => (await import('../routes/first')).A },
      { path: 'b/:id',
        lazy: async () => {
          const route = await import('../routes/second');
          return route;
        } }]`;
    expect(routeModulesOf(source)).toEqual([
      { path: 'a', module: 'pwa/src/routes/first.tsx' },
      { path: 'b/:id', module: 'pwa/src/routes/second.tsx' },
    ]);
  });
});
