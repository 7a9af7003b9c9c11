/**
 * Checked uploads waiting for a confirmation (issue 32.4): a single import of a World older than or
 * the same as the one here asks first; the World read from the upload (template and checked
 * pictures) is kept here for a few minutes under a one-time token, so confirming imports it
 * without uploading or parsing the file again. In memory, per process: a token that has expired,
 * was used, belongs to someone else or was kept by another server process is simply unknown (the
 * app then sends the file again with `overwrite`).
 */
import { randomToken } from '../util/ids';
import type { ImportedWorld } from './import-result';

/** How long a checked upload waits for its confirmation. */
export const PENDING_IMPORT_TTL_MS = 5 * 60_000;
/** What all waiting uploads may hold together; the oldest go first past it. */
export const PENDING_IMPORT_MAX_BYTES = 256 * 1024 * 1024;

type Pending = { owner: string; world: ImportedWorld; bytes: number; expiresAt: number };

/** The waiting uploads of this process: one per account (a new one replaces it). */
export class PendingImports {
  private readonly byToken = new Map<string, Pending>();
  private readonly tokenOf = new Map<string, string>();
  private held = 0;

  constructor(
    private readonly options: { ttlMs?: number; maxBytes?: number; clock?: () => number } = {},
  ) {}

  private get now(): number {
    return (this.options.clock ?? Date.now)();
  }

  private drop(token: string): void {
    const p = this.byToken.get(token);
    if (!p) return;
    this.byToken.delete(token);
    if (this.tokenOf.get(p.owner) === token) this.tokenOf.delete(p.owner);
    this.held -= p.bytes;
  }

  /** Keeps a checked World for `owner`; answers its token and when it expires. */
  put(owner: string, world: ImportedWorld): { token: string; expiresAt: Date } {
    const now = this.now;
    for (const [token, p] of this.byToken) if (p.expiresAt <= now) this.drop(token);
    const earlier = this.tokenOf.get(owner);
    if (earlier) this.drop(earlier);
    const bytes = world.pictures.reduce((n, p) => n + p.picture.byteSize, 0) + JSON.stringify(world.template).length;
    const max = this.options.maxBytes ?? PENDING_IMPORT_MAX_BYTES;
    // Oldest first (a Map keeps insertion order).
    for (const token of this.byToken.keys()) {
      if (this.held + bytes <= max) break;
      this.drop(token);
    }
    const token = randomToken(32);
    const expiresAt = now + (this.options.ttlMs ?? PENDING_IMPORT_TTL_MS);
    this.byToken.set(token, { owner, world, bytes, expiresAt });
    this.tokenOf.set(owner, token);
    this.held += bytes;
    return { token, expiresAt: new Date(expiresAt) };
  }

  /** Takes (once) the World kept under `token` for `owner`; null when unknown, used, expired or someone else's. */
  take(owner: string, token: string): ImportedWorld | null {
    const p = this.byToken.get(token);
    if (!p || p.owner !== owner) return null;
    this.drop(token);
    return p.expiresAt > this.now ? p.world : null;
  }

  /** Uploads held and their bytes (tests, metrics). */
  get size(): { uploads: number; bytes: number } {
    return { uploads: this.byToken.size, bytes: this.held };
  }
}
