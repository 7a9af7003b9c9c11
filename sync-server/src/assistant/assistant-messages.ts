import type { AssistantStep } from '@engine';
import { PLAYER_SLOTS, type Template } from '@schemas';
import type { ChatMessage } from '../ai/narrator-messages';

/** What one step's prompt is built from. */
export type StepPrompt = {
  step: AssistantStep;
  /** The creator's prompt (draft) or the World read as a prompt (iteration). */
  prompt: string;
  playerCount: number;
  maxTurns: number;
  gameMode: string;
  /** Iteration feedback; null in a draft. */
  feedback: string | null;
  /** The World so far: the sections already written (a draft's later steps build on them). */
  world: Template;
  /** How many outcomes the section must hold so every story length has enough (from the offline draft). */
  counts: { sharedOutcomes: number; playerOutcomes: number };
};

/** The machine-readable head of every step's user message (also what a test server reads). */
export const REQUEST_MARK = 'Request (JSON):';

const ROLE = `You are the Worldbuilding Assistant of Taleforge, a turn-based, branching story game for one to six players narrated by an AI. A World is the material stories are told in: a setting and guidelines, story elements (characters, places, things, factions, rumours, events), outcomes (questions each story answers through milestones), stats, three identities and three backgrounds per player slot, difficulty levels and image directions. You write one section of a World at a time.

Rules for every answer:
- Answer with exactly one JSON object that matches the requested schema. No markdown, no text around it.
- Build on the creator's own words: their places, people, goals and audience. Names and sentences read as written by a person; never repeat the category's label or the field names.
- Keep it suitable for the audience; nothing sexual involving minors and no real-world instructions for harm.`;

const STEP_RULES: Record<AssistantStep, string> = {
  basics: 'Write the World\'s title (at most 80 characters, a real title, not the prompt), a teaser of one or two sentences that makes someone want to play, and 2 to 4 tags (such as Fantasy, Mystery, Educational, Kids, Cozy, Science Fiction).',
  guidelines:
    'Write the guidelines: world (one paragraph describing the setting and its situation), rules (3 to 4 truths of this World), tone (3 to 4 short phrases), conflicts (3 to 4), decisions (3 to 4 kinds of choices players face), typesOfThreads (6 to 8 kinds of story threads), switchAndThreadInstructions (0 to 3 instructions for the narrator).',
  media:
    'Write the image directions: visualStyle, atmosphere, colorPalette, settingDetails, characterStyle, artInfluences (one or two sentences each) and coverPrompt (one sentence describing the cover picture).',
  difficultyLevels: 'Write 3 difficulty levels: modifiers are multiples of 10 from -30 to 20 (for example 10 Relaxed, 0 Balanced, -10 Challenging), each with a short title.',
  storyElements:
    'Write 6 to 9 story elements. id: lowercase with underscores, unique, never "world". role starts with the kind (character, location, item, faction, rumor, event, phenomenon), then what it is in the story. instructions: how the narrator uses it. appearance: what it looks like (used for pictures). facts: 2 or 3 short true statements.',
  sharedOutcomes:
    'Write the shared outcomes: questions every story in this World answers. An outcome is {id, question, resonance (why it matters), shape, resolutions, intendedNumberOfMilestones}. shape "challenge": resolutions favorable, mixed, unfavorable; "competitive" (two sides, multiplayer only): sideAWins, mixed, sideBWins; "exploration": three different open endings. resolutions: exactly 3 non-empty texts in that order. intendedNumberOfMilestones 1 to 3 (usually 2). ids lowercase with underscores, unique.',
  stats:
    'Write the stats: statGroups (1 to 3 group names), sharedStats (ids start with shared_) and playerStats (ids start with player_), 2 to 5 stats in all. type is one of percentage, number, opposites, string, string[]; group is one of statGroups; effectOnPoints: at least 3 items; initialValue fits the type (a number 0-100 for percentage, number and opposites, a string for string, a list for string[]).',
  players:
    'Write the character selection introduction (title, text) and, for each player slot, the slot\'s own outcomes (same shape as shared outcomes), exactly 3 identities (name, pronouns {personal, object, possessive, reflexive}, appearance) and exactly 3 backgrounds (title, fluffTemplate: a sentence that may use {name}, {personal}, {object}, {possessive}, {reflexive}; initialPlayerStatValues: one {statId, value} for each player stat listed under the World so far). All identity names differ across slots.',
};

function worldSoFar(t: Template): string {
  const lines: string[] = [`Title: ${t.title}`];
  if (t.teaser) lines.push(`Teaser: ${t.teaser}`);
  if (t.guidelines.world) lines.push(`Setting: ${t.guidelines.world}`);
  if (t.guidelines.tone.length) lines.push(`Tone: ${t.guidelines.tone.join('; ')}`);
  if (t.storyElements.length) lines.push('Story elements:', ...t.storyElements.map((e) => `- [${e.id}] ${e.name}: ${e.role}`));
  if (t.sharedOutcomes.length) lines.push('Shared outcomes:', ...t.sharedOutcomes.map((o) => `- [${o.id}] ${o.question}`));
  if (t.playerStats.length || t.sharedStats.length) {
    lines.push(`Stat groups: ${t.statGroups.join(', ')}`);
    lines.push('Stats (JSON):', JSON.stringify([...t.sharedStats, ...t.playerStats].map((s) => ({ id: s.id, name: s.name, type: s.type, group: s.group, initialValue: s.initialValue, partOfPlayerBackgrounds: s.partOfPlayerBackgrounds }))));
  }
  return lines.join('\n');
}

/** The current section as it is, for an iteration (the model changes what the feedback asks). */
function currentSection(p: StepPrompt): string {
  const t = p.world;
  switch (p.step) {
    case 'basics':
      return JSON.stringify({ title: t.title, teaser: t.teaser, tags: t.tags });
    case 'guidelines':
      return JSON.stringify(t.guidelines);
    case 'storyElements':
      return JSON.stringify(t.storyElements.map(({ image: _i, ...e }) => e));
    case 'sharedOutcomes':
      return JSON.stringify(t.sharedOutcomes.map(({ milestones: _m, ...o }) => o));
    case 'stats':
      return JSON.stringify({ statGroups: t.statGroups, sharedStats: t.sharedStats, playerStats: t.playerStats });
    case 'players':
      return JSON.stringify({ characterSelectionIntroduction: t.characterSelectionIntroduction, ...Object.fromEntries(PLAYER_SLOTS.filter((s) => t[s]).map((s) => [s, t[s]])) });
    case 'media':
      return JSON.stringify(t.imageInstructions);
    case 'difficultyLevels':
      return JSON.stringify(t.difficultyLevels);
  }
}

/** The chat messages of one step: the assistant's role, then the request, the World so far and the section's rules. */
export function stepMessages(p: StepPrompt): ChatMessage[] {
  const slots = PLAYER_SLOTS.slice(0, p.playerCount);
  const request = { step: p.step, prompt: p.prompt, playerCount: p.playerCount, maxTurns: p.maxTurns, gameMode: p.gameMode, feedback: p.feedback, seed: p.world.id };
  const counts =
    p.step === 'sharedOutcomes'
      ? `Write exactly ${p.counts.sharedOutcomes} shared outcomes.`
      : p.step === 'players'
        ? `Player slots: ${slots.join(', ')}. Give each slot exactly ${p.counts.playerOutcomes} outcome${p.counts.playerOutcomes === 1 ? '' : 's'} of its own.`
        : '';
  const user = [
    `${REQUEST_MARK} ${JSON.stringify(request)}`,
    `The creator's prompt:\n${p.prompt}`,
    `Stories in this World: ${p.playerCount} player${p.playerCount > 1 ? 's' : ''}, ${p.maxTurns} turns, game mode ${p.gameMode}.`,
    `The World so far:\n${worldSoFar(p.world)}`,
    p.feedback ? `This section as it is now (JSON): ${currentSection(p)}\nThe creator's feedback on it: ${p.feedback}\nRewrite the section so it follows the feedback; keep what the feedback does not touch.` : '',
    `Your task: ${STEP_RULES[p.step]} ${counts}`.trim(),
  ]
    .filter(Boolean)
    .join('\n\n');
  return [
    { role: 'system', content: ROLE },
    { role: 'user', content: user },
  ];
}
