/**
 * PUT /templates/{id} (spec 2 §7): a full template, `{id, template}` or `{id, template: {order}}`.
 *
 * The fields the request changes (against the stored template) are merged into it and the result
 * is validated whole under the row's lock (the schema and the engine's live rules: errors answer
 * `invalid` and nothing is written). Then it is saved by the world store (world-store.ts, issue
 * 32.1): a World without a co-authoring doc gets its row in that transaction; a World with one gets
 * the changed fields, field by field, in its Y.Doc as the server, and the answer waits until its
 * row has followed (materialised after any materialisation under way, so a read after the answer
 * never sees the value replaced). An editor that has the World open sees the change live; fields
 * the request did not change are not touched in the doc, so an editor's unsaved typing elsewhere
 * is not overwritten.
 */
import { isDeepStrictEqual } from 'node:util';
import { validateTemplate } from '@engine';
import { templateSchema, type Template, type UpdateTemplateRequest } from '@schemas';
import type { WriteWorld } from './write-world';
import type { Db } from '../db/db';
import { apiError, invalid } from '../http/api-error';
import { isAdmin, type Viewer } from '../http/app-env';
import { describeZodError } from '../http/validate';
import { createLogger } from '../util/log';
import { templateAccess } from './template-access';
import { findTemplate, lockTemplateRow } from './template-repo';
import { changeWorldFields, saveRowUnlessDoc } from './world-store';

const log = createLogger('templates');

/** What the update needs from the process. */
export interface UpdateTemplateDeps {
  db: Db;
  /** Writes into the World's doc, loaded or not (the collab server's). */
  writeWorld: WriteWorld;
  /** Told when the publication status changed (who may view the World). */
  accessChanged?: (templateId: string) => Promise<void>;
}

/** The refusals, word for word where spec 2 gives them. */
export const UPDATE_TEXT = {
  notFound: "The template you're looking for couldn't be found.",
  cannotEdit: "You don't have permission to edit templates.",
  publish: 'Only admins can publish a World.',
  welcome: 'Only admins can choose the Worlds shown on the welcome screen.',
  order: 'Only admins can set the order of the welcome screen carousel.',
  idMismatch: 'The id in the request does not match the template being updated.',
} as const;

/** Fields the server owns: a request cannot set them. */
const SERVER_OWNED = new Set(['id', 'createdAt', 'updatedAt', 'creatorId', 'creatorUsername']);

/** The admin-only change a non-admin's request makes (spec 2 §4, §6), as the refusal's text; null when none. */
export function adminOnlyChange(viewer: Viewer, current: Template, patch: Partial<Template>): string | null {
  if (isAdmin(viewer)) return null;
  if (patch.publicationStatus === 'Published' && current.publicationStatus !== 'Published') return UPDATE_TEXT.publish;
  if (patch.showOnWelcomeScreen !== undefined && patch.showOnWelcomeScreen !== current.showOnWelcomeScreen) return UPDATE_TEXT.welcome;
  if (patch.order !== undefined && patch.order !== current.order) return UPDATE_TEXT.order;
  return null;
}

/**
 * The part of `next` that differs from `current`, among the fields `sent`; the guidelines (a
 * section of their own in the doc) only with their changed entries.
 */
export function changedFields(current: Template, next: Template, sent: readonly string[]): Partial<Template> {
  const out: Record<string, unknown> = {};
  for (const key of sent) {
    const k = key as keyof Template;
    if (SERVER_OWNED.has(key) || isDeepStrictEqual(current[k], next[k])) continue;
    if (k === 'guidelines') {
      const changed = Object.entries(next.guidelines).filter(([g, v]) => !isDeepStrictEqual(current.guidelines[g as keyof Template['guidelines']], v));
      out.guidelines = Object.fromEntries(changed);
    } else out[key] = next[k];
  }
  return out as Partial<Template>;
}

/** Applies a PUT /templates/{id} for `viewer`; resolves with the template as stored. */
export async function updateTemplate(deps: UpdateTemplateDeps, viewer: Viewer, templateId: string, request: UpdateTemplateRequest): Promise<Template> {
  if (request.id !== undefined && request.id !== templateId) throw invalid(UPDATE_TEXT.idMismatch, [{ path: 'id', message: UPDATE_TEXT.idMismatch }]);
  const sent = Object.keys(request.template).filter((k) => !SERVER_OWNED.has(k));
  const { template, changes, creatorUsername, savedRow } = await deps.db.transaction(async (tx) => {
    // Lock first: a materialisation of the same World waits for this write, and this one for it.
    if (!(await lockTemplateRow(tx, templateId))) throw apiError(404, UPDATE_TEXT.notFound);
    const stored = await findTemplate(tx, templateId);
    if (!stored) throw apiError(404, UPDATE_TEXT.notFound);
    if (templateAccess(stored, viewer) !== 'edit' || !(isAdmin(viewer) || viewer.permissions.includes('templates_create'))) {
      throw apiError(403, UPDATE_TEXT.cannotEdit);
    }
    const current = stored.template;
    const patch = Object.fromEntries(sent.map((k) => [k, request.template[k as keyof Template]])) as Partial<Template>;
    const refusal = adminOnlyChange(viewer, current, patch);
    if (refusal) throw apiError(403, refusal);

    const { creatorUsername: username, ...base } = current;
    const parsed = templateSchema.safeParse({ ...base, ...patch, id: templateId, createdAt: current.createdAt, updatedAt: new Date().toISOString(), creatorId: stored.creatorId });
    if (!parsed.success) {
      const { message, issues } = describeZodError(parsed.error);
      throw invalid(message.replace('Invalid request: ', 'Invalid request: template.'), issues.map((i) => ({ ...i, path: `template.${i.path}` })));
    }
    const errors = validateTemplate(parsed.data).filter((i) => i.type === 'error');
    if (errors.length) {
      throw invalid(`Invalid request: ${errors[0]!.message}`, errors.map((e) => ({ path: `template.${e.affectedItems[0] ?? e.category}`, message: e.message })));
    }
    const changes = changedFields(current, parsed.data, sent);
    if (Object.keys(changes).length === 0) return { template: current, changes, creatorUsername: username, savedRow: true };
    return { template: parsed.data, changes, creatorUsername: username, savedRow: await saveRowUnlessDoc(tx, parsed.data) };
  });

  const fields = Object.keys(changes);
  let stored = template;
  if (!savedRow) {
    // False: the World was deleted since it was read; there is no doc left to tell.
    if (await changeWorldFields(deps, templateId, changes)) stored = (await findTemplate(deps.db, templateId))?.template ?? template;
    else log.warn(`World ${templateId} went before its doc got the update`);
  }
  if (changes.publicationStatus !== undefined) await deps.accessChanged?.(templateId);
  if (fields.length) log.info(`${viewer.id} updated ${fields.join(', ')} of World ${templateId}`);
  return { ...stored, creatorUsername: creatorUsername ?? null };
}
