/**
 * Worlds travel as zip files (spec 2 §2, §4 Import, §7, §8; issue 18): POST /templates/export
 * answers a zip stream; POST /templates/import (multipart field `zip`) and POST
 * /templates/import-collection (multipart field `file`) read an uploaded zip. The uploads have
 * their own body limit (`ZIP_MAX_UPLOAD_BYTES`, see app.ts: a declared length over it is refused
 * unread, a chunked body as soon as it passes it); every door spends a budget per caller.
 *
 * Reading an upload (inflating, parsing, checking pictures) runs in the work pool, never here
 * (issue 26.1): at most two per caller at once, stopped at its time limit. A single import of an
 * older or same World keeps the checked upload for a few minutes; POST /templates/import/confirm
 * with its token imports it without a second upload (issue 32.4).
 */
import { Readable } from 'node:stream';
import {
  confirmImportRequestSchema,
  exportTemplatesRequestSchema,
  importTemplateFieldsSchema,
  ZIP_TEXTS,
  type ImportCollectionResponse,
  type ImportTemplateResponse,
} from '@schemas';
import { Hono, type Context } from 'hono';
import type { WriteWorld } from '../templates/write-world';
import type { Db } from '../db/db';
import { apiError, invalid } from '../http/api-error';
import { isAdmin, type AppEnv, type Viewer } from '../http/app-env';
import { userCaller } from '../http/caller';
import { clientIp } from '../http/client-ip';
import { rateLimit, spendBudget } from '../http/rate-limit';
import { readUploadBody } from '../http/upload-body';
import { requireViewer } from '../http/require-viewer';
import { BOUNDARY_SCHEMAS, describeZodError, jsonBody } from '../http/validate';
import type { RateLimiter } from '../limits/rate-limiter';
import { templateAccess } from '../templates/template-access';
import { findTemplate, listUserTemplates } from '../templates/template-repo';
import { createLogger } from '../util/log';
import { heavyPool, runHeavy } from '../work/heavy-work';
import { WorkFailed, WorkTimeout } from '../work/work-pool';
import { exportStream } from './export-stream';
import { singleWorld, type ImportedWorld, type ReadArchive } from './import-result';
import { planImport, writeImport, type ImportPlan } from './import-write';
import { PendingImports } from './pending-imports';
import { exportFileName } from './zip-layout';
import { COLLECTION_MAX_WORLDS, type ZipLimits } from './zip-limits';
import { exportSizeEstimate, listAllTemplateIds } from './zip-repo';

const log = createLogger('zip');

/** The upload routes, which take the larger body limit (the confirmation is JSON). */
export const ZIP_UPLOAD_PATHS: ReadonlySet<string> = new Set(['/templates/import', '/templates/import-collection']);

const CANNOT_CREATE = "You don't have permission to create or manage templates.";

/** What the zip routes need. */
export interface ZipRouteDeps {
  db: Db;
  limiter: RateLimiter;
  limits: ZipLimits;
  writeWorld: WriteWorld;
  /** Checked uploads waiting for a confirmation (default: this process's own). */
  pending?: PendingImports;
}

BOUNDARY_SCHEMAS.add(importTemplateFieldsSchema);

/** A refusal as the `invalid` envelope, naming the limit hit. */
function refused(refusal: { message: string; limit: string }): never {
  throw invalid(refusal.message, [{ path: refusal.limit, message: refusal.message }]);
}

/**
 * Reads an upload in the work pool: the request body, as the chunks Node's parser made of it and
 * handed over (not copied), is joined and parsed as a multipart form there, and the file of `field`
 * opened and read, so the request thread only collects the bytes. The job's place is taken before the body is read:
 * a caller with its reads in flight (or a full pool) is refused with 429 before its upload costs
 * anything. No file in the form, a refusal, a read past its time limit or a thread that died
 * answers `invalid` with `notZipMessage`'s kind of wording. Answers the form's text fields and
 * what the archive holds.
 */
async function readUpload(c: Context<AppEnv>, viewer: Viewer, field: string, limits: ZipLimits, notZipMessage: string, maxWorlds: number): Promise<{ fields: Record<string, string>; read: ReadArchive }> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) throw invalid(notZipMessage);
  const reservation = heavyPool().reserve([userCaller(viewer.id), clientIp(c)], 'import_templates');
  let answer;
  try {
    const body = await readUploadBody(c, limits.maxUploadBytes);
    answer = await runHeavy('readUpload', { body, contentType, field, limits, notZipMessage, maxWorlds }, { reservation, transferList: body.parts, operationType: 'import_templates' });
  } catch (error) {
    if (error instanceof WorkTimeout) refused({ message: `${notZipMessage} (the archive took too long to read: it was refused)`, limit: 'time limit' });
    if (error instanceof WorkFailed) refused({ message: `${notZipMessage} (the archive could not be read within the memory an import may use)`, limit: 'memory' });
    throw error;
  } finally {
    reservation.release();
  }
  if (answer.read === 'noFile') throw invalid(notZipMessage);
  if (!answer.read.ok) refused(answer.read);
  const { read } = answer.read;
  if (read.cleaned.length > 0) log.info(`${viewer.id}: SVG pictures cleaned on import: ${read.cleaned.map((p) => `${p.path} (${p.removed.slice(0, 5).join(', ')})`).join('; ')}`);
  return { fields: answer.fields, read };
}

const mayCreate = (viewer: Viewer) => isAdmin(viewer) || viewer.permissions.includes('templates_create');

/** Routes: POST /templates/export, POST /templates/import, POST /templates/import/confirm, POST /templates/import-collection. */
export function zipRoutes(deps: ZipRouteDeps) {
  const { db, limiter } = deps;
  const pending = deps.pending ?? new PendingImports();
  const app = new Hono<AppEnv>();

  app.post('/templates/export', jsonBody(exportTemplatesRequestSchema), async (c) => {
    const viewer = requireViewer(c);
    const body = c.req.valid('json');
    let ids: string[];
    let title = '';
    if (body.all) {
      ids = isAdmin(viewer) ? await listAllTemplateIds(db) : (await listUserTemplates(db, viewer.id)).map((t) => t.id);
    } else {
      ids = [...new Set(body.templateIds)];
      for (const id of ids) {
        const stored = await findTemplate(db, id);
        if (!stored) throw apiError(404, "The template you're looking for couldn't be found.");
        if (templateAccess(stored, viewer) !== 'edit') throw apiError(403, "You don't have permission to export this World.");
        title = stored.template.title;
      }
    }
    spendBudget(deps.limiter, 'export_templates', viewer.id);
    const kind = body.all ? 'all' : ids.length === 1 ? 'one' : 'selected';
    const name = exportFileName(kind, title, new Date());
    const estimate = await exportSizeEstimate(db, ids);
    log.info(`${viewer.id} exports ${ids.length} World(s)`);
    const stream = exportStream(db, ids, { atRoot: kind === 'one' });
    c.header('Content-Type', 'application/zip');
    c.header('Content-Disposition', `attachment; filename="${name}"`);
    c.header('Cache-Control', 'no-store');
    c.header('X-Export-Worlds', String(ids.length));
    c.header('X-Export-Estimated-Bytes', String(estimate));
    return c.body(Readable.toWeb(stream) as ReadableStream<Uint8Array>);
  });

  /** Imports a planned World and answers it as spec 2 §7 does. */
  const imported = async (c: Context<AppEnv>, viewer: Viewer, plan: ImportPlan) => {
    const filesImported = await writeImport({ db, writeWorld: deps.writeWorld }, plan);
    log.info(`${viewer.id} imported World ${plan.template.id} (${plan.comparison})`);
    const data: ImportTemplateResponse = {
      outcome: 'imported',
      template: { ...plan.template, creatorUsername: plan.template.creatorId === viewer.id ? viewer.username : null },
      isNewTemplate: plan.isNew,
      filesImported,
      comparison: plan.comparison,
    };
    return c.json({ status: 'success' as const, data });
  };

  app.post('/templates/import', async (c) => {
    const viewer = requireViewer(c);
    if (!mayCreate(viewer)) throw apiError(403, CANNOT_CREATE);
    spendBudget(deps.limiter, 'import_templates', viewer.id);
    const upload = await readUpload(c, viewer, 'zip', deps.limits, ZIP_TEXTS.templateNotFound, 1);
    const fields = importTemplateFieldsSchema.safeParse({ requestId: upload.fields.requestId, overwrite: upload.fields.overwrite });
    if (!fields.success) throw invalid(describeZodError(fields.error).message, describeZodError(fields.error).issues);
    const single = singleWorld(upload.read);
    if (!single.ok) refused(single);
    const plan = await planImport(db, viewer, single.world);
    if ((plan.comparison === 'older' || plan.comparison === 'same') && fields.data.overwrite !== 'true') {
      const kept = pending.put(viewer.id, single.world);
      const data: ImportTemplateResponse = {
        outcome: 'needsConfirmation',
        comparison: plan.comparison,
        templateId: plan.template.id,
        title: plan.template.title,
        existingUpdatedAt: plan.existingUpdatedAt!,
        importedUpdatedAt: plan.template.updatedAt,
        confirmationToken: kept.token,
        confirmationExpiresAt: kept.expiresAt.toISOString(),
      };
      return c.json({ status: 'success' as const, data });
    }
    return imported(c, viewer, plan);
  });

  // The confirmation of an older or same World: the upload checked a moment ago, planned again against the World as it is now.
  app.post('/templates/import/confirm', jsonBody(confirmImportRequestSchema), rateLimit(limiter, 'confirm_import', (c) => c.get('viewer')?.id ?? clientIp(c)), async (c) => {
    const viewer = requireViewer(c);
    if (!mayCreate(viewer)) throw apiError(403, CANNOT_CREATE);
    const world: ImportedWorld | null = pending.take(viewer.id, c.req.valid('json').token);
    if (!world) throw invalid(ZIP_TEXTS.importExpired, [{ path: 'token', message: ZIP_TEXTS.importExpired }]);
    return imported(c, viewer, await planImport(db, viewer, world));
  });

  app.post('/templates/import-collection', async (c) => {
    const viewer = requireViewer(c);
    if (!mayCreate(viewer)) throw apiError(403, CANNOT_CREATE);
    spendBudget(deps.limiter, 'import_templates', viewer.id);
    const { read } = await readUpload(c, viewer, 'file', deps.limits, ZIP_TEXTS.notAZipCollection, COLLECTION_MAX_WORLDS);
    const warnings = read.unreadable.map((u) => `Skipped ${u.message}`);
    if (read.worlds.length === 0) throw invalid(ZIP_TEXTS.noTemplatesInCollection, warnings.map((message) => ({ path: 'template.json', message })));
    const summary: ImportCollectionResponse = { imported: [], skipped: [], warnings };
    // Each World's pictures are let go once it is written.
    for (let world = read.worlds.shift(); world; world = read.worlds.shift()) {
      const plan = await planImport(db, viewer, world);
      const who = { templateId: plan.template.id, title: plan.template.title, folder: world.folder };
      if (plan.comparison === 'older' || plan.comparison === 'same') {
        const message = plan.comparison === 'older' ? `The World here is newer (${plan.existingUpdatedAt}) than the one in the file (${plan.template.updatedAt}).` : `The World here is the same version (${plan.existingUpdatedAt}).`;
        summary.skipped.push({ ...who, reason: plan.comparison, message });
        continue;
      }
      try {
        const filesImported = await writeImport({ db, writeWorld: deps.writeWorld }, plan);
        summary.imported.push({ templateId: plan.template.id, title: plan.template.title, comparison: plan.comparison, filesImported });
      } catch (error) {
        log.error(`import of ${plan.template.id} failed: ${String(error)}`);
        summary.skipped.push({ ...who, reason: 'failed', message: 'This World could not be saved; nothing of it was written.' });
      }
    }
    log.info(`${viewer.id} imported a collection: ${summary.imported.length} imported, ${summary.skipped.length} skipped`);
    return c.json({ status: 'success' as const, data: summary });
  });

  return app;
}
