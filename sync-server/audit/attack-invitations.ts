// Issue 26.2: an invitation goes only to the person invited. A co-author invitation by e-mail used
// to make whoever registered that address first a co-author (read, PUT, export): here the invited
// address is registered by an attacker, and an account that already had the address tries too;
// every door of the World must stay shut until the link is accepted. Links are guessed from one
// address; registration is asked about many e-mails from one address.
import { randomBytes, randomUUID } from 'node:crypto';
import { auditAccount } from './audit-accounts';
import { AuditCaller, pastTheDoor, refused, type AttackRow } from './audit-client';
import type { AuditContext } from './audit-context';

/** The invitation attacks. */
export async function invitationAttacks(ctx: AuditContext): Promise<AttackRow[]> {
  const rows: AttackRow[] = [];
  const creator = await auditAccount(ctx, 'inviter');
  const holder = await auditAccount(ctx, 'holder');
  const created = await creator.caller.send('POST', '/templates', { template: { title: 'A Private Harbour' } });
  const id = (created.json?.data as { template: { id: string } }).template.id;
  const unclaimed = `victim-${randomUUID().slice(0, 8)}@example.org`;
  let fiveHundreds = 0;
  for (const handle of [unclaimed, holder.email]) fiveHundreds += (await creator.caller.send('POST', `/templates/${id}/coauthors`, { handle })).status >= 500 ? 1 : 0;

  // The attacker registers the invited address; the holder of the other one just signs in.
  const squatter = await auditAccount(ctx, 'squatter', unclaimed);
  let attempts = 0;
  let successes = 0;
  for (const who of [squatter, holder]) {
    const doors = [
      await who.caller.send('GET', `/templates/full/${id}`),
      await who.caller.send('GET', `/templates/${id}`),
      await who.caller.send('PUT', `/templates/${id}`, { template: { teaser: 'Taken over' } }),
      await who.caller.send('POST', '/templates/export', { templateIds: [id] }),
      await who.caller.send('GET', `/templates/${id}/coauthors`),
    ];
    const listed = ((await who.caller.send('GET', '/templates/user')).json?.data as { templates: { id: string }[] }).templates.some((t) => t.id === id);
    attempts += doors.length + 1;
    successes += doors.filter((d) => d.status >= 200 && d.status < 300).length + (listed ? 1 : 0);
    fiveHundreds += doors.filter((d) => d.status >= 500).length;
  }
  rows.push({ attack: '26.2 invited address registered by someone else: read, PUT, export, list', attempts, successes, fiveHundreds, note: 'the new owner of the address, and an account that already had one' });

  // Invitation links guessed from one address (signed in): none accepted, and the door closes.
  const guesser = await auditAccount(ctx, 'guesser');
  const guessed: boolean[] = [];
  let accepted = 0;
  fiveHundreds = 0;
  for (let i = 0; i < 60; i++) {
    const r = await guesser.caller.send('POST', '/invitations/accept', { token: randomBytes(32).toString('base64url') });
    if (r.status >= 500) fiveHundreds++;
    if (r.status === 200) accepted++;
    guessed.push(r.status !== 0 && !refused(r));
  }
  rows.push({ attack: '26.2 invitation link guessing: POST /invitations/accept', attempts: 60, successes: accepted + pastTheDoor(guessed, 20), fiveHundreds, note: `${guessed.filter(Boolean).length} evaluated` });

  // Registration asked about many e-mails (some with accounts) from one address.
  const asker = new AuditCaller(ctx.url, ctx.addresses.next());
  const known = [creator.email, holder.email, squatter.email, guesser.email];
  const told: boolean[] = [];
  fiveHundreds = 0;
  for (let i = 0; i < 60; i++) {
    const email = known[i] ?? `nobody-${i}-${randomUUID().slice(0, 6)}@example.org`;
    const r = await asker.send('POST', '/auth/register', { email, username: `ask_${randomUUID().slice(0, 8)}`, password: 'Audit-pass-1' });
    if (r.status >= 500) fiveHundreds++;
    told.push(r.status !== 0 && !refused(r));
  }
  rows.push({ attack: '26.2 registration asked about 60 e-mails from one address', attempts: 60, successes: pastTheDoor(told, 20), fiveHundreds, note: `${told.filter(Boolean).length} answered (10 an hour, 20 distinct e-mails a day per address)` });
  return rows;
}
