import 'fake-indexeddb/auto';
import type { FeedStory, FeedStoryPlayer } from '@schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { addCodeSet, readCodeSets } from '../../shared/local-db/code-sets';
import { LocalDb } from '../../shared/local-db/local-db';
import { accountFeedKey, accountStories, dropFromAccountFeed, readAccountFeed, refreshAccountFeed, storyCounters } from './feed';
import { runStoryAction, STORY_ACTION_TEXT, storyActionFailure } from './feed-actions';

function player(slot: FeedStoryPlayer['playerSlot'], overrides: Partial<FeedStoryPlayer> = {}): FeedStoryPlayer {
  return { playerSlot: slot, userId: null, username: null, isCurrentUser: false, isPending: false, status: 'active', lastPlayedAt: null, ...overrides };
}
function story(id: string, updatedAt: string, players: FeedStoryPlayer[], extra: Partial<FeedStory> = {}): FeedStory {
  return {
    id,
    title: id,
    creatorId: 'u1',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt,
    maxTurns: 10,
    difficultyLevel: { modifier: 0, title: 'Balanced' },
    generateImages: false,
    gameOver: false,
    players,
    ...extra,
  };
}

let db: LocalDb;
let n = 0;
let requests: { method: string; url: URL; body: Record<string, unknown> | null }[];
let replies: { status: number; body: unknown }[];

beforeEach(async () => {
  n += 1;
  db = new LocalDb(`feed-test-${n}`);
  await db.open();
  requests = [];
  replies = [];
  vi.stubGlobal('window', { location: { origin: 'https://taleforge.test' } });
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t0k' });
  vi.stubGlobal('fetch', (url: URL, init: RequestInit) => {
    requests.push({ method: init.method ?? 'GET', url: new URL(url), body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null });
    const reply = replies.shift() ?? { status: 200, body: { status: 'success', data: { stories: [] } } };
    return Promise.resolve(new Response(JSON.stringify(reply.body), { status: reply.status }));
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  db.close();
  await db.delete();
});

const solo = story('solo', '2026-11-03T10:00:00.000Z', [player('player1', { isCurrentUser: true, isPending: true, code: 'AAA', userId: 'u1' })]);
const duo = story('duo', '2026-11-04T10:00:00.000Z', [player('player1', { isCurrentUser: true, code: 'BBB', userId: 'u1' }), player('player2', { isPending: true })]);

describe('signed-in feed cache (spec 1 §4, §7)', () => {
  it("fetches with the device's codes (status omitted for the active list) and caches per user and list", async () => {
    await addCodeSet(['AAA'], 'solo', db);
    await addCodeSet(['BBB', 'CCC'], 'duo', db);
    replies.push({ status: 200, body: { status: 'success', data: { stories: [solo, duo] } } });
    await refreshAccountFeed('u1', 'active', undefined, db);
    const url = requests[0]!.url;
    expect(url.pathname).toBe('/users/stories/feed');
    expect(url.searchParams.get('clientStoryCodes')?.split(',').sort()).toEqual(['AAA', 'BBB', 'CCC']);
    expect(url.searchParams.has('status')).toBe(false);
    expect((await readAccountFeed('u1', 'active', db))?.stories.map((s) => s.id)).toEqual(['solo', 'duo']);

    replies.push({ status: 200, body: { status: 'success', data: { stories: [] } } });
    await refreshAccountFeed('u1', 'archived', undefined, db);
    expect(requests[1]!.url.searchParams.get('status')).toBe('archived');
    expect(await db.feeds.get(accountFeedKey('u1', 'archived'))).toMatchObject({ stories: [] });
    expect(await readAccountFeed('u2', 'active', db)).toBeNull();
  });

  it('keeps the cached list when a refresh fails (offline)', async () => {
    await db.feeds.put({ key: accountFeedKey('u1', 'active'), stories: [solo], fetchedAt: 1 });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(refreshAccountFeed('u1', 'active', undefined, db)).rejects.toMatchObject({ kind: 'network' });
    expect((await readAccountFeed('u1', 'active', db))?.stories).toEqual([solo]);
  });

  it('drops one story from a cached list', async () => {
    await db.feeds.put({ key: accountFeedKey('u1', 'active'), stories: [solo, duo], fetchedAt: 1 });
    await dropFromAccountFeed('u1', 'active', 'solo', db);
    expect((await readAccountFeed('u1', 'active', db))?.stories.map((s) => s.id)).toEqual(['duo']);
  });

  it('lists the stories of a view newest first, with the lowest own slot as the one the user plays', () => {
    const both = story('both', '2026-11-02T10:00:00.000Z', [player('player1', { isCurrentUser: true, code: 'P1' }), player('player2', { isCurrentUser: true, code: 'P2' })]);
    const archived = story('archived', '2026-11-05T10:00:00.000Z', [player('player1', { isCurrentUser: true, status: 'archived', code: 'X' })]);
    const list = accountStories([solo, duo, both, archived], 'active', 'u1');
    expect(list.map((e) => [e.story.id, e.slot.playerSlot, e.code, e.isCreator])).toEqual([
      ['duo', 'player1', 'BBB', true],
      ['solo', 'player1', 'AAA', true],
      ['both', 'player1', 'P1', true],
    ]);
    expect(list[2]!.story.players.map((p) => p.isCurrentUser)).toEqual([true, false]);
    expect(accountStories([solo, archived], 'archived', 'u2').map((e) => [e.story.id, e.isCreator])).toEqual([['archived', false]]);
  });

  it('counts single- and multi-player stories and those pending the user (top bar counters)', () => {
    const over = story('over', '2026-11-01T10:00:00.000Z', [player('player1', { isCurrentUser: true, isPending: true })], { gameOver: true });
    const yourTurn = story('turn', '2026-11-01T10:00:00.000Z', [player('player1', { isCurrentUser: true, isPending: true }), player('player2')]);
    expect(storyCounters([solo, duo, over, yourTurn])).toEqual({ single: { count: 2, pending: 1 }, multi: { count: 2, pending: 1 } });
  });
});

describe('archive, resume and delete (spec 1 §4, §8)', () => {
  it('archives: PUT /stories/status, the codes leave the device, the story leaves the cached list', async () => {
    await addCodeSet(['BBB', 'CCC'], 'duo', db);
    await addCodeSet(['ZZZ'], 'other', db);
    await db.feeds.put({ key: accountFeedKey('u1', 'active'), stories: [solo, duo], fetchedAt: 1 });
    // Never answered: the cache shows what the action itself did.
    vi.stubGlobal('fetch', (url: URL, init: RequestInit) => {
      requests.push({ method: init.method ?? 'GET', url: new URL(url), body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null });
      return init.method === 'PUT' ? Promise.resolve(new Response(JSON.stringify({ status: 'success', data: { status: 'archived' } }))) : new Promise<Response>(() => undefined);
    });
    await runStoryAction('archive', { userId: 'u1', story: duo, slot: 'player1', view: 'active' }, db);
    expect(requests[0]).toMatchObject({ method: 'PUT', body: { storyId: 'duo', playerSlot: 'player1', status: 'archived' } });
    expect((await readCodeSets(db)).map((s) => s.key)).toEqual(['ZZZ']);
    expect((await readAccountFeed('u1', 'active', db))?.stories.map((s) => s.id)).toEqual(['solo']);
    // Both lists are fetched again in the background, without the forgotten codes.
    await vi.waitFor(() => expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2));
    expect(requests.filter((r) => r.method === 'GET').map((r) => [r.url.searchParams.get('clientStoryCodes'), r.url.searchParams.get('status')])).toEqual([
      ['ZZZ', null],
      ['ZZZ', 'archived'],
    ]);
  });

  it('resumes without touching the codes; a failure changes nothing', async () => {
    await addCodeSet(['AAA'], 'solo', db);
    replies.push({ status: 500, body: { status: 'error', errorMessage: 'boom' } });
    await expect(runStoryAction('delete', { userId: 'u1', story: solo, slot: 'player1', view: 'active' }, db)).rejects.toBeInstanceOf(ApiError);
    expect(await readCodeSets(db)).toHaveLength(1);
    replies.push({ status: 200, body: { status: 'success', data: { status: 'active' } } });
    await runStoryAction('resume', { userId: 'u1', story: solo, slot: 'player1', view: 'archived' }, db);
    expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toMatchObject({ status: 'active' });
    expect(await readCodeSets(db)).toHaveLength(1);
  });

  it("names each failure as the spec does, and asks to log in on 401", () => {
    const server = new ApiError({ kind: 'envelope', status: 'error', httpStatus: 500, errorMessage: 'x' });
    expect(storyActionFailure('archive', server)).toBe('Failed to archive story. Please try again.');
    expect(storyActionFailure('resume', server)).toBe('Failed to resume story. Please try again.');
    expect(storyActionFailure('delete', new Error('x'))).toBe(STORY_ACTION_TEXT.delete);
    const signedOut = new ApiError({ kind: 'envelope', status: 'error', httpStatus: 401, errorMessage: 'x' });
    expect(storyActionFailure('archive', signedOut)).toBe('You must be logged in to archive stories.');
  });
});
