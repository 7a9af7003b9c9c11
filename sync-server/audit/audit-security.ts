// `npm run audit:security`: the attacks of issue 13 items 1-4 and of issue 26 (uploads that would
// stall the server, invitations, pictures, World limits, zip sizes and names), run against a real
// server that this script starts (the built server, as `npm start` runs it, on a fresh temporary
// data directory, with its real budgets), printed as a table. Every attack must show 0 successes
// and 0 5xx, and issue 26's a /health p99 under 100 ms while it ran (the loop-delay guard); the
// script exits 1 otherwise. The machine's load average is printed with the table, and beside each
// p99 the CPU time the server's request thread used meanwhile (from /proc, the probes' own
// included: the at-rest line says what a probe costs), which a busy machine hardly changes.
//   npm run audit:security [-- --only 1,3,26]
//   npm run audit:security -- --only svg-bomb      (one of issue 26's heavy-work attacks alone, by its key)
//   SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run audit:security -- --only svg-bomb
//     (the server's CPU profile during that attack: sync-server/bench/cpu-profile-summary.ts reads it)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { PlayerSlot, TemplateMetadata } from '@schemas';
import { startServerProcess } from '../testing/server-process';
import { AddressPool, AuditCaller, HEALTH_P99_GOAL_MS, whileProbingHealth, type AttackRow } from './audit-client';
import type { AuditContext } from './audit-context';
import { codeGuessingAttacks } from './attack-code-guessing';
import { oddTextAttacks } from './attack-odd-text';
import { requestIdAttacks } from './attack-request-ids';
import { signInAttacks } from './attack-sign-in';
import { HEAVY_WORK_ATTACKS, heavyWorkAttacks, type HeavyWorkAttack } from './attack-heavy-work';
import { invitationAttacks } from './attack-invitations';
import { pictureAttacks } from './attack-pictures';
import { worldLimitAttacks } from './attack-world-limits';

const { values } = parseArgs({ options: { only: { type: 'string', default: '1,2,3,4,26' } } });
const GROUPS = ['1', '2', '3', '4', '26'];
const tokens = values.only.split(',').map((s) => s.trim()).filter(Boolean);
const unknown = tokens.filter((t) => !GROUPS.includes(t) && !(HEAVY_WORK_ATTACKS as readonly string[]).includes(t));
if (unknown.length) {
  console.error(`--only takes groups (${GROUPS.join(', ')}) and issue 26's heavy-work attacks by key (${HEAVY_WORK_ATTACKS.join(', ')}); unknown: ${unknown.join(', ')}`);
  process.exit(2);
}
const only = new Set(tokens);
// Heavy-work attacks named alone run without the rest of group 26.
const heavyOnly = new Set(tokens.filter((t): t is HeavyWorkAttack => (HEAVY_WORK_ATTACKS as readonly string[]).includes(t)));

/** Creates a story through the API and waits until it is ready. */
async function readyStory(caller: AuditCaller, body: Record<string, unknown>, path = '/stories/template') {
  const created = await caller.send('POST', path, body);
  if (created.json?.status !== 'success') throw new Error(`story creation failed: ${created.text}`);
  const data = created.json.data as { storyId: string; codes: Partial<Record<PlayerSlot, string>> };
  for (let i = 0; i < 600; i++) {
    const s = await caller.send('GET', `/stories/${data.storyId}/status`);
    const status = (s.json?.data as { status?: string } | undefined)?.status;
    if (status === 'ready') return data;
    if (status === 'failed') throw new Error(`story ${data.storyId} failed`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`story ${data.storyId} not ready`);
}

function printTable(rows: AttackRow[]): void {
  const head = ['attack', 'attempts', 'successes', '5xx', '/health p99', 'request thread CPU', 'note'];
  const ms = (v: number | undefined) => (v === undefined ? '-' : `${v.toFixed(0)} ms`);
  const cells = rows.map((r) => [r.attack, String(r.attempts), String(r.successes), String(r.fiveHundreds), ms(r.healthP99Ms), ms(r.requestThreadCpuMs), r.note ?? '']);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const numeric = (i: number) => i >= 1 && i <= 5;
  const line = (c: string[]) => `| ${c.map((v, i) => (numeric(i) ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (numeric(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const c of cells) console.log(line(c));
}

const dataDir = mkdtempSync(join(tmpdir(), 'audit-security-'));
const server = await startServerProcess({ DATA_DIR: dataDir, SEED_WORLDS: 'true' }, 120_000, { built: true });
const rows: AttackRow[] = [];
try {
  const addresses = new AddressPool();
  const setup = new AuditCaller(server.url, addresses.next());
  const { templates } = (await setup.send('GET', '/templates/published')).json?.data as { templates: TemplateMetadata[] };
  const world = [...templates].sort((a, b) => a.maxTurnsMin - b.maxTurnsMin)[0]!;
  const body = (players: number) => ({ templateId: world.id, playerCount: players, maxTurns: world.maxTurnsMin, difficultyLevel: { modifier: 0, title: 'Balanced' } });
  const story = await readyStory(setup, body(world.playerCountMin));
  const ctx: AuditContext = { url: server.url, addresses, world, story, ...(server.child.pid ? { serverPid: server.child.pid } : {}) };
  console.log(`[audit] server ${server.url} (PGlite in ${dataDir}); World "${world.title}"`);

  if (only.has('1')) rows.push(...(await requestIdAttacks(ctx)));
  if (only.has('2')) {
    // A learner's device with 20 real codes: prompt stories of 5 players (4 stories, 2 addresses).
    const realCodes: string[] = [];
    for (let i = 0; realCodes.length < 20; i++) {
      const maker = new AuditCaller(server.url, addresses.next());
      const created = await maker.send('POST', '/stories', { prompt: `A relay race across the rooftops, part ${i + 1}`, playerCount: 5 });
      realCodes.push(...Object.values((created.json?.data as { codes: Record<string, string> }).codes));
    }
    rows.push(...(await codeGuessingAttacks(ctx, realCodes.slice(0, 20))));
  }
  if (only.has('3')) rows.push(...(await oddTextAttacks(ctx)));
  if (only.has('4')) rows.push(...(await signInAttacks(ctx)));
  if (only.has('26') || heavyOnly.size > 0) {
    // The yardstick: /health with nothing else running.
    const rest = await whileProbingHealth(server.url, addresses.next(), () => new Promise((r) => setTimeout(r, 3000)), ctx.serverPid);
    const restCpu = rest.cpuMs === null ? '' : `; request thread ${rest.cpuMs.toFixed(0)} ms CPU, ${(rest.cpuMs / Math.max(1, rest.probes)).toFixed(2)} ms per probe`;
    console.log(`[audit] /health at rest: p99 ${rest.p99.toFixed(0)} ms over ${rest.probes} probes${restCpu}`);
    rows.push(...(await heavyWorkAttacks(ctx, only.has('26') ? new Set(HEAVY_WORK_ATTACKS) : heavyOnly)));
  }
  if (only.has('26')) {
    rows.push(...(await invitationAttacks(ctx)));
    rows.push(...(await pictureAttacks(ctx)));
    rows.push(...(await worldLimitAttacks(ctx)));
  }
} finally {
  await server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('');
printTable(rows);
const load = loadavg().map((n) => n.toFixed(2)).join(' ');
console.log(`\nLoad average during the run (1, 5, 15 min): ${load} on ${(await import('node:os')).availableParallelism()} cores.`);
const slow = rows.filter((r) => r.healthP99Ms !== undefined && r.healthP99Ms >= HEALTH_P99_GOAL_MS);
const failed = rows.filter((r) => r.successes > 0 || r.fiveHundreds > 0 || slow.includes(r));
console.log(
  failed.length === 0
    ? `\nEvery attack: 0 successes, 0 5xx; /health p99 under ${HEALTH_P99_GOAL_MS} ms during each of issue 26's.`
    : `\n${failed.length} attack(s) with successes, 5xx or a /health p99 of ${HEALTH_P99_GOAL_MS} ms or more.`,
);
process.exit(failed.length === 0 ? 0 : 1);
