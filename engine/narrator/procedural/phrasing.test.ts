// Phrasings a reader tripped over in whole stories of the bundled Worlds (each case is a sentence
// the narrator once wrote), so they do not come back.
import { describe, expect, it } from 'vitest';
import { quotable, quoteWithTag, sentencesOf } from '../../language';
import { resolutionChoice } from './plan-writers';
import { atmosphereLine, questionToAim, topicOf } from './world-read';

describe('phrasing', () => {
  it('a saying quoted inside a character’s words takes single quotes and no stray stop', () => {
    const line = quoteWithTag('{Fact}', 'Marjoram laughs').replace('{Fact}', quotable('Granny Thimble always says, "Lost is only the first half of found."'));
    expect(line).toBe('“Granny Thimble always says, ‘Lost is only the first half of found’,” Marjoram laughs.');
  });

  it('a sentence is not split inside a quotation, and still is between sentences', () => {
    expect(sentencesOf('Everything lands with a soft "bing-bong!" in a basket of wool. The Finders are small.')).toEqual([
      'Everything lands with a soft "bing-bong!" in a basket of wool.',
      'The Finders are small.',
    ]);
    expect(sentencesOf('She said, “Go!” Then she left.')).toEqual(['She said, “Go!”', 'Then she left.']);
  });

  it('an atmosphere is how a place feels, what it is, or follows its time', () => {
    expect(atmosphereLine('Damp, hushed and uncanny')).toBe('Everything here feels damp, hushed and uncanny.');
    expect(atmosphereLine('Golden-hour rush of steam, flame and salt spray')).toBe('The whole place is a golden-hour rush of steam, flame and salt spray.');
    expect(atmosphereLine('A cosy moonlit night: safe and warm')).toBe('The whole place is a cosy moonlit night: safe and warm.');
    expect(atmosphereLine('Bright summer fieldwork: glittering water')).toBe('The whole place is bright summer fieldwork: glittering water.');
    expect(atmosphereLine('From dusk to dawn: hushed and luminous')).toBe('From dusk to dawn, everything here feels hushed and luminous.');
  });

  it('a question about “your …” with an adverb before its verb becomes an aim, and its topic keeps the whole noun phrase', () => {
    const q = 'Will your perfect, rule-following application ever be rewarded, or will they finally break the rules?';
    expect(questionToAim(q, 1)).toBe('Find a way for your perfect, rule-following application to ever be rewarded');
    expect(questionToAim(q, 0)).toBe('Make sure your perfect, rule-following application can ever be rewarded');
    expect(topicOf(q)).toBe('your perfect, rule-following application');
  });

  it('a resolution that is a clause is chosen as one', () => {
    expect(resolutionChoice("They rewrite the rules with the tenants' association.", 2)).toBe("Go with your heart: they rewrite the rules with the tenants' association");
    expect(resolutionChoice('A friend to play with', 2)).toBe('Go for a friend to play with');
  });
});
