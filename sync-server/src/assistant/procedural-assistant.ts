import { buildSection, draftWorld, type SectionUpdate } from '@engine';
import { templateSchema } from '@schemas';
import { newId } from '../util/ids';
import { AssistantCancelledError, type Assistant } from './assistant';
import { draftInputOf, finishDraft, iterationInputOf } from './world-finish';

const DRAFT_STEPS = ['basics', 'guidelines', 'media', 'difficultyLevels', 'storyElements', 'sharedOutcomes', 'stats', 'players'] as const;

/**
 * The offline Worldbuilding Assistant over `engine/world-builder/`: a draft is built from the
 * prompt's own words and the category's fields in a few milliseconds; an iteration rebuilds each
 * chosen section with the feedback's words (seeded by the World's id and the feedback, so the
 * same request gives the same answer).
 */
export function createProceduralAssistant(options: { now?: () => Date } = {}): Assistant {
  const now = options.now ?? (() => new Date());
  return {
    name: 'procedural',
    async draft(request, run = {}) {
      if (run.signal?.aborted) throw new AssistantCancelledError();
      const id = newId('draft');
      const world = draftWorld(draftInputOf(request), id, { id, now: now().toISOString() });
      for (const step of DRAFT_STEPS) run.onProgress?.({ step, state: 'done' });
      return finishDraft(world, request, id, now().toISOString());
    },
    async iterate(request, run = {}) {
      if (run.signal?.aborted) throw new AssistantCancelledError();
      const input = iterationInputOf(request);
      const update: SectionUpdate = {};
      // Stats first, so rebuilt players' backgrounds use the rebuilt stats when both are chosen.
      const ordered = [...request.sections].sort((a, b) => (a === 'stats' ? -1 : b === 'stats' ? 1 : 0));
      for (const section of ordered) {
        const template = templateSchema.parse({ ...request.template, ...update });
        Object.assign(update, buildSection(section, { input, seed: request.template.id, feedback: request.feedback, template }));
        run.onProgress?.({ step: section, state: 'done' });
      }
      return update;
    },
  };
}
