import type { Pronouns } from '@schemas';
import type { ElementBrief } from '../narrator';

/** What kind of thing a story element is (spec 3 §3). */
export type ElementKind = 'character' | 'location' | 'item' | 'faction' | 'rumor' | 'event' | 'phenomenon';

const EXPLICIT = /^\s*(character|person|location|place|item|object|faction|group|rumou?r|event|phenomenon)\s*[:—–-]/i;

// Words that mark a kind, weighed by where they appear: the role's label (before its colon)
// counts most, then the rest of the role, then the name and the look.
const WORDS: [ElementKind, RegExp][] = [
  [
    'character',
    /\b(character|person|woman|man|girl|boy|lady|gentleman|child|tortoise|magpie|rabbit|robin|owl|hedgehog|mouse|cat|dog|breeze|agent|landlord|landlady|chef|cook|critic|farmer|ecologist|scientist|deputy|porter|owner|investor|keeper|head of|voice of|supplier|fisher|mentor|teacher|guide|captain|mayor|witch|wizard|sheriff|detective|doctor|nurse|gardener|future self|self|apprentice|clerk|officer|sous|grandmother|grandfather|granny|aunt|uncle|villain|ally|rival|stranger|neighbour|neighbor|boss|manager|resident|girl|baker|friend|toy|sister|brother|mother|father)\b/i,
  ],
  [
    'location',
    /\b(location|place|city|town|village|street|lane|road|hall|home|house|room|flat|restaurant|ferry|farm|river|estuary|weir|outfall|door|threshold|orchard|rows|cottage|journey|way to|counter|quay|harbou?r|station|office|kitchen|garden|forest|island|lighthouse|tower|square|market|shop|café|cafe|inn|tavern|school|library|moor|meadow|flats|margins|workplace|hill|beech|ward|camp|bridge|dining room|deck)\b/i,
  ],
  ['item', /\b(item|object|map|plate|kit|equipment|ring|ledger|website|portal|app|cabinet|fruit|notebook|letter|key|book|box|tool|instrument|device|machine|lantern|coin|crown|draft|copy|recipe|photo|menu|sample)\b/i],
  ['faction', /\b(faction|group|agency|guild|association|organi[sz]ation|applicants|council|committee|gang|crew|union|society|family|order|syndicate|neighbours|neighbors|company|team|brigade|club)\b/i],
  ['event', /\b(event|deadline|storm|reprint|festival|contest|wedding|trial|election|race|auction|offers|bids|sings|morning|dawn|visit|party|ceremony|meeting)\b/i],
  ['rumor', /\b(rumou?r|theory|legend|myth|gossip|whisper|tale|prophecy)\b/i],
  ['phenomenon', /\b(phenomenon|weather|fear made|frost|fog|mist|tide|curse|magic|glow|invertebrates|creatures living|wildlife|blight|sickness|signal|light)\b/i],
];

// Element briefs are rebuilt for every request: the cache is keyed on their text.
const kindCache = new Map<string, ElementKind>();

function score(text: string, weight: number, into: Map<ElementKind, number>): void {
  for (const [kind, re] of WORDS) if (re.test(text)) into.set(kind, (into.get(kind) ?? 0) + weight);
}

function readKind(e: Pick<ElementBrief, 'role' | 'name' | 'appearance' | 'instructions'>): ElementKind {
  const explicit = e.role.match(EXPLICIT);
  if (explicit) {
    const w = (explicit[1] as string).toLowerCase();
    if (w === 'person') return 'character';
    if (w === 'place') return 'location';
    if (w === 'object') return 'item';
    if (w === 'group') return 'faction';
    if (w.startsWith('rumo')) return 'rumor';
    return w as ElementKind;
  }
  const scores = new Map<ElementKind, number>();
  const role = e.role.trim();
  const colon = role.indexOf(':');
  const label = colon > 0 && colon < 40 ? role.slice(0, colon) : role.split(/[,;]/)[0] ?? role;
  const rest = colon > 0 && colon < 40 ? role.slice(colon + 1) : role.slice(label.length);
  // 'A rumour: ...' and 'The deadline: ...' say it outright.
  if (/^\s*(a|the)?\s*(funny\s+)?rumou?r\b|\bfavourite theory\b/i.test(role)) return 'rumor';
  score(label, 4, scores);
  score(rest.split(/[.;]/)[0] ?? '', 2, scores);
  score(e.name, 4, scores);
  score((e.appearance.split(/(?<=[.!?])\s/)[0] ?? '').slice(0, 120), 2, scores);
  // People are spoken of as 'she' and 'he' in their own instructions.
  const pronouns = (e.instructions.match(/(^|[.;]\s+)(She|He)\b/g) ?? []).length;
  if (pronouns > 0) scores.set('character', (scores.get('character') ?? 0) + 3 + pronouns);
  if (/\bwho\b/i.test(label)) scores.set('character', (scores.get('character') ?? 0) + 2);
  let best: ElementKind = 'character';
  let top = 0;
  for (const [kind, s] of scores) {
    if (s > top) {
      best = kind;
      top = s;
    }
  }
  return top > 0 ? best : 'character';
}

/** The kind of a story element: its role's declared kind, else the words of its role, name, look and instructions. */
export function elementKind(e: Pick<ElementBrief, 'role' | 'name'> & Partial<Pick<ElementBrief, 'appearance' | 'instructions'>>): ElementKind {
  const key = `${e.name}\u0000${e.role}\u0000${e.appearance ?? ''}\u0000${e.instructions ?? ''}`;
  const cached = kindCache.get(key);
  if (cached) return cached;
  const kind = readKind({ role: e.role, name: e.name, appearance: e.appearance ?? '', instructions: e.instructions ?? '' });
  if (kindCache.size > 5_000) kindCache.clear();
  kindCache.set(key, kind);
  return kind;
}

/** The pronouns a World uses for a character (she/he in its text), else they; 'it' for objects. */
export function elementPronouns(e: Pick<ElementBrief, 'role' | 'appearance' | 'instructions' | 'facts'> & { name?: string }): Pronouns {
  // A title in the name settles it ('Mr Shaw', 'Aunt Tallow').
  const title = (e.name ?? '').match(/^(?:the\s+)?(mr|mrs|ms|miss|sir|lady|lord|madam|madame|aunt|auntie|uncle|grandma|grandpa|granny|grandad|king|queen|prince|princess|brother|sister|mother|father)\b\.?/i)?.[1]?.toLowerCase();
  if (title) return /^(mrs|ms|miss|lady|madam|madame|aunt|auntie|grandma|granny|queen|princess|sister|mother)$/.test(title) ? { personal: 'she', object: 'her', possessive: 'her', reflexive: 'herself' } : { personal: 'he', object: 'him', possessive: 'his', reflexive: 'himself' };
  const text = `${e.role} ${e.appearance} ${e.instructions} ${e.facts.join(' ')}`;
  const she = (text.match(/\b(she|her|herself|woman|girl|lady|grandmother|granny|aunt|mother)\b/gi) ?? []).length;
  const he = (text.match(/\b(he|him|his|himself|man|boy|grandfather|uncle|father)\b/gi) ?? []).length;
  if (she > he && she > 0) return { personal: 'she', object: 'her', possessive: 'her', reflexive: 'herself' };
  if (he > she && he > 0) return { personal: 'he', object: 'him', possessive: 'his', reflexive: 'himself' };
  return { personal: 'they', object: 'them', possessive: 'their', reflexive: 'themselves' };
}
