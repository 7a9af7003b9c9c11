import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ProxyOptions } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
// '.js' so Vite's config loader gets an extension; TypeScript resolves it to the .ts file.
import { chunkMapPlugin } from './pwa/build/chunk-map-plugin.js';
import { creditsPlugin } from './pwa/build/credits-plugin.js';
import { featureFacesPlugin } from './pwa/build/feature-faces-plugin.js';
import { offlineWorkerBuild, pureDefinitionsPlugin } from './pwa/build/offline-worker-build.js';
import { precompressPlugin } from './pwa/build/precompress-plugin.js';
import { prerenderPlugin } from './pwa/build/prerender-plugin.js';
import { routePreloadPlugin } from './pwa/build/route-preload-plugin.js';
import { ssrStubsPlugin } from './pwa/build/ssr-stubs-plugin.js';
import { zodJitlessPlugin } from './pwa/build/zod-jitless-plugin.js';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The two shared packages are imported by alias; everything else is relative. */
const alias = [
  { find: /^@schemas$/, replacement: here('./schemas/index.ts') },
  { find: /^@engine$/, replacement: here('./engine/index.ts') },
  // The co-authoring document model: its own entry, so yjs loads with the World editor only.
  { find: /^@engine\/world-doc$/, replacement: here('./engine/world-doc/index.ts') },
];

/** Brand colours of the manifest (index.html's theme-color meta repeats the first). */
const BRAND = { themeColor: '#2e2140', backgroundColor: '#fbf5ea' } as const;

// The web manifest and the generated service worker (generateSW). Functions in `workbox`
// (matchers, plugins) are serialised into sw.js with toString(): they must be self-contained.
const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false, // registered by the update prompt (virtual:pwa-register/react)
  strategies: 'generateSW',
  manifest: {
    id: '/',
    name: 'Taleforge',
    short_name: 'Taleforge',
    description:
      'Play AI-narrated, branching stories alone or with friends, in Worlds that creators build together. Works offline.',
    lang: 'en',
    theme_color: BRAND.themeColor,
    background_color: BRAND.backgroundColor,
    display: 'standalone',
    orientation: 'any',
    start_url: '/',
    scope: '/',
    categories: ['games', 'entertainment', 'education', 'books'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The app shell: everything Vite emits plus public/ (favicon, icons, fonts when added).
    globPatterns: ['**/*.{html,js,css,svg,png,ico,woff,woff2,webmanifest}'],
    // The SSR bundle and the server's page list (prerender-plugin.ts) are never precached.
    globIgnores: ['ssr/**'],
    // Prerendered pages (issue 31): `/library` is served from library.html by the precache's clean
    // URLs, and `/` from home.html; index.html stays the shell of every other screen.
    directoryIndex: 'home.html',
    cleanupOutdatedCaches: true,
    navigateFallback: '/index.html',
    // Navigations the server answers itself: realtime, co-authoring, images, and API-only paths.
    // Page routes that share a prefix with the API (/users/..., /admin/..., /templates/{id}/configure)
    // are not listed: the server tells them apart by the Accept header.
    navigateFallbackDenylist: [
      /^\/socket\.io(\/|$)/,
      /^\/collab(\/|$)/,
      /^\/images\//,
      /^\/templates\/(published|full|user|export|import|import-collection|generate)(\/|$)/,
      /^\/templates\/[^/]+\/(iterate|files)$/,
      /^\/auth\//,
      /^\/stories(\/|$)/,
      /^\/users\/stories\//,
      /^\/feedback\//,
      /^\/newsletter\//,
      /^\/image-generation\//,
      /^\/health(\/|$)/,
    ],
    runtimeCaching: [
      {
        // Template reads (list, full, metadata) as JSON fetches: shown at once, refreshed behind.
        urlPattern: ({ url, request }) =>
          request.destination === '' &&
          url.origin === self.location.origin &&
          (/^\/templates\/(published|full\/[^/]+)$/.test(url.pathname) ||
            (/^\/templates\/[^/]+$/.test(url.pathname) && url.pathname !== '/templates/user')),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'templates-json',
          cacheableResponse: { statuses: [200] },
          matchOptions: { ignoreVary: true },
          expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 },
          plugins: [
            {
              // Every GET carries a fresh requestId: leave it out of the cache key.
              cacheKeyWillBeUsed: async ({ request }) => {
                const key = new URL(request.url);
                key.searchParams.delete('requestId');
                return key.href;
              },
            },
          ],
        },
      },
      {
        // A fetch by the library's keeper (header x-taleforge-keep) goes to the network: the keeper
        // stores the picture itself, in 'world-pictures' (features/library/world-keeper.ts).
        urlPattern: ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/images/') && !request.headers.has('x-taleforge-keep'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'images',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError: true },
          // After the expiration plugin (the order of these keys is the plugins' order): a picture
          // not in this cache is looked up in the library's kept pictures before the network.
          plugins: [
            {
              cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
                cachedResponse ?? (await caches.open('world-pictures').then((c) => c.match(request, { ignoreVary: true }))) ?? null,
            },
          ],
        },
      },
    ],
  },
  devOptions: { enabled: false },
};

const apiTarget = process.env.TALEFORGE_API_TARGET ?? 'http://127.0.0.1:8787';

// Page routes share prefixes with API paths (/users/..., /admin/..., /templates/{id}/configure):
// a request that accepts HTML is a page and stays with Vite, exactly as the server decides.
const apiOnly: ProxyOptions = {
  target: apiTarget,
  changeOrigin: false,
  bypass: (req) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
};

const prefixes = [
  '/templates',
  '/auth',
  '/stories',
  '/users',
  '/feedback',
  '/newsletter',
  '/image-generation',
  '/admin',
  '/images',
  '/health',
];

// `npx vite` and `npx vite preview` talk to a running sync-server as if on one origin.
const devProxy: Record<string, ProxyOptions> = {
  ...Object.fromEntries(prefixes.map((p) => [p, apiOnly])),
  '/socket.io': { target: apiTarget, ws: true },
  '/collab': { target: apiTarget, ws: true },
};

// Vite builds pwa/ (root pwa/, output pwa/dist). Vitest runs from the project root with two
// projects: node (schemas, engine, sync-server) and pwa.
export default defineConfig(({ mode, isSsrBuild }) => ({
  root: mode === 'test' ? here('.') : here('./pwa'),
  resolve: { alias },
  // React, Tailwind, the service worker and `virtual:credits` are for the app build and dev server only.
  // The SSR bundle of the prerendered pages (prerender-plugin.ts) takes what rendering needs.
  plugins:
    mode === 'test'
      ? []
      : isSsrBuild
        ? [react(), creditsPlugin(here('.')), featureFacesPlugin(), pureDefinitionsPlugin(), ssrStubsPlugin()]
        : [
          react(),
          tailwindcss(),
          VitePWA(pwaOptions),
          creditsPlugin(here('.')),
          // Faces only re-export: a light name imported from one does not bring the feature's screens along.
          featureFacesPlugin(),
          routePreloadPlugin(here('.'), [{ prefix: '/game/', module: 'pwa/src/routes/game.tsx' }]),
          // zod without `new Function`, which the app's Content-Security-Policy forbids.
          zodJitlessPlugin(),
          // Unused top-level definitions of schemas/ and engine/ are dropped (offline-worker-build.ts).
          pureDefinitionsPlugin(),
          // Brotli and gzip copies of the assets, served as they are (spa.ts).
          precompressPlugin(),
          // The first screens as HTML (issue 31): after the client bundle, before the service worker.
          prerenderPlugin(here('.'), here('./vite.config.ts')),
          // What each chunk holds (ssr/chunk-map.json): read by bench:pwa and e2e/first-load.spec.ts.
          chunkMapPlugin(here('.')),
        ],
  // The SSR bundle holds everything it imports: the server loads it from any build directory.
  ssr: { noExternal: true },
  build: { outDir: here('./pwa/dist'), emptyOutDir: true },
  // The offline engine's Web Worker (issue 21): an ES module without zod (offline-worker-build.ts).
  worker: offlineWorkerBuild,
  server: { proxy: devProxy },
  preview: { proxy: devProxy },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          root: here('.'),
          include: ['{schemas,engine,sync-server}/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./sync-server/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'pwa',
          root: here('.'),
          include: ['pwa/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
    ],
  },
}));
