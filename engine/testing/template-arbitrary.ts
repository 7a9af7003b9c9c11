/**
 * fast-check arbitraries of valid Worlds, built on the shapes of `schemas/template.ts` (tests only).
 * Prose is any printable Unicode; ids and bounded labels are short ASCII so the schema's length
 * limits (counted in UTF-16 units) hold.
 */
import {
  MAX_PLAYERS,
  PLAYER_SLOTS,
  PUBLICATION_STATUSES,
  STAT_TYPES,
  TEMPLATE_GAME_MODES,
  TURNS_MAX,
  TURNS_MIN,
  TURNS_STEP,
  templateSchema,
  type Template,
  type TemplateInput,
} from '@schemas';
import fc from 'fast-check';

const prose = fc.string({ unit: 'grapheme', maxLength: 40 });
const label = (max: number) => fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: max });
const id = (prefix = '') => fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789_'), minLength: 1, maxLength: 20 }).map((s) => prefix + s);
const proseList = (max = 4) => fc.array(prose, { maxLength: max });
const iso = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
/** JSON numbers survive a round trip; -0 does not (JSON and Yjs both write it as 0), so it is left out. */
const num = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 })).map((n) => (Object.is(n, -0) ? 0 : n));
const statValue = fc.oneof(num, prose, fc.array(prose, { maxLength: 3 }), fc.boolean());

const resolutions = fc.oneof(
  fc.record({ favorable: prose, mixed: prose, unfavorable: prose }),
  fc.record({ sideAWins: prose, mixed: prose, sideBWins: prose }),
  fc.record({ resolution1: prose, resolution2: prose, resolution3: prose }),
);

const outcome = fc.record({
  id: id('outcome_'),
  question: prose.filter((s) => s.length > 0),
  resonance: prose,
  possibleResolutions: resolutions,
  intendedNumberOfMilestones: fc.integer({ min: 1, max: 3 }),
  milestones: proseList(3),
});

const stat = (prefix: string) =>
  fc.record(
    {
      id: id(prefix),
      name: label(60),
      type: fc.constantFrom(...STAT_TYPES),
      group: label(20),
      possibleValues: prose,
      effectOnPoints: proseList(),
      optionsToSacrifice: prose,
      optionsToGainAsReward: prose,
      narrativeImplications: proseList(),
      adjustmentsAfterThreads: proseList(),
      canBeChangedInBeatResolutions: fc.boolean(),
      isVisible: fc.boolean(),
      partOfPlayerBackgrounds: fc.boolean(),
      initialValue: statValue,
      tooltip: prose,
    },
    { requiredKeys: ['id', 'name'] },
  );

const pronouns = fc.record({ personal: label(10), object: label(10), possessive: label(10), reflexive: label(10) });
const three = <T>(arb: fc.Arbitrary<T>) => fc.tuple(arb, arb, arb);
const playerOptions = fc.record({
  outcomes: fc.array(outcome, { maxLength: 2 }),
  possibleCharacterIdentities: three(fc.record({ name: label(40), pronouns, appearance: prose })),
  possibleCharacterBackgrounds: three(
    fc.record({
      title: label(60),
      fluffTemplate: prose,
      initialPlayerStatValues: fc.array(fc.record({ statId: id('player_'), value: statValue }), { maxLength: 3 }),
    }),
  ),
});

const turns = fc.integer({ min: TURNS_MIN / TURNS_STEP, max: TURNS_MAX / TURNS_STEP }).map((n) => n * TURNS_STEP);
const imageReference = fc.record({
  id: id('img_'),
  source: fc.constantFrom('template' as const, 'story' as const),
  sourceId: id(),
  subDirectory: fc.constantFrom('', 'covers'),
  fileType: fc.constantFrom('jpeg' as const, 'png' as const, 'webp' as const, 'svg' as const),
  status: fc.constantFrom('generating' as const, 'ready' as const, 'failed' as const),
  description: prose,
});

/** Any valid template input: bounds in order, one options block per slot up to the maximum, prefixed stat ids. */
export const templateInputArbitrary: fc.Arbitrary<TemplateInput> = fc
  .record(
    {
      id: id('tpl_'),
      title: label(80),
      teaser: prose,
      tags: fc.array(label(20), { maxLength: 5 }),
      gameMode: fc.constantFrom(...TEMPLATE_GAME_MODES),
      players: fc.tuple(fc.integer({ min: 1, max: MAX_PLAYERS }), fc.integer({ min: 1, max: MAX_PLAYERS })),
      turns: fc.tuple(turns, turns),
      difficultyLevels: fc.array(fc.record({ modifier: fc.integer({ min: -3, max: 2 }).map((m) => m * 10), title: label(30) }), { maxLength: 6 }),
      createdAt: iso,
      updatedAt: iso,
      publicationStatus: fc.constantFrom(...PUBLICATION_STATUSES),
      showOnWelcomeScreen: fc.boolean(),
      order: fc.integer({ min: -5, max: 5000 }),
      creatorId: fc.option(id('user_'), { nil: null }),
      creatorUsername: fc.option(label(30), { nil: null }),
      containsImages: fc.boolean(),
      coverImage: fc.option(imageReference, { nil: null }),
      imageInstructions: fc.record({
        visualStyle: prose,
        atmosphere: prose,
        colorPalette: prose,
        settingDetails: prose,
        characterStyle: prose,
        artInfluences: prose,
        coverPrompt: prose,
      }),
      guidelines: fc.record(
        {
          world: prose,
          rules: proseList(),
          tone: proseList(),
          conflicts: proseList(),
          decisions: proseList(),
          typesOfThreads: proseList(6),
          switchAndThreadInstructions: proseList(3),
        },
        { requiredKeys: [] },
      ),
      storyElements: fc.array(
        fc.record({ id: id('element_'), name: label(60), role: fc.constantFrom('character', 'location', 'item', ''), instructions: prose, appearance: prose, facts: proseList() }),
        { maxLength: 4 },
      ),
      sharedOutcomes: fc.array(outcome, { maxLength: 3 }),
      statGroups: fc.array(label(20), { maxLength: 3 }),
      sharedStats: fc.array(stat('shared_'), { maxLength: 3 }),
      playerStats: fc.array(stat('player_'), { maxLength: 3 }),
      characterSelectionIntroduction: fc.record({ title: prose, text: prose }, { requiredKeys: [] }),
      characterSelectionPlan: prose,
      extraSlots: fc.array(fc.boolean(), { minLength: MAX_PLAYERS, maxLength: MAX_PLAYERS }),
      slotOptions: fc.array(playerOptions, { minLength: MAX_PLAYERS, maxLength: MAX_PLAYERS }),
    },
    // Optional fields may be absent: the round trip must keep absent and null apart.
    { requiredKeys: ['id', 'title', 'createdAt', 'updatedAt', 'players', 'turns', 'extraSlots', 'slotOptions'] },
  )
  .map(({ players, turns: [t1, t2], extraSlots, slotOptions, ...rest }) => {
    const [min, max] = players[0] <= players[1] ? players : [players[1], players[0]];
    const input: Record<string, unknown> = { ...rest, playerCountMin: min, playerCountMax: max, maxTurnsMin: Math.min(t1, t2), maxTurnsMax: Math.max(t1, t2) };
    PLAYER_SLOTS.forEach((slot, i) => {
      if (i < max || extraSlots[i]) input[slot] = slotOptions[i];
    });
    return input as TemplateInput;
  });

/** Any valid template (parsed, every default applied). */
export const templateArbitrary: fc.Arbitrary<Template> = templateInputArbitrary.map((t) => templateSchema.parse(t));
