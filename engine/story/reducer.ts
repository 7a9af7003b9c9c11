import type { Story } from '@schemas';
import { exhaustive } from '../core/assert';
import { fail, type EngineError, type Result } from '../core/result';
import type { StoryAction } from './actions';
import { applyTurn } from './apply-turn';
import { chooseOption } from './choose-option';
import { createStory } from './create-story';
import { draftStory } from './draft';
import { selectCharacter, selectionComplete } from './select-character';
import { STORY_CLOSED_MESSAGE } from './queries';

/** The result of one reducer step: the new story, or an error with the story unchanged. */
export type StoryResult = { ok: true; story: Story } | { ok: false; error: EngineError };

const toStory = (r: Result<Story>): StoryResult => (r.ok ? { ok: true, story: r.value } : r);
const noStory = (): StoryResult => fail('no_story', 'There is no story yet: the first action must be create_story.');

/**
 * The story reducer: every change to a story goes through here, so a story is a replayable log
 * of actions. Never mutates its input; on error the caller keeps the old story.
 * @example const r = reduceStory(null, createAction); if (r.ok) story = r.story;
 */
export function reduceStory(story: Story | null, action: StoryAction): StoryResult {
  switch (action.type) {
    case 'create_story':
      if (story) return fail('story_exists', 'The story already exists; create_story must be the first action.');
      return toStory(createStory(action));
    case 'select_character':
      return story ? toStory(selectCharacter(story, action)) : noStory();
    case 'choose_option':
      return story ? toStory(chooseOption(story, action)) : noStory();
    case 'apply_turn':
      if (!story) return noStory();
      if (story.gameOver) return fail('game_over', 'The story is over: no more turns can be applied.');
      if (story.closedAt) return fail('story_closed', STORY_CLOSED_MESSAGE);
      return toStory(applyTurn(story, action));
    case 'set_player_status': {
      if (!story) return noStory();
      const p = story.players[action.slot];
      if (!p) return fail('unknown_slot', `This story has no player slot ${action.slot}.`);
      const draft = draftStory(story);
      draft.players[action.slot] = { ...p, status: action.status };
      if (!draft.characterSelectionCompleted) draft.characterSelectionCompleted = selectionComplete(draft);
      draft.updatedAt = action.now;
      return { ok: true, story: draft };
    }
    case 'set_image_status': {
      if (!story) return noStory();
      const i = story.images.findIndex((img) => img.id === action.imageId);
      const img = story.images[i];
      if (!img) return fail('unknown_image', `This story has no image "${action.imageId}".`);
      const images = [...story.images];
      images[i] = {
        ...img,
        status: action.status,
        ...(action.fileType ? { fileType: action.fileType } : {}),
        ...(action.version ? { version: action.version } : {}),
      };
      return { ok: true, story: { ...story, images, updatedAt: action.now } };
    }
    case 'close_story':
      if (!story) return noStory();
      // Closing twice keeps the first moment: a retried close changes nothing.
      return { ok: true, story: story.closedAt ? story : { ...story, closedAt: action.now, updatedAt: action.now } };
    default:
      return exhaustive(action, 'story action');
  }
}

/** Replays an action log from nothing; stops at the first failing action. */
export function replayStory(actions: readonly StoryAction[]): StoryResult {
  let story: Story | null = null;
  for (const action of actions) {
    const r = reduceStory(story, action);
    if (!r.ok) return r;
    story = r.story;
  }
  return story ? { ok: true, story } : noStory();
}
