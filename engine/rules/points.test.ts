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
      { name: 'Momentum', value: 30, tooltip: 'Your last move on this path went well, and that carries you forward.' },
      { name: 'Approach', value: -5, tooltip: 'A poor fit for this moment: it makes success harder.' },
      { name: 'Nerve', value: 10, tooltip: 'Steady hands: your Nerve helps here.' },
      { name: 'Town Trust', value: -15, tooltip: 'Your Town Trust works against you here.' },
      { name: 'Difficulty: Challenging', value: -10, tooltip: "The story's difficulty (Challenging): Things can go wrong." },
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

  it('[P1] every modifier carries a one-line plain explanation, without game jargon', () => {
    const all = (['favorable', 'mixed', 'unfavorable'] as const).flatMap((previousResolution) =>
      [-10, 0, 5].flatMap((basePoints) =>
        computePoints({
          option: option({ basePoints, modifiersToSuccessRate: [{ statId: 'player_nerve', reason: '', effect: -5 }] }),
          previousResolution,
          difficulty: { modifier: -10, title: 'Challenging' },
          statNames: names,
        }).readablePointModifiers,
      ),
    );
    for (const m of all) {
      expect(m.tooltip, m.name).toBeTruthy();
      expect(m.tooltip!.split('\n')).toHaveLength(1);
      expect(m.tooltip!, m.name).not.toMatch(/\b(malus|momentum|thread|basePoints|points)\b/i);
    }
    const momentum = all.filter((m) => m.name === 'Momentum').map((m) => `${m.value} ${m.tooltip}`);
    expect(momentum).toContain('-30 Your last move on this path went badly, and that holds you back.');
  });

  it('[O3] an approach the game offered again is not penalised; a poor new one still is, and a reward keeps its price', () => {
    const input = { previousResolution: 'unfavorable' as const, difficulty: { modifier: 0, title: 'Balanced' }, statNames: names };
    const again = computePoints({ ...input, option: option({ basePoints: -10 }), reoffered: true });
    expect(again.readablePointModifiers[1]).toEqual({ name: 'Approach', value: 0, tooltip: 'The story offered this approach again, so choosing it carries no penalty.' });
    expect(again.points).toBe(-30);
    expect(computePoints({ ...input, option: option({ basePoints: 5 }), reoffered: true }).readablePointModifiers[1]?.value).toBe(5);
    expect(computePoints({ ...input, option: option({ basePoints: -10 }) }).points).toBe(-40);
    const reward = computePoints({ ...input, option: option({ resourceType: 'reward', basePoints: -25 }), reoffered: true });
    expect(reward.readablePointModifiers[1]).toMatchObject({ name: 'Chasing a reward', value: -25 });
  });
});
