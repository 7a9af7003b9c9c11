import { iterateTemplateResponseSchema, type ImageReference } from '@schemas';
import { describe, expect, it } from 'vitest';
import { makeWorld } from '../testing/make-world';
import { chosenSectionsOnly, isEmptyProposal, keepPictures } from './iteration-proposal';

const picture = (id: string): ImageReference => ({ id, source: 'template', sourceId: 'tpl_1', subDirectory: '', fileType: 'svg', status: 'ready', description: '', version: 'v1' });

describe('an AI iteration proposal (spec 2 §4 AI iteration, issue 27)', () => {
  it('keeps only the chosen sections\' keys', () => {
    const world = makeWorld(1);
    const update = { guidelines: world.guidelines, storyElements: [], statGroups: ['x'], player1: world.player1 };
    expect(Object.keys(chosenSectionsOnly(update, ['guidelines']))).toEqual(['guidelines']);
    expect(Object.keys(chosenSectionsOnly(update, ['stats', 'players'])).sort()).toEqual(['player1', 'statGroups']);
  });

  it('a section answered with nothing in it (empty lists, blank texts) is an empty proposal', () => {
    const empty = iterateTemplateResponseSchema.parse({ templateUpdate: { storyElements: [], guidelines: { world: ' ', rules: [] } } }).templateUpdate;
    expect(isEmptyProposal('storyElements', empty)).toBe(true);
    expect(isEmptyProposal('guidelines', empty)).toBe(true);
    expect(isEmptyProposal('media', empty)).toBe(true);
    expect(isEmptyProposal('guidelines', { guidelines: { world: 'A harbour town.' } })).toBe(false);
  });

  it('the answer schema fills in no section the answer left out (a guidelines answer is only guidelines)', () => {
    const world = makeWorld(2);
    const { templateUpdate } = iterateTemplateResponseSchema.parse({ templateUpdate: { guidelines: world.guidelines } });
    expect(Object.keys(templateUpdate)).toEqual(['guidelines']);
    expect(() => iterateTemplateResponseSchema.parse({ templateUpdate: { storyElements: [{ id: '' }] } })).toThrow();
  });

  it('an element the proposal keeps (same id) keeps its picture; a portrait stays with the same person', () => {
    const world = makeWorld(3, { playerCountMax: 1, playerCountMin: 1 });
    const [first, second] = world.storyElements;
    const withPictures = {
      ...world,
      storyElements: world.storyElements.map((e, i) => (i === 0 ? { ...e, image: picture(`elements/${e.id}`) } : e)),
      player1: { ...world.player1!, possibleCharacterIdentities: world.player1!.possibleCharacterIdentities.map((p, i) => (i === 0 ? { ...p, image: picture('players/player1_0') } : p)) },
    };
    const proposal = {
      storyElements: [{ ...first!, role: 'rewritten', image: undefined }, second!],
      player1: { ...world.player1!, possibleCharacterIdentities: world.player1!.possibleCharacterIdentities.map((p, i) => (i === 0 ? { ...p, appearance: 'taller' } : p)) },
    };
    const kept = keepPictures(proposal, withPictures);
    expect(kept.storyElements[0]).toMatchObject({ role: 'rewritten', image: picture(`elements/${first!.id}`) });
    expect(kept.storyElements[1]!.image).toBeUndefined();
    expect(kept.player1.possibleCharacterIdentities[0]).toMatchObject({ appearance: 'taller', image: picture('players/player1_0') });
    // Another person at that place does not inherit the portrait.
    const renamed = { player1: { ...world.player1!, possibleCharacterIdentities: world.player1!.possibleCharacterIdentities.map((p, i) => (i === 0 ? { ...p, name: 'Someone Else' } : p)) } };
    expect(keepPictures(renamed, withPictures).player1.possibleCharacterIdentities[0]!.image).toBeUndefined();
  });
});
