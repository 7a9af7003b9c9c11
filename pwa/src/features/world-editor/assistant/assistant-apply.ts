/**
 * Writing the Worldbuilding Assistant's results into the World's Y.Doc: an AI draft copied into
 * the open World (spec 2 §4 'AI draft'), or one accepted iteration section. Each is one
 * transaction with ASSISTANT_ORIGIN, so co-authors receive it live, offline copies merge it, and
 * the editor's UndoManager (tracking only that origin) takes it back in one step. Both go through
 * the minimal-diff patch, so only what differs is written.
 */
import { chosenSectionsOnly, completeBackgrounds, keepPictures, type TemplateDraft } from '@engine';
import { docToTemplateInput, sectionMap } from '@engine/world-doc';
import { PLAYER_SLOTS, type IterationSection, type Template, type TemplateInput } from '@schemas';
import type * as Y from 'yjs';
import { applyDocPatch } from '../doc/world-doc-patch';
import { draftOf } from '../doc/world-doc-validation';

/** The origin of the assistant's transactions (what the editor's undo tracks). */
export const ASSISTANT_ORIGIN = Symbol('world-assistant');

/** What the AI Draft tab was asked for: forced onto the copy (spec 2 §4). */
export type DraftChoice = { gameMode: Template['gameMode']; playerCount: number; maxTurns: number; difficultyLevel: Template['difficultyLevels'][number] | null };

// Fields the copy never takes from the draft: the World's own identity, status and placement.
const NOT_COPIED = new Set(['id', 'createdAt', 'updatedAt', 'creatorId', 'creatorUsername', 'publicationStatus', 'showOnWelcomeScreen', 'order', 'coverImage']);

/** Copies a drafted World into the doc: game mode, player counts, turns and the one difficulty level forced; player slots beyond the count removed. */
export function applyDraft(doc: Y.Doc, draft: Template, choice: DraftChoice): void {
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(draft)) if (!NOT_COPIED.has(k)) copy[k] = v;
  Object.assign(copy, {
    gameMode: choice.gameMode,
    playerCountMin: choice.playerCount,
    playerCountMax: choice.playerCount,
    maxTurnsMin: choice.maxTurns,
    maxTurnsMax: choice.maxTurns,
    ...(choice.difficultyLevel ? { difficultyLevels: [choice.difficultyLevel] } : {}),
  });
  doc.transact(() => {
    applyDocPatch(doc, copy, ASSISTANT_ORIGIN);
    const players = sectionMap(doc, 'players');
    for (const slot of PLAYER_SLOTS.slice(choice.playerCount)) if (players.has(slot)) players.delete(slot);
  }, ASSISTANT_ORIGIN);
}

/**
 * Applies one accepted section of an iteration result: that section's keys only, the World's
 * pictures kept. New stats reach the backgrounds (their
 * completeness, spec 2 §4), so the World stays valid whichever sections are accepted.
 */
export function applySection(doc: Y.Doc, section: IterationSection, update: Partial<TemplateInput>): void {
  const current = docToTemplateInput(doc);
  // Only this section's keys, with the pictures the World has now (a proposal never removes one by leaving it out).
  const patch: Record<string, unknown> = keepPictures(chosenSectionsOnly(update as Record<string, unknown>, [section]), current as TemplateInput);
  if (section === 'stats' || section === 'players') {
    const merged = completeBackgrounds({ ...draftOf(current), ...(patch as TemplateDraft) });
    for (const slot of PLAYER_SLOTS) if (merged[slot] !== undefined && (section === 'players' ? patch[slot] !== undefined : true)) patch[slot] = merged[slot];
  }
  applyDocPatch(doc, patch, ASSISTANT_ORIGIN);
}
