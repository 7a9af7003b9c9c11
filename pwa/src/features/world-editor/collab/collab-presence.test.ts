import { describe, expect, it } from 'vitest';
import { assignColors, PRESENCE_COLORS } from './collab-presence';

describe('assignColors: presence colours', () => {
  it('gives everyone present a different colour, the same on every editor whatever the order', () => {
    const ids = Array.from({ length: PRESENCE_COLORS.length }, (_, i) => `user_${i * 7}`);
    const a = assignColors(ids);
    const b = assignColors([...ids].reverse());
    expect(new Set(a.values()).size).toBe(ids.length);
    expect([...b.entries()].sort()).toEqual([...a.entries()].sort());
  });

  it('reuses colours only when there are more people than colours', () => {
    const ids = Array.from({ length: PRESENCE_COLORS.length + 2 }, (_, i) => `u${i}`);
    expect(assignColors(ids).size).toBe(ids.length);
    expect(new Set(assignColors(ids).values()).size).toBe(PRESENCE_COLORS.length);
  });
});
