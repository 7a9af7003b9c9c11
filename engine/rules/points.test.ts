import type { ChallengeOption } from '@schemas';
import { describe, expect, it } from 'vitest';
import { computePoints, MOMENTUM } from './points';

const option = (o: Partial<ChallengeOption> = {}): ChallengeOption => ({
  optionType: 'challenge',
  resourceType: 'normal',
  text: 'Climb the stairs',
  riskType: 'normal',
  basePoints: 0,
  modifiersToSuccessRate: [],
  ...o,
});
const names = new Map([['player_nerve', 'Nerve'], ['shared_trust', 'Town Trust']]);

describe('points', () => {
  it('[P1] points = momentum + basePoints + stat modifier effects + difficulty modifier', () => {
    const r = computePoints({
      option: option({ basePoints: -5, modifiersToSuccessRate: [{ statId: 'player_nerve', reason: 'Steady hands', effect: 10 }, { statId: 'shared_trust', reason: '', effect: -15 }] }),
      previousResolution: 'favorable',
      difficulty: { modifier: -10, title: 'Challenging' },
      statNames: names,
    });
    expect(r.points).toBe(30 - 5 + 10 - 15 - 10);
    expect(r.readablePointModifiers).toEqual([
      { name: 'Momentum', value: 30, tooltip: 'The last step of this thread was favorable' },
      { name: 'Approach', value: -5, tooltip: 'How promising this approach is' },
      { name: 'Nerve', value: 10, tooltip: 'Steady hands' },
      { name: 'Town Trust', value: -15 },
      { name: 'Difficulty: Challenging', value: -10, tooltip: 'Things can go wrong.' },
    ]);
  });

  it('[P1] momentum is +30 after favorable, 0 after mixed, -30 after unfavorable, and absent on a thread’s first beat', () => {
    expect(MOMENTUM).toEqual({ favorable: 30, mixed: 0, unfavorable: -30 });
    const first = computePoints({ option: option(), previousResolution: null, difficulty: { modifier: 0, title: 'Balanced' }, statNames: names });
    expect(first.readablePointModifiers.map((m) => m.name)).not.toContain('Momentum');
    const mixed = computePoints({ option: option(), previousResolution: 'mixed', difficulty: { modifier: 0, title: 'Balanced' }, statNames: names });
    expect(mixed.readablePointModifiers.find((m) => m.name === 'Momentum')?.value).toBe(0);
    const bad = computePoints({ option: option(), previousResolution: 'unfavorable', difficulty: { modifier: 0, title: 'Balanced' }, statNames: names });
    expect(bad.points).toBe(-30);
  });

  it('[O3] a sacrifice adds its basePoints and a reward subtracts, named as such', () => {
    const s = computePoints({ option: option({ resourceType: 'sacrifice', basePoints: 25 }), previousResolution: null, difficulty: { modifier: 20, title: 'Friendly' }, statNames: names });
    expect(s.points).toBe(45);
    expect(s.readablePointModifiers[0]).toMatchObject({ name: 'Sacrifice', value: 25 });
    const r = computePoints({ option: option({ resourceType: 'reward', basePoints: -30 }), previousResolution: null, difficulty: { modifier: 0, title: 'Balanced' }, statNames: names });
    expect(r.readablePointModifiers[0]).toMatchObject({ name: 'Chasing a reward', value: -30 });
  });
});
