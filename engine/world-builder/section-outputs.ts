import { PLAYER_SLOTS, type Outcome, type PlayerOptions, type Stat, type Template } from '@schemas';
import { z } from 'zod';
import { outcomeFromOutput, RESOLUTION_KEYS, statFromOutput } from '../narrator/convert';
import { outcomeOutputSchema, promptSetupOutputSchema, statOutputSchema, type OutcomeOutput, type StatOutput } from '../narrator/outputs';
import type { SectionUpdate, WorldSection } from './draft-world';

// What a model writes for each step of a draft or an iteration: plain zod (no optional fields, no
// defaults, no transforms) so an adapter can send it as a structured-output JSON schema, and
// close to the Template's own shape, so the conversion both ways is a few lines.

const setup = promptSetupOutputSchema.shape;

/** The steps a model draft runs: 'basics' (title, teaser, tags) and the seven sections of spec 2 §4. */
export type AssistantStep = 'basics' | WorldSection;

/** Output schema of each step. */
export const SECTION_OUTPUT_SCHEMAS = {
  basics: z.object({ title: z.string(), teaser: z.string(), tags: z.array(z.string()) }),
  guidelines: z.object({ guidelines: setup.guidelines }),
  storyElements: z.object({ storyElements: setup.storyElements }),
  sharedOutcomes: z.object({ sharedOutcomes: z.array(outcomeOutputSchema) }),
  stats: z.object({ statGroups: z.array(z.string()), sharedStats: z.array(statOutputSchema), playerStats: z.array(statOutputSchema) }),
  players: z.object({ characterSelectionIntroduction: setup.characterSelectionIntroduction, players: setup.players }),
  media: z.object({ imageInstructions: setup.imageInstructions }),
  difficultyLevels: z.object({ difficultyLevels: z.array(z.object({ modifier: z.number().int(), title: z.string() })) }),
} as const;

/** A step's output as the model writes it. */
export type SectionOutput<S extends AssistantStep> = z.infer<(typeof SECTION_OUTPUT_SCHEMAS)[S]>;

/** What a step adds to a World: a section's keys, or the basics. */
export type StepUpdate = SectionUpdate & Partial<Pick<Template, 'title' | 'teaser' | 'tags'>>;

function outcomeToOutput(o: Outcome): OutcomeOutput {
  const r = o.possibleResolutions as Record<string, string>;
  const shape = 'favorable' in r ? 'challenge' : 'sideAWins' in r ? 'competitive' : 'exploration';
  return {
    id: o.id,
    question: o.question,
    resonance: o.resonance,
    shape,
    resolutions: RESOLUTION_KEYS[shape].map((k) => r[k] ?? ''),
    intendedNumberOfMilestones: o.intendedNumberOfMilestones,
  };
}

function statToOutput(s: Stat): StatOutput {
  return {
    id: s.id,
    name: s.name,
    type: s.type,
    group: s.group,
    possibleValues: s.possibleValues ?? '',
    effectOnPoints: [...(s.effectOnPoints ?? [])],
    optionsToSacrifice: s.optionsToSacrifice ?? '',
    optionsToGainAsReward: s.optionsToGainAsReward ?? '',
    narrativeImplications: [...(s.narrativeImplications ?? [])],
    adjustmentsAfterThreads: [...(s.adjustmentsAfterThreads ?? [])],
    canBeChangedInBeatResolutions: s.canBeChangedInBeatResolutions ?? true,
    isVisible: s.isVisible ?? true,
    partOfPlayerBackgrounds: s.partOfPlayerBackgrounds ?? true,
    initialValue: s.initialValue ?? 50,
    tooltip: s.tooltip ?? '',
  } as StatOutput;
}

/**
 * A step's output turned into the World keys it covers (outcomes get their milestones list,
 * players their `playerN` blocks). The result still needs checking: see `sectionProblems`.
 */
export function sectionFromOutput<S extends AssistantStep>(step: S, out: SectionOutput<S>): StepUpdate {
  const o = out as SectionOutput<AssistantStep>;
  switch (step) {
    case 'sharedOutcomes':
      return { sharedOutcomes: (o as SectionOutput<'sharedOutcomes'>).sharedOutcomes.map(outcomeFromOutput) };
    case 'stats': {
      const s = o as SectionOutput<'stats'>;
      return { statGroups: s.statGroups, sharedStats: s.sharedStats.map(statFromOutput), playerStats: s.playerStats.map(statFromOutput) };
    }
    case 'players': {
      const p = o as SectionOutput<'players'>;
      const update: StepUpdate = { characterSelectionIntroduction: p.characterSelectionIntroduction };
      for (const slot of p.players) {
        const options: PlayerOptions = {
          outcomes: slot.outcomes.map(outcomeFromOutput),
          possibleCharacterIdentities: slot.identities.map((i) => ({ ...i })),
          possibleCharacterBackgrounds: slot.backgrounds.map((b) => ({ ...b, initialPlayerStatValues: b.initialPlayerStatValues.map((v) => ({ ...v })) })),
        };
        (update as Record<string, unknown>)[slot.slot] = options;
      }
      return update;
    }
    default:
      return { ...(o as object) } as StepUpdate;
  }
}

/** The reverse: a World's keys for a step in the model's output shape (fake servers, examples). */
export function sectionToOutput<S extends AssistantStep>(step: S, t: StepUpdate): SectionOutput<S> {
  const out = (() => {
    switch (step) {
      case 'basics':
        return { title: t.title ?? '', teaser: t.teaser ?? '', tags: [...(t.tags ?? [])] };
      case 'guidelines':
        return { guidelines: t.guidelines };
      case 'storyElements':
        return { storyElements: (t.storyElements ?? []).map((e) => ({ id: e.id, name: e.name, role: e.role ?? '', instructions: e.instructions ?? '', appearance: e.appearance ?? '', facts: [...(e.facts ?? [])] })) };
      case 'sharedOutcomes':
        return { sharedOutcomes: (t.sharedOutcomes ?? []).map((x) => outcomeToOutput(x as Outcome)) };
      case 'stats':
        return { statGroups: [...(t.statGroups ?? [])], sharedStats: (t.sharedStats ?? []).map((s) => statToOutput(s as Stat)), playerStats: (t.playerStats ?? []).map((s) => statToOutput(s as Stat)) };
      case 'players':
        return {
          characterSelectionIntroduction: { title: t.characterSelectionIntroduction?.title ?? '', text: t.characterSelectionIntroduction?.text ?? '' },
          players: PLAYER_SLOTS.filter((slot) => t[slot]).map((slot) => {
            const p = t[slot] as PlayerOptions;
            return {
              slot,
              outcomes: (p.outcomes ?? []).map(outcomeToOutput),
              identities: p.possibleCharacterIdentities.map((i) => ({ name: i.name, pronouns: { ...i.pronouns }, appearance: i.appearance ?? '' })),
              backgrounds: p.possibleCharacterBackgrounds.map((b) => ({ title: b.title, fluffTemplate: b.fluffTemplate ?? '', initialPlayerStatValues: (b.initialPlayerStatValues ?? []).map((v) => ({ statId: v.statId, value: v.value })) })),
            };
          }),
        };
      case 'media':
        return { imageInstructions: t.imageInstructions };
      case 'difficultyLevels':
        return { difficultyLevels: (t.difficultyLevels ?? []).map((d) => ({ modifier: d.modifier, title: d.title })) };
    }
  })();
  return out as SectionOutput<S>;
}
