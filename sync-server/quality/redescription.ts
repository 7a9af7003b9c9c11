import { normalize, sentences, words, type Reading } from './text';

// Re-description: a character's full description at most once per story, later a short reference.

/** A described character: a name and its appearance text. */
export type Described = { name: string; appearance: string };

function windows(text: string, n: number): string[] {
  const w = words(text);
  const out: string[] = [];
  for (let i = 0; i + n <= w.length; i++) out.push(w.slice(i, i + n).join(' '));
  return out;
}

/**
 * How many beats of a reading repeat each character's description: a beat counts when it holds
 * eight consecutive words of the appearance's first sentence. Characters with short
 * descriptions (under eight words) are not counted.
 */
export function descriptionCounts(r: Reading, characters: readonly Described[]): { name: string; beats: number }[] {
  return characters.flatMap((c) => {
    const first = sentences(c.appearance)[0] ?? c.appearance;
    const keys = windows(first, 8);
    if (keys.length === 0) return [];
    const beats = r.beats.filter((b) => {
      const t = ` ${normalize(b.text)} `;
      return keys.some((k) => t.includes(` ${k} `));
    }).length;
    return [{ name: c.name, beats }];
  });
}
