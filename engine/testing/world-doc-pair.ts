import * as Y from 'yjs';
import { templateToDoc } from '../world-doc/world-doc';

/**
 * Two replicas of a World doc and `sync()`, which exchanges what each has (as two editors behind
 * one server would), for tests of concurrent edits. Its own file: loads yjs, which the
 * `testing/index.ts` entry does not.
 */
export function pairWorldDocs(template: Parameters<typeof templateToDoc>[0]): [Y.Doc, Y.Doc, () => void] {
  const a = new Y.Doc();
  templateToDoc(template, a);
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  const sync = () => {
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  };
  return [a, b, sync];
}
