// A Vite plugin that writes `ssr/chunk-map.json` (issue 31): every JavaScript chunk of the client
// build with the chunks it imports statically and dynamically, and the modules it holds (a file
// of the project by its path, a package of node_modules by its name) with their minified bytes.
// `npm run bench:pwa` reads it to say what each page's scripts are made of, and
// e2e/first-load.spec.ts to check that a visitor's first screen loads none of the heavy modules
// (both through e2e/support/chunk-map.ts, the reading side).
// `ssr/` is never served nor precached (sync-server/src/http/spa.ts, vite.config.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { SSR_DIR } from './prerender-plugin.js';

/** Where the map is written, inside the build's output folder. */
export const CHUNK_MAP_FILE = `${SSR_DIR}/chunk-map.json`;

/** One chunk as the map records it. */
export interface MappedChunk {
  file: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** Module name -> minified bytes it adds to the chunk. */
  modules: Record<string, number>;
}

/** The map: chunk file name -> chunk. */
export type ChunkMap = Record<string, MappedChunk>;

/** What the plugin reads of an output chunk. */
interface ChunkOutput {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  modules: Record<string, { renderedLength: number }>;
}

/**
 * A module id as the map names it: `npm:dexie` (`npm:@dnd-kit/core`) for a package, the path from
 * the project root for a file of the project (`pwa/src/main.tsx`), the id itself for a virtual one.
 */
export function moduleName(root: string, id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '').split(sep).join('/');
  const packages = [...clean.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  const last = packages.at(-1);
  if (last) return `npm:${last[1]}`;
  const base = root.split(sep).join('/').replace(/\/?$/, '/');
  return clean.startsWith(base) ? clean.slice(base.length) : clean;
}

/** The map of a bundle's chunks (see the file comment). */
export function chunkMapOf(root: string, bundle: Record<string, unknown>): ChunkMap {
  const map: ChunkMap = {};
  for (const output of Object.values(bundle) as ChunkOutput[]) {
    if (output.type !== 'chunk') continue;
    const modules: Record<string, number> = {};
    for (const [id, info] of Object.entries(output.modules)) {
      const name = moduleName(root, id);
      modules[name] = (modules[name] ?? 0) + info.renderedLength;
    }
    map[output.fileName] = { file: output.fileName, isEntry: output.isEntry, imports: [...output.imports], dynamicImports: [...output.dynamicImports], modules };
  }
  return map;
}

/** Writes the chunk map after the build (and after the prerender plugin, which empties `ssr/`). */
export function chunkMapPlugin(root: string): Plugin {
  let outDir = '';
  return {
    name: 'taleforge-chunk-map',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(_options, bundle) {
        const file = resolve(outDir, CHUNK_MAP_FILE);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, `${JSON.stringify(chunkMapOf(root, bundle))}\n`);
      },
    },
  };
}
