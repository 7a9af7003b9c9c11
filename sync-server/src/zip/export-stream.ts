/**
 * Export (issue 18): Worlds as one zip built as a stream. yazl writes the archive; each entry's
 * bytes are handed over lazily, when yazl reaches the entry, and the next World is read from the
 * database only when the last entry of the one before starts, so memory holds about one World
 * whatever the number of Worlds, and a slow download slows the reads down (yazl pipes each entry
 * into its output with backpressure). jszip's `generateNodeStream` was not used: it streams its
 * output but needs every input added first, which holds all Worlds in memory.
 *
 * Each World is read in one repeatable-read transaction (its row and its pictures as of one
 * moment), so a World being edited exports as one consistent version. The whole export is not one
 * transaction: that would hold PGlite's one connection for the whole download.
 */
import { Readable } from 'node:stream';
import { ZIP_FORMAT_VERSION, type Template } from '@schemas';
import yazl from 'yazl';
import type { Db } from '../db/db';
import { findTemplate } from '../templates/template-repo';
import { createLogger } from '../util/log';
import { picturePath, slugOf, TEMPLATE_FILE } from './zip-layout';
import { listTemplatePictures, repeatableRead, type StoredPicture } from './zip-repo';

const log = createLogger('zip-export');

/** One World as it goes into the zip. */
export interface WorldSnapshot {
  template: Template;
  pictures: StoredPicture[];
}

/** A World's `template.json`: the template without who made it (co-authors and permissions are not exported), with the format version. */
export function templateFileOf(template: Template): Record<string, unknown> {
  const { creatorId: _creator, creatorUsername: _username, ...rest } = template;
  return { formatVersion: ZIP_FORMAT_VERSION, ...rest };
}

/** Reads one World and its pictures as of one moment, or null when it is gone. */
export async function readWorldSnapshot(db: Db, templateId: string): Promise<WorldSnapshot | null> {
  return db.transaction(async (tx) => {
    await repeatableRead(tx);
    const stored = await findTemplate(tx, templateId);
    if (!stored) return null;
    return { template: stored.template, pictures: await listTemplatePictures(tx, templateId) };
  });
}

/** Already-compressed pictures are stored, not deflated again. */
const COMPRESSIBLE = new Set(['svg']);

/**
 * The zip of these Worlds as a stream. `atRoot`: a single World's folder content at the root
 * (the one-World download); otherwise one folder per World, named after its title.
 */
export function exportStream(db: Db, templateIds: readonly string[], opts: { atRoot: boolean }): Readable {
  const zip = new yazl.ZipFile();
  const folders = new Set<string>();
  let next = 0;
  let failed = false;
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    log.error(`export failed: ${String(error)}`);
    (zip.outputStream as unknown as Readable).destroy(error instanceof Error ? error : new Error(String(error)));
  };
  const folderFor = (t: Template): string => {
    if (opts.atRoot) return '';
    const base = slugOf(t.title);
    let name = base;
    for (let n = 2; folders.has(name); n++) name = `${base}-${n}`;
    folders.add(name);
    return `${name}/`;
  };
  const addNextWorld = async (): Promise<void> => {
    while (next < templateIds.length) {
      const world = await readWorldSnapshot(db, templateIds[next++]!);
      if (!world) continue; // deleted since the request was checked
      const folder = folderFor(world.template);
      const mtime = new Date(world.template.updatedAt);
      const files: { name: string; bytes: Uint8Array; compress: boolean }[] = [
        { name: `${folder}${TEMPLATE_FILE}`, bytes: Buffer.from(JSON.stringify(templateFileOf(world.template), null, 2)), compress: true },
        ...world.pictures.map((p) => ({ name: `${folder}${picturePath(p)}`, bytes: p.bytes, compress: COMPRESSIBLE.has(p.fileType) })),
      ];
      files.forEach((file, i) => {
        zip.addReadStreamLazy(file.name, { compress: file.compress, mtime, size: file.bytes.byteLength }, (cb) => {
          cb(null, Readable.from([Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength)]));
          if (i === files.length - 1) addNextWorld().catch(fail);
        });
      });
      return;
    }
    zip.end();
  };
  addNextWorld().catch(fail);
  return zip.outputStream as unknown as Readable;
}
