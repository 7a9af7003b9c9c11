/**
 * What reading an archive answers, as the request thread sees it (the reading itself runs in the
 * work pool: import-read.ts): the Worlds read, or the refusal naming the limit that was hit.
 */
import { ZIP_TEXTS } from '@schemas';
import type { ImportedWorld, ReadArchive } from './import-read';

export type { ImportedPicture, ImportedWorld, ReadArchive } from './import-read';

/** A refused archive: the message the user reads, and the limit (its configuration name) that was hit. */
export type ArchiveRefusal = { message: string; limit: string };

/** An archive read, or refused. */
export type ArchiveRead = { ok: true; read: ReadArchive } | ({ ok: false } & ArchiveRefusal);

/** The answer of the pool's `readUpload` task: the form's text fields, and the archive read (or no file in the form). */
export type UploadRead = { fields: Record<string, string>; read: ArchiveRead | 'noFile' };

/** The one World of a single import, or the spec's refusal when there is none or it cannot be read. */
export function singleWorld(read: ReadArchive): { ok: true; world: ImportedWorld } | ({ ok: false } & ArchiveRefusal) {
  const total = read.worlds.length + read.unreadable.length;
  if (total === 0) return { ok: false, message: ZIP_TEXTS.templateNotFound, limit: 'template.json' };
  if (total > 1) return { ok: false, message: `${ZIP_TEXTS.templateNotFound} (the archive holds ${total} Worlds: use Import collection)`, limit: 'template.json' };
  const problem = read.unreadable[0];
  if (problem) return { ok: false, message: `${ZIP_TEXTS.templateNotFound} (${problem.message})`, limit: 'template.json' };
  return { ok: true, world: read.worlds[0]! };
}
