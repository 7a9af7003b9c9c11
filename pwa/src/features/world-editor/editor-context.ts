import { createContext, useContext } from 'react';
import type * as Y from 'yjs';
import type { EditorViewer } from './collab/collab-access';
import type { Peer } from './collab/collab-presence';
import type { WorldSession } from './collab/collab-session';

/** What every part of the World editor needs. */
export type EditorContextValue = {
  doc: Y.Doc;
  session: WorldSession;
  viewer: EditorViewer;
  /** Viewers: every control disabled, add/edit/delete controls hidden. */
  readOnly: boolean;
  /** Announces the field that has focus (null when none) to co-authors. */
  focusField: (fieldId: string | null, label?: string) => void;
};

/** The editor's context (set by WorldEditor). */
export const EditorContext = createContext<EditorContextValue | null>(null);

/** The editor's context; throws outside the editor. */
export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('[world-editor] useEditor outside <EditorContext>');
  return value;
}

/** Where fields are, for co-authors' chips ('The Old Lighthouse', 'Player 2 › Identity 1'); set by cards. */
export const PresencePlaceContext = createContext<string | null>(null);

/** A field's label as co-authors see it in the presence chips: its card's name, then the label. */
export function usePresenceLabel(label: string): string {
  const place = useContext(PresencePlaceContext);
  return place ? `${place} › ${label}` : label;
}

/** The co-authors present (for field markers); separate so presence moves re-render markers only. */
export const PeersContext = createContext<Peer[]>([]);

const keys = new WeakMap<object, string>();
let nextKey = 0;
/** A stable React key for a Y type or other object (list items have no other identity). */
export function keyOf(item: unknown, fallback: number): string {
  if (typeof item !== 'object' || item === null) return `v${fallback}`;
  let k = keys.get(item);
  if (!k) {
    k = `k${nextKey++}`;
    keys.set(item, k);
  }
  return k;
}
