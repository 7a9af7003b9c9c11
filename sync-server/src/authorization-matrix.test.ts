import { createProceduralNarrator } from '@engine';
import type { Template, TemplateMetadata } from '@schemas';
import { playOffline } from '../../engine/testing/index';
import { beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../testing/test-db';
import { ensureAdmin } from './auth/bootstrap-admin';
import type { Db } from './db/db';
import { storeImage } from './images/image-repo';
import { checkPicture } from './images/picture-bytes';
import { seedWorldPictures } from './images/seed-pictures';
import { loadSeedWorlds } from './seeds/load-seeds';
import { pngBytes } from '../testing/test-pictures';
import { StoryCache } from './stories/story-cache';
import { storySetupJob } from './stories/story-jobs';
import { browser, testApp } from '../testing/test-app';
import { blobOf, templateJson, zipOf } from '../testing/zip-fixtures';
import { exampleTemplate } from '../../schemas/testing/examples';

// Issue 'Accounts' security: every route of the API, walked as a visitor, a signed-in user, the
// creator of the resources involved, and an admin. A new route without a row here fails the
// coverage test at the bottom.
type Role = 'visitor' | 'user' | 'creator' | 'admin';
const ROLES: Role[] = ['visitor', 'user', 'creator', 'admin'];
type Browser = ReturnType<typeof browser>;

describe('authorisation matrix', () => {
  let db: Db;
  let app: ReturnType<typeof testApp>;
  const as = {} as Record<Role, Browser>;
  const ids = { user: '', creator: '' };
  let published: TemplateMetadata;
  let draftId = '';
  let storyId = '';
  let pictureDraftId = '';
  let worldZip: Uint8Array;
  let classId = '';

  const newDraft = async (): Promise<string> => {
    const r = await as.creator.post('/templates', { template: { title: 'A private draft' } });
    return (r.body.data as { template: { id: string } }).template.id;
  };

  beforeAll(async () => {
    db = await openTestDb('pglite');
    await loadSeedWorlds(db, new Date());
    app = testApp(db);
    await ensureAdmin(db, { email: 'root@example.org', username: 'root', password: 'Root-pass-1' });
    for (const role of ROLES) as[role] = browser(app);
    for (const role of ['user', 'creator'] as const) {
      const r = await as[role].post('/auth/register', { email: `${role}@example.org`, username: role, password: 'Matrix-pass-1' });
      ids[role] = (r.body.data as { user: { id: string } }).user.id;
      await as[role].post('/auth/login', { email: `${role}@example.org`, password: 'Matrix-pass-1' });
    }
    await as.admin.post('/auth/login', { email: 'root@example.org', password: 'Root-pass-1' });
    await seedWorldPictures(db);
    // The creator may generate images (templates_images); the plain user may not.
    await db.query(`update users set permissions = array['templates_create', 'templates_images'] where id = $1`, [ids.creator]);
    const pictureDraft = await as.creator.post('/templates', { template: { title: 'A World with pictures', storyElements: [{ id: 'el_tower', name: 'The Tower', appearance: 'A white stone tower' }] } });
    pictureDraftId = (pictureDraft.body.data as { template: { id: string } }).template.id;
    worldZip = await zipOf({ 'template.json': templateJson({ ...exampleTemplate(), id: 'tpl_matrix_zip', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }) });
    published = ((await as.visitor.get('/templates/published')).body.data as { templates: TemplateMetadata[] }).templates[0]!;
    draftId = await newDraft();
    const story = await as.creator.post('/stories/template', {
      templateId: published.id,
      playerCount: published.playerCountMin,
      maxTurns: published.maxTurnsMin,
      difficultyLevel: { modifier: 0, title: 'Balanced' },
    });
    storyId = (story.body.data as { storyId: string }).storyId;
    const png = checkPicture({ bytes: pngBytes(), fileType: 'png', mimeType: 'image/png' });
    await storeImage(db, { source: 'story', sourceId: storyId, subDirectory: '', id: 'img-1' }, png, 'A picture');
    await storeImage(db, { source: 'story', sourceId: storyId, subDirectory: 'players', id: 'player1_0' }, png, 'A portrait');
    // The route tests run no job runner: set the story up as its job would.
    await storySetupJob({ db, cache: new StoryCache(), narrator: createProceduralNarrator() })({ id: `setup:${storyId}`, kind: 'story_setup', storyId, payload: {}, attempts: 1 });
    // A class of the creator's (issue 33), its story set up too.
    classId = await newClass();
    const [classStory] = (await as.creator.get(`/classes/${classId}`)).body.data.class.learners as { storyId: string }[];
    await storySetupJob({ db, cache: new StoryCache(), narrator: createProceduralNarrator() })({ id: `setup:${classStory!.storyId}`, kind: 'story_setup', storyId: classStory!.storyId, payload: {}, attempts: 1 });
  });

  const classBody = () => ({
    templateId: published.id,
    groups: [published.playerCountMin],
    maxTurns: published.maxTurnsMin,
    difficultyLevel: published.difficultyLevels.find((l) => l.modifier === 0) ?? published.difficultyLevels[0]!,
  });
  const newClass = async (): Promise<string> => ((await as.creator.post('/classes', classBody())).body.data as { class: { id: string } }).class.id;

  // `path`: a GET's concrete path when it has parameters besides `:id` (the pictures').
  type Row = { route: string; call: (b: Browser, role: Role) => Promise<{ status: number }>; expect: Record<Role, number>; path?: () => string };
  const all = (status: number): Record<Role, number> => ({ visitor: status, user: status, creator: status, admin: status });
  const signedIn = (status: number): Record<Role, number> => ({ visitor: 401, user: status, creator: status, admin: status });
  const editors = (status: number): Record<Role, number> => ({ visitor: 401, user: 403, creator: status, admin: status });
  const adminOnly = (status: number): Record<Role, number> => ({ visitor: 401, user: 403, creator: 403, admin: status });

  const rows: Row[] = [
    { route: 'GET /health', call: (b) => b.get('/health'), expect: all(200) },
    { route: 'GET /templates/published', call: (b) => b.get('/templates/published'), expect: all(200) },
    { route: 'GET /templates/:id', call: (b) => b.get(`/templates/${draftId}`), expect: editors(200) },
    { route: 'GET /templates/full/:id', call: (b) => b.get(`/templates/full/${draftId}`), expect: editors(200) },
    { route: 'GET /templates/full', call: (b) => b.get('/templates/full'), expect: all(400) },
    { route: 'GET /templates/full/', call: (b) => b.get('/templates/full/'), expect: all(400) },
    { route: 'GET /templates/user', call: (b) => b.get('/templates/user'), expect: signedIn(200) },
    { route: 'POST /templates', call: (b) => b.post('/templates', { template: { title: 'Mine' } }), expect: signedIn(200) },
    {
      route: 'DELETE /templates/:id',
      call: async (b) => b.del(`/templates/${await newDraft()}`),
      expect: { visitor: 401, user: 403, creator: 200, admin: 200 },
    },
    // The Worldbuilding Assistant: holders of templates_create (every account by default) and admins; iterating needs edit access.
    { route: 'POST /templates/generate', call: (b) => b.post('/templates/generate', { prompt: 'A harbour town that forgets one thing every night', playerCount: 1, maxTurns: 10, gameMode: 'Cooperative' }), expect: signedIn(200) },
    {
      route: 'POST /templates/:id/iterate',
      call: (b) => b.post(`/templates/${draftId}/iterate`, { templateId: draftId, feedback: 'Darker, with a smuggler', sections: ['guidelines'], gameMode: 'Cooperative', playerCount: 1, maxTurns: 20 }),
      expect: editors(200),
    },
    { route: 'GET /templates/:id/coauthors', call: (b) => b.get(`/templates/${draftId}/coauthors`), expect: editors(200) },
    { route: 'POST /templates/:id/coauthors', call: (b) => b.post(`/templates/${draftId}/coauthors`, { handle: 'admin-invitee' }), expect: editors(404) },
    {
      route: 'DELETE /templates/:id/coauthors/:userId',
      call: async (b) => {
        await as.creator.post(`/templates/${draftId}/coauthors`, { handle: 'user' });
        return b.del(`/templates/${draftId}/coauthors/${ids.user}`);
      },
      // The user is the co-author being removed: leaving on one's own is allowed.
      expect: { visitor: 401, user: 200, creator: 200, admin: 200 },
    },
    {
      route: 'DELETE /templates/:id/invitations/:invitationId',
      call: async (b, role) => {
        const invited = await as.creator.post(`/templates/${draftId}/coauthors`, { handle: `invitee-${role}@example.org` });
        return b.del(`/templates/${draftId}/invitations/${(invited.body.data as { invitation: { id: string } }).invitation.id}`);
      },
      expect: editors(200),
    },
    // The templates API of spec 2 §7 and the admin area (issue 16): admins only, but PUT for a World's editors.
    { route: 'GET /templates', call: (b) => b.get('/templates'), expect: adminOnly(200) },
    { route: 'GET /templates/user/:userId', call: (b) => b.get(`/templates/user/${ids.user}`), expect: adminOnly(200) },
    { route: 'PUT /templates/:id', call: (b) => b.put(`/templates/${draftId}`, { template: { teaser: 'Changed by the matrix' } }), expect: editors(200) },
    { route: 'GET /admin/stories', call: (b) => b.get('/admin/stories'), expect: adminOnly(200) },
    // One story read-only (issue 27): admins only.
    { route: 'GET /admin/stories/:id', call: (b) => b.get(`/admin/stories/${storyId}`), expect: adminOnly(200) },
    { route: 'DELETE /admin/stories/:id', call: (b) => b.del('/admin/stories/story_already_gone'), expect: adminOnly(200) },
    { route: 'GET /admin/users', call: (b) => b.get('/admin/users'), expect: adminOnly(200) },
    { route: 'DELETE /admin/users/:id', call: (b) => b.del('/admin/users/user_already_gone'), expect: adminOnly(200) },
    {
      route: 'PUT /admin/users/:id/permissions',
      call: (b) => b.put(`/admin/users/${ids.user}/permissions`, { permission: 'templates_create', granted: true }),
      expect: adminOnly(200),
    },
    // A password reset link for a user (issue 27): admins only.
    { route: 'POST /admin/users/:id/reset-link', call: (b) => b.post(`/admin/users/${ids.user}/reset-link`, {}), expect: adminOnly(200) },
    { route: 'GET /admin/feedback', call: (b) => b.get('/admin/feedback'), expect: adminOnly(200) },
    { route: 'DELETE /admin/feedback/:id', call: (b) => b.del('/admin/feedback/feedback_already_gone'), expect: adminOnly(200) },
    {
      route: 'PUT /admin/carousel/order',
      call: (b) => b.put('/admin/carousel/order', { templates: [{ id: published.id, template: { order: published.order } }] }),
      expect: adminOnly(200),
    },
    { route: 'POST /stories', call: (b) => b.post('/stories', { prompt: 'A heist in a library', playerCount: 1 }), expect: all(200) },
    {
      route: 'POST /stories/template',
      call: (b) => b.post('/stories/template', { templateId: draftId, playerCount: 1, maxTurns: 20, difficultyLevel: { modifier: 0, title: 'Balanced' } }),
      expect: editors(200),
    },
    {
      // A story played offline on a World the caller may read (the creator's draft): replayed and kept.
      route: 'POST /stories/offline',
      call: async (b, role) => {
        const template = (await as.creator.get(`/templates/full/${draftId}`)).body.data as Template;
        const { inputs, play } = await playOffline(template, `matrix-${role}`, { choices: 1 });
        return b.post('/stories/offline', { code: `MATR${'ABCDEF'[ROLES.indexOf(role)]}XYZ23`, inputs, digests: play.digests });
      },
      expect: editors(200),
    },
    { route: 'GET /stories/:id/status', call: (b) => b.get(`/stories/${storyId}/status`), expect: all(200) },
    {
      route: 'PUT /stories/status',
      call: (b) => b.put('/stories/status', { storyId, playerSlot: 'player1', status: 'active' }),
      // Only the slot's own player (or holder of its code): not even an admin acts for a player.
      expect: { visitor: 401, user: 403, creator: 200, admin: 403 },
    },
    { route: 'GET /users/stories/feed', call: (b) => b.get('/users/stories/feed'), expect: all(200) },
    {
      route: 'POST /auth/register',
      // Registering signs the new account in: a fresh browser per role keeps the roles' own sessions.
      call: (_b, role) => browser(app).post('/auth/register', { email: `new-${role}@example.org`, username: `new-${role}`, password: 'Fresh-pass-1' }),
      expect: all(200),
    },
    { route: 'POST /auth/login', call: (b) => b.post('/auth/login', { email: 'nobody@example.org', password: 'Wrong-pass-1' }), expect: all(401) },
    // A visitor gets a success with no user (not 401: no console error on every page).
    { route: 'GET /auth/me', call: (b) => b.get('/auth/me'), expect: all(200) },
    { route: 'POST /auth/password', call: (b) => b.post('/auth/password', { currentPassword: 'not-it', newPassword: 'Another-pass-2' }), expect: { visitor: 401, user: 403, creator: 403, admin: 403 } },
    // The same answer for every caller and e-mail (no account enumeration); an unknown link is invalid for everyone.
    { route: 'POST /auth/password/forgot', call: (b) => b.post('/auth/password/forgot', { email: 'user@example.org' }), expect: all(200) },
    { route: 'POST /auth/password/reset', call: (b) => b.post('/auth/password/reset', { token: 'x'.repeat(43), password: 'Reset-pass-1' }), expect: all(400) },
    { route: 'POST /feedback/submit', call: (b) => b.post('/feedback/submit', { type: 'general', comment: 'Nice' }), expect: all(200) },
    { route: 'POST /newsletter/subscribe', call: (b, role) => b.post('/newsletter/subscribe', { email: `news-${role}@example.org` }), expect: all(200) },
    { route: 'POST /analytics/pageview', call: (b) => b.post('/analytics/pageview', { path: '/library' }), expect: all(200) },
    // Pictures are fetched by <img>: public by their (unguessable) URL, like the story and World they belong to.
    {
      route: 'GET /images/templates/:sourceId/:subDirectory/:file',
      call: async () => app.request(`/images/templates/${published.id}/cover/cover.svg`),
      expect: all(200),
      path: () => `/images/templates/${published.id}/cover/cover.svg`,
    },
    { route: 'GET /images/stories/:sourceId/:file', call: async () => app.request(`/images/stories/${storyId}/img-1.png`), expect: all(200), path: () => `/images/stories/${storyId}/img-1.png` },
    {
      route: 'GET /images/stories/:sourceId/:subDirectory/:file',
      call: async () => app.request(`/images/stories/${storyId}/players/player1_0.png`),
      expect: all(200),
      path: () => `/images/stories/${storyId}/players/player1_0.png`,
    },
    // Only editors of the World who hold templates_images (or admins): the user has no permission.
    {
      route: 'POST /image-generation/template/cover',
      call: (b) => b.post('/image-generation/template/cover', { templateId: pictureDraftId, coverPrompt: 'A harbour at dawn' }),
      expect: { visitor: 401, user: 403, creator: 200, admin: 200 },
    },
    {
      route: 'POST /image-generation/template/element',
      call: (b) => b.post('/image-generation/template/element', { templateId: pictureDraftId, elementId: 'el_tower', appearance: 'The Tower\nA white stone tower' }),
      expect: { visitor: 401, user: 403, creator: 200, admin: 200 },
    },
    {
      route: 'POST /image-generation/template/player',
      call: (b) => b.post('/image-generation/template/player', { templateId: pictureDraftId, playerSlot: 'player1', identityIndex: 0, appearance: 'Ada, she/her. A red scarf' }),
      expect: { visitor: 401, user: 403, creator: 200, admin: 200 },
    },
    // One's own picture (issue 27): like generating one, editors of the World who hold templates_images (or admins).
    {
      route: 'POST /templates/:id/files',
      call: (b) => b.upload(`/templates/${pictureDraftId}/files?subdir=elements`, { file: new File([blobOf(pngBytes())], 'el_tower.png', { type: 'image/png' }) }),
      expect: { visitor: 401, user: 403, creator: 200, admin: 200 },
    },
    // Zip export: editors of the Worlds named (the user may not export the creator's draft). Import: anyone signed in with
    // templates_create (every new account); someone else's World id becomes a copy of the importer's own.
    { route: 'POST /templates/export', call: (b) => b.download('/templates/export', { templateIds: [draftId] }), expect: editors(200) },
    { route: 'POST /templates/import', call: (b) => b.upload('/templates/import', { zip: blobOf(worldZip) }), expect: signedIn(200) },
    { route: 'POST /templates/import-collection', call: (b) => b.upload('/templates/import-collection', { file: blobOf(worldZip) }), expect: signedIn(200) },
    // Classes (issue 33): any signed-in user makes their own; only the class's teacher (the creator here) and admins open one.
    { route: 'POST /classes', call: (b) => b.post('/classes', classBody()), expect: signedIn(200) },
    { route: 'GET /classes', call: (b) => b.get('/classes'), expect: signedIn(200) },
    { route: 'GET /classes/:id', call: (b) => b.get(`/classes/${classId}`), expect: editors(200), path: () => `/classes/${classId}` },
    { route: 'GET /classes/:id/board', call: (b) => b.get(`/classes/${classId}/board`), expect: editors(200), path: () => `/classes/${classId}/board` },
    {
      route: 'GET /classes/:id/learners/:learner/story',
      call: (b) => b.get(`/classes/${classId}/learners/1/story`),
      expect: editors(200),
      path: () => `/classes/${classId}/learners/1/story`,
    },
    { route: 'GET /classes/:id/report', call: (b) => b.get(`/classes/${classId}/report`), expect: editors(200), path: () => `/classes/${classId}/report` },
    {
      route: 'GET /classes/:id/report.csv',
      // An attachment, not JSON: read its status only.
      call: async (b) => app.request(`/classes/${classId}/report.csv`, { headers: { cookie: [...b.jar].map(([k, v]) => `${k}=${v}`).join('; ') } }),
      expect: editors(200),
      path: () => `/classes/${classId}/report.csv`,
    },
    { route: 'PUT /classes/:id/keep', call: (b) => b.put(`/classes/${classId}/keep`, { keep: true }), expect: editors(200) },
    { route: 'POST /classes/:id/end', call: async (b) => b.post(`/classes/${await newClass()}/end`), expect: editors(200) },
    { route: 'DELETE /classes/:id', call: async (b) => b.del(`/classes/${await newClass()}`), expect: editors(200) },
    {
      // Confirming an older World's import (issue 32.4): the token works for the account that uploaded it alone.
      route: 'POST /templates/import/confirm',
      call: async (b) => {
        const id = await newDraft();
        const older = await zipOf({ 'template.json': templateJson({ ...exampleTemplate(), id, createdAt: '2000-01-01T00:00:00.000Z', updatedAt: '2000-01-01T00:00:00.000Z' }) });
        const asked = await as.creator.upload('/templates/import', { zip: blobOf(older) });
        return b.post('/templates/import/confirm', { token: (asked.body.data as { confirmationToken: string }).confirmationToken });
      },
      expect: { visitor: 401, user: 400, creator: 200, admin: 400 },
    },
    {
      // Accepting a co-author invitation's link (issue 26.2): anyone signed in who holds it, but not the World's creator.
      route: 'POST /invitations/accept',
      call: async (b, role) => {
        const invited = await as.creator.post(`/templates/${draftId}/coauthors`, { handle: `acceptor-${role}@example.org` });
        const token = new URL((invited.body.data as { link: string }).link).searchParams.get('token')!;
        return b.post('/invitations/accept', { token });
      },
      expect: { visitor: 401, user: 200, creator: 400, admin: 200 },
    },
    // Last: it signs everyone out.
    { route: 'POST /auth/logout', call: (b) => b.post('/auth/logout'), expect: all(200) },
  ];

  for (const row of rows) {
    it(`${row.route}: ${ROLES.map((r) => `${r} ${row.expect[r]}`).join(', ')}`, async () => {
      const got: Record<string, number> = {};
      for (const role of ROLES) got[role] = (await row.call(as[role], role)).status;
      expect(got).toEqual(row.expect);
    });
  }

  it('refuses every non-GET without the CSRF token, whoever calls', async () => {
    for (const row of rows.filter((r) => !r.route.startsWith('GET'))) {
      const [method, path] = row.route.split(' ') as [string, string];
      const res = await app.request(path.replace(':id', draftId).replace(':userId', ids.user), {
        method,
        headers: { accept: 'application/json', 'content-type': 'application/json', cookie: 'XSRF-TOKEN=a' },
        body: '{}',
      });
      expect(res.status, row.route).toBe(403);
    }
  });

  it('answers every GET without a requestId as it does with one (curl, link previews, caches)', async () => {
    for (const row of rows.filter((r) => r.route.startsWith('GET'))) {
      const path = row.path?.() ?? row.route.slice('GET '.length).replace(':id', row.route.includes('/stories/') ? storyId : draftId);
      const bare = await app.request(path, { headers: { accept: 'application/json' } });
      expect(bare.status, row.route).toBe(row.expect.visitor);
    }
  });

  it('covers every route of the API', () => {
    const covered = new Set(rows.map((r) => r.route));
    const routes = new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`));
    expect([...routes].filter((r) => !covered.has(r))).toEqual([]);
  });
});
