/**
 * Where things sit in a World zip (schemas/ZIP-FORMAT.md): one folder per World with its
 * `template.json` and its pictures (`cover.{type}`, `elements/{elementId}.{type}`,
 * `players/{slot}_{index}.{type}`), or a single World's folder content at the root. The same
 * names both ways: what export writes, import reads, and import also reads `cover/cover.{type}`
 * (the image store's own layout) and `.jpg`.
 */
import { COVER_IMAGE_ID, IMAGE_PATH_SEGMENT, TEMPLATE_IMAGE_DIRS, type ImageReference } from '@schemas';

/** A World picture's place in the image store (source 'template', the World's id as owner). */
export interface PictureSlot {
  subDirectory: string;
  id: string;
  fileType: ImageReference['fileType'];
}

/** The name of a World's description in its folder. */
export const TEMPLATE_FILE = 'template.json';

const EXTENSIONS: Record<string, ImageReference['fileType']> = { jpeg: 'jpeg', jpg: 'jpeg', png: 'png', webp: 'webp', svg: 'svg' };

/** A picture's path inside its World's folder. */
export function picturePath(slot: PictureSlot): string {
  if (slot.subDirectory === TEMPLATE_IMAGE_DIRS.cover) return `cover.${slot.fileType}`;
  return `${slot.subDirectory}/${slot.id}.${slot.fileType}`;
}

/** The picture a path inside a World's folder names, or null for any other file (ignored, never inflated). */
export function pictureSlotOf(relativePath: string): PictureSlot | null {
  const parts = relativePath.split('/');
  const file = parts[parts.length - 1]!;
  const dot = file.lastIndexOf('.');
  if (dot <= 0) return null;
  const fileType = EXTENSIONS[file.slice(dot + 1).toLowerCase()];
  const id = file.slice(0, dot);
  if (!fileType || !IMAGE_PATH_SEGMENT.test(id)) return null;
  if (parts.length === 1) return id === COVER_IMAGE_ID ? { subDirectory: TEMPLATE_IMAGE_DIRS.cover, id, fileType } : null;
  if (parts.length !== 2) return null;
  const dir = parts[0]!;
  if (dir === TEMPLATE_IMAGE_DIRS.cover && id === COVER_IMAGE_ID) return { subDirectory: dir, id, fileType };
  if (dir === TEMPLATE_IMAGE_DIRS.elements) return { subDirectory: dir, id, fileType };
  if (dir === TEMPLATE_IMAGE_DIRS.players && /^player[1-6]_[0-2]$/.test(id)) return { subDirectory: dir, id, fileType };
  return null;
}

/** The folders ('' for the root) that hold a `template.json`, shallowest first. */
export function templateFolders(paths: Iterable<string>): string[] {
  const folders: string[] = [];
  for (const path of paths) {
    if (path === TEMPLATE_FILE) folders.push('');
    else if (path.endsWith(`/${TEMPLATE_FILE}`)) folders.push(path.slice(0, -TEMPLATE_FILE.length));
  }
  return folders.sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
}

/** The folder a file belongs to: the deepest World folder that holds it, or null. */
export function folderOf(path: string, folders: readonly string[]): string | null {
  let best: string | null = null;
  for (const folder of folders) if (path.startsWith(folder) && (best === null || folder.length > best.length)) best = folder;
  return best;
}

/** A title as a file name: lower case, hyphens (spec 2 §7). */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'world';
}

/** The download's name (spec 2 §7): one World after its title; several `selected-templates-{date}.zip`; everything `all-templates-{date}.zip`. */
export function exportFileName(kind: 'one' | 'selected' | 'all', title: string, now: Date): string {
  const date = now.toISOString().slice(0, 10);
  if (kind === 'one') return `${slugOf(title)}.zip`;
  return `${kind === 'all' ? 'all' : 'selected'}-templates-${date}.zip`;
}
