import { describe, expect, it } from 'vitest';
import { pointsExplanation, pointsFigure, signed } from './roll-format';
import { modifierExplanation } from './roll-modifiers';

describe('the roll in words', () => {
  it('writes the bonus or malus and explains which way it moves the odds', () => {
    expect(pointsFigure(-45)).toEqual({ label: 'Malus', value: '−45' });
    expect(pointsFigure(0)).toEqual({ label: 'Bonus', value: '+0' });
    expect(signed(-30)).toBe('−30');
    expect(signed(0)).toBe('±0');
    expect(pointsExplanation(-45)).toBe('The modifiers below add up to −45: the odds shift towards things going wrong.');
    expect(pointsExplanation(15)).toContain('towards things going well');
  });

  it('uses the engine’s explanation, and a plain line for a modifier stored without one', () => {
    expect(modifierExplanation({ name: 'Momentum', value: -30, tooltip: 'Your last move on this path went badly, and that holds you back.' })).toBe(
      'Your last move on this path went badly, and that holds you back.',
    );
    expect(modifierExplanation({ name: 'Nerve', value: -5 })).toBe('This makes things likelier to go wrong.');
    expect(modifierExplanation({ name: 'Nerve', value: 0 })).toBe('This neither helps nor hurts.');
  });
});
