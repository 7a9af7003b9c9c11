import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { CHUNK_MAP_FILE, chunkMapPlugin, moduleName, type ChunkMap } from './chunk-map-plugin';

// A tiny app: the entry imports a light file and loads a screen later; the screen imports a
// package of node_modules. The map must say which chunk holds what, and how they load.
const files: Record<string, string> = {
  'index.html': '<script type="module" src="/src/main.ts"></script>',
  'src/main.ts': "import { light } from './light';\nconsole.log(light());\ndocument.onclick = () => import('./screen').then((m) => m.run());\n",
  'src/light.ts': "export function light() { return 'LIGHT'; }\n",
  'src/screen.ts': "import { heavy } from 'heavy-package';\nexport function run() { console.log(heavy()); }\n",
  'node_modules/heavy-package/package.json': '{ "name": "heavy-package", "type": "module", "main": "index.js" }',
  'node_modules/heavy-package/index.js': "export function heavy() { return 'HEAVY'.repeat(50); }\n",
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Builds the tiny app with the plugin and returns its chunk map. */
async function builtMap(): Promise<ChunkMap> {
  const root = mkdtempSync(join(tmpdir(), 'chunk-map-'));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  await build({ root, configFile: false, logLevel: 'silent', plugins: [chunkMapPlugin(root)], build: { minify: false } });
  return JSON.parse(readFileSync(join(root, 'dist', CHUNK_MAP_FILE), 'utf8')) as ChunkMap;
}

describe('chunk map plugin (issue 31)', () => {
  it('names a package by its name and a project file by its path', () => {
    expect(moduleName('/p', '/p/node_modules/dexie/dist/dexie.mjs')).toBe('npm:dexie');
    expect(moduleName('/p', '/p/node_modules/@dnd-kit/core/dist/core.esm.js')).toBe('npm:@dnd-kit/core');
    expect(moduleName('/p', '/p/node_modules/a/node_modules/b/index.js')).toBe('npm:b');
    expect(moduleName('/p', '/p/pwa/src/main.tsx?v=1')).toBe('pwa/src/main.tsx');
    expect(moduleName('/p', '\0vite/preload-helper.js')).toBe('vite/preload-helper.js');
  });

  it("writes each chunk's modules and imports: the package is in the lazy screen's chunk, not the entry's", async () => {
    const map = await builtMap();
    const entry = Object.values(map).find((c) => c.isEntry);
    expect(entry?.modules).toHaveProperty(['src/light.ts']);
    expect(entry?.modules).not.toHaveProperty(['npm:heavy-package']);
    const screen = Object.values(map).find((c) => 'src/screen.ts' in c.modules);
    expect(screen?.modules['npm:heavy-package']).toBeGreaterThan(0);
    expect(entry?.dynamicImports).toContain(screen?.file);
    expect(entry?.imports).not.toContain(screen?.file);
  });
});
