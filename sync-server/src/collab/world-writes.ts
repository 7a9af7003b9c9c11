/**
 * Server writes into a World's doc from outside co-authoring: an image's status from the image
 * generation routes, and the templates API (PUT /templates/{id}) and the carousel order of the
 * admin area. They work whether or not the World is open in this process. The room is held for
 * the write (loaded if needed), the change persisted like any update and relayed to every
 * co-author (here and, through the bus, in other processes), so an open editor sees it live and a
 * World nobody has open gets it in its stored log; the template row follows by materialisation,
 * before the write resolves when the world store asks (templates/world-store.ts). When nobody else holds the room it unloads, flushing that first.
 */
import type { WriteWorld } from '../templates/write-world';
import type { RoomRegistry } from './room-registry';

export type { WriteWorld } from '../templates/write-world';

/** The `writeWorld` of a collab server, over its rooms. */
export function worldWrites(registry: RoomRegistry): WriteWorld {
  return async (templateId, change, options = {}) => {
    const lease = await registry.acquire(templateId);
    try {
      const loaded = await lease.ready;
      if (!loaded) return false;
      let changed = false;
      const noteChange = () => (changed = true);
      loaded.room.doc.on('update', noteChange);
      // The same durable path as a co-author's edit: relayed at once, then committed in a group.
      const committing = loaded.room.serverWrite(change);
      loaded.room.doc.off('update', noteChange);
      if (!(await committing)) throw new Error(`a server write to World ${templateId} could not be saved`);
      if (!changed) return true;
      // The template row (library, story creation) reads the materialised doc: at once when asked,
      // after whatever materialisation is under way (one chain per room), else debounced.
      loaded.room.onLocalWrite();
      if (options.materialised) await loaded.upkeep.materialiseNow();
      return true;
    } finally {
      registry.release(lease);
    }
  };
}
