import { STORY_CATEGORIES, type StoryCategory, type StoryGameMode } from '@schemas';

/** One field of a wizard category (spec 1 §2). */
export type WizardField = { key: string; label: string; kind: 'text' | 'textarea'; placeholder: string };

/** A wizard category: its card texts, fields and fixed instruction sentence (spec 1 §2, §4). */
export type WizardCategory = {
  id: StoryCategory;
  /** The card's text after 'I want to ...' (player) or 'I want players to ...' (template); null: no card. */
  card: { player: string; template: string } | null;
  fields: readonly WizardField[];
  instruction: string;
};

/** The wizard's categories: six cards plus 'flexible', which has no card. */
export const WIZARD_CATEGORIES: Readonly<Record<StoryCategory, WizardCategory>> = {
  'enjoy-fiction': {
    id: 'enjoy-fiction',
    card: { player: 'enjoy fiction', template: 'enjoy fiction' },
    fields: [],
    instruction: 'Create an engaging interactive fiction story based on the following idea.',
  },
  'vent-about-reality': {
    id: 'vent-about-reality',
    card: { player: 'vent about reality', template: 'vent about reality' },
    fields: [{ key: 'frustration', label: 'Frustration', kind: 'textarea', placeholder: 'What drives you up the wall?' }],
    instruction: 'Create a cathartic, satirical story that lets the player vent about a real-life frustration.',
  },
  'pretend-to-be': {
    id: 'pretend-to-be',
    card: { player: 'pretend to be', template: 'pretend to be' },
    fields: [
      { key: 'role', label: 'Role', kind: 'text', placeholder: 'Who do you want to be?' },
      { key: 'aspects', label: 'Aspects', kind: 'textarea', placeholder: 'What about this role do you want to experience?' },
    ],
    instruction: 'Create a story in which the player gets to be someone else and live that role from the inside.',
  },
  'see-your-future-self': {
    id: 'see-your-future-self',
    card: { player: 'meet my future self', template: 'meet their future self' },
    fields: [
      { key: 'currentSituation', label: 'Current situation', kind: 'textarea', placeholder: 'Where are you now?' },
      { key: 'potentialChanges', label: 'Potential changes', kind: 'textarea', placeholder: 'What might change?' },
    ],
    instruction: 'Create a reflective story in which the player meets their future self and explores a possible change in their life.',
  },
  'read-with-kids': {
    id: 'read-with-kids',
    card: { player: 'read with kids', template: 'read with kids' },
    fields: [{ key: 'kidAge', label: 'Age of the kids', kind: 'text', placeholder: 'e.g. 5 or 8-10' }],
    instruction: 'Create a gentle, age-appropriate story to read aloud and play together with children.',
  },
  'learn-something': {
    id: 'learn-something',
    card: { player: 'learn something', template: 'learn something' },
    fields: [
      { key: 'learningGoals', label: 'Learning goals', kind: 'textarea', placeholder: 'What should the players learn?' },
      { key: 'targetAudience', label: 'Target audience', kind: 'text', placeholder: 'Who is learning?' },
    ],
    instruction: 'Create an educational story that teaches the learning goals below through play and meaningful choices.',
  },
  flexible: {
    id: 'flexible',
    card: null,
    fields: [],
    instruction: '',
  },
};

/** The six category cards of step 1, in order (flexible has none). */
export const CATEGORY_CARDS: readonly StoryCategory[] = STORY_CATEGORIES.filter((c) => WIZARD_CATEGORIES[c].card !== null);

/** The default category; unknown values fall back to it (spec 1 §2). */
export const DEFAULT_CATEGORY: StoryCategory = 'enjoy-fiction';

/** A category from a URL value; unknown values fall back to enjoy-fiction. */
export function categoryFrom(value: string | null | undefined): StoryCategory {
  return (STORY_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as StoryCategory) : DEFAULT_CATEGORY;
}

/** The heading of step 1 (spec 1 §2). */
export function stepOneTitle(templateMode: boolean): string {
  return templateMode ? 'I want players to ...' : 'I want to ...';
}

/** A card's text in player or template mode, or null for flexible. */
export function cardText(category: StoryCategory, templateMode: boolean): string | null {
  const card = WIZARD_CATEGORIES[category].card;
  return card ? (templateMode ? card.template : card.player) : null;
}

/** The submit button of step 3 (spec 1 §2). */
export function submitLabel(templateMode: boolean): string {
  return templateMode ? 'Draft World' : 'Create Story';
}

/**
 * The prompt sent for a story (spec 1 §4): the category's instruction sentence, each filled
 * field as 'label: value', then 'Additional context: ' and the free prompt; flexible sends the
 * prompt alone.
 * @example assemblePrompt('read-with-kids', { kidAge: '5' }, 'A lost duckling') // 'Create a gentle ... \nAge of the kids: 5\nAdditional context: A lost duckling'
 */
export function assemblePrompt(category: StoryCategory, fields: Readonly<Record<string, string>>, prompt: string): string {
  const c = WIZARD_CATEGORIES[category];
  if (category === 'flexible') return prompt;
  const lines = [c.instruction];
  for (const f of c.fields) {
    const v = (fields[f.key] ?? '').trim();
    if (v) lines.push(`${f.label}: ${v}`);
  }
  lines.push(`Additional context: ${prompt}`);
  return lines.join('\n');
}

/** The game mode a slider value stands for: up to 0.33 Cooperative, up to 0.66 Mixed, above Competitive (spec 1 §4). */
export function modeFromSlider(value: number): StoryGameMode {
  if (value <= 0.33) return 'Cooperative';
  if (value <= 0.66) return 'Cooperative-Competitive';
  return 'Competitive';
}

/** The slider position of a game mode. */
export function sliderFromMode(mode: StoryGameMode): number {
  return mode === 'Cooperative' ? 0 : mode === 'Cooperative-Competitive' ? 0.5 : 1;
}

/** The wizard's label of a game mode: Cooperative, Mixed, Competitive. */
export function modeLabel(mode: StoryGameMode): 'Cooperative' | 'Mixed' | 'Competitive' {
  return mode === 'Cooperative-Competitive' ? 'Mixed' : mode;
}

/** The wizard step from a URL value: 1-3, else 1 (spec 1 §5). */
export function stepFrom(value: string | null | undefined): 1 | 2 | 3 {
  const n = Number(value);
  return n === 2 || n === 3 ? n : 1;
}

/** The state the wizard keeps (spec 1 §4). */
export type WizardState = {
  step: 1 | 2 | 3;
  category: StoryCategory;
  players: number;
  mode: StoryGameMode;
  images: boolean;
  prompt: string;
  difficulty: number;
  fields: Record<string, string>;
};

/** Changing category clears the field values and the prompt (spec 1 §4); the caller also resets the Idea cycle. */
export function changeCategory(state: WizardState, category: StoryCategory): WizardState {
  return { ...state, category, fields: {}, prompt: '' };
}

/** Changing players to 1 resets the mode to Cooperative (spec 1 §4). */
export function changePlayers(state: WizardState, players: number): WizardState {
  return { ...state, players, mode: players === 1 ? 'Cooperative' : state.mode };
}

/** The main prompt is required on step 3 (spec 1 §5). */
export function canSubmitWizard(state: WizardState): boolean {
  return state.prompt.trim().length > 0;
}
