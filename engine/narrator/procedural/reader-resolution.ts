import { cap, verbBase } from '../../language';
import { readerText } from './derive-material';

// An outcome's resolution as its player reads it in the ending (issue 28): a World's designer
// writes 'this player walks home' and 'Side A signs the lease'; the reader is 'you', and a side is
// yours or the other one. Without this the ending dropped those sentences as designer text, and
// the story ended without saying how its question came out.

/** 'walks' -> 'walk', 'has' -> 'have' after 'you'; a word that is no verb form stays. */
function agree(word: string): string {
  if (!/s$/i.test(word)) return word;
  const base = verbBase(word);
  return base && base !== word.toLowerCase() ? base : word;
}

/**
 * A resolution in the reader's words: sides named as yours and the other (alone, you are side A;
 * with others, the side first named is 'one side'), and 'this player' or 'the player' as you, the
 * verb after it agreeing. Then {@link readerText}'s cleaning.
 * @example resolutionForReader('The Survey seizes the press, and this player watches from behind a rope.', true) // 'The Survey seizes the press, and you watch from behind a rope.'
 */
export function resolutionForReader(text: string, solo: boolean): string {
  const first = /\bside b\b/i.exec(text) && (/\bside a\b/i.exec(text)?.index ?? Infinity) > (/\bside b\b/i.exec(text)?.index ?? Infinity) ? 'B' : 'A';
  const sideName = (label: string): string => (solo ? (label.toUpperCase() === 'A' ? 'your side' : 'the other side') : label.toUpperCase() === first ? 'one side' : 'the other side');
  const sided = text.replace(/\b(S|s)ide ([AB])\b/g, (_, s: string, label: string) => (s === 'S' ? cap(sideName(label)) : sideName(label)));
  const you = sided
    .replace(/\b(T|t)(?:his|he) player['’]s\b/g, (_, t: string) => (t === 'T' ? 'Your' : 'your'))
    .replace(/\b(T|t)(?:his|he) player\b(\s+)(\w+)/g, (_, t: string, sp: string, w: string) => `${t === 'T' ? 'You' : 'you'}${sp}${agree(w)}`)
    .replace(/\b(T|t)(?:his|he) player\b/g, (_, t: string) => (t === 'T' ? 'You' : 'you'));
  // 'their name' after 'you' in the same sentence is yours.
  const owned = you
    .split(/(?<=[.!?])\s+/)
    .map((s) => (/\byou\b/i.test(s) ? s.replace(/\btheir\b/g, 'your').replace(/\bthemselves\b/g, 'yourself') : s))
    .join(' ');
  return readerText(owned);
}
