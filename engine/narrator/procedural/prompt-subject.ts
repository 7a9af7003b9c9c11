import type { RandomSource } from '../../core/rng';
import { cap, lowerFirst, sentenceKey } from '../../language';
import type { Material } from './material';

// The prompt's own subject kept in sight (issue 28): a beat made from a topic pack can go a whole
// turn on the pack's scenery (the cress, the galley, the fish pie) without ever saying what the
// prompt asked about. Such a beat asks its closing question where the prompt put the story ('Here
// at the open-plan space station, how will you ...?') or, in a lesson, with its subject in mind
// ('Think about photosynthesis: what ...?'), each wording read once.

const SMALL = new Set(['and', 'for', 'you', 'are', 'was', 'his', 'her', 'its', 'our', 'not', 'but', 'out', 'who', 'how', 'why', 'all', 'any', 'can', 'one', 'off', 'the', 'your', 'with', 'from', 'into', 'inside', 'that', 'this', 'what', 'which', 'about', 'there']);

/** A word folded so 'fractions' meets 'fraction' and 'leaves' meets 'leaf'. */
function fold(w: string): string {
  const x = w.toLowerCase().replace(/[’']s$/, '');
  if (x.endsWith('ves') && x.length > 5) return `${x.slice(0, -3)}f`;
  if (x.endsWith('ies') && x.length > 5) return `${x.slice(0, -3)}y`;
  if (/(ss|sh|ch|x)es$/.test(x)) return x.slice(0, -2);
  if (x.endsWith('s') && !x.endsWith('ss') && x.length > 4) return x.slice(0, -1);
  return x;
}

const wordsOf = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{N}'’]+/u).filter(Boolean).map(fold);

/**
 * The words that say what the prompt is about: those of its subject and place that the prompt
 * itself says ('the heist at Kelvin Station', 'on the frozen moon of Jupiter' -> heist, moon,
 * jupiter), else all of the prompt's own words, else the subject's and place's.
 */
export function subjectWords(m: Pick<Material, 'subject'>): string[] {
  const s = m.subject;
  if (!s) return [];
  const where = s.where.replace(/^\S+\s+/, '');
  // A possessive is a modifier ('the food critic's visit' is about a visit).
  const text = `${s.name} ${where}`.replace(/\S+['’]s\b/g, ' ');
  const words = [...new Set(wordsOf(text).filter((w) => w.length >= 3 && !SMALL.has(w)))];
  const prompt = new Set(s.keywords.map(fold));
  const own = words.filter((w) => prompt.has(w));
  if (own.length) return own;
  if (prompt.size) return [...prompt];
  // Short words ('big', 'war') are said in passing ('the big one', 'a worse war'): they count only when the subject has no other.
  const long = words.filter((w) => w.length >= 4);
  return long.length ? long : words;
}

/** True when a text names the prompt's subject or its place. */
export function namesSubject(m: Pick<Material, 'subject'>, text: string): boolean {
  const want = subjectWords(m);
  if (want.length === 0) return true;
  const have = new Set(wordsOf(text));
  return want.some((w) => have.has(w));
}

/** The closing question asked with the prompt's subject or place, in a wording not read yet (null when none is left). */
function tiedQuestion(m: Material, q: string, rng: RandomSource, said: Set<number>): string | null {
  const s = m.subject;
  if (!s) return null;
  const ask = lowerFirst(q);
  const forms: string[] = [];
  if (m.lesson && s.name) forms.push(`Think about ${s.name}: ${ask}`, `Remember what you know about ${s.name}: ${ask}`, `With ${s.name} in mind, ${ask}`, `Using what you know about ${s.name}, ${ask}`, `Keeping ${s.name} in mind, ${ask}`);
  if (s.where) forms.push(`Here ${s.where}, ${ask}`, `${cap(s.where)}, ${ask}`, `Right now, ${s.where}, ${ask}`);
  if (s.where && s.name) forms.push(`Here ${s.where}, with ${s.name} on your mind, ${ask}`, `${cap(s.where)}, thinking of ${s.name}, ${ask}`);
  if (s.name && !m.lesson) forms.push(`With ${s.name} on your mind, ${ask}`, `Thinking of ${s.name}, ${ask}`, `It all comes back to ${s.name}: ${ask}`, `Keeping ${s.name} in view, ${ask}`, `Never losing sight of ${s.name}, ${ask}`);
  const unread = forms.filter((f) => !said.has(sentenceKey(f)));
  if (unread.length === 0) return null;
  const pick = rng.pick(unread);
  said.add(sentenceKey(pick));
  return pick;
}

/**
 * Ties a beat that never names the prompt's subject or place to it: its last question is asked
 * there (the paragraphs are changed in place). A beat that names it already, a World not drafted
 * from a prompt, or a beat with no question stays as it is.
 */
export function keepSubjectInSight(m: Material, paragraphs: string[][], rng: RandomSource, said: Set<number>): void {
  if (!m.subject || namesSubject(m, paragraphs.flat().join(' '))) return;
  for (let i = paragraphs.length - 1; i >= 0; i--) {
    const p = paragraphs[i] as string[];
    for (let k = p.length - 1; k >= 0; k--) {
      // The entry's last sentence, when it is a question ('Ruth cannot have the flu jab. How can everyone else protect her?').
      const entry = p[k] as string;
      const cut = entry.search(/(?<=[.!?])\s+(?=[A-Z][^.!?]*\?$)/);
      const q = cut >= 0 ? entry.slice(cut).trim() : entry;
      if (!/^(How|What|Why|Which|Who|Where|When|Is|Are|Can|Could|Will|Would|Do|Does|Should)\b[^“”"]*\?$/.test(q)) continue;
      const tied = tiedQuestion(m, q, rng, said);
      if (tied) p[k] = cut >= 0 ? `${entry.slice(0, cut).trim()} ${tied}` : tied;
      return;
    }
  }
}
