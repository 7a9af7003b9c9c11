import type { ChallengeOption, Story } from '@schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateNextTurn } from '../driver/turn-driver';
import { createProceduralNarrator } from '../narrator/procedural/procedural-narrator';
import { rollFrom, resolveRoll, shiftDistribution } from '../rules/distribution';
import { rollRng } from '../core/rng';
import { makeStory, testClock } from '../testing/make-story';
import type { ApplyTurnAction } from './actions';
import { reduceStory } from './reducer';

const narrator = createProceduralNarrator();
const now = testClock(700);

function step(story: Story, action: Parameters<typeof reduceStory>[1]): Story {
  const r = reduceStory(story, action);
  if (!r.ok) throw new Error(r.error.message);
  return r.story;
}

async function turn(story: Story): Promise<ApplyTurnAction> {
  const r = await generateNextTurn(story, narrator, now);
  if (!r.ok) throw new Error(r.error.message);
  return r.action;
}

/** A story at turn 2: player1 is on the first beat of a challenge thread. */
async function atChallenge(seed: string): Promise<{ story: Story; action: ApplyTurnAction; before: Story }> {
  for (let i = 0; i < 20; i++) {
    const { story } = await makeStory({ seed: `${seed}-${i}`, maxTurns: 25 });
    const t1 = step(story, await turn(story));
    const before = step(t1, { type: 'choose_option', slot: 'player1', optionIndex: 0, now });
    const action = await turn(before);
    if (action.plan.beats[0]?.optionMode === 'challenge') return { story: step(before, action), action, before };
  }
  throw new Error('no challenge thread found');
}

describe('choosing an option', () => {
  let base: { story: Story; action: ApplyTurnAction; before: Story };
  beforeAll(async () => {
    base = await atChallenge('choose');
  });

  it('[O2] exploration options (intro, switches) have no roll', async () => {
    const { story } = await makeStory({ seed: 'explore', maxTurns: 10 });
    const t1 = step(story, await turn(story));
    const chosen = step(t1, { type: 'choose_option', slot: 'player1', optionIndex: 2, now });
    const beat = chosen.players.player1!.beatHistory[0]!;
    expect(beat.choice).toBe(2);
    expect(beat.resolution).toBeUndefined();
    expect(beat.resolutionDetails).toBeUndefined();
    expect(beat.chosenAt).toBe(now);
  });

  it('[P1-P5] a challenge is resolved at once from points, distribution and the seeded roll of (seed, turn, slot), all stored', () => {
    const chosen = step(base.story, { type: 'choose_option', slot: 'player1', optionIndex: 1, now });
    const beat = chosen.players.player1!.beatHistory.at(-1)!;
    const option = beat.options[1] as ChallengeOption;
    const d = beat.resolutionDetails!;
    expect(d.points).toBe(d.readablePointModifiers.reduce((s, m) => s + m.value, 0));
    expect(d.distribution).toEqual(shiftDistribution(option.riskType, d.points));
    expect(d.roll).toBe(rollFrom(rollRng(chosen.seed, beat.turn, 'player1').next()));
    expect(beat.resolution).toBe(resolveRoll(d.distribution, d.roll));
    expect(d.readablePointModifiers.some((m) => m.name === 'Momentum')).toBe(false);
    // Choosing the same option again from the same state gives the same roll (replay).
    const again = step(base.story, { type: 'choose_option', slot: 'player1', optionIndex: 1, now });
    expect(again.players.player1!.beatHistory.at(-1)!.resolutionDetails).toEqual(d);
  });

  it('[P1] the next beat of the same thread carries momentum from the last result', async () => {
    const chosen = step(base.story, { type: 'choose_option', slot: 'player1', optionIndex: 0, now });
    const first = chosen.players.player1!.beatHistory.at(-1)!;
    const next = step(chosen, await turn(chosen));
    const second = step(next, { type: 'choose_option', slot: 'player1', optionIndex: 0, now }).players.player1!.beatHistory.at(-1)!;
    expect(second.threadId).toBe(first.threadId);
    const momentum = second.resolutionDetails!.readablePointModifiers.find((m) => m.name === 'Momentum');
    expect(momentum?.value).toBe({ favorable: 30, mixed: 0, unfavorable: -30 }[first.resolution!]);
  });

  it('[O3] a sacrificed stat is always lost and a reward always gained, whatever the roll', () => {
    const { action, before } = base;
    const beatEntry = action.beats[0]!;
    const coinStat = before.world.playerStats.find((s) => s.type === 'number' || s.type === 'percentage')!;
    const value = (s: Story) => s.players.player1!.statValues.find((v) => v.statId === coinStat.id)!.value as number;
    const withOptions = (o0: ChallengeOption): ApplyTurnAction => ({
      ...action,
      beats: [{ ...beatEntry, beat: { ...beatEntry.beat, stateChanges: [], options: [o0, ...beatEntry.beat.options.slice(1).map((o) => ({ ...o, resourceType: 'normal' as const, ...(o.optionType === 'challenge' ? { basePoints: 0, resourceStatChange: undefined } : {}) }))] } }],
    });
    const sacrifice: ChallengeOption = {
      optionType: 'challenge', resourceType: 'sacrifice', text: 'Pay your way in', riskType: 'normal', basePoints: 25, modifiersToSuccessRate: [],
      resourceStatChange: { group: 'player1', statId: coinStat.id, change: 'subtractNumber', value: 10 },
    };
    const reward: ChallengeOption = { ...sacrifice, resourceType: 'reward', text: 'Go for the prize', basePoints: -25, resourceStatChange: { group: 'player1', statId: coinStat.id, change: 'addNumber', value: 10 } };
    const s1 = step(before, withOptions(sacrifice));
    const start = value(s1);
    const after = step(s1, { type: 'choose_option', slot: 'player1', optionIndex: 0, now });
    expect(value(after)).toBe(Math.max(0, start - 10));
    expect(after.players.player1!.beatHistory.at(-1)!.resolutionDetails!.readablePointModifiers[0]).toMatchObject({ name: 'Sacrifice', value: 25 });
    const s2 = step(before, withOptions(reward));
    const won = step(s2, { type: 'choose_option', slot: 'player1', optionIndex: 0, now });
    expect(value(won)).toBe(Math.min(100, value(s2) + 10));
    // A sacrifice that would lose nothing, or two resource options, is refused when the turn is applied.
    const twice = { ...withOptions(sacrifice) };
    const b = twice.beats[0]!;
    const bad: ApplyTurnAction = { ...twice, beats: [{ ...b, beat: { ...b.beat, options: [sacrifice, reward, b.beat.options[2]!] } }] };
    const r = reduceStory(before, bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/at most one option may be a sacrifice or a reward/);
    const gain: ChallengeOption = { ...sacrifice, resourceStatChange: { group: 'player1', statId: coinStat.id, change: 'addNumber', value: 10 } };
    const r2 = reduceStory(before, withOptions(gain));
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.error.message).toMatch(/a sacrifice must lose something/);
  });

  it('[O3] basePoints stay in range: normal +5 to -10, sacrifice +20 to +30, reward -20 to -30', () => {
    const { action, before } = base;
    const b = action.beats[0]!;
    const o = b.beat.options[0] as ChallengeOption;
    const bad: ApplyTurnAction = { ...action, beats: [{ ...b, beat: { ...b.beat, options: [{ ...o, resourceType: 'normal', basePoints: 12, resourceStatChange: undefined }, ...b.beat.options.slice(1)] } }] };
    const r = reduceStory(before, bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/basePoints of a normal option must be -10 to 5, got 12/);
  });

  it('[O3] an approach the game offers again after a failure is not penalised; a new poor approach still is', async () => {
    // Turn 2: the first beat of a challenge thread. Choose, then let the game offer that same
    // approach again on the thread's next beat, with the narrator's quality set to -10.
    const chosen = step(base.story, { type: 'choose_option', slot: 'player1', optionIndex: 0, now });
    const tried = chosen.players.player1!.beatHistory.at(-1)!;
    const next = await turn(chosen);
    const entry = next.beats[0]!;
    expect(entry.beat.threadId).toBe(tried.threadId);
    const [o0, o1, o2] = entry.beat.options as ChallengeOption[];
    const poor = (o: ChallengeOption, text: string): ChallengeOption => ({ ...o, text, resourceType: 'normal', basePoints: -10, resourceStatChange: undefined });
    const offered: ApplyTurnAction = {
      ...next,
      beats: [{ ...entry, beat: { ...entry.beat, options: [poor(o0!, `${tried.options[0]!.text}.`), poor(o1!, 'Try something nobody has tried'), o2!] } }],
    };
    const atNext = step(chosen, offered);
    const approach = (optionIndex: number) =>
      step(atNext, { type: 'choose_option', slot: 'player1', optionIndex, now }).players.player1!.beatHistory.at(-1)!.resolutionDetails!.readablePointModifiers.find(
        (m) => m.name === 'Approach',
      );
    expect(approach(0)).toEqual({ name: 'Approach', value: 0, tooltip: 'The story offered this approach again, so choosing it carries no penalty.' });
    expect(approach(1)).toMatchObject({ name: 'Approach', value: -10 });
  });
});
