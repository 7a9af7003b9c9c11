import { RESET_LINK_INVALID_MESSAGE, type AdminStoryRow, type AdminStoryView, type Template, type AdminUserRow, type Feedback, type TemplateMetadata } from '@schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { playOffline } from '../../../engine/testing/index';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { seedAdminTables } from '../../testing/admin-fixtures';
import { makeUser, makeWorld, waitFor, type TestUser } from '../../testing/collab-kit';
import { browser, testApp } from '../../testing/test-app';
import { forEachEngine } from '../../testing/test-db';
import { worldsBehindTheirRow } from '../collab/world-doc-repo';
import type { Db } from '../db/db';
import { DELETE_SELF_MESSAGE } from './delete-user';

// The admin routes of spec 2 §7 on both engines: who may call them, what the tables hold, what a
// delete takes with it, and the bad input of the issue (403 envelope, 404, idempotent deletes).
forEachEngine('admin routes', ({ open }) => {
  let db: Db;
  let app: ReturnType<typeof testApp>;
  let admin: TestUser;
  let reader: TestUser;

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
    [admin, reader] = await Promise.all([makeUser(db, { admin: true }), makeUser(db)]);
  });

  describe('access', () => {
    const routes: [string, string, Record<string, unknown>?][] = [
      ['GET', '/admin/stories'],
      ['GET', '/admin/users'],
      ['GET', '/admin/feedback'],
      ['GET', '/admin/stories/nope'],
      ['DELETE', '/admin/stories/nope'],
      ['DELETE', '/admin/users/nope'],
      ['DELETE', '/admin/feedback/nope'],
      ['PUT', '/admin/users/nope/permissions', { permission: 'templates_images', granted: true }],
      ['POST', '/admin/users/nope/reset-link', {}],
      ['PUT', '/admin/carousel/order', { templates: [{ id: 'nope', template: { order: 1 } }] }],
      ['GET', '/templates'],
      ['GET', '/templates/user/nope'],
    ];
    it('a visitor gets 401 and a signed-in non-admin the 403 envelope of spec 2 §8 on every admin route', async () => {
      for (const [method, path, body] of routes) {
        const call = (b: ReturnType<typeof as>) => (method === 'GET' ? b.get(path) : method === 'PUT' ? b.put(path, body) : method === 'POST' ? b.post(path, body ?? {}) : b.del(path));
        const visitor = await call(as(null));
        expect(visitor.status, `${method} ${path}`).toBe(401);
        const user = await call(as(reader));
        expect(user.status, `${method} ${path}`).toBe(403);
        expect(user.body, `${method} ${path}`).toEqual({ status: 'error', errorMessage: 'You do not have permission to access the admin area.' });
      }
    });
  });

  describe('stories', () => {
    beforeAll(async () => {
      await seedAdminTables(db, { users: 3, stories: 21, prefix: 'st_' });
    });

    it('GET /admin/stories answers {stories} newest first with each row of spec 2 §3', async () => {
      // Story 5's second player played without an account; its third has not joined.
      await db.query(`update story_players set last_played_at = now() where story_id = 'st_s5' and slot = 'player2'`);
      const res = await as(admin).get('/admin/stories');
      expect(res.status).toBe(200);
      const { stories, total } = res.body.data as { stories: AdminStoryRow[]; total: number };
      expect(total).toBe(21);
      expect(stories.map((s) => s.id).slice(0, 3)).toEqual(['st_s1', 'st_s2', 'st_s3']);
      const byId = new Map(stories.map((s) => [s.id, s]));
      // Story 5: three slots (1 + 5 % 3), the second archived; turn 5; selection done (5 % 3 != 0).
      expect(byId.get('st_s5')).toMatchObject({
        title: 'Story number 5',
        error: false,
        playerCount: 3,
        // The players by name (issue 27): the account's username, a guest, one who has not joined.
        playerNames: ['st_reader3', 'Guest', 'Not joined yet'],
        playerStatusCounts: { active: 2, archived: 1, deleted: 0 },
        currentBeat: 5,
        maxTurns: 25,
        characterSelectionCompleted: true,
      });
      // Story 7 failed during setup: the error flag, no story data, maxTurns from its request.
      expect(byId.get('st_s7')).toMatchObject({ error: true, currentBeat: 0, maxTurns: 25, characterSelectionCompleted: false });
      // Story 11 has no title.
      expect(byId.get('st_s11')?.title).toBeNull();
    });

    it('takes ?limit and ?offset (an extension) and counts the whole table', async () => {
      const page = (await as(admin).get('/admin/stories?limit=5&offset=5')).body.data as { stories: AdminStoryRow[]; total: number };
      expect(page.stories.map((s) => s.id)).toEqual(['st_s6', 'st_s7', 'st_s8', 'st_s9', 'st_s10']);
      expect(page.total).toBe(21);
      const bad = await as(admin).get('/admin/stories?limit=0');
      expect(bad.status).toBe(400);
      expect(bad.body.status).toBe('invalid');
    });

    it('DELETE /admin/stories/{id} deletes the story with its players and pictures; deleting it again succeeds', async () => {
      const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
      await db.query(
        `insert into images (id, source, source_id, file_type, mime_type, status, bytes, byte_size, content_hash) values ('pic', 'story', 'st_s4', 'svg', 'image/svg+xml', 'ready', $1, $2, $3)`,
        [svg, svg.byteLength, 'a'.repeat(64)],
      );
      expect((await as(admin).del('/admin/stories/st_s4')).status).toBe(200);
      expect(await db.query(`select 1 from stories where id = 'st_s4'`)).toHaveLength(0);
      expect(await db.query(`select 1 from story_players where story_id = 'st_s4'`)).toHaveLength(0);
      expect(await db.query(`select 1 from images where source_id = 'st_s4'`)).toHaveLength(0);
      const again = await as(admin).del('/admin/stories/st_s4');
      expect(again.status).toBe(200);
      expect(again.body.status).toBe('success');
    });

    it('GET /admin/stories/{id} reads a played story as its player does: World, player, beats with options, choice and roll; 404 when missing (issue 27)', async () => {
      const worldId = `tpl_admin_read_${Date.now()}`;
      await makeWorld(db, { ...exampleTemplate(), id: worldId, title: 'The Fogbound Archive' }, admin.id);
      const template = (await as(reader).get(`/templates/full/${worldId}`)).body.data as Template;
      // The reader plays two turns offline and uploads them: a real story, replayed by the server.
      const { inputs, play } = await playOffline(template, 'admin-reads', { choices: 2 });
      const uploaded = await as(reader).post('/stories/offline', { code: 'ADMNREAD23', inputs, digests: play.digests });
      expect(uploaded.status, uploaded.text).toBe(200);

      const res = await as(admin).get(`/admin/stories/${inputs.storyId}`);
      expect(res.status, res.text).toBe(200);
      const { story } = res.body.data as { story: AdminStoryView };
      const played = play.story.players.player1!;
      expect(story).toMatchObject({ id: inputs.storyId, title: play.story.title, worldTitle: 'The Fogbound Archive', maxTurns: play.story.maxTurns });
      expect(story.players).toHaveLength(1);
      expect(story.players[0]).toMatchObject({ slot: 'player1', name: reader.username, character: played.name });
      expect(story.players[0]!.beats.map((b) => [b.turn, b.text, b.choice])).toEqual(played.beatHistory.map((b) => [b.turn, b.text, b.choice]));
      expect(story.players[0]!.beats[0]!.options.map((o) => o.text)).toEqual(played.beatHistory[0]!.options.map((o) => o.text));
      // A chosen beat carries its roll outcome; what players never see [V2] is not here either.
      expect(story.players[0]!.beats[0]!.resolution).toBe(played.beatHistory[0]!.resolution);
      expect(JSON.stringify(story)).not.toContain(play.story.plan.slice(0, 40) || 'no plan');

      expect((await as(reader).get(`/admin/stories/${inputs.storyId}`)).status).toBe(403);
      expect((await as(null).get(`/admin/stories/${inputs.storyId}`)).status).toBe(401);
      const missing = await as(admin).get('/admin/stories/story_not_there');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ status: 'error', errorMessage: 'No story with that id. It may have been deleted.' });
    });
  });

  describe('users', () => {
    it('GET /admin/users answers {users} newest first with permissions and how many Worlds each created', async () => {
      const fresh = await makeUser(db);
      await makeWorld(db, { ...exampleTemplate(), id: 'tpl_users_list' }, fresh.id);
      const { users, total } = (await as(admin).get('/admin/users')).body.data as { users: AdminUserRow[]; total: number };
      expect(total).toBe(users.length);
      expect(users[0]).toMatchObject({ id: fresh.id, username: fresh.username, permissions: ['templates_create'], worldCount: 1, roleId: null, lastLoginAt: null });
      expect(users.find((u) => u.id === admin.id)?.roleId).toBe('role_admin');
    });

    it('grants and revokes templates_images and templates_create; the user has them on the next request', async () => {
      const u = await makeUser(db);
      const grant = await as(admin).put(`/admin/users/${u.id}/permissions`, { permission: 'templates_images', granted: true });
      expect(grant.status).toBe(200);
      expect((grant.body.data as { user: AdminUserRow }).user.permissions).toEqual(['templates_create', 'templates_images']);
      // Granting twice keeps one.
      await as(admin).put(`/admin/users/${u.id}/permissions`, { permission: 'templates_images', granted: true });
      expect((await as(u).get('/auth/me')).body.data.user.permissions).toEqual(['templates_create', 'templates_images']);
      await as(admin).put(`/admin/users/${u.id}/permissions`, { permission: 'templates_create', granted: false });
      expect((await as(u).get('/auth/me')).body.data.user.permissions).toEqual(['templates_images']);
      // Without templates_create the user can no longer create Worlds.
      expect((await as(u).post('/templates', { template: { title: 'No' } })).status).toBe(403);

      expect((await as(admin).put('/admin/users/nobody/permissions', { permission: 'templates_images', granted: true })).status).toBe(404);
      const bad = await as(admin).put(`/admin/users/${u.id}/permissions`, { permission: 'role_admin', granted: true });
      expect(bad.status).toBe(400);
      expect(bad.body.status).toBe('invalid');
    });

    it('an admin makes a password reset link (issue 27): it sets a new password once, within the hour', async () => {
      const u = await makeUser(db);
      const made = await as(admin).post(`/admin/users/${u.id}/reset-link`, {});
      expect(made.status).toBe(200);
      const { url, expiresAt } = made.body.data as { url: string; expiresAt: string };
      const link = new URL(url);
      expect(link.pathname).toBe('/users/reset-password');
      const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(58);
      expect(minutes).toBeLessThanOrEqual(60);
      const token = link.searchParams.get('token');
      const first = await as(null).post('/auth/password/reset', { token, password: 'Lantern-key-42' });
      expect(first.status).toBe(200);
      expect(first.body.data.user.username).toBe(u.username);
      const second = await as(null).post('/auth/password/reset', { token, password: 'Lantern-key-43' });
      expect(second.body).toMatchObject({ status: 'invalid', errorMessage: RESET_LINK_INVALID_MESSAGE });
      const login = await as(null).post('/auth/login', { email: `${u.username}@example.test`, password: 'Lantern-key-42', rememberMe: false });
      expect(login.status).toBe(200);
      expect((await as(admin).post('/admin/users/nobody/reset-link', {})).status).toBe(404);
    });

    it('DELETE /admin/users/{id} removes the user and their data, hands their Worlds to the admin, keeps shared stories', async () => {
      const gone = await makeUser(db);
      const friend = await makeUser(db);
      await makeWorld(db, { ...exampleTemplate(), id: 'tpl_gone_1' }, gone.id);
      await makeWorld(db, { ...exampleTemplate(), id: 'tpl_gone_2' }, gone.id, [admin.id]);
      await makeWorld(db, { ...exampleTemplate(), id: 'tpl_friend' }, friend.id, [gone.id]);
      // A story only they played, one shared with a friend, one whose other slot was played by code.
      await db.query(
        `insert into stories (id, creator_id, title, status, request) values
           ('del_alone', $1, 'Alone', 'ready', '{}'), ('del_shared', $1, 'Shared', 'ready', '{}'), ('del_code', $2, 'By code', 'ready', '{}')`,
        [gone.id, friend.id],
      );
      await db.query(
        `insert into story_players (story_id, slot, code, user_id, last_played_at) values
           ('del_alone', 'player1', 'DA1', $1, now()), ('del_alone', 'player2', 'DA2', null, null),
           ('del_shared', 'player1', 'DS1', $1, now()), ('del_shared', 'player2', 'DS2', $2, now()),
           ('del_code', 'player1', 'DC1', $1, now()), ('del_code', 'player2', 'DC2', null, now())`,
        [gone.id, friend.id],
      );
      await db.query(`insert into feedback (id, type, comment, user_id) values ('fb_gone', 'general', 'Bye', $1)`, [gone.id]);
      expect((await as(gone).get('/auth/me')).body.data.user?.id).toBe(gone.id);

      const res = await as(admin).del(`/admin/users/${gone.id}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ worldsTransferred: 2, storiesDeleted: 1 });
      expect(await db.query('select 1 from users where id = $1', [gone.id])).toHaveLength(0);
      // Their session is gone: the next request is a visitor's.
      expect((await as(gone).get('/auth/me')).body.data.user).toBeNull();
      const worlds = await db.query<{ id: string; creator_id: string }>(`select id, creator_id from templates where id like 'tpl_gone_%' order by id`);
      expect(worlds).toEqual([
        { id: 'tpl_gone_1', creator_id: admin.id },
        { id: 'tpl_gone_2', creator_id: admin.id },
      ]);
      // The admin, now the creator, is no longer listed as a co-author; the user left the friend's World.
      expect(await db.query(`select user_id from template_coauthors where template_id in ('tpl_gone_2', 'tpl_friend')`)).toEqual([]);
      expect((await db.query<{ id: string }>(`select id from stories where id like 'del_%' order by id`)).map((r) => r.id)).toEqual(['del_code', 'del_shared']);
      expect(await db.query(`select user_id from story_players where story_id = 'del_shared' order by slot`)).toEqual([{ user_id: null }, { user_id: friend.id }]);
      const feedback = (await as(admin).get('/admin/feedback')).body.data.feedback as Feedback[];
      expect(feedback.find((f) => f.id === 'fb_gone')).toMatchObject({ username: null, comment: 'Bye' });

      const again = await as(admin).del(`/admin/users/${gone.id}`);
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual({ worldsTransferred: 0, storiesDeleted: 0 });
    });

    it('an admin cannot delete themselves', async () => {
      const res = await as(admin).del(`/admin/users/${admin.id}`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ status: 'error', errorMessage: DELETE_SELF_MESSAGE });
      expect(await db.query('select 1 from users where id = $1', [admin.id])).toHaveLength(1);
    });
  });

  describe('feedback', () => {
    it('GET /admin/feedback answers every submission newest first with its author; DELETE is idempotent', async () => {
      const author = await makeUser(db);
      await as(author).post('/feedback/submit', { type: 'issue', rating: 'negative', comment: 'The map would not load.', storyTitle: 'A Long Walk' });
      await as(null).post('/feedback/submit', { type: 'suggestion', comment: 'More dragons.' });
      const { feedback } = (await as(admin).get('/admin/feedback')).body.data as { feedback: Feedback[] };
      expect(feedback[0]).toMatchObject({ type: 'suggestion', rating: null, comment: 'More dragons.', username: null, storyTitle: null });
      expect(feedback[1]).toMatchObject({ type: 'issue', rating: 'negative', comment: 'The map would not load.', username: author.username, storyTitle: 'A Long Walk' });
      const id = feedback[0]!.id;
      expect((await as(admin).del(`/admin/feedback/${id}`)).status).toBe(200);
      expect(((await as(admin).get('/admin/feedback')).body.data as { feedback: Feedback[] }).feedback.map((f) => f.id)).not.toContain(id);
      expect((await as(admin).del(`/admin/feedback/${id}`)).status).toBe(200);
    });
  });

  describe('templates API', () => {
    let creator: TestUser;
    let coauthor: TestUser;
    beforeAll(async () => {
      [creator, coauthor] = await Promise.all([makeUser(db), makeUser(db)]);
      await makeWorld(db, { ...exampleTemplate(), id: 'tpl_put', title: 'Before', publicationStatus: 'Draft' }, creator.id, [coauthor.id]);
      for (const [id, order] of [['tpl_c1', 1], ['tpl_c2', 2], ['tpl_c3', 3]] as const) {
        await makeWorld(db, { ...exampleTemplate(), id, title: id, publicationStatus: 'Published', showOnWelcomeScreen: true, order }, creator.id);
      }
    });
    const row = async (id: string) =>
      (await db.query<{ title: string; sort_order: number; publication_status: string; data: Record<string, unknown> }>('select title, sort_order, publication_status, data from templates where id = $1', [id]))[0]!;
    // A PUT also writes the World's doc, whose materialisation into the row follows asynchronously
    // (and may be one still in flight from an earlier write): read the row once it caught up.
    const settled = async (id: string) => {
      await waitFor(async () => !(await worldsBehindTheirRow(db)).includes(id), 10_000, `World ${id} materialised`);
      return row(id);
    };

    it('GET /templates lists every World with its creator for admins; GET /templates/user/{userId} one user’s', async () => {
      const all = (await as(admin).get('/templates')).body.data.templates as TemplateMetadata[];
      expect(all.find((t) => t.id === 'tpl_put')).toMatchObject({ title: 'Before', creatorId: creator.id, creatorUsername: creator.username });
      const mine = (await as(admin).get(`/templates/user/${coauthor.id}`)).body.data.templates as { id: string; role: string }[];
      expect(mine).toEqual([expect.objectContaining({ id: 'tpl_put', role: 'coauthor' })]);
      expect((await as(admin).get('/templates/user/nobody')).status).toBe(404);
    });

    it('PUT /templates/{id} with {id, template} changes only the fields sent', async () => {
      const before = await row('tpl_put');
      const res = await as(coauthor).put('/templates/tpl_put', { id: 'tpl_put', template: { title: 'After', guidelines: { ...(before.data.guidelines as object), rules: ['No magic'] } } });
      expect(res.status).toBe(200);
      expect(res.body.data.template).toMatchObject({ title: 'After', teaser: before.data.teaser, creatorUsername: creator.username });
      const after = await settled('tpl_put');
      expect(after.title).toBe('After');
      expect((after.data.guidelines as { rules: string[] }).rules).toEqual(['No magic']);
      expect(after.data.storyElements).toEqual(before.data.storyElements);
      expect(Date.parse(after.data.updatedAt as string)).toBeGreaterThan(Date.parse(before.data.updatedAt as string));
    });

    it('PUT /templates/{id} takes a full template as the body', async () => {
      const full = (await as(creator).get('/templates/full/tpl_put')).body.data as Record<string, unknown>;
      const res = await as(creator).put('/templates/tpl_put', { ...full, teaser: 'A whole new teaser.', publicationStatus: 'Review' });
      expect(res.status).toBe(200);
      expect(await settled('tpl_put')).toMatchObject({ publication_status: 'Review', data: expect.objectContaining({ teaser: 'A whole new teaser.', title: 'After' }) });
    });

    it('only admins publish, show on the welcome screen or set the order (server-enforced)', async () => {
      for (const [template, message] of [
        [{ publicationStatus: 'Published' }, 'Only admins can publish a World.'],
        [{ showOnWelcomeScreen: true }, 'Only admins can choose the Worlds shown on the welcome screen.'],
        [{ order: 1 }, 'Only admins can set the order of the welcome screen carousel.'],
      ] as const) {
        const res = await as(creator).put('/templates/tpl_put', { template });
        expect(res.status).toBe(403);
        expect(res.body.errorMessage).toBe(message);
      }
      expect(await settled('tpl_put')).toMatchObject({ publication_status: 'Review', sort_order: 999 });
      const res = await as(admin).put('/templates/tpl_put', { id: 'tpl_put', template: { publicationStatus: 'Published', showOnWelcomeScreen: true, order: 4 } });
      expect(res.status).toBe(200);
      expect(await settled('tpl_put')).toMatchObject({ publication_status: 'Published', sort_order: 4 });
      // Sending the values it already has is no change: a creator's full save of a published World passes.
      expect((await as(creator).put('/templates/tpl_put', { template: { publicationStatus: 'Published', showOnWelcomeScreen: true, order: 4, teaser: 'Kept' } })).status).toBe(200);
    });

    it('a PUT that fails validation answers invalid with the zod issues and writes nothing', async () => {
      const before = await settled('tpl_put');
      const bad = await as(admin).put('/templates/tpl_put', { template: { playerCountMin: 4, playerCountMax: 2 } });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ status: 'invalid', issues: [{ path: 'template.playerCountMin', message: 'playerCountMin must not exceed playerCountMax' }] });
      const wrongType = await as(admin).put('/templates/tpl_put', { template: { title: 42 } });
      expect(wrongType.status).toBe(400);
      expect((wrongType.body as unknown as { issues: { path: string }[] }).issues[0]?.path).toBe('template.title');
      const duplicateStats = await as(admin).put('/templates/tpl_put', {
        template: { statGroups: ['Body'], sharedStats: [{ id: 'shared_x', name: 'X', type: 'percentage', group: 'Body' }, { id: 'shared_x', name: 'Y', type: 'percentage', group: 'Body' }] },
      });
      expect(duplicateStats.status).toBe(400);
      expect(duplicateStats.body.status).toBe('invalid');
      expect(await settled('tpl_put')).toEqual(before);
    });

    it('PUT answers 404 for an unknown World, 400 for an id that is not the URL’s, 403 for a non-editor, 401 for a visitor', async () => {
      expect((await as(admin).put('/templates/nope', { template: { title: 'X' } })).status).toBe(404);
      expect((await as(admin).put('/templates/tpl_put', { id: 'other', template: { title: 'X' } })).status).toBe(400);
      const stranger = await as(reader).put('/templates/tpl_put', { template: { title: 'X' } });
      expect(stranger.status).toBe(403);
      expect(stranger.body.errorMessage).toBe("You don't have permission to edit templates.");
      expect((await as(null).put('/templates/tpl_put', { template: { title: 'X' } })).status).toBe(401);
    });

    it('PUT /admin/carousel/order writes the new orders in one transaction; an unknown id writes nothing', async () => {
      const res = await as(admin).put('/admin/carousel/order', { templates: [{ id: 'tpl_c3', template: { order: 1 } }, { id: 'tpl_c1', template: { order: 3 } }] });
      expect(res.status).toBe(200);
      expect((res.body.data.templates as TemplateMetadata[]).map((t) => [t.id, t.order])).toEqual([['tpl_c3', 1], ['tpl_c1', 3]]);
      const welcome = (await as(null).get('/templates/published?forWelcomeScreen=true')).body.data.templates as TemplateMetadata[];
      expect(welcome.filter((t) => t.id.startsWith('tpl_c')).map((t) => t.id)).toEqual(['tpl_c3', 'tpl_c2', 'tpl_c1']);
      expect((await settled('tpl_c3')).data.order).toBe(1);

      const bad = await as(admin).put('/admin/carousel/order', { templates: [{ id: 'tpl_c2', template: { order: 9 } }, { id: 'nope', template: { order: 1 } }] });
      expect(bad.status).toBe(404);
      expect((await settled('tpl_c2')).sort_order).toBe(2);
      const invalid = await as(admin).put('/admin/carousel/order', { templates: [{ id: 'tpl_c2', template: { order: -1 } }] });
      expect(invalid.status).toBe(400);
      expect(invalid.body.status).toBe('invalid');
    });
  });
});
