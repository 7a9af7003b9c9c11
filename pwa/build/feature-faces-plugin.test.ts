import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { featureFacesPlugin } from './feature-faces-plugin';

// A tiny app: the entry imports a light name from a feature's face; a lazy screen imports a heavy
// one from the same face. The heavy file must load with the screen, not with the entry.
const files: Record<string, string> = {
  'index.html': '<script type="module" src="/src/main.ts"></script>',
  'src/main.ts': "import { light } from './features/shelf';\nconsole.log(light());\ndocument.onclick = () => import('./routes/screen').then((m) => m.run());\n",
  'src/routes/screen.ts': "import { Heavy } from '../features/shelf';\nexport function run() { console.log(new Heavy()); }\n",
  'src/features/shelf/index.ts': "export { light } from './light';\nexport { Heavy } from './heavy';\n",
  'src/features/shelf/light.ts': "export function light() { return 'LIGHT'; }\n",
  'src/features/shelf/heavy.ts': "const big = 'HEAVY_MARK'.repeat(3);\nexport class Heavy { x = big; }\n",
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Builds the tiny app and returns the entry chunk's text and the other chunks' texts. */
async function buildApp(plugins: Plugin[]): Promise<{ entry: string; lazy: string }> {
  const root = mkdtempSync(join(tmpdir(), 'faces-'));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  await build({ root, configFile: false, logLevel: 'silent', plugins, build: { minify: false, modulePreload: false } });
  const assets = join(root, 'dist/assets');
  const chunks = readdirSync(assets).map((name) => ({ name, text: readFileSync(join(assets, name), 'utf8') }));
  const entry = chunks.filter((c) => c.name.startsWith('index-'));
  return { entry: entry.map((c) => c.text).join('\n'), lazy: chunks.filter((c) => !entry.includes(c)).map((c) => c.text).join('\n') };
}

describe('feature faces plugin', () => {
  it("keeps a face's heavy export out of the entry that imports only a light one", async () => {
    const { entry, lazy } = await buildApp([featureFacesPlugin()]);
    expect(entry).toContain('LIGHT');
    expect(entry).not.toContain('HEAVY_MARK');
    expect(lazy).toContain('HEAVY_MARK');
  });

  it('without it, the bundler pulls the heavy export into the entry (why the plugin exists)', async () => {
    const { entry } = await buildApp([]);
    expect(entry).toContain('HEAVY_MARK');
  });
});
