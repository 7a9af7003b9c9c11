import { createRng, createStoryAction, generateNextTurn, generateSetup, readyForNextTurn, reduceStory, type BreakerEvent, type Narrator, type SetupRequest } from '@engine';
import type { Story } from '@schemas';
import type { Db } from '../db/db';
import { storyImagesJobStatements } from './story-images';
import type { Job, JobHandler } from '../jobs/job-queue';
import { findTemplate } from '../templates/template-repo';
import { createLogger } from '../util/log';
import type { StoredCreationRequest } from './create-story';
import { withBeatDrafts, type BeatDraftSink } from '../ai/beat-drafts';
import { deleteBeatDraftsStatement } from './beat-stream-repo';
import type { StoryCache } from './story-cache';
import { loadStory, lockStory, markSetupFailed, publishStoryEvent, savedVersion, saveStoryStatements, setSetupProgress, setupProgressStatement } from './story-repo';

const log = createLogger('story-jobs');

/** Says in the log when a story's circuit breaker leaves its model out, or lets it back in (issue 29). */
function logBreaker(storyId: string, turn: number, event: BreakerEvent | undefined): void {
  if (event?.kind === 'opened') {
    log.warn(`${storyId} turn ${turn}: circuit breaker open after ${event.failures} failed model calls in a row: the built-in storyteller writes ${event.untilTurn === null ? 'the rest of the story' : `until turn ${event.untilTurn}`}`);
  } else if (event?.kind === 'closed') log.info(`${storyId} turn ${turn}: circuit breaker closed: the model writes again`);
}

/** Dependencies of the story jobs. */
export interface StoryJobDeps {
  db: Db;
  cache: StoryCache;
  narrator: Narrator;
  clock?: () => Date;
  /** Where a streaming narrator sends the drafts of the beats it writes (none: no streaming). */
  drafts?: BeatDraftSink;
  /** Told of each story this process's jobs wrote (set up, or a turn): plan-ahead.ts plans the next turn's calls from it. */
  onTurnWritten?: (story: Story) => void;
}

async function setProgress(db: Db, storyId: string, step: number, label: string): Promise<void> {
  await setSetupProgress(db, storyId, { step, total: 3, label });
}

/**
 * The setup job: turns the stored creation request into a playable story (a World from the prompt,
 * or the story's outcomes from a template), then marks it ready and tells every waiting client.
 */
export function storySetupJob(deps: StoryJobDeps): JobHandler {
  const now = () => (deps.clock ?? (() => new Date()))().toISOString();
  return async (job: Job) => {
    const storyId = job.storyId;
    if (!storyId) throw new Error('story_setup job without a story');
    const record = await loadStory(deps.db, storyId);
    if (!record || record.status !== 'setting_up') return;
    const request = record.request as StoredCreationRequest;

    await setProgress(deps.db, storyId, 1, request.kind === 'prompt' ? 'Imagining your World' : 'Opening the World');
    let setupRequest: SetupRequest;
    if (request.kind === 'prompt') {
      setupRequest = { ...request, kind: 'prompt' };
    } else {
      const stored = await findTemplate(deps.db, request.templateId);
      if (!stored) throw new Error(`template ${request.templateId} of story ${storyId} no longer exists`);
      setupRequest = { kind: 'template', template: stored.template, playerCount: request.playerCount, maxTurns: request.maxTurns, generateImages: request.generateImages, difficultyLevel: request.difficultyLevel };
    }
    await setProgress(deps.db, storyId, 2, 'Writing the outline of your story');
    const result = await generateSetup(deps.narrator, setupRequest, createRng(request.seed));
    if (!result.ok) throw new Error(result.error.message);
    for (const f of result.fallbacks) log.warn(`${storyId}: ${f.call} fell back from ${f.narrator}: ${f.errors.join('; ')}`);
    const action = createStoryAction({ storyId, seed: request.seed, now: now(), config: { ...result.config, creatorId: record.creatorId }, setup: result.setup });
    const created = reduceStory(null, action);
    if (!created.ok) throw new Error(created.error.message);

    // Only a story still setting up is written: a second run of this job finds it ready and stops.
    await deps.cache.writing(storyId, async () => {
      const written = await deps.db.batch([
        ...saveStoryStatements(storyId, null, created.story, action, { status: 'ready', expect: { status: 'setting_up' }, event: { trigger: 'story_ready' } }),
        setupProgressStatement(storyId, { step: 3, total: 3, label: 'Ready' }),
        // Portraits the World lacks, painted once the story exists (none when images are off).
        ...storyImagesJobStatements(storyId, null, created.story),
      ]);
      const version = written && savedVersion(written);
      if (version !== null) deps.cache.put({ ...record, status: 'ready', version, story: created.story, setupProgress: { step: 3, total: 3, label: 'Ready' } });
      if (version !== null) deps.onTurnWritten?.(created.story);
    });
  };
}

/** Marks a story whose setup failed for good, and tells its waiting clients. */
export async function failStorySetup(db: Db, storyId: string, message: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockStory(tx, storyId);
    const version = await markSetupFailed(tx, storyId, { step: 0, total: 3, label: message.slice(0, 200) });
    if (version !== null) await publishStoryEvent(tx, { storyId, version, trigger: 'story_failed' });
  });
}

/**
 * The turn job: once every active player has chosen, writes the next beat of every player
 * (outside any lock: a model may take seconds), then applies it under the story lock. If the
 * story changed meanwhile (a player left), it writes the turn again from the new state.
 */
export function generateTurnJob(deps: StoryJobDeps): JobHandler {
  const now = () => (deps.clock ?? (() => new Date()))().toISOString();
  return async (job: Job) => {
    const storyId = job.storyId;
    if (!storyId) throw new Error('generate_turn job without a story');
    for (let attempt = 0; attempt < 5; attempt++) {
      const record = await deps.cache.read(deps.db, storyId);
      const story = record?.story;
      if (!record || !story || story.gameOver || !readyForNextTurn(story)) return;
      const drafts = deps.drafts;
      const generated = drafts ? await withBeatDrafts(drafts, () => generateNextTurn(story, deps.narrator, now())) : await generateNextTurn(story, deps.narrator, now());
      if (!generated.ok) throw new Error(generated.error.message);
      for (const f of generated.fallbacks) log.warn(`${storyId} turn ${story.currentTurn + 1}: ${f.call} fell back from ${f.narrator}: ${f.errors.join('; ')}`);
      logBreaker(storyId, story.currentTurn + 1, generated.breaker);
      const next = reduceStory(story, generated.action);
      if (!next.ok) throw new Error(next.error.message);
      // Written only if the story is still the version the turn was written from; the drafts go with it.
      const written = await deps.cache.writing(storyId, async () => {
        const rows = await deps.db.batch([
          ...saveStoryStatements(storyId, story, next.story, generated.action, { expect: { version: record.version }, event: { trigger: 'turn_generated' } }),
          deleteBeatDraftsStatement(storyId),
          // The beats' pictures: queued with the beats, so painted only once the beats are shown.
          ...storyImagesJobStatements(storyId, story, next.story),
        ]);
        if (rows) deps.cache.put({ ...record, version: savedVersion(rows), story: next.story });
        return rows;
      });
      if (!written) continue;
      deps.onTurnWritten?.(next.story);
      return;
    }
    throw new Error(`story ${storyId} kept changing while its turn was written`);
  };
}
