import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { SITE_CONFIG_ELEMENT_ID, siteConfigSchema, type SiteConfig } from '@schemas';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { shellRevision, siteConfigOf } from './site-config';
import { appShell, spa } from './spa';

// A build as vite-plugin-pwa writes it: the shell with its settings block, and a service worker
// that precaches the shell under the revision of the file on disk.
const dist = mkdtempSync(join(tmpdir(), 'spa-test-'));
const builtShell = `<!doctype html><html><head><title>T</title><script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">{"communityUrl":null,"aiModel":false}</script></head><body></body></html>`;
writeFileSync(join(dist, 'index.html'), builtShell);
writeFileSync(join(dist, 'sw.js'), `define(["./workbox"],(function(s){s.precacheAndRoute([{url:"assets/a.js",revision:null},{url:"index.html",revision:"${shellRevision(builtShell)}"}],{})}));`);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function appWith(config: SiteConfig) {
  const app = new Hono();
  app.use('*', spa(dist, appShell(dist, config)));
  app.get('/api', (c) => c.json({ ok: true }));
  return app;
}

/** The settings block of a served shell, parsed with the schema the app's reader mirrors. */
function settingsOf(html: string): SiteConfig {
  const match = new RegExp(`<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  return siteConfigSchema.parse(JSON.parse(match?.[1] ?? 'null'));
}

const html = { accept: 'text/html' };

describe('the app shell carries the site settings (COMMUNITY_URL)', () => {
  it('navigations and the precache fetch of /index.html get the shell with the settings', async () => {
    const app = appWith({ communityUrl: 'https://chat.example.org/taleforge', aiModel: false });
    for (const path of ['/', '/library', '/users/my-worlds', '/index.html']) {
      const res = await app.request(path, { headers: path === '/index.html' ? {} : html });
      expect(res.status, path).toBe(200);
      expect(settingsOf(await res.text()), path).toEqual({ communityUrl: 'https://chat.example.org/taleforge', aiModel: false });
    }
    expect(await (await app.request('/api')).json()).toEqual({ ok: true });
  });

  it('unset, the shell says so (the app then shows no community-chat link)', async () => {
    const res = await appWith({ communityUrl: null, aiModel: false }).request('/academy', { headers: html });
    expect(settingsOf(await res.text())).toEqual({ communityUrl: null, aiModel: false });
  });

  it('a value cannot close the script element it is written into', async () => {
    const res = await appWith({ communityUrl: 'https://chat.example.org/a</script><script>alert(1)</script>', aiModel: false }).request('/', { headers: html });
    const body = await res.text();
    expect(body.match(/<\/script>/g)).toHaveLength(1);
    expect(settingsOf(body).communityUrl).toBe('https://chat.example.org/a</script><script>alert(1)</script>');
  });

  it('sw.js precaches the shell under the revision of the shell as served, so a changed setting reaches installed apps as an update', async () => {
    const revisionOf = async (config: SiteConfig) => {
      const app = appWith(config);
      const shell = await (await app.request('/index.html')).text();
      const sw = await app.request('/sw.js');
      expect(sw.headers.get('cache-control')).toBe('no-cache');
      expect(sw.headers.get('content-type')).toMatch(/javascript/);
      const revision = /\{url:"index\.html",revision:"([0-9a-f]+)"\}/.exec(await sw.text())?.[1];
      expect(revision).toBe(shellRevision(shell));
      return revision;
    };
    const unset = await revisionOf({ communityUrl: null, aiModel: false });
    const set = await revisionOf({ communityUrl: 'https://chat.example.org/taleforge', aiModel: false });
    expect(set).not.toBe(unset);
  });
});

describe('COMMUNITY_URL in the environment', () => {
  it('is optional, an http(s) URL when given, and a bad value stops the start with a readable line', () => {
    const ok = parseConfig({ COMMUNITY_URL: 'https://chat.example.org/taleforge' });
    expect(ok.ok && ok.config.COMMUNITY_URL).toBe('https://chat.example.org/taleforge');
    const unset = parseConfig({ COMMUNITY_URL: '' });
    expect(unset.ok && unset.config.COMMUNITY_URL).toBeUndefined();
    const bad = parseConfig({ COMMUNITY_URL: 'javascript:alert(1)' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toContain('COMMUNITY_URL: must be an http:// or https:// URL');
  });
});

describe('the storyteller the app names', () => {
  it('is the AI model only when OPENAI_API_KEY is set, else the offline storyteller', () => {
    const offline = parseConfig({});
    const model = parseConfig({ OPENAI_API_KEY: 'sk-test' });
    expect(offline.ok && siteConfigOf(offline.config).aiModel).toBe(false);
    expect(model.ok && siteConfigOf(model.config).aiModel).toBe(true);
  });
});

describe('assets go out as the build compressed them', () => {
  it("a browser that takes Brotli gets the build's .br copy, one that takes gzip the .gz, any other the file; each decodes to the file", async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `beat ${i} of the story`))};\n`;
    // As the build leaves an asset (pwa/build/precompress-plugin.ts): the file and its two copies.
    writeFileSync(join(dist, 'assets', 'story-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'story-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'story-abc123.js.gz'), gzipSync(script));
    const app = appWith({ communityUrl: null, aiModel: false });
    const get = (acceptEncoding?: string) => app.request('/assets/story-abc123.js', { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('javascript');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.byteLength).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(brBytes).toString()).toBe(script);

    const gz = await get('gzip, deflate');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });
});
