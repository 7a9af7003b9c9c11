import { narration } from './form';
import type { Finding } from './leaks';
import { brokenModals, isClause, isNounPhrase, isVerbPhrase } from './nlp';
import { normalize, sentences, type Reading } from './text';

// Grammar of filled slots: a verb slot holds a verb phrase, a noun slot a noun phrase, a clause
// slot a clause (checked with compromise's tagger), plus modals that are not followed by a verb.

/** A value the narrator put into a typed slot of a template (its trace). */
export type Fill = { beatId: string; slot: string; type: 'noun' | 'verb' | 'clause'; value: string };

const memo = new Map<string, boolean>();

// A name is a noun phrase: 'Head Office', 'Fig the Owl', 'the Frozen Moon of Jupiter'.
const NAME = /^(the\s+)?[A-Z0-9][\w’'&.-]*(\s+(?:[A-Z0-9][\w’'&.-]*|of|the|and|on|in|at|under|for|to|a|an|&))*$/;

function fits(type: Fill['type'], value: string): boolean {
  if (type === 'noun' && NAME.test(value.trim()) && /[A-Z]/.test(value)) return true;
  const key = `${type}|${value}`;
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const ok = type === 'verb' ? isVerbPhrase(value) : type === 'noun' ? isNounPhrase(value) : isClause(value);
  memo.set(key, ok);
  return ok;
}

/**
 * Fills whose value does not fit the slot's part of speech. Only fills that reached the reader
 * are judged: their value appears in the beat's text or options.
 */
export function badFills(fills: readonly Fill[], visible: ReadonlyMap<string, string>): Finding[] {
  const out: Finding[] = [];
  for (const f of fills) {
    const text = visible.get(f.beatId);
    if (!text || !f.value.trim() || !normalize(text).includes(normalize(f.value))) continue;
    if (!fits(f.type, f.value)) out.push({ rule: `${f.type} slot {${f.slot}}`, match: f.value, where: f.beatId });
  }
  return out;
}

/** Modals without a verb after them in a reading's narration ('Or you could a square.'). */
export function modalProblems(r: Reading): Finding[] {
  return r.beats.flatMap((b) => sentences(narration(b.text)).flatMap((s) => brokenModals(s).map((m) => ({ rule: 'modal without verb', match: m, where: `${r.slot} turn ${b.turn}` }))));
}
