import { describe, expect, it } from 'vitest';
import {
  DIFFICULTY_LEVELS,
  PLAYER_SLOTS,
  PRONOUN_PRESETS,
  STORY_CATEGORIES,
  TAG_CATEGORIES,
  outcomeShape,
  templateSchema,
  type Outcome,
  type PlayerOptions,
  type Stat,
  type StatValueValue,
  type Template,
} from '@schemas';
import type { SeedWorld } from './seed-world';
import { SEED_WORLDS } from './worlds/index';

const PLACEHOLDERS = ['name', 'personal', 'object', 'possessive', 'reflexive'];
const ALLOWED_PLACEHOLDERS = new Set([...PLACEHOLDERS, ...PLACEHOLDERS.map((p) => p[0]!.toUpperCase() + p.slice(1))]);
const WIZARD_CATEGORIES = STORY_CATEGORIES.filter((c) => c !== 'flexible');
/** The Category tag a World of each wizard category must carry (future-self Worlds may use any). */
const CATEGORY_TAG: Partial<Record<(typeof WIZARD_CATEGORIES)[number], string>> = {
  'enjoy-fiction': 'Fiction',
  'vent-about-reality': 'Satire',
  'pretend-to-be': 'Pretend to be',
  'read-with-kids': 'Kids',
  'learn-something': 'Learning',
};
/** Alternative titles the spec gives for the two hardest levels. */
const DIFFICULTY_ALIASES: Record<number, string[]> = { [-20]: ['Grim'], [-30]: ['Extreme'] };
/** Adverbs that may sit between a pronoun and its verb in a fluff text. */
const ADVERBS = new Set(['always', 'still', 'also', 'never', 'often', 'once', 'just', 'only', 'really', 'then', 'now', 'already', 'soon']);

/** A seed World as the server would store it: parsed by the real schema, defaults applied. */
function parse(world: SeedWorld): Template {
  const { seedKey, category: _category, ...template } = world;
  const now = '2025-01-01T00:00:00.000Z';
  return templateSchema.parse({ ...template, id: `seed-${seedKey}`, createdAt: now, updatedAt: now });
}

/** The player slots a World must fill, with their options. */
function slotsOf(t: Template): [string, PlayerOptions][] {
  return PLAYER_SLOTS.slice(0, t.playerCountMax).map((slot) => [slot, t[slot]!]);
}

/** Whether a stat value has the shape and range its stat type allows [T1]. */
function fitsType(stat: Stat, value: StatValueValue): boolean {
  switch (stat.type) {
    case 'percentage':
    case 'opposites':
    case 'number':
      return typeof value === 'number' && value >= 0 && value <= 100;
    case 'string':
      return typeof value === 'string';
    case 'string[]':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
  }
}

/** Problems with the verb after {personal}: a third-person singular verb breaks for they/them characters. */
function pronounAgreementProblems(fluff: string): string[] {
  const problems: string[] = [];
  for (const match of fluff.matchAll(/\{(?:personal|Personal)\}((?:\s+[A-Za-z']+){1,3})/g)) {
    const words = match[1]!.trim().split(/\s+/);
    const verb = words.find((w) => !ADVERBS.has(w.toLowerCase())) ?? '';
    const lower = verb.toLowerCase();
    if (['is', 'was', 'has', 'does', "isn't", "wasn't", "hasn't", "doesn't"].includes(lower) || (/s$/.test(lower) && !/ss$/.test(lower))) {
      problems.push(match[0]);
    }
  }
  return problems;
}

describe.each(SEED_WORLDS.map((w) => [w.title, w] as const))('seed World %s', (_title, world) => {
  const t = parse(world);
  const slots = slotsOf(t);
  const allStats = [...t.sharedStats, ...t.playerStats];

  it('parses with the template schema and is published', () => {
    expect(t.publicationStatus).toBe('Published');
    expect(world.seedKey).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has complete guidelines and image directions [W2]', () => {
    const paragraphs = t.guidelines.world.split(/\n\s*\n/).filter((p) => p.trim());
    expect(paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(paragraphs.length).toBeLessThanOrEqual(4);
    expect(t.guidelines.typesOfThreads.length).toBeGreaterThanOrEqual(6);
    expect(t.guidelines.typesOfThreads.length).toBeLessThanOrEqual(8);
    expect(t.guidelines.rules.length).toBeGreaterThanOrEqual(4);
    for (const list of [t.guidelines.tone, t.guidelines.conflicts, t.guidelines.decisions]) expect(list.length).toBeGreaterThanOrEqual(3);
    for (const [field, text] of Object.entries(t.imageInstructions)) expect(text.trim(), field).not.toBe('');
    expect(t.containsImages).toBe(false);
  });

  it('has at least six distinct story elements, each with three facts', () => {
    expect(t.storyElements.length).toBeGreaterThanOrEqual(6);
    expect(t.storyElements.length).toBeLessThanOrEqual(10);
    const ids = t.storyElements.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of t.storyElements) {
      expect(e.id, e.name).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(e.facts.length, e.name).toBeGreaterThanOrEqual(3);
      for (const field of [e.role, e.instructions, e.appearance]) expect(field.trim(), e.name).not.toBe('');
    }
  });

  it('gives every player at least three outcomes, with unique ids and fitting shapes', () => {
    const outcomes: Outcome[] = [...t.sharedOutcomes, ...slots.flatMap(([, o]) => o.outcomes)];
    const ids = outcomes.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(t.sharedOutcomes.length).toBeGreaterThanOrEqual(2);
    for (const [slot, options] of slots) {
      expect(t.sharedOutcomes.length + options.outcomes.length, slot).toBeGreaterThanOrEqual(3);
      expect(options.outcomes.length, slot).toBeGreaterThanOrEqual(1);
    }
    for (const o of outcomes) {
      expect(o.milestones, o.id).toEqual([]);
      const resolutions = Object.values(o.possibleResolutions) as string[];
      for (const r of resolutions) expect(r.trim(), o.id).not.toBe('');
    }
    const competitive = outcomes.filter((o) => outcomeShape(o.possibleResolutions) === 'competitive');
    if (t.gameMode === 'Cooperative') expect(competitive.map((o) => o.id)).toEqual([]);
    else expect(competitive.length).toBeGreaterThanOrEqual(1);
  });

  it('keeps stats within their groups, types and ranges [W2]', () => {
    expect(t.statGroups.length).toBeGreaterThanOrEqual(1);
    expect(t.statGroups.length).toBeLessThanOrEqual(3);
    expect(t.playerStats.length).toBeGreaterThanOrEqual(2);
    expect(t.playerStats.length).toBeLessThanOrEqual(5);
    expect(t.sharedStats.length).toBeLessThanOrEqual(3);
    const ids = allStats.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of allStats) {
      expect(t.statGroups, s.id).toContain(s.group);
      expect(s.effectOnPoints.length, s.id).toBeGreaterThanOrEqual(3);
      expect(s.narrativeImplications.length, s.id).toBeGreaterThanOrEqual(2);
      expect(s.tooltip.trim(), s.id).not.toBe('');
      expect(fitsType(s, s.initialValue), `${s.id} initial value`).toBe(true);
    }
  });

  it('fills exactly the slots up to playerCountMax with three identities and three backgrounds [W1]', () => {
    for (const slot of PLAYER_SLOTS.slice(t.playerCountMax)) expect(t[slot], slot).toBeUndefined();
    for (const [slot, options] of slots) {
      expect(options.possibleCharacterIdentities, slot).toHaveLength(3);
      expect(options.possibleCharacterBackgrounds, slot).toHaveLength(3);
    }
  });

  it('gives every identity a distinct name, a consistent pronoun set and an appearance', () => {
    const identities = slots.flatMap(([, o]) => o.possibleCharacterIdentities);
    const names = identities.map((i) => i.name);
    expect(new Set(names).size).toBe(names.length);
    const presets = Object.values(PRONOUN_PRESETS);
    for (const i of identities) {
      expect(presets, i.name).toContainEqual(i.pronouns);
      expect(i.appearance.length, i.name).toBeGreaterThan(60);
    }
    const titles = slots.flatMap(([, o]) => o.possibleCharacterBackgrounds.map((b) => b.title));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('gives every background a value for exactly the stats that are part of backgrounds', () => {
    const backgroundStats = t.playerStats.filter((s) => s.partOfPlayerBackgrounds);
    const expected = backgroundStats.map((s) => s.id).sort();
    for (const [slot, options] of slots) {
      for (const b of options.possibleCharacterBackgrounds) {
        const ids = b.initialPlayerStatValues.map((v) => v.statId);
        expect([...ids].sort(), `${slot} ${b.title}`).toEqual(expected);
        for (const v of b.initialPlayerStatValues) {
          const stat = backgroundStats.find((s) => s.id === v.statId)!;
          expect(fitsType(stat, v.value), `${slot} ${b.title} ${v.statId}`).toBe(true);
        }
      }
      // Backgrounds are a real choice: each starts the character somewhere different.
      const starts = options.possibleCharacterBackgrounds.map((b) => JSON.stringify(b.initialPlayerStatValues));
      expect(new Set(starts).size, slot).toBe(3);
    }
  });

  it('writes fluff that names the character, uses only known placeholders and reads for they/them', () => {
    for (const [slot, options] of slots) {
      for (const b of options.possibleCharacterBackgrounds) {
        const where = `${slot} ${b.title}`;
        const used = [...b.fluffTemplate.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!);
        expect(used.filter((p) => !ALLOWED_PLACEHOLDERS.has(p)), where).toEqual([]);
        expect(used.some((p) => p.toLowerCase() === 'name'), where).toBe(true);
        // A placeholder that opens a sentence must be the capitalised variant.
        const lowerAtStart = [...b.fluffTemplate.matchAll(/(?:^|[.!?]\s+)\{([a-z]+)\}/g)].map((m) => m[1]);
        expect(lowerAtStart, where).toEqual([]);
        expect(pronounAgreementProblems(b.fluffTemplate), where).toEqual([]);
      }
    }
  });

  it('tags itself from the library tag categories, with one Category tag', () => {
    const known = new Map<string, string>(Object.entries(TAG_CATEGORIES).flatMap(([cat, tags]) => tags.map((tag) => [tag, cat] as [string, string])));
    expect(t.tags.filter((tag) => !known.has(tag))).toEqual([]);
    const categoriesUsed = t.tags.map((tag) => known.get(tag));
    expect(categoriesUsed.filter((c) => c === 'Category')).toHaveLength(1);
    for (const cat of ['Genre', 'Setting', 'Tone']) expect(categoriesUsed, cat).toContain(cat);
    const expectedTag = CATEGORY_TAG[world.category as keyof typeof CATEGORY_TAG];
    if (expectedTag) expect(t.tags).toContain(expectedTag);
  });

  it('offers two to four difficulty levels with the spec titles [B2]', () => {
    expect(t.difficultyLevels.length).toBeGreaterThanOrEqual(2);
    expect(t.difficultyLevels.length).toBeLessThanOrEqual(4);
    const modifiers = t.difficultyLevels.map((l) => l.modifier);
    expect(new Set(modifiers).size).toBe(modifiers.length);
    for (const level of t.difficultyLevels) {
      const spec = DIFFICULTY_LEVELS.find((d) => d.modifier === level.modifier);
      expect([spec?.title, ...(DIFFICULTY_ALIASES[level.modifier] ?? [])], `modifier ${level.modifier}`).toContain(level.title);
    }
  });
});

describe('the seed World collection', () => {
  const parsed = SEED_WORLDS.map((w) => ({ world: w, t: parse(w) }));

  it('has one World per wizard category, in wizard order', () => {
    expect(SEED_WORLDS.map((w) => w.category)).toEqual(WIZARD_CATEGORIES);
  });

  it('has unique seed keys and titles', () => {
    expect(new Set(SEED_WORLDS.map((w) => w.seedKey)).size).toBe(SEED_WORLDS.length);
    expect(new Set(SEED_WORLDS.map((w) => w.title)).size).toBe(SEED_WORLDS.length);
  });

  it('has at least three Worlds playable by two, three and four players', () => {
    const groupWorlds = parsed.filter(({ t }) => t.playerCountMin <= 2 && t.playerCountMax >= 4);
    expect(groupWorlds.length).toBeGreaterThanOrEqual(3);
  });

  it('puts exactly three Worlds on the welcome screen, in positions 1 to 3', () => {
    const welcome = parsed.filter(({ t }) => t.showOnWelcomeScreen);
    expect(welcome.map(({ t }) => t.order).sort()).toEqual([1, 2, 3]);
    for (const { t } of parsed.filter(({ t }) => !t.showOnWelcomeScreen)) expect(t.order, t.title).toBeGreaterThan(3);
  });

  it('keeps the kids World shorter and gentler than the others', () => {
    const kids = parsed.find(({ world }) => world.category === 'read-with-kids')!.t;
    for (const { t } of parsed.filter(({ world }) => world.category !== 'read-with-kids')) {
      expect(kids.maxTurnsMax, t.title).toBeLessThan(t.maxTurnsMax);
    }
    expect(Math.min(...kids.difficultyLevels.map((l) => l.modifier))).toBeGreaterThanOrEqual(10);
  });
});
