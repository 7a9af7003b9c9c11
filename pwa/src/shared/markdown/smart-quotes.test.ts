import { describe, expect, it } from 'vitest';
import { smartQuotes } from './smart-quotes';

describe('smartQuotes', () => {
  it('curls double quotes, single quotes and apostrophes', () => {
    expect(smartQuotes(`Don't say "never".`)).toBe('Don’t say “never”.');
    expect(smartQuotes(`a 'foul copy, to be melted', the players' side`)).toBe('a ‘foul copy, to be melted’, the players’ side');
    expect(smartQuotes(`"Quoted" at the start\n- "in a list"`)).toBe('“Quoted” at the start\n- “in a list”');
    expect(smartQuotes(`([see "this"](/privacy))`)).toBe('([see “this”](/privacy))');
  });
});
