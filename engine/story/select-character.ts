import type { Story } from '@schemas';
import { fail, ok, type Result } from '../core/result';
import { clampStatValue } from '../rules/stat-values';
import type { SelectCharacterAction } from './actions';
import { draftStory } from './draft';
import { fillFluff } from './fluff';
import { activeSlots, hasCharacter, STORY_CLOSED_MESSAGE } from './queries';

/** True when every active player has a character (and at least one player is active). */
export function selectionComplete(story: Story): boolean {
  const active = activeSlots(story);
  return active.length > 0 && active.every((s) => {
    const p = story.players[s];
    return p !== undefined && hasCharacter(p);
  });
}

/**
 * A player picks identity and background [W1]: name, pronouns, appearance and filled fluff are
 * copied, stats start from their initial values overridden by the background's.
 */
export function selectCharacter(story: Story, a: SelectCharacterAction): Result<Story> {
  const p = story.players[a.slot];
  if (!p) return fail('unknown_slot', `This story has no player slot ${a.slot}.`);
  if (p.status !== 'active') return fail('player_left', `${a.slot} has left this story and cannot select a character.`);
  if (story.closedAt) return fail('story_closed', STORY_CLOSED_MESSAGE);
  if (story.gameOver) return fail('game_over', 'The story is over.');
  if (hasCharacter(p)) return fail('already_selected', `${a.slot} has already selected a character.`);
  const identity = p.possibleCharacterIdentities[a.identityIndex];
  const background = p.possibleCharacterBackgrounds[a.backgroundIndex];
  if (!Number.isInteger(a.identityIndex) || !identity) {
    return fail('invalid_character_choice', `Identity ${a.identityIndex} does not exist: choose 0 to ${p.possibleCharacterIdentities.length - 1}.`);
  }
  if (!Number.isInteger(a.backgroundIndex) || !background) {
    return fail('invalid_character_choice', `Background ${a.backgroundIndex} does not exist: choose 0 to ${p.possibleCharacterBackgrounds.length - 1}.`);
  }
  const taken = Object.values(story.players).find((o) => o && o.slot !== a.slot && hasCharacter(o) && o.name === identity.name);
  if (taken) return fail('name_taken', `${taken.slot} already plays ${identity.name}: player names differ within a story.`);
  const statValues = story.world.playerStats.map((s) => {
    const fromBackground = s.partOfPlayerBackgrounds ? background.initialPlayerStatValues.find((v) => v.statId === s.id) : undefined;
    return { statId: s.id, value: clampStatValue(s.type, fromBackground ? fromBackground.value : s.initialValue) };
  });
  const draft = draftStory(story);
  draft.players[a.slot] = {
    ...p,
    name: identity.name,
    pronouns: identity.pronouns,
    appearance: identity.appearance,
    fluff: fillFluff(background.fluffTemplate, identity),
    identityChoice: a.identityIndex,
    backgroundChoice: a.backgroundIndex,
    statValues,
  };
  draft.characterSelectionCompleted = story.characterSelectionCompleted || selectionComplete(draft);
  draft.updatedAt = a.now;
  return ok(draft);
}
