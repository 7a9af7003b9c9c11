import { createRng, type RandomSource } from '../../core/rng';
import { expand, fill, variants, type Slots, type Tracer } from '../../language';

/**
 * The narrator's voice for one beat: picks from phrase banks without repeating itself across a
 * whole story. Each bank is walked in a story-and-player seeded order, one step per turn, so a
 * stock sentence returns only after the bank is used up; a second use in the same beat reads
 * from a second stretch of the order. Every slot it fills is reported to the tracer.
 */
export type Voice = {
  rng: RandomSource;
  /** One item of a bank, in this story's order for this turn. */
  pick<T>(key: string, items: readonly T[]): T;
  /**
   * An item that may be told once in a whole story: each item of the bank belongs to one turn
   * of the story (a seeded spread), and this returns it only on that turn, else null.
   */
  once<T>(key: string, items: readonly T[]): T | null;
  /** One expansion of a bank of templates (all their [a|b] variants count), slots filled. */
  say(key: string, templates: readonly string[], slots?: Slots): string;
  /** Expands one template with random alternatives (for text that is unique anyway). */
  expand(template: string, slots?: Slots): string;
  trace?: Tracer;
};

/** A voice for a story seed, a player (or the story as a whole), a turn and the story's length. */
export function createVoice(seed: string, who: string, turn: number, maxTurns: number, rng: RandomSource, trace?: Tracer): Voice {
  const used = new Map<string, number>();
  const picked = new Map<string, Set<number>>();
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
    let at = (turn - 1 + n * maxTurns) % size;
    for (let k = 0; taken.has(at) && k < size; k++) at = (at + 1) % size;
    taken.add(at);
    return order[at] as number;
  };
  const voice: Voice = {
    rng,
    trace,
    pick(key, items) {
      if (items.length === 0) throw new Error(`[engine] voice bank "${key}" is empty`);
      return items[step(key, items.length)] as (typeof items)[number];
    },
    once(key, items) {
      if (items.length === 0) return null;
      const spread = createRng(`${seed}|once|${who}|${key}`).shuffle(Array.from({ length: Math.max(maxTurns, items.length) }, (_, i) => i));
      const at = spread[(turn - 1) % spread.length] as number;
      return at < items.length ? (items[at] as (typeof items)[number]) : null;
    },
    say(key, templates, slots = {}) {
      const all = templates.flatMap((t) => variants(t));
      return fill(voice.pick(key, all), slots, rng, trace);
    },
    expand(template, slots = {}) {
      return expand(template, slots, rng, trace);
    },
  };
  return voice;
}
