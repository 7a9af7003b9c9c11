// Issue 13.4: sign-in leaks nothing and cannot be hammered. Timing: an unknown e-mail must answer
// in the time a known one with a wrong password does. Hammering: sign-in attempts over many
// e-mails from one address, over one e-mail, and wrong current passwords on POST /auth/password
// must each meet a door that closes and stays closed. Hashing: 16 password changes at once must
// not stall the server (a /health probe slower than 100 ms while they run is a success).
import { randomUUID } from 'node:crypto';
import { AuditCaller, pastTheDoor, refused, type AttackRow } from './audit-client';
import type { AuditContext } from './audit-context';

const PASSWORD = 'Audit-pass-1';
const TIMING_PAIRS = 25;

/** Registers and signs in a fresh account from `address`; the caller keeps its session cookie. */
async function account(ctx: AuditContext, address: string): Promise<{ caller: AuditCaller; email: string }> {
  const caller = new AuditCaller(ctx.url, address);
  const tag = randomUUID().slice(0, 8);
  const email = `audit-${tag}@example.org`;
  const reg = await caller.send('POST', '/auth/register', { email, username: `audit_${tag}`, password: PASSWORD });
  if (reg.json?.status !== 'success') throw new Error(`registration failed: ${reg.text}`);
  await caller.send('POST', '/auth/login', { email, password: PASSWORD });
  return { caller, email };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** The Mann-Whitney U test's z score of two samples (no ties correction: timings rarely tie). */
function mannWhitneyZ(a: number[], b: number[]): number {
  const all = [...a.map((v) => ({ v, g: 0 })), ...b.map((v) => ({ v, g: 1 }))].sort((x, y) => x.v - y.v);
  const rankSumA = all.reduce((sum, x, i) => (x.g === 0 ? sum + i + 1 : sum), 0);
  const u = rankSumA - (a.length * (a.length + 1)) / 2;
  const mean = (a.length * b.length) / 2;
  const sd = Math.sqrt((a.length * b.length * (a.length + b.length + 1)) / 12);
  return (u - mean) / sd;
}

/** The four sign-in attacks. */
export async function signInAttacks(ctx: AuditContext): Promise<AttackRow[]> {
  const rows: AttackRow[] = [];
  const known = await account(ctx, ctx.addresses.next());

  // Timing: each attempt from its own address, so no budget shapes the answer.
  const knownTimes: number[] = [];
  const unknownTimes: number[] = [];
  let fiveHundreds = 0;
  for (let i = 0; i < TIMING_PAIRS; i++) {
    const a = await new AuditCaller(ctx.url, ctx.addresses.next()).send('POST', '/auth/login', { email: known.email, password: 'Wrong-pass-9' });
    const b = await new AuditCaller(ctx.url, ctx.addresses.next()).send('POST', '/auth/login', { email: `nobody-${randomUUID().slice(0, 8)}@example.org`, password: 'Wrong-pass-9' });
    fiveHundreds += [a, b].filter((r) => r.status >= 500).length;
    if (a.status === 401) knownTimes.push(a.ms);
    if (b.status === 401) unknownTimes.push(b.ms);
  }
  const z = mannWhitneyZ(knownTimes, unknownTimes);
  const gap = median(knownTimes) - median(unknownTimes);
  // A difference an attacker can rely on: significant (|z| > 3.3, p < 0.001) and over 5 ms.
  const tells = Math.abs(z) > 3.3 && Math.abs(gap) > 5;
  rows.push({
    attack: '4 sign-in timing: known vs unknown e-mail',
    attempts: 2 * TIMING_PAIRS,
    successes: tells ? 2 * TIMING_PAIRS : 0,
    fiveHundreds,
    note: `median ${median(knownTimes).toFixed(1)} ms known, ${median(unknownTimes).toFixed(1)} ms unknown (z ${z.toFixed(1)})`,
  });

  // Many e-mails from one address.
  const hammer = new AuditCaller(ctx.url, ctx.addresses.next());
  const acrossEmails: boolean[] = [];
  fiveHundreds = 0;
  for (let i = 0; i < 200; i++) {
    const r = await hammer.send('POST', '/auth/login', { email: `guess-${i}-${randomUUID().slice(0, 6)}@example.org`, password: 'Wrong-pass-9' });
    if (r.status >= 500) fiveHundreds++;
    acrossEmails.push(r.status !== 0 && !refused(r));
  }
  rows.push({ attack: '4 sign-in hammering: many e-mails, one address', attempts: 200, successes: pastTheDoor(acrossEmails, 100), fiveHundreds, note: `${acrossEmails.filter(Boolean).length} evaluated` });

  // One e-mail, one address.
  const one = new AuditCaller(ctx.url, ctx.addresses.next());
  const oneEmail: boolean[] = [];
  fiveHundreds = 0;
  for (let i = 0; i < 60; i++) {
    const r = await one.send('POST', '/auth/login', { email: known.email, password: `Wrong-pass-${i}` });
    if (r.status >= 500) fiveHundreds++;
    oneEmail.push(r.status !== 0 && !refused(r));
  }
  rows.push({ attack: '4 sign-in hammering: one e-mail', attempts: 60, successes: pastTheDoor(oneEmail, 30), fiveHundreds, note: `${oneEmail.filter(Boolean).length} evaluated` });

  // Wrong current passwords on POST /auth/password (a stolen session guessing the password).
  const victim = await account(ctx, ctx.addresses.next());
  const passwordGuesses: boolean[] = [];
  fiveHundreds = 0;
  for (let i = 0; i < 60; i++) {
    const r = await victim.caller.send('POST', '/auth/password', { currentPassword: `Guess-pass-${i}`, newPassword: 'Other-pass-2' });
    if (r.status >= 500) fiveHundreds++;
    passwordGuesses.push(r.status !== 0 && !refused(r));
  }
  rows.push({ attack: '4 password-change guessing: POST /auth/password', attempts: 60, successes: pastTheDoor(passwordGuesses, 30), fiveHundreds, note: `${passwordGuesses.filter(Boolean).length} evaluated` });

  // Hashing under load: 16 accounts change their password at once while /health is probed.
  const sixteen = [];
  for (let i = 0; i < 16; i++) sixteen.push(await account(ctx, ctx.addresses.next()));
  const probe = new AuditCaller(ctx.url, ctx.addresses.next());
  let running = true;
  const changes = Promise.all(sixteen.map((a) => a.caller.send('POST', '/auth/password', { currentPassword: PASSWORD, newPassword: 'Changed-pass-2' }))).finally(() => (running = false));
  const probes: number[] = [];
  while (running) {
    probes.push((await probe.send('GET', '/health')).ms);
    await new Promise((r) => setTimeout(r, 10));
  }
  const answers = await changes;
  rows.push({
    attack: '4 hashing stalls the server: /health during 16 password changes',
    attempts: probes.length,
    successes: probes.filter((ms) => ms > 100).length,
    fiveHundreds: answers.filter((r) => r.status >= 500).length,
    note: `slowest /health ${Math.max(...probes).toFixed(0)} ms (a timing: a busy machine can add to it)`,
  });
  return rows;
}
