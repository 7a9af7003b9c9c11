/**
 * Applies a result of the engine's World logic (auto-fix, stat conversion, background
 * completeness ...) to a World Y.Doc as the smallest change: unchanged values are not written,
 * prose changes become text splices, list items are matched (by `id`/`statId`, else by content)
 * and only the items that differ are patched, removed or inserted. What a co-author changed
 * concurrently elsewhere therefore survives the merge.
 *
 * Call it synchronously on a snapshot you just read from the same doc (`docToTemplateInput`),
 * so nothing else can have changed the doc in between.
 */
import { sectionMap, sectionOfField, toYValue, WORLD_DOC_LAYOUT, type FieldKind } from '@engine/world-doc';
import * as Y from 'yjs';
import { diffText } from './world-doc-text-diff';

const VALUE: FieldKind = { kind: 'value' };

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Structural equality of JSON values (key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    return ka.length === kb.length && ka.every((k) => jsonEqual(a[k], b[k]));
  }
  return false;
}

/** The plain JSON of a doc value. */
export function plainOf(v: unknown): unknown {
  return v instanceof Y.AbstractType ? (v.toJSON() as unknown) : v;
}

/** What identifies a list item across the change: its id, else its whole content. */
function identityOf(item: unknown): string {
  if (isPlainObject(item)) {
    if (typeof item.id === 'string' && item.id) return `id:${item.id}`;
    if (typeof item.statId === 'string' && item.statId) return `stat:${item.statId}`;
  }
  return `json:${JSON.stringify(item)}`;
}
const isKeyed = (identity: string) => !identity.startsWith('json:');

function patchText(ytext: Y.Text, next: string): void {
  const splice = diffText(ytext.toString(), next);
  if (!splice) return;
  if (splice.remove > 0) ytext.delete(splice.index, splice.remove);
  if (splice.insert) ytext.insert(splice.index, splice.insert);
}

/** Patches the value `current` in place when its Yjs type allows; false when it must be replaced. */
function patchInPlace(current: unknown, next: unknown, kind: FieldKind): boolean {
  if (kind.kind === 'text' && current instanceof Y.Text && typeof next === 'string') {
    patchText(current, next);
    return true;
  }
  if (kind.kind === 'map' && current instanceof Y.Map && isPlainObject(next)) {
    patchMap(current, next, kind.fields);
    return true;
  }
  if (kind.kind === 'list' && current instanceof Y.Array && Array.isArray(next)) {
    patchList(current, next, kind.of);
    return true;
  }
  return jsonEqual(plainOf(current), next);
}

function patchKey(parent: Y.Map<unknown>, key: string, next: unknown, kind: FieldKind): void {
  const current = parent.get(key);
  if (next === undefined) {
    if (parent.has(key)) parent.delete(key);
    return;
  }
  if (!parent.has(key) || !patchInPlace(current, next, kind)) parent.set(key, toYValue(next, kind));
}

function patchMap(ymap: Y.Map<unknown>, next: Record<string, unknown>, fields: Readonly<Record<string, FieldKind>>): void {
  for (const key of [...ymap.keys()]) if (next[key] === undefined) ymap.delete(key);
  for (const [key, value] of Object.entries(next)) patchKey(ymap, key, value, fields[key] ?? VALUE);
}

/** Longest common subsequence of two identity lists, as index pairs in order. */
function commonSubsequence(a: readonly string[], b: readonly string[]): [number, number][] {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint16Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * cols + j] = a[i] === b[j] ? (table[(i + 1) * cols + j + 1] ?? 0) + 1 : Math.max(table[(i + 1) * cols + j] ?? 0, table[i * cols + j + 1] ?? 0);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if ((table[(i + 1) * cols + j] ?? 0) >= (table[i * cols + j + 1] ?? 0)) i++;
    else j++;
  }
  return pairs;
}

function patchList(yarr: Y.Array<unknown>, next: readonly unknown[], itemKind: FieldKind): void {
  const oldPlain = yarr.toArray().map(plainOf);
  const oldIds = oldPlain.map(identityOf);
  const newIds = next.map(identityOf);
  const anchors = [...commonSubsequence(oldIds, newIds), [oldPlain.length, next.length] as [number, number]];
  let offset = 0; // items inserted minus items deleted so far, left of the cursor
  let oi = 0;
  let ni = 0;
  for (const [oa, na] of anchors) {
    // The gap before the anchor: pair unkeyed items in place, replace the rest.
    const oldGap = oa - oi;
    const newGap = na - ni;
    let k = 0;
    for (; k < Math.min(oldGap, newGap); k++) {
      const oldIndex = oi + k;
      if (isKeyed(oldIds[oldIndex] ?? '') || isKeyed(newIds[ni + k] ?? '')) break;
      patchItem(yarr, oldIndex + offset, next[ni + k], itemKind);
    }
    const removeFrom = oi + k + offset;
    const removeCount = oldGap - k;
    if (removeCount > 0) yarr.delete(removeFrom, removeCount);
    const inserts = next.slice(ni + k, na).map((item) => toYValue(item, itemKind));
    if (inserts.length > 0) yarr.insert(removeFrom, inserts);
    offset += inserts.length - removeCount;
    if (oa < oldPlain.length) patchItem(yarr, oa + offset, next[na], itemKind);
    oi = oa + 1;
    ni = na + 1;
  }
}

function patchItem(yarr: Y.Array<unknown>, index: number, next: unknown, kind: FieldKind): void {
  if (patchInPlace(yarr.get(index), next, kind)) return;
  yarr.delete(index, 1);
  yarr.insert(index, [toYValue(next, kind)]);
}

/**
 * Writes the given template fields into the doc as a minimal diff, in one transaction with
 * `origin`. Fields not in `next` are left alone; `guidelines` is patched field by field.
 * @example
 * const input = docToTemplateInput(doc);
 * applyDocPatch(doc, pickStatFields(autoFixTemplate(draftOf(input))), LOCAL_ORIGIN);
 */
export function applyDocPatch(doc: Y.Doc, next: Readonly<Record<string, unknown>>, origin: unknown = null): void {
  doc.transact(() => {
    for (const [field, value] of Object.entries(next)) {
      const section = sectionOfField(field);
      if (!section || value === undefined) continue;
      const map = sectionMap(doc, section);
      if (field === 'guidelines' && section === 'guidelines') {
        if (isPlainObject(value)) patchMap(map, { ...Object.fromEntries([...map.keys()].map((k) => [k, plainOf(map.get(k))])), ...value }, WORLD_DOC_LAYOUT.guidelines);
        continue;
      }
      patchKey(map, field, value, WORLD_DOC_LAYOUT[section][field] ?? VALUE);
    }
  }, origin);
}
