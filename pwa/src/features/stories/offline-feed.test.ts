import { describe, expect, it } from 'vitest';
import { makeWorld, playOffline } from '../../../../engine/testing/index';
import type { OfflineStoryRow } from '../../shared/local-db/local-db';
import { offlineFeedStory, withOfflineStories } from './offline-feed';
import { resumableStories } from './stories-api-feed';

async function row(choices: number): Promise<OfflineStoryRow> {
  const template = makeWorld(3, { playerCountMin: 1 });
  const { inputs, play } = await playOffline(template, 'feed', { choices });
  return { code: 'ABCDEFGHJK', storyId: inputs.storyId, template, inputs, story: play.story, digests: play.digests, status: 'playing', updatedAt: Date.parse('2026-05-01T10:00:00Z') };
}

describe('stories played offline in the lists to resume (issue 21)', () => {
  it('is listed as this device’s active story, waiting for its choice, with the code it plays with', async () => {
    const r = await row(2);
    const entry = offlineFeedStory(r, null);
    expect(entry).toMatchObject({ id: r.storyId, title: r.story.title, maxTurns: r.inputs.maxTurns, currentBeat: 3, gameOver: false, updatedAt: '2026-05-01T10:00:00.000Z' });
    expect(entry.players).toEqual([expect.objectContaining({ playerSlot: 'player1', isCurrentUser: true, isPending: true, status: 'active', code: 'ABCDEFGHJK' })]);
    expect(resumableStories([entry], ['ABCDEFGHJK']).map((s) => s.code)).toEqual(['ABCDEFGHJK']);
  });

  it('gives way to the server’s copy once the feed holds it', async () => {
    const r = await row(1);
    const device = offlineFeedStory(r, null);
    const server = { ...device, title: 'The server’s copy' };
    expect(withOfflineStories([server], [device])).toEqual([server]);
    expect(withOfflineStories([], [device])).toEqual([device]);
  });
});
