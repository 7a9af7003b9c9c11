// Templates on this device (ARCHITECTURE 'Offline (PWA)'): every list and World fetched is written
// to Dexie; screens render from here with useLiveQuery and refresh from the network.
import type { Template, TemplateMetadata } from '@schemas';
import { localDb, type LocalDb, type TemplateRow } from '../../shared/local-db/local-db';
import { metadataOf } from './templates-api';

/** Keys of the cached template lists. */
export type TemplateListKey = 'published' | 'welcome';

/** Stores a fetched list: its order under `key`, each template's card data (keeping a cached full World). */
export async function saveTemplateList(key: TemplateListKey, templates: readonly TemplateMetadata[], db: LocalDb = localDb): Promise<void> {
  const fetchedAt = Date.now();
  await db.transaction('rw', db.templates, db.templateLists, async () => {
    const existing = await db.templates.bulkGet(templates.map((t) => t.id));
    await db.templates.bulkPut(
      templates.map((metadata, i): TemplateRow => {
        const full = existing[i]?.full ?? null;
        // A cached World older than the new card data is stale: drop it rather than show old content.
        const fresh = full !== null && full.updatedAt === metadata.updatedAt ? full : null;
        return { id: metadata.id, metadata, full: fresh, fetchedAt };
      }),
    );
    await db.templateLists.put({ key, ids: templates.map((t) => t.id), fetchedAt });
  });
}

/** Stores a fetched full World (and its card data). */
export async function saveFullTemplate(template: Template, db: LocalDb = localDb): Promise<void> {
  await db.templates.put({ id: template.id, metadata: metadataOf(template), full: template, fetchedAt: Date.now() });
}

/** The cached list under `key` in server order, or null when this device never fetched it. */
export async function readTemplateList(key: TemplateListKey, db: LocalDb = localDb): Promise<TemplateMetadata[] | null> {
  const list = await db.templateLists.get(key);
  if (!list) return null;
  const rows = await db.templates.bulkGet(list.ids);
  return rows.filter((r): r is TemplateRow => r !== undefined).map((r) => r.metadata);
}

/** The cached full World, or null. */
export async function readFullTemplate(id: string, db: LocalDb = localDb): Promise<Template | null> {
  return (await db.templates.get(id))?.full ?? null;
}

/** What of a list this device holds for offline play: the ids with a full, current copy, and the bytes of kept pictures. */
export type OnDevice = { ids: ReadonlySet<string>; pictureBytes: number };

/** The listed Worlds (under `key`) whose full copy on this device is current, and what their kept pictures take. */
export async function readOnDevice(key: TemplateListKey, db: LocalDb = localDb): Promise<OnDevice> {
  const list = await db.templateLists.get(key);
  const rows = list ? await db.templates.bulkGet(list.ids) : [];
  const ids = new Set(rows.filter((r): r is TemplateRow => !!r?.full && r.full.updatedAt === r.metadata.updatedAt).map((r) => r.id));
  let pictureBytes = 0;
  await db.keptPictures.each((p) => {
    pictureBytes += p.bytes;
  });
  return { ids, pictureBytes };
}
