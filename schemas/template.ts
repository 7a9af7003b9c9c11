import { z } from 'zod';
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

/** A stat's value: a number (percentage, opposites, number), text (string) or list (string[]). */
export const statValueValueSchema = z.union([z.number(), z.string(), z.array(z.string()), z.boolean()]);
export type StatValueValue = z.infer<typeof statValueValueSchema>;

/** A stat id with its value. */
export const statValueSchema = z.object({ statId: z.string().min(1), value: statValueValueSchema });
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
    id: z.string().min(1).max(80),
    name: z.string().min(1).max(120),
    type: statTypeSchema.default('percentage'),
    group: z.string().default(''),
    possibleValues: z.string().default(''),
    effectOnPoints: z.array(z.string()).default([]),
    optionsToSacrifice: z.string().default(''),
    optionsToGainAsReward: z.string().default(''),
    narrativeImplications: z.array(z.string()).default([]),
    adjustmentsAfterThreads: z.array(z.string()).default([]),
    canBeChangedInBeatResolutions: z.boolean().default(true),
    isVisible: z.boolean().default(true),
    partOfPlayerBackgrounds: z.boolean().default(true),
    initialValue: statValueValueSchema.optional(),
    tooltip: z.string().default(''),
  })
  .transform((s) => ({ ...s, initialValue: s.initialValue ?? defaultInitialValue(s.type) }));
export type Stat = z.infer<typeof statSchema>;
export type StatInput = z.input<typeof statSchema>;

/** Resolutions of a challenge outcome. */
export const challengeResolutionsSchema = z.strictObject({
  favorable: z.string(),
  mixed: z.string(),
  unfavorable: z.string(),
});
/** Resolutions of a competitive outcome (two sides). */
export const competitiveResolutionsSchema = z.strictObject({
  sideAWins: z.string(),
  mixed: z.string(),
  sideBWins: z.string(),
});
/** Resolutions of an exploration outcome (three open endings). */
export const explorationResolutionsSchema = z.strictObject({
  resolution1: z.string(),
  resolution2: z.string(),
  resolution3: z.string(),
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
  id: z.string().min(1).max(80),
  question: z.string().min(1),
  resonance: z.string().default(''),
  possibleResolutions: possibleResolutionsSchema,
  intendedNumberOfMilestones: z.number().int().min(1).max(3).default(2),
  milestones: z.array(z.string()).max(3).default([]),
});
export type Outcome = z.infer<typeof outcomeSchema>;

/** Pronouns of a character; default they/them/their/themselves. */
export const pronounsSchema = z.object({
  personal: z.string().min(1).default('they'),
  object: z.string().min(1).default('them'),
  possessive: z.string().min(1).default('their'),
  reflexive: z.string().min(1).default('themselves'),
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
  id: z.string().min(1).max(120),
  source: z.enum(['template', 'story']),
  sourceId: z.string().min(1),
  subDirectory: z.string().default(''),
  fileType: z.enum(IMAGE_FILE_TYPES).default('jpeg'),
  status: z.enum(['generating', 'ready', 'failed']).default('ready'),
  description: z.string().default(''),
  version: z.string().max(64).optional(),
});
export type ImageReference = z.infer<typeof imageReferenceSchema>;

/** A possible character identity of a player slot. */
export const identitySchema = z.object({
  name: z.string().min(1).max(80),
  pronouns: pronounsSchema.prefault({}),
  appearance: z.string().default(''),
  /** Its portrait, `players/{slot}_{index}` (spec 1 §3), once one was generated in the editor. */
  image: imageReferenceSchema.nullable().optional(),
});
export type Identity = z.infer<typeof identitySchema>;

/** A possible character background of a player slot. */
export const backgroundSchema = z.object({
  title: z.string().min(1).max(120),
  fluffTemplate: z.string().default(''),
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
  id: z.string().min(1).max(80),
  name: z.string().min(1).max(120),
  role: z.string().default(''),
  instructions: z.string().default(''),
  appearance: z.string().default(''),
  facts: z.array(z.string()).default([]),
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
  title: z.string().min(1).max(60),
});
export type DifficultyLevel = z.infer<typeof difficultyLevelSchema>;

/** Image directions of a World (spec 2 §2 Media). */
export const imageInstructionsSchema = z.object({
  visualStyle: z.string().default(''),
  atmosphere: z.string().default(''),
  colorPalette: z.string().default(''),
  settingDetails: z.string().default(''),
  characterStyle: z.string().default(''),
  artInfluences: z.string().default(''),
  coverPrompt: z.string().default(''),
});
export type ImageInstructions = z.infer<typeof imageInstructionsSchema>;

/** Story guidelines of a World [W2]. */
export const guidelinesSchema = z.object({
  world: z.string().default(''),
  rules: z.array(z.string()).default([]),
  tone: z.array(z.string()).default([]),
  conflicts: z.array(z.string()).default([]),
  decisions: z.array(z.string()).default([]),
  typesOfThreads: z.array(z.string()).default([]),
  switchAndThreadInstructions: z.array(z.string()).max(3).default([]),
});
export type Guidelines = z.infer<typeof guidelinesSchema>;


/** Title and text shown above character selection. */
export const characterSelectionIntroductionSchema = z.object({
  title: z.string().default(''),
  text: z.string().default(''),
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
  id: z.string().min(1).max(64),
  title: z.string().min(1).max(120),
  teaser: z.string().default(''),
  tags: z.array(z.string().min(1).max(40)).default([]),
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
  creatorId: z.string().nullable().optional(),
  creatorUsername: z.string().nullable().optional(),
  containsImages: z.boolean().default(false),
  coverImage: imageReferenceSchema.nullable().optional(),
  imageInstructions: imageInstructionsSchema.prefault({}),
  guidelines: guidelinesSchema.prefault({}),
  storyElements: z.array(storyElementSchema).default([]),
  sharedOutcomes: z.array(outcomeSchema).default([]),
  statGroups: z.array(z.string().min(1)).max(3).default([]),
  sharedStats: z.array(statSchema).default([]),
  playerStats: z.array(statSchema).default([]),
  characterSelectionIntroduction: characterSelectionIntroductionSchema.prefault({}),
  characterSelectionPlan: z.string().default(''),
  player1: playerOptionsSchema.optional(),
  player2: playerOptionsSchema.optional(),
  player3: playerOptionsSchema.optional(),
  player4: playerOptionsSchema.optional(),
  player5: playerOptionsSchema.optional(),
  player6: playerOptionsSchema.optional(),
});

/** A World (template) with its cross-field rules: bounds in order, one options block per slot, stat id prefixes. */
export const templateSchema = templateObjectSchema.superRefine((t, ctx) => {
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
  category: z.string(),
  message: z.string(),
  affectedItems: z.array(z.string()),
  autoFixable: z.boolean(),
});
export type ValidationIssue = z.infer<typeof validationIssueDetailSchema>;
