import { z } from 'zod';
import {
  playerStatusSchema,
  storyCategorySchema,
  storyGameModeSchema,
  templateGameModeSchema,
  TURNS_MAX,
  TURNS_MIN,
  TURNS_STEP,
} from './constants';
import { isoDateSchema, MAX_PLAYERS, playerSlotSchema, requestIdSchema } from './ids';
import {
  difficultyLevelSchema,
  templateMetadataSchema,
  templateObjectSchema,
} from './template';
import { safeText } from './text';

/** Players of a story: a whole number from 1 to 6 [B1] (a World narrows it further, checked at creation). */
const playerCount = z
  .number({ error: 'playerCount must be a whole number from 1 to 6' })
  .int('playerCount must be a whole number from 1 to 6')
  .min(1, 'playerCount must be a whole number from 1 to 6')
  .max(MAX_PLAYERS, 'playerCount must be a whole number from 1 to 6');
/** Turns of a story: 5 to 50 in steps of 5 [B1] (a World narrows it further, checked at creation). */
const maxTurns = z
  .number({ error: `maxTurns must be a multiple of ${TURNS_STEP} from ${TURNS_MIN} to ${TURNS_MAX}` })
  .int(`maxTurns must be a multiple of ${TURNS_STEP} from ${TURNS_MIN} to ${TURNS_MAX}`)
  .min(TURNS_MIN, `maxTurns must be a multiple of ${TURNS_STEP} from ${TURNS_MIN} to ${TURNS_MAX}`)
  .max(TURNS_MAX, `maxTurns must be a multiple of ${TURNS_STEP} from ${TURNS_MIN} to ${TURNS_MAX}`)
  .multipleOf(TURNS_STEP, `maxTurns must be a multiple of ${TURNS_STEP} from ${TURNS_MIN} to ${TURNS_MAX}`);

/**
 * Every GET may carry a requestId query parameter (spec 1 §7: the PWA sends one); none is needed,
 * so curl, link previews and caches can call too.
 */
export const getQuerySchema = z.object({ requestId: requestIdSchema.optional() });

/** POST /stories: prompt-based creation (spec 1 §3). */
export const createStoryRequestSchema = z.object({
  requestId: requestIdSchema,
  prompt: safeText().trim().min(1).max(8000),
  playerCount,
  maxTurns: maxTurns.default(25),
  generateImages: z.boolean().default(false),
  gameMode: storyGameModeSchema.default('Cooperative'),
  difficultyLevel: difficultyLevelSchema.default({ modifier: 0, title: 'Balanced' }),
  category: storyCategorySchema.optional(),
});
export type CreateStoryRequest = z.infer<typeof createStoryRequestSchema>;

/** POST /stories/template: template-based creation (spec 1 §3). */
export const createStoryFromTemplateRequestSchema = z.object({
  requestId: requestIdSchema,
  templateId: safeText().min(1).max(64),
  playerCount,
  maxTurns,
  generateImages: z.boolean().default(false),
  difficultyLevel: difficultyLevelSchema,
});
export type CreateStoryFromTemplateRequest = z.infer<typeof createStoryFromTemplateRequestSchema>;

/** Setup states of a story; 'ready' means playable. */
export const storySetupStatusSchema = z.enum(['setting_up', 'ready', 'failed']);
export type StorySetupStatus = z.infer<typeof storySetupStatusSchema>;

/** Real progress of the setup job. */
export const setupProgressSchema = z.object({
  step: z.number().int().min(0),
  total: z.number().int().min(1),
  label: z.string(),
});

/** Answer to a creation request: one join code per player slot. */
export const createStoryResponseSchema = z.object({
  storyId: z.string(),
  codes: z.partialRecord(playerSlotSchema, z.string()),
  status: storySetupStatusSchema,
});
export type CreateStoryResponse = z.infer<typeof createStoryResponseSchema>;

/** GET /stories/{id}/status. */
export const storyStatusResponseSchema = z.object({
  status: storySetupStatusSchema,
  progress: setupProgressSchema.optional(),
  errorMessage: z.string().optional(),
});
export type StoryStatusResponse = z.infer<typeof storyStatusResponseSchema>;

/**
 * PUT /stories/status: archive, resume or delete one's own slot. Authorised by the signed-in
 * user's own slot, or by the slot's join code (the capability) for visitors leaving a story.
 */
export const updatePlayerStatusRequestSchema = z.object({
  requestId: requestIdSchema,
  storyId: safeText().min(1).max(64),
  playerSlot: playerSlotSchema,
  status: playerStatusSchema,
  playerCode: safeText().trim().min(1).max(32).optional(),
});

/** GET /users/stories/feed query. */
export const feedQuerySchema = z.object({
  requestId: requestIdSchema.optional(),
  clientStoryCodes: safeText().max(4000).optional(),
  status: z.enum(['archived']).optional(),
});

/** A player of a story in the feed (spec 1 §3). */
export const feedStoryPlayerSchema = z.object({
  playerSlot: playerSlotSchema,
  userId: z.string().nullable(),
  username: z.string().nullable(),
  name: z.string().optional(),
  isCurrentUser: z.boolean(),
  isPending: z.boolean(),
  status: playerStatusSchema,
  code: z.string().optional(),
  lastPlayedAt: isoDateSchema.nullable(),
});
export type FeedStoryPlayer = z.infer<typeof feedStoryPlayerSchema>;

/** A story in the feed (spec 1 §3). */
export const feedStorySchema = z.object({
  id: z.string(),
  title: z.string(),
  templateId: z.string().nullable().optional(),
  creatorId: z.string().nullable(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  maxTurns: z.number().int(),
  currentBeat: z.number().int().optional(),
  difficultyLevel: difficultyLevelSchema,
  generateImages: z.boolean(),
  gameOver: z.boolean().default(false),
  players: z.array(feedStoryPlayerSchema),
});
export type FeedStory = z.infer<typeof feedStorySchema>;
export const feedResponseSchema = z.object({ stories: z.array(feedStorySchema) });

/** GET /templates/published query. */
export const publishedTemplatesQuerySchema = z.object({
  requestId: requestIdSchema.optional(),
  forWelcomeScreen: z.enum(['true', 'false']).optional(),
});

/** POST /templates: a new template from the server's defaults with these fields on top. */
export const createTemplateRequestSchema = z.object({
  requestId: requestIdSchema,
  template: templateObjectSchema.partial().optional(),
});

/**
 * PUT /templates/{id} (spec 2 §7): a full template, `{id, template}`, or `{id, template: {order}}`.
 * A body without `template` is the template itself. `template` keeps only the fields the caller
 * sent (no schema defaults filled in), so a partial update changes exactly what it names.
 */
export const updateTemplateRequestSchema = z.preprocess(
  (raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || 'template' in raw) return raw;
    const { requestId, ...template } = raw as Record<string, unknown>;
    return { requestId, id: template.id, template };
  },
  z
    .object({ requestId: requestIdSchema, id: safeText().min(1).max(64).optional(), template: z.record(safeText(), z.unknown()) })
    .transform((body, ctx) => {
      const parsed = templateObjectSchema.partial().safeParse(body.template);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: ['template', ...issue.path], message: issue.message });
        return z.NEVER;
      }
      const sent = new Set(Object.keys(body.template));
      const template = Object.fromEntries(Object.entries(parsed.data).filter(([key]) => sent.has(key))) as Partial<z.infer<typeof templateObjectSchema>>;
      return { requestId: body.requestId, id: body.id, template };
    }),
);
export type UpdateTemplateRequest = z.infer<typeof updateTemplateRequestSchema>;

/** POST /templates/generate: the AI draft (spec 2 §7). */
export const generateTemplateRequestSchema = z.object({
  requestId: requestIdSchema,
  prompt: safeText().trim().min(1).max(8000),
  playerCount,
  maxTurns,
  gameMode: templateGameModeSchema,
  generateImages: z.boolean().default(false),
  difficultyLevel: difficultyLevelSchema.optional(),
  /** The wizard's category, a hint when the prompt has no category sentence. */
  category: storyCategorySchema.optional(),
  /** The World the editor's AI Draft tab copies the draft into: checked before and after the run. */
  templateId: safeText().min(1).max(64).optional(),
});
export type GenerateTemplateRequest = z.infer<typeof generateTemplateRequestSchema>;

/** What the assistant reports while it runs (spec 2 §4: progress per section), as server-sent events. */
export const assistantProgressSchema = z.object({
  step: z.enum(['basics', 'guidelines', 'storyElements', 'sharedOutcomes', 'stats', 'players', 'media', 'difficultyLevels']),
  state: z.enum(['running', 'done', 'fallback']),
});
export type AssistantProgressEvent = z.infer<typeof assistantProgressSchema>;

/** AI iteration sections (spec 2 §4). */
export const ITERATION_SECTIONS = [
  'guidelines',
  'storyElements',
  'sharedOutcomes',
  'stats',
  'players',
  'media',
  'difficultyLevels',
] as const;

/** POST /templates/{id}/iterate. */
export const iterateTemplateRequestSchema = z.object({
  requestId: requestIdSchema,
  templateId: safeText().min(1),
  feedback: safeText().trim().min(1).max(8000),
  sections: z.array(z.enum(ITERATION_SECTIONS)).min(1),
  gameMode: templateGameModeSchema,
  playerCount,
  maxTurns,
});
export type IterateTemplateRequest = z.infer<typeof iterateTemplateRequestSchema>;
export type IterationSection = (typeof ITERATION_SECTIONS)[number];

const templateUpdateFields = templateObjectSchema.partial();
/** The sections an iteration answered (spec 2 §3 'AI iteration result'). */
export type TemplateUpdate = z.output<typeof templateUpdateFields>;

/**
 * A partial template holding only the keys the answer holds: parsing fills no defaults in for the
 * keys it left out (a `storyElements: []` nobody sent would offer to empty the section).
 */
export const templateUpdateSchema = z.record(z.string(), z.unknown()).transform((raw, ctx): TemplateUpdate => {
  const parsed = templateUpdateFields.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return Object.fromEntries(Object.entries(parsed.data).filter(([k]) => Object.hasOwn(raw, k) && raw[k] !== undefined)) as TemplateUpdate;
});

/** POST /templates/{id}/iterate answer: only the chosen sections' keys (spec 2 §3 'AI iteration result'). */
export const iterateTemplateResponseSchema = z.object({ templateUpdate: templateUpdateSchema });

/** GET /templates/published answer. */
export const publishedTemplatesResponseSchema = z.object({ templates: z.array(templateMetadataSchema) });
export type PublishedTemplatesResponse = z.infer<typeof publishedTemplatesResponseSchema>;

/** A World in the viewer's own list (GET /templates/user): its card data and the viewer's role in it. */
export const userTemplateSchema = templateMetadataSchema.extend({ role: z.enum(['creator', 'coauthor']) });
export type UserTemplate = z.infer<typeof userTemplateSchema>;
/** GET /templates/user answer. */
export const userTemplatesResponseSchema = z.object({ templates: z.array(userTemplateSchema) });

/** POST /templates/{id}/coauthors: invite a co-author by username or e-mail. */
export const addCoauthorRequestSchema = z.object({ requestId: requestIdSchema, handle: safeText().trim().min(1).max(254) });
/** A co-author of a World. */
export const coauthorSchema = z.object({ userId: z.string(), username: z.string(), addedAt: isoDateSchema });
export type Coauthor = z.infer<typeof coauthorSchema>;
/**
 * An invitation of an e-mail address to co-author a World (issue 13.11): it looks the same whether
 * or not the address has an account. Its one-time link (issue 26.2) works until `linkExpiresAt`;
 * null: no working link (made before links existed), the creator makes a new one.
 */
export const invitationSchema = z.object({ id: z.string(), email: z.string(), invitedAt: isoDateSchema, linkExpiresAt: isoDateSchema.nullable().default(null) });
export type Invitation = z.infer<typeof invitationSchema>;
/** GET /templates/{id}/coauthors answer; invitations are shown to the World's creator and admins only. */
export const coauthorsResponseSchema = z.object({ coauthors: z.array(coauthorSchema), invitations: z.array(invitationSchema).default([]) });
/**
 * POST /templates/{id}/coauthors answer: the co-author added by username, or the invitation of an
 * e-mail address with how its link travels: by e-mail, or (no SMTP) in `link`, for the creator to send.
 */
export const addCoauthorResponseSchema = z.object({
  coauthor: coauthorSchema.optional(),
  invitation: invitationSchema.optional(),
  delivery: z.enum(['email', 'link']).optional(),
  link: z.string().optional(),
});
export type AddCoauthorResponse = z.infer<typeof addCoauthorResponseSchema>;

/** POST /analytics/pageview: one page view of a normalised path (no ids or codes). */
export const pageViewRequestSchema = z.object({
  requestId: requestIdSchema,
  path: safeText()
    .max(200)
    .regex(/^\/[a-z0-9/:_-]*$/i, 'path must be a normalised app path'),
});
