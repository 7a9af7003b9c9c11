// Engine benchmark (npm run bench:engine): whole 25-turn 3-player stories with the procedural
// narrator per second, per-beat time percentiles, and the narrator context size as a story grows.
import { loadavg } from 'node:os';
import { buildNarratorContext, renderNarratorContext } from '../narrator/context';
import { createProceduralNarrator } from '../narrator/procedural/procedural-narrator';
import { makeStory, testClock } from '../testing/make-story';
import { playOn } from '../testing/story-driver';

const narrator = createProceduralNarrator();

/** Plays one story; returns the time of each beat (turn time divided by its beats) and context sizes before given beats. */
async function play(seed: string, players: number, maxTurns: number, contextAt: readonly number[] = []): Promise<{ beatMs: number[]; cpuMs: number[]; context: Map<number, number> }> {
  const beatMs: number[] = [];
  const cpuMs: number[] = [];
  const context = new Map<number, number>();
  let tick = 0;
  let t0 = 0;
  let c0 = process.cpuUsage();
  await playOn(narrator, await makeStory({ seed, playerCount: players, maxTurns }), Infinity, {
    now: () => testClock(tick++),
    choose: () => tick % 3,
    beforeTurn: (story) => {
      const beat = story.currentTurn + 1;
      if (contextAt.includes(beat)) context.set(beat, renderNarratorContext(buildNarratorContext(story, 'player1')).length);
      t0 = performance.now();
      c0 = process.cpuUsage();
    },
    // Each turn is timed from before its generation to after the reducer applied it.
    afterTurn: (_story, turn) => {
      const ms = performance.now() - t0;
      const c = process.cpuUsage(c0);
      const cpu = (c.user + c.system) / 1000;
      for (let i = 0; i < turn.beats.length; i++) {
        beatMs.push(ms / turn.beats.length);
        cpuMs.push(cpu / turn.beats.length);
      }
    },
  });
  return { beatMs, cpuMs, context };
}

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function main(): Promise<void> {
  // Warm up the JIT.
  for (let i = 0; i < 3; i++) await play(`warm-${i}`, 3, 25);
  const runs = 30;
  const all: number[] = [];
  const cpu: number[] = [];
  const load = loadavg()[0] ?? 0;
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) {
    const r = await play(`bench-${i}`, 3, 25);
    all.push(...r.beatMs);
    cpu.push(...r.cpuMs);
  }
  const seconds = (performance.now() - t0) / 1000;
  const points = [1, 5, 10, 25] as const;
  const long = await play('bench-context', 3, 50, points);
  const c5 = long.context.get(5) ?? 1;
  const c25 = long.context.get(25) ?? 0;

  const rows: [string, string, string][] = [
    ['stories per second (25 turns, 3 players)', (runs / seconds).toFixed(1), ''],
    ['per-beat wall time p50', `${pct(all, 50).toFixed(2)} ms`, ''],
    ['per-beat wall time p99', `${pct(all, 99).toFixed(2)} ms`, pct(all, 99) < 5 ? 'target < 5 ms: met' : 'target < 5 ms: MISSED (see load)'],
    ['per-beat CPU time p50', `${pct(cpu, 50).toFixed(2)} ms`, ''],
    ['per-beat CPU time p99', `${pct(cpu, 99).toFixed(2)} ms`, pct(cpu, 99) < 5 ? 'target < 5 ms: met' : 'target < 5 ms: MISSED'],
    ...points.map((b): [string, string, string] => {
      const chars = long.context.get(b) ?? 0;
      return [`narrator context at beat ${b}`, `${chars} chars`, `~${Math.round(chars / 4)} tokens`];
    }),
    ['context beat 25 / beat 5', (c25 / c5).toFixed(2), c25 <= 1.3 * c5 ? 'target <= 1.3: met' : 'target <= 1.3: MISSED'],
  ];
  const w = [Math.max(...rows.map((r) => r[0].length)), Math.max(...rows.map((r) => r[1].length))];
  console.log(`engine bench: ${runs} stories, ${all.length} beats, ${seconds.toFixed(2)} s, load average ${load.toFixed(1)} at start\n`);
  for (const [a, b, c] of rows) console.log(`${a.padEnd(w[0] ?? 0)}  ${b.padStart(w[1] ?? 0)}  ${c}`);
}

void main();
