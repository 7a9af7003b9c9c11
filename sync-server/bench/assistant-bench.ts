// Worldbuilding Assistant benchmark (npm run bench:assistant): the offline assistant's draft time
// over the 30 test prompts (goal: p95 under 200 ms), and, with a fake model on a real local HTTP
// server that answers each section at 50 tokens/s, the time to the first section shown and to the
// whole draft (sections run in parallel where they do not depend on each other), beside what the
// same answers would take one after another.
//   npm run bench:assistant [-- --rounds 3 --tokens-per-second 50 --model-drafts 3]
import { parseArgs } from 'node:util';
import { assemblePrompt } from '@engine';
import { PROMPT_STORIES } from '../../engine/testing/index';
import type { DraftRequest } from '../src/assistant/assistant';
import { createOpenAiAssistant } from '../src/assistant/openai-assistant';
import { createProceduralAssistant } from '../src/assistant/procedural-assistant';
import { fakeReply, startFakeOpenAi } from '../testing/fake-openai';
import { proceduralSectionOutput } from '../testing/fake-openai-assistant';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    'tokens-per-second': { type: 'string', default: '50' },
    'model-drafts': { type: 'string', default: '3' },
  },
});
const rounds = Number(values.rounds);
const tps = Number(values['tokens-per-second']);

const pct = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};
const ms = (n: number): string => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const s = (n: number): string => `${(n / 1000).toFixed(1)} s`;

const requests: DraftRequest[] = PROMPT_STORIES.map((p) => ({
  prompt: p.raw ? p.prompt : assemblePrompt(p.category, p.fields, p.prompt),
  category: p.category,
  playerCount: p.players,
  maxTurns: 25,
  gameMode: p.gameMode === 'Cooperative-Competitive' ? 'CooperativeCompetitive' : p.gameMode,
  generateImages: false,
}));

async function main(): Promise<void> {
  const rows: { what: string; n: number; p50: string; p95: string; max: string; goal: string }[] = [];

  const procedural = createProceduralAssistant();
  await procedural.draft(requests[0]!); // warm-up
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const req of requests) {
      const t0 = performance.now();
      await procedural.draft(req);
      times.push(performance.now() - t0);
    }
  }
  const p95 = pct(times, 95);
  rows.push({ what: 'procedural draft (30 prompts)', n: times.length, p50: ms(pct(times, 50)), p95: ms(p95), max: ms(Math.max(...times)), goal: `p95 < 200 ms: ${p95 < 200 ? 'met' : 'MISSED'}` });

  // The fake model writes the procedural section and takes as long as its tokens need at `tps`.
  let sequential = 0;
  const fake = await startFakeOpenAi({
    chat: async (chat) => {
      const content = JSON.stringify(proceduralSectionOutput(chat));
      const tokens = Math.ceil(content.length / 4);
      const wait = (tokens / tps) * 1000;
      sequential += wait;
      return fakeReply.slow(wait, fakeReply.content(content));
    },
  });
  const model = createOpenAiAssistant({ apiKey: 'bench', baseURL: fake.baseURL, model: 'fake-50tps', timeoutMs: 600_000, log: { info: () => {}, warn: (m) => console.warn(m) } });
  const first: number[] = [];
  const whole: number[] = [];
  const serial: number[] = [];
  const n = Number(values['model-drafts']);
  for (let i = 0; i < n; i++) {
    const req = requests[(i * 7) % requests.length]!;
    sequential = 0;
    const t0 = performance.now();
    let firstAt = 0;
    await model.draft(req, { onProgress: (p) => { if (p.state !== 'running' && !firstAt) firstAt = performance.now() - t0; } });
    whole.push(performance.now() - t0);
    first.push(firstAt);
    serial.push(sequential);
  }
  await fake.close();
  rows.push({ what: `model at ${tps} tok/s: first section shown`, n, p50: s(pct(first, 50)), p95: s(pct(first, 95)), max: s(Math.max(...first)), goal: '' });
  rows.push({ what: `model at ${tps} tok/s: whole draft (parallel phases)`, n, p50: s(pct(whole, 50)), p95: s(pct(whole, 95)), max: s(Math.max(...whole)), goal: '' });
  rows.push({ what: `  same answers one after another`, n, p50: s(pct(serial, 50)), p95: s(pct(serial, 95)), max: s(Math.max(...serial)), goal: 'for comparison' });

  const cols = ['what', 'n', 'p50', 'p95', 'max', 'goal'] as const;
  const width = Object.fromEntries(cols.map((c) => [c, Math.max(c.length, ...rows.map((r) => String(r[c]).length))])) as Record<(typeof cols)[number], number>;
  const line = (r: Record<string, unknown>) => `| ${cols.map((c) => String(r[c]).padEnd(width[c])).join(' | ')} |`;
  console.log(line(Object.fromEntries(cols.map((c) => [c, c]))));
  console.log(`|${cols.map((c) => '-'.repeat(width[c] + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  if (p95 >= 200) process.exitCode = 1;
}

await main();
