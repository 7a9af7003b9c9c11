/**
 * Story pictures (spec 1 §3, spec 3 §3): a beat's image requests, and the portraits of a story
 * whose World has none, are painted by a durable job queued in the transaction that stores the
 * beat (or the story), so never before the beat is shown. The pictures of one job are painted in
 * parallel within the process's limit; each one, ready or failed, becomes a `set_image_status`
 * action, so clients get it through the normal state update. A failed or timed-out picture is
 * failed with its message and never holds the story up. A story with images off asks for none.
 */
import { reduceStory, type PictureSubject, type SetImageStatusAction } from '@engine';
import type { ImageReference, Story } from '@schemas';
import type { LimitFunction } from 'p-limit';
import type { Db, Statement } from '../db/db';
import type { Job, JobHandler } from '../jobs/job-queue';
import { enqueueJobStatements } from '../jobs/job-repo';
import { copyImageStatement, findImageStates, storeImage, storeImageFailure, type ImageKey, type ImageState } from '../images/image-repo';
import type { Illustrator, PictureRequest } from '../images/illustrator';
import { checkPicture, versionOf } from '../images/picture-bytes';
import { createLogger } from '../util/log';
import type { StoryCache } from './story-cache';
import { saveStoryStatements, savedVersion } from './story-repo';

const log = createLogger('story-images');

/** What the story pictures job needs. */
export interface StoryImagesDeps {
  db: Db;
  cache: StoryCache;
  illustrator: Illustrator;
  /** The process's picture limit (IMAGE_CONCURRENCY), shared by every story. */
  limit: LimitFunction;
  /** Size and quality of story pictures for image models (OPENAI_IMAGE_SIZE, OPENAI_IMAGE_QUALITY). */
  size: string;
  quality: string;
  clock?: () => Date;
}

/** The payload of a `story_images` job: the ids of the pictures it paints. */
type StoryImagesPayload = { ids: string[] };

/** Pictures the story asks for that `prev` did not: new, of the story's own, still to paint. */
function newlyWanted(prev: Story | null, next: Story): ImageReference[] {
  const before = new Set(prev?.images.map((i) => i.id));
  return next.images.filter((i) => i.source === 'story' && i.status === 'generating' && !before.has(i.id));
}

/**
 * The statements queuing the job that paints the pictures `next` asks for beyond `prev`, to add
 * to the batch that saves `next` (empty when there are none: images off, or a beat without).
 */
export function storyImagesJobStatements(storyId: string, prev: Story | null, next: Story): Statement[] {
  const wanted = newlyWanted(prev, next);
  if (!wanted.length) return [];
  const payload: StoryImagesPayload = { ids: wanted.map((i) => i.id) };
  return enqueueJobStatements({ id: `images:${storyId}:${next.currentTurn}`, kind: 'story_images', storyId, payload });
}

/** "Name, she/her. Appearance": how an identity is pictured (spec 2 §7's player payload). */
function identityWords(identity: { name: string; pronouns: { personal: string; object: string }; appearance: string }): string {
  return `${identity.name}, ${identity.pronouns.personal}/${identity.pronouns.object}. ${identity.appearance}`.trim();
}

/** What a story picture refers to, as the story describes it: elements by id, portraits by `player1_0` or `player1`. */
export function referencedDetails(story: Story, ids: readonly string[], caption: string): string {
  const lines: string[] = [];
  const elements = story.world.storyElements;
  for (const id of ids) {
    const el = elements.find((e) => e.id === id);
    if (el) {
      lines.push(`${el.name} (${el.role || 'element'}): ${el.appearance}`.trim());
      continue;
    }
    const m = /^(player\d)(?:_(\d))?$/.exec(id);
    const player = m ? story.players[m[1] as keyof Story['players']] : undefined;
    const identity = player && (m?.[2] !== undefined ? player.possibleCharacterIdentities[Number(m[2])] : player.identityChoice >= 0 ? player.possibleCharacterIdentities[player.identityChoice] : undefined);
    if (identity) lines.push(identityWords(identity));
  }
  // A narrator that names no references: the elements its caption names.
  if (!lines.length) for (const el of elements) if (el.name && caption.includes(el.name)) lines.push(`${el.name} (${el.role || 'element'}): ${el.appearance}`.trim());
  return lines.join('\n');
}

/**
 * Who a story picture refers to, each under the key their own pictures use (`elements/{id}`,
 * `players/{slot}_{index}`), so the offline illustrator draws them as they look everywhere else
 * (issue 27). The illustrator keeps the ones whose words describe a person.
 */
export function referencedPeople(story: Story, ids: readonly string[]): PictureSubject[] {
  const out: PictureSubject[] = [];
  for (const id of ids) {
    const el = story.world.storyElements.find((e) => e.id === id);
    if (el) {
      out.push({ key: `elements/${el.id}`, name: el.name, role: el.role, words: el.appearance });
      continue;
    }
    const m = /^(player\d)(?:_(\d))?$/.exec(id);
    const player = m ? story.players[m[1] as keyof Story['players']] : undefined;
    const index = player ? (m?.[2] !== undefined ? Number(m[2]) : player.identityChoice) : -1;
    const identity = player && index >= 0 ? player.possibleCharacterIdentities[index] : undefined;
    if (identity) out.push({ key: `players/${m?.[1]}_${index}`, name: identity.name, words: identityWords(identity) });
  }
  return out;
}

/** The image request behind a picture id, from any player's beats. */
function imageRequestOf(story: Story, id: string) {
  for (const p of Object.values(story.players)) {
    for (const beat of p.beatHistory) {
      const r = beat.imageRequests.find((x) => x.id === id);
      if (r) return r;
    }
  }
  return undefined;
}

/** What to paint for one of the story's pictures, or null when the story no longer says. */
export function pictureRequestFor(story: Story, ref: ImageReference, size: string, quality: string): PictureRequest | null {
  const common = { instructions: story.world.imageInstructions, worldKey: story.templateId ?? story.id, seed: `${story.id}/${ref.subDirectory ? `${ref.subDirectory}/` : ''}${ref.id}`, quality };
  const portrait = /^(player\d)_(\d)$/.exec(ref.id);
  if (ref.subDirectory === 'players' && portrait) {
    const identity = story.players[portrait[1] as keyof Story['players']]?.possibleCharacterIdentities[Number(portrait[2])];
    if (!identity) return null;
    return { ...common, kind: 'portrait', prompt: identityWords(identity), title: identity.name, size: '1024x1536', person: `players/${portrait[1]}_${portrait[2]}` };
  }
  const r = imageRequestOf(story, ref.id);
  if (!r) return null;
  const people = referencedPeople(story, r.referenceImageIds);
  return { ...common, kind: 'scene', prompt: r.prompt, details: referencedDetails(story, r.referenceImageIds, r.caption) || undefined, title: r.caption, size, ...(people.length ? { people } : {}) };
}

/** The World picture a story picture may reuse: the first referenced element with one (only Worlds that allow it pass element pictures to stories). */
function reusableElementPicture(story: Story, ref: ImageReference): ImageKey | null {
  const r = imageRequestOf(story, ref.id);
  for (const id of r?.referenceImageIds ?? []) {
    const image = story.world.storyElements.find((e) => e.id === id)?.image;
    if (image && image.status === 'ready' && image.source === 'template') return { source: 'template', sourceId: image.sourceId, subDirectory: image.subDirectory, id: image.id };
  }
  return null;
}

type Outcome = { status: 'ready'; fileType: ImageReference['fileType']; version: string } | { status: 'failed' };

/** Records a picture's outcome in the story (a set_image_status action), retried while other writes get there first. */
async function recordOutcome(deps: StoryImagesDeps, storyId: string, imageId: string, outcome: Outcome): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const record = await deps.cache.read(deps.db, storyId);
    const story = record?.story;
    if (!record || !story) return;
    if (story.images.find((i) => i.id === imageId)?.status !== 'generating') return;
    const action: SetImageStatusAction = { type: 'set_image_status', imageId, now: (deps.clock?.() ?? new Date()).toISOString(), ...outcome };
    const next = reduceStory(story, action);
    if (!next.ok) throw new Error(next.error.message);
    const written = await deps.cache.writing(storyId, async () => {
      const rows = await deps.db.batch(saveStoryStatements(storyId, story, next.story, action, { expect: { version: record.version }, event: { trigger: 'image_ready' } }));
      if (rows) deps.cache.put({ ...record, version: savedVersion(rows), story: next.story });
      return rows;
    });
    if (!written) continue;
    return;
  }
  throw new Error(`story ${storyId} kept changing while picture ${imageId} was recorded`);
}

/** Paints (or reuses, or finds already stored) one picture and records the outcome. */
async function paintOne(deps: StoryImagesDeps, story: Story, ref: ImageReference, stored: ReadonlyMap<string, ImageState>): Promise<void> {
  const key: ImageKey = { source: 'story', sourceId: story.id, subDirectory: ref.subDirectory, id: ref.id };
  const done = stored.get(`${ref.subDirectory}/${ref.id}`);
  let outcome: Outcome | null = null;
  // A run that died after storing the bytes but before recording them.
  if (done?.status === 'ready' && done.contentHash) outcome = { status: 'ready', fileType: done.fileType, version: versionOf(done.contentHash) };
  const reuse = outcome ? null : reusableElementPicture(story, ref);
  if (reuse) {
    const rows = await deps.db.batch([copyImageStatement(reuse, key, ref.description)]);
    const row = rows?.[0]?.[0] as { file_type: ImageReference['fileType']; content_hash: string } | undefined;
    if (row) outcome = { status: 'ready', fileType: row.file_type, version: versionOf(row.content_hash) };
  }
  if (!outcome) {
    const request = pictureRequestFor(story, ref, deps.size, deps.quality);
    try {
      if (!request) throw new Error(`the story has no image request "${ref.id}"`);
      const picture = checkPicture(await deps.illustrator.paint(request));
      await storeImage(deps.db, key, picture, ref.description);
      outcome = { status: 'ready', fileType: picture.fileType, version: versionOf(picture.contentHash) };
    } catch (error) {
      const message = (error instanceof Error && error.message) || 'Unknown error occurred';
      log.warn(`${story.id} picture ${ref.id} failed: ${message}`);
      await storeImageFailure(deps.db, key, ref.fileType, message, ref.description);
      outcome = { status: 'failed' };
    }
  }
  await recordOutcome(deps, story.id, ref.id, outcome);
}

/** The pictures of a job that the story still waits for. */
async function pending(deps: StoryImagesDeps, job: Job): Promise<{ story: Story; refs: ImageReference[] } | null> {
  const ids = new Set((job.payload as Partial<StoryImagesPayload>).ids ?? []);
  if (!job.storyId || ids.size === 0) return null;
  const story = (await deps.cache.read(deps.db, job.storyId))?.story;
  if (!story) return null;
  const refs = story.images.filter((i) => ids.has(i.id) && i.source === 'story' && i.status === 'generating');
  return refs.length ? { story, refs } : null;
}

/** The `story_images` job: paints the pictures named in its payload, in parallel within the process's limit. */
export function storyImagesJob(deps: StoryImagesDeps): JobHandler {
  return async (job: Job) => {
    const work = await pending(deps, job);
    if (!work) return;
    const { story, refs } = work;
    const stored = new Map<string, ImageState>();
    for (const dir of new Set(refs.map((r) => r.subDirectory))) {
      const states = await findImageStates(deps.db, { source: 'story', sourceId: story.id, subDirectory: dir }, refs.filter((r) => r.subDirectory === dir).map((r) => r.id));
      for (const [id, s] of states) stored.set(`${dir}/${id}`, s);
    }
    const results = await Promise.allSettled(refs.map((ref) => deps.limit(() => paintOne(deps, story, ref, stored))));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    // Only the store or the story write can throw here: the job is retried, and finished pictures are skipped.
    if (failed) throw failed.reason;
  };
}

/** After the job failed for good: every picture it still owed is failed, so no placeholder waits forever. */
export async function failStoryImages(deps: StoryImagesDeps, job: Job): Promise<void> {
  const work = await pending(deps, job);
  if (!work) return;
  for (const ref of work.refs) await recordOutcome(deps, work.story.id, ref.id, { status: 'failed' });
}
