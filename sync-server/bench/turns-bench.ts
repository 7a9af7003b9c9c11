// `npm run bench:turns`: N concurrent 3-player stories played over real sockets against a real
// server process (the built one, as `npm start` runs it), on PGlite and on PostgreSQL, with the
// procedural narrator. The players are bots in a process of their own (turns-bench-bots.ts), which
// join like the PWA (beat deltas and drafts), so the server's figures are its own. Prints a table
// and PASS/MISS goal lines; stops itself after --max-minutes.
//   npm run bench:turns -- --players 1000 --turns 5 --engines pglite,postgres [--think-min 3000 --think-max 10000]
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { PlayerSlot, TemplateMetadata } from '@schemas';
import { startPostgres } from '../testing/postgres-server';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { createReadyStory } from '../testing/play-over-socket';
import { apiCaller } from '../testing/test-server';
import type { BotsPlan, BotsResult } from './turns-bench-bots';

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
    'max-minutes': { type: 'string', default: '45' },
  },
});
const PLAYERS = Number(values.players);
const STORIES = Math.ceil(PLAYERS / 3);
const TURNS = Number(values.turns);
const THINK_MIN = Number(values['think-min']);
const THINK_MAX = Number(values['think-max']);
const root = fileURLToPath(new URL('../..', import.meta.url));

const percentile = (xs: number[], p: number) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};
/** CPU seconds (user + system) a process has used so far. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').trim();

type Result = {
  engine: string;
  players: number;
  bots: BotsResult;
  rssIdle: number;
  rssJoined: number;
  rssMax: number;
  serverCpuPercent: number;
  serverCpuPerChoiceMs: number;
};

/** Forks the bots and plays: resolves with their figures and the server's, sampled meanwhile. */
async function playWithBots(server: ServerProcess, tables: string[][]): Promise<Omit<Result, 'engine'>> {
  // (Each bot chooses on --turns turns; the next beat after its last choice is timed too.)
  const pid = server.child.pid!;
  const rssIdle = rssMb(pid);
  const bots = fork(join(root, 'sync-server/bench/turns-bench-bots.ts'), [], { cwd: root, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = () =>
    new Promise<{ type: 'joined' } | BotsResult>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the bots exited (${code}) before answering`));
      bots.once('exit', onExit);
      bots.once('message', (m: { type: 'joined' } | BotsResult) => {
        bots.off('exit', onExit);
        resolve(m);
      });
    });
  const plan: BotsPlan = { type: 'plan', url: server.url, tables, thinkMinMs: THINK_MIN, thinkMaxMs: THINK_MAX, turns: TURNS };
  bots.send(plan);
  await next();
  await sleep(2000);
  const rssJoined = rssMb(pid);
  const samples: number[] = [rssJoined];
  const sampler = setInterval(() => samples.push(rssMb(pid)), 1000);
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  bots.send({ type: 'play' });
  const result = (await next()) as BotsResult;
  clearInterval(sampler);
  const wall = (performance.now() - t0) / 1000;
  const cpu = cpuSeconds(pid) - cpu0;
  return {
    players: tables.flat().length,
    bots: result,
    rssIdle,
    rssJoined,
    rssMax: Math.max(...samples),
    serverCpuPercent: (100 * cpu) / wall,
    serverCpuPerChoiceMs: (1000 * cpu) / Math.max(1, result.choices),
  };
}

async function run(engine: 'pglite' | 'postgres'): Promise<Result> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-turns-'));
  const pg = engine === 'postgres' ? await startPostgres() : null;
  let server: ServerProcess | null = null;
  try {
    server = await startServerProcess({ LOG_LEVEL: 'info', RATE_LIMIT_SCALE: '1000', DATA_DIR: dir, ...(pg ? { DATABASE_URL: pg.url } : {}) }, 300_000, { built: true });
    const api = apiCaller(server.url);
    const templates = ((await api.get('/templates/published')).body.data as { templates: TemplateMetadata[] }).templates;
    const world = templates.find((t) => t.playerCountMax >= 3 && t.maxTurnsMin <= 25)!;
    // Stories long enough for --turns (the bots stop there; a World's shortest story may be longer).
    const maxTurns = Math.max(world.maxTurnsMin, Math.min(world.maxTurnsMax, Math.ceil((TURNS + 1) / 5) * 5));
    process.stdout.write(`[${engine}] creating ${STORIES} stories of ${maxTurns} turns in "${world.title}"...`);
    const tables: string[][] = [];
    const slots: PlayerSlot[] = ['player1', 'player2', 'player3'];
    for (let i = 0; i < STORIES; i += 10) {
      const made = await Promise.all(Array.from({ length: Math.min(10, STORIES - i) }, () => createReadyStory(api, { templateId: world.id, playerCount: 3, maxTurns })));
      for (const s of made) tables.push(slots.map((slot) => s.codes[slot]!));
    }
    process.stdout.write(' joining and playing (bots in their own process)...\n');
    return { engine, ...(await playWithBots(server, tables)) };
  } catch (error) {
    console.error(`[${engine}] failed; the server's output ends with:\n${server?.output().slice(-3000) ?? ''}`);
    throw error;
  } finally {
    await server?.kill('SIGTERM');
    await pg?.stop();
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }
}

const watchdog = setTimeout(() => {
  console.error(`[bench] stopped: still running after --max-minutes ${values['max-minutes']}`);
  process.exit(3);
}, Number(values['max-minutes']) * 60_000);
watchdog.unref();
const loadAtStart = loadavg();
const results: Result[] = [];
for (const engine of values.engines!.split(',') as ('pglite' | 'postgres')[]) results.push(await run(engine));

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
console.log(`\nbench:turns — ${STORIES} stories x 3 players = ${STORIES * 3} concurrent players, ${TURNS} turns each, think time ${THINK_MIN}-${THINK_MAX} ms, procedural narrator, bots in their own process`);
console.log('| engine | choices | choices/s | ack p50 ms | ack p99 ms | next beat p50 ms | next beat p99 ms | errors | server CPU % / per choice ms | RSS idle / joined / max MB | memory per connected player KB |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const b = r.bots;
  console.log(
    `| ${r.engine} | ${b.choices} | ${fmt(b.choices / b.seconds)} | ${fmt(percentile(b.ack, 50))} | ${fmt(percentile(b.ack, 99))} | ${fmt(percentile(b.nextBeat, 50))} | ${fmt(percentile(b.nextBeat, 99))} | ${b.errors.length} | ${fmt(r.serverCpuPercent)} / ${r.serverCpuPerChoiceMs.toFixed(2)} | ${fmt(r.rssIdle)} / ${fmt(r.rssJoined)} / ${fmt(r.rssMax)} | ${fmt(((r.rssJoined - r.rssIdle) * 1024) / r.players)} |`,
  );
}
for (const r of results) if (r.bots.errors.length) console.log(`[${r.engine}] first errors:`, r.bots.errors.slice(0, 5));
for (const r of results) console.log(`[${r.engine}] bots (their own process, all ${r.players}): CPU ${r.bots.cpuPercent.toFixed(0)}% of one core, event-loop delay p99 ${fmt(r.bots.loopDelayP99Ms)} ms (in every latency above)`);
console.log('\ngoals (issue 30; memory per player: RSS once every player joined and chose a character, minus RSS before, over the players):');
for (const r of results) {
  const ack = percentile(r.bots.ack, 99);
  const beat = percentile(r.bots.nextBeat, 99);
  console.log(`  ${ack < 50 ? 'PASS' : 'MISS'}  ${r.engine}: choice -> ack p99 ${fmt(ack)} ms (goal: under 50)`);
  console.log(`  ${beat < 250 ? 'PASS' : 'MISS'}  ${r.engine}: next beat p99 ${fmt(beat)} ms (goal: under 250)`);
  console.log(`  ${r.bots.errors.length === 0 ? 'PASS' : 'MISS'}  ${r.engine}: ${r.bots.errors.length} error(s) (goal: none)`);
}
console.log(`\nload average (/proc/loadavg) at start: ${loadAtStart}; at end: ${loadavg()}; ${cpus().length} CPUs`);
process.exit(0);
