// The admin area (spec 2 §2, §3, §7): its table rows, list answers and requests.
import { z } from 'zod';
import { clientBeatSchema } from './client-state';
import { permissionSchema } from './constants';
import { isoDateSchema, requestIdSchema } from './ids';
import { imageReferenceSchema, templateMetadataSchema } from './template';
import { safeText } from './text';
import { feedbackSchema } from './user';

/** A story row of the admin table (spec 2 §3). */
export const adminStoryRowSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  error: z.boolean(),
  playerCount: z.number().int(),
  /** Beyond spec 2 (issue 27): each player's username by slot ('Guest' played without an account, 'Not joined yet'). */
  playerNames: z.array(z.string()),
  playerStatusCounts: z.object({ active: z.number().int(), archived: z.number().int(), deleted: z.number().int() }),
  currentBeat: z.number().int(),
  maxTurns: z.number().int(),
  characterSelectionCompleted: z.boolean(),
  createdAt: isoDateSchema.nullable(),
  updatedAt: isoDateSchema.nullable(),
});
export type AdminStoryRow = z.infer<typeof adminStoryRowSchema>;

/**
 * A user row of the admin table (spec 2 §3), with two fields the table needs beyond the spec:
 * the permissions it grants and revokes, and how many Worlds the user created (the delete
 * dialog says they pass to the deleting admin).
 */
export const adminUserRowSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  createdAt: isoDateSchema,
  lastLoginAt: isoDateSchema.nullable(),
  roleId: z.string().nullable(),
  permissions: z.array(permissionSchema),
  worldCount: z.number().int().min(0),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/**
 * GET /admin/stories and GET /admin/users query. `limit` and `offset` are an extension of spec 2
 * §7: without them the whole list comes back (newest first), as the spec's loaders expect.
 */
export const adminListQuerySchema = z.object({
  requestId: requestIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100_000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

/** GET /admin/stories answer; `total` (an extension) counts every story, whatever the window. */
export const adminStoriesResponseSchema = z.object({ stories: z.array(adminStoryRowSchema), total: z.number().int().min(0) });
/** One player of a story as the admin reads it (issue 27): who plays, as whom, and their beats. */
export const adminStoryPlayerSchema = z.object({
  slot: z.string(),
  /** The username as the stories list shows it ('Guest', 'Not joined yet'). */
  name: z.string(),
  /** The character's name, null before the player has chosen one. */
  character: z.string().nullable(),
  beats: z.array(clientBeatSchema),
});
export type AdminStoryPlayer = z.infer<typeof adminStoryPlayerSchema>;

/**
 * GET /admin/stories/{id} answer (beyond spec 2, issue 27): a story read-only, as its players
 * read it: title, World (null when the World is gone), each player's beats with their choices.
 */
export const adminStoryResponseSchema = z.object({
  story: z.object({
    id: z.string(),
    title: z.string(),
    worldTitle: z.string().nullable(),
    maxTurns: z.number().int(),
    gameOver: z.boolean(),
    images: z.array(imageReferenceSchema),
    players: z.array(adminStoryPlayerSchema),
  }),
});
export type AdminStoryView = z.infer<typeof adminStoryResponseSchema>['story'];
/** GET /admin/users answer; `total` (an extension) counts every user, whatever the window. */
export const adminUsersResponseSchema = z.object({ users: z.array(adminUserRowSchema), total: z.number().int().min(0) });
/** GET /admin/feedback answer: all feedback, newest first. */
export const adminFeedbackResponseSchema = z.object({ feedback: z.array(feedbackSchema) });

/** DELETE /admin/users/{id} answer: what went with the user (both 0 when the user was already gone). */
export const deleteUserResponseSchema = z.object({ worldsTransferred: z.number().int().min(0), storiesDeleted: z.number().int().min(0) });

/** PUT /admin/users/{id}/permissions: grant or revoke one permission. */
export const setPermissionRequestSchema = z.object({ requestId: requestIdSchema, permission: permissionSchema, granted: z.boolean() });
/** PUT /admin/users/{id}/permissions answer: the user's row as it now is. */
export const setPermissionResponseSchema = z.object({ user: adminUserRowSchema });

/** The largest carousel position accepted. */
export const MAX_TEMPLATE_ORDER = 100_000;

/**
 * PUT /admin/carousel/order: the new `order` of each template whose position changed, in the
 * `{id, template: {order}}` shape of spec 2 §7, written in one transaction.
 */
export const carouselOrderRequestSchema = z.object({
  requestId: requestIdSchema,
  templates: z
    .array(z.object({ id: safeText().min(1).max(64), template: z.object({ order: z.number().int().min(0).max(MAX_TEMPLATE_ORDER) }) }))
    .min(1)
    .max(500)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'each template may appear once'),
});
export type CarouselOrderRequest = z.infer<typeof carouselOrderRequestSchema>;
/** PUT /admin/carousel/order answer: the templates written, as they now are. */
export const carouselOrderResponseSchema = z.object({ templates: z.array(templateMetadataSchema) });

/** GET /templates answer (admins): every template with its creator. */
export const allTemplatesResponseSchema = z.object({ templates: z.array(templateMetadataSchema) });

/** POST /admin/users/{id}/reset-link (issue 27): an admin makes a user's password reset link, for a server without e-mail. */
export const adminResetLinkRequestSchema = z.object({ requestId: requestIdSchema });
/** POST /admin/users/{id}/reset-link answer: the link (works once) and when it stops working (an hour on). */
export const adminResetLinkResponseSchema = z.object({ url: z.url(), expiresAt: isoDateSchema });
export type AdminResetLinkResponse = z.infer<typeof adminResetLinkResponseSchema>;
