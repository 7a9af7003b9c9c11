// The players of `npm run bench:turns`, in a process of their own (forked by turns-bench.ts), so that
// the server's CPU and memory figures are its own and a thousand bots do not share its cores'
// time slices with the measuring process's bookkeeping. Each bot joins like the PWA (beat deltas
// and drafts), keeps only its latest state, thinks, chooses, and times two things:
// - choice -> acknowledgement: from sending make_choice to its reply;
// - next beat: from the choice that completed a turn to the next beat arriving at each player.
// Protocol (IPC): parent sends `BotsPlan`; bots answer `{ type: 'joined' }` once every bot holds its
// state and chose a character, wait for `{ type: 'play' }`, then answer with `BotsResult`.
import { CAPABILITIES } from '@schemas';
import type { GameClient } from '../testing/game-client';
import { awaitingChoice, joinWithCode, selectCharacters } from '../testing/play-over-socket';
import { watchLoopDelay } from '../src/util/loop-delay';

/** What the bots play: the server, one entry per story (its players' codes), and how. */
export interface BotsPlan {
  type: 'plan';
  url: string;
  tables: string[][];
  thinkMinMs: number;
  thinkMaxMs: number;
  /** Each bot stops after choosing on this many turns (or at the story's end). */
  turns: number;
}

/** What the bots measured. */
export interface BotsResult {
  type: 'result';
  ack: number[];
  nextBeat: number[];
  choices: number;
  errors: string[];
  seconds: number;
  /** This process: CPU share of one core while playing, and its event-loop delay p99 (in every latency above). */
  cpuPercent: number;
  loopDelayP99Ms: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function join(plan: BotsPlan): Promise<GameClient[][]> {
  const tables: GameClient[][] = [];
  // A few stories at a time: a thousand sockets opened at once would only measure the accept queue.
  for (let i = 0; i < plan.tables.length; i += 10) {
    const batch = await Promise.all(
      plan.tables.slice(i, i + 10).map(async (codes) => {
        const trio = await Promise.all(codes.map((code) => joinWithCode(plan.url, code, { checkRedaction: false, history: false, capabilities: [CAPABILITIES.beatDeltas, CAPABILITIES.beatStream], requestTimeoutMs: 120_000 })));
        await selectCharacters(trio, 120_000);
        return trio;
      }),
    );
    tables.push(...batch);
  }
  return tables;
}

async function play(plan: BotsPlan, tables: GameClient[][]): Promise<BotsResult> {
  const loopDelay = watchLoopDelay();
  const cpuAtStart = process.cpuUsage();
  const ack: number[] = [];
  const nextBeat: number[] = [];
  const errors: string[] = [];
  let choices = 0;
  const started = performance.now();
  await Promise.all(
    tables.map(async (table) => {
      const lastChoiceAt = new Map<number, number>();
      await Promise.all(
        table.map(async (c, i) => {
          try {
            for (;;) {
              await c.waitFor((x) => !!x.state?.gameOver || awaitingChoice(x), 120_000, 'beat');
              if (c.state?.gameOver) return;
              const beat = c.latestBeat()!;
              const since = lastChoiceAt.get(beat.turn - 1);
              if (since !== undefined) nextBeat.push(performance.now() - since);
              if (beat.turn > plan.turns) return;
              await sleep(plan.thinkMinMs + Math.random() * (plan.thinkMaxMs - plan.thinkMinMs));
              const sent = performance.now();
              const r = await c.request('make_choice', { optionIndex: (beat.turn + i) % 3, turn: beat.turn });
              ack.push(performance.now() - sent);
              choices += 1;
              if (r.status !== 'success') errors.push(`${r.status}: ${r.errorMessage}`);
              const pending = (r.data as { pendingPlayers?: string[] } | undefined)?.pendingPlayers ?? [];
              if (pending.length === 0) lastChoiceAt.set(beat.turn, sent);
              await c.waitFor((x) => !!x.state?.gameOver || (x.latestBeat()?.turn ?? 0) > beat.turn || x.latestBeat()?.choice !== -1, 120_000, 'choice seen');
            }
          } catch (error) {
            errors.push(String(error));
          }
        }),
      );
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  loopDelay.stop();
  for (const c of tables.flat()) if (c.gaps > 0) errors.push(`client missed ${c.gaps} update(s)`);
  return { type: 'result', ack, nextBeat, choices, errors, seconds, cpuPercent: (cpu.user + cpu.system) / 1e4 / seconds, loopDelayP99Ms: loopDelay.p99Ms() };
}

process.once('message', (message: BotsPlan) => {
  void (async () => {
    const tables = await join(message);
    process.send!({ type: 'joined' });
    await new Promise<void>((resolve) => process.once('message', () => resolve()));
    const result = await play(message, tables);
    process.send!(result);
    await Promise.all(tables.flat().map((c) => c.close().catch(() => {})));
    process.exit(0);
  })().catch((error: unknown) => {
    console.error(`[bots] ${String(error)}`);
    process.exit(1);
  });
});
