/**
 * Authoring (spec 2 §2 My Worlds, §7 calls): the viewer's Worlds, creating a blank World,
 * deleting one, and managing its co-authors. Editing itself is live, over `/collab/{id}`.
 *
 * Co-authors are added by username (usernames are public) or invited by e-mail. An e-mail
 * invitation is stored and answered the same way whether or not the address has an account, and
 * no account is even looked up (issue 13.11). It is a one-time link (issue 26.2, invitations.ts)
 * sent to that address, or handed to the creator when there is no SMTP: only whoever accepts it,
 * signed in, becomes a co-author, sees the World under My Worlds as shared with them, and may
 * leave it. Inviting an address again makes a new link.
 */
import { createHash } from 'node:crypto';
import { newTemplate } from '@engine';
import {
  addCoauthorRequestSchema,
  createTemplateRequestSchema,
  EMAIL_PATTERN,
  getQuerySchema,
  templateSchema,
  type Template,
} from '@schemas';
import { Hono } from 'hono';
import type { Mailer } from '../auth/mailer';
import { findUserByHandle } from '../auth/user-repo';
import type { Db, Queryable } from '../db/db';
import { apiError, invalid } from '../http/api-error';
import { isAdmin, type AppEnv, type Viewer } from '../http/app-env';
import { spendBudget } from '../http/rate-limit';
import { requireViewer } from '../http/require-viewer';
import { describeZodError, jsonBody, queryParams } from '../http/validate';
import { createLogger } from '../util/log';
import type { RateLimiter } from '../limits/rate-limiter';
import { invitationEmail, newInvitationLink } from './invitations';
import { templateAccess } from './template-access';
import {
  addCoauthor,
  countInvitations,
  deleteTemplate,
  findTemplate,
  inviteByEmail,
  leaveWorld,
  listCoauthors,
  listInvitations,
  listUserTemplates,
  removeCoauthor,
  withdrawInvitation,
  type StoredTemplate,
} from './template-repo';
import { newId } from '../util/ids';
import { createWorld } from './world-store';

const log = createLogger('authoring');

/** What authoring tells live co-authoring. */
export interface AuthoringHooks {
  /** Who may open the World changed (co-authors, deletion): re-check open sockets. */
  accessChanged(templateId: string): Promise<void>;
}

const NOT_FOUND = "The template you're looking for couldn't be found.";
const CANNOT_CREATE = "You don't have permission to create or manage templates.";
/** The most invitations one World holds: enough for any team, not a mailing list. */
export const MAX_INVITATIONS_PER_WORLD = 50;

/** Fields a creator never sets: the server owns them. */
const SERVER_OWNED = ['id', 'createdAt', 'updatedAt', 'creatorId', 'creatorUsername'] as const;

/** The id of the World a request creates: the same for a retried request, so a retry finds it. */
function templateIdFor(viewer: Viewer, requestId: string): string {
  return `tpl_${createHash('sha256').update(`${viewer.id}:${requestId}`).digest('hex').slice(0, 32)}`;
}

/** The input fields a viewer may give a new World (admins alone may publish or place it on the welcome screen). */
function allowedFields(viewer: Viewer, input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || (SERVER_OWNED as readonly string[]).includes(key)) continue;
    if (!isAdmin(viewer) && (key === 'showOnWelcomeScreen' || key === 'order' || (key === 'publicationStatus' && value === 'Published'))) continue;
    out[key] = value;
  }
  return out;
}

/** What the authoring routes need; `deletePictures` removes a World's stored pictures in the transaction that deletes it (images/, given by app.ts). */
export type AuthoringDeps = {
  db: Db;
  limiter: RateLimiter;
  deletePictures: (tx: Queryable, templateId: string) => Promise<void>;
  collab?: AuthoringHooks | undefined;
  mailer?: Mailer | null;
  publicUrl?: string | undefined;
};

/** Routes: GET /templates/user, POST /templates, DELETE /templates/{id}, co-authors under /templates/{id}/coauthors, invitations under /templates/{id}/invitations. */
export function authoringRoutes(deps: AuthoringDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  const stored = async (id: string): Promise<StoredTemplate> => {
    const found = await findTemplate(db, id);
    if (!found) throw apiError(404, NOT_FOUND);
    return found;
  };
  /** Creator or admin: may delete the World and manage its co-authors. */
  const requireOwner = (viewer: Viewer, t: StoredTemplate) => {
    if (!isAdmin(viewer) && t.creatorId !== viewer.id) throw apiError(403, 'Only the creator of this World or an admin can do that.');
  };
  const accessChanged = async (id: string) => {
    await deps.collab?.accessChanged(id).catch((error: unknown) => log.error(`access re-check of ${id} failed: ${String(error)}`));
  };

  app.get('/templates/user', queryParams(getQuerySchema), async (c) => {
    const viewer = requireViewer(c);
    return c.json({ status: 'success' as const, data: { templates: await listUserTemplates(db, viewer.id) } });
  });

  app.post('/templates', jsonBody(createTemplateRequestSchema), async (c) => {
    const viewer = requireViewer(c);
    if (!isAdmin(viewer) && !viewer.permissions.includes('templates_create')) throw apiError(403, CANNOT_CREATE);
    const body = c.req.valid('json');
    const id = templateIdFor(viewer, body.requestId);
    const replay = await findTemplate(db, id);
    if (replay) return c.json({ status: 'success' as const, data: { template: { ...replay.template, creatorUsername: viewer.username } } });
    const now = new Date().toISOString();
    const fields = allowedFields(viewer, (body.template ?? {}) as Record<string, unknown>);
    const title = typeof fields.title === 'string' ? fields.title : undefined;
    const playerCountMax = typeof fields.playerCountMax === 'number' ? fields.playerCountMax : undefined;
    // Engine defaults (spec 2 §3): slots from the global list cut to the maximum, 3 identities and 3 backgrounds each.
    const base = newTemplate({ id, now, ...(title ? { title } : {}), ...(playerCountMax ? { playerCountMax } : {}) });
    const parsed = templateSchema.safeParse({ ...base, ...fields, id, createdAt: now, updatedAt: now, creatorId: viewer.id });
    if (!parsed.success) {
      const { message, issues } = describeZodError(parsed.error);
      throw invalid(message, issues);
    }
    const template: Template = parsed.data;
    await createWorld(db, template);
    log.info(`${viewer.id} created World ${id}`);
    return c.json({ status: 'success' as const, data: { template: { ...template, creatorUsername: viewer.username } } });
  });

  app.delete('/templates/:id', async (c) => {
    const viewer = requireViewer(c);
    const id = c.req.param('id');
    requireOwner(viewer, await stored(id));
    await db.transaction(async (tx) => {
      await deps.deletePictures(tx, id);
      await deleteTemplate(tx, id);
    });
    log.info(`${viewer.id} deleted World ${id}`);
    await accessChanged(id);
    return c.json({ status: 'success' as const, data: {} });
  });

  app.get('/templates/:id/coauthors', queryParams(getQuerySchema), async (c) => {
    const viewer = requireViewer(c);
    const t = await stored(c.req.param('id'));
    if (templateAccess(t, viewer) !== 'edit') throw apiError(403, "You don't have permission to edit templates.");
    // The addresses the creator invited are theirs to see, not every co-author's.
    const owner = isAdmin(viewer) || t.creatorId === viewer.id;
    const [coauthors, invitations] = await Promise.all([listCoauthors(db, t.template.id), owner ? listInvitations(db, t.template.id) : []]);
    return c.json({ status: 'success' as const, data: { coauthors, invitations } });
  });

  app.post('/templates/:id/coauthors', jsonBody(addCoauthorRequestSchema), async (c) => {
    const viewer = requireViewer(c);
    const t = await stored(c.req.param('id'));
    requireOwner(viewer, t);
    const { handle } = c.req.valid('json');
    if (EMAIL_PATTERN.test(handle)) {
      // No account is looked up: the answer, and the work behind it, are the same for any address.
      const email = handle.trim().toLowerCase();
      // Each invitation may send an e-mail: a budget per inviter, and per address (no inbox is flooded).
      spendBudget(deps.limiter, 'invite_email', email, 'invite_coauthor');
      spendBudget(deps.limiter, 'invite_coauthor', viewer.id);
      if ((await countInvitations(db, t.template.id)) >= MAX_INVITATIONS_PER_WORLD) {
        throw invalid(`A World can have at most ${MAX_INVITATIONS_PER_WORLD} invitations. Withdraw one to invite someone else.`);
      }
      const link = newInvitationLink(deps.publicUrl ?? new URL(c.req.url).origin);
      const invitation = await inviteByEmail(db, { id: newId('inv'), templateId: t.template.id, email, invitedBy: viewer.id, tokenHash: link.tokenHash, expiresAt: link.expiresAt });
      let delivery: 'email' | 'link' = 'link';
      if (deps.mailer && deps.publicUrl) {
        try {
          await deps.mailer.send({ to: invitation.email, ...invitationEmail(viewer.username, t.template.title, link.url) });
          delivery = 'email';
        } catch (error) {
          // The creator gets the link to send themselves rather than an invitation nobody receives.
          log.error(`invitation e-mail for ${t.template.id} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      log.info(`${viewer.id} invited an address to ${t.template.id} (${delivery})`);
      return c.json({ status: 'success' as const, data: { invitation, delivery, ...(delivery === 'link' ? { link: link.url } : {}) } });
    }
    const user = await findUserByHandle(db, handle);
    if (!user) throw apiError(404, 'No user with that username. To invite someone by e-mail, enter their e-mail address.');
    if (user.id === t.creatorId) throw invalid('The creator of a World is already one of its authors.');
    await addCoauthor(db, t.template.id, user.id);
    await accessChanged(t.template.id);
    const coauthor = (await listCoauthors(db, t.template.id)).find((a) => a.userId === user.id);
    return c.json({ status: 'success' as const, data: { coauthor } });
  });

  app.delete('/templates/:id/coauthors/:userId', async (c) => {
    const viewer = requireViewer(c);
    const t = await stored(c.req.param('id'));
    const userId = c.req.param('userId');
    if (viewer.id === userId) {
      // Leaving on one's own: added by name or invited by e-mail, the World is no longer shared with them.
      if (!(await leaveWorld(db, t.template.id, userId))) throw apiError(404, 'You are not a co-author of this World.');
    } else {
      requireOwner(viewer, t);
      if (!(await removeCoauthor(db, t.template.id, userId))) throw apiError(404, 'That user is not a co-author of this World.');
    }
    await accessChanged(t.template.id);
    return c.json({ status: 'success' as const, data: {} });
  });

  app.delete('/templates/:id/invitations/:invitationId', async (c) => {
    const viewer = requireViewer(c);
    const t = await stored(c.req.param('id'));
    requireOwner(viewer, t);
    if (!(await withdrawInvitation(db, t.template.id, c.req.param('invitationId')))) throw apiError(404, 'There is no such invitation to this World.');
    await accessChanged(t.template.id);
    return c.json({ status: 'success' as const, data: {} });
  });

  return app;
}
