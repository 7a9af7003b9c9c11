import { z } from 'zod';
import { safeText } from './text';
import {
  publicationStatusSchema,
  statTypeSchema,
  templateGameModeSchema,
  TURNS_MAX,
  TURNS_MIN,
  TURNS_STEP,
  type StatType,
} from './constants';
import { isoDateSchema, MAX_PLAYERS, PLAYER_SLOTS, type PlayerSlot } from './ids';
import { fitWorldToLimits, worldLimitIssues } from './world-limits';

/** A stat's value: a number (percentage, opposites, number), text (string) or list (string[]). */
export const statValueValueSchema = z.union([z.number(), safeText(), z.array(safeText()), z.boolean()]);
export type StatValueValue = z.infer<typeof statValueValueSchema>;

/** A stat id with its value. */
export const statValueSchema = z.object({ statId: safeText().min(1), value: statValueValueSchema });
export type StatValue = z.infer<typeof statValueSchema>;

/** The default initial value of a stat of this type (spec 2 §3: 50; '' for string; [] for string[]). */
export function defaultInitialValue(type: StatType): StatValueValue {
  if (type === 'string') return '';
  if (type === 'string[]') return [];
  return 50;
}

/** A stat, shared or per player (spec 2 §3). */
export const statSchema = z
  .object({
    id: safeText().min(1).max(80),
    name: safeText().min(1).max(120),
    type: statTypeSchema.default('percentage'),
    group: safeText().default(''),
    possibleValues: safeText().default(''),
    effectOnPoints: z.array(safeText()).default([]),
    optionsToSacrifice: safeText().default(''),
    optionsToGainAsReward: safeText().default(''),
    narrativeImplications: z.array(safeText()).default([]),
    adjustmentsAfterThreads: z.array(safeText()).default([]),
    canBeChangedInBeatResolutions: z.boolean().default(true),
    isVisible: z.boolean().default(true),
    partOfPlayerBackgrounds: z.boolean().default(true),
    initialValue: statValueValueSchema.optional(),
    tooltip: safeText().default(''),
  })
  .transform((s) => ({ ...s, initialValue: s.initialValue ?? defaultInitialValue(s.type) }));
export type Stat = z.infer<typeof statSchema>;
export type StatInput = z.input<typeof statSchema>;

/** Resolutions of a challenge outcome. */
export const challengeResolutionsSchema = z.strictObject({
  favorable: safeText(),
  mixed: safeText(),
  unfavorable: safeText(),
});
/** Resolutions of a competitive outcome (two sides). */
export const competitiveResolutionsSchema = z.strictObject({
  sideAWins: safeText(),
  mixed: safeText(),
  sideBWins: safeText(),
});
/** Resolutions of an exploration outcome (three open endings). */
export const explorationResolutionsSchema = z.strictObject({
  resolution1: safeText(),
  resolution2: safeText(),
  resolution3: safeText(),
});
/** An outcome's possible resolutions, in one of three shapes [S6]. */
export const possibleResolutionsSchema = z.union([
  challengeResolutionsSchema,
  competitiveResolutionsSchema,
  explorationResolutionsSchema,
]);
export type PossibleResolutions = z.infer<typeof possibleResolutionsSchema>;
export type OutcomeShape = 'challenge' | 'competitive' | 'exploration';

/** The shape of an outcome's resolutions. */
export function outcomeShape(r: PossibleResolutions): OutcomeShape {
  if ('favorable' in r) return 'challenge';
  if ('sideAWins' in r) return 'competitive';
  return 'exploration';
}

/** An outcome: a question the story answers through milestones (spec 2 §3, spec 3 §3). */
export const outcomeSchema = z.object({
  id: safeText().min(1).max(80),
  question: safeText().min(1),
  resonance: safeText().default(''),
  possibleResolutions: possibleResolutionsSchema,
  intendedNumberOfMilestones: z.number().int().min(1).max(3).default(2),
  milestones: z.array(safeText()).max(3).default([]),
});
export type Outcome = z.infer<typeof outcomeSchema>;

/** Pronouns of a character; default they/them/their/themselves. */
export const pronounsSchema = z.object({
  personal: safeText().min(1).default('they'),
  object: safeText().min(1).default('them'),
  possessive: safeText().min(1).default('their'),
  reflexive: safeText().min(1).default('themselves'),
});
export type Pronouns = z.infer<typeof pronounsSchema>;

/** Pronoun presets offered by the editor (spec 2 §3). */
export const PRONOUN_PRESETS: Record<string, Pronouns> = {
  'he/him': { personal: 'he', object: 'him', possessive: 'his', reflexive: 'himself' },
  'she/her': { personal: 'she', object: 'her', possessive: 'her', reflexive: 'herself' },
  'they/them': { personal: 'they', object: 'them', possessive: 'their', reflexive: 'themselves' },
  'it/its': { personal: 'it', object: 'it', possessive: 'its', reflexive: 'itself' },
};

/** File types of stored pictures: the offline illustrator paints SVG, image models answer PNG, JPEG or WebP. */
export const IMAGE_FILE_TYPES = ['jpeg', 'png', 'webp', 'svg'] as const;

/**
 * A stored image (spec 1 §3, spec 2 §3). `version` is the picture's content version, set once it
 * is ready: the URL carries it as the cache-busting parameter, so a new picture under the same id
 * is fetched again and an unchanged one is served from any cache.
 */
export const imageReferenceSchema = z.object({
  id: safeText().min(1).max(120),
  source: z.enum(['template', 'story']),
  sourceId: safeText().min(1),
  subDirectory: safeText().default(''),
  fileType: z.enum(IMAGE_FILE_TYPES).default('jpeg'),
  status: z.enum(['generating', 'ready', 'failed']).default('ready'),
  description: safeText().default(''),
  version: safeText().max(64).optional(),
});
export type ImageReference = z.infer<typeof imageReferenceSchema>;

/** A possible character identity of a player slot. */
export const identitySchema = z.object({
  name: safeText().min(1).max(80),
  pronouns: pronounsSchema.prefault({}),
  appearance: safeText().default(''),
  /** Its portrait, `players/{slot}_{index}` (spec 1 §3), once one was generated in the editor. */
  image: imageReferenceSchema.nullable().optional(),
});
export type Identity = z.infer<typeof identitySchema>;

/** A possible character background of a player slot. */
export const backgroundSchema = z.object({
  title: safeText().min(1).max(120),
  fluffTemplate: safeText().default(''),
  initialPlayerStatValues: z.array(statValueSchema).default([]),
});
export type Background = z.infer<typeof backgroundSchema>;

/** The options of one player slot: its outcomes and exactly 3 identities and backgrounds [W1]. */
export const playerOptionsSchema = z.object({
  outcomes: z.array(outcomeSchema).default([]),
  possibleCharacterIdentities: z.array(identitySchema).length(3),
  possibleCharacterBackgrounds: z.array(backgroundSchema).length(3),
});
export type PlayerOptions = z.infer<typeof playerOptionsSchema>;

/** A story element: character, location, item, rumor, faction, event or phenomenon. */
export const storyElementSchema = z.object({
  id: safeText().min(1).max(80),
  name: safeText().min(1).max(120),
  role: safeText().default(''),
  instructions: safeText().default(''),
  appearance: safeText().default(''),
  facts: z.array(safeText()).default([]),
  /** Its picture, `elements/{id}`, once one was generated in the editor. */
  image: imageReferenceSchema.nullable().optional(),
});
export type StoryElement = z.infer<typeof storyElementSchema>;

/** A difficulty level [B2]: modifier +20 to -30 in steps of 10. */
export const difficultyLevelSchema = z.object({
  modifier: z
    .number()
    .int()
    .min(-30)
    .max(20)
    .refine((m) => m % 10 === 0, 'modifier must be a multiple of 10'),
  title: safeText().min(1).max(60),
});
export type DifficultyLevel = z.infer<typeof difficultyLevelSchema>;

/** Image directions of a World (spec 2 §2 Media). */
export const imageInstructionsSchema = z.object({
  visualStyle: safeText().default(''),
  atmosphere: safeText().default(''),
  colorPalette: safeText().default(''),
  settingDetails: safeText().default(''),
  characterStyle: safeText().default(''),
  artInfluences: safeText().default(''),
  coverPrompt: safeText().default(''),
});
export type ImageInstructions = z.infer<typeof imageInstructionsSchema>;

/** Story guidelines of a World [W2]. */
export const guidelinesSchema = z.object({
  world: safeText().default(''),
  rules: z.array(safeText()).default([]),
  tone: z.array(safeText()).default([]),
  conflicts: z.array(safeText()).default([]),
  decisions: z.array(safeText()).default([]),
  typesOfThreads: z.array(safeText()).default([]),
  switchAndThreadInstructions: z.array(safeText()).max(3).default([]),
});
export type Guidelines = z.infer<typeof guidelinesSchema>;


/** Title and text shown above character selection. */
export const characterSelectionIntroductionSchema = z.object({
  title: safeText().default(''),
  text: safeText().default(''),
});

const playerCountSchema = z.number().int().min(1).max(MAX_PLAYERS);
const turnsSchema = z
  .number()
  .int()
  .min(TURNS_MIN)
  .max(TURNS_MAX)
  .refine((n) => n % TURNS_STEP === 0, `turns go in steps of ${TURNS_STEP}`);

/** The default difficulty levels of a new template (spec 2 §9: 0, +10, -10). */
export const DEFAULT_TEMPLATE_DIFFICULTY_LEVELS: DifficultyLevel[] = [
  { modifier: 0, title: 'Balanced' },
  { modifier: 10, title: 'Relaxed' },
  { modifier: -10, title: 'Challenging' },
];

/** The fields of a template without cross-field checks (use for partial updates). */
export const templateObjectSchema = z.object({
  id: safeText().min(1).max(64),
  title: safeText().min(1).max(120),
  teaser: safeText().default(''),
  tags: z.array(safeText().min(1).max(40)).default([]),
  gameMode: templateGameModeSchema.default('Cooperative'),
  playerCountMin: playerCountSchema.default(1),
  playerCountMax: playerCountSchema.default(1),
  maxTurnsMin: turnsSchema.default(20),
  maxTurnsMax: turnsSchema.default(25),
  difficultyLevels: z.array(difficultyLevelSchema).default(DEFAULT_TEMPLATE_DIFFICULTY_LEVELS),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  publicationStatus: publicationStatusSchema.default('Draft'),
  showOnWelcomeScreen: z.boolean().default(false),
  order: z.number().int().default(999),
  creatorId: safeText().nullable().optional(),
  creatorUsername: safeText().nullable().optional(),
  containsImages: z.boolean().default(false),
  coverImage: imageReferenceSchema.nullable().optional(),
  imageInstructions: imageInstructionsSchema.prefault({}),
  guidelines: guidelinesSchema.prefault({}),
  storyElements: z.array(storyElementSchema).default([]),
  sharedOutcomes: z.array(outcomeSchema).default([]),
  statGroups: z.array(safeText().min(1)).max(3).default([]),
  sharedStats: z.array(statSchema).default([]),
  playerStats: z.array(statSchema).default([]),
  characterSelectionIntroduction: characterSelectionIntroductionSchema.prefault({}),
  characterSelectionPlan: safeText().default(''),
  player1: playerOptionsSchema.optional(),
  player2: playerOptionsSchema.optional(),
  player3: playerOptionsSchema.optional(),
  player4: playerOptionsSchema.optional(),
  player5: playerOptionsSchema.optional(),
  player6: playerOptionsSchema.optional(),
});

/**
 * A World (template) with its cross-field rules: bounds in order, one options block per slot, stat
 * id prefixes, and every text and list within its limit (world-limits.ts, issue 26.4).
 */
export const templateSchema = templateObjectSchema.superRefine((t, ctx) => {
  for (const issue of worldLimitIssues(t)) {
    ctx.addIssue({ code: 'too_big', origin: issue.origin, maximum: issue.maximum, inclusive: true, path: issue.path, message: issue.message });
  }
  if (t.playerCountMin > t.playerCountMax) {
    ctx.addIssue({ code: 'custom', path: ['playerCountMin'], message: 'playerCountMin must not exceed playerCountMax' });
  }
  if (t.maxTurnsMin > t.maxTurnsMax) {
    ctx.addIssue({ code: 'custom', path: ['maxTurnsMin'], message: 'maxTurnsMin must not exceed maxTurnsMax' });
  }
  for (const slot of PLAYER_SLOTS.slice(0, t.playerCountMax)) {
    if (!t[slot]) ctx.addIssue({ code: 'custom', path: [slot], message: `${slot} options are required for ${t.playerCountMax} players` });
  }
  t.sharedStats.forEach((s, i) => {
    if (!s.id.startsWith('shared_')) ctx.addIssue({ code: 'custom', path: ['sharedStats', i, 'id'], message: 'shared stat ids start with shared_' });
  });
  t.playerStats.forEach((s, i) => {
    if (!s.id.startsWith('player_')) ctx.addIssue({ code: 'custom', path: ['playerStats', i, 'id'], message: 'player stat ids start with player_' });
  });
});
export type Template = z.infer<typeof templateSchema>;
export type TemplateInput = z.input<typeof templateSchema>;

/**
 * A World as stored: parsed, or, when only its lengths fail (stored before the limits of issue
 * 26.4), parsed cut to them. Any other failure throws as `templateSchema.parse` does.
 */
export function parseStoredTemplate(data: unknown): Template {
  const parsed = templateSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  if (parsed.error.issues.every((i) => i.code === 'too_big')) return templateSchema.parse(fitWorldToLimits(data));
  throw parsed.error;
}

/** The options block of a slot, if the template has one. */
export function playerOptionsOf(t: Pick<Template, PlayerSlot>, slot: PlayerSlot): PlayerOptions | undefined {
  return t[slot];
}

/** Template card and list data (spec 1 §3 'Template card data', spec 2 admin list). */
export const templateMetadataSchema = templateObjectSchema.pick({
  id: true,
  title: true,
  teaser: true,
  tags: true,
  gameMode: true,
  playerCountMin: true,
  playerCountMax: true,
  maxTurnsMin: true,
  maxTurnsMax: true,
  difficultyLevels: true,
  createdAt: true,
  updatedAt: true,
  publicationStatus: true,
  showOnWelcomeScreen: true,
  order: true,
  creatorId: true,
  creatorUsername: true,
  containsImages: true,
  coverImage: true,
});
export type TemplateMetadata = z.infer<typeof templateMetadataSchema>;

/** A live-validation issue of a World (spec 2 §3 'Validation issue'): shown by the editor, stored with a draft that does not validate. */
export const validationIssueDetailSchema = z.object({
  type: z.enum(['error', 'warning', 'info']),
  category: safeText(),
  message: safeText(),
  affectedItems: z.array(safeText()),
  autoFixable: z.boolean(),
});
export type ValidationIssue = z.infer<typeof validationIssueDetailSchema>;
