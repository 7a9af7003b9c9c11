/**
 * Who may open a World doc, decided at the WebSocket upgrade from the session cookie: the
 * creator, co-authors and admins read and write; anyone else who may view the World (Published
 * or Private) reads only; everyone else is refused (401 without a session, 403 with one).
 */
import type { IncomingMessage } from 'node:http';
import type { Template } from '@schemas';
import { sessionTokenFromCookieHeader, viewerOfToken } from '../auth/sessions';
import type { Queryable } from '../db/db';
import type { Viewer } from '../http/app-env';
import { templateAccess, type TemplateAccess } from '../templates/template-access';
import { findTemplateAcl, type StoredTemplate } from '../templates/template-repo';

/** The path prefix of World docs: y-websocket connects to `/collab/{templateId}`. */
export const COLLAB_PATH_PREFIX = '/collab/';

/** The editors and status of a World, as access decisions need them. */
export interface WorldAcl {
  creatorId: string | null;
  coauthorIds: string[];
  publicationStatus: Template['publicationStatus'];
}

/** An upgrade's verdict. */
export type UpgradeVerdict =
  | { ok: true; templateId: string; viewer: Viewer | null; canWrite: boolean }
  | { ok: false; status: 400 | 401 | 403 | 404; message: string };

/** Reads a World's editors and status (light: no template data), or null when it does not exist. */
export async function readWorldAcl(db: Queryable, templateId: string): Promise<WorldAcl | null> {
  return findTemplateAcl(db, templateId);
}

/** The access rule of template-access.ts applied to an ACL (the rule reads only these fields). */
export function accessOf(acl: WorldAcl, viewer: Viewer | null): TemplateAccess {
  const stored = { creatorId: acl.creatorId, coauthorIds: acl.coauthorIds, template: { publicationStatus: acl.publicationStatus } };
  return templateAccess(stored as StoredTemplate, viewer);
}

/** Whether the upgrade comes from our own origin (or a client that sends none): no cross-site socket hijacking. */
export function originAllowed(req: IncomingMessage, publicUrl: string | undefined): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host === req.headers.host || (!!publicUrl && host === new URL(publicUrl).host);
}

/** The World id of an upgrade path, or null when the path is not a World doc. */
export function templateIdOfPath(pathname: string): string | null {
  if (!pathname.startsWith(COLLAB_PATH_PREFIX)) return null;
  let id: string;
  try {
    id = decodeURIComponent(pathname.slice(COLLAB_PATH_PREFIX.length));
  } catch {
    return null;
  }
  return id.length >= 1 && id.length <= 64 && !id.includes('/') ? id : null;
}

/** Decides an upgrade request (see the file comment). */
export async function authoriseUpgrade(db: Queryable, req: IncomingMessage, publicUrl: string | undefined): Promise<UpgradeVerdict> {
  const templateId = templateIdOfPath(new URL(req.url ?? '/', 'http://localhost').pathname);
  if (!templateId) return { ok: false, status: 400, message: 'Template ID is required' };
  if (!originAllowed(req, publicUrl)) return { ok: false, status: 403, message: 'Cross-origin connections are not allowed.' };
  const viewer = await viewerOfToken(db, sessionTokenFromCookieHeader(req.headers.cookie));
  const acl = await readWorldAcl(db, templateId);
  if (!acl) return { ok: false, status: 404, message: "The template you're looking for couldn't be found." };
  const access = accessOf(acl, viewer);
  if (access === 'none') {
    return viewer
      ? { ok: false, status: 403, message: "You don't have permission to access this template." }
      : { ok: false, status: 401, message: 'You need to be logged in to access this template.' };
  }
  return { ok: true, templateId, viewer, canWrite: access === 'edit' };
}
