// Issue 13.2: join codes cannot be guessed faster through any door than through verify_code. Each
// door gets GUESSES unknown codes from a fresh address; the guesses it evaluates beyond what
// verify_code evaluates count as successes. Then all doors at once from one address, which must
// share one budget; and a learner's 20 real codes, which must never be refused.
import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET } from '@schemas';
import { AuditCaller, gameSocketFrom, refused, type AttackRow } from './audit-client';
import type { AuditContext } from './audit-context';

const GUESSES = 150;
const FEED_BATCH = 10;

/** A code of the real shape that (with overwhelming odds) belongs to no story. */
function unknownCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

type Door = { name: string; open(ctx: AuditContext, address: string): Promise<(code: string) => Promise<{ evaluated: boolean; fiveHundred: boolean }>>; batch?: number };

const doors: Door[] = [
  {
    name: 'verify_code',
    open: async (ctx, address) => {
      const socket = await gameSocketFrom(ctx.url, address);
      return async (code) => {
        const r = await socket.request('verify_code', { code });
        return { evaluated: !refused(r), fiveHundred: r.errorMessage === 'An unexpected server error occurred.' };
      };
    },
  },
  {
    name: 'rejoin_session',
    open: async (ctx, address) => {
      const socket = await gameSocketFrom(ctx.url, address);
      return async (code) => {
        const r = await socket.request('rejoin_session', { playerCode: code });
        return { evaluated: !refused(r), fiveHundred: r.errorMessage === 'An unexpected server error occurred.' };
      };
    },
  },
  {
    name: 'feed clientStoryCodes',
    batch: FEED_BATCH,
    open: async (ctx, address) => {
      const caller = new AuditCaller(ctx.url, address);
      return async (codes) => {
        const r = await caller.send('GET', `/users/stories/feed?clientStoryCodes=${codes}`);
        return { evaluated: r.status !== 0 && !refused(r), fiveHundred: r.status >= 500 };
      };
    },
  },
  {
    name: 'PUT /stories/status playerCode',
    open: async (ctx, address) => {
      const caller = new AuditCaller(ctx.url, address);
      return async (code) => {
        const r = await caller.send('PUT', '/stories/status', { storyId: ctx.story.storyId, playerSlot: 'player1', status: 'active', playerCode: code });
        return { evaluated: r.status !== 0 && !refused(r), fiveHundred: r.status >= 500 };
      };
    },
  },
];

/** Sends `count` guesses through a door (in batches where the door takes several codes at once); per guess, whether it was evaluated. */
async function guess(door: Door, ctx: AuditContext, address: string, count: number): Promise<{ evaluated: boolean[]; fiveHundreds: number }> {
  const send = await door.open(ctx, address);
  const evaluated: boolean[] = [];
  let fiveHundreds = 0;
  const batch = door.batch ?? 1;
  for (let i = 0; i < count; i += batch) {
    const codes = Array.from({ length: Math.min(batch, count - i) }, unknownCode);
    const r = await send(codes.join(','));
    if (r.fiveHundred) fiveHundreds++;
    for (let k = 0; k < codes.length; k++) evaluated.push(r.evaluated);
  }
  return { evaluated, fiveHundreds };
}

/** Every door alone, all doors together from one address, and the learner with 20 real codes. */
export async function codeGuessingAttacks(ctx: AuditContext, realCodes: string[]): Promise<AttackRow[]> {
  const rows: AttackRow[] = [];
  const reference = await guess(doors[0]!, ctx, ctx.addresses.next(), GUESSES);
  const allowance = reference.evaluated.filter(Boolean).length;
  rows.push({
    attack: '2 code guessing: verify_code (the reference)',
    attempts: GUESSES,
    successes: allowance === GUESSES ? GUESSES : 0,
    fiveHundreds: reference.fiveHundreds,
    note: `${allowance} guesses evaluated before rate_limited`,
  });
  for (const door of doors.slice(1)) {
    const r = await guess(door, ctx, ctx.addresses.next(), GUESSES);
    const evaluated = r.evaluated.filter(Boolean).length;
    rows.push({ attack: `2 code guessing: ${door.name}`, attempts: GUESSES, successes: Math.max(0, evaluated - allowance), fiveHundreds: r.fiveHundreds, note: `${evaluated} evaluated` });
  }
  // One address, several sessions: the reference is verify_code alone through as many fresh
  // sessions (the per-address budget binds, not the per-session one); every door in turn from
  // one address must get no further than that, since all doors share one budget.
  const rotate = async (senderDoors: Door[]) => {
    const address = ctx.addresses.next();
    const senders = await Promise.all(senderDoors.map((d) => d.open(ctx, address)));
    let evaluated = 0;
    let fiveHundreds = 0;
    for (let i = 0; i < GUESSES; i++) {
      const r = await senders[i % senders.length]!(unknownCode());
      if (r.evaluated) evaluated++;
      if (r.fiveHundred) fiveHundreds++;
    }
    return { evaluated, fiveHundreds };
  };
  const viaVerify = await rotate(doors.map(() => doors[0]!));
  rows.push({
    attack: `2 code guessing: verify_code, ${doors.length} sessions, one address (the reference)`,
    attempts: GUESSES,
    successes: viaVerify.evaluated === GUESSES ? GUESSES : 0,
    fiveHundreds: viaVerify.fiveHundreds,
    note: `${viaVerify.evaluated} evaluated before rate_limited`,
  });
  const allDoors = await rotate(doors);
  rows.push({
    attack: '2 code guessing: all doors, one address',
    attempts: GUESSES,
    successes: Math.max(0, allDoors.evaluated - viaVerify.evaluated),
    fiveHundreds: allDoors.fiveHundreds,
    note: `${allDoors.evaluated} evaluated`,
  });

  // A learner whose device holds 20 real codes reloads the feed often: never refused.
  const learner = new AuditCaller(ctx.url, ctx.addresses.next());
  let refusals = 0;
  for (let i = 0; i < 30; i++) if (refused(await learner.send('GET', `/users/stories/feed?clientStoryCodes=${realCodes.join(',')}`))) refusals++;
  rows.push({ attack: '2 learner with 20 real codes refused', attempts: 30, successes: refusals, fiveHundreds: 0, note: 'a refusal here is a success against the learner' });
  return rows;
}
