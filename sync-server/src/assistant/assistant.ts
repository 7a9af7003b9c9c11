import { type AssistantStep, type SectionUpdate, type WorldSection } from '@engine';
import type { DifficultyLevel, StoryCategory, Template, TemplateGameMode } from '@schemas';

/** What a draft is asked for (the body of POST /templates/generate). */
export type DraftRequest = {
  /** The wizard's assembled prompt (category sentence, fields, 'Additional context: ...') or a free prompt. */
  prompt: string;
  category?: StoryCategory | undefined;
  playerCount: number;
  maxTurns: number;
  gameMode: TemplateGameMode;
  generateImages: boolean;
  difficultyLevel?: DifficultyLevel | undefined;
};

/** What an iteration is asked for (the body of POST /templates/{id}/iterate, with the World as it is). */
export type IterateRequest = {
  template: Template;
  feedback: string;
  sections: readonly WorldSection[];
  gameMode: TemplateGameMode;
  /** The World's largest player count. */
  playerCount: number;
  /** The World's smallest number of turns. */
  maxTurns: number;
};

/** One step's state, for the progress the editor and the wizard show per section. */
export type AssistantProgress = { step: AssistantStep; state: 'running' | 'done' | 'fallback' };

/** How a caller follows and stops a run. */
export type AssistantRunOptions = {
  /** Aborts every model call of the run (the Cancel button; a closed connection). */
  signal?: AbortSignal | undefined;
  onProgress?: ((p: AssistantProgress) => void) | undefined;
  /** Who asked (account, address): the offline work's bound of jobs in flight per caller (issue 26.1). */
  callers?: readonly string[] | undefined;
};

/**
 * The Worldbuilding Assistant (spec 2 §4): drafts a whole World from a prompt, or rebuilds chosen
 * sections of a World with feedback. Every World it returns passes `worldProblems` (the editor's
 * live validation after auto-fix, [W1], [W2], a story can be set up from it); every iteration
 * holds exactly the chosen sections' keys. Two implementations share one contract test: the
 * offline procedural assistant and the OpenAI-compatible one.
 */
export interface Assistant {
  /** 'procedural' or 'openai:{model}', for logs. */
  readonly name: string;
  /** A new World with a temporary id (`draft_...`), never stored. */
  draft(request: DraftRequest, options?: AssistantRunOptions): Promise<Template>;
  /** Only the chosen sections' keys (spec 2 §4 table). */
  iterate(request: IterateRequest, options?: AssistantRunOptions): Promise<SectionUpdate>;
}

/** The run was cancelled by its caller: nothing is answered or created. */
export class AssistantCancelledError extends Error {
  override readonly name = 'AssistantCancelledError';
  constructor() {
    super('[assistant] the run was cancelled');
  }
}

/** The keys each section covers (spec 2 §4), `players` with every player slot. */
export const SECTION_KEYS: Record<WorldSection, readonly string[]> = {
  guidelines: ['guidelines'],
  storyElements: ['storyElements'],
  sharedOutcomes: ['sharedOutcomes'],
  stats: ['statGroups', 'sharedStats', 'playerStats'],
  players: ['characterSelectionIntroduction', 'characterSelectionPlan', 'player1', 'player2', 'player3', 'player4', 'player5', 'player6'],
  media: ['imageInstructions'],
  difficultyLevels: ['difficultyLevels'],
};
