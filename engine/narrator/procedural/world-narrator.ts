import type { Narrator } from '../narrator';
import { writeProceduralBeat } from './beat-writer';
import type { ProceduralOptions } from './procedural-narrator';
import { writeProceduralMilestones, writeProceduralSwitch, writeProceduralThread } from './plan-writers';
import { writeProceduralWorldSetup } from './setup-writer';
import { composes } from './compose-beat';
import { writeComposedSwitch, writeComposedThread } from './compose-plans';

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
    planThread: async (req) => (composes(req) ? writeComposedThread(req, writeProceduralThread(req)) : writeProceduralThread(req)),
    writeSwitch: async (req) => (composes(req) ? writeComposedSwitch(req) : null) ?? writeProceduralSwitch(req),
    writeBeat: async (req) => writeProceduralBeat(req, onFill ? (fill) => onFill(req.plan.beatId, fill) : undefined),
    writeMilestones: async (req) => writeProceduralMilestones(req),
  };
}
