/** The bounds of a zip import, from the configuration (README's table; safe defaults in `config.ts`). */
import type { Config } from '../config';

/** The most Worlds one collection import reads and stores (with ZIP_MAX_UNCOMPRESSED_BYTES, what it may store). */
export const COLLECTION_MAX_WORLDS = 1000;

/** What one imported archive may be and unpack to. */
export interface ZipLimits {
  maxUploadBytes: number;
  maxUncompressedBytes: number;
  maxFileBytes: number;
  maxEntries: number;
  maxRatio: number;
  maxDepth: number;
}

/** The limits a configuration sets. */
export function zipLimits(config: Pick<Config, 'ZIP_MAX_UPLOAD_BYTES' | 'ZIP_MAX_UNCOMPRESSED_BYTES' | 'ZIP_MAX_FILE_BYTES' | 'ZIP_MAX_ENTRIES' | 'ZIP_MAX_RATIO' | 'ZIP_MAX_DEPTH'>): ZipLimits {
  return {
    maxUploadBytes: config.ZIP_MAX_UPLOAD_BYTES,
    maxUncompressedBytes: config.ZIP_MAX_UNCOMPRESSED_BYTES,
    maxFileBytes: config.ZIP_MAX_FILE_BYTES,
    maxEntries: config.ZIP_MAX_ENTRIES,
    maxRatio: config.ZIP_MAX_RATIO,
    maxDepth: config.ZIP_MAX_DEPTH,
  };
}
