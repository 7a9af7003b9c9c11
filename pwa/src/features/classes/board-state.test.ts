import type { ClassTile } from '@schemas';
import { describe, expect, it } from 'vitest';
import { boardCounts, byGroup, fromBoard, withChanges } from './board-state';

const tile = (learner: number, over: Partial<ClassTile> = {}): ClassTile => ({
  learner,
  name: null,
  group: learner <= 1 ? 1 : learner <= 3 ? 2 : 3,
  storyId: `story_${learner <= 1 ? 1 : learner <= 3 ? 2 : 3}`,
  slot: 'player1',
  setup: 'ready',
  phase: 'character',
  beat: 0,
  maxTurns: 15,
  since: '2026-03-02T10:00:00.000Z',
  online: false,
  lastSeenAt: null,
  version: 1,
  ...over,
});
const board = (tiles: ClassTile[], serverTime = '2026-03-02T10:00:00.000Z') => ({ classId: 'class_1', endedAt: null, serverTime, tiles });
const change = (tiles: ClassTile[]) => ({ type: 'class_board_notification' as const, classId: 'class_1', tiles, endedAt: null, serverTime: '2026-03-02T10:00:01.000Z', timestamp: '2026-03-02T10:00:01.000Z' });

describe('the board the teacher holds (issue 33)', () => {
  it('takes a whole board after every reconnect: no tile the server no longer has survives', () => {
    const held = fromBoard(null, board([tile(1), tile(2), tile(3)]), Date.parse('2026-03-02T10:00:00.000Z'));
    const after = fromBoard(held, board([tile(1, { version: 2, phase: 'choosing' }), tile(2, { version: 2 })]), 0);
    expect(after.tiles.map((t) => [t.learner, t.phase])).toEqual([
      [1, 'choosing'],
      [2, 'character'],
    ]);
  });

  it('merges changed tiles, but never lets an older drawing of a story replace a newer one', () => {
    const held = fromBoard(null, board([tile(1), tile(2, { version: 5, phase: 'waiting_for_group' })]), 0);
    const next = withChanges(held, change([tile(1, { version: 2, online: true }), tile(2, { version: 4, phase: 'choosing' })]), 0);
    expect(next.tiles.find((t) => t.learner === 1)?.online).toBe(true);
    expect(next.tiles.find((t) => t.learner === 2)?.phase).toBe('waiting_for_group');
  });

  it('counts quiet on the device’s clock from when the server said the move began, kept while the move is the same', () => {
    // The device's clock is 10 s behind the server's.
    const first = fromBoard(null, board([tile(1, { phase: 'choosing', since: '2026-03-02T10:00:00.000Z' })], '2026-03-02T10:00:10.000Z'), Date.parse('2026-03-02T10:00:00.000Z'));
    expect(first.skew).toBe(10_000);
    expect(first.tiles[0]!.sinceLocal).toBe(Date.parse('2026-03-02T09:59:50.000Z'));
    // Five minutes later on the device, a whole board (the server's clock says otherwise): the same move keeps its start.
    const later = fromBoard(first, board([tile(1, { phase: 'choosing', since: '2026-03-02T10:00:00.000Z' })], '2026-03-02T10:00:20.000Z'), Date.parse('2026-03-02T10:05:00.000Z'));
    expect(later.tiles[0]!.sinceLocal).toBe(first.tiles[0]!.sinceLocal);
    expect(boardCounts(later.tiles, Date.parse('2026-03-02T10:05:00.000Z')).quiet).toBe(1);
    // A new move starts the count again.
    const chose = withChanges(later, change([tile(1, { phase: 'choosing', since: '2026-03-02T10:05:10.000Z', version: 3 })]), Date.parse('2026-03-02T10:05:00.000Z'));
    expect(boardCounts(chose.tiles, Date.parse('2026-03-02T10:05:30.000Z')).quiet).toBe(0);
  });

  it('groups the tiles and counts who is online, quiet and finished', () => {
    const tiles = [tile(1, { online: true, phase: 'choosing' }), tile(2, { phase: 'ended' }), tile(3)];
    expect(byGroup(tiles).map((g) => [g.group, g.tiles.length])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    const held = fromBoard(null, board(tiles), Date.parse('2026-03-02T10:00:00.000Z'));
    const sixMinutesOn = Date.parse('2026-03-02T10:06:00.000Z');
    expect(boardCounts(held.tiles, sixMinutesOn)).toEqual({ online: 1, quiet: 2, ended: 1, total: 3 });
  });
});
