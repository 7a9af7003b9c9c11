import { groupsProblem, storyGameModeOf } from '@engine';
import { PLAYER_SLOTS, type ClassDetail, type CreateClassRequest, type PlayerSlot } from '@schemas';
import type { Db, Statement } from '../db/db';
import { apiError, invalid } from '../http/api-error';
import type { Viewer } from '../http/app-env';
import { spendBudget } from '../http/rate-limit';
import type { RateLimiter } from '../limits/rate-limiter';
import { checkStoryBounds, newStoryStatements, worldForStories, type StoredCreationRequest } from '../stories/create-story';
import { fingerprintOf, requestIdReused } from '../stories/idempotency';
import { newId, randomToken } from '../util/ids';
import { classRequestFreeStatement, findClass, findClassByRequest, insertClassStatement, insertLearnersStatement, learnersOf, lockClassCreationStatement, type ClassSettings } from './class-repo';
import { toClassDetail } from './class-views';

/** The operation name of class creation (budgets, idempotency, error envelopes). */
export const CREATE_CLASS = 'create_class';

/** Dependencies of class creation. */
export interface CreateClassDeps {
  db: Db;
  limiter: RateLimiter;
}

/** A class as it stands now, with its learners and their codes; null when it does not exist. */
export async function loadClassDetail(db: Db, classId: string): Promise<ClassDetail | null> {
  const row = await findClass(db, classId);
  if (!row) return null;
  return toClassDetail(row, await learnersOf(db, classId));
}

async function replayOf(db: Db, caller: string, requestId: string, fingerprint: string): Promise<ClassDetail | null> {
  const existing = await findClassByRequest(db, caller, requestId);
  if (!existing) return null;
  if (existing.request_fingerprint !== fingerprint) throw requestIdReused();
  return loadClassDetail(db, existing.id);
}

/**
 * Creates a class: one story of the World per group (solo learners are groups of one), every story
 * with its join codes and setup job, and the learners numbered across the groups, all in one
 * transaction (one round trip). A retried request (same caller, requestId and body) answers with the class it
 * created; the same requestId with another body is refused; another caller's is its own.
 */
export async function createClass(deps: CreateClassDeps, teacher: { viewer: Viewer; caller: string }, input: CreateClassRequest): Promise<ClassDetail> {
  const { db, limiter } = deps;
  const { requestId, ...body } = input;
  const fingerprint = fingerprintOf(body);
  const replay = await replayOf(db, teacher.caller, requestId, fingerprint);
  if (replay) return replay;

  // Spent only now: a retried request is answered above without counting twice.
  spendBudget(limiter, 'create_class', teacher.viewer.id, CREATE_CLASS);
  const t = await worldForStories(db, teacher.viewer, input.templateId, CREATE_CLASS);
  const problem = groupsProblem(input.groups, t);
  if (problem) throw invalid(problem);
  for (const size of new Set(input.groups)) checkStoryBounds(t, size, input.maxTurns);
  if (t.difficultyLevels.length > 0 && !t.difficultyLevels.some((l) => l.modifier === input.difficultyLevel.modifier)) {
    throw invalid(`Choose one of this World's difficulty levels: ${t.difficultyLevels.map((l) => l.title).join(', ')}.`);
  }

  const classId = newId('class');
  const settings: ClassSettings = {
    groups: input.groups,
    maxTurns: input.maxTurns,
    difficultyLevel: input.difficultyLevel,
    generateImages: input.generateImages,
    gameMode: storyGameModeOf(t.gameMode),
  };
  // One transaction in one round trip: the lock, a guard that no class of this caller has this
  // requestId yet (two identical requests racing: the second waits on the lock, then its guard
  // stops it and it finds the first's class), the class, every story with its codes and setup
  // job (story creation's own statements), and the learners.
  const statements: Statement[] = [
    lockClassCreationStatement(teacher.caller, requestId),
    classRequestFreeStatement(teacher.caller, requestId),
    insertClassStatement({ id: classId, teacherId: teacher.viewer.id, templateId: t.id, title: input.title ?? t.title, worldTitle: t.title, settings, caller: teacher.caller, requestId, fingerprint }),
  ];
  const learners: { learner: number; group: number; storyId: string; slot: PlayerSlot }[] = [];
  for (const [index, size] of input.groups.entries()) {
    const storyId = newId('story');
    const request: StoredCreationRequest = {
      kind: 'template',
      seed: randomToken(16),
      templateId: t.id,
      playerCount: size,
      maxTurns: input.maxTurns,
      generateImages: input.generateImages,
      difficultyLevel: input.difficultyLevel,
    };
    // Each story's own key names its place in the class; the class's key is the request's.
    const key = { caller: teacher.caller, operation: CREATE_CLASS, requestId: `${classId}:${index + 1}` };
    const slots = PLAYER_SLOTS.slice(0, size);
    // No slot is the teacher's: every place is a learner's, joined by its card.
    statements.push(...newStoryStatements({ id: storyId, key, fingerprint, templateId: t.id, creatorId: teacher.viewer.id, title: t.title, request }, slots, null).statements);
    for (const slot of slots) learners.push({ learner: learners.length + 1, group: index + 1, storyId, slot });
  }
  statements.push(insertLearnersStatement(classId, learners));
  let createdId = classId;
  if (!(await db.batch(statements))) {
    const raced = await replayOf(db, teacher.caller, requestId, fingerprint);
    if (!raced) throw apiError(409, 'This class is being created. Please try again in a moment.', CREATE_CLASS);
    createdId = raced.id;
  }
  const created = await loadClassDetail(db, createdId);
  if (!created) throw apiError(404, 'This class no longer exists.', CREATE_CLASS);
  return created;
}
