// Every World the library lists is kept on this device, so any of them starts offline (issue 27,
// ARCHITECTURE 'Offline (PWA)'): the published list, each listed World's full copy (fetched when
// missing or older than the list says) and their pictures within the budget. Runs in the
// background, started by the app on start and on reconnect, one pass at a time.
import type { Template } from '@schemas';
import { isApiError } from '../../../shared/api/api-error';
import { localDb, type KeptPictureRow, type LocalDb } from '../../../shared/local-db/local-db';
import { fetchPublishedTemplates } from '../published-templates';
import { fetchFullTemplate } from '../templates-api';
import { saveFullTemplate, saveTemplateList } from '../templates-store';
import { KEEP_HEADER, keepPictures, pictureBudget, picturesInOrder, WORLD_PICTURES_CACHE, type PicturePass, type PictureStore } from './world-pictures-keeper';

/** What one pass did. */
export type KeeperPass = { listed: number; onDevice: number; fetched: number; failed: number; pictures: PicturePass | null };

/** A list fetched this recently (by the library page itself) is not fetched again. */
const LIST_FRESH_MS = 60_000;

/** The pictures in Cache Storage, their manifest in Dexie. */
export function browserPictureStore(db: LocalDb = localDb): PictureStore {
  return {
    kept: () => db.keptPictures.toArray(),
    async fetch(url, maxBytes, signal) {
      try {
        const res = await fetch(url, { headers: { [KEEP_HEADER]: '1' }, credentials: 'same-origin', ...(signal ? { signal } : {}) });
        if (!res.ok) return null;
        const length = Number(res.headers.get('content-length') ?? NaN);
        if (Number.isFinite(length) && length > maxBytes) {
          await res.body?.cancel();
          return null;
        }
        return { body: await res.blob(), type: res.headers.get('content-type') ?? 'application/octet-stream' };
      } catch {
        return null;
      }
    },
    async put(row: KeptPictureRow, body, type) {
      const cache = await caches.open(WORLD_PICTURES_CACHE);
      await cache.put(row.url, new Response(body, { headers: { 'content-type': type, 'content-length': String(body.size) } }));
      await db.keptPictures.put(row);
    },
    async drop(urls) {
      const cache = await caches.open(WORLD_PICTURES_CACHE);
      await Promise.all(urls.map((u) => cache.delete(u)));
      await db.keptPictures.bulkDelete([...urls]);
    },
  };
}

/** The picture budget of this device (a tenth of a small storage quota, at most 50 MB). */
export async function devicePictureBudget(): Promise<number> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return pictureBudget(estimate?.quota);
}

async function listedIds(db: LocalDb, signal: AbortSignal | undefined): Promise<string[]> {
  const list = await db.templateLists.get('published');
  if (list && Date.now() - list.fetchedAt < LIST_FRESH_MS) return list.ids;
  const templates = await fetchPublishedTemplates({ signal });
  await saveTemplateList('published', templates, db);
  return templates.map((t) => t.id);
}

/**
 * One pass: the list, the full copy of each listed World that is missing or stale, then the
 * pictures. Connectivity failures end it quietly (it runs again on reconnect); a World the
 * server refuses is counted as failed and tried again next time.
 */
export async function keepLibraryWorlds(options: { db?: LocalDb; signal?: AbortSignal; budget?: number; pictures?: PictureStore } = {}): Promise<KeeperPass> {
  const db = options.db ?? localDb;
  const { signal } = options;
  const ids = await listedIds(db, signal);
  const rows = await db.templates.bulkGet(ids);
  const worlds: Template[] = [];
  let fetched = 0;
  let failed = 0;
  for (const [i, id] of ids.entries()) {
    if (signal?.aborted) break;
    const row = rows[i];
    if (row?.full && row.full.updatedAt === row.metadata.updatedAt) {
      worlds.push(row.full);
      continue;
    }
    try {
      const full = await fetchFullTemplate(id, signal);
      await saveFullTemplate(full, db);
      worlds.push(full);
      fetched += 1;
    } catch (error) {
      if (isApiError(error) && (error.isConnectivity || error.kind === 'aborted')) break;
      console.error('[keepLibraryWorlds]', id, error);
      failed += 1;
    }
  }
  const canKeepPictures = typeof caches !== 'undefined' || options.pictures !== undefined;
  const pictures =
    canKeepPictures && !signal?.aborted
      ? await keepPictures(picturesInOrder(worlds), options.budget ?? (await devicePictureBudget()), options.pictures ?? browserPictureStore(db), Date.now, signal)
      : null;
  return { listed: ids.length, onDevice: worlds.length, fetched, failed, pictures };
}

let running: Promise<KeeperPass | null> | null = null;

/** Starts a pass unless one is running or the device is offline; never rejects (failures are logged). */
export function startKeepingWorlds(): Promise<KeeperPass | null> {
  if (running) return running;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return Promise.resolve(null);
  running = keepLibraryWorlds()
    .catch((error: unknown) => {
      if (!(isApiError(error) && error.isConnectivity)) console.error('[startKeepingWorlds]', error);
      return null;
    })
    .finally(() => {
      running = null;
    });
  return running;
}
