import type { Beat, Resolution, Story } from '@schemas';
import { assert } from '../core/assert';
import { fail, ok, type Result } from '../core/result';
import { rollRng } from '../core/rng';
import { resolveRoll, rollFrom, shiftDistribution } from '../rules/distribution';
import { computePoints } from '../rules/points';
import type { ChooseOptionAction } from './actions';
import { draftStory } from './draft';
import { latestBeat, statNames, STORY_CLOSED_MESSAGE } from './queries';
import { applyStat } from './state-changes';

/** The resolution of this player's previous beat in the same thread, or null on its first beat [P1]. */
export function previousThreadResolution(beats: readonly Beat[], beat: Beat): Resolution | null {
  if (!beat.threadId) return null;
  for (let i = beats.length - 1; i >= 0; i--) {
    const b = beats[i];
    if (!b || b.turn >= beat.turn) continue;
    if (b.threadId !== beat.threadId) return null;
    return b.resolution ?? null;
  }
  return null;
}

/** Option texts compared as a player reads them: case, spacing and end punctuation aside. */
function sameText(a: string, b: string): boolean {
  const norm = (t: string) => t.trim().replace(/\s+/g, ' ').replace(/[.!?…]+$/, '').toLowerCase();
  return norm(a) === norm(b);
}

/** Whether an earlier beat of this player already offered an option with this text [O3]. */
export function offeredBefore(beats: readonly Beat[], beat: Beat, text: string): boolean {
  return beats.some((b) => b.turn < beat.turn && b.options.some((o) => sameText(o.text, text)));
}

/**
 * A player chooses an option of their latest beat. A challenge is resolved at once: points,
 * distribution and a roll from the story's seeded generator for (seed, turn, slot) [P1-P5]. A
 * sacrifice's stat is lost and a reward's gained whatever the roll [O3]. An approach the game
 * offers again is not penalised: the player could not see a penalty coming [O3].
 */
export function chooseOption(story: Story, a: ChooseOptionAction): Result<Story> {
  const p = story.players[a.slot];
  if (!p) return fail('unknown_slot', `This story has no player slot ${a.slot}.`);
  if (p.status !== 'active') return fail('player_left', `${a.slot} has left this story and cannot choose.`);
  if (story.closedAt) return fail('story_closed', STORY_CLOSED_MESSAGE);
  if (story.gameOver) return fail('game_over', 'The story is over: no more choices can be made.');
  const beat = latestBeat(p);
  if (!beat) return fail('no_beat', `${a.slot} has no beat to choose on yet.`);
  if (a.turn !== undefined && a.turn !== beat.turn) {
    return fail('not_latest_beat', `Choices can only be made on the latest beat (turn ${beat.turn}), not on turn ${a.turn}.`);
  }
  if (beat.turn !== story.currentTurn) {
    return fail('not_latest_beat', `${a.slot} has no beat in the current turn ${story.currentTurn}; the latest is from turn ${beat.turn}.`);
  }
  if (beat.choice !== -1) return fail('already_chosen', `${a.slot} has already chosen option ${beat.choice + 1} on this beat.`);
  const option = beat.options[a.optionIndex];
  if (!Number.isInteger(a.optionIndex) || !option) {
    return fail('invalid_option', `Option ${a.optionIndex} does not exist: choose 0, 1 or 2.`);
  }
  let chosen: Beat = { ...beat, choice: a.optionIndex, chosenAt: a.now };
  const draft = draftStory(story);
  if (option.optionType === 'challenge') {
    const { points, readablePointModifiers } = computePoints({
      option,
      previousResolution: previousThreadResolution(p.beatHistory, beat),
      difficulty: story.difficultyLevel,
      statNames: statNames(story),
      reoffered: offeredBefore(p.beatHistory, beat, option.text),
    });
    const distribution = shiftDistribution(option.riskType, points);
    const roll = rollFrom(rollRng(story.seed, beat.turn, a.slot).next());
    chosen = {
      ...chosen,
      resolution: resolveRoll(distribution, roll),
      resolutionDetails: { points, roll, distribution, readablePointModifiers },
    };
    const rc = option.resourceStatChange;
    if (option.resourceType !== 'normal' && rc) {
      // Validated when the beat was applied, so it cannot fail here.
      const problem = applyStat(draft, rc.group, rc.statId, rc.change, rc.value, 'engine');
      assert(problem === null, `resource change of a validated option failed: ${problem?.message}`);
    }
  }
  const current = draft.players[a.slot];
  assert(current, 'player vanished from draft');
  draft.players[a.slot] = { ...current, beatHistory: [...current.beatHistory.slice(0, -1), chosen] };
  draft.updatedAt = a.now;
  return ok(draft);
}
