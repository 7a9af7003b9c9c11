/**
 * The offline Worldbuilding Assistant's work (over `engine/world-builder/`): a draft from the
 * prompt's own words and the category's fields; an iteration rebuilding each chosen section with
 * the feedback's words (seeded by the World's id and the feedback, so the same request gives the
 * same answer); one section alone (the model assistant's fallback).
 *
 * CPU work: it runs in the work pool (heavy-tasks.ts); procedural-assistant.ts sends it there.
 */
import { buildSection, draftWorld, type SectionContext, type SectionUpdate, type WorldSection } from '@engine';
import { templateSchema, type Template } from '@schemas';
import type { DraftRequest, IterateRequest } from './assistant';
import { draftInputOf, finishDraft, iterationInputOf } from './world-finish';

/** A new World drafted from a request, under the temporary id `id`. */
export function proceduralDraft(request: DraftRequest, id: string, now: string): Template {
  const world = draftWorld(draftInputOf(request), id, { id, now });
  return finishDraft(world, request, id, now);
}

/** The chosen sections of a World rebuilt with the feedback's words. */
export function proceduralIterate(request: IterateRequest): SectionUpdate {
  const input = iterationInputOf(request);
  const update: SectionUpdate = {};
  // Stats first, so rebuilt players' backgrounds use the rebuilt stats when both are chosen.
  const ordered = [...request.sections].sort((a, b) => (a === 'stats' ? -1 : b === 'stats' ? 1 : 0));
  for (const section of ordered) {
    const template = templateSchema.parse({ ...request.template, ...update });
    Object.assign(update, buildSection(section, { input, seed: request.template.id, feedback: request.feedback, template }));
  }
  return update;
}

/** One section built offline (the model assistant's fallback for a section the model could not write). */
export function proceduralSection(section: WorldSection, context: SectionContext): SectionUpdate {
  return buildSection(section, context);
}
