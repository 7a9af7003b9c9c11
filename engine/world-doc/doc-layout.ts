/**
 * How a World (template) is laid out in a Y.Doc while it is being co-authored. One Y.Map per
 * section at the root; inside, each field has a kind:
 *
 * - `text`  — a Y.Text: prose that co-authors edit together and that merges character by character;
 * - `value` — a plain JSON value, last writer wins (ids, numbers, enums, short labels, flags);
 * - `list`  — a Y.Array whose items have the given kind (objects become Y.Maps, prose Y.Texts);
 * - `map`   — a Y.Map with the given fields (any field not listed is stored as a `value`).
 *
 * Ids, enum-like strings (stat type, game mode, status, role, group) and labels that are picked
 * rather than typed (tags, stat groups, pronouns, difficulty titles) are values: merging two
 * concurrent edits of `player_nerve` letter by letter would make an id nobody typed.
 */

/** The kind of one field of the document. */
export type FieldKind =
  | { readonly kind: 'value' }
  | { readonly kind: 'text' }
  | { readonly kind: 'list'; readonly of: FieldKind }
  | { readonly kind: 'map'; readonly fields: Readonly<Record<string, FieldKind>> };

const value: FieldKind = { kind: 'value' };
const text: FieldKind = { kind: 'text' };
const list = (of: FieldKind): FieldKind => ({ kind: 'list', of });
const map = (fields: Record<string, FieldKind>): FieldKind => ({ kind: 'map', fields });
const textList = list(text);

const outcome = map({
  id: value,
  question: text,
  resonance: text,
  // Three shapes share one map; the keys present say which shape it is (schemas/template.ts).
  possibleResolutions: map({
    favorable: text,
    mixed: text,
    unfavorable: text,
    sideAWins: text,
    sideBWins: text,
    resolution1: text,
    resolution2: text,
    resolution3: text,
  }),
  intendedNumberOfMilestones: value,
  milestones: textList,
});

const stat = map({
  id: value,
  name: text,
  type: value,
  group: value,
  possibleValues: text,
  effectOnPoints: textList,
  optionsToSacrifice: text,
  optionsToGainAsReward: text,
  narrativeImplications: textList,
  adjustmentsAfterThreads: textList,
  canBeChangedInBeatResolutions: value,
  isVisible: value,
  partOfPlayerBackgrounds: value,
  initialValue: value,
  tooltip: text,
});

const playerOptions = map({
  outcomes: list(outcome),
  possibleCharacterIdentities: list(map({ name: text, pronouns: map({}), appearance: text, image: value })),
  possibleCharacterBackgrounds: list(
    map({ title: text, fluffTemplate: text, initialPlayerStatValues: list(map({ statId: value, value })) }),
  ),
});

/** Names of the root Y.Maps, one per editor section. */
export const WORLD_DOC_SECTIONS = ['setup', 'media', 'guidelines', 'elements', 'outcomes', 'stats', 'players'] as const;
export type WorldDocSection = (typeof WORLD_DOC_SECTIONS)[number];

/**
 * The fields each section holds. Every section holds top-level template fields, except
 * `guidelines`, which holds the fields of `template.guidelines` itself.
 */
export const WORLD_DOC_LAYOUT: Readonly<Record<WorldDocSection, Readonly<Record<string, FieldKind>>>> = {
  setup: {
    id: value,
    title: text,
    teaser: text,
    tags: list(value),
    gameMode: value,
    playerCountMin: value,
    playerCountMax: value,
    maxTurnsMin: value,
    maxTurnsMax: value,
    difficultyLevels: list(map({ modifier: value, title: value })),
    createdAt: value,
    updatedAt: value,
    publicationStatus: value,
    showOnWelcomeScreen: value,
    order: value,
    creatorId: value,
    creatorUsername: value,
  },
  media: {
    containsImages: value,
    coverImage: value,
    imageInstructions: map({
      visualStyle: text,
      atmosphere: text,
      colorPalette: text,
      settingDetails: text,
      characterStyle: text,
      artInfluences: text,
      coverPrompt: text,
    }),
  },
  guidelines: {
    world: text,
    rules: textList,
    tone: textList,
    conflicts: textList,
    decisions: textList,
    typesOfThreads: textList,
    switchAndThreadInstructions: textList,
  },
  elements: {
    storyElements: list(
      map({ id: value, name: text, role: value, instructions: text, appearance: text, facts: textList, image: value }),
    ),
  },
  outcomes: { sharedOutcomes: list(outcome) },
  stats: { statGroups: list(value), sharedStats: list(stat), playerStats: list(stat) },
  players: {
    characterSelectionIntroduction: map({ title: text, text }),
    characterSelectionPlan: text,
    player1: playerOptions,
    player2: playerOptions,
    player3: playerOptions,
    player4: playerOptions,
    player5: playerOptions,
    player6: playerOptions,
  },
};

/** The section whose map holds the fields of `template.guidelines` rather than top-level fields. */
export const NESTED_SECTION = 'guidelines' satisfies WorldDocSection;

/** Root map with the document format version (stored on devices by y-indexeddb: see CONVENTIONS). */
export const WORLD_DOC_META = 'meta';
/** The current document format; bump it (and add a migration) when the layout changes incompatibly. */
export const WORLD_DOC_VERSION = 1;

/** Setup fields the server owns: it overwrites them from the template row whatever the doc says. */
export const SERVER_OWNED_FIELDS = ['id', 'createdAt', 'updatedAt', 'creatorId', 'creatorUsername'] as const;
/**
 * Setup fields only admins may change (spec 2 §6); the server undoes other writers' changes.
 * `publicationStatus` is admin-only for one value: only admins may set it to Published.
 */
export const ADMIN_ONLY_FIELDS = ['showOnWelcomeScreen', 'order'] as const;
