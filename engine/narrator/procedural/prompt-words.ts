// Pulls reusable words out of a free prompt: noun phrases, names, places.

const STOP = new Set(
  ('a an the and or but if then so of in on at to for with without from by about into over under after before as is are was were be been being am ' +
    'i me my we our you your he him his she her they them their it its this that these those there here who whom whose which what when where why how ' +
    'do does did doing have has had having can could should would will shall may might must not no nor only own same than too very just also ' +
    'story stories game play player players want wants like some any all each every more most other such one two three create make let lets ' +
    'gets get got about really want would maybe something someone somebody thing things kind sort way lot lots much many few need needs set ' +
    'where while who finally always never often again still even ever').split(' '),
);

// Common verbs that end a noun phrase ('a detective cat solves crimes' -> 'detective cat').
const VERBS = new Set(
  ('solves solve wants want needs need hides hide finds find tries try keeps keep runs run lives live works work loves love hates hate makes ' +
    'takes gets goes has is does says sees becomes learns discovers meets joins helps searches investigates escorts builds follows leads ' +
    'must can will arrives arrive returns return wakes wake opens open stops stop starts start saves save steals steal turns turn').split(' '),
);

const PLACE_WORDS = /\b(city|town|village|harbou?r|port|station|ship|castle|manor|school|office|forest|island|planet|kingdom|street|market|kitchen|house|tower|library|moon|desert|valley|café|cafe|bar|hospital|park|garden|lab|base|colony|camp|district|world|realm|mountain|river|lake|sea|ocean|bakery|shop|farm|zoo|museum|hotel|train|bridge|caves?)\b/i;
const PERSON_WORDS = /\b(mayor|king|queen|prince|princess|detective|teacher|boss|doctor|captain|witch|wizard|knight|thief|pirate|cat|dog|robot|ghost|grandma|grandpa|mother|father|sister|brother|friend|neighbou?r|manager|chef|baker|sheriff|spy|inspector|professor|student|coach|dragon|alien|monster|stranger|colleague|landlord|uncle|aunt|child|kid|girl|boy|man|woman|owner)\b/i;

/** A phrase found in a prompt and what it seems to name. */
export type PromptPhrase = { text: string; kind: 'place' | 'person' | 'thing' };

function clean(s: string): string {
  return s.replace(/[^\p{L}\p{N}' -]/gu, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Noun phrases of a text: the words after a determiner ('a rainy neon city' -> 'rainy neon
 * city'), up to three words, without stop words; deduplicated, in order.
 */
export function nounPhrases(text: string): PromptPhrase[] {
  const out: PromptPhrase[] = [];
  const seen = new Set<string>();
  const words = clean(text).split(' ').filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const w = (words[i] as string).toLowerCase();
    if (!/^(a|an|the|my|our|their|his|her|your|some|this|that)$/.test(w)) continue;
    const phrase: string[] = [];
    for (let j = i + 1; j < words.length && phrase.length < 3; j++) {
      const x = words[j] as string;
      const lower = x.toLowerCase();
      if (STOP.has(lower) || VERBS.has(lower) || (/(ing|ed)$/.test(lower) && !lower.includes('-') && phrase.length > 0)) break;
      phrase.push(x);
    }
    const p = phrase.join(' ');
    if (p.length > 2 && !seen.has(p.toLowerCase())) {
      seen.add(p.toLowerCase());
      out.push({ text: p, kind: PLACE_WORDS.test(p) ? 'place' : PERSON_WORDS.test(p) ? 'person' : 'thing' });
    }
  }
  // Also catch bare nouns of interest that had no determiner.
  for (const m of clean(text).matchAll(new RegExp(`${PLACE_WORDS.source}|${PERSON_WORDS.source}`, 'gi'))) {
    const p = m[0].toLowerCase();
    if (![...seen].some((s) => s.includes(p))) {
      seen.add(p);
      out.push({ text: p, kind: PLACE_WORDS.test(p) ? 'place' : 'person' });
    }
  }
  return out;
}

/** Capitalised names in a text that do not start a sentence ('Captain Rell', 'Vienna'). */
export function properNames(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?<![.!?]\s|^)\b([A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2})\b/g)) {
    const name = m[1] as string;
    if (!STOP.has(name.toLowerCase()) && !out.includes(name)) out.push(name);
  }
  return out;
}

/** Key words of a text for titles: the longest non-stop words. */
export function keyWords(text: string, n = 3): string[] {
  const words = clean(text)
    .split(' ')
    .filter((w) => w.length > 3 && !STOP.has(w.toLowerCase()));
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, n);
}
