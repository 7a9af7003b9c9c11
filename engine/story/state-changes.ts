import type { StateChange, StatGroupRef, Story } from '@schemas';
import { fail, type EngineError } from '../core/result';
import { applyStatOperation } from '../rules/stat-change';
import { readStatValue, writeStatValue } from '../rules/stat-values';
import { MAX_MILESTONES } from './capacity';
import { findStat } from './queries';
import type { StatAdjustment } from './turn-plan';

/** Who asks for a state change: a beat resolution is bound by canBeChangedInBeatResolutions. */
export type ChangeOrigin = 'beat' | 'engine';

const err = (code: EngineError['code'], message: string): EngineError => fail(code, message).error;

/**
 * Applies one state change to a draft story [T2], or returns why it cannot apply (the draft is
 * then unusable: callers discard it). Numbers are clamped; unknown stats, elements, outcomes and
 * slots are rejected.
 */
export function applyStateChange(draft: Story, change: StateChange, origin: ChangeOrigin): EngineError | null {
  switch (change.type) {
    case 'statChange':
      return applyStat(draft, change.group, change.statId, change.change, change.value, origin);
    case 'newFact': {
      if (change.storyElementId === 'world') {
        draft.world = { ...draft.world, worldFacts: [...draft.world.worldFacts, change.fact] };
        return null;
      }
      const i = draft.world.storyElements.findIndex((e) => e.id === change.storyElementId);
      if (i === -1) return err('unknown_element', `newFact refers to unknown story element "${change.storyElementId}"`);
      const el = draft.world.storyElements[i];
      if (!el) return err('unknown_element', `unknown story element "${change.storyElementId}"`);
      const elements = [...draft.world.storyElements];
      elements[i] = { ...el, facts: [...el.facts, change.fact] };
      draft.world = { ...draft.world, storyElements: elements };
      return null;
    }
    case 'newMilestone':
      return addMilestone(draft, change.outcomeGroup, change.outcomeId, change.milestone);
    case 'newStoryElement': {
      if (change.element.id === 'world' || draft.world.storyElements.some((e) => e.id === change.element.id)) {
        return err('duplicate_element', `a story element with id "${change.element.id}" already exists`);
      }
      draft.world = { ...draft.world, storyElements: [...draft.world.storyElements, change.element] };
      return null;
    }
    case 'addIntroductionOfStoryElement': {
      const p = draft.players[change.player];
      if (!p) return err('unknown_slot', `addIntroductionOfStoryElement refers to unknown player slot "${change.player}"`);
      if (!draft.world.storyElements.some((e) => e.id === change.storyElementId)) {
        return err('unknown_element', `addIntroductionOfStoryElement refers to unknown story element "${change.storyElementId}"`);
      }
      if (!p.introducedElements.includes(change.storyElementId)) {
        draft.players[change.player] = { ...p, introducedElements: [...p.introducedElements, change.storyElementId] };
      }
      return null;
    }
  }
}

/** Applies a stat change to a draft (shared group or one player slot). */
export function applyStat(
  draft: Story,
  group: StatGroupRef,
  statId: string,
  change: Parameters<typeof applyStatOperation>[2],
  value: Parameters<typeof applyStatOperation>[3],
  origin: ChangeOrigin,
): EngineError | null {
  const stat = findStat(draft, group, statId);
  if (!stat) {
    return err('unknown_stat', `statChange refers to unknown ${group === 'shared' ? 'shared' : 'player'} stat "${statId}"`);
  }
  if (origin === 'beat' && !stat.canBeChangedInBeatResolutions) {
    return err('stat_locked', `stat "${statId}" cannot be changed in beat resolutions`);
  }
  if (group === 'shared') {
    const next = applyStatOperation(stat, readStatValue(draft.sharedStatValues, stat), change, value);
    if (!next.ok) return next.error;
    draft.sharedStatValues = writeStatValue(draft.sharedStatValues, statId, next.value);
    return null;
  }
  const p = draft.players[group];
  if (!p) return err('unknown_slot', `statChange refers to unknown player slot "${group}"`);
  const next = applyStatOperation(stat, readStatValue(p.statValues, stat), change, value);
  if (!next.ok) return next.error;
  draft.players[group] = { ...p, statValues: writeStatValue(p.statValues, statId, next.value) };
  return null;
}

/** Records a milestone on an outcome of a draft; at most three per outcome [S4]. */
export function addMilestone(draft: Story, group: StatGroupRef, outcomeId: string, milestone: string): EngineError | null {
  const list = group === 'shared' ? draft.sharedOutcomes : draft.players[group]?.outcomes;
  if (!list) return err('unknown_slot', `newMilestone refers to unknown player slot "${group}"`);
  const i = list.findIndex((o) => o.id === outcomeId);
  const outcome = list[i];
  if (!outcome) return err('unknown_outcome', `newMilestone refers to unknown ${group} outcome "${outcomeId}"`);
  if (outcome.milestones.length >= MAX_MILESTONES) {
    return err('milestone_limit', `outcome "${outcomeId}" already has ${MAX_MILESTONES} milestones`);
  }
  const next = [...list];
  next[i] = { ...outcome, milestones: [...outcome.milestones, milestone] };
  if (group === 'shared') draft.sharedOutcomes = next;
  else {
    const p = draft.players[group];
    if (p) draft.players[group] = { ...p, outcomes: next };
  }
  return null;
}

/** Applies the thread-end stat adjustments of a turn plan to a draft [T3]; numbers are clamped like any change. */
export function applyAdjustments(draft: Story, adjustments: readonly StatAdjustment[]): EngineError | null {
  for (const a of adjustments) {
    if (a.delta === 0) continue;
    const problem = applyStat(draft, a.group, a.statId, a.delta > 0 ? 'addNumber' : 'subtractNumber', Math.abs(a.delta), 'engine');
    if (problem) return problem;
  }
  return null;
}
