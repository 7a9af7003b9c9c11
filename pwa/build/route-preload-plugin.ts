// A Vite plugin that lets a deep link start downloading its screen with the app itself. Every
// screen but home is lazy-loaded, so on a cold visit to `/game/{code}` the browser would fetch
// the entry, run it, and only then discover the game page's chunks: one more round trip and no
// overlap on a slow network. The plugin writes a tiny inline script into index.html that, for
// the listed path prefixes, adds <link rel="modulepreload"> for that screen's chunks (the route
// chunk and everything it imports statically, minus what the entry already loads).
import { relative } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** A path prefix and the source module of the screen it opens. */
export interface RoutePreload {
  prefix: string;
  module: string;
}

/** What the plugins read of an output chunk. */
export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
}

/** A chunk and every chunk it imports statically, as bundle file names. */
export function staticClosure(bundle: Record<string, unknown>, start: string, into: Set<string>): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  const chunk = bundle[start] as ChunkLike | undefined;
  for (const file of chunk?.imports ?? []) staticClosure(bundle, file, into);
  return into;
}

/** Preloads each route's chunks when the page is opened at that route; see the file comment. */
export function routePreloadPlugin(root: string, routes: RoutePreload[]): Plugin {
  return {
    name: 'taleforge-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle as Record<string, unknown> | undefined;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c): c is ChunkLike => (c as ChunkLike).type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const loaded = entry ? staticClosure(bundle, entry.fileName, new Set()) : new Set<string>();
        const table: Record<string, string[]> = {};
        for (const route of routes) {
          const chunk = chunks.find((c) => c.facadeModuleId !== null && relative(root, c.facadeModuleId) === route.module);
          if (!chunk) throw new Error(`[route-preload] no chunk for ${route.module}`);
          table[route.prefix] = [...staticClosure(bundle, chunk.fileName, new Set())].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
        }
        const script = `(function(t){for(var p in t)if(location.pathname.indexOf(p)===0)t[p].forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)})})(${JSON.stringify(table)})`;
        const tag: HtmlTagDescriptor = { tag: 'script', children: script, injectTo: 'head' };
        return [tag];
      },
    },
  };
}
