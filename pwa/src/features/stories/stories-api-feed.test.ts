import type { FeedStory, FeedStoryPlayer } from '@schemas';
import { describe, expect, it } from 'vitest';
import { resumableStories } from './stories-api-feed';

function player(slot: FeedStoryPlayer['playerSlot'], overrides: Partial<FeedStoryPlayer> = {}): FeedStoryPlayer {
  return { playerSlot: slot, userId: null, username: null, isCurrentUser: false, isPending: false, status: 'active', lastPlayedAt: null, ...overrides };
}

function story(id: string, updatedAt: string, players: FeedStoryPlayer[]): FeedStory {
  return {
    id,
    title: id,
    creatorId: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt,
    maxTurns: 25,
    difficultyLevel: { modifier: 0, title: 'Balanced' },
    generateImages: false,
    gameOver: false,
    players,
  };
}

describe('resumable stories (spec 1 §4: only where the player is active, most recently updated first)', () => {
  const older = story('older', '2026-11-01T10:00:00.000Z', [player('player1', { code: 'AAA', isCurrentUser: true })]);
  const newer = story('newer', '2026-11-03T10:00:00.000Z', [player('player1'), player('player2', { code: 'BBB', isCurrentUser: true })]);
  const archived = story('archived', '2026-11-04T10:00:00.000Z', [player('player1', { code: 'CCC', status: 'archived' })]);
  const forgotten = story('forgotten', '2026-11-05T10:00:00.000Z', [player('player1', { code: 'DDD' })]);

  it('lists the stories of the stored codes, newest first, each with its own code', () => {
    const found = resumableStories([older, newer, archived, forgotten], ['aaa', 'BBB', 'CCC']);
    expect(found.map((r) => [r.story.id, r.code])).toEqual([
      ['newer', 'BBB'],
      ['older', 'AAA'],
    ]);
  });

  it('shows only the resumed slot as the current player when the device holds every code of a story', () => {
    const created = story('created', '2026-11-02T10:00:00.000Z', [
      player('player1', { code: 'P1', isCurrentUser: true }),
      player('player2', { code: 'P2', isCurrentUser: true }),
    ]);
    const [only] = resumableStories([created], ['P1', 'P2']);
    expect(only?.code).toBe('P1');
    expect(only?.story.players.map((p) => p.isCurrentUser)).toEqual([true, false]);
  });

  it('is empty without codes', () => {
    expect(resumableStories([older, newer], [])).toEqual([]);
  });
});
