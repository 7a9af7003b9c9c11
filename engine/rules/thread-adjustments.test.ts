import { describe, expect, it } from 'vitest';
import { narratorAdjustmentLines, parseThreadAdjustment, threadAdjustmentRules } from './thread-adjustments';

const rule = (line: string) => {
  const r = parseThreadAdjustment(line);
  return r ? { delta: r.delta, when: r.when } : null;
};

describe('thread-end adjustments [T3]', () => {
  it('[T3] reads the lines of the bundled Worlds that need no judgement', () => {
    expect(rule('-15 after every thread.')).toEqual({ delta: -15, when: 'any' }); // Button Hill's moonlight
    expect(rule('-1 after every thread.')).toEqual({ delta: -1, when: 'any' }); // The Redrawn City's dawns
    expect(rule('+10 after every thread, because the Lane grows every dawn.')).toEqual({ delta: 10, when: 'any' });
    expect(rule('+5 after every thread, because every adventure makes you a little braver.')).toEqual({ delta: 5, when: 'any' });
    expect(rule('-5 after every thread, because there is always a fee.')).toEqual({ delta: -5, when: 'any' });
    expect(rule('+5 after a thread that ended favorably.')).toEqual({ delta: 5, when: 'favorable' });
    expect(rule('-10 after any thread that ended unfavorably.')).toEqual({ delta: -10, when: 'unfavorable' });
  });

  it('[T3] a range counts as its middle, rounded away from zero', () => {
    expect(rule('-3 to -8 after every thread.')).toEqual({ delta: -6, when: 'any' });
    expect(rule('+5 to +10 after every thread.')).toEqual({ delta: 8, when: 'any' });
    expect(rule('+10 to 20 after each thread')).toEqual({ delta: 15, when: 'any' });
  });

  it('[T3] reads per-thread wording, percentages, verbs and results in plain words', () => {
    expect(rule('-1 per thread')).toEqual({ delta: -1, when: 'any' });
    expect(rule('−20% after each thread (the night is short)')).toEqual({ delta: -20, when: 'any' });
    expect(rule('Drops by 10 when a thread ends badly')).toEqual({ delta: -10, when: 'unfavorable' });
    expect(rule('Rises by 5 after every thread.')).toEqual({ delta: 5, when: 'any' });
    expect(rule('+2 after a successful thread')).toEqual({ delta: 2, when: 'favorable' });
    expect(rule('-4 after a thread that went badly')).toEqual({ delta: -4, when: 'unfavorable' });
    expect(rule('+3 points after a thread that ended mixed')).toEqual({ delta: 3, when: 'mixed' });
  });

  it('[T3] leaves to the narrator every line that needs judgement', () => {
    for (const line of [
      'Never goes below 0.',
      '+1 every time a lost thing goes home.',
      '+5 more if a thread on the Lane ended unfavorably.',
      '-10 after a thread on Vesper Lane that ended unfavorably.',
      '+10 after a thread that ended favorably or with an honest discovery.',
      '+5 after every fieldwork thread.',
      '-15 after every thread that includes a service.',
      '+5 after a thread in which the Finders solved a puzzle.',
      'Move 10 toward the side that won a competitive thread this player took part in.',
      'Remove anything that was used up or given away.',
      'Rise one level after a favorable thread with the agency; fall one after an unfavorable one.',
      '0 after every thread',
    ]) {
      expect(rule(line), line).toBeNull();
    }
  });

  it('[T3] applies to numeric stats only, and splits engine rules from narrator guidance', () => {
    const stat = { type: 'number' as const, adjustmentsAfterThreads: ['-1 after every thread.', 'Never goes below 0.'] };
    expect(threadAdjustmentRules(stat).map((r) => r.delta)).toEqual([-1]);
    expect(narratorAdjustmentLines(stat)).toEqual(['Never goes below 0.']);
    const list = { type: 'string[]' as const, adjustmentsAfterThreads: ['-1 after every thread.'] };
    expect(threadAdjustmentRules(list)).toEqual([]);
    expect(narratorAdjustmentLines(list)).toEqual(['-1 after every thread.']);
  });
});
