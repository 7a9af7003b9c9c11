import { describe, expect, it } from 'vitest';
import { nounPhraseProblem } from './noun-phrase';

describe('nounPhraseProblem', () => {
  it.each([
    'the lost moon',
    'a shy hedgehog',
    'the Shrinking Lens',
    'the big autumn leaf-jumping contest',
    'Juniper the Robot',
    'the Silly Mix-Up',
    'a frozen moon of Jupiter',
    'fear of the dark',
    'the dark',
    'the water cycle',
    'the garden at dusk',
    'Mount Vesuvius',
    'a night-light shaped like a star',
    'stepping stones slippery with moss',
    'clouds',
  ])('"%s" is a noun phrase', (name) => {
    expect(nounPhraseProblem(name)).toBeNull();
  });

  // Names the readers of issue 28 met, made of verb phrases, adjectives and clauses.
  it.each([
    ['help the full', /verb/],
    ['the full', /adjective/],
    ['the Vesuvius Erupts', /clause|verb/],
    ['Work out how photosynthesis turns', /verb/],
    ['the night is full of friends', /clause/],
    ['Hollin Farm and Gideon Hale', /two names/],
    ['Bravely', /verb|adverb/],
    ['the Mistake to Fix', /infinitive/],
    ['Find the Lost Moon', /verb/],
    ['the Robot Is Afraid', /clause/],
  ])('"%s" is not a noun phrase', (name, why) => {
    expect(nounPhraseProblem(name)).toMatch(why);
  });

  it('a description may hold a relative clause; a name may not', () => {
    expect(nounPhraseProblem('a sheep that will not move off the path', false)).toBeNull();
    expect(nounPhraseProblem('a sheep that will not move off the path')).toMatch(/clause/);
  });
});
