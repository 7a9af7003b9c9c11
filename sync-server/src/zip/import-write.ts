/**
 * The writing half of an import (spec 2 §4 Import, issue 18). For each World read from an
 * archive: which World it becomes, how it compares with the one here, and the write itself.
 *
 * - Same id as a World the importer may edit: compared by `updatedAt` (new, newer, older, same)
 *   and replaced in place (its creator stays its creator).
 * - Same id as a World the importer may not edit: imported as the importer's own copy under an id
 *   of its own ({@link copyIdFor}: a second import compares with that copy), never a takeover.
 * - A creator's import is that creator's World, status Draft, off the welcome screen; an admin's
 *   keeps the status, welcome-screen flag and order of the file.
 *
 * Saved by the world store (templates/world-store.ts), one write per World: a World without a
 * co-authoring doc gets its row with its pictures in one transaction, so a failure leaves nothing;
 * one with a doc gets its pictures, then is replaced through that doc in one Y transaction, so open
 * editors see it change at once and its row follows by materialisation before the answer.
 */
import { createHash } from 'node:crypto';
import { PLAYER_SLOTS, TEMPLATE_IMAGE_DIRS, COVER_IMAGE_ID, type ImageReference, type ImportComparison, type Template } from '@schemas';
import type { Db, Queryable } from '../db/db';
import { isAdmin, type Viewer } from '../http/app-env';
import { deleteImagesOf, storeImage } from '../images/image-repo';
import { versionOf } from '../images/picture-bytes';
import { templateAccess } from '../templates/template-access';
import { findTemplate } from '../templates/template-repo';
import { createWorld, replaceWorld, type WorldStoreDeps } from '../templates/world-store';
import { newId } from '../util/ids';
import type { ImportedWorld } from './import-result';

/** What an imported World will be: its final template and how it compares with the World here. */
export interface ImportPlan {
  world: ImportedWorld;
  template: Template;
  comparison: ImportComparison;
  isNew: boolean;
  /** The updatedAt of the World it replaces (older/same/newer), for the confirmation. */
  existingUpdatedAt: string | null;
}

/** How an imported World's updatedAt compares with the one here. */
export function compareUpdatedAt(imported: string, existing: string): Exclude<ImportComparison, 'new'> {
  const a = Date.parse(imported);
  const b = Date.parse(existing);
  return a > b ? 'newer' : a < b ? 'older' : 'same';
}

/** Points every image reference of a World at its own id and at the pictures that came with it. */
function withPictureRefs(t: Template, world: ImportedWorld): Template {
  const byKey = new Map(world.pictures.map((p) => [`${p.slot.subDirectory}/${p.slot.id}`, p]));
  const fix = (ref: ImageReference | null | undefined, subDirectory: string, id: string): ImageReference | null | undefined => {
    if (!ref) return ref;
    const picture = byKey.get(`${subDirectory}/${id}`);
    const out: ImageReference = { ...ref, id, source: 'template', sourceId: t.id, subDirectory };
    if (picture) return { ...out, status: 'ready', fileType: picture.picture.fileType, version: versionOf(picture.picture.contentHash) };
    return out;
  };
  const next: Template = {
    ...t,
    coverImage: fix(t.coverImage, TEMPLATE_IMAGE_DIRS.cover, COVER_IMAGE_ID),
    storyElements: t.storyElements.map((e) => ({ ...e, image: fix(e.image, TEMPLATE_IMAGE_DIRS.elements, e.id) })),
  };
  for (const slot of PLAYER_SLOTS) {
    const options = t[slot];
    if (!options) continue;
    next[slot] = {
      ...options,
      possibleCharacterIdentities: options.possibleCharacterIdentities.map((identity, i) => ({
        ...identity,
        image: fix(identity.image, TEMPLATE_IMAGE_DIRS.players, `${slot}_${i}`),
      })),
    };
  }
  return next;
}

/**
 * The id of an importer's copy of someone else's World: the same for every import of that World
 * by that importer, so importing it again compares with their copy instead of adding another.
 */
export function copyIdFor(viewerId: string, templateId: string): string {
  return `tpl_${createHash('sha256').update(`copy:${viewerId}:${templateId}`).digest('hex').slice(0, 32)}`;
}

/** Decides what an imported World becomes for this importer (reads only). */
export async function planImport(db: Db, viewer: Viewer, world: ImportedWorld): Promise<ImportPlan> {
  const file = world.template;
  const admin = isAdmin(viewer);
  let id = file.id;
  let existing = await findTemplate(db, id);
  let editable = existing !== null && templateAccess(existing, viewer) === 'edit';
  if (existing && !editable) {
    id = copyIdFor(viewer.id, file.id);
    existing = await findTemplate(db, id);
    editable = existing !== null && templateAccess(existing, viewer) === 'edit';
    // Only if that id were somebody else's: a fresh one.
    if (existing && !editable) id = newId('tpl');
  }
  const replaced = editable ? existing : null;
  const base: Template = {
    ...file,
    id,
    creatorId: replaced ? replaced.creatorId : viewer.id,
    creatorUsername: null,
    publicationStatus: admin ? file.publicationStatus : 'Draft',
    showOnWelcomeScreen: admin ? file.showOnWelcomeScreen : (replaced?.template.showOnWelcomeScreen ?? false),
    order: admin ? file.order : (replaced?.template.order ?? 999),
  };
  const template = withPictureRefs(base, world);
  if (!replaced) return { world, template, comparison: 'new', isNew: true, existingUpdatedAt: null };
  return { world, template, comparison: compareUpdatedAt(file.updatedAt, replaced.template.updatedAt), isNew: false, existingUpdatedAt: replaced.template.updatedAt };
}

/** Writes a planned import through the world store. Answers the number of pictures written. */
export async function writeImport(deps: WorldStoreDeps, plan: ImportPlan): Promise<number> {
  const { template, world } = plan;
  const { pictures } = world;
  const storePictures = async (tx: Queryable) => {
    if (!plan.isNew) await deleteImagesOf(tx, 'template', template.id);
    for (const { slot, picture } of pictures) {
      await storeImage(tx, { source: 'template', sourceId: template.id, subDirectory: slot.subDirectory, id: slot.id }, picture, '');
    }
  };
  if (plan.isNew) {
    await deps.db.transaction(async (tx) => {
      await storePictures(tx);
      await createWorld(tx, template);
    });
  } else await replaceWorld(deps, template, storePictures);
  return world.pictures.length + 1;
}
