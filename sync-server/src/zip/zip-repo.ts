/**
 * The reads of zip export and import over `templates`, `images` and the co-authoring log: a
 * World's pictures with their bytes, every World id and the size an export will roughly
 * have. (Whether a World has a co-authoring doc is `templates/template-repo.ts`, for the world store.)
 */
import type { Queryable } from '../db/db';
import type { PictureFileType } from '../images/picture-bytes';

/** A ready World picture with its bytes. */
export interface StoredPicture {
  subDirectory: string;
  id: string;
  fileType: PictureFileType;
  bytes: Uint8Array;
}

/** Makes the current transaction see one snapshot of the database (call it first in the transaction). */
export async function repeatableRead(tx: Queryable): Promise<void> {
  await tx.query('set transaction isolation level repeatable read');
}

/** A World's ready pictures (cover, elements, portraits) with their bytes, in a stable order. */
export async function listTemplatePictures(q: Queryable, templateId: string): Promise<StoredPicture[]> {
  const rows = await q.query<{ sub_directory: string; id: string; file_type: PictureFileType; bytes: Uint8Array }>(
    `select sub_directory, id, file_type, bytes from images
     where source = 'template' and source_id = $1 and status = 'ready' and bytes is not null
     order by sub_directory, id`,
    [templateId],
  );
  return rows.map((r) => ({ subDirectory: r.sub_directory, id: r.id, fileType: r.file_type, bytes: r.bytes }));
}

/** Every World's id, newest change first (an admin's Export all). */
export async function listAllTemplateIds(q: Queryable): Promise<string[]> {
  return (await q.query<{ id: string }>('select id from templates order by updated_at desc, id')).map((r) => r.id);
}

/** Roughly how many bytes an export of these Worlds holds (their data and pictures, before compression). */
export async function exportSizeEstimate(q: Queryable, templateIds: readonly string[]): Promise<number> {
  const [row] = await q.query<{ n: number | string | bigint | null }>(
    `select (select coalesce(sum(octet_length(data::text)), 0) from templates where id = any($1::text[]))
          + (select coalesce(sum(byte_size), 0) from images where source = 'template' and source_id = any($1::text[]) and status = 'ready') as n`,
    [[...templateIds]],
  );
  return Number(row?.n ?? 0);
}
