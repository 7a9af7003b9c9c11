import { QUIET_AFTER_MS, type ClassTile } from '@schemas';
import { describe, expect, it } from 'vitest';
import { groupsProblem, isOnline, isQuiet, learnerLabel, splitIntoGroups } from './class-room';

describe('splitting a class into groups (issue 33)', () => {
  it('puts everyone alone when groups are of one', () => {
    expect(splitIntoGroups(5, 1)).toEqual([1, 1, 1, 1, 1]);
  });

  it('splits evenly when the count divides', () => {
    expect(splitIntoGroups(30, 2)).toHaveLength(15);
    expect(splitIntoGroups(12, 3)).toEqual([3, 3, 3, 3]);
  });

  it('mixes sizes when it does not: the left-over learners join the last groups (7 in pairs: 2 + 2 + 3)', () => {
    expect(splitIntoGroups(7, 2)).toEqual([2, 2, 3]);
    expect(splitIntoGroups(5, 2)).toEqual([2, 3]);
    expect(splitIntoGroups(10, 4)).toEqual([5, 5]);
  });

  it('takes one group more when that keeps every group nearer the size asked (11 in fours: 3 + 4 + 4)', () => {
    expect(splitIntoGroups(11, 4)).toEqual([3, 4, 4]);
  });

  it('never makes a group larger than 6 or than the World allows (9 in sixes: 4 + 5)', () => {
    expect(splitIntoGroups(9, 6)).toEqual([4, 5]);
    expect(splitIntoGroups(5, 3, { playerCountMin: 1, playerCountMax: 2 })).toEqual([1, 2, 2]);
    expect(splitIntoGroups(7, 4, { playerCountMin: 1, playerCountMax: 4 })).toEqual([3, 4]);
  });

  it('every learner is in exactly one group, whatever the count and size', () => {
    for (let n = 1; n <= 40; n++) {
      for (let size = 1; size <= 6; size++) {
        const groups = splitIntoGroups(n, size);
        expect(groups.reduce((a, b) => a + b, 0), `${n} in ${size}s`).toBe(n);
        expect(Math.max(...groups) - Math.min(...groups), `${n} in ${size}s`).toBeLessThanOrEqual(1);
        expect(Math.max(...groups), `${n} in ${size}s`).toBeLessThanOrEqual(6);
      }
    }
  });

  it('says when a group does not fit the World', () => {
    expect(groupsProblem([1, 2, 2], { playerCountMin: 1, playerCountMax: 6 })).toBeNull();
    expect(groupsProblem([1, 2], { playerCountMin: 2, playerCountMax: 4 })).toBe('Groups of this World have 2 to 4 learners.');
    expect(groupsProblem([2], { playerCountMin: 1, playerCountMax: 1 })).toBe('Every group of this World has 1 learner.');
  });
});

describe('reading a tile', () => {
  const base: Pick<ClassTile, 'phase' | 'since' | 'online' | 'lastSeenAt' | 'learner' | 'name'> = {
    phase: 'choosing',
    since: '2026-03-02T10:00:00.000Z',
    online: true,
    lastSeenAt: '2026-03-02T10:00:00.000Z',
    learner: 7,
    name: null,
  };
  const at = (ms: number) => Date.parse('2026-03-02T10:00:00.000Z') + ms;

  it('is quiet once it has been the learner’s move for 5 minutes, not before, and never while they wait', () => {
    expect(isQuiet(base, at(QUIET_AFTER_MS - 1))).toBe(false);
    expect(isQuiet(base, at(QUIET_AFTER_MS))).toBe(true);
    expect(isQuiet({ ...base, phase: 'character' }, at(QUIET_AFTER_MS))).toBe(true);
    expect(isQuiet({ ...base, phase: 'waiting_for_group' }, at(QUIET_AFTER_MS * 3))).toBe(false);
  });

  it('is online only while the server heard of the learner in the last 90 s', () => {
    expect(isOnline(base, at(89_000))).toBe(true);
    expect(isOnline(base, at(90_000))).toBe(false);
    expect(isOnline({ ...base, online: false }, at(1))).toBe(false);
  });

  it('names the learner by what they typed, or by their number', () => {
    expect(learnerLabel(base)).toBe('Learner 7');
    expect(learnerLabel({ ...base, name: 'Ada' })).toBe('Ada');
  });
});
