import { describe, expect, it } from 'vitest';
import { routePreloadPlugin } from './route-preload-plugin';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false) => ({ type: 'chunk', fileName, imports, facadeModuleId, isEntry });

describe('route preload', () => {
  it("preloads a deep link's screen chunks, minus what the entry already loads", () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', ['assets/react.js'], '/app/pwa/src/main.tsx', true),
        chunk('assets/react.js', []),
        chunk('assets/game-page.js', ['assets/react.js', 'assets/engine.js'], '/app/pwa/src/routes/game/game-page.tsx'),
        chunk('assets/engine.js', ['assets/zod.js']),
        chunk('assets/zod.js', []),
        chunk('assets/library.js', ['assets/react.js'], '/app/pwa/src/routes/library/library-page.tsx'),
      ].map((c) => [c.fileName, c]),
    );
    const plugin = routePreloadPlugin('/app', [{ prefix: '/game/', module: 'pwa/src/routes/game/game-page.tsx' }]);
    const hook = plugin.transformIndexHtml as unknown as { handler: (html: string, ctx: { bundle: unknown }) => { children: string }[] };
    const [tag] = hook.handler('', { bundle });
    expect(tag?.children).toContain(JSON.stringify({ '/game/': ['/assets/game-page.js', '/assets/engine.js', '/assets/zod.js'] }));
  });

  it('stops the build when a listed screen has no chunk (a renamed file)', () => {
    const plugin = routePreloadPlugin('/app', [{ prefix: '/game/', module: 'pwa/src/routes/game/missing.tsx' }]);
    const hook = plugin.transformIndexHtml as unknown as { handler: (html: string, ctx: { bundle: unknown }) => unknown };
    expect(() => hook.handler('', { bundle: { 'assets/index.js': chunk('assets/index.js', [], '/app/pwa/src/main.tsx', true) } })).toThrow(/no chunk for pwa\/src\/routes\/game\/missing.tsx/);
  });
});
