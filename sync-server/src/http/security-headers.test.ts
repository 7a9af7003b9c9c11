// Issue 13.7: the security headers on the app shell, the API and errors; the CSP allows the
// shell's own inline scripts by hash and nothing else inline.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SITE_CONFIG } from '@schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { configSchema } from '../config';
import type { Db } from '../db/db';
import { createOfflineIllustrator } from '../images/illustrator';
import { localModerator } from '../limits/moderation';
import { RateLimiter } from '../limits/rate-limiter';
import { StoryCache } from '../stories/story-cache';
import { TurnService } from '../stories/turn-service';
import { openTestDb } from '../../testing/test-db';
import { inlineScriptHashes } from './security-headers';
import { injectSiteConfig } from './site-config';

const EARLY = "window.early = 'socket';";
const SHELL = `<!doctype html><html><head><script>${EARLY}</script><script type="module" src="/assets/index.js"></script></head><body></body></html>`;

function directives(csp: string | null): Map<string, string[]> {
  return new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));
}

describe('security headers (issue 13.7)', () => {
  let db: Db;
  let dist: string;
  const appWith = (env: Record<string, string> = {}) => {
    const cache = new StoryCache();
    const stories = { db, cache, turns: new TurnService(db, cache), limiter: new RateLimiter(), moderator: localModerator() };
    // No picture is generated here: a World write would be a bug.
    const writeWorld = () => Promise.reject(new Error('no World writes in this test'));
    return createApp({ db, config: configSchema.parse({ SEED_WORLDS: 'false', ...env }), distDir: dist, stories, writeWorld, images: { illustrator: createOfflineIllustrator() } });
  };
  beforeAll(async () => {
    db = await openTestDb('pglite');
    dist = mkdtempSync(join(tmpdir(), 'tf-shell-'));
    writeFileSync(join(dist, 'index.html'), SHELL);
  });
  afterAll(async () => {
    rmSync(dist, { recursive: true, force: true });
    await db.close();
  });

  it('hashes exactly the inline scripts of a page', () => {
    const sha = `'sha256-${createHash('sha256').update(EARLY).digest('base64')}'`;
    expect(inlineScriptHashes(SHELL)).toEqual([sha]);
  });

  it('the shell, an API answer and an error all carry the policy: this origin only, its own sockets, no framing', async () => {
    const app = appWith();
    const answers = [
      await app.request('http://app.test:8787/', { headers: { accept: 'text/html' } }),
      await app.request('http://app.test:8787/health'),
      await app.request('http://app.test:8787/no-such-route', { headers: { accept: 'application/json' } }),
      await app.request('http://app.test:8787/feedback/submit', { method: 'POST', body: '{}' }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 404, 403]);
    for (const res of answers) {
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'", ...inlineScriptHashes(SHELL)]);
      expect(csp.get('style-src')).toEqual(["'self'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'ws://app.test:8787', 'wss://app.test:8787']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect([...csp.values()].flat().filter((v) => /unsafe/.test(v))).toEqual([]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('HSTS and the socket origin follow PUBLIC_URL when it is https', async () => {
    const res = await appWith({ PUBLIC_URL: 'https://tales.example.org' }).request('http://10.0.0.5:8787/health');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directives(res.headers.get('content-security-policy')).get('connect-src')).toEqual(["'self'", 'ws://tales.example.org', 'wss://tales.example.org']);
  });

  it("a page's inline styles (a prerendered page's, issue 31) are allowed by their hash on that page only", async () => {
    const css = '#root [data-s="0"]{aspect-ratio:3 / 2}';
    const styled = SHELL.replace('</head>', `<style id="taleforge-page-styles">${css}</style></head>`);
    writeFileSync(join(dist, 'index.html'), styled);
    const later = new Date(Date.now() + 10_000);
    utimesSync(join(dist, 'index.html'), later, later);
    const app = appWith();
    const page = await app.request('http://app.test/', { headers: { accept: 'text/html' } });
    expect(directives(page.headers.get('content-security-policy')).get('style-src')).toEqual(["'self'", `'sha256-${createHash('sha256').update(css).digest('base64')}'`]);
    const api = await app.request('http://app.test/health');
    expect(directives(api.headers.get('content-security-policy')).get('style-src')).toEqual(["'self'"]);
    writeFileSync(join(dist, 'index.html'), SHELL);
  });

  it('a rebuilt shell is allowed at once: the hashes follow the file', async () => {
    const app = appWith();
    const next = SHELL.replace(EARLY, "window.early = 'rebuilt';");
    writeFileSync(join(dist, 'index.html'), next);
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dist, 'index.html'), later, later);
    const res = await app.request('http://app.test/', { headers: { accept: 'text/html' } });
    // The page served is the rebuilt file, with the site settings' data block the server adds.
    expect(await res.text()).toBe(injectSiteConfig(next, DEFAULT_SITE_CONFIG));
    expect(directives(res.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'", ...inlineScriptHashes(next)]);
    writeFileSync(join(dist, 'index.html'), SHELL);
  });
});
