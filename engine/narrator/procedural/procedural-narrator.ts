import type { SlotFill } from '../../language';
import type { Narrator } from '../narrator';
import { writeProceduralBeat } from './beat-writer';
import { writeProceduralMilestones, writeProceduralSwitch, writeProceduralThread } from './plan-writers';
import { writeProceduralPromptSetup, writeProceduralWorldSetup } from './setup-writer';

/** Options of the procedural narrator. */
export type ProceduralOptions = {
  /** Hears every value put into a typed slot of a beat's templates (the quality report checks their grammar). */
  onFill?: (beatId: string, fill: SlotFill) => void;
};

/**
 * The offline narrator: deterministic for a story seed, writes every call from the World's own
 * material (elements and their facts, places, people's intentions, tone, conflicts, the player's
 * identity, background and stats, the last choice and what it changed, other players), and
 * builds prompt stories' Worlds with the World builder. The default narrator and the narrator of
 * the test suite.
 */
export function createProceduralNarrator(options: ProceduralOptions = {}): Narrator {
  const { onFill } = options;
  return {
    name: 'procedural',
    setupFromPrompt: async (req) => writeProceduralPromptSetup(req),
    setupFromWorld: async (req) => writeProceduralWorldSetup(req),
    planThread: async (req) => writeProceduralThread(req),
    writeSwitch: async (req) => writeProceduralSwitch(req),
    writeBeat: async (req) => writeProceduralBeat(req, onFill ? (fill) => onFill(req.plan.beatId, fill) : undefined),
    writeMilestones: async (req) => writeProceduralMilestones(req),
  };
}
