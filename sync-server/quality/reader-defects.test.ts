import { describe, expect, it } from 'vitest';
import { measureStory } from './measure';
import { fillerLoop, nameTwice, smellOfThing, successDenied } from './reader-defects';
import { qualityStories } from './story-set';

// The reader panel's quotes (panel-results.md, issue 28) are what these counters must find.

describe('counters of the defects readers quoted (issue 28)', () => {
  it('find each quoted defect, and pass the same idea written well', () => {
    expect(nameTwice('You ask Fig the Tortoise for help with the Fig the Tortoise at the Duck Pond.', ['Fig the Tortoise', 'Granny Thimble'])).toBe('Fig the Tortoise');
    expect(nameTwice('You ask Fig the Tortoise what to do.', ['Fig the Tortoise'])).toBeNull();
    // Speech may name someone twice.
    expect(nameTwice('“Fig the Tortoise! Fig the Tortoise!” you call.', ['Fig the Tortoise'])).toBeNull();

    expect(smellOfThing('It smells of a little puff of smoke.')).toBe('smells of a little puff of smoke');
    expect(smellOfThing('It smells of warm bread rolls.')).toBeNull();
    expect(smellOfThing('There is the smell of a scorched coat sleeve.')).toBeNull();

    expect(fillerLoop('There is still the problem: how to keep your thought alive through the interruption.\n\nWhat else could you try, to keep your thought alive through the interruption?')).toMatch(/^There is still the problem/);
    expect(fillerLoop('Jade floats past.\n\nWhat else could you try, to keep your thought alive through the interruption?')).toBeNull();

    expect(successDenied('You try again: you ask Mo. This time it works.\n\nYou still need to find out what is going on at the Playground.')).toMatch(/^You still need to/);
    expect(successDenied('This time it works.\n\nNext comes the big jump.')).toBeNull();
  });

  it('the bundled Worlds whose stories had them read without them now (and without unresolved endings)', { timeout: 120_000 }, async () => {
    const ids = ['the-finders-of-button-hill/1p', 'deceptively-spacious/1p', 'the-ten-year-orchard/1p'];
    for (const q of qualityStories().filter((s) => ids.includes(s.id))) {
      const m = await measureStory(q);
      expect({ id: q.id, grammar: m.grammar, pacing: m.pacing }).toEqual({ id: q.id, grammar: [], pacing: [] });
    }
  });
});
