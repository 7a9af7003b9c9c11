import type { Guidelines, ImageInstructions, Template } from '@schemas';
import { audienceOf, narratorAdjustmentLines, parseThreadAdjustment, statBrief, type Audience, type ElementBrief, type NarratorContext, type StatBrief } from '@engine';
import { audienceSection } from './prompt-audience';

/** The World material of a story that stays the same from turn to turn: the stable prompt prefix. */
export type WorldMaterial = {
  guidelines: Guidelines;
  sharedStats: readonly StatBrief[];
  playerStats: readonly StatBrief[];
  imageInstructions: ImageInstructions;
  /** Elements without their facts (facts grow during a story and belong to the story state). */
  elements: readonly Pick<ElementBrief, 'id' | 'name' | 'role' | 'appearance' | 'instructions'>[];
  /** Who the story is for: the same from setup to ending. */
  audience: Audience;
};

// Written once for every call of every story, so it is also the longest prefix shared across stories.
const NARRATOR_ROLE = `You are the narrator of Taleforge, a turn-based, branching story game for one to six players. Each turn, every player reads a beat written for them and chooses one of its three options; the game engine then rolls the dice, records what was settled and asks you for the next words. The engine decides the structure of the story (turns, threads, switches, who is involved, which kind of options a beat has, how choices resolve); you write the words inside that plan, in the World described below.

Rules for every answer:
- Answer with exactly one JSON object that matches the requested schema. No markdown fences, no text before or after it.
- Write in the language of the World material below, in the World's tone. Stay inside the World: never contradict its rules, established facts, milestones or earlier beats.
- Use ids exactly as written in square brackets, e.g. [shared_trust]. Never invent stat ids, outcome ids, story element ids or player slots; only a new story element gets a new id.
- Story text never mentions game mechanics: no points, percentages, dice, rolls, stat ids, turns, threads or switches.
- Keep it suitable for the audience below; nothing sexual involving minors and no real-world instructions for harm.`;

const list = (title: string, items: readonly string[]): string => (items.length ? `${title}:\n${items.map((i) => `- ${i}`).join('\n')}` : '');

/** A stat's definition line (no value: values change every turn and live in the story state). */
export function statDefinition(s: StatBrief): string {
  const parts = [`- ${s.name} [${s.id}] (${s.type}${s.canBeChangedInBeatResolutions ? '' : ', fixed: never changed by beats'})`];
  if (s.tooltip) parts.push(`${s.tooltip.trim()}`);
  if (s.possibleValues) parts.push(`Possible values: ${s.possibleValues.trim()}`);
  if (s.effectOnPoints.length) parts.push(`Effect on chances: ${s.effectOnPoints.join('; ')}`);
  if (s.narrativeImplications.length) parts.push(`In the story: ${s.narrativeImplications.join('; ')}`);
  const byEngine = s.adjustmentsAfterThreads.filter((l) => (s.type === 'percentage' || s.type === 'opposites' || s.type === 'number') && parseThreadAdjustment(l) !== null);
  const yours = narratorAdjustmentLines(s);
  if (byEngine.length) parts.push(`After a thread ends (applied by the engine, never by you): ${byEngine.join('; ')}`);
  if (yours.length) parts.push(`After a thread ends (yours to apply when it fits): ${yours.join('; ')}`);
  if (s.optionsToSacrifice) parts.push(`Can be sacrificed: ${s.optionsToSacrifice.trim()}`);
  if (s.optionsToGainAsReward) parts.push(`Can be gained as a reward: ${s.optionsToGainAsReward.trim()}`);
  return parts.join(' | ');
}

/** The World material of a running story's context. */
export function worldOfContext(ctx: NarratorContext): WorldMaterial {
  return { ...ctx.world, audience: ctx.story.audience };
}

/** The World material of a template (the same rendering as the story it starts, so the prefix carries over). */
export function worldOfTemplate(t: Template): WorldMaterial {
  return {
    guidelines: t.guidelines,
    sharedStats: t.sharedStats.map((s) => statBrief(s, 'shared')),
    playerStats: t.playerStats.map((s) => statBrief(s, 'player')),
    imageInstructions: t.imageInstructions,
    elements: t.storyElements,
    // A World story's audience comes from the World itself (the story has no category of its own).
    audience: audienceOf({}, t.guidelines),
  };
}

/**
 * The system message: the narrator's role and standing rules, then the World (guidelines, stats,
 * image instructions, story elements). Deterministic and free of anything that changes during a
 * story, so providers can cache it as a prompt prefix across turns; elements come last because a
 * story may add new ones, which then only changes the tail.
 */
export function renderSystemPrompt(world: WorldMaterial | null, audience?: Audience): string {
  if (!world) return [NARRATOR_ROLE, audience ? audienceSection(audience) : '', '# World\nThere is no World yet: this request creates one.'].filter(Boolean).join('\n\n');
  const g = world.guidelines;
  const img = world.imageInstructions;
  const section = (title: string, body: string): string => (body.trim() ? `## ${title}\n${body.trim()}` : '');
  const parts = [
    NARRATOR_ROLE,
    audienceSection(world.audience),
    `# World\n${g.world.trim()}`,
    list('Rules of the World', g.rules),
    list('Tone', g.tone),
    list('Conflicts', g.conflicts),
    list('Decisions players face', g.decisions),
    list('Types of threads', g.typesOfThreads),
    list('Switch and thread instructions', g.switchAndThreadInstructions),
    section('Shared stats (one value for the whole group)', world.sharedStats.map(statDefinition).join('\n') || '(none)'),
    section('Player stats (every player has their own value)', world.playerStats.map(statDefinition).join('\n') || '(none)'),
    section(
      'Image instructions',
      [
        img.visualStyle && `Visual style: ${img.visualStyle}`,
        img.atmosphere && `Atmosphere: ${img.atmosphere}`,
        img.colorPalette && `Colour palette: ${img.colorPalette}`,
        img.settingDetails && `Setting details: ${img.settingDetails}`,
        img.characterStyle && `Characters: ${img.characterStyle}`,
        img.artInfluences && `Influences: ${img.artInfluences}`,
      ]
        .filter(Boolean)
        .join('\n'),
    ),
    section(
      'Story elements',
      world.elements
        .map((e) => `- ${e.name} [${e.id}]${e.role.trim() ? ` (${e.role.trim().replace(/\.$/, '')})` : ''}.${e.appearance ? ` ${e.appearance.trim()}` : ''}${e.instructions ? ` Narrator notes: ${e.instructions.trim()}` : ''}`)
        .join('\n'),
    ),
  ];
  return parts.filter((p) => p !== '').join('\n\n');
}
