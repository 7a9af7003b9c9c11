import { z } from 'zod';

/** Game modes as stored on a template (spec 2 §3). */
export const TEMPLATE_GAME_MODES = ['Cooperative', 'CooperativeCompetitive', 'Competitive'] as const;
export const templateGameModeSchema = z.enum(TEMPLATE_GAME_MODES);
export type TemplateGameMode = z.infer<typeof templateGameModeSchema>;

/** Game modes as stored on a story and sent by the wizard (spec 1 §3: hyphenated when stored). */
export const STORY_GAME_MODES = ['Cooperative', 'Cooperative-Competitive', 'Competitive'] as const;
export const storyGameModeSchema = z.enum(STORY_GAME_MODES);
export type StoryGameMode = z.infer<typeof storyGameModeSchema>;

/** Labels of the template game modes in the editor (spec 2 §9). */
export const TEMPLATE_GAME_MODE_LABELS: Record<TemplateGameMode, string> = {
  Cooperative: 'Shared Goals',
  CooperativeCompetitive: 'Mixed Goals',
  Competitive: 'Competing Goals',
};

/** Publication statuses of a World (spec 2 §4). */
export const PUBLICATION_STATUSES = ['Draft', 'Review', 'Published', 'Private'] as const;
export const publicationStatusSchema = z.enum(PUBLICATION_STATUSES);
export type PublicationStatus = z.infer<typeof publicationStatusSchema>;

/** Stat types (spec 2 §3). */
export const STAT_TYPES = ['string', 'string[]', 'percentage', 'opposites', 'number'] as const;
export const statTypeSchema = z.enum(STAT_TYPES);
export type StatType = z.infer<typeof statTypeSchema>;

/** Resolutions of a challenge beat (spec 3 §3). */
export const RESOLUTIONS = ['favorable', 'mixed', 'unfavorable'] as const;
export const resolutionSchema = z.enum(RESOLUTIONS);
export type Resolution = z.infer<typeof resolutionSchema>;

/** Risk types of a challenge option [P2]. */
export const RISK_TYPES = ['normal', 'safe', 'risky'] as const;
export const riskTypeSchema = z.enum(RISK_TYPES);
export type RiskType = z.infer<typeof riskTypeSchema>;

/** Resource types of an option [O1]. */
export const RESOURCE_TYPES = ['normal', 'sacrifice', 'reward'] as const;
export const resourceTypeSchema = z.enum(RESOURCE_TYPES);
export type ResourceType = z.infer<typeof resourceTypeSchema>;

/** Player status within a story (spec 1 §4; 'deleted' is displayed as 'left'). */
export const PLAYER_STATUSES = ['active', 'archived', 'deleted'] as const;
export const playerStatusSchema = z.enum(PLAYER_STATUSES);
export type PlayerStatus = z.infer<typeof playerStatusSchema>;

/** Wizard categories (spec 1 §2). 'flexible' exists but has no card. */
export const STORY_CATEGORIES = [
  'enjoy-fiction',
  'vent-about-reality',
  'pretend-to-be',
  'see-your-future-self',
  'read-with-kids',
  'learn-something',
  'flexible',
] as const;
export const storyCategorySchema = z.enum(STORY_CATEGORIES);
export type StoryCategory = z.infer<typeof storyCategorySchema>;

/** Tag categories of the library filter (spec 1 §3); unlisted tags go to Other. */
export const TAG_CATEGORIES = {
  Category: ['Fiction', 'Kids', 'Satire', 'Pretend to be', 'Learning'],
  Genre: ['Adventure', 'Comedy', 'Crime', 'Drama', 'Mystery', 'Romance', 'Slice of Life'],
  Setting: ['Fantasy', 'Glamour', 'Reality', 'Sci-Fi', 'Superhero', 'Wild West'],
  Tone: ['Contemplative', 'Cozy', 'Dark', 'Exciting', 'Hopeful', 'Humorous', 'Steamy', 'Surreal', 'Tense'],
} as const;

/** Difficulty levels: modifier +20 to -30 in steps of 10 [B2], titles per spec 1 §3. */
export const DIFFICULTY_LEVELS = [
  { modifier: 20, title: 'Friendly' },
  { modifier: 10, title: 'Relaxed' },
  { modifier: 0, title: 'Balanced' },
  { modifier: -10, title: 'Challenging' },
  { modifier: -20, title: 'Struggle' },
  { modifier: -30, title: 'Grueling' },
] as const;

/** Feedback types and ratings (spec 2 §9). */
export const FEEDBACK_TYPES = ['beat', 'general', 'issue', 'suggestion'] as const;
export const FEEDBACK_RATINGS = ['positive', 'negative'] as const;

/** Roles and permissions (spec 2 §6). */
export const ROLE_ADMIN = 'role_admin';
export const PERMISSIONS = ['templates_create', 'templates_images'] as const;
export const permissionSchema = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof permissionSchema>;

/** Bounds of a story's length [B1]. */
export const TURNS_MIN = 5;
export const TURNS_MAX = 50;
export const TURNS_STEP = 5;
/** Default length of a prompt-based story [B1]: about one hour. */
export const DEFAULT_PROMPT_STORY_TURNS = 25;
