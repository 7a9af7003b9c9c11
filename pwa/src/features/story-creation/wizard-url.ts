// The wizard's state <-> its address (spec 1 §2 'Story creation wizard', §5 'Wizard').
import { categoryFrom, changeCategory, changePlayers, stepFrom, WIZARD_CATEGORIES, type WizardState } from '@engine';
import {
  DEFAULT_PROMPT_STORY_TURNS,
  DIFFICULTY_LEVELS,
  MAX_PLAYERS,
  STORY_GAME_MODES,
  TURNS_MAX,
  TURNS_MIN,
  TURNS_STEP,
  type StoryGameMode,
} from '@schemas';

/** The fewest players of a story [B1] (the most is MAX_PLAYERS, 6). */
export const MIN_PLAYERS = 1;
/** The player count when the address has none or one out of bounds. */
export const DEFAULT_PLAYERS = 1;

/** Everything the wizard reads from its address. */
export type WizardAddress = {
  state: WizardState;
  /** Story length; only a `turns` parameter changes the default 25 [B1]. */
  turns: number;
  /** Opened by a deep link straight to step 3: no difficulty slider, Back leaves the wizard. */
  deepLink: boolean;
};

const FIELD_PREFIX = 'field_';

function playersFrom(value: string | null): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= MIN_PLAYERS && n <= MAX_PLAYERS ? n : DEFAULT_PLAYERS;
}

function modeFrom(value: string | null): StoryGameMode {
  return (STORY_GAME_MODES as readonly string[]).includes(value ?? '') ? (value as StoryGameMode) : 'Cooperative';
}

function difficultyFrom(value: string | null): number {
  const n = Number(value);
  return value !== null && value.trim() !== '' && DIFFICULTY_LEVELS.some((l) => l.modifier === n) ? n : 0;
}

function turnsFrom(value: string | null): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= TURNS_MIN && n <= TURNS_MAX && n % TURNS_STEP === 0 ? n : DEFAULT_PROMPT_STORY_TURNS;
}

/**
 * Reads the wizard from its query parameters. Step outside 1-3 gives 1, an unknown category
 * enjoy-fiction, an unknown mode Cooperative, players out of bounds the default; a single player is
 * always Cooperative; only the category's own field_{key} values are kept.
 * A link that lands on step 3 without a difficulty is a deep link (the wizard itself always writes one).
 * Without an `images` parameter, images are `imagesByDefault` (on with the offline illustrator,
 * which costs nothing; off with a paid image model, as the spec's `images=true` reads).
 */
export function wizardFromParams(params: URLSearchParams, imagesByDefault = false): WizardAddress {
  const category = categoryFrom(params.get('category'));
  const players = playersFrom(params.get('players'));
  const fields: Record<string, string> = {};
  for (const field of WIZARD_CATEGORIES[category].fields) {
    const value = params.get(`${FIELD_PREFIX}${field.key}`);
    if (value) fields[field.key] = value;
  }
  const step = stepFrom(params.get('step'));
  const state: WizardState = {
    step,
    category,
    players,
    mode: players === 1 ? 'Cooperative' : modeFrom(params.get('mode')),
    images: params.has('images') ? params.get('images') === 'true' : imagesByDefault,
    prompt: params.get('prompt') ?? '',
    difficulty: difficultyFrom(params.get('difficulty')),
    fields,
  };
  return { state, turns: turnsFrom(params.get('turns')), deepLink: step === 3 && !params.has('difficulty') };
}

/** Writes the wizard to query parameters (the inverse of wizardFromParams with the same `imagesByDefault`): `images=true` when on, `images=false` only when off against the default. */
export function wizardToParams({ state, turns, deepLink }: WizardAddress, imagesByDefault = false): URLSearchParams {
  const params = new URLSearchParams();
  params.set('step', String(state.step));
  params.set('category', state.category);
  params.set('players', String(state.players));
  if (state.players > 1) params.set('mode', state.mode);
  if (state.images) params.set('images', 'true');
  else if (imagesByDefault) params.set('images', 'false');
  if (state.prompt) params.set('prompt', state.prompt);
  if (!deepLink) params.set('difficulty', String(state.difficulty));
  for (const field of WIZARD_CATEGORIES[state.category].fields) {
    const value = state.fields[field.key];
    if (value) params.set(`${FIELD_PREFIX}${field.key}`, value);
  }
  if (turns !== DEFAULT_PROMPT_STORY_TURNS) params.set('turns', String(turns));
  return params;
}

/** Changes the category: a different one clears its fields and the prompt (spec 1 §4); the same one changes nothing. */
export function withCategory(state: WizardState, category: WizardState['category']): WizardState {
  return category === state.category ? state : changeCategory(state, category);
}

/** Changes the player count, clamped to the bounds; 1 resets the mode to Cooperative (spec 1 §4). */
export function withPlayers(state: WizardState, players: number): WizardState {
  return changePlayers(state, Math.min(MAX_PLAYERS, Math.max(MIN_PLAYERS, Math.round(players))));
}
