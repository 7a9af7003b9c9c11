import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContext, runInContext } from 'node:vm';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { makeWorld, playOffline } from '../testing';

const root = fileURLToPath(new URL('../..', import.meta.url));
const STORIES = 200;

/** The offline engine built as the browser gets it: one ES2022 browser bundle, run in a bare V8 context with no Node globals. */
async function browserEngine(): Promise<{ play: (template: unknown, seed: string, choices: number) => Promise<string>; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'offline-engine-'));
  const entry = join(dir, 'entry.ts');
  writeFileSync(entry, `import { playOffline } from ${JSON.stringify(join(root, 'engine/testing/offline-inputs.ts'))};
globalThis.playOffline = async (template, seed, choices) => JSON.stringify((await playOffline(template, seed, { choices })).play);`);
  const out = await build({ entryPoints: [entry], bundle: true, write: false, platform: 'browser', format: 'iife', target: 'es2022', tsconfig: join(root, 'tsconfig.json'), minify: true, logLevel: 'silent' });
  const context = createContext({});
  runInContext(out.outputFiles[0]!.text, context);
  return { play: (template, seed, choices) => (context as { playOffline: (t: unknown, s: string, c: number) => Promise<string> }).playOffline(template, seed, choices), dir };
}

describe('offline engine: browser build and Node build (issue 21)', () => {
  let dir = '';
  afterAll(() => dir && rmSync(dir, { recursive: true, force: true }));

  it(`writes byte-equal stories for ${STORIES} seeded solo stories`, { timeout: 240_000 }, async () => {
    const browser = await browserEngine();
    dir = browser.dir;
    for (let i = 0; i < STORIES; i++) {
      const template = makeWorld(i, { playerCountMin: 1, playerCountMax: 1 + (i % 3) });
      // Every fifth story to its ending, the others a few turns, to keep the run short.
      const choices = i % 5 === 0 ? 100 : 1 + (i % 4);
      const seed = `prop-${i}`;
      const node = JSON.stringify((await playOffline(template, seed, { choices })).play);
      const web = await browser.play(JSON.parse(JSON.stringify(template)), seed, choices);
      if (web !== node) expect({ seed, web }).toEqual({ seed, web: node });
    }
  });
});
