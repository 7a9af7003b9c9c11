import type { PlayerSlot, Story, StoryPlayerState, Switch, Thread } from '@schemas';
import { assert } from '../core/assert';
import { buildGroupContext, buildNarratorContext, choiceBrief, otherPlayerBrief, outcomeBrief } from '../narrator/context';
import type {
  BeatRequest,
  MilestonesRequest,
  OtherPlayerBrief,
  SceneBrief,
  StatChangeBrief,
  SwitchBrief,
  SwitchRequest,
  ThreadBeatBrief,
  ThreadBrief,
  ThreadRequest,
} from '../narrator/narrator';
import { describeStatValue, readStatValue } from '../rules/stat-values';
import { narratorAdjustmentLines } from '../rules/thread-adjustments';
import { beatOfTurn, findOutcome, findStat, latestBeat, threadPlayers } from '../story/queries';
import { applyAdjustments } from '../story/state-changes';
import { draftStory } from '../story/draft';
import type { BeatPlan, MilestonePlan, SwitchPlan, ThreadPlan, TurnPlan } from '../story/turn-plan';

function briefs(story: Story, slots: readonly PlayerSlot[]): OtherPlayerBrief[] {
  return slots.map((s) => story.players[s]).filter((p): p is StoryPlayerState => p !== undefined).map(otherPlayerBrief);
}

function outcomeOf(story: Story, ref: { outcomeGroup: Thread['outcomeGroup']; outcomeId: string }) {
  const o = findOutcome(story, ref);
  assert(o, `planned outcome ${ref.outcomeGroup}:${ref.outcomeId} exists`);
  return outcomeBrief(o, ref.outcomeGroup);
}

/** Every player's beats of a thread, in turn and slot order: what its milestone is written from. */
function threadBeats(story: Story, thread: Thread): ThreadBeatBrief[] {
  const out: ThreadBeatBrief[] = [];
  for (const slot of [...threadPlayers(thread)].sort()) {
    const p = story.players[slot];
    if (!p) continue;
    for (const b of p.beatHistory) {
      if (b.threadId !== thread.id) continue;
      const c = choiceBrief(b);
      out.push({ turn: b.turn, who: p.name, title: b.title, summary: b.summary, chosen: c?.optionText ?? null, resolution: c?.resolution ?? null });
    }
  }
  return out.sort((a, b) => a.turn - b.turn);
}

/** The request for a turn's milestone texts, each written from the beats of the thread that settled it. */
export function milestonesRequest(story: Story, plan: TurnPlan): MilestonesRequest {
  return {
    context: buildNarratorContext(story, null),
    items: plan.milestones.map((m: MilestonePlan) => {
      const thread = m.threadId ? story.threads.find((t) => t.id === m.threadId) : undefined;
      const players = thread ? threadPlayers(thread) : m.outcomeGroup === 'shared' ? [] : [m.outcomeGroup];
      return {
        key: m.key,
        outcome: outcomeOf(story, m),
        resolution: m.resolution,
        reason: m.reason,
        threadTitle: thread?.title ?? null,
        players: briefs(story, players),
        beats: thread ? threadBeats(story, thread) : [],
      };
    }),
  };
}

/** The request to plan one new thread (a joint thread from every one of its players' context). */
export function threadRequest(story: Story, tp: ThreadPlan): ThreadRequest {
  const sw = tp.switchId ? story.switches.find((s) => s.id === tp.switchId) : undefined;
  return {
    context: buildGroupContext(story, [...tp.playersSideA, ...tp.playersSideB]),
    thread: tp,
    outcome: outcomeOf(story, tp),
    sideA: briefs(story, tp.playersSideA),
    sideB: briefs(story, tp.playersSideB),
    switchQuestion: sw?.question ?? null,
    approach: sw && tp.approach !== null ? (sw.topicChoices[tp.approach] ?? null) : null,
  };
}

/** The request to write one new switch (a joint switch from every one of its players' context). */
export function switchRequest(story: Story, sp: SwitchPlan): SwitchRequest {
  return {
    context: buildGroupContext(story, sp.players),
    switch: sp,
    outcomes: sp.choices.map((c) => outcomeOf(story, c)),
    players: briefs(story, sp.players),
  };
}

function approachOf(story: Story, thread: Thread, slot: PlayerSlot): string | null {
  const sw = story.switches.find((s) => s.turn === thread.startTurn - 1 && s.players.includes(slot));
  if (!sw || sw.type !== 'flavor') return null;
  const p = story.players[slot];
  const b = p ? beatOfTurn(p, sw.turn) : undefined;
  return b && b.choice >= 0 ? (sw.topicChoices[b.choice] ?? null) : null;
}

function groupChoiceOf(story: Story, thread: Thread, step: number): string | null {
  if (step !== 0) return null;
  const sw = story.switches.find((s) => s.turn === thread.startTurn - 1 && s.type === 'topic' && s.players.some((p) => threadPlayers(thread).includes(p)));
  if (!sw) return null;
  const i = sw.topicOutcomes.findIndex((o) => o.outcomeGroup === thread.outcomeGroup && o.outcomeId === thread.outcomeId);
  return i >= 0 ? (sw.topicChoices[i] ?? null) : null;
}

/** The brief of a thread for one player's beat. */
export function threadBrief(story: Story, thread: Thread, bp: BeatPlan, plan: TurnPlan): ThreadBrief {
  const step = bp.step ?? 0;
  const progression = thread.progression[step] ?? thread.progression[thread.progression.length - 1];
  assert(progression, 'a thread has progression steps');
  const sameSide = bp.side === 'B' ? thread.playersSideB : thread.playersSideA;
  const otherSide = bp.side === 'B' ? thread.playersSideA : thread.playersSideB;
  const results = [...thread.resolutions, ...plan.stepResults.filter((r) => r.threadId === thread.id).map((r) => r.resolution)];
  return {
    id: thread.id,
    title: thread.title,
    typeOfThread: thread.typeOfThread,
    step,
    duration: thread.duration,
    stepTitle: progression.title,
    stepQuestion: progression.question,
    stepResolutions: progression.possibleResolutions,
    outcome: outcomeOf(story, thread),
    allies: briefs(story, sameSide.filter((s) => s !== bp.slot)),
    rivals: briefs(story, otherSide),
    results,
    approach: approachOf(story, thread, bp.slot),
    groupChoice: groupChoiceOf(story, thread, step),
    possibleMilestones: thread.possibleMilestones,
  };
}

/** The brief of a switch for one player's beat. */
export function switchBrief(story: Story, sw: Switch, sp: SwitchPlan): SwitchBrief {
  return {
    id: sw.id,
    title: sw.title,
    question: sw.question,
    type: sw.type,
    flavorReason: sw.flavorReason ?? null,
    choices: sw.topicChoices,
    outcomes: sp.choices.map((c) => outcomeOf(story, c)),
    players: briefs(story, sw.players),
  };
}

// The story as this turn's beats see it: with the stats that the threads which ended moved [T3].
const AT_TURN_START = new WeakMap<TurnPlan, { from: Story; story: Story }>();
function atTurnStart(story: Story, plan: TurnPlan): Story {
  if (plan.adjustments.length === 0) return story;
  const hit = AT_TURN_START.get(plan);
  if (hit && hit.from === story) return hit.story;
  const draft = draftStory(story);
  const problem = applyAdjustments(draft, plan.adjustments);
  assert(problem === null, `the plan's stat adjustments apply (${problem?.message ?? ''})`);
  AT_TURN_START.set(plan, { from: story, story: draft });
  return draft;
}

function statChanges(story: Story, after: Story, plan: TurnPlan, slot: PlayerSlot): StatChangeBrief[] {
  const out: StatChangeBrief[] = [];
  for (const a of plan.adjustments) {
    if (a.group !== 'shared' && a.group !== slot) continue;
    const stat = findStat(story, a.group, a.statId);
    if (!stat) continue;
    const values = (s: Story) => (a.group === 'shared' ? s.sharedStatValues : (s.players[a.group]?.statValues ?? []));
    out.push({ group: a.group, name: stat.name, from: describeStatValue(stat, readStatValue(values(story), stat)), to: describeStatValue(stat, readStatValue(values(after), stat)), rule: a.rule });
  }
  return out;
}

function adjustmentsToJudge(story: Story, plan: TurnPlan, slot: PlayerSlot): BeatRequest['adjustmentsToJudge'] {
  const mine = plan.milestones.some((m) => {
    const t = m.reason === 'thread' && m.threadId ? story.threads.find((x) => x.id === m.threadId) : undefined;
    return t !== undefined && threadPlayers(t).includes(slot);
  });
  if (!mine) return [];
  const of = (group: 'shared' | PlayerSlot, stats: Story['world']['sharedStats']) =>
    stats.map((s) => ({ statId: s.id, group, name: s.name, lines: narratorAdjustmentLines(s) })).filter((x) => x.lines.length > 0);
  return [...of('shared', story.world.sharedStats), ...of(slot, story.world.playerStats)];
}

function sceneOf(story: Story, plan: TurnPlan, bp: BeatPlan, thread: Thread | undefined, sw: Switch | undefined, threadStep: string | null): SceneBrief | null {
  const inTurn = new Set(plan.beats.map((b) => b.slot));
  if (thread) {
    const players = threadPlayers(thread).filter((s) => inTurn.has(s)).sort();
    return players.length > 1 && players.includes(bp.slot) ? { id: thread.id, question: threadStep ?? '', players: briefs(story, players) } : null;
  }
  if (sw) {
    const players = sw.players.filter((s) => inTurn.has(s)).sort();
    return players.length > 1 ? { id: sw.id, question: sw.question, players: briefs(story, players) } : null;
  }
  return null;
}

/** The request for one player's beat, once the turn's new threads, switches and milestones are written. */
export function beatRequest(
  story: Story,
  plan: TurnPlan,
  bp: BeatPlan,
  written: { threads: readonly Thread[]; switches: readonly Switch[]; milestones: ReadonlyMap<string, string> },
): BeatRequest {
  const p = story.players[bp.slot];
  assert(p, `planned slot ${bp.slot} exists`);
  const thread = bp.threadId ? (written.threads.find((t) => t.id === bp.threadId) ?? story.threads.find((t) => t.id === bp.threadId)) : undefined;
  const sw = bp.switchId ? written.switches.find((s) => s.id === bp.switchId) : undefined;
  const sp = bp.switchId ? plan.switches.find((s) => s.id === bp.switchId) : undefined;
  const last = latestBeat(p);
  const now = atTurnStart(story, plan);
  const brief = thread ? threadBrief(story, thread, bp, plan) : null;
  return {
    context: buildNarratorContext(now, bp.slot),
    plan: bp,
    isFinalTurn: plan.isEnding,
    thread: brief,
    switch: sw && sp ? switchBrief(story, sw, sp) : null,
    lastChoice: last ? choiceBrief(last) : null,
    newMilestones: plan.milestones
      .filter((m) => m.outcomeGroup === 'shared' || m.outcomeGroup === bp.slot)
      .map((m) => ({ outcome: findOutcome(story, m)?.question ?? '', text: written.milestones.get(m.key) ?? '' })),
    imageIdPrefix: `img-${plan.turn}-${bp.slot}`,
    scene: sceneOf(story, plan, bp, thread, sw, brief?.stepQuestion ?? null),
    statChanges: statChanges(story, now, plan, bp.slot),
    adjustmentsToJudge: adjustmentsToJudge(story, plan, bp.slot),
    clockEnded: plan.endedBy,
  };
}
