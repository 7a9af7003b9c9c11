/**
 * Reading an uploaded zip the way a hostile one cannot hurt (issue 18): jszip parses the central
 * directory from the (already size-limited) upload without inflating anything; every entry's name,
 * kind, declared size and compression ratio is checked first; only then are the wanted files
 * inflated, one at a time, with a running count that stops a file lying about its size as soon as
 * it passes a limit. Nothing here writes anything; a refusal names the limit that was hit.
 */
import JSZip from 'jszip';
import { duplicateName, scanCentralDirectory, ZIP64_MARKER } from './central-directory';
import type { ZipLimits } from './zip-limits';

/** A refused archive: the message the user reads, and the limit (its configuration name) that was hit. */
export class ZipRefusal extends Error {
  override readonly name = 'ZipRefusal';
  constructor(
    message: string,
    readonly limit: string,
  ) {
    super(message);
  }
}

/** An entry of the archive, checked, not yet inflated. */
export interface ArchiveEntry {
  path: string;
  declaredBytes: number;
  /** Its compressed size as stored (unsigned). */
  compressedBytes: number;
  object: JSZip.JSZipObject;
}

/** A running total of inflated bytes, checked against the archive's limit. */
export interface InflateTally {
  bytes: number;
}

/** A parsed, checked archive: its file entries by path (folders and macOS clutter left out). */
export interface CheckedArchive {
  files: Map<string, ArchiveEntry>;
  /** Bytes inflated so far while reading the archive (the running total of {@link inflate}). */
  inflated: InflateTally;
}

const mb = (n: number) => `${Math.round((n / (1024 * 1024)) * 10) / 10} MB`;
/** The zip local-file-header and empty-archive signatures. */
const ZIP_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
];
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
/** Below this, a ratio says nothing: a small JSON file of repeated words compresses very well. */
const RATIO_FLOOR_BYTES = 64 * 1024;

/** Whether the bytes start like a zip archive. */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return ZIP_SIGNATURES.some((sig) => sig.every((b, i) => bytes[i] === b));
}

/** Why an entry name is refused, or null: traversal, absolute paths, backslashes, NUL and other control characters, too deep. */
export function unsafeEntryName(name: string, maxDepth: number): { message: string; limit: string } | null {
  if (name.length === 0 || name.length > 400) return { message: `an entry name is empty or longer than 400 characters`, limit: 'entry name' };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return { message: 'an entry name holds a NUL or another control character', limit: 'entry name' };
  if (name.includes('\\')) return { message: `the entry "${name}" has a backslash in its name`, limit: 'entry name' };
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return { message: `the entry "${name}" has an absolute path`, limit: 'entry name' };
  const segments = name.split('/').filter((s, i, all) => s !== '' || i < all.length - 1);
  if (segments.some((s) => s === '..' || s === '.')) return { message: `the entry "${name}" points outside its folder (..)`, limit: 'entry name' };
  if (segments.length > maxDepth) return { message: `the entry "${name.slice(0, 120)}" is nested deeper than ${maxDepth} folders (ZIP_MAX_DEPTH)`, limit: 'ZIP_MAX_DEPTH' };
  return null;
}

/**
 * Parses and checks an archive's directory; inflates nothing. The directory is first read as the
 * format stores it (central-directory.ts): entry count, duplicate names, zip64 and over-limit sizes
 * are refused there, before jszip reads anything. Throws {@link ZipRefusal}.
 */
export async function openArchive(bytes: Uint8Array, limits: ZipLimits, notZipMessage: string): Promise<CheckedArchive> {
  if (!looksLikeZip(bytes)) throw new ZipRefusal(notZipMessage, 'zip signature');
  const scan = scanCentralDirectory(bytes);
  if (!scan.ok) throw new ZipRefusal(`${notZipMessage} (the archive is damaged or truncated: ${scan.message})`, 'zip structure');
  if (scan.entries.length > limits.maxEntries) {
    throw new ZipRefusal(`The archive holds ${scan.entries.length} entries; at most ${limits.maxEntries} are accepted (ZIP_MAX_ENTRIES).`, 'ZIP_MAX_ENTRIES');
  }
  const twice = duplicateName(scan.entries);
  if (twice !== null) throw new ZipRefusal(`The archive was refused: it holds two entries named "${twice.slice(0, 200)}".`, 'duplicate entry');
  const declaredOf = new Map<string, { declared: number; compressed: number }>();
  for (const e of scan.entries) {
    if (e.uncompressedSize === ZIP64_MARKER || e.compressedSize === ZIP64_MARKER) {
      throw new ZipRefusal(`The archive was refused: "${e.name.slice(0, 200)}" declares a size of 4 GiB or more (zip64), which is not accepted.`, 'zip64');
    }
    if (e.uncompressedSize > limits.maxFileBytes) {
      throw new ZipRefusal(`The archive was refused: "${e.name.slice(0, 200)}" unpacks to ${mb(e.uncompressedSize)}; one file may unpack to at most ${mb(limits.maxFileBytes)} (ZIP_MAX_FILE_BYTES).`, 'ZIP_MAX_FILE_BYTES');
    }
    declaredOf.set(e.name, { declared: e.uncompressedSize, compressed: e.compressedSize });
  }
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes, { createFolders: false, checkCRC32: false });
  } catch (error) {
    throw new ZipRefusal(`${notZipMessage} (the archive is damaged or truncated: ${error instanceof Error ? error.message : String(error)})`, 'zip structure');
  }
  const objects = Object.values(zip.files);
  // jszip keys entries by name: fewer objects than entries means two names became one.
  if (objects.length !== scan.entries.length) throw new ZipRefusal('The archive was refused: two of its entries have the same name.', 'duplicate entry');
  const files = new Map<string, ArchiveEntry>();
  let declaredTotal = 0;
  for (const object of objects) {
    // jszip resolves `..` in names and keeps what the archive said here: judge the original.
    const original = (object as JSZip.JSZipObject & { unsafeOriginalName?: string }).unsafeOriginalName ?? object.name;
    const bad = unsafeEntryName(original, limits.maxDepth) ?? (original === object.name ? null : unsafeEntryName(object.name, limits.maxDepth));
    if (bad) throw new ZipRefusal(`The archive was refused: ${bad.message}.`, bad.limit);
    const mode = typeof object.unixPermissions === 'number' ? object.unixPermissions : 0;
    if ((mode & S_IFMT) === S_IFLNK) throw new ZipRefusal(`The archive was refused: the entry "${original}" is a symbolic link.`, 'symlink');
    if (object.dir) continue;
    const data = (object as unknown as { _data?: { compressedSize?: number; uncompressedSize?: number } })._data;
    // The sizes as stored (unsigned; jszip's reading, which is signed, only for a name the scan decoded otherwise).
    const sizes = declaredOf.get(original) ?? declaredOf.get(object.name) ?? { declared: data?.uncompressedSize ?? -1, compressed: data?.compressedSize ?? -1 };
    const { declared, compressed } = sizes;
    if (declared < 0 || compressed < 0 || (data?.uncompressedSize ?? 0) < 0 || (data?.compressedSize ?? 0) < 0) {
      throw new ZipRefusal(`The archive was refused: "${original.slice(0, 200)}" declares a size that cannot be read (negative, or 2 GiB and more).`, 'zip size');
    }
    if (declared > limits.maxFileBytes) {
      throw new ZipRefusal(`The archive was refused: "${original}" unpacks to ${mb(declared)}; one file may unpack to at most ${mb(limits.maxFileBytes)} (ZIP_MAX_FILE_BYTES).`, 'ZIP_MAX_FILE_BYTES');
    }
    if (declared > RATIO_FLOOR_BYTES && declared > compressed * limits.maxRatio) {
      throw new ZipRefusal(`The archive was refused: "${original}" is compressed more than ${limits.maxRatio} to 1, like a zip bomb (ZIP_MAX_RATIO).`, 'ZIP_MAX_RATIO');
    }
    declaredTotal += declared;
    if (declaredTotal > limits.maxUncompressedBytes) {
      throw new ZipRefusal(`The archive was refused: it unpacks to more than ${mb(limits.maxUncompressedBytes)} (ZIP_MAX_UNCOMPRESSED_BYTES).`, 'ZIP_MAX_UNCOMPRESSED_BYTES');
    }
    const path = object.name;
    if (path.startsWith('__MACOSX/') || path.endsWith('/.DS_Store') || path === '.DS_Store') continue;
    files.set(path, { path, declaredBytes: declared, compressedBytes: compressed, object });
  }
  return { files, inflated: { bytes: 0 } };
}

/**
 * Inflates one entry, counting as it goes: past the per-file or the archive's total limit (or its
 * compression ratio) it stops at once, whatever the entry declared. Throws {@link ZipRefusal}.
 */
export function inflate(tally: InflateTally, entry: ArchiveEntry, limits: ZipLimits): Promise<Uint8Array> {
  const compressed = entry.compressedBytes;
  return new Promise<Uint8Array>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const stream = entry.object.nodeStream('nodebuffer') as NodeJS.ReadableStream & { destroy?: () => void };
    const stop = (error: Error) => {
      if (done) return;
      done = true;
      stream.removeAllListeners('data');
      stream.pause();
      reject(error);
    };
    stream.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      tally.bytes += chunk.length;
      if (size > limits.maxFileBytes) {
        return stop(new ZipRefusal(`The archive was refused: "${entry.path}" unpacks to more than ${mb(limits.maxFileBytes)} (ZIP_MAX_FILE_BYTES).`, 'ZIP_MAX_FILE_BYTES'));
      }
      if (size > RATIO_FLOOR_BYTES && size > compressed * limits.maxRatio) {
        return stop(new ZipRefusal(`The archive was refused: "${entry.path}" is compressed more than ${limits.maxRatio} to 1, like a zip bomb (ZIP_MAX_RATIO).`, 'ZIP_MAX_RATIO'));
      }
      if (tally.bytes > limits.maxUncompressedBytes) {
        return stop(new ZipRefusal(`The archive was refused: it unpacks to more than ${mb(limits.maxUncompressedBytes)} (ZIP_MAX_UNCOMPRESSED_BYTES).`, 'ZIP_MAX_UNCOMPRESSED_BYTES'));
      }
      chunks.push(chunk);
    });
    stream.on('error', (error: unknown) => stop(new ZipRefusal(`The archive was refused: "${entry.path}" is damaged (${error instanceof Error ? error.message : String(error)}).`, 'zip structure')));
    stream.on('end', () => {
      if (done) return;
      done = true;
      resolve(new Uint8Array(Buffer.concat(chunks)));
    });
  });
}
