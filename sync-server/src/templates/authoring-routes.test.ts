import type { Template, UserTemplate } from '@schemas';
import { beforeAll, expect, it } from 'vitest';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { forEachEngine } from '../../testing/test-db';
import { makeUser, makeWorld, type TestUser } from '../../testing/collab-kit';
import type { Db } from '../db/db';
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
    expect((await owner.post('/templates/tpl_team/coauthors', { handle: `${stranger.username}@example.test` })).status).toBe(200);
    const missing = await owner.post('/templates/tpl_team/coauthors', { handle: 'nobody-here' });
    expect(missing.status).toBe(404);
    expect(missing.body.errorMessage).toBe('No user with that name or email.');
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
