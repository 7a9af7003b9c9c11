/**
 * Server writes into a World's Y.Doc from outside the editor (the templates API, the carousel
 * order, image statuses): loaded here or not, the doc is held for the write, written as the
 * server, and released once the update is committed. Open editors (in this process, or in others
 * through the bus) see the change live; a World nobody has open gets it in its stored log, so the
 * next editor that opens it starts from it. The write then schedules materialisation like an
 * editor's edit, so the template row follows the doc.
 */
import type * as Y from 'yjs';
import type { RoomRegistry } from './room-registry';

/** What a route needs to write into a World's doc. */
export interface WorldWriter {
  /** Applies `change` to the World's doc in one Yjs transaction as the server; resolves once persisted. Rejects when the World does not exist. */
  writeWorld(templateId: string, change: (doc: Y.Doc) => void): Promise<void>;
}

/** {@link WorldWriter.writeWorld} over a process's room registry. */
export async function writeWorld(registry: RoomRegistry, templateId: string, change: (doc: Y.Doc) => void): Promise<void> {
  const lease = await registry.acquire(templateId);
  try {
    const loaded = await lease.ready;
    if (!loaded) throw new Error(`[collab] cannot write World ${templateId}: it does not exist`);
    const { room } = loaded;
    room.serverWrite(change);
    // The room's writer settles this World's updates in order: idle means ours are committed.
    await room.deps.writer.idle(templateId);
    room.onLocalWrite();
  } finally {
    registry.release(lease);
  }
}
