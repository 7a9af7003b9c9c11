import type { Narrator } from '../narrator';
import { writeProceduralPromptSetup } from './setup-writer';
import { createProceduralWorldNarrator, type ProceduralOptions } from './world-narrator';

export type { ProceduralOptions } from './world-narrator';

/**
 * The offline narrator: deterministic for a story seed, writes every call from the World's own
 * material (elements and their facts, places, people's intentions, tone, conflicts, the player's
 * identity, background and stats, the last choice and what it changed, other players), and
 * builds prompt stories' Worlds with the World builder. The default narrator and the narrator of
 * the test suite.
 */
export function createProceduralNarrator(options: ProceduralOptions = {}): Narrator {
  return { ...createProceduralWorldNarrator(options), setupFromPrompt: async (req) => writeProceduralPromptSetup(req) };
}
