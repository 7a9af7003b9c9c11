/**
 * Server writes into a World's doc from outside co-authoring: an image's status from the image
 * generation routes, and the templates API (PUT /templates/{id}) and the carousel order of the
 * admin area. They work whether or not the World is open in this process. The room is held for
 * the write (loaded if needed), the change persisted like any update and relayed to every
 * co-author (here and, through the bus, in other processes), so an open editor sees it live and a
 * World nobody has open gets it in its stored log; the template row follows by the usual
 * materialisation. When nobody else holds the room it unloads, flushing that first.
 */
import type { WriteWorld } from '../templates/write-world';
import type { RoomRegistry } from './room-registry';

export type { WriteWorld } from '../templates/write-world';

/** The `writeWorld` of a collab server, over its rooms. */
export function worldWrites(registry: RoomRegistry): WriteWorld {
  return async (templateId, change) => {
    const lease = await registry.acquire(templateId);
    try {
      const loaded = await lease.ready;
      if (!loaded) return false;
      // The same durable path as a co-author's edit: relayed at once, then committed in a group.
      const committed = await loaded.room.serverWrite(change);
      if (!committed) throw new Error(`a server write to World ${templateId} could not be saved`);
      // The template row (library, story creation) reads the materialised doc.
      loaded.room.onLocalWrite();
      return true;
    } finally {
      registry.release(lease);
    }
  };
}
