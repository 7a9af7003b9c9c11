// Sends the stories played offline to the server when the network is back (issue 21): each story's
// inputs and beat digests, which the server replays. Verified, the device's copy is the server's;
// diverged, the device drops its own view so the session loads the server's beats, and the page
// tells the player why the story changed.
import { uploadOfflineStoryResponseSchema } from '@schemas';
import { apiPost } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { setOfflineStoriesUnsynced } from '../../../shared/browser/offline-play-flag';
import { localDb, type LocalDb, type OfflineStoryRow } from '../../../shared/local-db/local-db';

let running: Promise<void> | null = null;

/** The requestId of an upload: one per body, so a resend of the same inputs is the same request and more choices a new one. */
export function uploadRequestId(row: Pick<OfflineStoryRow, 'storyId' | 'inputs'>): string {
  return `offline-${row.storyId}-${row.inputs.selection ? 1 : 0}-${row.inputs.choices.length}`;
}

async function uploadOne(db: LocalDb, row: OfflineStoryRow): Promise<void> {
  // Held while the request is out: a choice made meanwhile would be missing from the upload.
  await db.offlineStories.update(row.code, { status: 'uploading' });
  try {
    const answer = await apiPost('/stories/offline', uploadOfflineStoryResponseSchema, { code: row.code, inputs: row.inputs, digests: row.digests }, { requestId: uploadRequestId(row) });
    await db.transaction('rw', db.offlineStories, db.stories, async () => {
      if (answer.outcome === 'diverged') await db.stories.delete(row.code);
      await db.offlineStories.update(row.code, { status: 'synced', ...(answer.divergedAtTurn ? { divergedAtTurn: answer.divergedAtTurn } : {}), updatedAt: Date.now() });
    });
  } catch (error) {
    const refused = isApiError(error) && error.status === 'invalid';
    if (!refused) console.warn('[offline-sync] upload failed, will retry', error);
    await db.offlineStories.update(row.code, refused ? { status: 'refused', error: error.message } : { status: 'playing' });
  }
}

/** Uploads every story played offline that the server does not have yet (one pass at a time). */
export function syncOfflineStories(db: LocalDb = localDb): Promise<void> {
  // Cleared in a callback, which always runs after this assignment (see outbox-delivery-loader.ts).
  running ??= (async () => {
    const rows = await db.offlineStories.where('status').anyOf('playing', 'uploading').toArray();
    for (const row of rows) await uploadOne(db, row);
    setOfflineStoriesUnsynced((await db.offlineStories.where('status').anyOf('playing', 'uploading').count()) > 0);
  })().finally(() => {
    running = null;
  });
  return running;
}
