import type { PlayerSlot, Story, StoryPlayerState, Switch, Thread } from '@schemas';
import { assert } from '../core/assert';
import { buildNarratorContext, choiceBrief, otherPlayerBrief, outcomeBrief } from '../narrator/context';
import type {
  BeatRequest,
  MilestonesRequest,
  OtherPlayerBrief,
  SwitchBrief,
  SwitchRequest,
  ThreadBrief,
  ThreadRequest,
} from '../narrator/narrator';
import { beatOfTurn, findOutcome, latestBeat, threadPlayers } from '../story/queries';
import type { BeatPlan, MilestonePlan, SwitchPlan, ThreadPlan, TurnPlan } from '../story/turn-plan';

function briefs(story: Story, slots: readonly PlayerSlot[]): OtherPlayerBrief[] {
  return slots.map((s) => story.players[s]).filter((p): p is StoryPlayerState => p !== undefined).map(otherPlayerBrief);
}

function outcomeOf(story: Story, ref: { outcomeGroup: Thread['outcomeGroup']; outcomeId: string }) {
  const o = findOutcome(story, ref);
  assert(o, `planned outcome ${ref.outcomeGroup}:${ref.outcomeId} exists`);
  return outcomeBrief(o, ref.outcomeGroup);
}

/** The request for a turn's milestone texts. */
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
      };
    }),
  };
}

/** The request to plan one new thread. */
export function threadRequest(story: Story, tp: ThreadPlan): ThreadRequest {
  const sw = tp.switchId ? story.switches.find((s) => s.id === tp.switchId) : undefined;
  return {
    context: buildNarratorContext(story, tp.playersSideA[0] ?? null),
    thread: tp,
    outcome: outcomeOf(story, tp),
    sideA: briefs(story, tp.playersSideA),
    sideB: briefs(story, tp.playersSideB),
    switchQuestion: sw?.question ?? null,
    approach: sw && tp.approach !== null ? (sw.topicChoices[tp.approach] ?? null) : null,
  };
}

/** The request to write one new switch. */
export function switchRequest(story: Story, sp: SwitchPlan): SwitchRequest {
  return {
    context: buildNarratorContext(story, sp.players[0] ?? null),
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
  return {
    context: buildNarratorContext(story, bp.slot),
    plan: bp,
    isFinalTurn: plan.isEnding,
    thread: thread ? threadBrief(story, thread, bp, plan) : null,
    switch: sw && sp ? switchBrief(story, sw, sp) : null,
    lastChoice: last ? choiceBrief(last) : null,
    newMilestones: plan.milestones
      .filter((m) => m.outcomeGroup === 'shared' || m.outcomeGroup === bp.slot)
      .map((m) => ({ outcome: findOutcome(story, m)?.question ?? '', text: written.milestones.get(m.key) ?? '' })),
    imageIdPrefix: `img-${plan.turn}-${bp.slot}`,
  };
}
