import type { Narrator } from '../narrator';
import { writeProceduralBeat } from './beat-writer';
import { writeProceduralMilestones, writeProceduralSwitch, writeProceduralThread } from './plan-writers';
import { writeProceduralPromptSetup, writeProceduralWorldSetup } from './setup-writer';

/**
 * The offline narrator: deterministic for a story seed, writes every call from the World's own
 * material (elements and facts, places, tone, conflicts, the player's identity, background and
 * stats, the last choice and how it went, other players). The default narrator and the
 * narrator of the test suite.
 */
export function createProceduralNarrator(): Narrator {
  return {
    name: 'procedural',
    setupFromPrompt: async (req) => writeProceduralPromptSetup(req),
    setupFromWorld: async (req) => writeProceduralWorldSetup(req),
    planThread: async (req) => writeProceduralThread(req),
    writeSwitch: async (req) => writeProceduralSwitch(req),
    writeBeat: async (req) => writeProceduralBeat(req),
    writeMilestones: async (req) => writeProceduralMilestones(req),
  };
}
