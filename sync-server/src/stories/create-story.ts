import {
  PLAYER_SLOTS,
  type CreateStoryFromTemplateRequest,
  type CreateStoryRequest,
  type CreateStoryResponse,
  type PlayerSlot,
  type Template,
} from '@schemas';
import type { Db, Queryable, Statement } from '../db/db';
import { apiError, invalid, moderationBlocked } from '../http/api-error';
import type { Viewer } from '../http/app-env';
import { spendBudget } from '../http/rate-limit';
import { enqueueJobStatements } from '../jobs/job-repo';
import type { Moderator } from '../limits/moderation';
import type { RateLimiter } from '../limits/rate-limiter';
import { templateAccess } from '../templates/template-access';
import { findTemplate } from '../templates/template-repo';
import { newId, randomToken } from '../util/ids';
import { newJoinCode } from './join-code';
import { codesOfStory, insertPlayerStatement } from './player-repo';
import { fingerprintOf, requestIdReused } from './idempotency';
import { findStoryByRequest, insertStoryStatement, lockStoryCreation, type CreationKey } from './story-repo';

/** What the setup job needs, stored on the story row until the story exists. */
export type StoredCreationRequest =
  | ({ kind: 'prompt'; seed: string } & Omit<CreateStoryRequest, 'requestId'>)
  | ({ kind: 'template'; seed: string } & Omit<CreateStoryFromTemplateRequest, 'requestId'>);

/** Who is creating a story, as far as limits, ownership and idempotency go. */
export interface Creator {
  ip: string;
  viewer: Viewer | null | undefined;
  /** Whose idempotency record this is (http/caller.ts): the account, the visitor's browser or the realtime session. */
  caller: string;
}


/**
 * The World a story (or a class of stories) is created from, if the caller may read it: 404 when
 * there is none, 401/403 (spec 1's configurator texts) when the caller may not.
 */
export async function worldForStories(db: Queryable, viewer: Viewer | null | undefined, templateId: string, operation: string): Promise<Template> {
  const stored = await findTemplate(db, templateId);
  if (!stored) throw apiError(404, "The template you're looking for couldn't be found.", operation);
  if (templateAccess(stored, viewer) === 'none') {
    throw viewer
      ? apiError(403, "You don't have permission to access this template.", operation)
      : apiError(401, 'You need to be logged in to access this template.', operation);
  }
  return stored.template;
}

/** Refuses (invalid) a player count or length outside the World's bounds. */
export function checkStoryBounds(t: Template, playerCount: number, maxTurns: number): void {
  if (playerCount < t.playerCountMin || playerCount > t.playerCountMax) {
    throw invalid(`This World is for ${t.playerCountMin === t.playerCountMax ? t.playerCountMin : `${t.playerCountMin} to ${t.playerCountMax}`} players.`);
  }
  if (maxTurns < t.maxTurnsMin || maxTurns > t.maxTurnsMax) {
    throw invalid(`This World's stories last ${t.maxTurnsMin} to ${t.maxTurnsMax} turns.`);
  }
}

/**
 * The statements that store a story, setting up, with one join code per slot (the first slot
 * claimed by `player1User` when given) and queue its setup job, for a transaction or a Db.batch;
 * with the codes they store.
 */
export function newStoryStatements(
  story: { id: string; key: CreationKey; fingerprint: string; templateId: string | null; creatorId: string | null; title: string; request: StoredCreationRequest },
  slots: readonly PlayerSlot[],
  player1User: string | null,
): { statements: Statement[]; codes: Partial<Record<PlayerSlot, string>> } {
  const statements: Statement[] = [insertStoryStatement({ ...story, progress: { step: 0, total: 3, label: 'Queued' } })];
  const codes: Partial<Record<PlayerSlot, string>> = {};
  for (const slot of slots) {
    const code = newJoinCode();
    statements.push(insertPlayerStatement({ storyId: story.id, slot, code, userId: slot === 'player1' ? player1User : null }));
    codes[slot] = code;
  }
  statements.push(...enqueueJobStatements({ id: `setup:${story.id}`, kind: 'story_setup', storyId: story.id }));
  return { statements, codes };
}

/** {@link newStoryStatements} run inside a creation's transaction; returns the codes. */
export async function insertNewStory(tx: Queryable, ...args: Parameters<typeof newStoryStatements>): Promise<Partial<Record<PlayerSlot, string>>> {
  const { statements, codes } = newStoryStatements(...args);
  for (const s of statements) await tx.query(s.sql, s.params);
  return codes;
}

/** Dependencies of story creation. */
export interface CreateStoryDeps {
  db: Db;
  limiter: RateLimiter;
  moderator: Moderator;
}

async function existingByRequest(tx: Queryable, key: CreationKey, fingerprint: string): Promise<CreateStoryResponse | null> {
  const story = await findStoryByRequest(tx, key);
  if (!story) return null;
  if (story.request_fingerprint !== fingerprint) throw requestIdReused();
  const players = await codesOfStory(tx, story.id);
  return { storyId: story.id, status: story.status, codes: Object.fromEntries(players.map((p) => [p.slot, p.code])) };
}

/**
 * Creates a story and one join code per player slot, and queues its setup as a durable job.
 * A retried request (same caller, same operation, same requestId and body) answers with the story
 * it already created; the same requestId from another caller is a new request, and from the same
 * caller with another body it is refused.
 */
export async function createStory(
  deps: CreateStoryDeps,
  creator: Creator,
  input: ({ kind: 'prompt' } & CreateStoryRequest) | ({ kind: 'template' } & CreateStoryFromTemplateRequest),
): Promise<CreateStoryResponse> {
  const { db, limiter, moderator } = deps;
  const operation = input.kind === 'prompt' ? 'initialize_story' : 'initialize_from_template';
  const { requestId, ...rest } = input;
  const key: CreationKey = { caller: creator.caller, operation, requestId };
  const fingerprint = fingerprintOf(rest);
  const replay = await existingByRequest(db, key, fingerprint);
  if (replay) return replay;

  // Spent only now: a retried request is answered above without counting twice.
  spendBudget(limiter, 'create_story', creator.ip, operation);

  let templateId: string | null = null;
  let title = 'A new story';
  if (input.kind === 'prompt') {
    const verdict = await moderator.check(input.prompt);
    if (!verdict.ok) throw moderationBlocked(verdict.reason, operation);
  } else {
    const t = await worldForStories(db, creator.viewer, input.templateId, operation);
    checkStoryBounds(t, input.playerCount, input.maxTurns);
    templateId = t.id;
    title = t.title;
  }

  const request: StoredCreationRequest = { ...rest, seed: randomToken(16) };
  const storyId = newId('story');
  const slots = PLAYER_SLOTS.slice(0, input.playerCount);

  return db.transaction(async (tx) => {
    // Two identical requests racing: the second waits here and then finds the first's story.
    await lockStoryCreation(tx, key);
    const raced = await existingByRequest(tx, key, fingerprint);
    if (raced) return raced;
    const codes = await insertNewStory(tx, { id: storyId, key, fingerprint, templateId, creatorId: creator.viewer?.id ?? null, title, request }, slots, creator.viewer?.id ?? null);
    return { storyId, codes, status: 'setting_up' as const };
  });
}
