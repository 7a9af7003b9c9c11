import { STORY_CATEGORIES } from '@schemas';

// Leaks and designer vocabulary in player-visible text: values that were never filled, and the
// words of the World's designer (sides, stat ids, mechanics) that a reader should never meet.

/** One finding: what matched and where. */
export type Finding = { rule: string; match: string; where: string };

const SLUGS = STORY_CATEGORIES.filter((c) => c.includes('-'));

const LEAK_RULES: { rule: string; re: RegExp }[] = [
  // 'unknown' used as a value ('waiting for you, unknown'), not as an adjective ('an unknown sender').
  { rule: 'unknown', re: /\bunknown\b(?!\s+[a-z])/gi },
  { rule: 'undefined', re: /\bundefined\b/gi },
  { rule: 'null', re: /\bnull\b/gi },
  { rule: 'NaN', re: /\bNaN\b/g },
  { rule: '[object', re: /\[object\b/gi },
  { rule: 'placeholder', re: /\{[A-Za-z_][\w.]*\}|\[[^\]\n]*\|[^\]\n]*\]|\$\{|%s\b/g },
  { rule: 'category slug', re: new RegExp(`\\b(${SLUGS.join('|')})\\b`, 'gi') },
];

const DESIGNER_RULES: { rule: string; re: RegExp }[] = [
  { rule: 'side A/B', re: /\bsides? [AB]\b/g },
  { rule: '|', re: /\|/g },
  { rule: 'stat or element id', re: /\b(?:player|shared)_[a-z0-9_]+\b|\b[a-z]+(?:_[a-z0-9]+)+\b/g },
  { rule: 'mechanics', re: /\([+-]\d+[^)]*\)|(?<![\w-])[+-]\d+\s+(?:to\s+)?[A-Z][a-z]+/g },
  { rule: 'designer words', re: /\bthe players\b|\bmilestones?\b|\bthe AI\b/gi },
];

function scan(rules: readonly { rule: string; re: RegExp }[], text: string, where: string): Finding[] {
  const out: Finding[] = [];
  for (const { rule, re } of rules) for (const m of text.matchAll(re)) out.push({ rule, match: m[0], where });
  return out;
}

/** Values that leaked: unknown, undefined, null, [object, unfilled placeholders, category slugs. */
export function leaksIn(text: string, where = ''): Finding[] {
  return scan(LEAK_RULES, text, where);
}

/** The designer's vocabulary: 'side A', 'side B', '|', stat ids, point mechanics, 'the players', milestones. */
export function designerWordsIn(text: string, where = ''): Finding[] {
  return scan(DESIGNER_RULES, text, where);
}
