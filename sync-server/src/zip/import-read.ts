/**
 * The reading half of an import: from the uploaded bytes to Worlds ready to write, with nothing
 * written. Every World folder's `template.json` is inflated, parsed and validated (zod, through
 * its format version's migration); every picture is inflated and checked by its bytes (magic
 * numbers, size; an SVG rebuilt from the allowlist, images/svg-sanitise.ts). A bad picture refuses
 * the whole archive; a `template.json` that cannot be read (or is larger than a World may be)
 * refuses a single import and is skipped, with a warning, in a collection (spec 2 §4 Import).
 *
 * CPU-heavy (inflating, parsing, rebuilding pictures): it runs in the work pool
 * (../heavy-tasks.ts), which hands the answer back as data, pictures included.
 */
import { readTemplateFile, WORLD_MAX_BYTES, type Template } from '@schemas';
import { checkPicture, MIME_TYPES, PictureError, sniffRaster, type CheckedPicture } from '../images/picture-bytes';
import { sanitiseSvg } from '../images/svg-sanitise';
import { inflate, openArchive, ZipRefusal } from './archive-reader';
import { folderOf, pictureSlotOf, TEMPLATE_FILE, templateFolders, type PictureSlot } from './zip-layout';
import type { ZipLimits } from './zip-limits';

/** A picture of an imported World, checked (an SVG already rebuilt): what is stored. */
export interface ImportedPicture {
  slot: PictureSlot;
  picture: CheckedPicture;
}

/** One World read from the archive. */
export interface ImportedWorld {
  folder: string;
  template: Template;
  pictures: ImportedPicture[];
}

/** What an archive holds: the Worlds that can be imported and the folders that cannot, with why. */
export interface ReadArchive {
  worlds: ImportedWorld[];
  unreadable: { folder: string; message: string }[];
  /** What rebuilding the SVG pictures left out, per picture path (for the log). */
  cleaned: { path: string; removed: string[] }[];
}

const mb = (n: number) => `${Math.round((n / (1024 * 1024)) * 10) / 10} MB`;

/** Checks a picture's bytes against its name (an SVG is rebuilt); throws {@link ZipRefusal}. */
function checkImportedPicture(path: string, slot: PictureSlot, bytes: Uint8Array, cleaned: ReadArchive['cleaned']): CheckedPicture {
  let kept = bytes;
  if (slot.fileType === 'svg') {
    const svg = sanitiseSvg(bytes);
    if (!svg.ok) throw new ZipRefusal(`The archive was refused: the SVG picture "${path}" was refused because ${svg.reason}.`, 'svg content');
    if (svg.removed.length > 0) cleaned.push({ path, removed: svg.removed });
    kept = svg.bytes;
  } else if (sniffRaster(bytes) !== slot.fileType) {
    throw new ZipRefusal(`The archive was refused: "${path}" is not a ${slot.fileType.toUpperCase()} picture (its bytes say otherwise).`, 'picture type');
  }
  try {
    return checkPicture({ bytes: kept, fileType: slot.fileType, mimeType: MIME_TYPES[slot.fileType] });
  } catch (error) {
    if (error instanceof PictureError) throw new ZipRefusal(`The archive was refused: "${path}": ${error.message}`, 'picture size');
    throw error;
  }
}

/**
 * Opens, checks and reads every World of an uploaded archive; throws {@link ZipRefusal} for
 * anything hostile. `maxWorlds`: the most World folders one archive may hold (a collection's cap).
 */
export async function readArchive(bytes: Uint8Array, limits: ZipLimits, notZipMessage: string, maxWorlds: number): Promise<ReadArchive> {
  const archive = await openArchive(bytes, limits, notZipMessage);
  const folders = templateFolders(archive.files.keys());
  if (folders.length > maxWorlds) {
    if (maxWorlds === 1) throw new ZipRefusal(`${notZipMessage} (the archive holds ${folders.length} Worlds: use Import collection)`, 'template.json');
    throw new ZipRefusal(`The archive was refused: it holds ${folders.length} Worlds; one collection import takes at most ${maxWorlds}.`, 'Worlds per import');
  }
  const worlds: ImportedWorld[] = [];
  const unreadable: ReadArchive['unreadable'] = [];
  const cleaned: ReadArchive['cleaned'] = [];
  const picturesOf = new Map<string, { path: string; slot: PictureSlot }[]>(folders.map((f) => [f, []]));
  for (const path of archive.files.keys()) {
    const folder = folderOf(path, folders);
    if (folder === null) continue;
    const slot = pictureSlotOf(path.slice(folder.length));
    if (slot) picturesOf.get(folder)!.push({ path, slot });
  }
  for (const folder of folders) {
    const entry = archive.files.get(`${folder}${TEMPLATE_FILE}`)!;
    // A World's size is known before it is inflated: past the limit it is never parsed.
    if (entry.declaredBytes > WORLD_MAX_BYTES) {
      unreadable.push({ folder, message: `${folder}${TEMPLATE_FILE} is ${mb(entry.declaredBytes)}; a World may be at most ${mb(WORLD_MAX_BYTES)}` });
      continue;
    }
    const bytes = await inflate(archive.inflated, entry, limits);
    if (bytes.byteLength > WORLD_MAX_BYTES) {
      unreadable.push({ folder, message: `${folder}${TEMPLATE_FILE} is larger than ${mb(WORLD_MAX_BYTES)}, the most a World may be` });
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch (error) {
      unreadable.push({ folder, message: `${folder}${TEMPLATE_FILE} is not valid JSON (${error instanceof Error ? error.message : String(error)})` });
      continue;
    }
    const read = readTemplateFile(json);
    if (!read.ok) {
      unreadable.push({ folder, message: `${folder}${read.message}` });
      continue;
    }
    const pictures: ImportedPicture[] = [];
    for (const { path, slot } of picturesOf.get(folder)!) {
      const picture = checkImportedPicture(path, slot, await inflate(archive.inflated, archive.files.get(path)!, limits), cleaned);
      pictures.push({ slot, picture });
    }
    worlds.push({ folder, template: read.template, pictures });
  }
  return { worlds, unreadable, cleaned };
}
