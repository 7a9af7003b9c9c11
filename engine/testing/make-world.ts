import { PLAYER_SLOTS, PRONOUN_PRESETS, templateSchema, type Template, type TemplateInput } from '@schemas';
import { createRng } from '../core/rng';
import { WORLD_PACKS, type WorldPack } from './world-packs';

/** Options of makeWorld: any template field, plus which pack to use. */
export type MakeWorldOverrides = Partial<TemplateInput> & { pack?: WorldPack['key'] };

/**
 * A valid, rich World (template) for 1 to 6 players, seeded: the same seed gives the same World.
 * Three hand-written settings; names, backgrounds and fact order vary with the seed.
 * @example makeWorld(7, { playerCountMax: 3, gameMode: 'Competitive' })
 */
export function makeWorld(seed: string | number, overrides: MakeWorldOverrides = {}): Template {
  const rng = createRng(`world|${seed}`);
  const { pack: packKey, ...rest } = overrides;
  const pack = packKey ? (WORLD_PACKS.find((p) => p.key === packKey) ?? (WORLD_PACKS[0] as WorldPack)) : rng.pick(WORLD_PACKS);
  const max = rest.playerCountMax ?? 6;
  const identities = rng.shuffle(pack.identities);
  const backgrounds = rng.shuffle(pack.backgrounds);
  const bgStats = (pack.template.playerStats ?? []).filter((s) => s.partOfPlayerBackgrounds !== false);
  const slots: Partial<Record<(typeof PLAYER_SLOTS)[number], NonNullable<TemplateInput['player1']>>> = {};
  PLAYER_SLOTS.slice(0, max).forEach((slot, i) => {
    slots[slot] = {
      outcomes: pack.playerOutcomes.map((o) => ({ ...o })),
      possibleCharacterIdentities: [0, 1, 2].map((k) => {
        const id = identities[(i * 3 + k) % identities.length] ?? { name: `Stranger ${i * 3 + k}`, pronouns: 'they/them' as const, appearance: '' };
        return { name: id.name, pronouns: { ...(PRONOUN_PRESETS[id.pronouns] ?? {}) }, appearance: id.appearance };
      }),
      possibleCharacterBackgrounds: [0, 1, 2].map((k) => {
        const b = backgrounds[(i + k * 2) % backgrounds.length] as WorldPack['backgrounds'][number];
        return {
          title: b.title,
          fluffTemplate: b.fluffTemplate,
          initialPlayerStatValues: bgStats.map((s) => ({ statId: s.id, value: b.values[s.id] ?? (typeof s.initialValue === 'number' ? s.initialValue : 50) })),
        };
      }),
    };
  });
  const elements = (pack.template.storyElements ?? []).map((e) => ({ ...e, facts: rng.shuffle(e.facts ?? []) }));
  return templateSchema.parse({
    ...pack.template,
    storyElements: elements,
    id: `world-${pack.key}-${String(seed).slice(0, 24)}`,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    publicationStatus: 'Published',
    playerCountMin: 1,
    playerCountMax: max,
    maxTurnsMin: 5,
    maxTurnsMax: 50,
    ...slots,
    ...rest,
  });
}

/** The keys of the hand-written World packs. */
export const WORLD_PACK_KEYS = WORLD_PACKS.map((p) => p.key);
