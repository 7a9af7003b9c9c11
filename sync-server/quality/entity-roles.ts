import type { StoryElement } from '@schemas';
import type { Kind } from './element-kinds';
import { escapeRe } from './text';
import type { Finding } from './leaks';

// Entity-role misuse: a person written as a place ('a way into Ottoline Mayhew') or a place, thing
// or event written as a person ('the Dawn Press says', 'win the trust of the Deadline').

const AS_PLACE =
  "(?:into|inside|through|across|around|towards?|arrive at|arrives at|arriving at|reach|reaches|back to|return to|returns to|way into|way to|way through|way out of|at the edge of|in the middle of|just inside|the streets of|the corners of|somewhere in|deep in|all over|out of)";
const PERSON_VERBS =
  '(?:says|said|murmurs|whispers|tells you|nods|smiles|grins|laughs|frowns|shrugs|winks|looks up|asks|answers|replies|mutters|sighs|is waiting for you|waits for you|watches you|greets you)';
const SOCIAL =
  '(?:ask|tell|talk to|talk with|speak to|speak with|bargain with|argue with|the trust of|trust of|win over|befriend|thank|comfort|apologise to|apologize to|reason with|plead with|persuade|convince)';

/** Places, things and happenings that can be entered or reached. */
const PLACE_LIKE: ReadonlySet<Kind> = new Set(['location', 'rumor', 'event']);

/** Misuse of one element's name in a text, by its true kind. */
export function misuseOf(element: Pick<StoryElement, 'name'>, kind: Kind, text: string, where = ''): Finding[] {
  const variants = new Set([element.name, element.name.replace(/^the\s+/i, '')]);
  const out: Finding[] = [];
  for (const v of variants) {
    if (v.length < 3) continue;
    const name = `(?:the\\s+)?${escapeRe(v.replace(/^the\s+/i, ''))}(?![\\w’'])`;
    const rules: { rule: string; re: RegExp }[] = [];
    if (kind === 'character') rules.push({ rule: 'person as place', re: new RegExp(`\\b${AS_PLACE}\\s+${name}(?![’']s)`, 'gi') });
    if (kind !== 'character') {
      // A faction is people: it may be bargained with, but it does not nod or smile as one person.
      const verbs = kind === 'faction' ? '(?:nods|smiles|grins|winks|shrugs|frowns|looks up)' : PERSON_VERBS;
      rules.push({ rule: `${kind} as person`, re: new RegExp(`${name},?\\s+${verbs}\\b`, 'gi') });
      if (kind !== 'faction') rules.push({ rule: `${kind} as person`, re: new RegExp(`\\b${SOCIAL}\\s+${name}`, 'gi') });
    }
    if (!PLACE_LIKE.has(kind) && kind !== 'character') {
      rules.push({ rule: `${kind} as place`, re: new RegExp(`\\b(?:way into|slip into|sneak into|force your way into|arrive at|arrives at|the streets of|in the middle of)\\s+${name}`, 'gi') });
    }
    for (const { rule, re } of rules) for (const m of text.matchAll(re)) out.push({ rule: `${rule}: ${element.name}`, match: m[0], where });
  }
  return out;
}

/** Misuse of every element with a known kind in a text. */
export function misuseIn(elements: readonly { element: Pick<StoryElement, 'name'>; kind: Kind }[], text: string, where = ''): Finding[] {
  return elements.flatMap(({ element, kind }) => misuseOf(element, kind, text, where));
}
