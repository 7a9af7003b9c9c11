/**
 * The `images` table: pictures stored in the database, so every server process serves the same
 * ones. A row is keyed by where its URL points (source, owner id, sub-directory, id); a ready row
 * holds the bytes with their size and SHA-256, a failed one the provider's message.
 */
import type { ImageReference } from '@schemas';
import type { Queryable, Statement } from '../db/db';
import type { CheckedPicture, PictureFileType } from './picture-bytes';

/** Where a picture lives: its URL without the extension. */
export interface ImageKey {
  source: ImageReference['source'];
  sourceId: string;
  subDirectory: string;
  id: string;
}

/** A stored picture as the image route serves it. */
export interface StoredImage {
  fileType: PictureFileType;
  mimeType: string;
  bytes: Uint8Array;
  contentHash: string;
}

/** What the store knows of a picture without its bytes. */
export interface ImageState {
  id: string;
  status: ImageReference['status'];
  fileType: PictureFileType;
  contentHash: string | null;
  errorMessage: string | null;
}

const keyParams = (k: ImageKey) => [k.source, k.sourceId, k.subDirectory, k.id];
const KEY_WHERE = 'source = $1 and source_id = $2 and sub_directory = $3 and id = $4';

/** The statement storing a ready picture under `key` (replacing what was there), for a Db.batch. */
export function storeImageStatement(key: ImageKey, picture: CheckedPicture, description: string): Statement {
  return {
    sql: `insert into images (source, source_id, sub_directory, id, file_type, mime_type, status, description, bytes, byte_size, content_hash, error_message, updated_at)
          values ($1, $2, $3, $4, $5, $6, 'ready', $7, $8, $9, $10, null, now())
          on conflict (source, source_id, sub_directory, id) do update set
            file_type = excluded.file_type, mime_type = excluded.mime_type, status = 'ready', description = excluded.description,
            bytes = excluded.bytes, byte_size = excluded.byte_size, content_hash = excluded.content_hash, error_message = null, updated_at = now()`,
    params: [...keyParams(key), picture.fileType, picture.mimeType, description, picture.bytes, picture.byteSize, picture.contentHash],
  };
}

/** Stores a ready picture under `key`. */
export async function storeImage(db: Queryable, key: ImageKey, picture: CheckedPicture, description: string): Promise<void> {
  const s = storeImageStatement(key, picture, description);
  await db.query(s.sql, s.params);
}

/** Records that a picture failed, with the message; whatever was stored under the key goes. */
export async function storeImageFailure(db: Queryable, key: ImageKey, fileType: PictureFileType, message: string, description: string): Promise<void> {
  await db.query(
    `insert into images (source, source_id, sub_directory, id, file_type, mime_type, status, description, bytes, byte_size, content_hash, error_message, updated_at)
     values ($1, $2, $3, $4, $5, '', 'failed', $6, null, null, null, $7, now())
     on conflict (source, source_id, sub_directory, id) do update set
       status = 'failed', bytes = null, byte_size = null, content_hash = null, error_message = excluded.error_message, updated_at = now()`,
    [...keyParams(key), fileType, description, message.slice(0, 1000)],
  );
}

/**
 * The statement copying a ready picture to another key (a story reusing its World's element
 * picture), for a Db.batch: no row when the source has no ready picture.
 */
export function copyImageStatement(from: ImageKey, to: ImageKey, description: string): Statement {
  return {
    sql: `insert into images (source, source_id, sub_directory, id, file_type, mime_type, status, description, bytes, byte_size, content_hash, error_message, updated_at)
          select $5, $6, $7, $8, file_type, mime_type, 'ready', $9, bytes, byte_size, content_hash, null, now()
          from images where ${KEY_WHERE} and status = 'ready'
          on conflict (source, source_id, sub_directory, id) do update set
            file_type = excluded.file_type, mime_type = excluded.mime_type, status = 'ready', description = excluded.description,
            bytes = excluded.bytes, byte_size = excluded.byte_size, content_hash = excluded.content_hash, error_message = null, updated_at = now()
          returning file_type, content_hash`,
    params: [...keyParams(from), ...keyParams(to), description],
  };
}

/** A ready picture with its bytes, or null (unknown, generating or failed). */
export async function findReadyImage(db: Queryable, key: ImageKey): Promise<StoredImage | null> {
  const [row] = await db.query<{ file_type: PictureFileType; mime_type: string; bytes: Uint8Array; content_hash: string }>(
    `select file_type, mime_type, bytes, content_hash from images where ${KEY_WHERE} and status = 'ready'`,
    keyParams(key),
  );
  return row ? { fileType: row.file_type, mimeType: row.mime_type, bytes: row.bytes, contentHash: row.content_hash } : null;
}

/** The state of some pictures of one owner and sub-directory (no bytes), by id. */
export async function findImageStates(db: Queryable, owner: Omit<ImageKey, 'id'>, ids: readonly string[]): Promise<Map<string, ImageState>> {
  const rows = await db.query<{ id: string; status: ImageReference['status']; file_type: PictureFileType; content_hash: string | null; error_message: string | null }>(
    `select id, status, file_type, content_hash, error_message from images
     where source = $1 and source_id = $2 and sub_directory = $3 and id = any($4::text[])`,
    [owner.source, owner.sourceId, owner.subDirectory, [...ids]],
  );
  return new Map(rows.map((r) => [r.id, { id: r.id, status: r.status, fileType: r.file_type, contentHash: r.content_hash, errorMessage: r.error_message }]));
}

/** Deletes the pictures of one owner (e.g. a World's cover and element images, source 'template'). */
export async function deleteImagesOf(db: Queryable, source: string, sourceId: string): Promise<void> {
  await db.query(`delete from images where source = $1 and source_id = $2`, [source, sourceId]);
}
