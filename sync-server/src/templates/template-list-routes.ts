/**
 * The templates API of spec 2 §7 beyond reads and authoring: GET /templates (admins: every World
 * with its creator), GET /templates/user/{userId} (admins: one user's Worlds) and
 * PUT /templates/{id} (update-template.ts).
 */
import { getQuerySchema, updateTemplateRequestSchema, type UpdateTemplateRequest } from '@schemas';
import { Hono, type Context } from 'hono';
import { findUserById } from '../auth/user-repo';
import type { WriteWorld } from './write-world';
import type { Db } from '../db/db';
import { apiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { rateLimit } from '../http/rate-limit';
import { requireAdmin, requireViewer } from '../http/require-viewer';
import { jsonBody, queryParams } from '../http/validate';
import type { RateLimiter } from '../limits/rate-limiter';
import { listAllTemplates, listUserTemplates } from './template-repo';
import { updateTemplate } from './update-template';

/** What these routes need. */
export interface TemplateListRouteDeps {
  db: Db;
  limiter: RateLimiter;
  /** Writes into Worlds' docs, loaded or not (the collab server's). */
  writeWorld: WriteWorld;
  accessChanged?: (templateId: string) => Promise<void>;
}

/** A template write is charged to the account (the address for a visitor, who is refused anyway). */
const byAccount = (c: Context<AppEnv>) => c.get('viewer')?.id ?? clientIp(c);

/** Routes: GET /templates, GET /templates/user/{userId}, PUT /templates/{id}. */
export function templateListRoutes(deps: TemplateListRouteDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get('/templates', queryParams(getQuerySchema), async (c) => {
    requireAdmin(c);
    return c.json({ status: 'success' as const, data: { templates: await listAllTemplates(db) } });
  });

  app.get('/templates/user/:userId', queryParams(getQuerySchema), async (c) => {
    requireAdmin(c);
    const userId = c.req.param('userId');
    if (!(await findUserById(db, userId))) throw apiError(404, 'No user with that id.');
    return c.json({ status: 'success' as const, data: { templates: await listUserTemplates(db, userId) } });
  });

  app.put(
    '/templates/:id',
    jsonBody(updateTemplateRequestSchema),
    rateLimit(deps.limiter, 'template_write', byAccount as (c: Context<AppEnv, string, { out: { json: UpdateTemplateRequest } }>) => string),
    async (c) => {
      const viewer = requireViewer(c);
      const template = await updateTemplate(deps, viewer, c.req.param('id'), c.req.valid('json'));
      return c.json({ status: 'success' as const, data: { template } });
    },
  );

  return app;
}
