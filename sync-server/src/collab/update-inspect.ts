/**
 * Checks on a Yjs update before it is persisted: that it decodes at all (a malformed update must
 * never reach world_updates, where it would break every later load), and whether it adds anything
 * to a doc (a sync step 2 sent on every reconnect usually repeats what the server has).
 */
import * as Y from 'yjs';

/** The update's structs and delete set, or null when the bytes are not a Yjs (v1) update. */
export function decodeUpdateSafely(update: Uint8Array): ReturnType<typeof Y.decodeUpdate> | null {
  try {
    return Y.decodeUpdate(update);
  } catch {
    return null;
  }
}

/** Whether `deleted` ranges of client are all already deleted in the doc's store. */
function alreadyDeleted(doc: Y.Doc, client: number, clock: number, len: number): boolean {
  const structs = doc.store.clients.get(client);
  if (!structs || Y.getState(doc.store, client) < clock + len) return false;
  let i = Y.findIndexSS(structs, clock);
  for (let c = clock; c < clock + len; ) {
    const struct = structs[i++];
    if (!struct || !struct.deleted) return false;
    c = struct.id.clock + struct.length;
  }
  return true;
}

/** Whether applying `decoded` to doc would change it: new structs, or deletions the doc lacks. */
export function addsToDoc(doc: Y.Doc, decoded: ReturnType<typeof Y.decodeUpdate>): boolean {
  for (const struct of decoded.structs) {
    // Skip structs are placeholders for gaps, not content.
    if (struct instanceof Y.Skip) continue;
    if (Y.getState(doc.store, struct.id.client) < struct.id.clock + struct.length) return true;
  }
  for (const [client, items] of decoded.ds.clients) {
    for (const item of items) if (!alreadyDeleted(doc, client, item.clock, item.len)) return true;
  }
  return false;
}
