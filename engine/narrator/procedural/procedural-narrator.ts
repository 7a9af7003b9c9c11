import type { SlotFill } from '../../language';
import type { Narrator } from '../narrator';
import { writeProceduralPromptSetup } from './setup-writer';
import { createProceduralWorldNarrator } from './world-narrator';

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
  return { ...createProceduralWorldNarrator(options), setupFromPrompt: async (req) => writeProceduralPromptSetup(req) };
}
