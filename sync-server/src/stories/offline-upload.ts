/**
 * POST /stories/offline (issue 21): a solo story played on a device with no network arrives as its
 * inputs and a digest of each beat the device wrote. The server replays the inputs with its own
 * engine and procedural narrator within a time budget and keeps its own copy, which is then the
 * story, shared like any other. Same versions and a differing beat: a forged upload, refused.
 * Other versions: the server's beats win from the first that differs (no choice on it or after is
 * kept), and both digests are logged.
 *
 * The replay runs in the work pool (issue 26.1), never on the request thread: at most two per
 * caller at once, and a replay past its budget is stopped there, its thread terminated.
 */
import { ENGINE_VERSION, NARRATOR_VERSION } from '@engine';
import type { BeatDigest, OfflineStoryInputs, Template, UploadOfflineStoryRequest, UploadOfflineStoryResponse } from '@schemas';
import type { Queryable } from '../db/db';
import { apiError, invalid } from '../http/api-error';
import { spendBudget } from '../http/rate-limit';
import { runHeavy } from '../work/heavy-work';
import { WorkFailed, WorkTimeout } from '../work/work-pool';
import { templateAccess } from '../templates/template-access';
import { findTemplate } from '../templates/template-repo';
import { createLogger } from '../util/log';
import type { CreateStoryDeps, Creator } from './create-story';
import { fingerprintOf, requestIdReused } from './idempotency';
import { newJoinCode } from './join-code';
import { codeExists, insertPlayer } from './player-repo';
import { appendLogStatement, findStoryByRequest, insertStory, lockStory, lockStoryCreation, saveStoryStatements, storyExists, storyRequest, type CreationKey } from './story-repo';

const log = createLogger('offline-upload');
const OPERATION = 'upload_offline_story';

/**
 * A narrator other than the procedural one, named by module (tests only: a server on other code,
 * a narrator that never ends): `module`'s export `exportName` called with `args`.
 */
export type NarratorRef = { module: string; exportName: string; args?: unknown[] };

/** What a replay needs (the pool's `replayOffline` task, heavy-tasks.ts): the World, the device's inputs and digests, who uploads, and the budget between steps. */
export type ReplayInput = { template: Template; inputs: OfflineStoryInputs; expected: BeatDigest[]; creatorId: string | null; budgetMs: number; narrator?: NarratorRef };

/** How the server replays uploads; tests swap the narrator (by module, it runs in a thread) and its version (a server on other code). */
export interface OfflineReplayConfig {
  narrator?: NarratorRef;
  engineVersion?: number;
  narratorVersion?: number;
  /** The replay's time budget (default and at most 10 s): past it the replay is stopped and the upload refused. */
  budgetMs?: number;
}

const TOO_LONG = 'The story took too long to check: the upload is not stored.';

/** Dependencies of the upload. */
export interface OfflineUploadDeps extends CreateStoryDeps {
  offline?: OfflineReplayConfig;
}

/** What an upload's story row keeps in `request`: the creation fields the feed reads, the inputs and the answer given. */
type StoredUpload = { kind: 'offline'; templateId: string; maxTurns: number; difficultyLevel: unknown; generateImages: false; inputs: unknown; answer: UploadOfflineStoryResponse };

async function earlierAnswer(tx: Queryable, key: CreationKey, fingerprint: string): Promise<UploadOfflineStoryResponse | null> {
  const found = await findStoryByRequest(tx, key);
  if (!found) return null;
  if (found.request_fingerprint !== fingerprint) throw requestIdReused();
  const request = (await storyRequest(tx, found.id)) as StoredUpload | undefined;
  return request?.answer ?? null;
}

const digestAt = (digests: readonly BeatDigest[], turn: number) => digests.find((d) => d.turn === turn)?.digest ?? 'none';

/** Verifies an offline story by replaying it and stores the server's copy; a retry from the same caller gets the first answer. */
export async function uploadOfflineStory(deps: OfflineUploadDeps, creator: Creator, body: UploadOfflineStoryRequest): Promise<UploadOfflineStoryResponse> {
  const { db, limiter } = deps;
  const config = deps.offline ?? {};
  const { requestId, ...rest } = body;
  const { inputs } = body;
  const key: CreationKey = { caller: creator.caller, operation: OPERATION, requestId };
  const fingerprint = fingerprintOf(rest);
  const again = await earlierAnswer(db, key, fingerprint);
  if (again) return again;

  // A replay costs seconds of CPU: spent before any of it, after the free answer to a retry.
  spendBudget(limiter, 'upload_offline_story', creator.ip, OPERATION);

  const stored = await findTemplate(db, inputs.templateId);
  if (!stored) throw apiError(404, "The template you're looking for couldn't be found.", OPERATION);
  if (templateAccess(stored, creator.viewer) === 'none') {
    throw creator.viewer
      ? apiError(403, "You don't have permission to access this template.", OPERATION)
      : apiError(401, 'You need to be logged in to access this template.', OPERATION);
  }
  const t = stored.template;
  if (t.playerCountMin > 1) throw invalid(`This World is for ${t.playerCountMin} to ${t.playerCountMax} players.`);
  if (inputs.maxTurns < t.maxTurnsMin || inputs.maxTurns > t.maxTurnsMax) throw invalid(`This World's stories last ${t.maxTurnsMin} to ${t.maxTurnsMax} turns.`);
  if (await storyExists(db, inputs.storyId)) throw invalid('This story id is already taken: the upload is not stored.');

  // Cheap limits first: a story has at most one choice per turn.
  if (inputs.choices.length > inputs.maxTurns) throw invalid(`The upload has ${inputs.choices.length} choices for a story of ${inputs.maxTurns} turns: the upload is not stored.`);

  const sameCode = inputs.engineVersion === (config.engineVersion ?? ENGINE_VERSION) && inputs.narratorVersion === (config.narratorVersion ?? NARRATOR_VERSION);
  const budgetMs = config.budgetMs ?? 10_000;
  let replay;
  try {
    replay = await runHeavy(
      'replayOffline',
      { template: t, inputs, expected: body.digests, creatorId: creator.viewer?.id ?? null, budgetMs, ...(config.narrator ? { narrator: config.narrator } : {}) },
      { callers: [creator.caller, creator.ip], timeLimitMs: budgetMs, operationType: OPERATION },
    );
  } catch (error) {
    if (error instanceof WorkTimeout) throw invalid(TOO_LONG);
    if (error instanceof WorkFailed) throw invalid('The story could not be checked within the memory a replay may use: the upload is not stored.');
    throw error;
  }
  if (!replay.ok) {
    throw invalid(replay.reason === 'out_of_time' ? TOO_LONG : `The story cannot be replayed: ${replay.message}`);
  }
  const { play, divergedAtTurn } = replay;
  if (divergedAtTurn !== null) {
    const detail = `turn ${divergedAtTurn}: device ${digestAt(body.digests, divergedAtTurn)}, server ${digestAt(play.digests, divergedAtTurn)}`;
    if (sameCode) {
      log.warn(`${inputs.storyId}: refused a forged upload, ${detail}`);
      throw invalid(`The beats sent are not the ones these inputs write (turn ${divergedAtTurn}): the upload is not stored.`);
    }
    log.warn(`${inputs.storyId}: the server's beats win (device engine ${inputs.engineVersion}, narrator ${inputs.narratorVersion}), ${detail}`);
  } else if (play.digests.length !== body.digests.length) {
    throw invalid(`The upload has ${body.digests.length} beat digests but its inputs write ${play.digests.length} beats: the upload is not stored.`);
  }

  return db.transaction(async (tx) => {
    await lockStoryCreation(tx, key);
    const raced = await earlierAnswer(tx, key, fingerprint);
    if (raced) return raced;
    await lockStory(tx, inputs.storyId);
    if (await storyExists(tx, inputs.storyId)) throw invalid('This story id is already taken: the upload is not stored.');
    // The device's code is kept when free; a taken one (odds of 2^-49 a pair) is replaced and the device told.
    let code = body.code;
    while (await codeExists(tx, code)) code = newJoinCode();
    const answer: UploadOfflineStoryResponse = {
      storyId: inputs.storyId,
      code,
      outcome: divergedAtTurn === null ? 'verified' : 'diverged',
      ...(divergedAtTurn === null ? {} : { divergedAtTurn }),
      digests: play.digests,
    };
    const request: StoredUpload = { kind: 'offline', templateId: t.id, maxTurns: inputs.maxTurns, difficultyLevel: inputs.difficultyLevel, generateImages: false, inputs, answer };
    const creatorId = creator.viewer?.id ?? null;
    await insertStory(tx, { id: inputs.storyId, key, fingerprint, templateId: t.id, creatorId, title: play.story.title, request, progress: { step: 3, total: 3, label: 'Ready' } });
    await insertPlayer(tx, { storyId: inputs.storyId, slot: 'player1', code, userId: creatorId });
    const [first, ...others] = play.actions;
    const statements = saveStoryStatements(inputs.storyId, null, play.story, first, { status: 'ready', expect: { status: 'setting_up' }, event: { trigger: 'story_ready' } });
    // The whole log, in order, as if the server had played it: create first (with the story), then each step.
    for (const action of others) statements.push(appendLogStatement(inputs.storyId, action));
    for (const s of statements) await tx.query(s.sql, s.params);
    return answer;
  });
}
