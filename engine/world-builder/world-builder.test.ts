import { templateSchema } from '@schemas';
import { describe, expect, it } from 'vitest';
import { findPacks } from '../packs/match';
import { buildSection, draftWorld } from './index';

const LEAF = 'A field trip inside a leaf where students learn how photosynthesis turns sunlight, water and carbon dioxide into sugar and oxygen';

describe('world builder (offline drafts from a prompt)', () => {
  it('[W1][W4] drafts a valid World about the prompt: title, place and outcomes speak of the leaf and photosynthesis, never the category slug', () => {
    const world = draftWorld({ prompt: LEAF, category: 'learn-something', playerCount: 1, maxTurns: 25 }, 'leaf-1');
    expect(templateSchema.safeParse(world).success).toBe(true);
    const visible = JSON.stringify([world.title, world.teaser, world.guidelines, world.storyElements, world.sharedOutcomes]);
    expect(visible).not.toMatch(/learn-something|undefined|\[object|\{[a-z]+\}/i);
    expect(world.title).toMatch(/leaf|photosynthesis/i);
    expect(world.storyElements.some((e) => /leaf/i.test(e.name))).toBe(true);
    // The learning goals drive the outcomes: their questions are about the subject, not 'the field trip inside'.
    const questions = [...world.sharedOutcomes.map((o) => o.question), ...(world.player1?.outcomes ?? []).map((o) => o.question)].join(' ');
    expect(questions).toMatch(/photosynthesis|leaf/i);
    expect(questions).not.toMatch(/field trip inside/i);
  });

  it('[W1] the same prompt and seed give the same World; another seed gives another cast (a prompt no topic pack fits)', () => {
    // A prompt a pack fits is told with the pack's own hand-written cast whatever the seed; one no pack fits is drafted, and the seed names its cast.
    const input = { prompt: 'a pirate crew robs a casino on Mars', category: 'enjoy-fiction' as const, playerCount: 3, maxTurns: 25 };
    expect(findPacks(input.prompt, input.category)).toEqual([]);
    const a = draftWorld(input, 'jupiter-1');
    expect(draftWorld(input, 'jupiter-1')).toEqual(a);
    const names = (w: typeof a): string[] => w.storyElements.map((e) => e.name);
    expect(names(draftWorld(input, 'jupiter-2'))).not.toEqual(names(a));
    // A place in the prompt stays a place, never a person.
    for (const e of a.storyElements.filter((x) => /mars/i.test(x.name))) expect(e.role).not.toBe('character');
  });

  it('a section rebuilt with feedback changes that section and stays valid when merged back', () => {
    const input = { prompt: LEAF, category: 'learn-something' as const, playerCount: 2, maxTurns: 20 };
    const world = draftWorld(input, 'leaf-2');
    const update = buildSection('storyElements', { input, seed: 'leaf-2', feedback: 'more about chlorophyll and stomata', template: world });
    expect(update.storyElements).toBeDefined();
    expect(JSON.stringify(update.storyElements)).toMatch(/chlorophyll|stomata/i);
    expect(templateSchema.safeParse({ ...world, ...update }).success).toBe(true);
  });
});
