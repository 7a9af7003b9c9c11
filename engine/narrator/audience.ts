import type { Guidelines, StoryCategory } from '@schemas';
import type { Audience } from './narrator';

// What a World says of itself when it is made for children, or for learning.
const FOR_CHILDREN = /\b(read(?:ing)? aloud|children aged|kids aged|bedtime|for (?:young )?children|picture book|for kids)\b/i;
const FOR_LEARNING = /\b(teaches|learning goals?|lesson|field investigation|must be accurate|educational)\b/i;
// The wizard's fields in an assembled prompt (spec 1 §4): 'Age of the kids: 5', 'Target audience: Ages 9-11'.
const PROMPT_AGES = /^(?:Age of the kids|Target audience):\s*(.+)$/im;
const WORLD_AGES = /\b(?:children|kids|readers|listeners)\s+(?:aged|of|from)\s+((?:about |around )?(?:\d{1,2}|[a-z]+)(?:\s*(?:to|-|–|and)\s*(?:\d{1,2}|[a-z]+))?)\b/i;
const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };

/** The youngest and oldest age in an ages text ('5', '8-10', 'about five to nine'), or null. */
export function ageRange(text: string): [number, number] | null {
  const nums = [...text.toLowerCase().matchAll(/\b(\d{1,2}|[a-z]+)\b/g)]
    .map((m) => (/^\d+$/.test(m[1] ?? '') ? Number(m[1]) : (NUMBER_WORDS[m[1] ?? ''] ?? NaN)))
    .filter((n) => n >= 2 && n <= 19);
  return nums.length ? [Math.min(...nums), Math.max(...nums)] : null;
}

/**
 * Who a story is for: its category; the children's profile for read-with-kids, for a story whose
 * ages are all 12 or under, or for a World that says it is read aloud to children; a learning
 * story for learn-something or a World that teaches (both may hold). The ages come from the wizard's fields in
 * the prompt, else from the World's own words ("children aged about five to nine").
 */
export function audienceOf(story: { category?: StoryCategory | undefined; prompt?: string | undefined }, guidelines: Guidelines): Audience {
  const category = story.category ?? null;
  const worldText = `${guidelines.world} ${guidelines.rules.join(' ')} ${guidelines.tone.join(' ')}`;
  const ages = (PROMPT_AGES.exec(story.prompt ?? '')?.[1] ?? WORLD_AGES.exec(worldText)?.[1] ?? '').trim() || null;
  const range = ages ? ageRange(ages) : null;
  const young = range !== null && range[1] <= 12;
  const children = category === 'read-with-kids' || young || (category === null && FOR_CHILDREN.test(worldText));
  const learning = category === 'learn-something' || (category === null && FOR_LEARNING.test(worldText));
  return { category, children, learning, ages };
}
