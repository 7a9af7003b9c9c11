/**
 * The one write path of a World (issue 32.1). A World (the API's Template) is kept twice: its
 * `templates` row (what lists, the library and story creation read) and, once anyone has opened it
 * in the editor, its co-authoring Y.Doc (the log and snapshots of collab/). This module is the only
 * code that saves either (`architecture.test.ts` holds it):
 *
 * - a World with a doc changes through its doc, and its row follows from it: the change is
 *   committed like a co-author's edit, then the room's materialisation runs (after any already
 *   under way) before the call resolves, so a read after the call never sees an older row;
 * - a World without one (new, seeded, never opened) gets its row directly, under the row's lock
 *   and never creating a doc for it;
 * - materialisation (collab/room-upkeep.ts) writes the row from the doc through
 *   {@link writeMaterialisedRow} and {@link writeDraftRow}.
 */
import { WORLD_DOC_LAYOUT, WORLD_DOC_SECTIONS, sectionMap, templateToDoc } from '@engine/world-doc';
import { templateSchema, type Template } from '@schemas';
import type * as Y from 'yjs';
import type { Db, Queryable, Statement } from '../db/db';
import {
  draftHasErrors,
  findTemplate,
  lockTemplateRow,
  saveMaterialisedTemplate,
  saveTemplate,
  saveTemplateDataStatement,
  saveTemplateDraft,
  setTemplateOrder,
  worldDocExists,
} from './template-repo';
import type { WriteWorld } from './write-world';

/** What the store needs from the process: the database and the collab server's doc writes. */
export interface WorldStoreDeps {
  db: Db;
  /** Writes into a World's doc, loaded or not (collab/world-writes.ts, handed in by server.ts). */
  writeWorld: WriteWorld;
}

/** Replaces everything a World's doc holds with `template`, in the caller's Y transaction. */
export function replaceWorldDoc(doc: Y.Doc, template: Template): void {
  const source = template as unknown as Record<string, unknown>;
  for (const section of WORLD_DOC_SECTIONS) {
    const map = sectionMap(doc, section);
    const from = (section === 'guidelines' ? source.guidelines : source) as Record<string, unknown>;
    for (const key of Object.keys(WORLD_DOC_LAYOUT[section])) if (from[key] === undefined && map.has(key)) map.delete(key);
  }
  templateToDoc(template, doc);
}

/**
 * Changes a World through its doc (loaded or not; made from its row the first time, as an editor
 * opening it would) and resolves once its row follows; false when the World does not exist.
 */
export function changeWorld(deps: WorldStoreDeps, templateId: string, change: (doc: Y.Doc) => void): Promise<boolean> {
  return deps.writeWorld(templateId, change, { materialised: true });
}

/**
 * Writes the fields `changes` (a PUT's, checked against the row) into a World with a doc, as
 * {@link changeWorld}. While the doc as a whole does not validate (a co-author's unfinished
 * change), materialisation keeps the row's `data` as it was; then the changes are written onto
 * that row directly, as they were checked, so the World's readers get them like before the doc.
 * False when the World does not exist.
 */
export async function changeWorldFields(deps: WorldStoreDeps, templateId: string, changes: Partial<Template>): Promise<boolean> {
  if (!(await changeWorld(deps, templateId, (doc) => templateToDoc(changes, doc)))) return false;
  await deps.db.transaction(async (tx) => {
    if (!(await lockTemplateRow(tx, templateId)) || !(await draftHasErrors(tx, templateId))) return;
    const stored = await findTemplate(tx, templateId);
    if (!stored) return;
    const { creatorUsername: _u, ...current } = stored.template;
    const guidelines = { ...current.guidelines, ...changes.guidelines };
    const parsed = templateSchema.safeParse({ ...current, ...changes, guidelines, updatedAt: new Date().toISOString() });
    if (parsed.success) await saveTemplate(tx, parsed.data);
  });
  return true;
}

/** A new World's row (created, seeded or imported): it has no doc yet. In the caller's transaction when given one. */
export async function createWorld(q: Queryable, template: Template, opts: { seedKey?: string } = {}): Promise<void> {
  await saveTemplate(q, template, opts);
}

/**
 * Saves a validated, whole `template` over its World when the World has no doc, in `tx` (which
 * holds the row's lock); false when it has one: the caller then writes the change through
 * {@link changeWorld} once `tx` committed.
 */
export async function saveRowUnlessDoc(tx: Queryable, template: Template): Promise<boolean> {
  if (await worldDocExists(tx, template.id)) return false;
  await saveTemplate(tx, template);
  await saveTemplateDraft(tx, template.id, null);
  return true;
}

/**
 * Replaces a World whole with `template` (a zip import): `alsoInTransaction` (its pictures) and,
 * for a World without a doc, the row in one transaction; a World with a doc is then replaced
 * through it in one Y transaction, its row following by materialisation. One write either way.
 */
export async function replaceWorld(deps: WorldStoreDeps, template: Template, alsoInTransaction: (tx: Queryable) => Promise<void>): Promise<void> {
  const viaDoc = await deps.db.transaction(async (tx) => {
    await lockTemplateRow(tx, template.id);
    await alsoInTransaction(tx);
    return !(await saveRowUnlessDoc(tx, template));
  });
  if (viaDoc) await changeWorld(deps, template.id, (doc) => replaceWorldDoc(doc, template));
}

/** Sets a World's carousel order in its row (in the caller's transaction); false when it already had it or is gone. */
export function writeOrderRow(tx: Queryable, templateId: string, order: number, updatedAt: string): Promise<boolean> {
  return setTemplateOrder(tx, templateId, order, updatedAt);
}

/** The statement replacing the data of a seeded World that has no doc (its painted pictures), for a Db.batch. */
export function seededDataStatement(template: Template): Statement {
  return saveTemplateDataStatement(template);
}

/** Materialisation's write: the template read from the doc over its row, with its draft (JSON text, or null). */
export function writeMaterialisedRow(q: Queryable, templateId: string, template: Template, draft: string | null): Promise<void> {
  return saveMaterialisedTemplate(q, templateId, template, draft);
}

/** Materialisation's write for a doc that does not validate: only the draft; `data` stays. */
export function writeDraftRow(q: Queryable, templateId: string, draft: string | null): Promise<void> {
  return saveTemplateDraft(q, templateId, draft);
}
