/**
 * The zip's central directory read by hand, before jszip (issue 26.6-7): jszip keeps entries in an
 * object by name, so a second entry of the same name silently replaces the first, and it reads
 * sizes as signed 32-bit numbers, so a declared 0xFFFFFFF0 becomes -16 and passes every size
 * check. Here each entry's name and sizes are read as the format stores them (unsigned); duplicate
 * names, zip64 markers (0xFFFFFFFF) and sizes over the limits are refused before anything is
 * inflated. Reads only: the bytes stay as they are for jszip.
 */

/** An entry as the central directory declares it. */
export interface DirectoryEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

/** The directory, or why it cannot be read (the caller refuses the archive with that). */
export type DirectoryScan = { ok: true; entries: DirectoryEntry[] } | { ok: false; message: string };

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
/** A 32-bit field set to this means "see the zip64 extra field": sizes of 4 GiB or more. */
export const ZIP64_MARKER = 0xffffffff;

/** Finds the end-of-central-directory record (the last one within the comment's reach), or -1. */
function endRecordAt(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let i = view.byteLength - 22; i >= lowest; i--) if (view.getUint32(i, true) === END_SIGNATURE) return i;
  return -1;
}

/** Reads every entry of the central directory, names decoded as UTF-8 (as jszip does). */
export function scanCentralDirectory(bytes: Uint8Array): DirectoryScan {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endRecordAt(view);
  if (end < 0) return { ok: false, message: 'it has no end of central directory' };
  const count = view.getUint16(end + 10, true);
  const offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === ZIP64_MARKER) return { ok: false, message: 'it is a zip64 archive (4 GiB or 65,535 entries and more), which is not accepted' };
  const entries: DirectoryEntry[] = [];
  const decoder = new TextDecoder('utf-8');
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== ENTRY_SIGNATURE) return { ok: false, message: 'its central directory is damaged' };
    const compressedSize = view.getUint32(at + 20, true);
    const uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > view.byteLength) return { ok: false, message: 'its central directory is damaged' };
    // jszip reads names as UTF-8 whatever the flag says: the name judged is the name it will use.
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.push({ name, compressedSize, uncompressedSize });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { ok: true, entries };
}

/** The first name that two entries share, or null. */
export function duplicateName(entries: readonly DirectoryEntry[]): string | null {
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.name)) return e.name;
    seen.add(e.name);
  }
  return null;
}
