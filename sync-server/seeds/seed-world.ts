import type { Pronouns, StoryCategory, TemplateInput } from '@schemas';

/**
 * A World shipped with the product: a template without its database identity and timestamps,
 * plus a stable `seedKey` (so seeding is idempotent) and the setup-wizard category it showcases.
 */
export type SeedWorld = Omit<TemplateInput, 'id' | 'createdAt' | 'updatedAt'> & {
  seedKey: string;
  category: StoryCategory;
};

/** Pronoun sets used by the seed identities (the editor's presets, spelled out). */
export const SHE: Pronouns = { personal: 'she', object: 'her', possessive: 'her', reflexive: 'herself' };
export const HE: Pronouns = { personal: 'he', object: 'him', possessive: 'his', reflexive: 'himself' };
export const THEY: Pronouns = { personal: 'they', object: 'them', possessive: 'their', reflexive: 'themselves' };
export const IT: Pronouns = { personal: 'it', object: 'it', possessive: 'its', reflexive: 'itself' };
