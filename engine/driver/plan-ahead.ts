import type { PlayerSlot, Story } from '@schemas';
import type { MilestonesRequest, SwitchRequest, ThreadRequest } from '../narrator/narrator';
import type { StoryAction } from '../story/actions';
import { planTurn } from '../story/planner';
import { beatOfTurn, pendingSlots, readyForNextTurn } from '../story/queries';
import { reduceStory } from '../story/reducer';
import { milestonesRequest, switchRequest, threadRequest } from './requests';

/**
 * A narrator call a turn makes before any of its beats can start (its planning: milestone texts,
 * new threads, new switches), with the request generateNextTurn sends for it.
 */
export type PlanningCall =
  | { call: 'writeMilestones'; request: MilestonesRequest }
  | { call: 'planThread'; request: ThreadRequest }
  | { call: 'writeSwitch'; request: SwitchRequest };

/**
 * The planning calls generateNextTurn makes for the next turn of `story`, built by the same request
 * builders from the same plan, so equal stories give equal requests. Empty when the story is not
 * ready for its next turn (someone has still to choose) or the turn needs no planning.
 */
export function planningCalls(story: Story): PlanningCall[] {
  if (!readyForNextTurn(story)) return [];
  const planned = planTurn(story);
  if (!planned.ok) return [];
  const plan = planned.value;
  const calls: PlanningCall[] = [];
  if (plan.milestones.length > 0) calls.push({ call: 'writeMilestones', request: milestonesRequest(story, plan) });
  for (const tp of plan.threads) calls.push({ call: 'planThread', request: threadRequest(story, tp) });
  for (const sp of plan.switches) calls.push({ call: 'writeSwitch', request: switchRequest(story, sp) });
  return calls;
}

/** What one player still to act may do before the next turn: each option of their beat, or each character. */
function movesOf(story: Story, slot: PlayerSlot, now: string): StoryAction[] {
  const p = story.players[slot];
  if (!p) return [];
  if (!story.characterSelectionCompleted) {
    const moves: StoryAction[] = [];
    for (let identityIndex = 0; identityIndex < p.possibleCharacterIdentities.length; identityIndex++) {
      for (let backgroundIndex = 0; backgroundIndex < p.possibleCharacterBackgrounds.length; backgroundIndex++) {
        moves.push({ type: 'select_character', slot, identityIndex, backgroundIndex, now });
      }
    }
    return moves;
  }
  const beat = beatOfTurn(p, story.currentTurn);
  return beat ? beat.options.map((_, optionIndex) => ({ type: 'choose_option', slot, optionIndex, turn: beat.turn, now })) : [];
}

/**
 * Every story the players still to act can make of `story` before its next turn is written: one per
 * combination of their moves (each option of a player's beat; before the first turn, each
 * identity and background), in the order they would act. Null when there are more than `limit`
 * (planning for all of them would cost too much; more choices narrow it). A story already ready
 * for its next turn gives itself. The choices' rolls come from the story's seed, so each story is
 * exactly the one those choices will make; `now` only stamps the actions.
 */
export function storiesBeforeNextTurn(story: Story, now: string, limit: number): Story[] | null {
  if (story.gameOver) return [];
  let stories: Story[] = [story];
  for (const slot of pendingSlots(story)) {
    const next: Story[] = [];
    for (const s of stories) {
      for (const move of movesOf(s, slot, now)) {
        const reduced = reduceStory(s, move);
        if (reduced.ok) next.push(reduced.story);
      }
      if (next.length > limit) return null;
    }
    stories = next;
  }
  return stories.filter(readyForNextTurn);
}
