// Summarises V8 CPU profiles (`node --cpu-prof`, e.g. a bench's server started with
// SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"): self time per function and per file (or
// package), heaviest first, plus garbage collection and idle. Several profiles are summed.
//   npx tsx sync-server/bench/cpu-profile-summary.ts /tmp/prof/*.cpuprofile [--top 30] [--match collab] [--last-ms 20000]
// (--last-ms: only the profile's last N ms, e.g. a bench's load phase before the server stopped;
// --inclusive f,g: time of samples with f (or g) anywhere on their stack, e.g. a path's entry points)
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/** The parts of a .cpuprofile this reads. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/**
 * Self milliseconds per function key and per file key of one profile, its wall time, and the
 * inclusive milliseconds of each function named in `inclusive` (samples with it anywhere on the stack).
 */
export function selfTimes(
  profile: CpuProfile,
  lastMs = Infinity,
  inclusive: readonly string[] = [],
): { byFunction: Map<string, number>; byFile: Map<string, number>; wallMs: number; inclusiveMs: Map<string, number> } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  const inclusiveMs = new Map(inclusive.map((name) => [name, 0]));
  const from = profile.endTime - lastMs * 1000;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from) continue;
    // A sample's time is the delta to the next one (V8 records the gap before each sample).
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(profile.samples[i]!);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = fileKey(url, functionName);
    const fn = `${functionName || '(anonymous)'} ${file}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    if (inclusive.length) {
      const seen = new Set<string>();
      for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
        const name = byId.get(id)!.callFrame.functionName;
        if (inclusiveMs.has(name) && !seen.has(name)) {
          seen.add(name);
          inclusiveMs.set(name, inclusiveMs.get(name)! + ms);
        }
      }
    }
  }
  return { byFunction, byFile, wallMs: Math.min(lastMs, (profile.endTime - profile.startTime) / 1000), inclusiveMs };
}

/** A file's short name: a package for node_modules, a path from the repository otherwise, V8's own markers as they are. */
export function fileKey(url: string, functionName: string): string {
  if (!url) return `(${functionName.replace(/[()]/g, '') || 'native'})`;
  const path = url.replace(/^file:\/\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return `npm:${pkg[1]}`;
  if (path.startsWith('node:')) return path;
  const repo = /\/(sync-server|engine|schemas|pwa)\/(.*)$/.exec(path);
  return repo ? `${repo[1]}/${repo[2]}` : path;
}

function print(title: string, table: Map<string, number>, total: number, top: number, match: string | undefined): void {
  const rows = [...table].filter(([k]) => !match || k.includes(match)).sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log(`\n${title}`);
  for (const [key, ms] of rows) console.log(`${ms.toFixed(0).padStart(9)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${key}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '30' }, match: { type: 'string' }, 'last-ms': { type: 'string' }, inclusive: { type: 'string' } } });
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  let wall = 0;
  const names = values.inclusive?.split(',').filter(Boolean) ?? [];
  const inclusive = new Map(names.map((n) => [n, 0]));
  for (const path of positionals) {
    const one = selfTimes(JSON.parse(readFileSync(path, 'utf8')) as CpuProfile, values['last-ms'] ? Number(values['last-ms']) : Infinity, names);
    for (const [k, v] of one.inclusiveMs) inclusive.set(k, inclusive.get(k)! + v);
    for (const [k, v] of one.byFunction) byFunction.set(k, (byFunction.get(k) ?? 0) + v);
    for (const [k, v] of one.byFile) byFile.set(k, (byFile.get(k) ?? 0) + v);
    wall += one.wallMs;
  }
  const idle = byFile.get('(idle)') ?? 0;
  const total = [...byFile.values()].reduce((a, b) => a + b, 0);
  const busy = total - idle;
  console.log(`${positionals.length} profile(s): ${wall.toFixed(0)} ms profiled, ${busy.toFixed(0)} ms busy (${((100 * busy) / Math.max(1, wall)).toFixed(1)}% of one core), GC ${(byFile.get('(garbage collector)') ?? 0).toFixed(0)} ms; shares below are of busy time`);
  byFile.delete('(idle)');
  for (const k of [...byFunction.keys()]) if (k.startsWith('(idle)')) byFunction.delete(k);
  const top = Number(values.top);
  print('self time by file / package', byFile, busy, top, values.match);
  print('self time by function', byFunction, busy, top, values.match);
  if (names.length) print('inclusive time (the function and everything it called)', inclusive, busy, names.length, undefined);
}
