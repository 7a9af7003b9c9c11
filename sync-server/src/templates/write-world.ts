/**
 * How the world store (world-store.ts, the one write path of a World) writes into a World's doc:
 * a function the collab server implements (collab/world-writes.ts) and server.ts hands in, so that
 * templates/ and the folders above it never import collab/.
 */
import type * as Y from 'yjs';

/** How a doc write resolves: `materialised`, only once the World's row holds it (materialised after any materialisation under way). */
export interface WriteWorldOptions {
  materialised?: boolean;
}

/** Writes `change` into a World's doc; resolves true once committed, false when the World does not exist; rejects when the commit failed. */
export type WriteWorld = (templateId: string, change: (doc: Y.Doc) => void, options?: WriteWorldOptions) => Promise<boolean>;
