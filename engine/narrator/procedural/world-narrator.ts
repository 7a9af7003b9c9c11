import type { SlotFill } from '../../language';
import type { Narrator } from '../narrator';
import { writeProceduralMilestones, writeProceduralSwitch, writeProceduralThread } from './plan-writers';
import { writeProceduralWorldSetup } from './setup-writer';
import { composes, writeComposedBeat } from './compose-beat';
import { writeComposedSwitch, writeComposedThread } from './compose-plans';

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
export function createProceduralWorldNarrator(_options: ProceduralOptions = {}): Narrator {
  // Composed beats fill no typed template slots, so `onFill` hears nothing from them.
  return {
    name: 'procedural',
    setupFromPrompt: () => Promise.reject(new Error('This narrator writes stories of a World only, not from a prompt.')),
    setupFromWorld: async (req) => writeProceduralWorldSetup(req),
    planThread: async (req) => (composes(req) ? writeComposedThread(req, writeProceduralThread(req)) : writeProceduralThread(req)),
    writeSwitch: async (req) => (composes(req) ? writeComposedSwitch(req) : null) ?? writeProceduralSwitch(req),
    // Every beat, of any World, is composed from its material (compose-beat.ts); the old paragraph writer and its phrase banks are gone.
    writeBeat: async (req) => writeComposedBeat(req),
    writeMilestones: async (req) => writeProceduralMilestones(req),
  };
}
