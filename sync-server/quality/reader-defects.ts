import { narration } from './form';
import type { Finding } from './leaks';
import { sentences, words, type Reading } from './text';

// Defects the reader panel of issue 28 quoted that no other counter saw (panel-results.md). Each
// is counted in every reading's narration and options; the goal of each is 0 (in the grammar
// column of the report, as a sentence a reader stumbles on).

/** A sentence that names one person twice: a slot given the name of the one it speaks to ('You ask Fig the Tortoise for help with the Fig the Tortoise at the Duck Pond.'). */
export function nameTwice(sentence: string, names: readonly string[]): string | null {
  const s = narration(sentence);
  for (const n of names) {
    const bare = n.replace(/^the\s+/i, '').trim();
    if (bare.split(/\s+/).length < 2 && !/^[A-Z]/.test(bare)) continue;
    const esc = bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const hits = s.match(new RegExp(`\\b${esc}\\b`, 'g'));
    if (hits && hits.length > 1) return bare;
  }
  return null;
}

/** A smell slot given a thing ('It smells of a little puff of smoke.'): the verb 'smells of' takes a smell, not 'a' or 'an' anything ('the smell of a scorched sleeve' is fine). */
export function smellOfThing(sentence: string): string | null {
  return /\bsmells of (a|an) [^.,;]+/i.exec(narration(sentence))?.[0] ?? null;
}

// Sentences that only restate the problem of the moment.
const RESTATE = /^(?:there is still the problem: how to|you still need to|it is not over yet: you still have to|nobody has managed to|you are not sure yet how to|somehow, you will have to|you turn it over in your mind: how to) (.+?)(?: yet)?[.!]?$/i;

/** The problem restated as filler next to the question that asks it ('There is still the problem: how to X.' ... 'What else could you try, to X?'). */
export function fillerLoop(text: string): string | null {
  const said = sentences(narration(text));
  for (const [i, s] of said.entries()) {
    const m = RESTATE.exec(s.trim());
    const tail = m?.[1] ? words(m[1]).join(' ') : '';
    if (words(tail).length < 3) continue;
    if (said.some((o, k) => k !== i && words(o).join(' ').includes(tail))) return s;
  }
  return null;
}

/** An act told as done, then denied: 'This time it works.' and then 'You still need to ...' in the same beat. */
export function successDenied(text: string): string | null {
  const said = sentences(narration(text));
  const won = said.findIndex((s) => /\b(it works|it comes off|it is done|you get it done|and that part is done)\b/i.test(s));
  if (won < 0) return null;
  return said.slice(won + 1).find((s) => /\b(you still need to|you still have to|nobody has managed to|there is still the problem)\b/i.test(s)) ?? null;
}

/** The reader defects of one reading. `names` are the story's people (characters and players). */
export function readerDefects(r: Reading, names: readonly string[]): Finding[] {
  const out: Finding[] = [];
  for (const b of r.beats) {
    const where = `${r.slot} turn ${b.turn}`;
    for (const s of [...sentences(b.text), ...b.options]) {
      const twice = nameTwice(s, names);
      if (twice) out.push({ rule: 'a name twice in one sentence', match: s.slice(0, 140), where });
      const smell = smellOfThing(s);
      if (smell) out.push({ rule: 'a smell slot given a thing', match: smell, where });
    }
    const loop = fillerLoop(b.text);
    if (loop) out.push({ rule: 'filler: the problem restated beside its question', match: loop, where });
    const denied = successDenied(b.text);
    if (denied) out.push({ rule: 'an act done, then denied', match: denied, where });
  }
  return out;
}
