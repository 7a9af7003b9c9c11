// Issue 21: a solo story played offline is uploaded as its inputs and a digest of each beat; the
// server replays it, keeps its own copy, and refuses forged uploads with nothing stored.
import { NARRATOR_VERSION, storyDigests } from '@engine';
import { playOffline } from '../../../engine/testing/index';
import type { OfflineStoryInputs, Template, UploadOfflineStoryResponse } from '@schemas';
import { beforeAll, expect, it } from 'vitest';
import { browser, testApp } from '../../testing/test-app';
import { forEachEngine } from '../../testing/test-db';
import type { Db } from '../db/db';
import { loadSeedWorlds } from '../seeds/load-seeds';
import { findTemplate } from '../templates/template-repo';
import { loadStory, loadStoryLog } from './story-repo';

const CODE = (n: number) => `ABCDEFGHJ${'23456789'[n % 8]}`;

forEachEngine('POST /stories/offline [issue 21]', ({ open }) => {
  let db: Db;
  let world: Template;

  beforeAll(async () => {
    db = await open();
    await loadSeedWorlds(db, new Date());
    const [row] = await db.query<{ id: string }>(`select id from templates where publication_status = 'Published' and (data->>'playerCountMin')::int = 1 order by id limit 1`);
    world = (await findTemplate(db, row!.id))!.template;
  });

  const upload = (inputs: OfflineStoryInputs, digests: { turn: number; digest: string }[], code: string) => ({ code, inputs, digests });
  const storyCount = async (id: string) => (await db.query('select 1 from stories where id = $1', [id])).length;

  it('keeps a verified story: the same beats, the whole log, its code opens it on another device, a retry gets the first answer', async () => {
    const app = testApp(db);
    const device = browser(app);
    const { inputs, play } = await playOffline(world, 'route-verified');
    const body = { requestId: 'upload-1', ...upload(inputs, play.digests, CODE(1)) };
    const r = await device.post('/stories/offline', body);
    expect(r.status, r.text).toBe(200);
    const answer = r.body.data as UploadOfflineStoryResponse;
    expect(answer).toMatchObject({ storyId: inputs.storyId, code: CODE(1), outcome: 'verified' });
    expect(answer.digests).toEqual(play.digests);
    const stored = await loadStory(db, inputs.storyId);
    expect(stored?.status).toBe('ready');
    expect(storyDigests(stored!.story!)).toEqual(play.digests);
    expect(stored!.story!.players.player1!.beatHistory).toEqual(play.story.players.player1!.beatHistory);
    expect(await loadStoryLog(db, inputs.storyId)).toEqual(JSON.parse(JSON.stringify(play.actions)));

    const elsewhere = browser(app);
    const feed = await elsewhere.get(`/users/stories/feed?clientStoryCodes=${CODE(1)}`);
    expect((feed.body.data as { stories: { storyId?: string; id?: string }[] }).stories.map((s) => s.storyId ?? s.id)).toContain(inputs.storyId);

    const again = await device.post('/stories/offline', body);
    expect(again.body.data).toEqual(answer);
    expect(await storyCount(inputs.storyId)).toBe(1);
  });

  it('lets the server win from the first differing beat when its narrator version differs, and keeps nothing after it', async () => {
    const narrator = { module: new URL('../../../engine/testing/offline-inputs.ts', import.meta.url).href, exportName: 'rewordedNarrator', args: [3] };
    const app = testApp(db, {}, { offline: { narrator, narratorVersion: NARRATOR_VERSION + 1 } });
    const { inputs, play } = await playOffline(world, 'route-diverged', { choices: 4 });
    const r = await browser(app).post('/stories/offline', upload(inputs, play.digests, CODE(2)));
    expect(r.status, r.text).toBe(200);
    const answer = r.body.data as UploadOfflineStoryResponse;
    expect(answer).toMatchObject({ outcome: 'diverged', divergedAtTurn: 3 });
    expect(answer.digests.slice(0, 2)).toEqual(play.digests.slice(0, 2));
    expect(answer.digests[2]!.digest).not.toBe(play.digests[2]!.digest);
    const beats = (await loadStory(db, inputs.storyId))!.story!.players.player1!.beatHistory;
    expect(beats.map((b) => [b.turn, b.choice])).toEqual([[1, play.story.players.player1!.beatHistory[0]!.choice], [2, play.story.players.player1!.beatHistory[1]!.choice], [3, -1]]);
    expect(beats[2]!.title).toMatch(/Anew$/);
  });

  it('refuses forged uploads with `invalid` and stores nothing of them', async () => {
    const app = testApp(db);
    const { inputs, play } = await playOffline(world, 'route-forged', { choices: 3 });
    const forged = [...play.digests];
    forged[1] = { turn: 2, digest: 'f'.repeat(64) };
    const cases = [
      upload(inputs, forged, CODE(3)),
      upload({ ...inputs, choices: inputs.choices.map((c, i) => (i === 1 ? { ...c, optionIndex: 3 } : c)) }, play.digests, CODE(3)),
      upload(inputs, [...play.digests, { turn: play.digests.length + 1, digest: 'a'.repeat(64) }], CODE(3)),
    ];
    for (const body of cases) {
      const r = await browser(app).post('/stories/offline', body);
      expect([r.status, r.body.status], r.text).toEqual([400, 'invalid']);
      expect(await storyCount(inputs.storyId)).toBe(0);
    }

    // A story id that exists and belongs to someone else: refused, and theirs is untouched.
    const other = await playOffline(world, 'route-theirs');
    expect((await browser(app).post('/stories/offline', upload(other.inputs, other.play.digests, CODE(4)))).status).toBe(200);
    const mine = await playOffline(world, 'route-mine');
    const r = await browser(app).post('/stories/offline', upload({ ...mine.inputs, storyId: other.inputs.storyId }, mine.play.digests, CODE(5)));
    expect([r.status, r.body.status]).toEqual([400, 'invalid']);
    expect(storyDigests((await loadStory(db, other.inputs.storyId))!.story!)).toEqual(other.play.digests);
    expect((await db.query('select 1 from story_players where code = $1', [CODE(5)])).length).toBe(0);
  });

  it('stops a replay that never yields at its time budget (its thread terminated), stores nothing, and the next upload replays; spends a budget of uploads per address', async () => {
    const narrator = { module: new URL('../../testing/spinning-narrator.ts', import.meta.url).href, exportName: 'spinningNarrator' };
    const slow = testApp(db, {}, { offline: { budgetMs: 1500, narrator } });
    const { inputs, play } = await playOffline(world, 'route-slow');
    const r = await browser(slow).post('/stories/offline', upload(inputs, play.digests, CODE(6)));
    expect([r.status, r.body.status, r.body.errorMessage]).toEqual([400, 'invalid', 'The story took too long to check: the upload is not stored.']);
    expect(await storyCount(inputs.storyId)).toBe(0);
    const after = await playOffline(world, 'route-after-slow', { choices: 1 });
    expect((await browser(testApp(db)).post('/stories/offline', upload(after.inputs, after.play.digests, CODE(8)))).status).toBe(200);

    const tight = testApp(db, {}, { rateLimits: { upload_offline_story: { limit: 1, windowMs: 60_000 } } });
    const first = await playOffline(world, 'route-budget-1', { choices: 1 });
    const second = await playOffline(world, 'route-budget-2', { choices: 1 });
    expect((await browser(tight).post('/stories/offline', upload(first.inputs, first.play.digests, CODE(7)))).status).toBe(200);
    const refused = await browser(tight).post('/stories/offline', upload(second.inputs, second.play.digests, 'ABCDEFGHKM'));
    expect([refused.status, refused.body.status]).toEqual([429, 'rate_limited']);
    expect(await storyCount(second.inputs.storyId)).toBe(0);
  });
});
