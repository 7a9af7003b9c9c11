import type { Stat, Story, Template } from '@schemas';
import { describe, expect, it } from 'vitest';
import { createProceduralNarrator } from '../narrator/procedural/procedural-narrator';
import { numericStatValue } from '../rules/stat-values';
import { makeStory, makeWorld, playOn } from '../testing';
import type { ApplyTurnAction } from './actions';
import { storyClocks } from './clocks';
import { planTurn } from './planner';

const clockStat = (overrides: Partial<Stat> = {}): Stat => ({
  id: 'shared_moonlight',
  name: 'Moonlight Left',
  type: 'percentage',
  group: '',
  possibleValues: '100 at bedtime, 0 when the first bird sings.',
  effectOnPoints: ['Below 30%: hurry', 'Above 70%: time to explore', 'Below 15%: run'],
  optionsToSacrifice: '',
  optionsToGainAsReward: '',
  narrativeImplications: ['Above 70%: the moon is high.'],
  adjustmentsAfterThreads: ['-15 after every thread.'],
  tooltip: 'How much of the night is left.',
  initialValue: 100,
  isVisible: true,
  canBeChangedInBeatResolutions: false,
  partOfPlayerBackgrounds: false,
  ...overrides,
});

/** A World with a moonlight clock whose rule ends the story, and a player stat that grows after good threads. */
function clockWorld(seed: string, clock: Partial<Stat> = {}): Template {
  const base = makeWorld(seed, { playerCountMax: 3 });
  return {
    ...base,
    guidelines: { ...base.guidelines, rules: [...base.guidelines.rules, 'Moonlight Left goes down after every thread. When it runs out, the first bird sings and the story ends.'] },
    sharedStats: [clockStat(clock), ...base.sharedStats.slice(0, 1)],
    playerStats: base.playerStats.map((s) =>
      s.id === 'player_nerve'
        ? { ...s, adjustmentsAfterThreads: ['+5 after a thread that ended favorably.'] }
        : s.id === 'player_coin'
          ? { ...s, adjustmentsAfterThreads: ['-5 after a thread that ended unfavorably.', 'Spent on bribes.'] }
          : s,
    ),
  };
}

const moon = (story: Story): number | null => numericStatValue(story.sharedStatValues, clockStat());

async function play(world: Template, playerCount: number, maxTurns: number) {
  const turns: { before: Story; action: ApplyTurnAction; after: Story }[] = [];
  let before: Story | null = null;
  const made = await makeStory({ world, playerCount, maxTurns, seed: `clock-${playerCount}-${maxTurns}` });
  const played = await playOn(createProceduralNarrator(), made, Infinity, {
    chooseOnLastTurn: true,
    beforeTurn: (s) => {
      before = s;
    },
    afterTurn: (s, action) => {
      if (before) turns.push({ before, action, after: s });
    },
  });
  return { story: played.story, turns };
}

describe('story clocks [T3, T4]', () => {
  it('[T4] finds a clock in a World rule that names it, or in its own texts; a stat without a story-end phrase is none', () => {
    expect(storyClocks(clockWorld('a')).map((c) => [c.statId, c.end])).toEqual([['shared_moonlight', 0]]);
    const own = clockWorld('b', { narrativeImplications: ['At 0: the Reprint begins and the story moves to its ending.'], name: 'Dawns Until Reprint' });
    expect(storyClocks(own).map((c) => c.rule)).toEqual(['At 0: the Reprint begins and the story moves to its ending.']);
    const plain = makeWorld('c');
    expect(storyClocks(plain)).toEqual([]);
    expect(storyClocks({ ...clockWorld('d'), sharedStats: [clockStat({ initialValue: 0 })] })).toEqual([]);
  });

  it('[T3] the engine lowers a shared stat once on every turn a thread ends, with the procedural narrator, even a stat beats may not change', async () => {
    const { turns } = await play(clockWorld('one'), 1, 25);
    const ending = turns.filter((t) => t.action.plan.milestones.some((m) => m.reason === 'thread'));
    expect(ending.length).toBeGreaterThan(2);
    for (const t of turns) {
      const threadsEnded = t.action.plan.milestones.some((m) => m.reason === 'thread');
      const drop = (moon(t.before) ?? 0) - (moon(t.after) ?? 0);
      expect(drop, `turn ${t.action.plan.turn}`).toBe(threadsEnded ? Math.min(15, moon(t.before) ?? 0) : 0);
    }
  });

  it('[T3] in a 3-player story a shared clock keeps its pace (once per turn however many threads end); a player stat moves for each player whose thread ended as its rule says', async () => {
    const { turns } = await play(clockWorld('three'), 3, 25);
    let playerMoves = 0;
    for (const t of turns) {
      const { plan } = t.action;
      const threads = new Set(plan.milestones.filter((m) => m.reason === 'thread').map((m) => m.threadId));
      expect(plan.adjustments.filter((a) => a.group === 'shared').length).toBe(threads.size > 0 ? 1 : 0);
      for (const slot of ['player1', 'player2', 'player3'] as const) {
        const thread = t.before.threads.find((th) => threads.has(th.id) && th.playersSideA.includes(slot) && th.playersSideB.length === 0);
        const last = thread ? plan.stepResults.find((r) => r.threadId === thread.id)?.resolution : undefined;
        const moves = plan.adjustments.filter((a) => a.group === slot).map((a) => `${a.statId}${a.delta}`);
        expect(moves, `turn ${plan.turn} ${slot} (${last ?? 'no thread ended'})`).toEqual([
          ...(last === 'favorable' ? ['player_nerve5'] : []),
          ...(last === 'unfavorable' ? ['player_coin-5'] : []),
        ]);
        playerMoves += moves.length;
      }
    }
    expect(playerMoves).toBeGreaterThan(0);
  });

  it('[T4] when the clock runs out the story ends on that turn, before maxTurns, with an ending beat for every player and the clock named in the plan', async () => {
    const { story, turns } = await play(clockWorld('end'), 2, 50);
    const last = turns[turns.length - 1];
    expect(story.gameOver).toBe(true);
    expect(story.currentTurn).toBeLessThan(50);
    expect(moon(story)).toBe(0);
    expect(last?.action.plan.endedBy?.statId).toBe('shared_moonlight');
    expect(last?.action.plan.beats.map((b) => b.kind)).toEqual(['ending', 'ending']);
    // Every outcome ends with at least one milestone [S4].
    for (const o of [...story.sharedOutcomes, ...Object.values(story.players).flatMap((p) => p?.outcomes ?? [])]) expect(o.milestones.length).toBeGreaterThan(0);
    // Before that turn the clock had not run out: no earlier turn was planned as an ending.
    expect(turns.slice(0, -1).every((t) => !t.action.plan.isEnding)).toBe(true);
  });

  it('[T4] a World without a clock rule plays to maxTurns', async () => {
    const world = clockWorld('no-rule');
    const plain = { ...world, guidelines: { ...world.guidelines, rules: world.guidelines.rules.slice(0, -1) } };
    const { story } = await play(plain, 1, 50);
    expect(story.currentTurn).toBe(50);
    expect(moon(story)).toBe(0);
    expect(planTurn(story).ok).toBe(false);
  });
});
