// A Vite plugin for the SSR bundle (prerender-plugin.ts): what only a browser has, as the server
// renders it. The service worker's registration hook answers 'nothing to update' (a browser's
// first render says the same until the worker has registered).
import type { Plugin } from 'vite';

const PWA_REGISTER = 'virtual:pwa-register/react';
const RESOLVED = `\0ssr:${PWA_REGISTER}`;

/** The hook as the first render sees it: no new version, not ready offline yet. */
const PWA_REGISTER_STUB = `
const noop = () => {};
export function useRegisterSW() {
  return { needRefresh: [false, noop], offlineReady: [false, noop], updateServiceWorker: async () => {} };
}
`;

/** Serves the server's stand-ins for browser-only virtual modules. */
export function ssrStubsPlugin(): Plugin {
  return {
    name: 'taleforge-ssr-stubs',
    enforce: 'pre',
    resolveId(source) {
      return source === PWA_REGISTER ? RESOLVED : null;
    },
    load(id) {
      return id === RESOLVED ? PWA_REGISTER_STUB : null;
    },
  };
}
