import { INVITATION_TEXTS, type Template, type UserTemplate } from '@schemas';
import { beforeAll, expect, it } from 'vitest';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { forEachEngine } from '../../testing/test-db';
import { makeUser, makeWorld, type TestUser } from '../../testing/collab-kit';
import type { Db } from '../db/db';
import { findTemplateAcl } from './template-repo';
import { browser, testApp } from '../../testing/test-app';
import { startMailCatcher } from '../../testing/mail-catcher';
import { createMailer } from '../auth/mailer';
import { configSchema } from '../config';

forEachEngine('authoring routes', ({ open }) => {
  let db: Db;
  let app: ReturnType<typeof testApp>;
  let creator: TestUser;
  let coauthor: TestUser;
  let admin: TestUser;
  let stranger: TestUser;
  let noPermission: TestUser;

  const as = (user: TestUser | null) => {
    const b = browser(app);
    if (user) {
      const [name, value] = user.cookie.split('=') as [string, string];
      b.jar.set(name, value);
    }
    return b;
  };

  beforeAll(async () => {
    db = await open();
    // Invitations have a budget per creator (checked in the invitation tests); this file invites freely.
    app = testApp(db, {}, { rateLimits: { invite_coauthor: { limit: 1000, windowMs: 60_000 }, invite_email: { limit: 1000, windowMs: 60_000 } } });
    [creator, coauthor, admin, stranger, noPermission] = await Promise.all([makeUser(db), makeUser(db), makeUser(db, { admin: true }), makeUser(db), makeUser(db)]);
    await db.query(`update users set permissions = '{}' where id = $1`, [noPermission.id]);
  });

  it('POST /templates creates a blank World with the engine defaults, once per requestId', async () => {
    expect((await as(null).post('/templates', {})).status).toBe(401);
    const denied = await as(noPermission).post('/templates', {});
    expect(denied.status).toBe(403);
    expect(denied.body.errorMessage).toBe("You don't have permission to create or manage templates.");

    const b = as(creator);
    const body = { requestId: `create-${creator.id}`, template: { title: 'Harbour of Echoes', playerCountMax: 2, publicationStatus: 'Published', showOnWelcomeScreen: true } };
    const res = await b.post('/templates', body);
    expect(res.status).toBe(200);
    const t = res.body.data.template as Template;
    expect(t).toMatchObject({ title: 'Harbour of Echoes', publicationStatus: 'Draft', showOnWelcomeScreen: false, order: 999, creatorId: creator.id, playerCountMin: 1, playerCountMax: 2 });
    expect(t.difficultyLevels.map((d) => d.modifier)).toEqual([0, 10, -10]);
    for (const slot of ['player1', 'player2'] as const) {
      expect(t[slot]?.possibleCharacterIdentities).toHaveLength(3);
      expect(t[slot]?.possibleCharacterBackgrounds).toHaveLength(3);
    }
    expect(t.player3).toBeUndefined();
    const again = await b.post('/templates', body);
    expect(again.body.data.template.id).toBe(t.id);
    const [n] = await db.query<{ n: number }>('select count(*)::int as n from templates where creator_id = $1', [creator.id]);
    expect(n!.n).toBe(1);

    const invalid = await b.post('/templates', { template: { playerCountMax: 9 } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.status).toBe('invalid');
    // Admins may publish straight away.
    const published = await as(admin).post('/templates', { template: { publicationStatus: 'Published' } });
    expect(published.body.data.template.publicationStatus).toBe('Published');
  });

  it("GET /templates/user lists the viewer's created and co-authored Worlds with their role", async () => {
    await makeWorld(db, { ...exampleTemplate(), id: 'tpl_shared', publicationStatus: 'Draft' }, stranger.id, [coauthor.id]);
    await makeWorld(db, { ...exampleTemplate(), id: 'tpl_own', publicationStatus: 'Draft' }, coauthor.id);
    expect((await as(null).get('/templates/user')).status).toBe(401);
    const res = await as(coauthor).get('/templates/user');
    const list = res.body.data.templates as UserTemplate[];
    expect(list.map((t) => [t.id, t.role]).sort()).toEqual([
      ['tpl_own', 'creator'],
      ['tpl_shared', 'coauthor'],
    ]);
    expect(Object.keys(list[0]!)).not.toContain('guidelines');
  });

  it('co-authors: the creator or an admin adds them by username or e-mail, editors list them, they can be removed', async () => {
    await makeWorld(db, { ...exampleTemplate(), id: 'tpl_team', publicationStatus: 'Draft' }, creator.id);
    const owner = as(creator);
    const added = await owner.post('/templates/tpl_team/coauthors', { handle: coauthor.username.toUpperCase() });
    expect(added.status).toBe(200);
    expect(added.body.data.coauthor).toMatchObject({ userId: coauthor.id, username: coauthor.username });
    expect((await owner.post('/templates/tpl_team/coauthors', { handle: stranger.username })).status).toBe(200);
    const missing = await owner.post('/templates/tpl_team/coauthors', { handle: 'nobody-here' });
    expect(missing.status).toBe(404);
    expect(missing.body.errorMessage).toBe('No user with that username. To invite someone by e-mail, enter their e-mail address.');
    expect((await as(coauthor).post('/templates/tpl_team/coauthors', { handle: admin.username })).status).toBe(403);
    expect((await owner.post('/templates/tpl_team/coauthors', { handle: '' })).body.status).toBe('invalid');

    const listed = await as(coauthor).get('/templates/tpl_team/coauthors');
    expect(listed.body.data.coauthors.map((c: { userId: string }) => c.userId)).toEqual([coauthor.id, stranger.id]);
    expect((await as(noPermission).get('/templates/tpl_team/coauthors')).status).toBe(403);

    expect((await as(coauthor).del(`/templates/tpl_team/coauthors/${stranger.id}`)).status).toBe(403);
    expect((await as(stranger).del(`/templates/tpl_team/coauthors/${stranger.id}`)).status).toBe(200);
    expect((await as(admin).del(`/templates/tpl_team/coauthors/${coauthor.id}`)).status).toBe(200);
    expect((await owner.get('/templates/tpl_team/coauthors')).body.data.coauthors).toEqual([]);
  });

  it('an e-mail invitation answers alike whether the address has an account, and gives the World to nobody until its link is accepted (issues 13.11, 26.2)', async () => {
    await makeWorld(db, { ...exampleTemplate(), id: 'tpl_invite', publicationStatus: 'Draft' }, creator.id, [coauthor.id]);
    const owner = as(creator);
    const knownAddress = `${stranger.username}@example.test`.toLowerCase();
    const known = await owner.post('/templates/tpl_invite/coauthors', { handle: knownAddress.toUpperCase() });
    const unknown = await owner.post('/templates/tpl_invite/coauthors', { handle: ' Newcomer@Example.org ' });
    // The same answer either way: only the address, the id, the times and the link differ.
    const shape = (r: typeof known) =>
      r.text.replace(/"id":"inv_[^"]+"/, '"id":"ID"').replace(/"(invitedAt|linkExpiresAt)":"[^"]+"/g, '"$1":"T"').replace(/"email":"[^"]+"/, '"email":"E"').replace(/"link":"[^"]+"/, '"link":"L"');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(shape(known)).toBe(shape(unknown));
    expect(known.body.data.invitation.email).toBe(knownAddress);
    expect(unknown.body.data.invitation.email).toBe('newcomer@example.org');
    // No SMTP here: the creator gets the one-time link to send.
    expect(unknown.body.data).toMatchObject({ delivery: 'link', link: expect.stringMatching(/^http:\/\/localhost\/invitations\/accept\?token=[A-Za-z0-9_-]{40,}$/) });

    // The creator sees both as invitations, neither as a co-author; a co-author sees no addresses.
    const listed = await owner.get('/templates/tpl_invite/coauthors');
    expect(listed.body.data.coauthors.map((c: { userId: string }) => c.userId)).toEqual([coauthor.id]);
    expect(listed.body.data.invitations.map((i: { email: string }) => i.email).sort()).toEqual([knownAddress, 'newcomer@example.org'].sort());
    expect((await as(coauthor).get('/templates/tpl_invite/coauthors')).body.data.invitations).toEqual([]);

    // The account that holds the invited address gets nothing from the invitation alone...
    expect(((await as(stranger).get('/templates/user')).body.data.templates as UserTemplate[]).find((t) => t.id === 'tpl_invite')).toBeUndefined();
    expect((await as(stranger).get('/templates/full/tpl_invite')).status).toBe(403);
    expect((await findTemplateAcl(db, 'tpl_invite'))?.coauthorIds).not.toContain(stranger.id);
    // ...and nor does whoever registers the other address first (registering proves no mailbox).
    const squatter = browser(app);
    await squatter.post('/auth/register', { email: 'Newcomer@example.org', username: `squatter_${Date.now()}`, password: 'Squatter-pass-1' });
    expect((await squatter.get('/templates/user')).body.data.templates).toEqual([]);
    expect((await squatter.get('/templates/full/tpl_invite')).status).toBe(403);
    expect((await squatter.get('/templates/tpl_invite')).status).toBe(403);

    // The link: a visitor must sign in; a signed-in user who opens it becomes a co-author, once.
    const token = new URL(unknown.body.data.link as string).searchParams.get('token')!;
    const visitor = await as(null).post('/invitations/accept', { token });
    expect([visitor.status, visitor.body.errorMessage]).toEqual([401, 'Please sign in to accept the invitation.']);
    const ownLink = await owner.post('/invitations/accept', { token });
    expect([ownLink.status, ownLink.body.errorMessage]).toEqual([400, INVITATION_TEXTS.creatorAlready]);
    const friend = await makeUser(db);
    const accepted = await as(friend).post('/invitations/accept', { token });
    expect(accepted.body).toEqual({ status: 'success', data: { templateId: 'tpl_invite', title: exampleTemplate().title } });
    expect(((await as(friend).get('/templates/user')).body.data.templates as UserTemplate[]).map((t) => [t.id, t.role])).toEqual([['tpl_invite', 'coauthor']]);
    expect((await as(friend).get('/templates/full/tpl_invite')).status).toBe(200);
    const again = await as(stranger).post('/invitations/accept', { token });
    expect([again.status, again.body.status, again.body.errorMessage]).toEqual([400, 'invalid', INVITATION_TEXTS.invalidLink]);
    expect((await as(stranger).get('/templates/full/tpl_invite')).status).toBe(403);
    // The accepted invitation is now a co-author of the list, no longer an invitation.
    const after = (await owner.get('/templates/tpl_invite/coauthors')).body.data;
    expect(after.coauthors.map((c: { userId: string }) => c.userId).sort()).toEqual([coauthor.id, friend.id].sort());
    expect(after.invitations.map((i: { email: string }) => i.email)).toEqual([knownAddress]);

    // They leave: no longer listed, no longer allowed in.
    expect((await as(friend).del(`/templates/tpl_invite/coauthors/${friend.id}`)).status).toBe(200);
    expect((await as(friend).get('/templates/user')).body.data.templates).toEqual([]);
    expect((await as(friend).get('/templates/tpl_invite')).status).toBe(403);
    const left = await as(friend).del(`/templates/tpl_invite/coauthors/${friend.id}`);
    expect(left.status).toBe(404);
    expect(left.body.errorMessage).toBe('You are not a co-author of this World.');

    // Inviting an address again makes a new link: the old one no longer works. An expired link does not either.
    const firstLink = new URL(known.body.data.link as string).searchParams.get('token')!;
    const renewed = await owner.post('/templates/tpl_invite/coauthors', { handle: knownAddress });
    expect(renewed.body.data.invitation.id).toBe(known.body.data.invitation.id);
    expect((await as(stranger).post('/invitations/accept', { token: firstLink })).body.errorMessage).toBe(INVITATION_TEXTS.invalidLink);
    await db.query(`update template_invitations set expires_at = now() - interval '1 minute' where id = $1`, [known.body.data.invitation.id]);
    const renewedToken = new URL(renewed.body.data.link as string).searchParams.get('token')!;
    expect((await as(stranger).post('/invitations/accept', { token: renewedToken })).body.errorMessage).toBe(INVITATION_TEXTS.invalidLink);
    expect((await owner.get('/templates/tpl_invite/coauthors')).body.data.invitations[0].linkExpiresAt).not.toBeNull();

    // The creator withdraws the invitation: its link is dead too.
    const fresh = await owner.post('/templates/tpl_invite/coauthors', { handle: knownAddress });
    const invitationId = known.body.data.invitation.id as string;
    expect((await as(coauthor).del(`/templates/tpl_invite/invitations/${invitationId}`)).status).toBe(403);
    expect((await owner.del(`/templates/tpl_invite/invitations/${invitationId}`)).status).toBe(200);
    expect((await owner.del(`/templates/tpl_invite/invitations/${invitationId}`)).status).toBe(404);
    expect((await as(stranger).post('/invitations/accept', { token: new URL(fresh.body.data.link as string).searchParams.get('token')! })).body.errorMessage).toBe(INVITATION_TEXTS.invalidLink);
    expect((await as(stranger).get('/templates/full/tpl_invite')).status).toBe(403);
  });

  it('an invitation made before links (migration 110) stays pending, gives its address nothing, and a new link is what lets the invitee in', async () => {
    await makeWorld(db, { ...exampleTemplate(), id: 'tpl_old_invite', publicationStatus: 'Draft' }, creator.id);
    const address = `${noPermission.username}@example.test`.toLowerCase();
    // As migration 110 leaves a row of before: no token, no expiry.
    await db.query(`insert into template_invitations (id, template_id, email, invited_by) values ('inv_old', 'tpl_old_invite', $1, $2)`, [address, creator.id]);
    expect((await as(noPermission).get('/templates/full/tpl_old_invite')).status).toBe(403);
    expect((await findTemplateAcl(db, 'tpl_old_invite'))?.coauthorIds).toEqual([]);
    const listed = (await as(creator).get('/templates/tpl_old_invite/coauthors')).body.data.invitations;
    expect(listed).toEqual([{ id: 'inv_old', email: address, invitedAt: expect.any(String), linkExpiresAt: null }]);
    const renewed = await as(creator).post('/templates/tpl_old_invite/coauthors', { handle: address });
    expect(renewed.body.data.invitation).toMatchObject({ id: 'inv_old', linkExpiresAt: expect.any(String) });
    const token = new URL(renewed.body.data.link as string).searchParams.get('token')!;
    expect((await as(noPermission).post('/invitations/accept', { token })).status).toBe(200);
    expect((await as(noPermission).get('/templates/full/tpl_old_invite')).status).toBe(200);
  });

  it('invitations by e-mail have a budget per creator and per invited address; accepting has one per address', async () => {
    const tight = testApp(db, {}, { rateLimits: { invite_coauthor: { limit: 3, windowMs: 60_000 }, invite_email: { limit: 2, windowMs: 60_000 }, accept_invitation: { limit: 2, windowMs: 60_000 } } });
    await makeWorld(db, { ...exampleTemplate(), id: 'tpl_budget', publicationStatus: 'Draft' }, creator.id);
    const owner = browser(tight);
    owner.jar.set(...(creator.cookie.split('=') as [string, string]));
    const invite = (handle: string) => owner.post('/templates/tpl_budget/coauthors', { handle });
    expect((await invite('one@example.org')).status).toBe(200);
    expect((await invite('one@example.org')).status).toBe(200);
    expect([(await invite('one@example.org')).status, (await invite('two@example.org')).status, (await invite('three@example.org')).status]).toEqual([429, 200, 429]);
    const guesser = browser(tight);
    guesser.jar.set(...(stranger.cookie.split('=') as [string, string]));
    const guesses = [];
    for (let i = 0; i < 3; i++) guesses.push((await guesser.post('/invitations/accept', { token: `guess${'x'.repeat(30)}${i}` })).status);
    expect(guesses).toEqual([400, 400, 429]);
  });

  it('with SMTP, the link goes by e-mail to the invited address alone, never to the creator; the e-mailed link works (issue 26.2)', async () => {
    const mail = await startMailCatcher();
    try {
      const publicUrl = 'https://taleforge.test';
      const config = configSchema.parse({ SMTP_URL: mail.url, PUBLIC_URL: publicUrl, MAIL_FROM: 'Taleforge <hello@taleforge.test>' });
      const mailer = createMailer(config);
      const mailing = testApp(db, { PUBLIC_URL: publicUrl }, { mailer });
      await makeWorld(db, { ...exampleTemplate(), id: 'tpl_mailed', title: 'The Mailed World', publicationStatus: 'Draft' }, creator.id);
      const owner = browser(mailing);
      owner.jar.set(...(creator.cookie.split('=') as [string, string]));
      const r = await owner.post('/templates/tpl_mailed/coauthors', { handle: 'Invitee@Example.org' });
      expect(r.body.data).toMatchObject({ delivery: 'email', invitation: { email: 'invitee@example.org' } });
      expect(r.body.data.link).toBeUndefined();
      const message = await mail.waitFor((m) => m.to.includes('invitee@example.org'));
      expect(message.subject).toBe(`${creator.username} invites you to co-author “The Mailed World”`);
      const link = /https:\/\/taleforge\.test\/invitations\/accept\?token=([A-Za-z0-9_-]+)/.exec(message.text)![1]!;
      const invitee = await makeUser(db);
      const accept = browser(mailing);
      accept.jar.set(...(invitee.cookie.split('=') as [string, string]));
      expect((await accept.post('/invitations/accept', { token: link })).body.data).toEqual({ templateId: 'tpl_mailed', title: 'The Mailed World' });
      mailer?.close();
    } finally {
      await mail.close();
    }
  });

  it('a World holds at most 50 invitations', async () => {
    await makeWorld(db, { ...exampleTemplate(), id: 'tpl_crowded', publicationStatus: 'Draft' }, creator.id);
    const owner = as(creator);
    for (let i = 0; i < 50; i++) expect((await owner.post('/templates/tpl_crowded/coauthors', { handle: `guest${i}@example.org` })).status).toBe(200);
    const refused = await owner.post('/templates/tpl_crowded/coauthors', { handle: 'guest50@example.org' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 'invalid', errorMessage: 'A World can have at most 50 invitations. Withdraw one to invite someone else.' });
  });

  it('DELETE /templates/{id}: only the creator or an admin', async () => {
    await makeWorld(db, { ...exampleTemplate(), id: 'tpl_doomed', publicationStatus: 'Published' }, creator.id, [coauthor.id]);
    await makeWorld(db, { ...exampleTemplate(), id: 'tpl_doomed2', publicationStatus: 'Draft' }, stranger.id);
    expect((await as(coauthor).del('/templates/tpl_doomed')).status).toBe(403);
    expect((await as(creator).del('/templates/tpl_doomed')).status).toBe(200);
    expect((await as(creator).get('/templates/tpl_doomed')).status).toBe(404);
    expect((await as(admin).del('/templates/tpl_doomed2')).status).toBe(200);
    expect((await as(admin).del('/templates/tpl_doomed2')).status).toBe(404);
  });
});
