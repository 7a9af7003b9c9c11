/**
 * The admin area's routes (spec 2 §2, §7), all for role_admin only (a visitor 401, anyone else
 * 403 with spec 2 §8's text): the stories, users and feedback tables with their deletes (a delete
 * of a row already gone succeeds), one story read-only (issue 27), granting and revoking permissions, a user's password reset link
 * (issue 27: a server without e-mail is no dead end), and the carousel order.
 */
import {
  adminListQuerySchema,
  adminResetLinkRequestSchema,
  carouselOrderRequestSchema,
  getQuerySchema,
  setPermissionRequestSchema,
  type CarouselOrderRequest,
} from '@schemas';
import { Hono, type Context } from 'hono';
import type { WriteWorld } from '../collab/world-writes';
import { deleteFeedback, listFeedback } from '../community/feedback-repo';
import type { Db } from '../db/db';
import { apiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { rateLimit } from '../http/rate-limit';
import { requireAdmin } from '../http/require-viewer';
import { jsonBody, queryParams } from '../http/validate';
import type { RateLimiter } from '../limits/rate-limiter';
import type { StoryCache } from '../stories/story-cache';
import { createLogger } from '../util/log';
import { readAdminStory } from './admin-story-view';
import { countStories, deleteStories, listAdminStories } from './admin-stories-repo';
import { countUsers, findAdminUser, listAdminUsers, setUserPermission } from './admin-users-repo';
import { saveCarouselOrder } from './carousel-order';
import { deleteUser } from './delete-user';
import { createResetLink } from '../auth/password-reset';
import { spendBudget } from '../http/rate-limit';

const log = createLogger('admin');

/** What the admin routes need. */
export interface AdminRouteDeps {
  db: Db;
  /** The stories' cache, to read one story (GET /admin/stories/{id}). */
  cache: StoryCache;
  limiter: RateLimiter;
  /** Writes into Worlds' docs, loaded or not (the collab server's). */
  writeWorld: WriteWorld;
  accessChanged?: (templateId: string) => Promise<void>;
  /** The site's public address (PUBLIC_URL) for reset links; the request's own origin without one. */
  publicUrl?: string | undefined;
}

/** Routes under /admin: stories, users (and their permissions), feedback, carousel order. */
export function adminRoutes(deps: AdminRouteDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const ok = <T,>(c: Context<AppEnv>, data: T) => c.json({ status: 'success' as const, data });

  app.get('/admin/stories', queryParams(adminListQuerySchema), async (c) => {
    requireAdmin(c);
    const { limit, offset } = c.req.valid('query');
    const [stories, total] = await Promise.all([listAdminStories(db, { limit, offset }), countStories(db)]);
    return ok(c, { stories, total });
  });

  // One story read-only, as its players read it (issue 27, beyond spec 2).
  app.get('/admin/stories/:id', queryParams(getQuerySchema), async (c) => {
    requireAdmin(c);
    return ok(c, { story: await readAdminStory(db, deps.cache, c.req.param('id')) });
  });

  app.delete('/admin/stories/:id', async (c) => {
    const admin = requireAdmin(c);
    const id = c.req.param('id');
    if (await db.transaction((tx) => deleteStories(tx, [id]))) log.info(`${admin.id} deleted story ${id}`);
    return ok(c, {});
  });

  app.get('/admin/users', queryParams(adminListQuerySchema), async (c) => {
    requireAdmin(c);
    const { limit, offset } = c.req.valid('query');
    const [users, total] = await Promise.all([listAdminUsers(db, { limit, offset }), countUsers(db)]);
    return ok(c, { users, total });
  });

  app.delete('/admin/users/:id', async (c) => {
    const admin = requireAdmin(c);
    return ok(c, await deleteUser(deps, admin, c.req.param('id')));
  });

  app.put('/admin/users/:id/permissions', jsonBody(setPermissionRequestSchema), async (c) => {
    const admin = requireAdmin(c);
    const id = c.req.param('id');
    const { permission, granted } = c.req.valid('json');
    if (!(await setUserPermission(db, id, permission, granted))) throw apiError(404, 'No user with that id.');
    log.info(`${admin.id} ${granted ? 'granted' : 'revoked'} ${permission} ${granted ? 'to' : 'from'} ${id}`);
    return ok(c, { user: await findAdminUser(db, id) });
  });

  // A one-time password reset link for a user, valid an hour (the same links as `npm run reset-link`).
  app.post('/admin/users/:id/reset-link', jsonBody(adminResetLinkRequestSchema), async (c) => {
    const admin = requireAdmin(c);
    spendBudget(deps.limiter, 'admin_reset_link', admin.id);
    const id = c.req.param('id');
    const user = await findAdminUser(db, id);
    if (!user) throw apiError(404, 'No user with that id.');
    const { url, expiresAt } = await createResetLink(db, id, deps.publicUrl ?? new URL(c.req.url).origin);
    log.info(`${admin.id} made a password reset link for ${id}`);
    return ok(c, { url, expiresAt: expiresAt.toISOString() });
  });

  app.get('/admin/feedback', queryParams(getQuerySchema), async (c) => {
    requireAdmin(c);
    return ok(c, { feedback: await listFeedback(db) });
  });

  app.delete('/admin/feedback/:id', async (c) => {
    const admin = requireAdmin(c);
    const id = c.req.param('id');
    if (await deleteFeedback(db, id)) log.info(`${admin.id} deleted feedback ${id}`);
    return ok(c, {});
  });

  app.put(
    '/admin/carousel/order',
    jsonBody(carouselOrderRequestSchema),
    rateLimit(deps.limiter, 'template_write', ((c: Context<AppEnv>) => c.get('viewer')?.id ?? 'visitor') as (c: Context<AppEnv, string, { out: { json: CarouselOrderRequest } }>) => string),
    async (c) => {
      requireAdmin(c);
      return ok(c, { templates: await saveCarouselOrder(deps, c.req.valid('json')) });
    },
  );

  return app;
}
