// Issue 13.1: an idempotency key belongs to its caller. The same requestId from two callers makes
// two stories, and neither caller ever sees a code of the other's; the same caller retrying gets
// its own story back; the same caller reusing the key for another body is refused.
import { randomUUID } from 'node:crypto';
import type { ChoiceResult, CreateStoryResponse, TemplateMetadata } from '@schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GameClient } from '../../testing/game-client';
import { awaitingChoice, createReadyStory, joinWithCode, selectCharacters } from '../../testing/play-over-socket';
import { forEachEngine } from '../../testing/test-db';
import { apiCaller, startTestServer } from '../../testing/test-server';
import type { ServerHandle } from '../server';

const codesOf = (created: CreateStoryResponse) => Object.values(created.codes) as string[];
/** The story and codes of a creation answer (its status moves on while the story is set up). */
const made = (data: unknown) => {
  const { storyId, codes } = data as CreateStoryResponse;
  return { storyId, codes };
};
const prompt = (text: string) => ({ prompt: text, playerCount: 3, maxTurns: 10 });

forEachEngine('idempotency keys are per caller [13.1]', ({ open }) => {
  let server: ServerHandle;
  let world: TemplateMetadata;
  const sockets: GameClient[] = [];

  beforeAll(async () => {
    server = await startTestServer(await open(), { env: { SEED_WORLDS: 'true' } });
    const list = await apiCaller(server.url).get('/templates/published');
    world = (list.body.data as { templates: TemplateMetadata[] }).templates.find((t) => t.playerCountMax >= 2)!;
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await server.close();
  });

  async function socket(cookie?: string): Promise<GameClient> {
    const client = await GameClient.connect(server.url, cookie ? { cookie } : {});
    sockets.push(client);
    await client.createSession();
    return client;
  }

  it('over HTTP: two visitors, one requestId, two stories; each retry finds its own; another body is refused', async () => {
    const alice = apiCaller(server.url);
    const bob = apiCaller(server.url);
    const requestId = randomUUID();
    const fromTemplate = { templateId: world.id, playerCount: 2, maxTurns: world.maxTurnsMin, difficultyLevel: { modifier: 0, title: 'Balanced' } };
    const seenByBob: string[] = [];

    const a = await alice.post('/stories', { requestId, ...prompt('A lighthouse keeper hears a knock') });
    const b = await bob.post('/stories', { requestId, ...prompt('A lighthouse keeper hears a knock') });
    seenByBob.push(b.text);
    expect([a.status, b.status]).toEqual([200, 200]);
    const storyA = a.body.data as CreateStoryResponse;
    const storyB = b.body.data as CreateStoryResponse;
    expect(storyB.storyId).not.toBe(storyA.storyId);

    // Retries answer each caller with its own story, codes and all.
    const aAgain = await alice.post('/stories', { requestId, ...prompt('A lighthouse keeper hears a knock') });
    const bAgain = await bob.post('/stories', { requestId, ...prompt('A lighthouse keeper hears a knock') });
    seenByBob.push(bAgain.text);
    expect(made(aAgain.body.data)).toEqual(made(storyA));
    expect(made(bAgain.body.data)).toEqual(made(storyB));

    // The same key for a different request is refused, in words.
    const reused = await bob.post('/stories', { requestId, ...prompt('A different story altogether') });
    seenByBob.push(reused.text);
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ status: 'invalid', errorMessage: expect.stringMatching(/already used for a different request/) });

    // The template door keys the same way, apart from the prompt door.
    const ta = await alice.post('/stories/template', { requestId, ...fromTemplate });
    const tb = await bob.post('/stories/template', { requestId, ...fromTemplate });
    seenByBob.push(tb.text);
    const tStoryA = ta.body.data as CreateStoryResponse;
    const tStoryB = tb.body.data as CreateStoryResponse;
    expect(new Set([storyA.storyId, storyB.storyId, tStoryA.storyId, tStoryB.storyId]).size).toBe(4);

    // Bob's feed, asked with every code he holds, shows only his stories.
    const feed = await bob.get(`/users/stories/feed?clientStoryCodes=${[...codesOf(storyB), ...codesOf(tStoryB)].join(',')}`);
    seenByBob.push(feed.text);
    for (const code of [...codesOf(storyA), ...codesOf(tStoryA)]) {
      for (const text of seenByBob) expect(text).not.toContain(code);
    }
  });

  it('over HTTP: a signed-in account is one caller on every device, and not the same caller as a visitor', async () => {
    const phone = apiCaller(server.url);
    const tablet = apiCaller(server.url);
    const visitor = apiCaller(server.url);
    const account = { email: `idem-${randomUUID().slice(0, 8)}@example.org`, password: 'Idem-pass-1' };
    await phone.post('/auth/register', { ...account, username: `idem${randomUUID().slice(0, 6)}` });
    for (const device of [phone, tablet]) expect((await device.post('/auth/login', account)).status).toBe(200);
    const requestId = randomUUID();
    const onPhone = (await phone.post('/stories', { requestId, ...prompt('A clockmaker loses an hour') })).body.data as CreateStoryResponse;
    const onTablet = (await tablet.post('/stories', { requestId, ...prompt('A clockmaker loses an hour') })).body.data as CreateStoryResponse;
    const byVisitor = await visitor.post('/stories', { requestId, ...prompt('A clockmaker loses an hour') });
    expect(made(onTablet)).toEqual(made(onPhone));
    const visitorStory = byVisitor.body.data as CreateStoryResponse;
    expect(visitorStory.storyId).not.toBe(onPhone.storyId);
    for (const code of codesOf(onPhone)) expect(byVisitor.text).not.toContain(code);
  });

  it('over the game socket: two sessions, one requestId, two stories, and no code of one ever reaches the other', async () => {
    const [alice, bob] = [await socket(), await socket()];
    const requestId = randomUUID();
    const body = prompt('A ferry that never docks');
    const a = await alice.request('initialize_story', body, requestId);
    const b = await bob.request('initialize_story', body, requestId);
    expect([a.status, b.status]).toEqual(['success', 'success']);
    const storyA = a.data as CreateStoryResponse;
    const storyB = b.data as CreateStoryResponse;
    expect(storyB.storyId).not.toBe(storyA.storyId);

    // The same session retrying gets its own story; reusing the key for another body is refused.
    expect(made((await alice.request('initialize_story', body, requestId)).data)).toEqual(made(storyA));
    const reused = await bob.request('initialize_story', prompt('Another ferry entirely'), requestId);
    expect(reused.status).toBe('invalid');
    expect(reused.errorMessage).toMatch(/already used for a different request/);

    const t = { templateId: world.id, playerCount: 2, maxTurns: world.maxTurnsMin, difficultyLevel: { modifier: 0, title: 'Balanced' } };
    const ta = (await alice.request('initialize_from_template', t, requestId)).data as CreateStoryResponse;
    const tb = (await bob.request('initialize_from_template', t, requestId)).data as CreateStoryResponse;
    expect(tb.storyId).not.toBe(ta.storyId);

    // Everything bob's socket received (replies and story_codes_notification) holds none of alice's codes.
    await bob.waitFor((c) => c.notifications.filter((n) => n.type === 'story_codes_notification').length >= 2, 5000, 'codes notifications');
    const bobSaw = JSON.stringify(bob.received);
    for (const code of [...codesOf(storyA), ...codesOf(ta)]) expect(bobSaw).not.toContain(code);
    for (const code of [...codesOf(storyB), ...codesOf(tb)]) expect(bobSaw).toContain(code);
  });

  it('over the game socket: a signed-in browser is its account, whichever session it uses', async () => {
    const browser = apiCaller(server.url);
    const account = { email: `sock-${randomUUID().slice(0, 8)}@example.org`, password: 'Sock-pass-1' };
    await browser.post('/auth/register', { ...account, username: `sock${randomUUID().slice(0, 6)}` });
    await browser.post('/auth/login', account);
    const requestId = randomUUID();
    const viaHttp = (await browser.post('/stories', { requestId, ...prompt('A map that redraws itself') })).body.data as CreateStoryResponse;
    const sock = await socket(browser.cookieHeader());
    const viaSocket = await sock.request('initialize_story', prompt('A map that redraws itself'), requestId);
    expect(made(viaSocket.data)).toEqual(made(viaHttp));
    const stranger = await socket();
    const theirs = (await stranger.request('initialize_story', prompt('A map that redraws itself'), requestId)).data as CreateStoryResponse;
    expect(theirs.storyId).not.toBe(viaHttp.storyId);
  });

  it("player actions: one player's requestId never answers with another player's result", async () => {
    const api = apiCaller(server.url);
    const { codes } = await createReadyStory(api, { templateId: world.id, playerCount: 2, maxTurns: world.maxTurnsMin });
    const [p1, p2] = [await joinWithCode(server.url, codes.player1!), await joinWithCode(server.url, codes.player2!)];
    sockets.push(p1, p2);
    await selectCharacters([p1, p2]);
    await Promise.all([p1, p2].map((p) => p.waitFor(awaitingChoice, 20_000, 'first beat')));
    const turn = p1.latestBeat()!.turn;
    const shared = randomUUID();
    const first = await p1.request('make_choice', { optionIndex: 0, turn }, shared);
    const second = await p2.request('make_choice', { optionIndex: 2, turn }, shared);
    expect([first.status, second.status]).toEqual(['success', 'success']);
    expect((first.data as ChoiceResult).optionIndex).toBe(0);
    // Player 2's choice was applied as its own, not answered with player 1's stored roll.
    expect((second.data as ChoiceResult).optionIndex).toBe(2);
    await p2.waitFor((c) => (c.latestBeat()?.turn ?? 0) > turn, 20_000, 'next turn');
    const own = p2.state!.players[p2.state!.playerSlot] as { beatHistory: { turn: number; choice: number }[] };
    expect(own.beatHistory.find((b) => b.turn === turn)?.choice).toBe(2);
  });
});
