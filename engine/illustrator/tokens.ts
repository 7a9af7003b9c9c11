// Words of a text, lower-cased, with where each sits: the readers work on these.

/** One word: its text, its index, and whether it was written as a possessive ("team's"). */
export type Token = { w: string; i: number; possessive: boolean; clauseEnd: boolean; sentenceEnd: boolean };

/** Texts are read up to this many characters: enough for any prompt, bounded for 10 KB inputs. */
export const READ_LIMIT = 4000;

/**
 * The words of a text. Hyphens split words ("honey-yellow" is two); a comma, colon, semicolon or
 * full stop after a word marks the end of a clause.
 */
export function tokenize(text: string): Token[] {
  const src = text.slice(0, READ_LIMIT).toLowerCase().replace(/hi-?vis\b/g, 'hivis').replace(/[’‘]/g, "'");
  const out: Token[] = [];
  const re = /[a-zà-ÿ]+(?:'s\b|s'|')?|[,.;:!?()\n]/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(src)) !== null) {
    const t = m[0];
    if (/^[,.;:!?()\n]$/.test(t)) {
      const last = out[out.length - 1];
      if (last) {
        last.clauseEnd = true;
        if (t !== ',' && t !== '(' && t !== ')') last.sentenceEnd = true;
      }
      continue;
    }
    const possessive = /'s$|s'$/.test(t);
    const w = t.replace(/'s$|'$/, '');
    out.push({ w, i: out.length, possessive, clauseEnd: false, sentenceEnd: false });
  }
  return out;
}

/** The word as written and its likely singular forms, for lexicon look-ups. */
export function forms(w: string): string[] {
  const f = [w];
  if (w.length > 3 && w.endsWith('ies')) f.push(`${w.slice(0, -3)}y`);
  if (w.length > 3 && w.endsWith('es')) f.push(w.slice(0, -2));
  if (w.length > 2 && w.endsWith('s') && !w.endsWith('ss')) f.push(w.slice(0, -1));
  return f;
}

/** The first form of a word found in a table. */
export function lookup<T>(table: Readonly<Record<string, T>>, w: string): T | undefined {
  for (const f of forms(w)) {
    if (Object.prototype.hasOwnProperty.call(table, f)) return table[f];
  }
  return undefined;
}
