import { PLAYER_SLOTS, templateSchema, type Template, type TemplateInput } from '@schemas';
import { setupProblems } from '../story/create-story';
import { storyConfigSchema, type StorySetup } from '../story/setup';
import { autoFixTemplate } from '../world/auto-fix';
import { validateTemplate } from '../world/validate-template';

const blank = (s: string | undefined): boolean => !s || s.trim() === '';

/**
 * Why a World the Worldbuilding Assistant made is not usable, in words a model can act on: the
 * schema, the editor's live validation after auto-fix (spec 2 §5), [W1] and [W2], and whether a
 * story can be set up from it at its largest and smallest player count and length. Empty: valid
 * and playable.
 */
export function worldProblems(input: TemplateInput | Template): string[] {
  const parsed = templateSchema.safeParse(input);
  if (!parsed.success) return parsed.error.issues.slice(0, 12).map((i) => `${i.path.join('.') || '(world)'}: ${i.message}`);
  const t = autoFixTemplate(parsed.data);
  const problems: string[] = [];
  if (blank(t.title)) problems.push('title is empty');
  for (const issue of validateTemplate(t)) if (issue.type === 'error') problems.push(issue.message);
  const g = t.guidelines;
  if (blank(g.world)) problems.push('guidelines.world is empty');
  if (g.typesOfThreads.length < 6 || g.typesOfThreads.length > 8) problems.push(`guidelines.typesOfThreads needs 6 to 8 entries, got ${g.typesOfThreads.length}`);
  if (g.switchAndThreadInstructions.length > 3) problems.push('guidelines.switchAndThreadInstructions allows at most 3 entries');
  if (t.statGroups.length > 3) problems.push('at most 3 stat groups');
  for (const s of [...t.sharedStats, ...t.playerStats]) if (s.effectOnPoints.length < 3) problems.push(`stat "${s.id}": effectOnPoints needs at least 3 items`);
  if (t.storyElements.some((e) => e.id === 'world')) problems.push('"world" is reserved and cannot be a story element id');
  const names: string[] = [];
  for (const slot of PLAYER_SLOTS.slice(0, t.playerCountMax)) {
    for (const i of t[slot]?.possibleCharacterIdentities ?? []) names.push(i.name.trim().toLowerCase());
  }
  if (new Set(names).size !== names.length) problems.push('identity names must all differ (player names differ within a story)');
  if (problems.length > 0) return problems;
  for (const [playerCount, maxTurns] of [
    [t.playerCountMax, t.maxTurnsMax],
    [t.playerCountMin, t.maxTurnsMin],
  ] as const) {
    const config = storyConfigSchema.parse({ playerCount, maxTurns, gameMode: playerCount > 1 ? (t.gameMode === 'CooperativeCompetitive' ? 'Cooperative-Competitive' : t.gameMode) : 'Cooperative' });
    const players: StorySetup['players'] = {};
    for (const slot of PLAYER_SLOTS.slice(0, playerCount)) if (t[slot]) players[slot] = t[slot];
    const setup: StorySetup = {
      title: t.title,
      plan: '',
      templateId: t.id,
      guidelines: t.guidelines,
      storyElements: t.storyElements,
      statGroups: t.statGroups,
      sharedStats: t.sharedStats,
      playerStats: t.playerStats,
      imageInstructions: t.imageInstructions,
      characterSelectionIntroduction: t.characterSelectionIntroduction,
      sharedOutcomes: t.sharedOutcomes,
      players,
    };
    problems.push(...setupProblems({ config, setup }).map((p) => `${playerCount} player(s), ${maxTurns} turns: ${p}`));
  }
  return [...new Set(problems)];
}
