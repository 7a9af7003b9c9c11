import { templateSchema, type Template } from '@schemas';
import { SEED_WORLDS } from '../seeds/worlds/index';
import { seedTemplateId } from '../src/seeds/load-seeds';

const NOW = '2025-01-01T00:00:00.000Z';

/** A seeded World as the parsed template the server would store (fixed timestamps, for tests). */
export function seedTemplate(seedKey: string): Template {
  const world = SEED_WORLDS.find((w) => w.seedKey === seedKey);
  if (!world) throw new Error(`no seeded World ${seedKey}`);
  const { seedKey: _key, category: _category, ...input } = world;
  return templateSchema.parse({ ...input, id: seedTemplateId(seedKey), createdAt: NOW, updatedAt: NOW });
}
