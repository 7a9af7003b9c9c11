/**
 * The one way code outside co-authoring writes into a World's doc (the image status, the templates
 * API, the zip import, the carousel order): a function the collab server implements
 * (collab/world-writes.ts) and server.ts hands to those who need it, so that templates/ and the
 * folders above it never import collab/.
 */
import type * as Y from 'yjs';

/** Writes `change` into a World's doc; resolves true once committed, false when the World does not exist; rejects when the commit failed. */
export type WriteWorld = (templateId: string, change: (doc: Y.Doc) => void) => Promise<boolean>;
