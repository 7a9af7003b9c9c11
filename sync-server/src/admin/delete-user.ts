/**
 * Deleting a user from the admin area (spec 2 §2 'Admin users table': "Deleting a user removes
 * all associated data"), in one transaction: their Worlds pass to the deleting admin (the confirm
 * dialog says so), the stories only they played are deleted with their pictures, and the user row
 * goes with their sessions, reset links and co-author rows; their feedback stays, anonymous. Open
 * editors of their Worlds are then re-checked, so the deleted account's sockets lose access.
 */
import type { Db } from '../db/db';
import { apiError } from '../http/api-error';
import type { Viewer } from '../http/app-env';
import { createLogger } from '../util/log';
import { deleteStories } from './admin-stories-repo';
import { deleteUserRow, lockUser, storiesOnlyOf, transferWorlds, worldsOfUser } from './admin-users-repo';

const log = createLogger('admin');

/** The refusal when an admin tries to delete their own account. */
export const DELETE_SELF_MESSAGE = 'You cannot delete your own account from the admin area.';

/** What a deletion took: 0 and 0 when the user was already gone (a repeated delete succeeds). */
export type UserDeletion = { worldsTransferred: number; storiesDeleted: number };

/** Deletes `userId` on behalf of `admin`; see the file comment. */
export async function deleteUser(deps: { db: Db; accessChanged?: (templateId: string) => Promise<void> }, admin: Viewer, userId: string): Promise<UserDeletion> {
  if (userId === admin.id) throw apiError(403, DELETE_SELF_MESSAGE);
  const done = await deps.db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) return null;
    const worlds = await worldsOfUser(tx, userId);
    const worldsTransferred = await transferWorlds(tx, userId, admin.id);
    const storiesDeleted = await deleteStories(tx, await storiesOnlyOf(tx, userId));
    await deleteUserRow(tx, userId);
    return { worlds, worldsTransferred, storiesDeleted };
  });
  if (!done) return { worldsTransferred: 0, storiesDeleted: 0 };
  for (const id of done.worlds) {
    await deps.accessChanged?.(id).catch((error: unknown) => log.error(`access re-check of ${id} failed: ${String(error)}`));
  }
  log.info(`${admin.id} deleted user ${userId}: ${done.worldsTransferred} World(s) transferred, ${done.storiesDeleted} story(ies) deleted`);
  return { worldsTransferred: done.worldsTransferred, storiesDeleted: done.storiesDeleted };
}
