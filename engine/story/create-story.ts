import { PLAYER_SLOTS, PRONOUN_PRESETS, type ImageReference, type Outcome, type Pronouns, type Story, type StoryPlayerState } from '@schemas';
import { fail, ok, type Result } from '../core/result';
import { initialStatValues } from '../rules/stat-values';
import type { CreateStoryAction } from './actions';
import { capacityShortfall } from './capacity';

const THEY: Pronouns = PRONOUN_PRESETS['they/them'] as Pronouns;

function duplicates(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
}

/** Problems that make a setup unplayable for a config (empty when it is fine). */
export function setupProblems(action: Pick<CreateStoryAction, 'config' | 'setup'>): string[] {
  const { config, setup } = action;
  const problems: string[] = [];
  const slots = PLAYER_SLOTS.slice(0, config.playerCount);
  for (const slot of slots) if (!setup.players[slot]) problems.push(`the setup has no character options for ${slot}`);
  for (const slot of PLAYER_SLOTS.slice(config.playerCount)) {
    if (setup.players[slot]) problems.push(`the setup has options for ${slot} but the story has ${config.playerCount} players`);
  }
  const statIds = [...setup.sharedStats, ...setup.playerStats].map((s) => s.id);
  const dup = duplicates(statIds);
  if (dup.length) problems.push(`Duplicate stat IDs found: ${dup.join(', ')}`);
  for (const s of setup.sharedStats) if (!s.id.startsWith('shared_')) problems.push(`shared stat "${s.id}" must start with shared_`);
  for (const s of setup.playerStats) if (!s.id.startsWith('player_')) problems.push(`player stat "${s.id}" must start with player_`);
  const elementIds = setup.storyElements.map((e) => e.id);
  const dupEl = duplicates(elementIds);
  if (dupEl.length) problems.push(`duplicate story element ids: ${dupEl.join(', ')}`);
  if (elementIds.includes('world')) problems.push('"world" is reserved and cannot be a story element id');
  const dupShared = duplicates(setup.sharedOutcomes.map((o) => o.id));
  if (dupShared.length) problems.push(`duplicate shared outcome ids: ${dupShared.join(', ')}`);
  for (const slot of slots) {
    const outcomes = setup.players[slot]?.outcomes ?? [];
    const d = duplicates(outcomes.map((o) => o.id));
    if (d.length) problems.push(`duplicate outcome ids in ${slot}: ${d.join(', ')}`);
  }
  const own = slots.map((s) => setup.players[s]?.outcomes.length ?? 0);
  // One player: shared and own outcomes form one pool. Several: shared threads use the shared
  // outcomes and personal threads each player's own, so the player with the fewest counts.
  const shortfall =
    config.playerCount === 1
      ? capacityShortfall(setup.sharedOutcomes.length + (own[0] ?? 0), [0], config.maxTurns)
      : capacityShortfall(setup.sharedOutcomes.length, own, config.maxTurns);
  if (shortfall) problems.push(shortfall);
  return problems;
}

const fresh = (o: Outcome): Outcome => ({ ...o, milestones: [] });

/**
 * The portraits of a new story (spec 1 §3: `{playerSlot}_{identityIndex}` in `players`): each
 * identity's World portrait when the World has one; otherwise, when the story generates images,
 * a portrait of its own for the illustrator to paint. A story with images off asks for none.
 */
export function initialPortraits(storyId: string, players: Story['players'], generateImages: boolean): ImageReference[] {
  const images: ImageReference[] = [];
  for (const p of Object.values(players)) {
    p.possibleCharacterIdentities.forEach((identity, i) => {
      const id = `${p.slot}_${i}`;
      const world = identity.image;
      if (world && world.status === 'ready') images.push({ ...world, id, subDirectory: 'players' });
      else if (generateImages) {
        images.push({ id, source: 'story', sourceId: storyId, subDirectory: 'players', fileType: 'jpeg', status: 'generating', description: identity.name });
      }
    });
  }
  return images;
}

/** Builds a new story from a create_story action (no character chosen yet, turn 0). */
export function createStory(action: CreateStoryAction): Result<Story> {
  const problems = setupProblems(action);
  if (problems.length > 0) return fail('invalid_setup', `The story setup cannot be played: ${problems.join('; ')}.`);
  const { config, setup } = action;
  const players: Story['players'] = {};
  for (const slot of PLAYER_SLOTS.slice(0, config.playerCount)) {
    const options = setup.players[slot];
    if (!options) continue;
    const p: StoryPlayerState = {
      slot,
      status: 'active',
      name: '',
      pronouns: THEY,
      appearance: '',
      fluff: '',
      identityChoice: -1,
      backgroundChoice: -1,
      statValues: [],
      outcomes: options.outcomes.map(fresh),
      possibleCharacterIdentities: options.possibleCharacterIdentities,
      possibleCharacterBackgrounds: options.possibleCharacterBackgrounds,
      introducedElements: [],
      beatHistory: [],
    };
    players[slot] = p;
  }
  const story: Story = {
    id: action.storyId,
    templateId: setup.templateId,
    title: setup.title,
    ...(setup.category ? { category: setup.category } : {}),
    ...(setup.prompt !== undefined ? { prompt: setup.prompt } : {}),
    plan: setup.plan,
    gameMode: config.gameMode,
    maxTurns: config.maxTurns,
    currentTurn: 0,
    difficultyLevel: config.difficultyLevel,
    generateImages: config.generateImages,
    seed: action.seed,
    creatorId: config.creatorId,
    createdAt: action.now,
    updatedAt: action.now,
    world: {
      guidelines: setup.guidelines,
      storyElements: setup.storyElements,
      statGroups: setup.statGroups,
      sharedStats: setup.sharedStats,
      playerStats: setup.playerStats,
      imageInstructions: setup.imageInstructions,
      characterSelectionIntroduction: setup.characterSelectionIntroduction,
      worldFacts: [],
    },
    sharedStatValues: initialStatValues(setup.sharedStats),
    sharedOutcomes: setup.sharedOutcomes.map(fresh),
    players,
    threads: [],
    switches: [],
    images: initialPortraits(action.storyId, players, config.generateImages),
    characterSelectionCompleted: false,
    gameOver: false,
  };
  return ok(story);
}
