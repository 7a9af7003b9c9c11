/**
 * The reading half of an import: from a checked archive to Worlds ready to write, with nothing
 * written. Every World folder's `template.json` is inflated, parsed and validated (zod, through
 * its format version's migration); every picture is inflated, checked by its bytes (magic numbers,
 * size; SVG parsed and refused when it could run or fetch anything). A bad picture refuses the
 * whole archive; a `template.json` that cannot be read refuses a single import and is skipped,
 * with a warning, in a collection (spec 2 §4 Import).
 */
import { readTemplateFile, ZIP_TEXTS, type Template } from '@schemas';
import { checkPicture, MIME_TYPES, PictureError, sniffRaster, type CheckedPicture } from '../images/picture-bytes';
import { inflate, ZipRefusal, type ArchiveEntry, type CheckedArchive } from './archive-reader';
import { unsafeSvg } from './svg-check';
import { folderOf, pictureSlotOf, TEMPLATE_FILE, templateFolders, type PictureSlot } from './zip-layout';
import type { ZipLimits } from './zip-limits';

/**
 * A picture of an imported World, checked when the archive was read. Its bytes are not kept: the
 * writer inflates them again (`load`), one World at a time, so an import of 500 Worlds never holds
 * every picture at once; `load` checks them again and insists on the same content hash.
 */
export interface ImportedPicture {
  slot: PictureSlot;
  fileType: CheckedPicture['fileType'];
  contentHash: string;
  load(): Promise<CheckedPicture>;
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
}

/** Checks a picture's bytes against its name; throws {@link ZipRefusal}. */
function checkImportedPicture(path: string, slot: PictureSlot, bytes: Uint8Array): CheckedPicture {
  if (slot.fileType === 'svg') {
    const why = unsafeSvg(bytes);
    if (why) throw new ZipRefusal(`The archive was refused: the SVG picture "${path}" was refused because ${why}.`, 'svg content');
  } else if (sniffRaster(bytes) !== slot.fileType) {
    throw new ZipRefusal(`The archive was refused: "${path}" is not a ${slot.fileType.toUpperCase()} picture (its bytes say otherwise).`, 'picture type');
  }
  try {
    return checkPicture({ bytes, fileType: slot.fileType, mimeType: MIME_TYPES[slot.fileType] });
  } catch (error) {
    if (error instanceof PictureError) throw new ZipRefusal(`The archive was refused: "${path}": ${error.message}`, 'picture size');
    throw error;
  }
}

/** Inflates and checks a picture again for writing; it must be the picture that was checked before. */
async function reload(path: string, slot: PictureSlot, entry: ArchiveEntry, limits: ZipLimits, contentHash: string): Promise<CheckedPicture> {
  const picture = checkImportedPicture(path, slot, await inflate({ bytes: 0 }, entry, limits));
  if (picture.contentHash !== contentHash) throw new ZipRefusal(`The archive was refused: "${path}" changed while it was read.`, 'zip structure');
  return picture;
}

/** Reads every World of a checked archive; throws {@link ZipRefusal} for anything hostile. */
export async function readWorlds(archive: CheckedArchive, limits: ZipLimits): Promise<ReadArchive> {
  const folders = templateFolders(archive.files.keys());
  const worlds: ImportedWorld[] = [];
  const unreadable: ReadArchive['unreadable'] = [];
  const picturesOf = new Map<string, { path: string; slot: PictureSlot }[]>(folders.map((f) => [f, []]));
  for (const path of archive.files.keys()) {
    const folder = folderOf(path, folders);
    if (folder === null) continue;
    const slot = pictureSlotOf(path.slice(folder.length));
    if (slot) picturesOf.get(folder)!.push({ path, slot });
  }
  for (const folder of folders) {
    const bytes = await inflate(archive.inflated, archive.files.get(`${folder}${TEMPLATE_FILE}`)!, limits);
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
      const entry = archive.files.get(path)!;
      const checked = checkImportedPicture(path, slot, await inflate(archive.inflated, entry, limits));
      pictures.push({ slot, fileType: checked.fileType, contentHash: checked.contentHash, load: () => reload(path, slot, entry, limits, checked.contentHash) });
    }
    worlds.push({ folder, template: read.template, pictures });
  }
  return { worlds, unreadable };
}

/** The one World of a single import; throws {@link ZipRefusal} with the spec's message when there is none or it cannot be read. */
export function singleWorld(read: ReadArchive): ImportedWorld {
  const total = read.worlds.length + read.unreadable.length;
  if (total === 0) throw new ZipRefusal(ZIP_TEXTS.templateNotFound, 'template.json');
  if (total > 1) throw new ZipRefusal(`${ZIP_TEXTS.templateNotFound} (the archive holds ${total} Worlds: use Import collection)`, 'template.json');
  const problem = read.unreadable[0];
  if (problem) throw new ZipRefusal(`${ZIP_TEXTS.templateNotFound} (${problem.message})`, 'template.json');
  return read.worlds[0]!;
}
