import { outcomeShape, PLAYER_SLOTS, type Outcome, type Template } from '@schemas';
import type { PromptSetupRequest, SetupBasics, WorldSetupOutput, WorldSetupRequest } from '@engine';
import { CATEGORY_NOTES } from './prompt-audience';
import { RESOLUTION_KEYS } from './prompt-state';

/** An outcome in the narrator output shape (what the model copies and returns). */
export function outcomeAsOutput(o: Outcome): WorldSetupOutput['sharedOutcomes'][number] {
  const shape = outcomeShape(o.possibleResolutions);
  const r = o.possibleResolutions as Record<string, string>;
  return { id: o.id, question: o.question, resonance: o.resonance, shape, resolutions: RESOLUTION_KEYS[shape].map((k) => r[k] ?? ''), intendedNumberOfMilestones: o.intendedNumberOfMilestones };
}

function storyBasics(req: SetupBasics): string {
  const slots = PLAYER_SLOTS.slice(0, req.playerCount);
  return `The new story: ${req.playerCount} player${req.playerCount > 1 ? 's' : ''} (slots ${slots.join(', ')}), ${req.maxTurns} turns, game mode ${req.gameMode}, difficulty ${req.difficulty.title}, images ${req.generateImages ? 'on' : 'off'}.`;
}

const OUTCOME_RULES = (req: SetupBasics): string =>
  [
    '- An outcome is a question the story answers through milestones: {id, question, resonance (why it matters to the players), shape, resolutions, intendedNumberOfMilestones}.',
    '- shape "challenge" (can go well or badly): resolutions are favorable, mixed, unfavorable; "competitive" (two sides want opposite things, for multiplayer): sideAWins, mixed, sideBWins; "exploration" (open choice, no better or worse): three different endings. resolutions: exactly 3 non-empty texts in that order.',
    '- intendedNumberOfMilestones: 1 to 3 (usually 2). Outcome ids: lowercase with underscores, unique within their group.',
    `- Enough outcomes: for every player, 3 × (number of shared outcomes + number of that player's own outcomes) must be at least ${req.minOutcomePlaces}.`,
  ].join('\n');

/** The state part of a setupFromWorld call: the World's own outcomes and characters. */
export function worldSetupState(req: WorldSetupRequest): string {
  const t: Template = req.template;
  const slots = PLAYER_SLOTS.slice(0, req.playerCount);
  const facts = t.storyElements.flatMap((e) => e.facts.map((f) => `- [${e.id}] ${f}`));
  const players = slots.map((slot) => {
    const p = t[slot];
    if (!p) return `- ${slot}: (no options)`;
    return `- ${slot}: plays one of ${p.possibleCharacterIdentities.map((i) => i.name).join(' / ')}; backgrounds ${p.possibleCharacterBackgrounds.map((b) => b.title).join(' / ')}.\n  Own outcomes: ${JSON.stringify(p.outcomes.map(outcomeAsOutput))}`;
  });
  return [
    `# The World: ${t.title}${t.teaser ? `\n${t.teaser}` : ''}`,
    facts.length ? `## Known facts\n${facts.join('\n')}` : '',
    `## The World's shared outcomes\n${JSON.stringify(t.sharedOutcomes.map(outcomeAsOutput))}`,
    `## Player slots\n${players.join('\n')}`,
  ]
    .filter((p) => p !== '')
    .join('\n\n');
}

/** The instruction of a setupFromWorld call. */
export function worldSetupInstruction(req: WorldSetupRequest): string {
  return [
    '# Your task: set up a new story in this World',
    storyBasics(req),
    [
      '## Rules for your answer',
      `- title: the story's title, at most 120 characters (it may be the World's title or a variation of it). plan: 2 to 4 sentences on the arc of this story and which outcomes it will focus on.`,
      "- sharedOutcomes and each player's outcomes: start from the World's outcomes above, keeping their ids, shapes and meaning (you may sharpen the wording). Add new outcomes only where needed to fill the story.",
      OUTCOME_RULES(req),
      `- players: one entry {slot, outcomes} for each of ${PLAYER_SLOTS.slice(0, req.playerCount).join(', ')} and no other slot.`,
    ].join('\n'),
  ].join('\n\n');
}

/** The instruction of a setupFromPrompt call: a whole World from the players' prompt. */
export function promptSetupInstruction(req: PromptSetupRequest): string {
  const slots = PLAYER_SLOTS.slice(0, req.playerCount);
  return [
    '# Your task: create a whole playable World and story from the players\' prompt',
    `The prompt (category: ${CATEGORY_NOTES[req.category]}):\n"""\n${req.prompt.trim()}\n"""`,
    storyBasics(req),
    [
      '## Rules for your answer',
      '- title (at most 120 characters) and plan (2 to 4 sentences on the arc of the story).',
      '- guidelines: world (a paragraph describing the setting), rules, tone, conflicts, decisions (short lists of the World\'s rules, tone, central conflicts and the kind of decisions players face), typesOfThreads: 6 to 8 kinds of short arcs that fit this World, switchAndThreadInstructions: 0 to 3 notes.',
      '- storyElements: 6 to 12 characters, locations, items, factions, rumors, events or phenomena: {id (lowercase, underscores, unique, never "world"), name, role (starting with its kind, e.g. "character: the ferry captain"), instructions (how to narrate it), appearance, facts (1 to 3)}.',
      '- statGroups: at most 3 group names. sharedStats (ids start with "shared_") and playerStats (ids start with "player_"): 2 to 5 each, all ids unique. Each stat: {id, name, type ("percentage", "opposites", "number", "string" or "string[]"), group (one of statGroups or ""), possibleValues, effectOnPoints (at least 3 short notes on how it changes the chances of actions), optionsToSacrifice, optionsToGainAsReward, narrativeImplications, adjustmentsAfterThreads, canBeChangedInBeatResolutions, isVisible, partOfPlayerBackgrounds, initialValue (a number 0 to 100 for percentage, opposites and number; a text for string; a list of texts for string[]), tooltip}.',
      '- sharedOutcomes and, per player, outcomes:',
      OUTCOME_RULES(req),
      `- players: exactly one entry for each of ${slots.join(', ')}: {slot, outcomes, identities: exactly 3 {name, pronouns {personal, object, possessive, reflexive}, appearance}, backgrounds: exactly 3 {title, fluffTemplate (a sentence or two of backstory), initialPlayerStatValues: [{statId, value}] using only playerStats ids}}. Every identity name differs from every other, across all players.`,
      '- characterSelectionIntroduction: {title, text} shown while players pick their characters.',
      '- imageInstructions: {visualStyle, atmosphere, colorPalette, settingDetails, characterStyle, artInfluences, coverPrompt}.',
    ].join('\n'),
  ].join('\n\n');
}
