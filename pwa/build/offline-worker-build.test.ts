// The offline engine's worker as the app ships it (issue 21): built by Vite with the app's own
// `worker` options, run in a bare V8 context (no Node globals, no zod), driven through its message
// protocol, it writes the same stories byte for byte as the engine the server replays uploads with.
import { fileURLToPath } from 'node:url';
import { createContext, runInContext } from 'node:vm';
import { build, parseSync, type InlineConfig, type Rolldown, type UserConfig, type UserConfigFnObject } from 'vite';
import { describe, expect, it } from 'vitest';
import { makeWorld, playOffline } from '../../engine/testing';
import viteConfig from '../../vite.config';
import { annotatePure, pureCallStarts } from './offline-worker-build';

const STORIES = 200;
const ENTRY = fileURLToPath(new URL('../src/features/game/solo/offline-engine.worker.ts', import.meta.url));

/** The worker chunk built with the app's `worker` and `resolve` options. */
async function builtWorker(): Promise<string> {
  const app = (viteConfig as UserConfigFnObject)({ mode: 'production', command: 'build' }) as UserConfig;
  const worker = app.worker!;
  const config: InlineConfig = {
    configFile: false,
    logLevel: 'silent',
    root: app.root,
    resolve: app.resolve,
    plugins: worker.plugins!(),
    build: { write: false, minify: true, rolldownOptions: { ...worker.rolldownOptions, input: ENTRY, output: { format: worker.format } } },
  };
  const out = (await build(config)) as Rolldown.RolldownOutput;
  const chunks = out.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  expect(chunks.map((c) => c.fileName)).toHaveLength(1);
  return chunks[0]!.code;
}

type Reply = { id: number; result: { ok: boolean; play?: unknown; message?: string } };

/** Runs the worker's code in a fresh context and calls it as the page does (messages are structured clones). */
function runWorker(code: string): (call: unknown) => Promise<Reply['result']> {
  const replies = new Map<number, (r: Reply['result']) => void>();
  const self: { onmessage?: (e: { data: unknown }) => void; postMessage: (m: Reply) => void } = {
    postMessage: (m) => replies.get(m.id)?.(structuredClone(m).result),
  };
  runInContext(code, createContext({ self }));
  let next = 0;
  return (call) =>
    new Promise((resolve) => {
      const id = next++;
      replies.set(id, resolve);
      self.onmessage!({ data: structuredClone({ id, call }) });
    });
}

describe('offline engine worker build (issue 21)', () => {
  it('annotates every call a top-level definition makes at load time, not those inside the functions it defines', () => {
    const code = 'const a = f(g(1), [h()]).m(); export const b = { x: k() }; const c = () => later(); let d = 1; call();';
    const annotated = annotatePure(code, pureCallStarts(parseSync('module.js', code).program as never));
    expect(annotated).toBe(
      'const a = /* @__PURE__ */ f(/* @__PURE__ */ g(1), [/* @__PURE__ */ h()]).m(); export const b = { x: /* @__PURE__ */ k() }; const c = () => later(); let d = 1; call();',
    );
  });

  it(`writes byte-equal stories to the server's engine for ${STORIES} seeded solo stories, and carries no zod`, { timeout: 240_000 }, async () => {
    const code = await builtWorker();
    // zod's classes name themselves `$Zod…`; the worker never parses, so none may be in it (nor the stub's alarm).
    expect(code).not.toMatch(/\$Zod|zod is not in the worker/);
    const engine = runWorker(code);
    for (let i = 0; i < STORIES; i++) {
      const template = makeWorld(i, { playerCountMin: 1, playerCountMax: 1 + (i % 3) });
      // Every fifth story to its ending, the others a few turns, to keep the run short.
      const seed = `prop-${i}`;
      const { inputs, play } = await playOffline(template, seed, { choices: i % 5 === 0 ? 100 : 1 + (i % 4) });
      let step = await engine({ op: 'create', template, inputs: { ...inputs, selection: null, choices: [] } });
      step = await engine({ op: 'select', play: step.play, selection: inputs.selection });
      for (const choice of inputs.choices) step = await engine({ op: 'choose', play: step.play, choice });
      if (!step.ok || JSON.stringify(step.play) !== JSON.stringify(play)) expect({ seed, worker: step }).toEqual({ seed, worker: { ok: true, play } });
    }
  });
});
