import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteConfig, TemplateMetadata } from '@schemas';
import { Hono } from 'hono';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { injectSiteConfig, shellRevision } from './site-config';
import { appShell, spa } from './spa';

// A build as pwa/build/prerender-plugin.ts leaves it, with a stand-in for the SSR bundle that
// writes what it was asked to render (and counts its renders) instead of the app's markup.
const SHELL = '<!doctype html><html><head><title>Taleforge</title><script type="application/json" id="taleforge-config">{}</script><script>window.early = 1;</script><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>';
const CSS = 'body{color:#2e2140}';
const SSR = `
globalThis.__renders ??= [];
export async function renderPage(url, data, config) {
  globalThis.__renders.push(url);
  if (url.includes('broken')) throw new Error('a screen failed');
  const worlds = (data.published ?? []).map((t) => t.title).join(',');
  return { markup: '<main>' + url + ' worlds=' + worlds + ' seed=' + (data.seed ?? '') + ' chat=' + config.communityUrl + '</main>', title: null, status: 200 };
}
export async function renderDocument(url, data, config, parts) {
  const page = await renderPage(url, data, config);
  return { html: parts.template.replace('<div id="root"></div>', () => '<div id="root">' + page.markup + '</div>'), status: 200 };
}
export function gameShellInto(template, page) {
  return template.replace('<div id="root"></div>', () => '<div id="root"></div><template id="taleforge-game-shell">' + page.markup + '</template>');
}
`;
const pages = [
  { route: '/', file: 'home.html', worlds: true, preloads: [] },
  { route: '/library', file: 'library.html', worlds: true, shuffled: true, preloads: ['/assets/library.js'] },
  { route: '/privacy', file: 'privacy.html', worlds: false, preloads: [] },
  { route: '/broken', file: 'broken.html', worlds: false, preloads: [] },
];
const built = (file: string) => SHELL.replace('<div id="root"></div>', `<div id="root"><main>${file} as built</main></div>`);

const dist = mkdtempSync(join(tmpdir(), 'prerendered-pages-'));
mkdirSync(join(dist, 'ssr'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'index-abc.css'), CSS);
writeFileSync(join(dist, 'index.html'), SHELL);
writeFileSync(join(dist, 'ssr', 'shell.html'), SHELL);
writeFileSync(join(dist, 'ssr', 'entry-server.js'), SSR);
writeFileSync(join(dist, 'ssr', 'pages.json'), JSON.stringify({ template: 'ssr/shell.html', gameRoute: '/game/:code', pages }));
for (const p of pages) writeFileSync(join(dist, p.file), built(p.file));
const entries = ['index.html', ...pages.map((p) => p.file)].map((f) => `{url:"${f}",revision:"0000"}`).join(',');
writeFileSync(join(dist, 'sw.js'), `define(["./workbox"],(function(s){s.precacheAndRoute([{url:"assets/a.js",revision:null},${entries}],{})}));`);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const world = (title: string, welcome = false) => ({ id: title.toLowerCase().replace(/\W+/g, '-'), title, showOnWelcomeScreen: welcome }) as unknown as TemplateMetadata;
let worlds: TemplateMetadata[];
let reads: number;
const renders = () => (globalThis as { __renders?: string[] }).__renders ?? [];

function appWith(config: SiteConfig) {
  const app = new Hono();
  const shell = appShell(dist, config, async () => {
    reads += 1;
    return worlds;
  });
  app.use('*', spa(dist, shell));
  app.all('*', (c) => c.text('api', 404));
  return { app, shell };
}
const html = { accept: 'text/html' };
const get = async (app: Hono, path: string, headers: Record<string, string> = html) => (await app.request(path, { headers })).text();

beforeEach(() => {
  worlds = [world('The Redrawn City', true), world('Button Hill')];
  reads = 0;
  renders().length = 0;
});

describe('the prerendered pages as the server serves them (issue 31)', () => {
  it('renders each page with its settings and the Worlds of the moment, for navigations and the precache alike', async () => {
    const { app } = appWith({ communityUrl: 'https://chat.example.org/t', aiModel: false });
    const home = await get(app, '/');
    expect(home).toContain('<main>/ worlds=The Redrawn City,Button Hill seed= chat=https://chat.example.org/t</main>');
    expect(home).toContain('"communityUrl":"https://chat.example.org/t"');
    expect(await get(app, '/privacy')).toContain('<main>/privacy worlds= seed= chat=https://chat.example.org/t</main>');
    // The service worker asks for the built files: it gets the pages as served.
    expect(await get(app, '/library.html', {})).toMatch(/<main>\/library worlds=The Redrawn City,Button Hill seed=\w+ chat=/);
    // Any other address gets the shell, with the game page's shell rendered with the same settings.
    const shell = await get(app, '/users/my-stories');
    expect(shell).toContain('<template id="taleforge-game-shell"><main>/game/shell worlds= seed= chat=https://chat.example.org/t</main></template>');
    expect(await get(app, '/index.html', {})).toContain('<template id="taleforge-game-shell"><main>/game/shell worlds= seed= chat=https://chat.example.org/t</main></template>');
  });

  it('a navigation gets the stylesheet written into the page (one round trip less); the copies the service worker keeps link it', async () => {
    const { app } = appWith({ communityUrl: null, aiModel: false });
    for (const path of ['/', '/privacy', '/users/my-stories']) {
      const page = await get(app, path);
      expect(page, path).toContain(`<style>${CSS}</style>`);
      expect(page, path).not.toContain('rel="stylesheet"');
    }
    for (const path of ['/index.html', '/home.html', '/privacy.html']) {
      const kept = await get(app, path, {});
      expect(kept, path).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
      expect(kept, path).not.toContain(CSS);
    }
  });

  it('keeps a render until a World changes; a page asked for with a query is rendered for it, never kept', async () => {
    const { app } = appWith({ communityUrl: null, aiModel: false });
    await get(app, '/');
    await get(app, '/');
    expect(renders().filter((u) => u === '/')).toHaveLength(1);
    expect(reads).toBe(2); // the Worlds are read each time, to notice a change
    worlds = [...worlds, world('The Lantern Archive')];
    expect(await get(app, '/')).toContain('worlds=The Redrawn City,Button Hill,The Lantern Archive');
    expect(renders().filter((u) => u === '/')).toHaveLength(2);
    await get(app, '/library?players=2');
    await get(app, '/library?players=2');
    expect(renders().filter((u) => u === '/library?players=2')).toHaveLength(2);
  });

  it("shuffles the library's Worlds per render among a few kept shuffles (spec 1 §5)", async () => {
    const { app } = appWith({ communityUrl: null, aiModel: false });
    const seeds = new Set<string>();
    for (let i = 0; i < 40; i++) seeds.add(/seed=(\w+)/.exec(await get(app, '/library'))?.[1] ?? '');
    expect(seeds.size).toBeGreaterThan(1);
    expect(seeds.size).toBeLessThanOrEqual(8);
    // Each shuffle is rendered once (the first on demand, the others behind it), then kept.
    expect(renders().filter((u) => u === '/library').length).toBeLessThanOrEqual(8);
  });

  it('renders every page once at the start when asked to, so the first visitors are answered at once', async () => {
    const shell = appShell(dist, { communityUrl: null, aiModel: false }, async () => worlds, { warm: true });
    const app = new Hono();
    app.use('*', spa(dist, shell));
    await shell.ready();
    await expect.poll(() => ['/', '/library', '/privacy'].every((u) => renders().includes(u))).toBe(true);
    const before = renders().length;
    expect(await get(app, '/privacy')).toContain('<main>/privacy');
    expect(renders().length).toBe(before);
  });

  it('a page that fails to render is answered by the shell (drawn in the browser), never a 500', async () => {
    const { app } = appWith({ communityUrl: null, aiModel: false });
    const res = await app.request('/broken', { headers: html });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<template id="taleforge-game-shell">');
  });

  it('never serves the SSR bundle or the page list', async () => {
    const { app } = appWith({ communityUrl: null, aiModel: false });
    for (const path of ['/ssr/entry-server.js', '/ssr/pages.json', '/ssr/shell.html']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe('api');
    }
  });

  it("sw.js precaches each page under a revision of its build and the settings, not of the Worlds: a World's change is no app update", async () => {
    const revisionOf = async (config: SiteConfig, file: string) => {
      const { app } = appWith(config);
      await get(app, '/');
      const sw = await get(app, '/sw.js', {});
      return new RegExp(`\\{url:"${file.replace('.', '\\.')}",revision:"([0-9a-f]+)"\\}`).exec(sw)?.[1];
    };
    const unset = { communityUrl: null, aiModel: false };
    expect(await revisionOf(unset, 'library.html')).toBe(shellRevision(injectSiteConfig(built('library.html'), unset)));
    worlds = [world('Another World')];
    expect(await revisionOf(unset, 'library.html')).toBe(shellRevision(injectSiteConfig(built('library.html'), unset)));
    expect(await revisionOf({ communityUrl: 'https://chat.example.org/t', aiModel: false }, 'library.html')).not.toBe(await revisionOf(unset, 'library.html'));
    // The shell's revision is still that of the shell as served.
    const { app } = appWith(unset);
    const shell = await get(app, '/index.html', {});
    expect(await revisionOf(unset, 'index.html')).toBe(shellRevision(shell));
  });
});
