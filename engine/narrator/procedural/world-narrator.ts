import type { SlotFill } from '../../language';
import type { Narrator } from '../narrator';
import { writeProceduralBeat } from './beat-writer';
import { writeProceduralMilestones, writeProceduralSwitch, writeProceduralThread } from './plan-writers';
import { writeProceduralWorldSetup } from './setup-writer';

/** Options of the procedural narrator (here, below both narrators, so neither file imports the other). */
export type ProceduralOptions = {
  /** Hears every value put into a typed slot of a beat's templates (the quality report checks their grammar). */
  onFill?: (beatId: string, fill: SlotFill) => void;
};

/**
 * The procedural narrator for stories of a World only: the very writers of
 * `createProceduralNarrator` (so the same beats), without the World builder that prompt stories
 * need. A solo story played offline always starts from a cached World, and leaving the builder out
 * keeps it out of the device's engine worker chunk.
 */
export function createProceduralWorldNarrator(options: ProceduralOptions = {}): Narrator {
  const { onFill } = options;
  return {
    name: 'procedural',
    setupFromPrompt: () => Promise.reject(new Error('This narrator writes stories of a World only, not from a prompt.')),
    setupFromWorld: async (req) => writeProceduralWorldSetup(req),
    planThread: async (req) => writeProceduralThread(req),
    writeSwitch: async (req) => writeProceduralSwitch(req),
    writeBeat: async (req) => writeProceduralBeat(req, onFill ? (fill) => onFill(req.plan.beatId, fill) : undefined),
    writeMilestones: async (req) => writeProceduralMilestones(req),
  };
}
