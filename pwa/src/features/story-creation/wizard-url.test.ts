import { describe, expect, it } from 'vitest';
import { wizardFromParams, wizardToParams, withCategory, withPlayers } from './wizard-url';

const read = (query: string) => wizardFromParams(new URLSearchParams(query));

describe('wizard address -> state (spec 1 §2, §5)', () => {
  it('starts at step 1 with enjoy-fiction, one player, Cooperative, no images, Balanced, 25 turns', () => {
    const { state, turns, deepLink } = read('');
    expect(state).toEqual({
      step: 1,
      category: 'enjoy-fiction',
      players: 1,
      mode: 'Cooperative',
      images: false,
      prompt: '',
      difficulty: 0,
      fields: {},
    });
    expect(turns).toBe(25);
    expect(deepLink).toBe(false);
  });

  it.each(['0', '4', 'two', '2.5', ''])('falls back to step 1 for step=%s', (step) => {
    expect(read(`step=${step}`).state.step).toBe(1);
  });

  it('falls back to enjoy-fiction for an unknown category and keeps flexible (no card, still valid)', () => {
    expect(read('category=knitting').state.category).toBe('enjoy-fiction');
    expect(read('category=flexible').state.category).toBe('flexible');
  });

  it.each(['0', '7', '-1', 'three', '2.5'])('falls back to the default player count for players=%s', (players) => {
    expect(read(`players=${players}`).state.players).toBe(1);
  });

  it('keeps a known mode with several players, ignores an unknown one, and forces Cooperative for one player', () => {
    expect(read('players=3&mode=Competitive').state.mode).toBe('Competitive');
    expect(read('players=3&mode=Cooperative-Competitive').state.mode).toBe('Cooperative-Competitive');
    expect(read('players=3&mode=Chaos').state.mode).toBe('Cooperative');
    expect(read('players=1&mode=Competitive').state.mode).toBe('Cooperative');
  });

  it('reads images only as true, and difficulty only as a known modifier', () => {
    expect(read('images=true').state.images).toBe(true);
    expect(read('images=1').state.images).toBe(false);
    expect(read('difficulty=-20').state.difficulty).toBe(-20);
    expect(read('difficulty=-25').state.difficulty).toBe(0);
    expect(read('difficulty=').state.difficulty).toBe(0);
  });

  it("keeps only the category's own field_{key} values", () => {
    const { state } = read('category=learn-something&field_learningGoals=Fractions&field_targetAudience=Year%205&field_role=Pirate');
    expect(state.fields).toEqual({ learningGoals: 'Fractions', targetAudience: 'Year 5' });
  });

  it('accepts a turns parameter only within 5-50 in steps of 5 [B1]', () => {
    expect(read('turns=5').turns).toBe(5);
    expect(read('turns=50').turns).toBe(50);
    expect(read('turns=7').turns).toBe(25);
    expect(read('turns=55').turns).toBe(25);
  });

  it("treats the home page's deep links as deep links (step 3, no difficulty)", () => {
    const future = read('step=3&category=see-your-future-self&players=1&images=true');
    expect(future.deepLink).toBe(true);
    expect(future.state).toMatchObject({ step: 3, category: 'see-your-future-self', players: 1, images: true });
    expect(read('step=3&category=learn-something&players=1&images=true').deepLink).toBe(true);
    // The wizard itself always writes a difficulty, so its own reloads are not deep links.
    expect(read('step=3&category=learn-something&difficulty=0').deepLink).toBe(false);
    expect(read('step=2&category=learn-something').deepLink).toBe(false);
  });
});

describe('wizard state -> address', () => {
  it('round-trips every parameter', () => {
    const query =
      'step=3&category=pretend-to-be&players=3&mode=Competitive&images=true&prompt=A+heist&difficulty=-10&field_role=Chef&field_aspects=Pressure&turns=10';
    const address = read(query);
    expect(wizardFromParams(wizardToParams(address))).toEqual(address);
    expect(wizardToParams(address).toString()).toBe(query);
  });

  it('leaves out what is empty or default: mode for one player, images off, empty prompt and fields, 25 turns', () => {
    expect(wizardToParams(read('category=vent-about-reality&field_frustration=')).toString()).toBe(
      'step=1&category=vent-about-reality&players=1&difficulty=0',
    );
  });

  it('keeps a deep link a deep link: no difficulty is written', () => {
    const address = read('step=3&category=see-your-future-self&players=1&images=true');
    const written = wizardToParams(address);
    expect(written.has('difficulty')).toBe(false);
    expect(wizardFromParams(written).deepLink).toBe(true);
  });
});

describe('wizard changes (spec 1 §4)', () => {
  const base = read('step=3&category=pretend-to-be&players=3&mode=Competitive&prompt=A+heist&field_role=Chef').state;

  it('changing category clears its fields and the prompt; choosing the same one keeps them', () => {
    expect(withCategory(base, 'read-with-kids')).toMatchObject({ category: 'read-with-kids', fields: {}, prompt: '' });
    expect(withCategory(base, 'pretend-to-be')).toBe(base);
  });

  it('changing players to 1 resets the mode to Cooperative; the count stays within 1-6', () => {
    expect(withPlayers(base, 1)).toMatchObject({ players: 1, mode: 'Cooperative' });
    expect(withPlayers(base, 4)).toMatchObject({ players: 4, mode: 'Competitive' });
    expect(withPlayers(base, 9).players).toBe(6);
    expect(withPlayers(base, 0)).toMatchObject({ players: 1, mode: 'Cooperative' });
  });
});

describe("'Generate images for this story' by default (issue 27: on with the offline illustrator, off with a paid image model)", () => {
  it('is on without an images parameter when images are on by default, and off only by images=false', () => {
    expect(wizardFromParams(new URLSearchParams('step=2'), true).state.images).toBe(true);
    expect(wizardFromParams(new URLSearchParams('step=2&images=false'), true).state.images).toBe(false);
    expect(wizardFromParams(new URLSearchParams('step=2'), false).state.images).toBe(false);
    expect(wizardFromParams(new URLSearchParams('step=2&images=true'), false).state.images).toBe(true);
  });

  it('writes images=true when on and images=false only when off against the default', () => {
    const on = wizardFromParams(new URLSearchParams('step=2'), true);
    expect(wizardToParams(on, true).get('images')).toBe('true');
    const off = { ...on, state: { ...on.state, images: false } };
    expect(wizardToParams(off, true).get('images')).toBe('false');
    expect(wizardToParams(off, false).has('images')).toBe(false);
    expect(wizardFromParams(wizardToParams(off, true), true)).toEqual(off);
  });
});
