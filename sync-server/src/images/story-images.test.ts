import type { ClientStoryState, ImageReference, PlayerSlot, TemplateMetadata } from '@schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeImageReply, type FakeOpenAi } from '../../testing/fake-openai';
import type { GameClient } from '../../testing/game-client';
import { awaitingChoice, joinWithCode, playToEnd, selectCharacters, waitForStatus } from '../../testing/play-over-socket';
import { forEachEngine } from '../../testing/test-db';
import { apiCaller, startTestServer } from '../../testing/test-server';
import type { Db } from '../db/db';
import type { ServerHandle } from '../server';
import { createOfflineIllustrator, type Illustrator, type PictureRequest } from './illustrator';
import { createOpenAiIllustrator } from './openai-illustrator';

// Issue 17 "story images": a beat's pictures are painted by a durable job queued with the beat,
// become the picture through the normal state update, fail with a message without holding the
// story up, reuse a World's element pictures when it allows it; images off paints nothing.
forEachEngine('story pictures', ({ open }) => {
  let db: Db;
  let server: ServerHandle;
  let api: ReturnType<typeof apiCaller>;
  let fake: FakeOpenAi;
  let world: TemplateMetadata;
  const clients: GameClient[] = [];
  /** The illustrator the server uses right now (each test sets its own), and what it was asked. */
  let current: Illustrator = createOfflineIllustrator();
  const calls: PictureRequest[] = [];
  /** Pictures asked for before their beat was stored (must stay empty). */
  const early: string[] = [];

  beforeAll(async () => {
    db = await open();
    fake = await startFakeOpenAi();
    const illustrator: Illustrator = {
      name: 'test',
      async paint(r, signal) {
        calls.push(r);
        if (r.kind === 'scene') {
          const [storyId = '', id = ''] = r.seed.split('/');
          const stored = await db.query(`select 1 from story_beats where story_id = $1 and data->'imageRequests' @> jsonb_build_array(jsonb_build_object('id', $2::text))`, [storyId, id]);
          if (!stored.length) early.push(id);
        }
        return current.paint(r, signal);
      },
    };
    server = await startTestServer(db, { env: { SEED_WORLDS: 'true' }, illustrator });
    api = apiCaller(server.url);
    const templates = ((await api.get('/templates/published')).body.data as { templates: TemplateMetadata[] }).templates;
    world = templates.find((t) => t.playerCountMin === 1)!;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await server.close();
    await fake.close();
  });

  async function promptStory(generateImages: boolean): Promise<{ storyId: string; client: GameClient }> {
    const created = await api.post('/stories', { prompt: 'A lighthouse keeper finds a message in a bottle', playerCount: 1, maxTurns: 5, generateImages });
    const { storyId, codes } = created.body.data as { storyId: string; codes: Record<PlayerSlot, string> };
    await waitForStatus(api, storyId, 'ready');
    const client = await joinWithCode(server.url, codes.player1);
    clients.push(client);
    return { storyId, client };
  }
  const imageIdsOf = (text: string) => [...text.matchAll(/<image\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1]!);
  const settled = (state: ClientStoryState | null, ids: readonly string[]) => ids.every((id) => ['ready', 'failed'].includes(state?.images.find((i) => i.id === id)?.status ?? ''));
  const urlOf = (ref: ImageReference) =>
    `${server.url}/images/${ref.source === 'template' ? 'templates' : 'stories'}/${ref.sourceId}/${ref.subDirectory ? `${ref.subDirectory}/` : ''}${ref.id}.${ref.fileType}?t=${ref.version ?? ''}`;
  const storyJobs = (storyId: string) => db.query<{ id: string; payload: { ids: string[] } }>(`select id, payload from jobs where kind = 'story_images' and story_id = $1 order by id`, [storyId]);

  it('paints a story\'s portraits and each beat\'s pictures after the beat is stored, and they arrive through the state', async () => {
    current = createOfflineIllustrator();
    const { storyId, client } = await promptStory(true);
    const portraits = ['player1_0', 'player1_1', 'player1_2'];
    expect(client.state!.images.filter((i) => i.subDirectory === 'players').map((i) => i.id)).toEqual(portraits);
    await client.waitFor((c) => settled(c.state, portraits), 20_000, 'portraits painted');
    await selectCharacters([client]);
    await client.waitFor(awaitingChoice, 20_000, 'first beat');
    const ids = imageIdsOf(client.latestBeat()!.text);
    expect(ids.length).toBeGreaterThanOrEqual(1);
    await client.waitFor((c) => settled(c.state, ids), 20_000, 'beat pictures');
    for (const id of [...portraits, ...ids]) {
      const ref = client.state!.images.find((i) => i.id === id)!;
      expect(ref).toMatchObject({ source: 'story', sourceId: storyId, status: 'ready', fileType: 'svg' });
      const res = await fetch(urlOf(ref));
      expect(res.status, id).toBe(200);
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(await res.text()).toMatch(/^<svg/);
    }
    // One job for the portraits (with the story), one for the beat (with the beat), naming exactly their pictures.
    expect((await storyJobs(storyId)).map((j) => [j.id, j.payload.ids])).toEqual([
      [`images:${storyId}:0`, portraits],
      [`images:${storyId}:1`, ids],
    ]);
    expect(early).toEqual([]);
  });

  it('uses the World\'s portraits, and with "Use the pre-generated images in stories" its element pictures, painting nothing', async () => {
    current = createOfflineIllustrator();
    await db.query(`update templates set data = jsonb_set(data, '{containsImages}', 'true') where id = $1`, [world.id]);
    const created = await api.post('/stories/template', { templateId: world.id, playerCount: 1, maxTurns: world.maxTurnsMin, generateImages: true, difficultyLevel: { modifier: 0, title: 'Balanced' } });
    const { storyId, codes } = created.body.data as { storyId: string; codes: Record<PlayerSlot, string> };
    await waitForStatus(api, storyId, 'ready');
    const client = await joinWithCode(server.url, codes.player1);
    clients.push(client);
    expect(client.state!.images.map((i) => [i.id, i.source, i.subDirectory, i.status])).toEqual([0, 1, 2].map((i) => [`player1_${i}`, 'template', 'players', 'ready']));
    await selectCharacters([client]);
    await client.waitFor(awaitingChoice, 20_000, 'first beat');
    const ids = imageIdsOf(client.latestBeat()!.text);
    await client.waitFor((c) => settled(c.state, ids), 20_000, 'beat pictures');
    const rows = await db.query<{ content_hash: string }>(`select content_hash from images where source = 'template' and source_id = $1 and sub_directory = 'elements'`, [world.id]);
    const elementPictures = new Set(rows.map((r) => r.content_hash));
    for (const id of ids) {
      const [row] = await db.query<{ content_hash: string }>(`select content_hash from images where source = 'story' and source_id = $1 and id = $2 and status = 'ready'`, [storyId, id]);
      expect(elementPictures.has(row!.content_hash), id).toBe(true);
    }
    expect(calls.filter((r) => r.seed.startsWith(`${storyId}/`))).toEqual([]);
    await db.query(`update templates set data = jsonb_set(data, '{containsImages}', 'false') where id = $1`, [world.id]);
  });

  it('with a provider failing in every way, marks each picture failed with its message, stores no bytes, and the story goes on', async () => {
    const replies: FakeImageReply[] = [
      { type: 'error', status: 500, message: 'the model is down' },
      { type: 'garbage' },
      { type: 'html' },
      { type: 'huge', mb: 20 },
      { type: 'slow', ms: 20_000, reply: { type: 'png' } },
      { type: 'png' },
    ];
    let n = 0;
    fake.setImages(() => replies[n++ % replies.length]!);
    current = createOpenAiIllustrator({ apiKey: 'test', baseURL: fake.baseURL, model: 'gpt-image-1', timeoutMs: 2_000 });
    const { storyId, client } = await promptStory(true);
    const portraits = ['player1_0', 'player1_1', 'player1_2'];
    await client.waitFor((c) => settled(c.state, portraits), 30_000, 'portraits settled');
    await selectCharacters([client]);
    await client.waitFor(awaitingChoice, 30_000, 'first beat');
    const ids = imageIdsOf(client.latestBeat()!.text);
    await client.waitFor((c) => settled(c.state, ids), 30_000, 'beat pictures settled');
    const rows = await db.query<{ id: string; status: string; bytes: Uint8Array | null; error_message: string | null; file_type: string }>(
      `select id, status, bytes, error_message, file_type from images where source = 'story' and source_id = $1`,
      [storyId],
    );
    expect(rows.length).toBe(portraits.length + ids.length);
    const ready = rows.filter((r) => r.status === 'ready');
    const failed = rows.filter((r) => r.status === 'failed');
    // Every sixth reply is a real PNG: the rest fail.
    expect(ready.length).toBe(Math.floor(n / replies.length));
    for (const r of ready) expect([r.file_type, r.bytes?.[1]]).toEqual(['png', 0x50]);
    for (const r of failed) {
      expect(r.bytes).toBeNull();
      expect(r.error_message).toMatch(/HTTP 500|not a picture|without a picture|more than \d+ MB|did not answer within/);
    }
    for (const r of rows) expect(client.state!.images.find((i) => i.id === r.id)?.status).toBe(r.status);
    // The story did not wait on its pictures: a choice brings the next beat.
    const turn = client.latestBeat()!.turn;
    expect((await client.request('make_choice', { optionIndex: 0, turn })).status).toBe('success');
    await client.waitFor((c) => (c.latestBeat()?.turn ?? 0) > turn, 30_000, 'next beat');
    fake.setImages(() => ({ type: 'png' }));
  });

  it('a story with images off never calls the illustrator and queues no picture job', async () => {
    current = createOfflineIllustrator();
    const { storyId, client } = await promptStory(false);
    expect(client.state!.images).toEqual([]);
    await selectCharacters([client]);
    await playToEnd([client]);
    expect(client.state!.gameOver).toBe(true);
    expect(calls.filter((r) => r.seed.startsWith(`${storyId}/`))).toEqual([]);
    expect(await storyJobs(storyId)).toEqual([]);
  });
});
