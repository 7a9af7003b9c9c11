import { expect, it } from 'vitest';
import { forEachEngine } from '../../testing/test-db';
import { SEED_WORLDS } from '../../seeds/worlds/index';
import { listPublishedTemplates } from '../templates/template-repo';
import { loadSeedWorlds } from './load-seeds';

forEachEngine('seeded Worlds', ({ open }) => {
  it('load once as Published, three on the welcome screen, and never duplicate on later starts', async () => {
    const db = await open();
    expect(await loadSeedWorlds(db, new Date())).toBe(SEED_WORLDS.length);
    expect(await loadSeedWorlds(db, new Date())).toBe(0);
    const all = await listPublishedTemplates(db, { forWelcomeScreen: false });
    expect(all).toHaveLength(SEED_WORLDS.length);
    expect(await listPublishedTemplates(db, { forWelcomeScreen: true })).toHaveLength(3);
  });

  it('leave an edited seeded World alone on restart', async () => {
    const db = await open();
    await db.query(`update templates set title = 'Renamed by an admin' where seed_key = $1`, [SEED_WORLDS[0]!.seedKey]);
    await loadSeedWorlds(db, new Date());
    const [row] = await db.query<{ title: string }>('select title from templates where seed_key = $1', [SEED_WORLDS[0]!.seedKey]);
    expect(row?.title).toBe('Renamed by an admin');
  });
});
