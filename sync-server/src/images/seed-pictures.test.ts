import { PLAYER_SLOTS, type Template } from '@schemas';
import { expect, it } from 'vitest';
import { forEachEngine } from '../../testing/test-db';
import { SEED_WORLDS } from '../../seeds/worlds/index';
import { loadSeedWorlds, seedTemplateId } from '../seeds/load-seeds';
import { findTemplate } from '../templates/template-repo';
import { findReadyImage } from './image-repo';
import { seedWorldPictures } from './seed-pictures';

// Issue 17 "seeded Worlds ship with pictures": a fresh install's Worlds have a cover, element
// pictures and portraits, stored and referenced like editor-made ones; later starts change nothing.
forEachEngine('seeded Worlds\' pictures', ({ open }) => {
  it('paints a cover, every element\'s picture and every identity\'s portrait on first start, once', async () => {
    const db = await open();
    await loadSeedWorlds(db, new Date());
    expect(await seedWorldPictures(db)).toBe(SEED_WORLDS.length);
    for (const world of SEED_WORLDS) {
      const t = (await findTemplate(db, seedTemplateId(world.seedKey)))!.template;
      const refs = [
        t.coverImage,
        ...t.storyElements.filter((e) => e.appearance.trim()).map((e) => e.image),
        ...PLAYER_SLOTS.flatMap((slot) => (t[slot]?.possibleCharacterIdentities ?? []).filter((i) => i.appearance.trim()).map((i) => i.image)),
      ];
      expect(refs.length).toBeGreaterThan(4);
      for (const ref of refs) {
        expect(ref, world.seedKey).toMatchObject({ source: 'template', sourceId: t.id, fileType: 'svg', status: 'ready' });
        const stored = await findReadyImage(db, ref!);
        expect(stored?.mimeType).toBe('image/svg+xml');
        expect(stored!.contentHash.startsWith(ref!.version!)).toBe(true);
        expect(stored!.bytes.byteLength).toBeLessThan(30 * 1024);
      }
      expect(t.player1?.possibleCharacterIdentities[0]?.image?.id).toBe('player1_0');
    }
    // Idempotent: a second start paints nothing and changes no picture.
    const before = await db.query<{ n: number }>('select count(*)::int as n from images');
    expect(await seedWorldPictures(db)).toBe(0);
    expect(await db.query<{ n: number }>('select count(*)::int as n from images')).toEqual(before);
  });

  it('leaves a seeded World that is being co-authored to its editors', async () => {
    const db = await open();
    const id = seedTemplateId(SEED_WORLDS[0]!.seedKey);
    // As if the pictures were never made, but a co-authoring doc exists.
    const { template } = (await findTemplate(db, id))!;
    const { coverImage: _cover, ...bare } = template as Template & { coverImage?: unknown };
    await db.query('update templates set data = $2::jsonb where id = $1', [id, JSON.stringify(bare)]);
    await db.query(`insert into world_snapshots (template_id, snapshot, upto_seq) values ($1, $2, 0)`, [id, new Uint8Array([0, 0])]);
    expect(await seedWorldPictures(db)).toBe(0);
    expect((await findTemplate(db, id))!.template.coverImage ?? null).toBeNull();
  });
});
