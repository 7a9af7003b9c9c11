import { describe, expect, it } from 'vitest';
import { readStatValue } from '@engine';
import type { ClientStat } from '@schemas';
import { groupStats } from './stat-groups';
import { clampPercent, oppositePoles, statText } from './stat-row';

const stat = (over: Partial<ClientStat>): ClientStat => ({
  id: 'player_x',
  name: 'X',
  type: 'percentage',
  group: '',
  tooltip: '',
  isVisible: true,
  partOfPlayerBackgrounds: true,
  initialValue: 50,
  ...over,
});

describe('stat display (spec 1 §2, §3)', () => {
  it('defaults missing values: 0 number, 50 percentage and opposites, [] string[], empty text', () => {
    expect(readStatValue([], stat({ type: 'number' }))).toBe(0);
    expect(readStatValue([], stat({ type: 'percentage' }))).toBe(50);
    expect(readStatValue([], stat({ type: 'opposites' }))).toBe(50);
    expect(readStatValue([], stat({ type: 'string[]' }))).toEqual([]);
    expect(readStatValue([], stat({ type: 'string' }))).toBe('');
    expect(readStatValue([{ statId: 'player_x', value: 7 }], stat({ type: 'number' }))).toBe(7);
  });

  it('reads the two poles of an opposites stat from its name', () => {
    expect(oppositePoles('Roots | Wings')).toEqual(['Roots', 'Wings']);
    expect(oppositePoles('Calm Sea vs Storm')).toEqual(['Calm Sea', 'Storm']);
    expect(oppositePoles('Order/Chaos')).toEqual(['Order', 'Chaos']);
    expect(oppositePoles('Courage')).toEqual(['Courage', 'Not courage']);
  });

  it('shows booleans as Yes/No and empty lists as None', () => {
    expect(statText(true)).toBe('Yes');
    expect(statText(false)).toBe('No');
    expect(statText([])).toBe('None');
    expect(statText(['a', 'b'])).toBe('a, b');
    expect(clampPercent(140)).toBe(100);
  });

  it("groups visible stats in the story's order, 'Other' last", () => {
    const groups = groupStats(
      [
        { stat: stat({ id: 'a', group: '' }), values: [] },
        { stat: stat({ id: 'b', group: 'Body' }), values: [] },
        { stat: stat({ id: 'c', group: 'Mind' }), values: [] },
        { stat: stat({ id: 'd', group: 'Mind', isVisible: false }), values: [] },
      ],
      ['Mind', 'Body'],
    );
    expect(groups.map((g) => [g.name, g.stats.map((s) => s.stat.id)])).toEqual([
      ['Mind', ['c']],
      ['Body', ['b']],
      ['Other', ['a']],
    ]);
  });
});
