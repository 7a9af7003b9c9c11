import { autoFixTemplate, completeBackgrounds, worldProblems, type DraftInput } from '@engine';
import { PLAYER_SLOTS, templateSchema, type StoryCategory, type Template, type TemplateInput } from '@schemas';
import type { DraftRequest, IterateRequest } from './assistant';

/**
 * The draft as spec 2 §4 copies it: the chosen game mode, player count and turns on both bounds,
 * the one difficulty level when one was given, images as asked; then auto-fixed. Throws when the
 * result is still no valid World (an assistant's bug, never the user's input).
 */
export function finishDraft(world: TemplateInput, request: DraftRequest, id: string, now: string): Template {
  const forced: TemplateInput = {
    ...world,
    id,
    createdAt: now,
    updatedAt: now,
    publicationStatus: 'Draft',
    gameMode: request.playerCount > 1 ? request.gameMode : 'Cooperative',
    playerCountMin: request.playerCount,
    playerCountMax: request.playerCount,
    maxTurnsMin: request.maxTurns,
    maxTurnsMax: request.maxTurns,
    containsImages: request.generateImages,
    ...(request.difficultyLevel ? { difficultyLevels: [request.difficultyLevel] } : {}),
  };
  for (const slot of PLAYER_SLOTS.slice(request.playerCount)) delete (forced as Record<string, unknown>)[slot];
  const template = autoFixTemplate(completeBackgrounds(templateSchema.parse(forced)));
  const problems = worldProblems(template);
  if (problems.length > 0) throw new Error(`[assistant] the drafted World is not valid: ${problems.join('; ')}`);
  return template;
}

/** The draft input of a request (the prompt's category sentence and fields are read by the builder). */
export function draftInputOf(request: DraftRequest): DraftInput {
  return {
    prompt: request.prompt,
    ...(request.category ? { category: request.category } : {}),
    playerCount: request.playerCount,
    maxTurns: request.maxTurns,
    gameMode: request.gameMode,
    difficultyLevel: request.difficultyLevel ?? null,
  };
}

const CATEGORY_BY_TAG: [string, StoryCategory][] = [
  ['Kids', 'read-with-kids'],
  ['Educational', 'learn-something'],
  ['Reflective', 'see-your-future-self'],
  ['Pretend to be', 'pretend-to-be'],
  ['Satire', 'vent-about-reality'],
];

/** An existing World read as a prompt for the builder: its title, teaser and setting, its category guessed from its tags. */
export function iterationInputOf(request: IterateRequest): DraftInput {
  const t = request.template;
  const category = CATEGORY_BY_TAG.find(([tag]) => t.tags.includes(tag))?.[1] ?? 'enjoy-fiction';
  // The teaser and the setting are sentences; the title alone is only the fallback (glued to them it reads as a broken sentence).
  const prompt = [t.teaser, t.guidelines.world].map((s) => s.trim()).filter(Boolean).join('\n');
  return { prompt: prompt || t.title, category, playerCount: request.playerCount, maxTurns: request.maxTurns, gameMode: request.gameMode };
}
