import type { Story } from '@schemas';
import { describe, expect, it } from 'vitest';
import { generateNextTurn } from '../driver/turn-driver';
import { createProceduralNarrator } from '../narrator/procedural/procedural-narrator';
import { makeStory, testClock } from '../testing/make-story';
import { makeWorld } from '../testing/make-world';
import { playStory } from '../testing/play-story';
import { chooseDuration, planTurn } from './planner';
import { allOutcomes, threadEndTurn, threadPlayers } from './queries';
import { reduceStory } from './reducer';

const narrator = createProceduralNarrator();

async function advance(story: Story, choose: (slot: string) => number = () => 0): Promise<Story> {
  const t = await generateNextTurn(story, narrator, testClock(900));
  if (!t.ok) throw new Error(t.error.message);
  let r = reduceStory(story, t.action);
  if (!r.ok) throw new Error(r.error.message);
  let s = r.story;
  if (s.gameOver) return s;
  for (const slot of Object.keys(s.players)) {
    if (s.players[slot as 'player1']?.status !== 'active') continue;
    r = reduceStory(s, { type: 'choose_option', slot: slot as 'player1', optionIndex: choose(slot), now: testClock(901) });
    if (!r.ok) throw new Error(r.error.message);
    s = r.story;
  }
  return s;
}

describe('turn planner', () => {
  it('[S2][S3] turn 1 is an intro beat per player that offers a topic switch over three different outcomes', async () => {
    const { story } = await makeStory({ seed: 'intro', playerCount: 3, maxTurns: 25 });
    const plan = planTurn(story);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.value.turn).toBe(1);
    expect(plan.value.beats.map((b) => [b.slot, b.kind])).toEqual([['player1', 'intro'], ['player2', 'intro'], ['player3', 'intro']]);
    expect(plan.value.beats.every((b) => b.optionMode === 'exploration')).toBe(true);
    for (const sw of plan.value.switches) {
      expect(sw.type).toBe('topic');
      expect(new Set(sw.choices.map((c) => `${c.outcomeGroup}:${c.outcomeId}`)).size).toBe(3);
    }
  });

  it('[S3] the option chosen on a topic switch decides the next thread’s outcome', async () => {
    for (const pick of [0, 1, 2]) {
      const { story } = await makeStory({ seed: `topic-${pick}`, maxTurns: 25 });
      const after1 = await advance(story, () => pick);
      const sw = after1.switches[0]!;
      const turn2 = await advance(after1);
      const thread = turn2.threads[0]!;
      expect(thread.startTurn).toBe(2);
      expect({ outcomeGroup: thread.outcomeGroup, outcomeId: thread.outcomeId }).toEqual(sw.topicOutcomes[pick]);
    }
  });

  it('[S2] threads last 2 to 4 beats, their progression has one step per beat, personal threads default to 2 and public ones to 3', async () => {
    const { story } = await playStory({ seed: 'threads', maxTurns: 30 });
    expect(story.threads.length).toBeGreaterThan(4);
    for (const t of story.threads) {
      expect(t.duration).toBeGreaterThanOrEqual(2);
      expect(t.duration).toBeLessThanOrEqual(4);
      expect(t.progression).toHaveLength(t.duration);
      const beats = story.players.player1!.beatHistory.filter((b) => b.threadId === t.id);
      expect(beats.map((b) => b.turn)).toEqual(Array.from({ length: t.duration }, (_, i) => t.startTurn + i));
    }
    const early = story.threads.filter((t) => threadEndTurn(t) < 20);
    expect(early.filter((t) => t.outcomeGroup === 'player1').every((t) => t.duration === 2)).toBe(true);
    expect(early.filter((t) => t.outcomeGroup === 'shared').every((t) => t.duration === 3)).toBe(true);
  });

  it('[S2][S4] every thread is preceded by a switch and followed by a milestone on its outcome after its last decision', async () => {
    const { story } = await playStory({ seed: 'milestones', maxTurns: 25 });
    for (const t of story.threads) {
      expect(story.switches.some((s) => s.turn === t.startTurn - 1 && s.players.includes('player1'))).toBe(true);
      expect(t.milestone).toBeTruthy();
      expect(t.resolutions).toHaveLength(t.duration);
      const outcome = allOutcomes(story).find((o) => o.ref.outcomeGroup === t.outcomeGroup && o.ref.outcomeId === t.outcomeId)!;
      expect(outcome.outcome.milestones).toContain(t.milestone);
    }
  });

  it('[S5] the final turn is an ending beat per player and the story is over exactly at maxTurns, for every length', async () => {
    for (let maxTurns = 5; maxTurns <= 50; maxTurns += 5) {
      const { story } = await playStory({ seed: `len-${maxTurns}`, maxTurns, playerCount: 2 });
      expect(story.currentTurn).toBe(maxTurns);
      expect(story.gameOver).toBe(true);
      for (const p of Object.values(story.players)) {
        expect(p!.beatHistory).toHaveLength(maxTurns);
        expect(p!.beatHistory.map((b) => b.kind).filter((k) => k === 'ending')).toEqual(['ending']);
        expect(p!.beatHistory[maxTurns - 1]!.kind).toBe('ending');
        expect(p!.beatHistory[0]!.kind).toBe('intro');
      }
      const plan = planTurn(story);
      expect(plan.ok).toBe(false);
    }
  });

  it('[S4] every outcome ends with 1 to 3 milestones; a long story gives every outcome its intended number', async () => {
    const { story } = await playStory({ seed: 'intended', maxTurns: 50 });
    for (const { outcome } of allOutcomes(story)) {
      expect(outcome.milestones.length).toBeGreaterThanOrEqual(outcome.intendedNumberOfMilestones);
      expect(outcome.milestones.length).toBeLessThanOrEqual(3);
    }
    const short = (await playStory({ seed: 'short', maxTurns: 5 })).story;
    for (const { outcome } of allOutcomes(short)) expect(outcome.milestones.length).toBe(1);
  });

  it('[S3] flavor switches are used when the story nears its end and an outcome still lacks milestones', async () => {
    let seen = 0;
    for (let i = 0; i < 6; i++) {
      const { story, actions } = await playStory({ seed: `flavor-${i}`, maxTurns: 20 });
      for (const a of actions) {
        if (a.type !== 'apply_turn') continue;
        for (const sp of a.plan.switches.filter((s) => s.flavorReason === 'ending' && s.leadsToThread)) {
          seen++;
          // The fixed outcome had no milestone when the switch was planned.
          const before = actions.slice(0, actions.indexOf(a));
          const replay = before.reduce<Story | null>((s, x) => { const r = reduceStory(s, x); return r.ok ? r.story : s; }, null)!;
          const outcome = allOutcomes(replay).find((o) => o.ref.outcomeGroup === sp.choices[0]!.outcomeGroup && o.ref.outcomeId === sp.choices[0]!.outcomeId)!;
          expect(outcome.outcome.milestones.length).toBe(0);
        }
      }
      expect(story.gameOver).toBe(true);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('[S3] a thread that ends badly on an outcome still short of its milestones is followed by a flavor switch for urgency on that outcome', async () => {
    let urgent = 0;
    for (let i = 0; i < 6; i++) {
      const { story, actions } = await playStory({ seed: `urgency-${i}`, maxTurns: 25, playerCount: 1 + (i % 2), difficultyLevel: { modifier: -30, title: 'Extreme' } });
      const turns = actions.filter((a) => a.type === 'apply_turn');
      for (const a of turns) {
        for (const sp of a.plan.switches.filter((s) => s.flavorReason === 'urgency')) {
          urgent++;
          expect(sp.type).toBe('flavor');
          expect(sp.leadsToThread).toBe(true);
          // The previous thread of exactly these players ended badly on the switch's outcome this turn.
          const bad = a.plan.milestones.filter((m) => m.reason === 'thread' && (m.resolution === 'unfavorable' || m.resolution === 'sideBWins'));
          const fixed = sp.choices[0]!;
          const cause = bad.find((m) => m.outcomeGroup === fixed.outcomeGroup && m.outcomeId === fixed.outcomeId);
          expect(cause).toBeTruthy();
          const thread = story.threads.find((t) => t.id === cause!.threadId)!;
          expect([...threadPlayers(thread)].sort()).toEqual([...sp.players].sort());
          // The outcome was still below its intended number of milestones.
          const outcome = allOutcomes(story).find((o) => o.ref.outcomeGroup === fixed.outcomeGroup && o.ref.outcomeId === fixed.outcomeId)!.outcome;
          const index = outcome.milestones.indexOf(a.milestones.find((m) => m.key === cause!.key)!.text);
          expect(index + 1).toBeLessThan(outcome.intendedNumberOfMilestones);
        }
      }
      // Topic switches stay the rule; urgency never follows urgency for the same players.
      const kinds = story.switches.map((s) => s.flavorReason ?? s.type);
      expect(kinds.filter((k) => k === 'topic').length).toBeGreaterThan(kinds.filter((k) => k === 'urgency').length);
      for (const slot of Object.keys(story.players)) {
        const own = story.switches.filter((s) => s.players.includes(slot as 'player1')).map((s) => s.flavorReason);
        for (let k = 1; k < own.length; k++) expect(own[k] === 'urgency' && own[k - 1] === 'urgency').toBe(false);
      }
      expect(story.gameOver).toBe(true);
    }
    expect(urgent).toBeGreaterThan(0);
  });

  it('[S6] cooperative threads keep everyone on side A; competitive shared threads split players into sides A and B; mixed mode uses both', async () => {
    const coop = (await playStory({ seed: 'coop', playerCount: 4, maxTurns: 25, gameMode: 'Cooperative', world: makeWorld('coop', { playerCountMax: 4, gameMode: 'Cooperative' }) })).story;
    expect(coop.threads.every((t) => t.playersSideB.length === 0)).toBe(true);
    expect(coop.threads.some((t) => t.playersSideA.length > 1)).toBe(true);
    const comp = (await playStory({ seed: 'comp', playerCount: 4, maxTurns: 25, gameMode: 'Competitive', world: makeWorld('comp', { playerCountMax: 4, gameMode: 'Competitive' }) })).story;
    const shared = comp.threads.filter((t) => threadPlayers(t).length > 1);
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.every((t) => t.playersSideA.length === 2 && t.playersSideB.length === 2)).toBe(true);
    const mixed = (await playStory({ seed: 'mixed', playerCount: 3, maxTurns: 40, gameMode: 'Cooperative-Competitive', world: makeWorld('mixed', { playerCountMax: 3, gameMode: 'CooperativeCompetitive' }) })).story;
    const mixedShared = mixed.threads.filter((t) => threadPlayers(t).length > 1);
    expect(mixedShared.some((t) => t.playersSideB.length > 0)).toBe(true);
    expect(mixedShared.some((t) => t.playersSideB.length === 0)).toBe(true);
  });

  it('[S1] every active player has their own beat every turn; a player who left gets no new beats', async () => {
    const { story } = await playStory({ seed: 'leave', playerCount: 3, maxTurns: 15, events: [{ slot: 'player3', turn: 4, status: 'deleted' }] });
    expect(story.players.player1!.beatHistory).toHaveLength(15);
    expect(story.players.player2!.beatHistory).toHaveLength(15);
    expect(story.players.player3!.beatHistory).toHaveLength(4);
    expect(story.players.player3!.beatHistory[3]!.choice).toBe(-1);
    expect(story.gameOver).toBe(true);
  });

  it('[S2] durations fit the turns left: the preferred length when possible, never leaving 1 or 2 turns dangling', () => {
    expect(chooseDuration(10, 2, 10)).toBe(2);
    expect(chooseDuration(10, 3, 10)).toBe(3);
    expect(chooseDuration(4, 2, 10)).toBe(4);
    expect(chooseDuration(3, 2, 10)).toBe(3);
    expect(chooseDuration(2, 3, 10)).toBe(2);
    expect(chooseDuration(5, 3, 10)).toBe(2);
    expect(chooseDuration(6, 2, 10)).toBe(2);
    expect(chooseDuration(6, 3, 10)).toBe(3);
    // Few outcome places left: longer threads so fewer are needed.
    expect(chooseDuration(13, 2, 2)).toBe(3);
    expect(chooseDuration(14, 2, 2)).toBe(4);
    for (let left = 2; left <= 48; left++) {
      const d = chooseDuration(left, 2, 20);
      expect(left - d === 0 || left - d >= 3).toBe(true);
    }
  });
});
