/**
 * POST /invitations/accept (issue 26.2): a signed-in user accepts a co-author invitation with its
 * one-time link's token and becomes a co-author of the World. The app's accept screen
 * (/invitations/accept?token=...) calls it. A door that takes a code: a budget per address.
 */
import { acceptInvitationRequestSchema } from '@schemas';
import { Hono } from 'hono';
import type { Db } from '../db/db';
import type { AppEnv } from '../http/app-env';
import { rateLimit } from '../http/rate-limit';
import { requireViewer } from '../http/require-viewer';
import { jsonBody } from '../http/validate';
import type { RateLimiter } from '../limits/rate-limiter';
import { createLogger } from '../util/log';
import { acceptInvitation } from './invitations';

const log = createLogger('authoring');

/** Routes: POST /invitations/accept. */
export function invitationRoutes(deps: { db: Db; limiter: RateLimiter; collab?: { accessChanged(templateId: string): Promise<void> } | undefined }) {
  const app = new Hono<AppEnv>();
  app.post('/invitations/accept', jsonBody(acceptInvitationRequestSchema), rateLimit(deps.limiter, 'accept_invitation'), async (c) => {
    const viewer = requireViewer(c, 'Please sign in to accept the invitation.');
    const accepted = await acceptInvitation(deps.db, viewer, c.req.valid('json').token);
    log.info(`${viewer.id} accepted an invitation to ${accepted.templateId}`);
    await deps.collab?.accessChanged(accepted.templateId).catch((error: unknown) => log.error(`access re-check of ${accepted.templateId} failed: ${String(error)}`));
    return c.json({ status: 'success' as const, data: accepted });
  });
  return app;
}
