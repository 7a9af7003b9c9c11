import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCodeSets } from '../../shared/local-db/code-sets';
import { localDb } from '../../shared/local-db/local-db';
import { codesInSlotOrder, createStoryAndRememberCodes, type StoryCreation } from './stories-api';

const creation: StoryCreation = {
  kind: 'prompt',
  input: { prompt: 'A heist', playerCount: 2, maxTurns: 25, generateImages: false, gameMode: 'Cooperative', difficultyLevel: { modifier: 0, title: 'Balanced' } },
};
let replies: unknown[];
let posted: { url: string; body: unknown }[];

beforeEach(async () => {
  await localDb.codeSets.clear();
  replies = [];
  posted = [];
  vi.stubGlobal('window', { location: { origin: 'https://taleforge.test' } });
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('fetch', (url: URL, init: RequestInit) => {
    posted.push({ url: String(url), body: JSON.parse(String(init.body)) });
    return Promise.resolve(new Response(JSON.stringify(replies.shift()), { status: 200 }));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('story creation (spec 1 §4)', () => {
  it('orders codes by slot number, player1 first', () => {
    expect(codesInSlotOrder({ player3: 'C', player1: 'A', player2: 'B' })).toEqual(['A', 'B', 'C']);
  });

  it('posts the prompt story and keeps its code set on the device', async () => {
    replies.push({ status: 'success', data: { storyId: 's1', codes: { player2: 'BBB', player1: 'AAA' }, status: 'setting_up' } });
    const created = await createStoryAndRememberCodes(creation);
    expect(posted[0]?.url).toBe('https://taleforge.test/stories');
    expect(posted[0]?.body).toMatchObject({ prompt: 'A heist', playerCount: 2, maxTurns: 25, gameMode: 'Cooperative' });
    expect(created.codeList).toEqual(['AAA', 'BBB']);
    expect((await readCodeSets()).map((s) => [s.storyId, s.codes])).toEqual([['s1', ['AAA', 'BBB']]]);
  });

  it('removes the newly stored codes again when the server reports the setup failed', async () => {
    replies.push({ status: 'success', data: { storyId: 's2', codes: { player1: 'CCC' }, status: 'failed' } });
    await expect(createStoryAndRememberCodes(creation)).rejects.toThrow();
    expect(await readCodeSets()).toEqual([]);
  });

  it('stores nothing when the server refuses the story', async () => {
    replies.push({ status: 'moderation_blocked', errorMessage: 'Blocked', moderation: { reason: 'violence' } });
    await expect(createStoryAndRememberCodes(creation)).rejects.toMatchObject({ status: 'moderation_blocked', moderation: { reason: 'violence' } });
    expect(await readCodeSets()).toEqual([]);
  });

  it('posts a template story to /stories/template', async () => {
    replies.push({ status: 'success', data: { storyId: 's3', codes: { player1: 'DDD' }, status: 'ready' } });
    await createStoryAndRememberCodes({
      kind: 'template',
      input: { templateId: 'world_x', playerCount: 1, maxTurns: 20, generateImages: true, difficultyLevel: { modifier: -10, title: 'Challenging' } },
    });
    expect(posted[0]?.url).toBe('https://taleforge.test/stories/template');
  });
});
