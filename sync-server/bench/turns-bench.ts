// `npm run bench:turns`: N concurrent 3-player stories played by simulated clients over real
// sockets against a real server process, on PGlite and on PostgreSQL. Prints a table.
//   npm run bench:turns -- --players 300 --turns 10 --engines pglite,postgres [--think-min 3000 --think-max 10000]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { TemplateMetadata } from '@schemas';
import type { GameClient } from '../testing/game-client';
import { startPostgres } from '../testing/postgres-server';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { awaitingChoice, createReadyStory, joinWithCode, selectCharacters } from '../testing/play-over-socket';
import { apiCaller } from '../testing/test-server';
import { watchLoopDelay } from '../src/util/loop-delay';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '300' },
    turns: { type: 'string', default: '10' },
    engines: { type: 'string', default: 'pglite,postgres' },
    // A player reads a beat of 5-6 paragraphs and watches the roll before choosing again: real
    // think time is tens of seconds. 3-10 s keeps 300 players at ~45 choices/s, several times a
    // real table's pace; `--think-min 200 --think-max 1500` is the stress case (~350 choices/s).
    'think-min': { type: 'string', default: '3000' },
    'think-max': { type: 'string', default: '10000' },
  },
});
const PLAYERS = Number(values.players);
const STORIES = Math.ceil(PLAYERS / 3);
const TURNS = Number(values.turns);
const THINK_MIN = Number(values['think-min']);
const THINK_MAX = Number(values['think-max']);

const percentile = (xs: number[], p: number) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Result = { engine: string; ack: number[]; nextBeat: number[]; choices: number; errors: string[]; seconds: number; rssMax: number; generator: { cpu: number; loopDelayP99: number } };

async function run(engine: 'pglite' | 'postgres'): Promise<Result> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-turns-'));
  const pg = engine === 'postgres' ? await startPostgres() : null;
  const env: Record<string, string> = { LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '1000', DATA_DIR: dir, ...(pg ? { DATABASE_URL: pg.url } : {}) };
  let server: ServerProcess | null = null;
  const clients: GameClient[] = [];
  const errors: string[] = [];
  try {
    server = await startServerProcess({ ...env, LOG_LEVEL: 'info' }, 60_000, { built: true });
    const api = apiCaller(server.url);
    const templates = ((await api.get('/templates/published')).body.data as { templates: TemplateMetadata[] }).templates;
    const world = templates.find((t) => t.playerCountMax >= 3 && t.maxTurnsMin <= 25)!;
    const turns = Math.max(5, Math.min(TURNS, world.maxTurnsMax));
    const maxTurns = Math.max(world.maxTurnsMin, Math.ceil(turns / 5) * 5);
    process.stdout.write(`[${engine}] creating ${STORIES} stories of ${maxTurns} turns in "${world.title}"...`);
    const stories = [];
    for (let i = 0; i < STORIES; i += 10) {
      stories.push(...(await Promise.all(Array.from({ length: Math.min(10, STORIES - i) }, () => createReadyStory(api, { templateId: world.id, playerCount: 3, maxTurns }).catch((e: Error) => (errors.push(e.message), null))))));
    }
    process.stdout.write(' joining...');
    const tables = [];
    for (const s of stories) {
      if (!s) continue;
      const trio = await Promise.all(['player1', 'player2', 'player3'].map((slot) => joinWithCode(server!.url, s.codes[slot as 'player1']!, { checkRedaction: false })));
      clients.push(...trio);
      tables.push(trio);
    }
    await Promise.all(tables.map((t) => selectCharacters(t)));
    process.stdout.write(' playing...\n');

    const rssSamples: number[] = [];
    const sampler = setInterval(() => rssSamples.push(rssMb(server!.child.pid!)), 1000);
    // The simulated clients share this one thread: its stalls are in every latency measured here.
    const loopDelay = watchLoopDelay();
    const cpuAtStart = process.cpuUsage();
    const ack: number[] = [];
    const nextBeat: number[] = [];
    let choices = 0;
    const started = performance.now();
    await Promise.all(
      tables.map(async (table) => {
        const lastChoiceAt = new Map<number, number>();
        await Promise.all(
          table.map(async (c, i) => {
            for (;;) {
              await c.waitFor((x) => !!x.state?.gameOver || awaitingChoice(x), 60_000, 'beat');
              if (c.state?.gameOver) return;
              const beat = c.latestBeat()!;
              const arrived = performance.now();
              const since = lastChoiceAt.get(beat.turn - 1);
              if (since !== undefined) nextBeat.push(arrived - since);
              await sleep(THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN));
              const sent = performance.now();
              const r = await c.request('make_choice', { optionIndex: (beat.turn + i) % 3, turn: beat.turn });
              const acked = performance.now();
              ack.push(acked - sent);
              choices += 1;
              if (r.status !== 'success') errors.push(`${r.status}: ${r.errorMessage}`);
              const pending = (r.data as { pendingPlayers?: string[] } | undefined)?.pendingPlayers ?? [];
              if (pending.length === 0) lastChoiceAt.set(beat.turn, sent);
              await c.waitFor((x) => !!x.state?.gameOver || (x.latestBeat()?.turn ?? 0) > beat.turn || x.latestBeat()?.choice !== -1, 60_000, 'choice seen');
            }
          }),
        );
      }),
    );
    clearInterval(sampler);
    loopDelay.stop();
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuAtStart);
    const generator = { cpu: (cpu.user + cpu.system) / 1e4 / seconds, loopDelayP99: loopDelay.p99Ms() };
    for (const c of clients) if (c.gaps > 0) errors.push(`client missed ${c.gaps} update(s)`);
    return { engine, ack, nextBeat, choices, errors, seconds, rssMax: Math.max(...rssSamples), generator };
  } finally {
    await Promise.all(clients.map((c) => c.close().catch(() => {})));
    await server?.kill('SIGTERM');
    await pg?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const results: Result[] = [];
for (const engine of values.engines!.split(',') as ('pglite' | 'postgres')[]) results.push(await run(engine));

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
console.log(`\nbench:turns — ${STORIES} stories x 3 players = ${STORIES * 3} concurrent players, think time ${THINK_MIN}-${THINK_MAX} ms`);
console.log('| engine | choices | choices/s | ack p50 ms | ack p99 ms | next beat p50 ms | next beat p99 ms | errors | server RSS max MB |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.engine} | ${r.choices} | ${fmt(r.choices / r.seconds)} | ${fmt(percentile(r.ack, 50))} | ${fmt(percentile(r.ack, 99))} | ${fmt(percentile(r.nextBeat, 50))} | ${fmt(percentile(r.nextBeat, 99))} | ${r.errors.length} | ${fmt(r.rssMax)} |`,
  );
}
for (const r of results) if (r.errors.length) console.log(`[${r.engine}] first errors:`, r.errors.slice(0, 5));
for (const r of results) {
  console.log(`[${r.engine}] load generator (this process, all ${STORIES * 3} clients): CPU ${r.generator.cpu.toFixed(0)}% of one core, event-loop stall p99 ${fmt(r.generator.loopDelayP99)} ms (in every latency above); load average at end ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs`);
}
console.log('Targets at 300 players: ack p99 < 50 ms, next beat p99 < 250 ms, zero errors, RSS < 400 MB.');
process.exit(0);
