import fc from 'fast-check';
import { templateSchema, type Template, type TemplateInput } from '@schemas';
import { describe, expect, it } from 'vitest';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { sized } from '../../../schemas/testing/deep-checks';
import { playStory } from '../../testing/play-story';
import { checkNarratorOutput } from '../check-output';
import type { Narrator } from '../narrator';
import { createProceduralNarrator } from './procedural-narrator';

// The composer is the story's last resort (the fallback narrator): a beat it writes that breaks a
// beat rule stops the story with an EngineInvariantError. Whatever the World's size (the minimal
// example World, no places, no people, one element of each kind, elements with no look or facts),
// every beat it writes passes the rules the engine checks (engine/story/beat-rules.ts and
// check-output.ts), images on and off.

type ElementInput = NonNullable<TemplateInput['storyElements']>[number];

/** Elements of every kind, as an author might leave them: a name and a role, sometimes no more. */
const ELEMENTS: ElementInput[] = [
  { id: 'el_person', name: 'Madame Oriel', role: 'character', appearance: 'A tall woman with a silver key.', facts: ['Never sleeps'] },
  { id: 'el_place', name: 'The Reading Room', role: 'location', appearance: 'Green lamps over long tables.', facts: [] },
  { id: 'el_item', name: 'The Brass Key', role: 'item', facts: ['Opens the stacks'] },
  { id: 'el_faction', name: 'The Night Clerks', role: 'faction' },
  { id: 'el_event', name: 'The Midnight Shift', role: 'event' },
  { id: 'el_rumor', name: 'The Missing Folio', role: 'rumor', facts: ['Some say it was never written'] },
  { id: 'el_phenomenon', name: 'The Moving Fog', role: 'phenomenon' },
  { id: 'el_bare', name: 'Tom', role: '' },
];

/** A small World: the example World with some of the elements above (none at all, too). */
function smallWorld(elements: readonly ElementInput[]): Template {
  return templateSchema.parse({ ...exampleTemplate(), storyElements: [...elements] });
}

/** The procedural narrator, with every beat it writes checked by the engine's own rules. */
function checked(problems: string[]): Narrator {
  const inner = createProceduralNarrator();
  return {
    ...inner,
    writeBeat: async (req) => {
      const out = await inner.writeBeat(req);
      const v = checkNarratorOutput('writeBeat', out, req);
      if (!v.ok) problems.push(`${req.plan.beatId} (${req.plan.kind}, images ${req.context.story.generateImages ? 'on' : 'off'}): ${v.errors.join('; ')}`);
      return out;
    },
  };
}

async function problemsOf(world: Template, opts: { seed: string; players: number; maxTurns: number; images: boolean }): Promise<string[]> {
  const problems: string[] = [];
  try {
    await playStory({ seed: opts.seed, world, playerCount: opts.players, maxTurns: opts.maxTurns, gameMode: 'Cooperative', generateImages: opts.images, narrator: checked(problems) });
  } catch (e) {
    problems.push(e instanceof Error ? e.message : String(e));
  }
  return problems;
}

describe('the composer on small Worlds (issue 28)', () => {
  it.each([true, false])('the minimal example World, its element removed and one of each kind: every beat passes the beat rules (images %s)', async (images) => {
    const worlds: [string, Template][] = [
      ['exampleTemplate', templateSchema.parse(exampleTemplate())],
      ['no elements', smallWorld([])],
      ...ELEMENTS.map((e): [string, Template] => [`only ${e.id}`, smallWorld([e])]),
      ['no places', smallWorld(ELEMENTS.filter((e) => e.role !== 'location'))],
      ['no characters', smallWorld(ELEMENTS.filter((e) => e.role !== 'character' && e.id !== 'el_bare'))],
    ];
    for (const [name, world] of worlds) {
      const problems = await problemsOf(world, { seed: `small-${name}`, players: 1, maxTurns: 10, images });
      expect(problems, name).toEqual([]);
    }
  });

  it('two players of the example World with no elements, five turns: both threads of its one outcome end on one turn, and the story plays to its end', async () => {
    // Each player's thread on the shared outcome ends at turn 5: two milestones, each under its own key.
    for (const images of [false, true]) expect(await problemsOf(smallWorld([]), { seed: ' ', players: 2, maxTurns: 5, images })).toEqual([]);
  });

  it('any subset of the elements, any seed, one or two players, images on or off: every composed beat passes the beat rules', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(ELEMENTS, { maxLength: 4 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 1, max: 3 }).map((n) => n * 5),
        fc.boolean(),
        async (elements, seed, players, maxTurns, images) => {
          expect(await problemsOf(smallWorld(elements), { seed, players, maxTurns, images })).toEqual([]);
        },
      ),
      { numRuns: sized(12, 200) },
    );
  });
});
