// Issue 33 over a real server: a class created in one request (one transaction, idempotent per
// caller), the board live over the game socket (states, names, presence), only for its teacher and
// admins, the report and CSV, ending (stories read-only, learners told) and deleting.
import { randomUUID } from 'node:crypto';
import { STORY_CLOSED_MESSAGE } from '@engine';
import { classReportSchema, type ClassDetail, type TemplateMetadata } from '@schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BoardWatcher, createTestClass } from '../../testing/class-kit';
import { makeUser, type TestUser } from '../../testing/collab-kit';
import type { GameClient } from '../../testing/game-client';
import { awaitingChoice, joinWithCode, waitForStatus } from '../../testing/play-over-socket';
import { forEachEngine } from '../../testing/test-db';
import { apiCaller, startTestServer } from '../../testing/test-server';
import type { Db } from '../db/db';
import { REQUEST_ID_REUSED } from '../stories/idempotency';
import type { ServerHandle } from '../server';

forEachEngine('classes (issue 33)', ({ open }) => {
  let db: Db;
  let server: ServerHandle;
  let teacher: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let asTeacher: ReturnType<typeof apiCaller>;
  let river: TemplateMetadata;
  let crossing: TemplateMetadata;
  const sockets: (GameClient | BoardWatcher)[] = [];

  beforeAll(async () => {
    db = await open();
    server = await startTestServer(db, { env: { SEED_WORLDS: 'true' } });
    [teacher, other, admin] = [await makeUser(db), await makeUser(db), await makeUser(db, { admin: true })];
    asTeacher = apiCaller(server.url, teacher.cookie);
    const templates = ((await asTeacher.get('/templates/published')).body.data as { templates: TemplateMetadata[] }).templates;
    river = templates.find((t) => t.title === 'What the River Knows')!;
    crossing = templates.find((t) => t.title === 'The Ninety-Minute Crossing')!;
  }, 60_000);
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await server.close();
  });

  const storiesOf = (c: ClassDetail) => [...new Set(c.learners.map((l) => l.storyId))];
  const join = async (code: string) => {
    const c = await joinWithCode(server.url, code);
    sockets.push(c);
    return c;
  };
  const watch = async (classId: string, cookie: string | undefined = teacher.cookie) => {
    const w = await BoardWatcher.open(server.url, cookie, classId);
    sockets.push(w);
    return w;
  };
  const readyAll = (c: ClassDetail) => Promise.all(storiesOf(c).map((id) => waitForStatus(asTeacher, id, 'ready')));

  it('creates one story per group in one request: a solo learner and two pairs are 3 stories and learners 1-5', async () => {
    const cls = await createTestClass(asTeacher, river, [1, 2, 2], { title: 'Year 5 Blue' });
    expect(cls.title).toBe('Year 5 Blue');
    expect(cls.worldTitle).toBe('What the River Knows');
    expect(cls.learners.map((l) => [l.learner, l.group, l.slot])).toEqual([
      [1, 1, 'player1'],
      [2, 2, 'player1'],
      [3, 2, 'player2'],
      [4, 3, 'player1'],
      [5, 3, 'player2'],
    ]);
    expect(storiesOf(cls)).toHaveLength(3);
    expect(new Set(cls.learners.map((l) => l.code)).size).toBe(5);
    // Every card's code opens its own slot: no slot is the teacher's.
    const joined = await join(cls.learners[2]!.code);
    expect(joined.state?.playerSlot).toBe('player2');
    await readyAll(cls);
  });

  it('answers a retried request with the same class; the same requestId with another body is refused; another teacher’s is their own', async () => {
    const body = { templateId: river.id, groups: [2, 2], maxTurns: river.maxTurnsMin, difficultyLevel: { modifier: 0, title: 'Balanced' }, requestId: randomUUID() };
    const first = await asTeacher.post('/classes', body);
    const again = await asTeacher.post('/classes', body);
    expect(again.body).toEqual(first.body);
    const reused = await asTeacher.post('/classes', { ...body, groups: [1] });
    expect(reused.status).toBe(400);
    expect(reused.body.errorMessage).toBe(REQUEST_ID_REUSED);
    const theirs = await apiCaller(server.url, other.cookie).post('/classes', body);
    expect((theirs.body.data as { class: ClassDetail }).class.id).not.toBe((first.body.data as { class: ClassDetail }).class.id);
  });

  it('creates nothing when one group does not fit the World: the whole class is one transaction', async () => {
    const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from stories'))[0]!.n;
    const before = await count();
    const r = await asTeacher.post('/classes', { templateId: crossing.id, groups: [2, 3], maxTurns: crossing.maxTurnsMin, difficultyLevel: { modifier: 0, title: 'Balanced' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ status: 'invalid', errorMessage: 'Groups of this World have 1 to 2 learners.' });
    const turns = await asTeacher.post('/classes', { templateId: river.id, groups: [1], maxTurns: 50, difficultyLevel: { modifier: 0, title: 'Balanced' } });
    expect(turns.body.errorMessage).toBe("This World's stories last 15 to 25 turns.");
    expect(await count()).toBe(before);
  });

  it('shows the board only to the teacher and admins, over HTTP and the socket', async () => {
    const cls = await createTestClass(asTeacher, river, [1]);
    expect((await apiCaller(server.url).get(`/classes/${cls.id}/board`)).status).toBe(401);
    expect((await apiCaller(server.url, other.cookie).get(`/classes/${cls.id}/board`)).status).toBe(403);
    expect((await apiCaller(server.url, admin.cookie).get(`/classes/${cls.id}/board`)).status).toBe(200);
    await expect(watch(cls.id, other.cookie)).rejects.toThrow('watch_class refused');
    await expect(BoardWatcher.open(server.url, undefined, cls.id)).rejects.toThrow('watch_class refused');
    const w = await watch(cls.id, admin.cookie);
    expect(w.tiles.size).toBe(1);
    // Another teacher's list does not show it.
    const theirs = (await apiCaller(server.url, other.cookie).get('/classes')).body.data as { classes: { id: string }[] };
    expect(theirs.classes.map((c) => c.id)).not.toContain(cls.id);
  });

  it('follows each learner live: joining (online, with the name they give), choosing, waiting for the group, leaving (offline, last seen)', async () => {
    const cls = await createTestClass(asTeacher, river, [1, 2]);
    await readyAll(cls);
    const board = await watch(cls.id);
    expect([...board.tiles.values()].map((t) => [t.learner, t.phase, t.online, t.name])).toEqual([
      [1, 'character', false, null],
      [2, 'character', false, null],
      [3, 'character', false, null],
    ]);
    const solo = await join(cls.learners[0]!.code);
    await board.until((b) => b.tile(1).online, 10_000, 'learner 1 online');
    expect(solo.state?.playerSlot).toBe('player1');
    // The join reply names the learner's place in the class.
    const joined = solo.received.find((m) => (m as { type?: string }).type === 'verify_code_response') as { data: { learner?: unknown } };
    expect(joined.data.learner).toEqual({ number: 1, name: null });

    const r = await solo.request('select_character', { identityIndex: 0, backgroundIndex: 1, learnerName: '  Ada  ' });
    expect(r.status).toBe('success');
    await board.until((b) => b.tile(1).name === 'Ada' && b.tile(1).phase === 'choosing', 20_000, 'Ada choosing');
    expect(board.tile(1).beat).toBe(1);

    const pairA = await join(cls.learners[1]!.code);
    const pairB = await join(cls.learners[2]!.code);
    await pairA.request('select_character', { identityIndex: 0, backgroundIndex: 0 });
    await board.until((b) => b.tile(2).phase === 'waiting_for_group', 10_000, 'learner 2 waits for the group');
    await pairB.request('select_character', { identityIndex: 1, backgroundIndex: 1 });
    await pairA.waitFor(awaitingChoice, 20_000, 'first beat');
    await pairA.request('make_choice', { optionIndex: 0, turn: 1 });
    await board.until((b) => b.tile(2).phase === 'waiting_for_group' && b.tile(3).phase === 'choosing', 10_000, 'learner 2 waits on learner 3');
    // No story text reaches the board: only where each learner stands.
    const text = JSON.stringify([...board.tiles.values()]);
    expect(text).not.toContain(pairA.latestBeat()!.title);

    await pairB.close();
    await board.until((b) => !b.tile(3).online, 10_000, 'learner 3 offline');
    expect(board.tile(3).lastSeenAt).not.toBeNull();
    expect(board.tile(2).online).toBe(true);
  });

  it('ends a class: its stories become read-only, learners are told at once and a choice is refused with the reason', async () => {
    const cls = await createTestClass(asTeacher, river, [1]);
    await readyAll(cls);
    const learner = await join(cls.learners[0]!.code);
    await learner.request('select_character', { identityIndex: 0, backgroundIndex: 0 });
    await learner.waitFor(awaitingChoice, 20_000, 'first beat');
    const board = await watch(cls.id);
    const ended = await asTeacher.post(`/classes/${cls.id}/end`, {});
    expect((ended.body.data as { class: ClassDetail }).class.endedAt).not.toBeNull();
    await learner.waitFor((c) => c.state?.closed === true && c.state.gameOver, 10_000, 'closed state');
    const refused = await learner.request('make_choice', { optionIndex: 0, turn: learner.latestBeat()!.turn });
    expect(refused).toMatchObject({ status: 'invalid', errorMessage: STORY_CLOSED_MESSAGE });
    await board.until((b) => b.endedAt !== null && b.tile(1).phase === 'ended', 10_000, 'board shows the end');
    // Ending twice changes nothing.
    expect((await asTeacher.post(`/classes/${cls.id}/end`, {})).status).toBe(200);
  });

  it('reports each learner’s path, outcomes and (a learn-something World) the facts they met, also as CSV with formula-safe names', async () => {
    const cls = await createTestClass(asTeacher, river, [1]);
    await readyAll(cls);
    const learner = await join(cls.learners[0]!.code);
    await learner.request('select_character', { identityIndex: 0, backgroundIndex: 0, learnerName: '=HYPERLINK("x")' });
    for (let turn = 1; turn <= 3; turn++) {
      await learner.waitFor((c) => awaitingChoice(c) && c.latestBeat()?.turn === turn, 20_000, `beat ${turn}`);
      await learner.request('make_choice', { optionIndex: turn % 3, turn });
    }
    await learner.waitFor((c) => (c.latestBeat()?.turn ?? 0) >= 4, 20_000, 'beat 4');
    const report = classReportSchema.parse((await asTeacher.get(`/classes/${cls.id}/report`)).body.data);
    expect(report.learnsSomething).toBe(true);
    const [one] = report.learners;
    expect(one!.path.slice(0, 3).map((s) => s.choice !== null)).toEqual([true, true, true]);
    const own = learner.state!.players.player1 as { beatHistory: { title: string; options: { text: string }[] }[] };
    expect(one!.path[0]).toMatchObject({ turn: 1, beatTitle: own.beatHistory[0]!.title, choice: own.beatHistory[0]!.options[1]!.text });
    expect(one!.facts.length).toBeGreaterThan(0);
    expect(one!.outcomes.length).toBeGreaterThan(0);
    const csv = await fetch(`${server.url}/classes/${cls.id}/report.csv`, { headers: { cookie: teacher.cookie } });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"Learner","Name","Group","Character","Beats","Story ended","Turn","Beat","Choice","Kind","Result","Roll","Outcomes reached","Facts met"');
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    // The teacher reads a learner's story as they see it.
    const story = await asTeacher.get(`/classes/${cls.id}/learners/1/story`);
    expect((story.body.data as { state: { playerSlot: string } }).state.playerSlot).toBe('player1');
    expect((await apiCaller(server.url, other.cookie).get(`/classes/${cls.id}/learners/1/story`)).status).toBe(403);
  });

  it('deletes a class with all its stories; the board is told', async () => {
    const cls = await createTestClass(asTeacher, river, [2, 1]);
    await readyAll(cls);
    const board = await watch(cls.id);
    expect((await asTeacher.del(`/classes/${cls.id}`)).body.data).toEqual({ deletedStories: 2 });
    for (const id of storiesOf(cls)) expect((await asTeacher.get(`/stories/${id}/status`)).status).toBe(404);
    expect((await asTeacher.get(`/classes/${cls.id}`)).status).toBe(404);
    await board.until((b) => b.errors.includes('This class no longer exists.'), 10_000, 'deleted notice');
  });
});
