// The pictures of the library's Worlds kept on this device for offline play (issue 27), within a
// budget the library states: every cover first (the cards show them), then each World's portraits
// (character selection), then its elements. They live in the Cache Storage cache `world-pictures`,
// which the service worker reads when its own image cache misses (vite.config.ts); the manifest
// (URL, World, bytes) is the Dexie table `keptPictures`.
import type { ImageReference, Template } from '@schemas';
import { PLAYER_SLOTS } from '@schemas';
import { imageUrl } from '../../../shared/api/image-url';
import type { KeptPictureRow } from '../../../shared/local-db/local-db';

/** The Cache Storage cache the pictures are kept in (the service worker reads it too). */
export const WORLD_PICTURES_CACHE = 'world-pictures';
/** The header that tells the service worker to leave a keeper's fetch alone (it is kept here, not in its own cache). */
export const KEEP_HEADER = 'x-taleforge-keep';

const MB = 1024 * 1024;
/** The most the library's pictures take on a device (stated on the library page). */
export const PICTURE_BUDGET_BYTES = 50 * MB;

/** The budget on a device with `quota` bytes of storage: 50 MB, or a tenth of a small quota. */
export function pictureBudget(quota: number | undefined): number {
  return quota && quota > 0 ? Math.min(PICTURE_BUDGET_BYTES, Math.floor(quota / 10)) : PICTURE_BUDGET_BYTES;
}

/** A picture to keep: its URL and its World. */
export type WantedPicture = { url: string; templateId: string };

const ready = (ref: ImageReference | null | undefined): ref is ImageReference => !!ref && ref.status === 'ready';

/** The ready pictures of the Worlds in the order they are kept: every cover, then each World's portraits and elements. */
export function picturesInOrder(worlds: readonly Template[]): WantedPicture[] {
  const out: WantedPicture[] = [];
  const add = (t: Template, ref: ImageReference | null | undefined) => ready(ref) && out.push({ url: imageUrl(ref), templateId: t.id });
  for (const t of worlds) add(t, t.coverImage);
  for (const t of worlds) {
    for (const slot of PLAYER_SLOTS) for (const identity of t[slot]?.possibleCharacterIdentities ?? []) add(t, identity.image);
    for (const element of t.storyElements) add(t, element.image);
  }
  const seen = new Set<string>();
  return out.filter((p) => !seen.has(p.url) && seen.add(p.url));
}

/** Where the kept pictures and their manifest live (Cache Storage and Dexie in the app). */
export interface PictureStore {
  kept(): Promise<KeptPictureRow[]>;
  /** Fetches a picture; null when it cannot be had now, or when it would take more than `maxBytes`. */
  fetch(url: string, maxBytes: number, signal?: AbortSignal): Promise<{ body: Blob; type: string } | null>;
  put(row: KeptPictureRow, body: Blob, type: string): Promise<void>;
  drop(urls: readonly string[]): Promise<void>;
}

/** What a keeping pass did. */
export type PicturePass = { kept: number; bytes: number; fetched: number; dropped: number; skipped: number };

/**
 * Keeps `wanted` (in its order) within `budget` bytes: a picture kept before stays while it fits,
 * one that no longer fits or is no longer wanted is dropped, a new one is fetched if it fits (one
 * that does not is skipped, and smaller ones after it are still tried).
 */
export async function keepPictures(wanted: readonly WantedPicture[], budget: number, store: PictureStore, now: () => number, signal?: AbortSignal): Promise<PicturePass> {
  const before = new Map((await store.kept()).map((r) => [r.url, r]));
  const pass: PicturePass = { kept: 0, bytes: 0, fetched: 0, dropped: 0, skipped: 0 };
  const drop: string[] = [];
  const wantedUrls = new Set(wanted.map((w) => w.url));
  for (const url of before.keys()) if (!wantedUrls.has(url)) drop.push(url);
  for (const picture of wanted) {
    if (signal?.aborted) break;
    const old = before.get(picture.url);
    if (old) {
      if (pass.bytes + old.bytes <= budget) {
        pass.bytes += old.bytes;
        pass.kept += 1;
      } else drop.push(old.url);
      continue;
    }
    const got = await store.fetch(picture.url, budget - pass.bytes, signal);
    if (!got || pass.bytes + got.body.size > budget) {
      pass.skipped += 1;
      continue;
    }
    await store.put({ url: picture.url, templateId: picture.templateId, bytes: got.body.size, keptAt: now() }, got.body, got.type);
    pass.bytes += got.body.size;
    pass.kept += 1;
    pass.fetched += 1;
  }
  if (drop.length) await store.drop(drop);
  pass.dropped = drop.length;
  return pass;
}
