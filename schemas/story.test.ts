import { describe, expect, it } from 'vitest';
import { beatSchema, distributionSchema, stateChangeSchema, threadSchema } from './story';

const beat = {
  id: 'beat_1',
  turn: 2,
  kind: 'thread',
  title: 'The Moving Stacks',
  text: 'You step between the shelves.\n\nThey shift behind you.',
  options: [
    { optionType: 'challenge', text: 'Sprint for the door', riskType: 'risky', basePoints: -5, modifiersToSuccessRate: [{ statId: 'player_nerve', reason: 'Steady hands', effect: 10 }] },
    { optionType: 'challenge', resourceType: 'sacrifice', text: 'Drop the lantern to climb faster', basePoints: 25 },
    { optionType: 'exploration', text: 'Ask the shelves where they are going' },
  ],
  interludes: [{ text: 'Dust settles.' }],
  createdAt: '2026-11-01T10:00:00.000Z',
};

const paths = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } }, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? [] : (r.error?.issues.map((i) => i.path.join('.')) ?? []);
};

describe('beatSchema', () => {
  it('accepts a beat with challenge and exploration options and fills defaults', () => {
    const b = beatSchema.parse(beat);
    expect(b.choice).toBe(-1);
    expect(b.options[0]?.resourceType).toBe('normal');
    expect(b.options[1]).toMatchObject({ riskType: 'normal', modifiersToSuccessRate: [] });
    expect(b.interludes[0]).toEqual({ text: 'Dust settles.', imageId: '', imageSource: 'none' });
  });

  it('rejects two options, naming the path [O1]', () => {
    expect(paths(beatSchema, { ...beat, options: beat.options.slice(0, 2) })).toEqual(['options']);
  });

  it('rejects a modifier effect beyond ±15 [O2]', () => {
    const options = structuredClone(beat.options);
    options[0]!.modifiersToSuccessRate![0]!.effect = 20;
    expect(paths(beatSchema, { ...beat, options })).toEqual(['options.0.modifiersToSuccessRate.0.effect']);
  });

  it('rejects an option of unknown type', () => {
    const options = [{ optionType: 'gamble', text: 'x' }, ...beat.options.slice(1)];
    expect(paths(beatSchema, { ...beat, options })).toEqual(['options.0.optionType']);
  });
});

describe('distributionSchema', () => {
  it('[P4] accepts integers summing to 100 and rejects any other sum', () => {
    expect(distributionSchema.safeParse({ favorable: 36, mixed: 38, unfavorable: 26 }).success).toBe(true);
    expect(distributionSchema.safeParse({ favorable: 36, mixed: 38, unfavorable: 27 }).success).toBe(false);
    expect(distributionSchema.safeParse({ favorable: 35.5, mixed: 38.5, unfavorable: 26 }).success).toBe(false);
  });
});

describe('threadSchema', () => {
  const thread = {
    id: 't1',
    outcomeId: 'o1',
    outcomeGroup: 'shared',
    playersSideA: ['player1'],
    typeOfThread: 'challenge',
    progression: [
      { title: 'Find the map', question: 'Where is it?' },
      { title: 'Read the map', question: 'Can you?' },
    ],
    duration: 2,
    startTurn: 3,
    title: 'The Map',
  };
  it('[S2] accepts progression steps equal to the duration', () => {
    expect(threadSchema.safeParse(thread).success).toBe(true);
  });
  it('[S2] rejects progression steps that differ from the duration', () => {
    expect(paths(threadSchema, { ...thread, duration: 3 })).toEqual(['progression']);
  });
});

describe('stateChangeSchema', () => {
  it('[T2] accepts each kind and rejects an unknown change operation', () => {
    const ok = [
      { type: 'statChange', group: 'player1', statId: 'player_nerve', change: 'addNumber', value: 10 },
      { type: 'newFact', storyElementId: 'world', fact: 'The bells ring twice.' },
      { type: 'newMilestone', outcomeGroup: 'shared', outcomeId: 'o1', milestone: 'The door opened.' },
      { type: 'newStoryElement', element: { id: 'cat', name: 'The Cat' } },
      { type: 'addIntroductionOfStoryElement', player: 'player2', storyElementId: 'cat' },
    ];
    for (const c of ok) expect(stateChangeSchema.safeParse(c).success).toBe(true);
    expect(paths(stateChangeSchema, { ...ok[0], change: 'multiplyNumber' })).toEqual(['change']);
  });
});
