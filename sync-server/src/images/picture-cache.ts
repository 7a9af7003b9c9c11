/**
 * A per-process memory of recently served pictures, keyed by path and version. A version is the
 * start of the content hash, so a hit is byte for byte what the database holds under that
 * version, whichever process wrote it; only versioned URLs (the ones the app asks for) use it.
 * Entries live a minute at most, so a deleted story's pictures stop being served soon, and the
 * whole memory stays under a byte budget, least recently used out first. An SVG is kept gzip'd
 * as well, so a hot picture is compressed once rather than on every request.
 */
import { gzipSync } from 'node:zlib';
import type { StoredImage } from './image-repo';

/** A remembered picture: the stored one and, for text pictures (SVG), its gzip'd bytes. */
export type RememberedPicture = { image: StoredImage; gzip: Uint8Array | null };

/** What a PictureCache is given. */
export type PictureCacheOptions = { maxBytes?: number; ttlMs?: number; now?: () => number };

/** See the file comment. */
export class PictureCache {
  private readonly entries = new Map<string, RememberedPicture & { at: number }>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor({ maxBytes = 32 * 1024 * 1024, ttlMs = 60_000, now = Date.now }: PictureCacheOptions = {}) {
    this.maxBytes = maxBytes;
    this.ttlMs = ttlMs;
    this.now = now;
  }

  /** The picture stored at `path` under `version`, if served here within the last minute. */
  get(path: string, version: string): RememberedPicture | null {
    const key = `${path}?${version}`;
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    if (this.now() - entry.at > this.ttlMs) {
      this.bytes -= sizeOf(entry);
      return null;
    }
    // Re-inserted: a Map iterates in insertion order, so the first entry is the least recently used.
    this.entries.set(key, entry);
    return entry;
  }

  /** Remembers a picture just read from the database under its path and version. */
  set(path: string, version: string, image: StoredImage): RememberedPicture {
    const entry = { image, gzip: image.fileType === 'svg' ? new Uint8Array(gzipSync(image.bytes)) : null, at: this.now() };
    if (sizeOf(entry) > this.maxBytes / 8) return entry;
    const key = `${path}?${version}`;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= sizeOf(old);
    }
    this.entries.set(key, entry);
    this.bytes += sizeOf(entry);
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= sizeOf(e);
    }
    return entry;
  }
}

function sizeOf(entry: RememberedPicture): number {
  return entry.image.bytes.byteLength + (entry.gzip?.byteLength ?? 0);
}
