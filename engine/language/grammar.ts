import type { RandomSource } from '../core/rng';

/** Values for a template's slots: one string, or several to pick from. */
export type Slots = Readonly<Record<string, string | readonly string[]>>;

/** The part of speech a slot takes: a noun phrase, a verb phrase, a clause, or free text. */
export type SlotType = 'noun' | 'verb' | 'clause' | 'text';

/** One value put into a typed slot (reported to a tracer, for the quality report). */
export type SlotFill = { slot: string; type: SlotType; value: string };

/** Receives every slot fill of an expansion. */
export type Tracer = (fill: SlotFill) => void;

// Slot names carry their part of speech, so every template that uses {place} expects a noun
// phrase there and every {act} a verb phrase. Capitalised variants share the type.
const SLOT_TYPES: Record<string, SlotType> = {
  npc: 'noun',
  who: 'noun',
  place: 'noun',
  item: 'noun',
  faction: 'noun',
  rumor: 'noun',
  event: 'noun',
  thing: 'noun',
  topic: 'noun',
  subject: 'noun',
  ally: 'noun',
  rival: 'noun',
  you: 'noun',
  bg: 'noun',
  stat: 'noun',
  goal: 'noun',
  term: 'noun',
  role: 'noun',
  where: 'noun',
  what: 'noun',
  act: 'clause',
  actBare: 'verb',
  aim: 'verb',
  a: 'verb',
  b: 'verb',
  c: 'verb',
  deed: 'verb',
  does: 'verb',
  fact: 'clause',
  news: 'clause',
};

/** The part of speech of a slot name. */
export function slotType(name: string): SlotType {
  return SLOT_TYPES[name.charAt(0).toLowerCase() + name.slice(1)] ?? 'text';
}

/**
 * Expands a template: `[a|b|c]` picks one alternative (nesting allowed), `{name}` fills a slot
 * (a list slot picks one value). Alternatives are chosen before slots are filled, so slot
 * values are never parsed. A tracer hears every fill with its slot's part of speech.
 * @example expand('[The|A] {animal} [sleeps|waits].', { animal: ['cat', 'dog'] }, rng)
 */
export function expand(template: string, slots: Slots, rng: RandomSource, trace?: Tracer): string {
  const withAlternatives = template.includes('[') ? pickAlternatives(template, rng) : template;
  return fill(withAlternatives, slots, rng, trace);
}

/** Fills the `{name}` slots of a text that has no alternatives left. */
export function fill(text: string, slots: Slots, rng: RandomSource, trace?: Tracer): string {
  if (!text.includes('{')) return text;
  return text.replace(/\{([A-Za-z0-9_]+)\}/g, (_, key: string) => {
    const v = slots[key];
    if (v === undefined) throw new Error(`[engine] grammar slot {${key}} has no value`);
    const value = typeof v === 'string' ? v : rng.pick(v);
    trace?.({ slot: key, type: slotType(key), value });
    return value;
  });
}

// One left-to-right pass: a stack of open groups, each a list of alternatives being built.
function pickAlternatives(t: string, rng: RandomSource): string {
  const stack: string[][] = [];
  let current = '';
  for (let i = 0; i < t.length; i++) {
    const c = t[i] as string;
    if (c === '[') {
      stack.push([current]);
      current = '';
    } else if (c === '|' && stack.length > 0) {
      (stack[stack.length - 1] as string[]).push(current);
      current = '';
    } else if (c === ']' && stack.length > 0) {
      const group = stack.pop() as string[];
      const before = group[0] as string;
      const alternatives = [...group.slice(1), current];
      current = before + rng.pick(alternatives);
    } else current += c;
  }
  return current;
}

/**
 * Every expansion of a template's alternatives, slots left unfilled (in a stable order).
 * @example variants('[a|b] [c|d]') // ['a c', 'a d', 'b c', 'b d']
 */
export function variants(template: string): string[] {
  const open = template.indexOf('[');
  if (open < 0) return [template];
  // Find the matching close of the first group and split its top-level alternatives.
  let depth = 0;
  let close = -1;
  const cuts: number[] = [];
  for (let i = open; i < template.length; i++) {
    const c = template[i];
    if (c === '[') depth++;
    else if (c === ']') {
      depth--;
      if (depth === 0) {
        close = i;
        break;
      }
    } else if (c === '|' && depth === 1) cuts.push(i);
  }
  if (close < 0) return [template];
  const bounds = [open, ...cuts, close];
  const head = template.slice(0, open);
  const tail = variants(template.slice(close + 1));
  const out: string[] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    for (const inner of variants(template.slice((bounds[k] as number) + 1, bounds[k + 1]))) for (const t of tail) out.push(head + inner + t);
  }
  return out;
}

/** Picks one template among several and expands it. */
export function say(templates: readonly string[], slots: Slots, rng: RandomSource, trace?: Tracer): string {
  return expand(rng.pick(templates), slots, rng, trace);
}

/** True when every slot a template uses has a non-empty value. */
export function canSay(template: string, slots: Slots): boolean {
  for (const m of template.matchAll(/\{([A-Za-z0-9_]+)\}/g)) {
    const v = slots[m[1] as string];
    if (v === undefined || v.length === 0) return false;
  }
  return true;
}

/** Picks one template whose slots are all filled, and expands it; '' when none fits. */
export function sayWith(templates: readonly string[], slots: Slots, rng: RandomSource, trace?: Tracer): string {
  const usable = templates.filter((t) => canSay(t, slots));
  return usable.length ? expand(rng.pick(usable), slots, rng, trace) : '';
}
