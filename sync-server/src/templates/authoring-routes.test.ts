import type { Template, UserTemplate } from '@schemas';
import { beforeAll, expect, it } from 'vitest';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { forEachEngine } from '../../testing/test-db';
import { makeUser, makeWorld, type TestUser } from '../../testing/collab-kit';
import type { Db } from '../db/db';
import { findTemplateAcl } from './template-repo';
import { browser, testApp } from '../../testing/test-app';

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
    app = testApp(db);
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

  it('an e-mail invitation answers alike whether the address has an account, and applies to whoever has or later registers it (issue 13.11)', async () => {
    await makeWorld(db, { ...exampleTemplate(), id: 'tpl_invite', publicationStatus: 'Draft' }, creator.id, [coauthor.id]);
    const owner = as(creator);
    const knownAddress = `${stranger.username}@example.test`.toLowerCase();
    const known = await owner.post('/templates/tpl_invite/coauthors', { handle: knownAddress.toUpperCase() });
    const unknown = await owner.post('/templates/tpl_invite/coauthors', { handle: ' Newcomer@Example.org ' });
    // The same answer either way: only the address, the id and the time differ.
    const shape = (r: typeof known) => r.text.replace(/"id":"inv_[^"]+"/, '"id":"ID"').replace(/"invitedAt":"[^"]+"/, '"invitedAt":"T"').replace(/"email":"[^"]+"/, '"email":"E"');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(shape(known)).toBe(shape(unknown));
    expect(known.body.data.invitation.email).toBe(knownAddress);
    expect(unknown.body.data.invitation.email).toBe('newcomer@example.org');
    // Inviting again answers the same invitation.
    expect((await owner.post('/templates/tpl_invite/coauthors', { handle: 'newcomer@example.org' })).body.data.invitation.id).toBe(unknown.body.data.invitation.id);

    // The creator sees both as invitations, neither as a co-author; a co-author sees no addresses.
    const listed = await owner.get('/templates/tpl_invite/coauthors');
    expect(listed.body.data.coauthors.map((c: { userId: string }) => c.userId)).toEqual([coauthor.id]);
    expect(listed.body.data.invitations.map((i: { email: string }) => i.email).sort()).toEqual([knownAddress, 'newcomer@example.org'].sort());
    expect((await as(coauthor).get('/templates/tpl_invite/coauthors')).body.data.invitations).toEqual([]);

    // The account with the invited address sees the World as shared with it and may edit it.
    const shared = (await as(stranger).get('/templates/user')).body.data.templates as UserTemplate[];
    expect(shared.find((t) => t.id === 'tpl_invite')).toMatchObject({ role: 'coauthor', creatorUsername: creator.username });
    expect((await as(stranger).get('/templates/full/tpl_invite')).status).toBe(200);
    expect((await findTemplateAcl(db, 'tpl_invite'))?.coauthorIds).toContain(stranger.id);

    // The unknown address registers: the World is shared with the new account at once.
    const newcomer = browser(app);
    const registered = await newcomer.post('/auth/register', { email: 'Newcomer@example.org', username: `newcomer_${Date.now()}`, password: 'Newcomer-pass-1' });
    const newcomerId = registered.body.data.user.id as string;
    await newcomer.post('/auth/login', { email: 'newcomer@example.org', password: 'Newcomer-pass-1' });
    expect(((await newcomer.get('/templates/user')).body.data.templates as UserTemplate[]).map((t) => [t.id, t.role])).toEqual([['tpl_invite', 'coauthor']]);
    expect((await newcomer.get('/templates/tpl_invite')).status).toBe(200);

    // They leave: no longer listed, no longer allowed in, and the invitation is gone from the creator's list.
    expect((await newcomer.del(`/templates/tpl_invite/coauthors/${newcomerId}`)).status).toBe(200);
    expect((await newcomer.get('/templates/user')).body.data.templates).toEqual([]);
    expect((await newcomer.get('/templates/tpl_invite')).status).toBe(403);
    const left = await newcomer.del(`/templates/tpl_invite/coauthors/${newcomerId}`);
    expect(left.status).toBe(404);
    expect(left.body.errorMessage).toBe('You are not a co-author of this World.');
    expect((await owner.get('/templates/tpl_invite/coauthors')).body.data.invitations.map((i: { email: string }) => i.email)).toEqual([knownAddress]);

    // The creator withdraws the other invitation: that account loses the World too.
    const invitationId = known.body.data.invitation.id as string;
    expect((await as(coauthor).del(`/templates/tpl_invite/invitations/${invitationId}`)).status).toBe(403);
    expect((await owner.del(`/templates/tpl_invite/invitations/${invitationId}`)).status).toBe(200);
    expect((await owner.del(`/templates/tpl_invite/invitations/${invitationId}`)).status).toBe(404);
    expect((await as(stranger).get('/templates/full/tpl_invite')).status).toBe(403);
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
