// `npm run bench:stream`: how soon a player reads the first words of a beat, and the whole beat,
// when the model writes at 50 tokens a second (a fake OpenAI-compatible model in the server's
// process, sync-server/testing/model-server.ts), with beats streamed and without. Per player
// count, stories play `--turns` turns over real sockets on PGlite; each sample is one player's beat
// of one turn, timed from the request that completes the turn (the last choice) to the first
// non-empty draft and to the stored beat. Prints a table.
//   npm run bench:stream -- [--players 1,3] [--turns 3] [--stories 1] [--tokens-per-second 50] [--think-min 5000 --think-max 15000]
// Players read their beat before choosing (each a random think time after every beat of the turn
// arrived; the slowest one's choice starts the turn's clock): the server plans the next turn's
// threads and switches ahead meanwhile (sync-server/src/stories/plan-ahead.ts). `--think-max 0` is
// the old bench, where every choice came at once and nothing could be planned ahead.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CAPABILITIES, type TemplateMetadata } from '@schemas';
import { GameClient } from '../testing/game-client';
import { createReadyStory } from '../testing/play-over-socket';
import { startServerProcess } from '../testing/server-process';
import { apiCaller } from '../testing/test-server';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '1,3' },
    turns: { type: 'string', default: '3' },
    stories: { type: 'string', default: '1' },
    'tokens-per-second': { type: 'string', default: '50' },
    'think-min': { type: 'string', default: '5000' },
    'think-max': { type: 'string', default: '15000' },
  },
});
const THINK_MIN = Number(values['think-min']);
const THINK_MAX = Number(values['think-max']);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PLAYER_COUNTS = values.players.split(',').map(Number);
const TURNS = Number(values.turns);
const STORIES = Number(values.stories);
const RATE = values['tokens-per-second'];

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

type Sample = { firstWords: number; fullBeat: number };

/** One player's beat of the turn started at `since`: when its first draft words and its stored beat arrived. */
async function timeBeat(c: GameClient, turn: number, since: number): Promise<Sample> {
  let firstWords: number | null = null;
  // The predicate runs on every message: it notes the first draft with words on the way.
  await c.waitFor(
    (x) => {
      const last = x.notifications.at(-1);
      if (firstWords === null && last?.type === 'beat_stream_notification' && last.turn === turn && last.text.trim() !== '') firstWords = performance.now() - since;
      return (x.latestBeat()?.turn ?? 0) >= turn;
    },
    600_000,
    `turn ${turn}`,
  );
  const fullBeat = performance.now() - since;
  return { firstWords: firstWords ?? fullBeat, fullBeat };
}

async function playStory(url: string, world: TemplateMetadata, players: number): Promise<Sample[]> {
  const { codes } = await createReadyStory(apiCaller(url), { templateId: world.id, playerCount: players, maxTurns: world.maxTurnsMin });
  const clients = await Promise.all(
    Object.values(codes).map(async (code) => {
      const c = await GameClient.connect(url, { checkRedaction: false });
      await c.createSession();
      await c.request('verify_code', { code, capabilities: [CAPABILITIES.beatStream, CAPABILITIES.beatDeltas] });
      return c;
    }),
  );
  const samples: Sample[] = [];
  try {
    for (let turn = 1; turn <= TURNS; turn++) {
      // Every player but the last acts first; the last one's request starts the turn's clock.
      const act = (c: GameClient, i: number) =>
        turn === 1 ? c.request('select_character', { identityIndex: i % 3, backgroundIndex: (i + 1) % 3 }) : c.request('make_choice', { optionIndex: turn % 3, turn: turn - 1 });
      // Each player thinks; the one who thinks longest chooses last, and that choice starts the clock.
      const thinks = clients.map(() => (turn === 1 || THINK_MAX <= 0 ? 0 : THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN)));
      const last = thinks.indexOf(Math.max(...thinks));
      await Promise.all(clients.map(async (c, i) => (i === last ? undefined : (await sleep(thinks[i]!), await act(c, i)))));
      await sleep(Math.max(0, thinks[last]! - Math.max(0, ...thinks.filter((_, i) => i !== last))));
      const since = performance.now();
      const timed = clients.map((c) => timeBeat(c, turn, since));
      const reply = await act(clients[last]!, last);
      if (reply.status !== 'success') throw new Error(`turn ${turn}: ${reply.errorMessage}`);
      samples.push(...(await Promise.all(timed)));
      if (clients[0]!.state?.gameOver) break;
    }
  } finally {
    await Promise.all(clients.map((c) => c.close()));
  }
  return samples;
}

async function run(players: number, stream: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-stream-'));
  const server = await startServerProcess(
    { DATA_DIR: dir, LOG_LEVEL: 'info', RATE_LIMIT_SCALE: '1000', OPENAI_MODERATION: 'false', FAKE_TOKENS_PER_SECOND: RATE, STREAM_BEATS: String(stream) },
    120_000,
    { entry: 'sync-server/testing/model-server.ts' },
  );
  try {
    const templates = ((await apiCaller(server.url).get('/templates/published')).body.data as { templates: TemplateMetadata[] }).templates;
    const world = templates.filter((t) => t.playerCountMin <= players && t.playerCountMax >= players).sort((a, b) => a.maxTurnsMin - b.maxTurnsMin)[0]!;
    const samples = (await Promise.all(Array.from({ length: STORIES }, () => playStory(server.url, world, players)))).flat();
    return { players, stream, samples };
  } finally {
    await server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

const rows: string[] = [];
const goals: string[] = [];
const loadAtStart = readFileSync('/proc/loadavg', 'utf8').trim();
for (const players of PLAYER_COUNTS) {
  for (const stream of [false, true]) {
    const { samples } = await run(players, stream);
    const s = (xs: number[]) => `${(percentile(xs, 50) / 1000).toFixed(2)} s | ${(percentile(xs, 95) / 1000).toFixed(2)} s`;
    rows.push(`| ${players} | ${stream ? 'streamed' : 'whole'} | ${samples.length} | ${s(samples.map((x) => x.firstWords))} | ${s(samples.map((x) => x.fullBeat))} |`);
    if (stream) {
      const p95 = percentile(samples.map((x) => x.firstWords), 95) / 1000;
      goals.push(`${p95 < 2 ? 'PASS' : 'MISS'}  ${players} player(s), streamed: first words p95 ${p95.toFixed(2)} s (goal: under 2 s)`);
    }
    console.log(rows.at(-1));
  }
}
console.log(`\nbench:stream: fake model at ${RATE} tokens/s, ${TURNS} turns x ${STORIES} stories per row, PGlite, players think ${THINK_MIN}-${THINK_MAX} ms before choosing (from turn 2 on)\n`);
console.log('| players | beats | samples | first words p50 | first words p95 | full beat p50 | full beat p95 |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
console.log(`\ngoals (issue 30; full beat: no slower than before, compare with a run of --think-max 0 or of the previous main):\n${goals.map((g) => `  ${g}`).join('\n')}`);
console.log(`load average (/proc/loadavg) at start: ${loadAtStart}; at end: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
