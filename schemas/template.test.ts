import { describe, expect, it } from 'vitest';
import { templateSchema } from './template';
import { exampleTemplate } from './testing/examples';

function issuePaths(input: unknown): string[] {
  const r = templateSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
}

describe('templateSchema', () => {
  it('accepts a realistic World and fills the spec defaults', () => {
    const t = templateSchema.parse(exampleTemplate());
    expect(t.maxTurnsMin).toBe(20);
    expect(t.maxTurnsMax).toBe(25);
    expect(t.order).toBe(999);
    expect(t.showOnWelcomeScreen).toBe(false);
    expect(t.difficultyLevels.map((d) => d.modifier)).toEqual([0, 10, -10]);
    expect(t.sharedOutcomes[0]?.intendedNumberOfMilestones).toBe(2);
    expect(t.sharedOutcomes[0]?.milestones).toEqual([]);
    const [nerve, notes] = t.playerStats;
    expect(nerve?.initialValue).toBe(50);
    expect(notes?.initialValue).toEqual([]);
    expect(nerve?.canBeChangedInBeatResolutions && nerve.isVisible && nerve.partOfPlayerBackgrounds).toBe(true);
    expect(t.player1?.possibleCharacterIdentities[0]?.pronouns).toEqual({
      personal: 'they',
      object: 'them',
      possessive: 'their',
      reflexive: 'themselves',
    });
  });

  it('rejects a slot with two identities, naming the path', () => {
    const t = exampleTemplate();
    t.player2!.possibleCharacterIdentities = t.player2!.possibleCharacterIdentities.slice(0, 2);
    expect(issuePaths(t)).toContain('player2.possibleCharacterIdentities');
  });

  it('rejects a missing options block for a slot within playerCountMax', () => {
    const t = exampleTemplate();
    delete t.player2;
    expect(issuePaths(t)).toEqual(['player2']);
  });

  it('rejects stat ids without their prefix', () => {
    const t = exampleTemplate();
    t.sharedStats = [{ id: 'order', name: 'Order' }];
    expect(issuePaths(t)).toEqual(['sharedStats.0.id']);
  });

  it('rejects a fourth stat group', () => {
    expect(issuePaths({ ...exampleTemplate(), statGroups: ['a', 'b', 'c', 'd'] })).toEqual(['statGroups']);
  });

  it('rejects turns off the 5-step grid and a difficulty outside +20..-30', () => {
    const t = { ...exampleTemplate(), maxTurnsMax: 23, difficultyLevels: [{ modifier: 30, title: 'Too easy' }] };
    expect(issuePaths(t).sort()).toEqual(['difficultyLevels.0.modifier', 'maxTurnsMax']);
  });

  it('accepts all three outcome resolution shapes and rejects a mix', () => {
    const base = exampleTemplate();
    const outcome = base.sharedOutcomes![0]!;
    for (const r of [
      { sideAWins: 'A', mixed: 'draw', sideBWins: 'B' },
      { resolution1: 'x', resolution2: 'y', resolution3: 'z' },
    ]) {
      expect(issuePaths({ ...base, sharedOutcomes: [{ ...outcome, possibleResolutions: r }] })).toEqual([]);
    }
    const mixed = { favorable: 'a', mixed: 'b', sideBWins: 'c' };
    expect(issuePaths({ ...base, sharedOutcomes: [{ ...outcome, possibleResolutions: mixed }] })).toEqual([
      'sharedOutcomes.0.possibleResolutions',
    ]);
  });
});
