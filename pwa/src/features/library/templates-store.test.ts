import 'fake-indexeddb/auto';
import { templateMetadataSchema } from '@schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeWorld } from '../../../../engine/testing/index';
import { LocalDb } from '../../shared/local-db/local-db';
import { readFullTemplate, readTemplateList, saveFullTemplate, saveTemplateList } from './templates-store';

let db: LocalDb;
let n = 0;
beforeEach(async () => {
  n += 1;
  db = new LocalDb(`templates-store-test-${n}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const world = (id: string, updatedAt = '2026-11-02T10:00:00.000Z') => makeWorld(id, { id, title: `World ${id}`, updatedAt });
const card = (id: string, updatedAt?: string) => templateMetadataSchema.parse(world(id, updatedAt));

describe('templates on the device (offline library and configurator)', () => {
  it('has no list before the first fetch', async () => {
    expect(await readTemplateList('published', db)).toBeNull();
  });

  it('reads a saved list back in server order', async () => {
    await saveTemplateList('published', [card('b'), card('a')], db);
    expect((await readTemplateList('published', db))?.map((t) => t.id)).toEqual(['b', 'a']);
    await saveTemplateList('published', [card('a')], db);
    expect((await readTemplateList('published', db))?.map((t) => t.id)).toEqual(['a']);
  });

  it('keeps a saved full World when the list refreshes with the same version, and drops it when the World changed', async () => {
    await saveFullTemplate(world('a'), db);
    await saveTemplateList('published', [card('a')], db);
    expect((await readFullTemplate('a', db))?.title).toBe('World a');
    await saveTemplateList('published', [card('a', '2026-11-09T10:00:00.000Z')], db);
    expect(await readFullTemplate('a', db)).toBeNull();
  });
});
