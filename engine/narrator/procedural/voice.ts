import { createRng, type RandomSource } from '../../core/rng';
import { expand, fill, sentenceKey, splitSentences, variants, type Slots, type Tracer } from '../../language';

/**
 * The narrator's voice for one beat: picks from phrase banks without repeating itself. Each bank
 * is walked in a story-and-player seeded order from this turn's place in it; what the player
 * has already read (the context's sentence fingerprints) and what this beat already says are
 * skipped, so a sentence returns only when its bank has nothing new left. Every slot it fills
 * is reported to the tracer.
 */
export type Voice = {
  rng: RandomSource;
  /** One item of a bank, in this story's order for this turn (no check against what was read). */
  pick<T>(key: string, items: readonly T[]): T;
  /**
   * An item that may be told once in a whole story: each item of the bank belongs to one turn
   * of the story (a seeded spread), and this returns it only on that turn, else null.
   */
  once<T>(key: string, items: readonly T[]): T | null;
  /** One expansion of a bank of templates (all their [a|b] variants count), slots filled, not yet read. */
  say(key: string, templates: readonly string[], slots?: Slots): string;
  /** One text of a list that the player has not read yet (the first in this story's order), or the first. */
  fresh(key: string, texts: readonly string[]): string;
  /** True when a text has no sentence the player has read or this beat already says. */
  isFresh(text: string): boolean;
  /** Marks a text as said in this beat. */
  mark(text: string): void;
  /** Expands one template with random alternatives (for text that is unique anyway). */
  expand(template: string, slots?: Slots): string;
  trace?: Tracer;
};

const SETS = new WeakMap<readonly number[], ReadonlySet<number>>();
function setOf(keys: readonly number[]): ReadonlySet<number> {
  let set = SETS.get(keys);
  if (!set) {
    set = new Set(keys);
    SETS.set(keys, set);
  }
  return set;
}

/**
 * A voice for a story seed, a player (or the story as a whole), a turn and the story's length,
 * knowing the fingerprints of what the player has read. With a stride, the n-th pick of a bank
 * on this turn starts at item (turn - 1) * stride + n of its order (for writers that pick several
 * items per turn, such as a thread's three answers).
 */
export function createVoice(
  seed: string,
  who: string,
  turn: number,
  maxTurns: number,
  rng: RandomSource,
  options: { trace?: Tracer; stride?: number; said?: readonly number[] } = {},
): Voice {
  const { trace, stride } = options;
  // What the reader has read, plus what this beat says (the shared part is built once per history).
  const read = setOf(options.said ?? []);
  const own = new Set<number>();
  const said = { has: (k: number): boolean => own.has(k) || read.has(k), add: (k: number): void => void own.add(k) };
  const used = new Map<string, number>();
  const picked = new Map<string, Set<number>>();
  const usedTemplates = new Set<string>();
  const orders = new Map<string, number[]>();
  const step = (key: string, size: number): number => {
    const id = `${key}#${size}`;
    let order = orders.get(id);
    if (!order) {
      order = createRng(`${seed}|voice|${who}|${key}`).shuffle(Array.from({ length: size }, (_, i) => i));
      orders.set(id, order);
    }
    const n = used.get(key) ?? 0;
    used.set(key, n + 1);
    // A second pick from the same bank in one beat never returns the first.
    const taken = picked.get(id) ?? new Set<number>();
    picked.set(id, taken);
    let at = (stride ? (turn - 1) * stride + n : turn - 1 + n * maxTurns) % size;
    for (let k = 0; taken.has(at) && k < size; k++) at = (at + 1) % size;
    taken.add(at);
    return at;
  };
  const keysOf = (text: string): number[] => splitSentences(text).map(sentenceKey);
  const isFresh = (text: string): boolean => keysOf(text).every((k) => !said.has(k));
  const mark = (text: string): void => {
    for (const k of keysOf(text)) said.add(k);
  };
  const orderOf = (key: string, size: number): number[] => orders.get(`${key}#${size}`) as number[];
  const voice: Voice = {
    rng,
    trace,
    pick(key, items) {
      if (items.length === 0) throw new Error(`[engine] voice bank "${key}" is empty`);
      const at = step(key, items.length);
      return items[orderOf(key, items.length)[at] as number] as (typeof items)[number];
    },
    once(key, items) {
      if (items.length === 0) return null;
      const spread = createRng(`${seed}|once|${who}|${key}`).shuffle(Array.from({ length: Math.max(maxTurns, items.length) }, (_, i) => i));
      const at = spread[(turn - 1) % spread.length] as number;
      return at < items.length ? (items[at] as (typeof items)[number]) : null;
    },
    say(key, templates, slots = {}) {
      if (templates.length === 0) throw new Error(`[engine] voice bank "${key}" is empty`);
      // Templates take turns (one with many [a|b] variants weighs no more than a plain one); a
      // template already used in this beat waits, and of a template the first variant (in this
      // story's order) the player has not read is told.
      const at = step(key, templates.length);
      const order = orderOf(key, templates.length);
      let chosen: string | null = null;
      for (let pass = 0; pass < 2 && chosen === null; pass++) {
        for (let k = 0; k < templates.length && chosen === null; k++) {
          const t = templates[order[(at + k) % templates.length] as number] as string;
          if (pass === 0 && usedTemplates.has(t)) continue;
          const vs = variants(t);
          const start = (turn + k) % vs.length;
          for (let j = 0; j < vs.length; j++) {
            const v = vs[(start + j) % vs.length] as string;
            if (isFresh(fill(v, slots, rng))) {
              chosen = v;
              usedTemplates.add(t);
              break;
            }
          }
        }
      }
      if (chosen === null) {
        const t = templates[order[at] as number] as string;
        usedTemplates.add(t);
        chosen = variants(t)[0] as string;
      }
      const text = fill(chosen, slots, rng, trace);
      mark(text);
      return text;
    },
    fresh(key, texts) {
      if (texts.length === 0) throw new Error(`[engine] voice list "${key}" is empty`);
      const at = step(key, texts.length);
      const order = orderOf(key, texts.length);
      for (let k = 0; k < texts.length; k++) {
        const t = texts[order[(at + k) % texts.length] as number] as string;
        if (isFresh(t)) {
          mark(t);
          return t;
        }
      }
      return texts[order[at] as number] as string;
    },
    isFresh,
    mark,
    expand(template, slots = {}) {
      return expand(template, slots, rng, trace);
    },
  };
  return voice;
}
