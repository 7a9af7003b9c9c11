import { outcomeShape, PLAYER_SLOTS, type Outcome, type Stat } from '@schemas';
import { createRng, deriveSeed } from '../../core/rng';
import { cap } from '../../language';
import { capacityShortfall, MAX_MILESTONES, minSegments } from '../../story/capacity';
import { draftWorld } from '../../world-builder/draft-world';
import { parsePromptStory } from '../../world-builder/parse-prompt';
import { RESOLUTION_KEYS } from '../convert';
import type { PromptSetupRequest, WorldSetupRequest } from '../narrator';
import type { OutcomeOutput, PromptSetupOutput, StatOutput, WorldSetupOutput } from '../outputs';

function outcome(id: string, question: string, shape: OutcomeOutput['shape'], resolutions: string[], intended: number, resonance: string): OutcomeOutput {
  return { id, question, resonance, shape, resolutions, intendedNumberOfMilestones: intended };
}

function outcomeToOutput(o: Outcome): OutcomeOutput {
  const shape = outcomeShape(o.possibleResolutions);
  const r = o.possibleResolutions as Record<string, string>;
  return outcome(o.id, o.question, shape, RESOLUTION_KEYS[shape].map((k) => r[k] ?? ''), o.intendedNumberOfMilestones, o.resonance);
}

function statToOutput(s: Stat): StatOutput {
  return { ...s, effectOnPoints: [...s.effectOnPoints], narrativeImplications: [...s.narrativeImplications], adjustmentsAfterThreads: [...s.adjustmentsAfterThreads], initialValue: Array.isArray(s.initialValue) ? [...s.initialValue] : s.initialValue };
}

/**
 * Builds a whole playable World from a prompt story: the wizard's assembled prompt is read back
 * into its category and fields and drafted by the World builder, the same one the Worldbuilding
 * Assistant uses offline.
 */
export function writeProceduralPromptSetup(req: PromptSetupRequest): PromptSetupOutput {
  const parsed = parsePromptStory(req.prompt, req.category);
  const category = req.category !== 'flexible' ? req.category : parsed.category;
  const t = draftWorld(
    { prompt: parsed.prompt || req.prompt, category, fields: parsed.fields, playerCount: req.playerCount, maxTurns: req.maxTurns, gameMode: req.gameMode, difficultyLevel: req.difficulty },
    deriveSeed(req.seed, 'setup'),
  );
  const slots = PLAYER_SLOTS.slice(0, req.playerCount);
  return {
    title: t.title,
    plan: `A ${req.maxTurns}-turn story about ${t.teaser.replace(/\.$/, '').toLowerCase().slice(0, 160)}; every outcome answered by the end.`,
    guidelines: t.guidelines,
    storyElements: t.storyElements.map((e) => ({ ...e, facts: [...e.facts] })),
    sharedOutcomes: t.sharedOutcomes.map(outcomeToOutput),
    statGroups: [...t.statGroups],
    sharedStats: t.sharedStats.map(statToOutput),
    playerStats: t.playerStats.map(statToOutput),
    players: slots.map((slot) => {
      const p = t[slot];
      return {
        slot,
        outcomes: (p?.outcomes ?? []).map(outcomeToOutput),
        identities: (p?.possibleCharacterIdentities ?? []).map((i) => ({ name: i.name, pronouns: { ...i.pronouns }, appearance: i.appearance })),
        backgrounds: (p?.possibleCharacterBackgrounds ?? []).map((b) => ({ title: b.title, fluffTemplate: b.fluffTemplate, initialPlayerStatValues: b.initialPlayerStatValues.map((v) => ({ ...v })) })),
      };
    }),
    characterSelectionIntroduction: { ...t.characterSelectionIntroduction },
    imageInstructions: { ...t.imageInstructions },
  };
}

/** The story's title, plan and outcomes in an existing World; adds outcomes when the World has too few for the story's length. */
export function writeProceduralWorldSetup(req: WorldSetupRequest): WorldSetupOutput {
  const rng = createRng(deriveSeed(req.seed, 'world-setup'));
  const t = req.template;
  const slots = PLAYER_SLOTS.slice(0, req.playerCount);
  const shared = t.sharedOutcomes.map(outcomeToOutput);
  const players = slots.map((slot) => ({ slot, outcomes: (t[slot]?.outcomes ?? []).map(outcomeToOutput) }));
  const own = players.map((p) => p.outcomes.length);
  const single = req.playerCount === 1;
  const short = (): boolean =>
    single ? capacityShortfall(shared.length + (own[0] ?? 0), [0], req.maxTurns) !== null : capacityShortfall(shared.length, own, req.maxTurns) !== null;
  const elements = rng.shuffle(t.storyElements);
  for (let i = 0; short() && i < 20; i++) {
    const el = elements[i % Math.max(1, elements.length)];
    const name = el?.name ?? (i === 0 ? 'this place' : `the ${['old road', 'harbour', 'hill', 'market'][i % 4]}`);
    shared.push(outcome(`story_extra_${i + 1}`, `What becomes of ${name}?`, 'exploration', [`${cap(name)} is changed for the better`, `${cap(name)} stays as it was`, `${cap(name)} is lost for good`], 2, 'A question this story adds to the World.'));
  }
  const needed = minSegments(req.maxTurns - 1);
  return {
    title: t.title.slice(0, 120),
    plan: `A ${req.maxTurns}-turn story in ${t.title} for ${req.playerCount} player${req.playerCount > 1 ? 's' : ''}; about ${needed} threads each, every outcome reached by at most ${MAX_MILESTONES} milestones.`,
    sharedOutcomes: shared,
    players,
  };
}
