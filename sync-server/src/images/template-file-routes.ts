/**
 * Uploading one's own picture for a World (spec 2 §7 `POST /templates/{id}/files`: optional query
 * `subdir`, multipart field `file`; issue 27): the cover (`subdir` absent or `cover`), an
 * element's picture (`elements`, the file named after the element's id) or an identity's portrait
 * (`players`, named `{slot}_{index}`). The picture is checked as the zip import checks pictures:
 * its type by its bytes (magic numbers; the name's extension and the declared type count for
 * nothing), its size, and an SVG rebuilt from the allowlist (`uploaded-picture.ts`, the one check),
 * all of it in the work pool with the form itself: the request thread only collects the body
 * (http/upload-body.ts), after taking the caller's place in the pool. Only those who may
 * use images in Worlds (spec 2 §6) and may edit this one; a budget per creator. Answers `{image}`
 * and sets the reference in the World's doc, so co-authors see the picture at once.
 */
import { COVER_IMAGE_ID, IMAGE_TEXTS, TEMPLATE_FILE_TEXTS, templateFileFieldsSchema, templateFileQuerySchema, type ImageReference, type PlayerSlot } from '@schemas';
import { Hono, type Context } from 'hono';
import type { WriteWorld } from '../collab/world-writes';
import type { Db } from '../db/db';
import { apiError, invalid } from '../http/api-error';
import { isAdmin, type AppEnv, type Viewer } from '../http/app-env';
import { spendBudget } from '../http/rate-limit';
import { requireViewer } from '../http/require-viewer';
import { describeZodError } from '../http/validate';
import type { RateLimiter } from '../limits/rate-limiter';
import { userCaller } from '../http/caller';
import { clientIp } from '../http/client-ip';
import { templateAccess } from '../templates/template-access';
import { findTemplate, type StoredTemplate } from '../templates/template-repo';
import { storeImage, type ImageKey } from './image-repo';
import { readUploadBody } from '../http/upload-body';
import { heavyPool, runHeavy } from '../work/heavy-work';
import { WorkFailed, WorkTimeout } from '../work/work-pool';
import { MAX_PICTURE_BYTES, versionOf } from './picture-bytes';
import type { PictureUploadRead } from './uploaded-picture';
import { readTarget, writeImageRef, type TemplateImageTarget } from './template-image-doc';
import { createLogger } from '../util/log';
import { changeWorld } from '../templates/world-store';

const log = createLogger('images');

/** The upload path, which takes a body limit of its own (app.ts). */
export const TEMPLATE_FILE_PATH = /^\/templates\/[^/]+\/files$/;
/** The largest upload body: one picture at its largest, and the form around it. */
export const TEMPLATE_FILE_MAX_BODY_BYTES = MAX_PICTURE_BYTES + 64 * 1024;

/** A check that ran past its time limit (or whose thread died). */
const PICTURE_TOO_SLOW = 'The SVG picture took too long to check; it was refused.';

/** What the upload route needs. */
export interface TemplateFileRouteDeps {
  db: Db;
  limiter: RateLimiter;
  writeWorld: WriteWorld;
}

const ELEMENT_ID = /^[A-Za-z0-9_-]{1,80}$/;
const PORTRAIT_ID = /^(player[1-6])_([0-2])$/;

/** The picture's place from `subdir` and the file's name (its extension ignored). */
function targetOf(subdir: 'cover' | 'elements' | 'players', fileName: string): { target: TemplateImageTarget; key: Omit<ImageKey, 'sourceId'> } {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  if (subdir === 'cover') return { target: { kind: 'cover' }, key: { source: 'template', subDirectory: 'cover', id: COVER_IMAGE_ID } };
  if (subdir === 'elements') {
    if (!ELEMENT_ID.test(base)) throw invalid(TEMPLATE_FILE_TEXTS.badName(subdir));
    return { target: { kind: 'element', elementId: base }, key: { source: 'template', subDirectory: 'elements', id: base } };
  }
  const m = PORTRAIT_ID.exec(base);
  if (!m) throw invalid(TEMPLATE_FILE_TEXTS.badName(subdir));
  return { target: { kind: 'player', slot: m[1] as PlayerSlot, index: Number(m[2]) }, key: { source: 'template', subDirectory: 'players', id: base } };
}

/** The alt text of the picture: the World's cover, the element's name, the identity's name. */
function descriptionOf(stored: StoredTemplate, target: TemplateImageTarget): string {
  const t = stored.template;
  if (target.kind === 'cover') return `Cover of ${t.title}`;
  if (target.kind === 'element') return t.storyElements.find((e) => e.id === target.elementId)?.name ?? target.elementId;
  return t[target.slot]?.possibleCharacterIdentities[target.index]?.name ?? `${target.slot}_${target.index}`;
}

/** The caller, who must be allowed to use images in Worlds at all (admin, or `templates_images`). */
function pictureUser(c: Context<AppEnv>): Viewer {
  const viewer = requireViewer(c);
  if (!isAdmin(viewer) && !viewer.permissions.includes('templates_images')) throw apiError(403, IMAGE_TEXTS.mediaTabNoPermission);
  return viewer;
}

/** Route: POST /templates/{id}/files. */
export function templateFileRoutes(deps: TemplateFileRouteDeps) {
  const app = new Hono<AppEnv>();

  app.post('/templates/:id/files', async (c) => {
    const viewer = pictureUser(c);
    const query = templateFileQuerySchema.safeParse(c.req.query());
    if (!query.success) throw invalid(describeZodError(query.error).message, describeZodError(query.error).issues);
    const id = c.req.param('id');
    const stored = await findTemplate(deps.db, id);
    if (!stored) throw apiError(404, "The template you're looking for couldn't be found.");
    if (templateAccess(stored, viewer) !== 'edit') throw apiError(403, "You don't have permission to edit templates.");
    spendBudget(deps.limiter, 'upload_picture', viewer.id);

    // The form is read and the picture checked in the work pool; the caller's place there is taken
    // before the body is read, and the body itself is read once and handed over (issue 26.1).
    const contentType = c.req.header('content-type') ?? '';
    if (!/^multipart\/form-data\b/i.test(contentType)) throw invalid(TEMPLATE_FILE_TEXTS.noFile);
    const reservation = heavyPool().reserve([userCaller(viewer.id), clientIp(c)], 'upload_picture');
    let read: PictureUploadRead;
    try {
      const body = await readUploadBody(c, TEMPLATE_FILE_MAX_BODY_BYTES);
      read = await runHeavy('readPictureUpload', { body, contentType }, { reservation, transferList: body.parts, operationType: 'upload_picture' });
    } catch (error) {
      if (error instanceof WorkTimeout || error instanceof WorkFailed) throw invalid(PICTURE_TOO_SLOW);
      throw error;
    } finally {
      reservation.release();
    }
    if (!read.file) throw invalid(TEMPLATE_FILE_TEXTS.noFile);
    const fields = templateFileFieldsSchema.safeParse({ requestId: read.fields.requestId });
    if (!fields.success) throw invalid(describeZodError(fields.error).message, describeZodError(fields.error).issues);
    const subdir = query.data.subdir ?? 'cover';
    const { target, key: place } = targetOf(subdir, read.file.name);
    if (!read.file.check.ok) throw invalid(read.file.check.message);
    const picture = read.file.check.picture;
    const gone = () => apiError(404, target.kind === 'element' ? TEMPLATE_FILE_TEXTS.elementGone : TEMPLATE_FILE_TEXTS.identityGone);
    // The element or identity must be in the World before anything is stored.
    let found = false;
    if (!(await changeWorld(deps, id, (doc) => void (found = readTarget(doc, target).found)))) throw apiError(404, "The template you're looking for couldn't be found.");
    if (!found) throw gone();

    const key: ImageKey = { ...place, sourceId: id };
    const description = descriptionOf(stored, target);
    await storeImage(deps.db, key, picture, description);
    const image: ImageReference = { id: key.id, source: 'template', sourceId: id, subDirectory: key.subDirectory, fileType: picture.fileType, status: 'ready', description, version: versionOf(picture.contentHash) };
    let placed = true;
    const exists = await changeWorld(deps, id, (doc) => {
      placed = writeImageRef(doc, target, image);
    });
    if (!exists) throw apiError(404, "The template you're looking for couldn't be found.");
    if (!placed) throw gone();
    log.info(`${viewer.id} uploaded ${key.subDirectory}/${key.id} (${picture.fileType}, ${picture.byteSize} bytes) to ${id}`);
    return c.json({ status: 'success' as const, data: { image } });
  });

  return app;
}
