// Issue 26.1, 26.6, 26.7: one upload never stalls the server. Each attack runs while /health is
// probed from another address; the row shows its p99 (goal under 100 ms). A success is hostile
// input accepted, or a /health probe that waited over a second (a stall anyone would notice).
//   1 MB zips of one stored SVG of 250,000 elements, from several accounts at once;
//   the heaviest SVG the limits accept (10,000 elements), many at once;
//   offline uploads replaying a 50-turn story in the largest World the limits accept, at once;
//   one account sending 20 imports at once (the pool takes two, refuses the rest with 429);
//   offline drafts from many accounts at once;
//   zips declaring sizes of 0xFFFFFFF0 (-16 to jszip), 0xFFFFFFFF (zip64) and over the limit;
//   zips holding one entry name twice.
// Each has a short key (HEAVY_WORK_ATTACKS), so that one runs alone: `npm run audit:security --
// --only svg-bomb` (e.g. under SERVER_NODE_ARGS=--cpu-prof, to profile the server during it).
import { exampleTemplate } from '../../schemas/testing/examples';
import { playOffline } from '../../engine/testing/index';
import { templateSchema, type Template } from '@schemas';
import { lieAboutSizes, rawZipOf, storedZipOf } from '../testing/hostile-zips';
import { templateJson, zipOf } from '../testing/zip-fixtures';
import { auditAccount, type AuditAccount } from './audit-accounts';
import { refused, whileProbingHealth, type Answer, type AttackRow } from './audit-client';
import type { AuditContext } from './audit-context';

const STALL_MS = 1000;
const enc = (s: string) => new TextEncoder().encode(s);
const world = (id: string, over: Record<string, unknown> = {}) => templateJson({ ...exampleTemplate(), id, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z', ...over });

/** Runs `attempts` while probing /health; one row. `accepted(answer)`: the hostile input got through. */
async function row(ctx: AuditContext, attack: string, run: () => Promise<Answer[]>, accepted: (a: Answer) => boolean, note: (answers: Answer[]) => string = () => ''): Promise<AttackRow> {
  const { result: answers, p99, slowest, probes, cpuMs } = await whileProbingHealth(ctx.url, ctx.addresses.next(), run, ctx.serverPid);
  const stalls = slowest > STALL_MS ? 1 : 0;
  return {
    attack,
    attempts: answers.length,
    successes: answers.filter(accepted).length + stalls,
    fiveHundreds: answers.filter((a) => a.status >= 500 || a.status === 0).length,
    healthP99Ms: p99,
    ...(cpuMs === null ? {} : { requestThreadCpuMs: cpuMs }),
    note: `${note(answers)}${note(answers) ? '; ' : ''}${probes} probes, slowest ${slowest.toFixed(0)} ms`,
  };
}

const importedOk = (a: Answer) => a.status === 200 && (a.json?.data as { outcome?: string } | undefined)?.outcome === 'imported';
const tally = (answers: Answer[]) => {
  const by = new Map<string, number>();
  for (const a of answers) by.set(String(a.status), (by.get(String(a.status)) ?? 0) + 1);
  const refusal = answers.find((a) => a.status === 400)?.json?.errorMessage;
  return `${[...by].map(([s, n]) => `${n}x ${s}`).join(', ')}${refusal ? ` (“${refusal.slice(0, 70)}”)` : ''}`;
};

/** The largest solo World the limits accept, for the offline replays: 200 elements with long texts, 50 turns. */
function largestWorld(id: string): Template {
  const base = exampleTemplate();
  const long = (seed: number, n: number) => `${'The lantern swings over the archive stacks while the tide comes in. '.repeat(Math.ceil(n / 66)).slice(0, n - 4)} ${seed}`;
  return templateSchema.parse({
    ...base,
    id,
    title: 'The Largest Archive',
    playerCountMin: 1,
    playerCountMax: 1,
    maxTurnsMin: 50,
    maxTurnsMax: 50,
    player2: undefined,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    storyElements: Array.from({ length: 200 }, (_, i) => ({ id: `el_${i}`, name: `Keeper ${i} of the Stacks`, role: i % 2 ? 'character' : 'location', instructions: long(i, 900), appearance: long(i, 300), facts: [long(i, 200), long(i + 1, 200)] })),
  });
}

/** 26.1: offline replays, the review's World of 3,000 elements first (the limits refuse to store it), then six 50-turn stories at once. */
async function offlineUploads(ctx: AuditContext, accounts: AuditAccount[]): Promise<AttackRow> {
  const huge = await zipOf({ 'template.json': templateJson({ ...largestWorld('tpl_audit_3000'), storyElements: Array.from({ length: 3000 }, (_, i) => ({ id: `e${i}`, name: `Element ${i}` })) }) });
  const hugeAnswer = await accounts[0]!.caller.upload('/templates/import', { zip: huge });
  // Then each account stores the largest World the limits accept and plays a 50-turn story in it offline, as a device would.
  const plays: { account: AuditAccount; inputs: Awaited<ReturnType<typeof playOffline>>['inputs']; digests: Awaited<ReturnType<typeof playOffline>>['play']['digests'] }[] = [];
  for (const [i, account] of accounts.entries()) {
    const created = await account.caller.send('POST', '/templates', { template: { ...largestWorld('ignored'), id: undefined, createdAt: undefined, updatedAt: undefined } });
    const id = (created.json?.data as { template: { id: string } } | undefined)?.template.id;
    if (!id) throw new Error(`the largest World was not stored: ${created.text.slice(0, 300)}`);
    const full = templateSchema.parse((await account.caller.send('GET', `/templates/full/${id}`)).json?.data);
    const { inputs, play } = await playOffline(full, `audit-largest-${i}`);
    plays.push({ account, inputs, digests: play.digests });
  }
  const uploads = await row(
    ctx,
    '26.1 offline uploads: 50 turns in a World of 200 elements, 6 at once (and one of 3,000 elements)',
    () => Promise.all(plays.map((p, i) => p.account.caller.send('POST', '/stories/offline', { code: `AVDXTCSDE${'23456789'[i]}`, inputs: p.inputs, digests: p.digests }))),
    () => false,
    tally,
  );
  return { ...uploads, attempts: uploads.attempts + 1, successes: uploads.successes + (importedOk(hugeAnswer) ? 1 : 0), fiveHundreds: uploads.fiveHundreds + (hugeAnswer.status >= 500 ? 1 : 0), note: `3,000 elements: ${hugeAnswer.status}; ${uploads.note}` };
}

/** The attacks' keys, in the order they run (`--only <key>` runs one alone). */
export const HEAVY_WORK_ATTACKS = ['svg-bomb', 'svg-largest', 'one-caller', 'offline-uploads', 'offline-drafts', 'zip-sizes', 'zip-names'] as const;

/** One attack's key. */
export type HeavyWorkAttack = (typeof HEAVY_WORK_ATTACKS)[number];

/** The attacks (those of `only`, when given). */
export async function heavyWorkAttacks(ctx: AuditContext, only: ReadonlySet<HeavyWorkAttack> = new Set(HEAVY_WORK_ATTACKS)): Promise<AttackRow[]> {
  const rows: AttackRow[] = [];
  const accounts: AuditAccount[] = [];
  for (let i = 0; i < 6; i++) accounts.push(await auditAccount(ctx, 'heavy'));

  // 26.1: the second review's zip: one stored cover.svg of 250,000 `<g/>` (1 MB), three per account at once.
  if (only.has('svg-bomb')) {
    const bomb = await storedZipOf({ 'template.json': world('tpl_audit_svg_bomb'), 'cover.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(250_000)}</svg>` });
    rows.push(await row(ctx, '26.1 zip with an SVG of 250,000 elements (1 MB), 18 at once', () => Promise.all(accounts.flatMap((a) => [0, 1, 2].map(() => a.caller.upload('/templates/import', { zip: bomb })))), importedOk, tally));
  }

  // The heaviest SVG the limits let through (9,999 elements with attributes): real work for the pool, 12 at once.
  const heavySvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${Array.from({ length: 9_998 }, (_, i) => `<rect x="${i % 100}" y="${(i * 7) % 100}" width="1" height="1" fill="#${(i * 4099).toString(16).padStart(6, '0').slice(-6)}" opacity=".5"/>`).join('')}</svg>`;
  const heavy = await storedZipOf({ 'template.json': world('tpl_audit_svg_heavy'), 'cover.svg': heavySvg });
  if (only.has('svg-largest')) {
    rows.push(await row(ctx, '26.1 zip with the largest SVG accepted (9,999 elements, 0.9 MB), 12 at once', () => Promise.all(accounts.flatMap((a) => [0, 1].map(() => a.caller.upload('/templates/import', { zip: heavy })))), () => false, tally));
  }

  // One caller floods the pool: 20 imports at once from one account; it is given two threads' worth, the rest 429.
  if (only.has('one-caller')) {
    const flood = await auditAccount(ctx, 'flood');
    rows.push(await row(ctx, '26.1 one account, 20 imports at once (bound per caller)', () => Promise.all(Array.from({ length: 20 }, () => flood.caller.upload('/templates/import', { zip: heavy }))), () => false, (answers) => `${tally(answers)} (429: ${answers.filter(refused).length})`));
  }

  if (only.has('offline-uploads')) rows.push(await offlineUploads(ctx, accounts));

  // 26.1: the offline assistant's drafts, two per account at once.
  if (only.has('offline-drafts')) {
    rows.push(
      await row(
        ctx,
        '26.1 offline assistant drafts, 12 at once',
        () => Promise.all(accounts.flatMap((a) => [0, 1].map((k) => a.caller.send('POST', '/templates/generate', { prompt: `A lighthouse keeper and the living fog, part ${k}`, playerCount: 3, maxTurns: 20, gameMode: 'Cooperative', generateImages: false })))),
        () => false,
        tally,
      ),
    );
  }

  // 26.6: sizes jszip reads wrong or that are over the limit, refused before inflating.
  if (only.has('zip-sizes')) {
    const small = await zipOf({ 'template.json': world('tpl_audit_sizes') });
    rows.push(
      await row(
        ctx,
        '26.6 zip sizes 0xFFFFFFF0, 0xFFFFFFFF, 10 MB + 1 and 2 GiB',
        () => Promise.all([0xfffffff0, 0xffffffff, 10 * 1024 * 1024 + 1, 0x80000000].map((size, i) => accounts[i]!.caller.upload('/templates/import', { zip: lieAboutSizes(small, size) }))),
        (a) => a.status === 200,
        tally,
      ),
    );
  }

  // 26.7: one name twice (a second template.json used to win in silence; a second picture likewise).
  if (only.has('zip-names')) {
    const twice = rawZipOf([{ name: 'template.json', content: enc(world('tpl_audit_twice')) }, { name: 'template.json', content: enc(world('tpl_audit_twice', { title: 'The impostor' })) }]);
    const twicePicture = rawZipOf([{ name: 'a/template.json', content: enc(world('tpl_audit_twice_b')) }, { name: 'a/cover.svg', content: enc('<svg xmlns="http://www.w3.org/2000/svg"/>') }, { name: 'a/cover.svg', content: enc('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>') }]);
    rows.push(
      await row(
        ctx,
        '26.7 zip with an entry name twice (single and collection)',
        async () => [await accounts[4]!.caller.upload('/templates/import', { zip: twice }), await accounts[5]!.caller.upload('/templates/import-collection', { file: twicePicture })],
        (a) => a.status === 200,
        tally,
      ),
    );
  }
  return rows;
}
