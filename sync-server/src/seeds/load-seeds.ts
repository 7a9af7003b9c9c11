import type { Db } from '../db/db';
import { SEED_WORLDS } from '../../seeds/worlds/index';
import type { SeedWorld } from '../../seeds/seed-world';
import { createLogger } from '../util/log';
import { lockSeeding, parseTemplate, seededKeys } from '../templates/template-repo';
import { createWorld } from '../templates/world-store';

const log = createLogger('seeds');

/** The template id of a seeded World: stable, so links to it survive reinstalls. */
export function seedTemplateId(seedKey: string): string {
  return `world_${seedKey}`;
}

/**
 * Loads the seeded Worlds as Published templates on first start. A World whose seed key is
 * already present is left alone (an admin may have edited it), so restarts never duplicate.
 */
export async function loadSeedWorlds(db: Db, now: Date, worlds: readonly SeedWorld[] = SEED_WORLDS): Promise<number> {
  let added = 0;
  await db.transaction(async (tx) => {
    await lockSeeding(tx);
    const existing = await seededKeys(tx);
    for (const world of worlds) {
      if (existing.has(world.seedKey)) continue;
      const { seedKey, category: _category, ...input } = world;
      const iso = now.toISOString();
      const template = parseTemplate({ ...input, id: seedTemplateId(seedKey), createdAt: iso, updatedAt: iso });
      await createWorld(tx, template, { seedKey });
      added += 1;
    }
  });
  if (added > 0) log.info(`loaded ${added} seeded World(s)`);
  return added;
}
