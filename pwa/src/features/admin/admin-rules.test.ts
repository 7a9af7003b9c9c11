import { describe, expect, it } from 'vitest';
import { adminDate, adminStoryBeat, adminStoryStatus, adminStoryTitle, changedOrders, cutText, playersCell } from './admin-rules';

describe('admin story status (spec 2 §4)', () => {
  it.each([
    [{ active: 0, archived: 0, deleted: 0 }, 'No players'],
    [{ active: 2, archived: 1, deleted: 1 }, 'Archived'],
    [{ active: 3, archived: 0, deleted: 0 }, 'Active'],
    [{ active: 0, archived: 0, deleted: 2 }, 'Deleted'],
    [{ active: 1, archived: 0, deleted: 1 }, 'Abandoned'],
  ] as const)('%o is %s', (counts, status) => {
    expect(adminStoryStatus(counts)).toBe(status);
  });
});

describe('admin story title, beat and dates', () => {
  it('shows Error Loading Title for an errored untitled story, [Untitled Story] otherwise', () => {
    expect(adminStoryTitle({ title: null, error: true }, false)).toBe('Error Loading Title');
    expect(adminStoryTitle({ title: '  ', error: false }, false)).toBe('[Untitled Story]');
    expect(adminStoryTitle({ title: 'Kept', error: true }, false)).toBe('Kept');
  });
  it('cuts titles to 15 characters on small screens only', () => {
    expect(adminStoryTitle({ title: 'The Lighthouse Keeper', error: false }, true)).toBe('The Lighthouse ...');
    expect(adminStoryTitle({ title: 'The Lighthouse Keeper', error: false }, false)).toBe('The Lighthouse Keeper');
  });
  it('shows beat 0 before character selection, at least 1 after', () => {
    expect(adminStoryBeat({ characterSelectionCompleted: false, currentBeat: 4, maxTurns: 10 })).toBe('0/10');
    expect(adminStoryBeat({ characterSelectionCompleted: true, currentBeat: 0, maxTurns: 10 })).toBe('1/10');
    expect(adminStoryBeat({ characterSelectionCompleted: true, currentBeat: 7, maxTurns: 10 })).toBe('7/10');
  });
  it('formats dates as YYYY-MM-DD, Unknown when missing or unreadable', () => {
    expect(adminDate('2026-03-04T23:59:00.000Z')).toBe('2026-03-04');
    expect(adminDate(null)).toBe('Unknown');
    expect(adminDate('not a date')).toBe('Unknown');
  });
  it('cuts feedback text with ... and shows players as one number or min-max', () => {
    expect(cutText('a'.repeat(101), 100)).toBe(`${'a'.repeat(100)}...`);
    expect(cutText('a'.repeat(100), 100)).toBe('a'.repeat(100));
    expect(playersCell({ playerCountMin: 2, playerCountMax: 2 })).toBe('2');
    expect(playersCell({ playerCountMin: 1, playerCountMax: 4 })).toBe('1-4');
  });
});

describe('carousel Save Order', () => {
  it('writes only the rows whose position changed', () => {
    const loaded = [{ id: 'a', order: 0 }, { id: 'b', order: 1 }, { id: 'c', order: 2 }, { id: 'd', order: 3 }];
    expect(changedOrders(loaded, ['a', 'c', 'b', 'd'])).toEqual([{ id: 'c', order: 1 }, { id: 'b', order: 2 }]);
    expect(changedOrders(loaded, ['a', 'b', 'c', 'd'])).toEqual([]);
  });
});
