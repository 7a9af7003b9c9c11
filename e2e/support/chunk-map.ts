// The build's chunk map as the e2e suite and `npm run bench:pwa` read it (issue 31): which
// modules each script of a build holds, written by pwa/build/chunk-map-plugin.ts into
// `<dist>/ssr/chunk-map.json` (never served). The libraries a visitor's first screen must not
// load are listed here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One script of the build: what it imports and the modules it holds (name -> minified bytes). */
export interface BuiltChunk {
  file: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** `npm:{package}` for a package, the project path for a file of the project. */
  modules: Record<string, number>;
}

/** The map: script file (`assets/...js`) -> its chunk. */
export type BuiltChunks = Record<string, BuiltChunk>;

/**
 * The libraries a visitor's first light screen must not load: the device store, zod, the
 * co-authoring stack, the markdown renderer, and the teachers' and admins' tools.
 */
export const HEAVY_PACKAGES: readonly string[] = [
  'dexie',
  'dexie-react-hooks',
  'zod',
  'yjs',
  'y-websocket',
  'y-indexeddb',
  'y-protocols',
  'lib0',
  'react-markdown',
  'qrcode',
  'jszip',
  '@dnd-kit/core',
  '@dnd-kit/sortable',
  '@dnd-kit/utilities',
  '@tanstack/react-table',
  '@tanstack/table-core',
];

/** Reads the chunk map of the build in `distDir`. */
export function readChunkMap(distDir: string): BuiltChunks {
  return JSON.parse(readFileSync(join(distDir, 'ssr/chunk-map.json'), 'utf8')) as BuiltChunks;
}

/** The entry script and every script it imports statically: what runs before the app does. */
export function staticLoad(map: BuiltChunks, start: string, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  for (const file of map[start]?.imports ?? []) staticLoad(map, file, into);
  return into;
}

/** The heavy packages (HEAVY_PACKAGES) held by some scripts, as 'package (in script)'. */
export function heavyLoaded(map: BuiltChunks, files: Iterable<string>): string[] {
  return [...files].flatMap((file) =>
    Object.keys(map[file]?.modules ?? {})
      .filter((name) => name.startsWith('npm:') && HEAVY_PACKAGES.includes(name.slice(4)))
      .map((name) => `${name.slice(4)} (in ${file})`),
  );
}

/** The modules of some scripts grouped (a package, a feature or shared folder, a top folder), largest first, in minified bytes. */
export function contributors(map: BuiltChunks, files: Iterable<string>): [string, number][] {
  const groups = new Map<string, number>();
  for (const file of files) {
    for (const [name, bytes] of Object.entries(map[file]?.modules ?? {})) {
      const group = name.startsWith('npm:') ? name.slice(4) : name.replace(/^(pwa\/src\/(?:features|shared)\/[^/]+|pwa\/src\/[^/]+|[^/]+)\/.*$/, '$1');
      groups.set(group, (groups.get(group) ?? 0) + bytes);
    }
  }
  return [...groups].sort((a, b) => b[1] - a[1]);
}
