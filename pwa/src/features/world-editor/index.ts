// world-editor: the co-authoring World editor (a Y.Doc over y-websocket and y-indexeddb):
// access gate, tabs, fields, presence, share and co-authors.
export { EditorGate } from './editor-gate';
export { EditorNotice } from './editor-notice';
export { clearWorldCopies } from './world-copies';
export { AccessDenied as AdminAccessDenied } from './editor-gate';
