/**
 * React hooks over a World Y.Doc. Components read the Y types directly during render and
 * re-render when they change: `useYVersion(type)` follows the type itself (a map's keys, a list's
 * items), `useYVersion(type, true)` everything below it as well. Typing in one field therefore
 * re-renders that field's neighbours only, never the whole tab.
 */
import { useCallback, useSyncExternalStore } from 'react';
import * as Y from 'yjs';

/** Any Y type (Y.Map, Y.Array, Y.Text) as these hooks use it. */
export type YType = { observe(f: () => void): void; observeDeep(f: () => void): void; toJSON(): unknown };

type Tracked = { shallow: number; deep: number; listeners: Set<() => void>; deepListeners: Set<() => void> };
const tracked = new WeakMap<YType, Tracked>();

function track(type: YType): Tracked {
  let t = tracked.get(type);
  if (!t) {
    const entry: Tracked = { shallow: 0, deep: 0, listeners: new Set(), deepListeners: new Set() };
    // Observers live as long as the type (and its doc): one pair per type, shared by every component.
    type.observe(() => {
      entry.shallow++;
      for (const l of entry.listeners) l();
    });
    type.observeDeep(() => {
      entry.deep++;
      for (const l of entry.deepListeners) l();
    });
    tracked.set(type, entry);
    t = entry;
  }
  return t;
}

/** A number that changes whenever `type` (or, with `deep`, anything inside it) changes. */
export function useYVersion(type: YType | null | undefined, deep = false): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!type) return () => {};
      const set = deep ? track(type).deepListeners : track(type).listeners;
      set.add(onChange);
      return () => set.delete(onChange);
    },
    [type, deep],
  );
  const read = () => (type ? (deep ? track(type).deep : track(type).shallow) : -1);
  return useSyncExternalStore(subscribe, read, read);
}

/** A map field's current value, re-rendering when that map changes. */
export function useYMapValue<T = unknown>(map: Y.Map<unknown> | null | undefined, key: string): T | undefined {
  useYVersion(map);
  return map?.get(key) as T | undefined;
}

/** A list's items (the Y.Maps, Y.Texts or values themselves), re-rendering when items are added, removed or replaced. */
export function useYArrayItems<T = unknown>(list: Y.Array<unknown> | null | undefined): T[] {
  useYVersion(list);
  return (list?.toArray() ?? []) as T[];
}

/** The plain JSON of a Y type (deep), re-rendering on any change inside it. */
export function useYJson<T = unknown>(type: YType | null | undefined): T | undefined {
  useYVersion(type, true);
  return type ? (type.toJSON() as T) : undefined;
}

/** Narrows a doc value to a Y.Map. */
export function asYMap(v: unknown): Y.Map<unknown> | null {
  return v instanceof Y.Map ? (v as Y.Map<unknown>) : null;
}

/** Narrows a doc value to a Y.Array. */
export function asYArray(v: unknown): Y.Array<unknown> | null {
  return v instanceof Y.Array ? (v as Y.Array<unknown>) : null;
}

/** Narrows a doc value to a Y.Text. */
export function asYText(v: unknown): Y.Text | null {
  return v instanceof Y.Text ? v : null;
}
