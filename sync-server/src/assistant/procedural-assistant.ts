import type { AssistantStep } from '@engine';
import { newId } from '../util/ids';
import { runHeavy } from '../work/heavy-work';
import { AssistantCancelledError, type Assistant } from './assistant';

const DRAFT_STEPS: AssistantStep[] = ['basics', 'guidelines', 'media', 'difficultyLevels', 'storyElements', 'sharedOutcomes', 'stats', 'players'];

/**
 * The offline Worldbuilding Assistant over `engine/world-builder/`: a draft is built from the
 * prompt's own words and the category's fields in a few milliseconds; an iteration rebuilds each
 * chosen section with the feedback's words (procedural-drafting.ts). The building runs in the work
 * pool (issue 26.1), bounded per caller (`run.callers`) and in time, never on the request thread.
 */
export function createProceduralAssistant(options: { now?: () => Date } = {}): Assistant {
  const now = options.now ?? (() => new Date());
  return {
    name: 'procedural',
    async draft(request, run = {}) {
      if (run.signal?.aborted) throw new AssistantCancelledError();
      const id = newId('draft');
      const world = await runHeavy('assistantDraft', { request, id, now: now().toISOString() }, { callers: run.callers ?? ['assistant'], operationType: 'generate_template' });
      for (const step of DRAFT_STEPS) run.onProgress?.({ step, state: 'done' });
      return world;
    },
    async iterate(request, run = {}) {
      if (run.signal?.aborted) throw new AssistantCancelledError();
      const update = await runHeavy('assistantIterate', { request }, { callers: run.callers ?? ['assistant'], operationType: 'iterate_template' });
      // Stats are rebuilt first (procedural-drafting.ts), and reported in that order.
      const ordered = [...request.sections].sort((a, b) => (a === 'stats' ? -1 : b === 'stats' ? 1 : 0));
      for (const section of ordered) run.onProgress?.({ step: section, state: 'done' });
      return update;
    },
  };
}
