// Issue 14 part A: a client written only from spec 1 §7 and schemas/PROTOCOL.md (testing/
// spec-only-client.ts: plain JSON over ws, no requestId, no import from pwa/ or schemas/) plays a
// 2-player story to game over against the real server, hearing story_ready_notification, reading
// whole states, with no requestId anywhere.
import { readFileSync } from 'node:fs';
import { createProceduralNarrator, type Narrator } from '@engine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachEngine } from '../../testing/test-db';
import { playToGameOver, SpecClient, specHttp, type Json } from '../../testing/spec-only-client';
import { startTestServer } from '../../testing/test-server';
import type { ServerHandle } from '../server';

/** The procedural narrator, whose story setups wait while the test holds them. */
function holdableNarrator(): { narrator: Narrator; hold(): () => void } {
  const inner = createProceduralNarrator();
  let gate: Promise<void> = Promise.resolve();
  const narrator: Narrator = {
    name: inner.name,
    setupFromPrompt: async (r) => (await gate, inner.setupFromPrompt(r)),
    setupFromWorld: async (r) => (await gate, inner.setupFromWorld(r)),
    planThread: (r) => inner.planThread(r),
    writeSwitch: (r) => inner.writeSwitch(r),
    writeBeat: (r) => inner.writeBeat(r),
    writeMilestones: (r) => inner.writeMilestones(r),
  };
  return {
    narrator,
    hold: () => {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return release;
    },
  };
}

const OTHER_PLAYER_FIELDS = ['appearance', 'backgroundChoice', 'fluff', 'identityChoice', 'name', 'pronouns'];

forEachEngine('a client written from the spec alone', ({ open }) => {
  let server: ServerHandle;
  let held: ReturnType<typeof holdableNarrator>;
  const clients: SpecClient[] = [];

  beforeAll(async () => {
    held = holdableNarrator();
    server = await startTestServer(await open(), { env: { SEED_WORLDS: 'true' }, narrator: held.narrator });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await server.close();
  });

  async function player(cookie?: string): Promise<SpecClient> {
    const client = await SpecClient.connect(server.url, cookie);
    clients.push(client);
    await client.createSession();
    return client;
  }

  async function twoPlayerWorld(http: ReturnType<typeof specHttp>): Promise<Json> {
    const list = await http.get('/templates/published');
    expect(list.status).toBe('success');
    return (list.data.templates as Json[]).filter((t) => t.playerCountMin <= 2 && t.playerCountMax >= 2).sort((a, b) => a.maxTurnsMin - b.maxTurnsMin)[0]!;
  }

  it('is written from the documents alone: it imports nothing but ws', () => {
    const source = readFileSync(new URL('../../testing/spec-only-client.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
    expect(imports).toEqual(['ws']);
  });

  it('plays a 2-player story to game over: verify while it is set up, story_ready_notification, whole states, choices without requestId', async () => {
    const http = specHttp(server.url);
    const world = await twoPlayerWorld(http);
    const release = held.hold();
    const created = await http.post('/stories/template', {
      templateId: world.id,
      playerCount: 2,
      maxTurns: world.maxTurnsMin,
      generateImages: false,
      difficultyLevel: { modifier: 0, title: 'Balanced' },
    });
    expect(created.status).toBe('success');
    const { codes } = created.data as { codes: Record<string, string> };

    const players = [await player(), await player()];
    for (const [i, p] of players.entries()) {
      const verified = await p.call('verify_code', { code: codes[`player${i + 1}`] });
      expect(verified).toMatchObject({ status: 'success', data: { storyStatus: 'setting_up', playerSlot: `player${i + 1}` } });
    }
    release();
    for (const p of players) {
      await p.waitFor((m) => m.type === 'story_ready_notification', 'story_ready_notification');
      await p.until((s) => s.characterSelectionCompleted === false, 'the first state');
    }

    // Character selection; player 2's frame arrives twice and is applied once.
    expect((await players[0]!.call('select_character', { identityIndex: 0, backgroundIndex: 1 })).status).toBe('success');
    players[1]!.send('select_character', { identityIndex: 1, backgroundIndex: 2 });
    expect((await players[1]!.call('select_character', { identityIndex: 1, backgroundIndex: 2 })).status).toBe('success');
    for (const p of players) await p.until((s) => s.characterSelectionCompleted === true && p.beats().length === 1, 'the first beat');

    // Turn 1: player 1's choice frame is sent twice (a duplicate on the wire): one roll, one choice.
    const first = players[0]!;
    const from = first.received.length;
    first.send('make_choice', { optionIndex: 1 });
    first.send('make_choice', { optionIndex: 1 });
    await first.waitFor((m) => m.type === 'make_choice_response', 'first reply', from);
    const replies = () => first.received.slice(from).filter((m) => m.type === 'make_choice_response');
    await first.waitFor(() => replies().length === 2, 'second reply', from);
    expect(replies().map((r) => r.status)).toEqual(['success', 'success']);
    expect(replies()[1]!.data).toEqual(replies()[0]!.data);
    await first.until(() => first.beats()[0]?.choice === 1, 'the choice in the state');

    // Both play on to the end, each reading only whole states.
    const [c1 = 0, c2 = 0] = await Promise.all(players.map((p) => playToGameOver(p)));
    const maxTurns = world.maxTurnsMin as number;
    for (const p of players) {
      const state = p.state!;
      expect(state.gameOver).toBe(true);
      expect(p.beats()).toHaveLength(maxTurns);
      expect(p.beats().map((b) => b.turn)).toEqual(Array.from({ length: maxTurns }, (_, i) => i + 1));
      expect(p.beats().slice(0, -1).every((b) => b.choice >= 0 && b.choice <= 2)).toBe(true);
      const other = Object.entries(state.players as Json).find(([slot]) => slot !== p.slot)![1] as Json;
      expect(Object.keys(other).sort()).toEqual(OTHER_PLAYER_FIELDS);
      // Whole states only: nothing announced beat deltas, so no update was partial.
      for (const m of p.received) expect(JSON.stringify(m)).not.toContain('historyFrom');
      expect(p.received.filter((m) => m.type === 'state_update_notification').every((m) => m.state.players[p.slot!].beatHistory.length === Math.min(m.state.currentTurn, maxTurns))).toBe(true);
    }
    expect(first.beats()[0]!.choice).toBe(1);
    expect(c1 + c2 + 1).toBe(2 * (maxTurns - 1));
  });

  it('tells the socket that created a story with initialize_from_template when it is ready, held or not', async () => {
    const world = await twoPlayerWorld(specHttp(server.url));
    const request = { templateId: world.id, playerCount: 2, maxTurns: world.maxTurnsMin, generateImages: false, difficultyLevel: { modifier: 0, title: 'Balanced' } };
    for (const slow of [true, false]) {
      const creator = await player();
      const release = slow ? held.hold() : () => {};
      const from = creator.received.length;
      const reply = await creator.call('initialize_from_template', request);
      expect(reply.status).toBe('success');
      const codes = await creator.waitFor((m) => m.type === 'story_codes_notification', 'story_codes_notification', from);
      expect(codes.codes).toEqual(reply.data.codes);
      release();
      const ready = await creator.waitFor((m) => m.type === 'story_ready_notification', 'story_ready_notification', from);
      expect(ready.storyId).toBe(reply.data.storyId);
      // The notification follows the reply (spec 1 §4: initialize_story is running until it comes).
      expect(creator.received.indexOf(ready)).toBeGreaterThan(creator.received.indexOf(reply));
    }
  });

  it('sends beat deltas only to a client that announced the capability', async () => {
    const http = specHttp(server.url);
    const world = await twoPlayerWorld(http);
    const created = await http.post('/stories/template', { templateId: world.id, playerCount: 2, maxTurns: world.maxTurnsMin, difficultyLevel: { modifier: 0, title: 'Balanced' } });
    const { codes } = created.data as { codes: Record<string, string> };
    const [whole, deltas] = [await player(), await player()];
    await whole.call('verify_code', { code: codes.player1 });
    await deltas.call('verify_code', { code: codes.player2, capabilities: ['beat-deltas'] });
    for (const [i, p] of [whole, deltas].entries()) {
      await p.until((s) => s.characterSelectionOptions !== undefined, 'state');
      await p.call('select_character', { identityIndex: i, backgroundIndex: i });
    }
    // Two turns played: by then a delta update leaves out the first beat.
    for (let turn = 1; turn <= 2; turn++) {
      for (const p of [whole, deltas]) await p.waitFor((m) => m.type === 'state_update_notification' && m.state.players[p.slot!]?.beatHistory?.some((b: Json) => b.turn === turn && b.choice === -1), `beat ${turn}`);
      for (const p of [whole, deltas]) expect((await p.call('make_choice', { optionIndex: 0 })).status).toBe('success');
    }
    await deltas.waitFor((m) => m.type === 'state_update_notification' && m.trigger === 'turn_generated' && m.state.currentTurn === 3, 'turn 3 for the delta client');
    await whole.waitFor((m) => m.type === 'state_update_notification' && m.trigger === 'turn_generated' && m.state.currentTurn === 3, 'turn 3 for the whole-state client');
    const latest = (p: SpecClient) => p.received.filter((m) => m.type === 'state_update_notification' && m.trigger === 'turn_generated' && m.state.currentTurn === 3)[0]!.state;
    expect(latest(whole).historyFrom).toBeUndefined();
    expect(latest(whole).players.player1.beatHistory.map((b: Json) => b.turn)).toEqual([1, 2, 3]);
    // A delta starts past turn 1 and holds the beats from historyFrom on: the client keeps the rest.
    const from = latest(deltas).historyFrom as number;
    expect(from).toBeGreaterThan(1);
    expect(latest(deltas).players.player2.beatHistory.map((b: Json) => b.turn)).toEqual(Array.from({ length: 4 - from }, (_, i) => from + i));
  });

  it('links the slot to the account named by userId only when the socket is signed in as that account', async () => {
    const browser = specHttp(server.url);
    const world = await twoPlayerWorld(browser);
    const account = { email: `spec-${Date.now()}@example.org`, username: `spec${Date.now() % 1_000_000}`, password: 'Spec-pass-1' };
    const registered = await browser.post('/auth/register', account);
    expect(registered.status, JSON.stringify(registered)).toBe('success');
    const login = await browser.post('/auth/login', { email: account.email, password: account.password });
    const userId = login.data.user.id as string;
    const creator = specHttp(server.url);
    await creator.get('/templates/published');
    const created = await creator.post('/stories/template', { templateId: world.id, playerCount: 2, maxTurns: world.maxTurnsMin, difficultyLevel: { modifier: 0, title: 'Balanced' } });
    const { storyId, codes } = created.data as { storyId: string; codes: Record<string, string> };

    // A socket that merely names the userId (no cookie session) links nothing.
    const stranger = await player();
    expect((await stranger.call('verify_code', { code: codes.player2, userId })).status).toBe('success');
    const feedOf = async () => ((await browser.get('/users/stories/feed')).data.stories as Json[]).filter((s) => s.id === storyId);
    expect(await feedOf()).toEqual([]);

    // The signed-in browser's own socket links player 2's slot to the account: the story is in its feed.
    const own = await player(browser.cookie());
    expect((await own.call('verify_code', { code: codes.player2, userId })).status).toBe('success');
    const [story] = await feedOf();
    expect(story?.players.find((p: Json) => p.playerSlot === 'player2')).toMatchObject({ userId, isCurrentUser: true });
  });
});
