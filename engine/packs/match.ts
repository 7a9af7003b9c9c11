import type { StoryCategory } from '@schemas';
import { PACKS } from './registry';
import type { TopicPack } from './types';

// Finding a prompt's pack by meaning (issue 28 item 3): the pack's match phrases and subject
// against the prompt's words, compared as lemmas (plural and verb endings folded), longer phrases
// weighing more; a pack made for another wizard category counts half.

/** A pack and how well it fits a prompt. */
export type PackFit = { pack: TopicPack; score: number; matched: string[] };

/** The score from which a pack fits a prompt (one two-word phrase, or two single words). */
export const FIT_SCORE = 2;

const STOP = new Set(['the', 'a', 'an', 'of', 'and', 'or', 'to', 'in', 'on', 'at', 'for', 'with', 'is', 'are', 'how', 'what', 'who']);

/** A word folded to a rough lemma: 'clouds' -> 'cloud', 'erupts' -> 'erupt', 'evaporating' -> 'evaporat'. */
function lemma(w: string): string {
  const x = w.toLowerCase().replace(/[’']s$/, '').replace(/[’']/g, "'");
  if (x.length <= 3) return x;
  return x.replace(/(ies)$/, 'y').replace(/(ing|ed|es|s)$/, '').replace(/(ation|ate)$/, 'at').replace(/e$/, '');
}

function lemmas(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter(Boolean)
    .map(lemma);
}

/** True when the words of a phrase occur in order, next to each other, in the text's words. */
function hasPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let i = 0; i + phrase.length <= words.length; i++) if (phrase.every((p, k) => words[i + k] === p)) return true;
  return false;
}

/**
 * The packs that fit a prompt (its free text and its fields), best first, each with its score and
 * the phrases that matched; only packs at or above {@link FIT_SCORE}.
 * @example findPacks('A little robot who is afraid of the dark', 'read-with-kids')[0]?.pack.id // 'fear-of-the-dark'
 */
export function findPacks(text: string, category: StoryCategory | null, packs: readonly TopicPack[] = PACKS): PackFit[] {
  return rankPacks(text, category, packs).filter((f) => f.score >= FIT_SCORE);
}

const subject = (pack: TopicPack): string => pack.subject.replace(/^(the|a|an)\s+/i, '');

/** Every pack with its score for a prompt, best first (the closest ones when none fits). */
export function rankPacks(text: string, category: StoryCategory | null, packs: readonly TopicPack[] = PACKS): PackFit[] {
  const words = lemmas(text);
  // A phrase is compared without its small words ('field trip inside a leaf' is 'field trip inside
  // leaf'), so the prompt's words are read without them too.
  const content = words.filter((w) => !STOP.has(w));
    const out: PackFit[] = [];
  for (const pack of packs) {
    let score = 0;
    const matched: string[] = [];
    const subj = subject(pack);
    const seen = new Set<string>();
    for (const m of new Set([...pack.match, subj])) {
      const phrase = lemmas(m).filter((w, i, all) => all.length === 1 || !STOP.has(w));
      // A phrase and its plural ('himalaya', 'himalayas') count once.
      const key = phrase.join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      if (phrase.length === 0 || !(hasPhrase(words, phrase) || (phrase.length > 1 && hasPhrase(content, phrase)))) continue;
      // A learning pack's subject named in the prompt ('Photosynthesis for 12-year-olds') is a fit on its own.
      score += m === subj && pack.kind === 'learn' ? Math.max(FIT_SCORE, phrase.length >= 2 ? 1 + phrase.length : 1) : phrase.length >= 2 ? 1 + phrase.length : 1;
      matched.push(m);
    }
    if (category && category !== 'flexible' && !pack.categories.includes(category)) score /= 2;
    out.push({ pack, score, matched });
  }
  return out.sort((a, b) => b.score - a.score || a.pack.id.localeCompare(b.pack.id));
}
