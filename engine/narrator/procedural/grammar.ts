import type { RandomSource } from '../../core/rng';

/** Values for a template's slots: one string, or several to pick from. */
export type Slots = Readonly<Record<string, string | readonly string[]>>;

/**
 * Expands a template: `[a|b|c]` picks one alternative (nesting allowed), `{name}` fills a slot
 * (a list slot picks one value). Alternatives are chosen before slots are filled, so slot
 * values are never parsed.
 * @example expand('[The|A] {animal} [sleeps|waits].', { animal: ['cat', 'dog'] }, rng)
 */
export function expand(template: string, slots: Slots, rng: RandomSource): string {
  const withAlternatives = template.includes('[') ? pickAlternatives(template, rng) : template;
  if (!withAlternatives.includes('{')) return withAlternatives;
  return withAlternatives.replace(/\{([A-Za-z0-9_]+)\}/g, (_, key: string) => {
    const v = slots[key];
    if (v === undefined) throw new Error(`[engine] grammar slot {${key}} has no value`);
    return typeof v === 'string' ? v : rng.pick(v);
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

/** Picks one template among several and expands it. */
export function say(templates: readonly string[], slots: Slots, rng: RandomSource): string {
  return expand(rng.pick(templates), slots, rng);
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
export function sayWith(templates: readonly string[], slots: Slots, rng: RandomSource): string {
  const usable = templates.filter((t) => canSay(t, slots));
  return usable.length ? expand(rng.pick(usable), slots, rng) : '';
}
