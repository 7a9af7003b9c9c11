// Realistic example payloads for schema tests (hand-written once; engine/testing has seeded factories).
import type { TemplateInput } from '../template';

const identities = (names: [string, string, string]) =>
  names.map((name, i) => ({
    name,
    pronouns: i === 1 ? { personal: 'she', object: 'her', possessive: 'her', reflexive: 'herself' } : {},
    appearance: `${name} has ink-stained fingers and hums when nervous.`,
  }));

const backgrounds = [
  { title: 'Night-shift archivist', fluffTemplate: '{Name} knows every shelf; {personal} trusts paper more than people.', initialPlayerStatValues: [{ statId: 'player_nerve', value: 40 }] },
  { title: 'Disgraced cartographer', fluffTemplate: '{Name} drew a map that lied, and {personal} still pays for it.', initialPlayerStatValues: [{ statId: 'player_nerve', value: 60 }] },
  { title: 'Runaway apprentice', fluffTemplate: '{Name} left {possessive} master with one stolen book.', initialPlayerStatValues: [{ statId: 'player_nerve', value: 70 }] },
];

/** A small but complete two-player World. */
export function exampleTemplate(): TemplateInput {
  return {
    id: 'tpl_example',
    title: 'The Lantern Archive',
    teaser: 'A library that rearranges itself every night.',
    tags: ['Fiction', 'Mystery', 'Fantasy', 'Cozy'],
    gameMode: 'CooperativeCompetitive',
    playerCountMin: 1,
    playerCountMax: 2,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    publicationStatus: 'Published',
    guidelines: {
      world: 'An archive whose corridors move at midnight.',
      rules: ['Books cannot leave the archive.'],
      tone: ['Cozy', 'Curious'],
      conflicts: ['Who rearranges the shelves?'],
      decisions: ['Trust the catalogue or your instinct.'],
      typesOfThreads: ['Search', 'Negotiation', 'Chase', 'Puzzle', 'Confession', 'Heist'],
      switchAndThreadInstructions: [],
    },
    storyElements: [
      { id: 'head_librarian', name: 'Madame Oriel', role: 'character', facts: ['Never sleeps', 'Keeps a silver key', 'Hates dust'] },
    ],
    sharedOutcomes: [
      {
        id: 'archive_fate',
        question: 'Will the archive stay open?',
        possibleResolutions: { favorable: 'It thrives', mixed: 'It shrinks', unfavorable: 'It closes' },
      },
    ],
    statGroups: ['Character'],
    sharedStats: [{ id: 'shared_order', name: 'Order', group: 'Character', effectOnPoints: ['a', 'b', 'c'] }],
    playerStats: [
      { id: 'player_nerve', name: 'Nerve', type: 'percentage', group: 'Character', effectOnPoints: ['a', 'b', 'c'] },
      { id: 'player_notes', name: 'Notes', type: 'string[]', group: 'Character', partOfPlayerBackgrounds: false },
    ],
    player1: { outcomes: [], possibleCharacterIdentities: identities(['Ada', 'Bea', 'Cyr']), possibleCharacterBackgrounds: backgrounds },
    player2: { outcomes: [], possibleCharacterIdentities: identities(['Dov', 'Eli', 'Fen']), possibleCharacterBackgrounds: backgrounds },
  };
}
