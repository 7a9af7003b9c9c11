// Beat drafts over real sockets from a server whose narrator is a (fake, streaming) model: who
// gets them, in what order, what a player joining mid-stream sees, and across two servers.
import type { BeatStreamNotification, TemplateMetadata } from '@schemas';
import { CAPABILITIES } from '@schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { configSchema } from '../config';
import { openDb } from '../db/open-db';
import type { Db } from '../db/db';
import { fakeReply } from '../../testing/fake-openai';
import { GameClient } from '../../testing/game-client';
import { startModelServer, type ModelServer } from '../../testing/model-server';
import { createReadyStory, selectCharacters } from '../../testing/play-over-socket';
import { forEachEngine, freshPostgresUrl } from '../../testing/test-db';
import { apiCaller } from '../../testing/test-server';

const config = configSchema.parse({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
const STREAMING = [CAPABILITIES.beatStream, CAPABILITIES.beatDeltas];

async function join(url: string, code: string, capabilities: string[]): Promise<GameClient> {
  const c = await GameClient.connect(url);
  await c.createSession();
  const r = await c.request('verify_code', { code, capabilities });
  if (r.status !== 'success') throw new Error(`verify_code failed: ${r.errorMessage}`);
  return c;
}

const draftsOf = (c: GameClient): BeatStreamNotification[] => c.notifications.filter((n): n is BeatStreamNotification => n.type === 'beat_stream_notification');
const hasBeat = (turn: number) => (c: GameClient) => (c.latestBeat()?.turn ?? 0) >= turn;

/** The next writeBeat answers of `fake` pause halfway until `release` resolves; everything else is answered at once. */
function holdBeats(m: ModelServer, release: Promise<void>): void {
  m.fake.setChat(async (chat) => {
    const out = await m.replies.outputFor(chat);
    return chat.call === 'writeBeat' ? fakeReply.held(out, 0.5, release) : fakeReply.json(out);
  });
}

async function worldFor(url: string, players: number): Promise<TemplateMetadata> {
  const templates = ((await apiCaller(url).get('/templates/published')).body.data as { templates: TemplateMetadata[] }).templates;
  return templates.find((t) => t.playerCountMax >= players)!;
}

forEachEngine('beat streaming', (engine) => {
  let m: ModelServer;
  const clients: GameClient[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await m?.close();
  });

  it('streams each player only their own beat, growing in order, then the stored beat; a client without the capability sees none', async () => {
    m = await startModelServer(config, { db: await engine.open(), distDir: '/nonexistent', tokensPerSecond: 0 });
    const url = m.server.url.replace('localhost', '127.0.0.1');
    const world = await worldFor(url, 2);
    const { codes } = await createReadyStory(apiCaller(url), { templateId: world.id, playerCount: 2, maxTurns: world.maxTurnsMin });
    let release!: () => void;
    holdBeats(m, new Promise<void>((r) => (release = r)));
    const a = await join(url, codes.player1!, STREAMING);
    const plain = await join(url, codes.player2!, []);
    clients.push(a, plain);
    await selectCharacters([a, plain]);

    // The model is halfway through every beat: player1 reads its half-written text.
    await a.waitFor((c) => draftsOf(c).some((d) => d.text.length > 40), 20_000, 'a draft');
    expect(a.latestBeat()).toBeUndefined();
    release();
    await Promise.all([a, plain].map((c) => c.waitFor(hasBeat(1), 20_000, 'the first beat')));

    const drafts = draftsOf(a);
    expect(drafts.every((d) => d.playerSlot === 'player1' && d.turn === 1)).toBe(true);
    for (let i = 1; i < drafts.length; i++) {
      expect(drafts[i]!.seq).toBeGreaterThan(drafts[i - 1]!.seq);
      expect(drafts[i]!.text.startsWith(drafts[i - 1]!.text)).toBe(true);
    }
    const done = drafts.filter((d) => d.done);
    expect(done).toHaveLength(1);
    expect(done[0]!.title).toBe(a.latestBeat()!.title);
    // The stored beat comes after every draft of its turn.
    const stored = a.notifications.findIndex((n) => n.type === 'state_update_notification' && n.trigger === 'turn_generated');
    expect(a.notifications.findLastIndex((n) => n.type === 'beat_stream_notification')).toBeLessThan(stored);
    expect(draftsOf(plain)).toEqual([]);
    expect(plain.latestBeat()?.options).toHaveLength(3);
  });

  it('gives a player who joins mid-stream the current draft, then the stored beat', async () => {
    const url = m.server.url.replace('localhost', '127.0.0.1');
    const world = await worldFor(url, 1);
    const { codes } = await createReadyStory(apiCaller(url), { templateId: world.id, playerCount: 1, maxTurns: world.maxTurnsMin });
    let release!: () => void;
    holdBeats(m, new Promise<void>((r) => (release = r)));
    const first = await join(url, codes.player1!, STREAMING);
    clients.push(first);
    await selectCharacters([first]);
    await first.waitFor((c) => draftsOf(c).some((d) => d.text.length > 40), 20_000, 'a draft');
    const shown = draftsOf(first).at(-1)!;

    // Another device of the same player (a reconnect) while the model is still halfway.
    const again = await join(url, codes.player1!, STREAMING);
    clients.push(again);
    await again.waitFor((c) => draftsOf(c).length > 0, 20_000, 'the current draft');
    expect(again.latestBeat()).toBeUndefined();
    expect(draftsOf(again)[0]).toMatchObject({ turn: 1, text: shown.text, done: false });
    release();
    await again.waitFor(hasBeat(1), 20_000, 'the stored beat');
  });

  it('replaces the drafts of a beat the model got wrong twice with the offline narrator’s beat', async () => {
    const url = m.server.url.replace('localhost', '127.0.0.1');
    const world = await worldFor(url, 1);
    const { codes } = await createReadyStory(apiCaller(url), { templateId: world.id, playerCount: 1, maxTurns: world.maxTurnsMin });
    m.fake.setChat(async (chat) => {
      const out = (await m.replies.outputFor(chat)) as Record<string, unknown>;
      return fakeReply.json(chat.call === 'writeBeat' ? { ...out, title: 'Never stored', options: [] } : out);
    });
    const p = await join(url, codes.player1!, STREAMING);
    clients.push(p);
    await selectCharacters([p]);
    await p.waitFor(hasBeat(1), 20_000, 'the first beat');

    expect(draftsOf(p).some((d) => d.title === 'Never stored')).toBe(true);
    expect(draftsOf(p).some((d) => d.done)).toBe(false);
    expect(p.latestBeat()!.title).not.toBe('Never stored');
    expect(p.latestBeat()!.options).toHaveLength(3);
    expect(m.fake.chats.filter((c) => c.call === 'writeBeat' && c.body.stream === true).length).toBeGreaterThanOrEqual(2);
  });
});

describe('[postgres] beat streaming across two servers on one database', () => {
  const servers: ModelServer[] = [];
  const dbs: Db[] = [];
  const clients: GameClient[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    for (const s of servers) await s.close();
    for (const db of dbs) await db.close();
  });

  it('reaches a player on the other server, and each player only their own', async () => {
    const databaseUrl = await freshPostgresUrl();
    for (const id of ['a', 'b']) {
      const db = await openDb({ databaseUrl, dataDir: '' });
      dbs.push(db);
      servers.push(await startModelServer({ ...config, SERVER_ID: `stream-${id}` }, { db, distDir: '/nonexistent', tokensPerSecond: 0 }));
    }
    const [a, b] = servers.map((s) => s.server.url.replace('localhost', '127.0.0.1')) as [string, string];
    const world = await worldFor(a, 2);
    const { codes } = await createReadyStory(apiCaller(a), { templateId: world.id, playerCount: 2, maxTurns: world.maxTurnsMin });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    for (const s of servers) holdBeats(s, gate);
    const p1 = await join(a, codes.player1!, STREAMING);
    const p2 = await join(b, codes.player2!, STREAMING);
    clients.push(p1, p2);
    await selectCharacters([p1, p2]);
    await Promise.all([p1, p2].map((c) => c.waitFor((x) => draftsOf(x).some((d) => d.text.length > 40), 20_000, 'a draft')));
    release();
    await Promise.all([p1, p2].map((c) => c.waitFor(hasBeat(1), 20_000, 'the first beat')));

    // One server wrote the turn; the other's player got its drafts through the database.
    const writers = servers.filter((s) => s.fake.chats.some((c) => c.call === 'writeBeat'));
    expect(writers).toHaveLength(1);
    expect(draftsOf(p1).every((d) => d.playerSlot === 'player1')).toBe(true);
    expect(draftsOf(p2).every((d) => d.playerSlot === 'player2')).toBe(true);
    for (const c of [p1, p2]) expect(draftsOf(c).find((d) => d.done)?.title).toBe(c.latestBeat()!.title);
  });
});
