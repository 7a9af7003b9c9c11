import type { Audience } from '@engine';
import type { StoryCategory } from '@schemas';

/** What each category of story is for, in the words the prompts use. */
export const CATEGORY_NOTES: Record<StoryCategory, string> = {
  'enjoy-fiction': 'a piece of fiction to enjoy',
  'vent-about-reality': 'a satirical, cathartic take on something real the players want to vent about',
  'pretend-to-be': 'a role-play where players pretend to be someone they are not',
  'see-your-future-self': 'a reflective story about who the players could become',
  'read-with-kids': 'a story to read with children: warm, clear and safe for young readers',
  'learn-something': 'a story in which the players learn something real along the way',
  flexible: 'whatever the prompt asks for',
};

/** The children's profile: how every answer is written for a story read with children. */
export const CHILDREN_RULES = [
  'Short sentences and everyday words a child of that age knows; warm, playful and reassuring.',
  'No violence, injury, death, weapons, blood, cruelty, romance or real fear: trouble is a puzzle, a mix-up, the weather, the clock or a friendly rival.',
  'Nobody is ever in real danger. A choice that does not work is a gentle setback, a little funny or a little sad, never frightening, and there is always a way forward.',
  'Never use the words risk, risky, danger, dangerous, sacrifice or gamble in story text or options: an option that gives something up is sharing or giving it, a hard option is a brave or tricky one.',
  'Be kind: nobody is mocked, mean characters never win by being mean, and every beat ends with the players safe.',
] as const;

/** The accuracy rule of a learning story. */
export const ACCURACY_RULE =
  'A learning story: everything presented as real (science, nature, history, places, how things work) must be accurate, as a good textbook for this audience would put it. When unsure, stay general rather than invent: never make up dates, numbers, names, quotations or findings and present them as real. Imagined people and events are fine when they are plainly part of the story. Let each beat show one real idea at work through what the players do.';

/**
 * The audience part of the system message: the story's category and ages, then the children's
 * profile or the accuracy rule where they apply. Stable for a whole story (part of the cached prefix).
 */
export function audienceSection(a: Audience): string {
  const who = [a.category ? `Category: ${a.category} (${CATEGORY_NOTES[a.category]}).` : '', a.ages ? `Ages: ${a.ages}.` : ''].filter(Boolean).join(' ');
  const lines = [`# Audience\n${who || "The World's own readers: follow its tone."}`];
  if (a.children) lines.push(`Writing for children${a.ages ? ` aged ${a.ages}` : ''}:\n${CHILDREN_RULES.map((r) => `- ${r}`).join('\n')}`);
  if (a.learning) lines.push(ACCURACY_RULE);
  return lines.join('\n');
}
