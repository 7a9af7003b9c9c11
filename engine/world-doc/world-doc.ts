/**
 * The one conversion between a World (template) and the Y.Doc co-authors edit, shared by the
 * server (materialisation, first load) and the browser editor. Layout: `doc-layout.ts`.
 *
 * Concurrent edits merge the Yjs way: two co-authors typing in the same Y.Text (the teaser, an
 * element's instructions, a guideline rule) both keep their characters, interleaved by position;
 * two pushes to one list both land; two writes of one value field (a number, a flag, an id) end
 * with the same winner on every replica. Deleting a list item while another co-author edits a
 * field inside it removes the item with the edit.
 */
import type { TemplateInput } from '@schemas';
import * as Y from 'yjs';
import {
  NESTED_SECTION,
  WORLD_DOC_LAYOUT,
  WORLD_DOC_META,
  WORLD_DOC_SECTIONS,
  WORLD_DOC_VERSION,
  type FieldKind,
  type WorldDocSection,
} from './doc-layout';

/** What a document holds, shaped like TemplateInput but unchecked: parse it with `templateSchema`. */
export type WorldDocInput = { [K in keyof TemplateInput]?: unknown };

const VALUE: FieldKind = { kind: 'value' };

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A deep copy of a JSON value, so the doc never shares objects with the caller. */
function cloneJson(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(cloneJson);
  if (isPlainObject(v)) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) if (x !== undefined) out[k] = cloneJson(x);
    return out;
  }
  return v;
}

/** The Yjs value for `v` laid out as `kind`; a value of the wrong type is kept as a plain value. */
export function toYValue(v: unknown, kind: FieldKind): unknown {
  switch (kind.kind) {
    case 'text':
      return typeof v === 'string' ? new Y.Text(v) : cloneJson(v);
    case 'list': {
      if (!Array.isArray(v)) return cloneJson(v);
      const arr = new Y.Array<unknown>();
      arr.push(v.map((item) => toYValue(item, kind.of)));
      return arr;
    }
    case 'map': {
      if (!isPlainObject(v)) return cloneJson(v);
      const m = new Y.Map<unknown>();
      for (const [k, x] of Object.entries(v)) if (x !== undefined) m.set(k, toYValue(x, kind.fields[k] ?? VALUE));
      return m;
    }
    case 'value':
      return cloneJson(v);
  }
}

/** The root map of one section. */
export function sectionMap(doc: Y.Doc, section: WorldDocSection): Y.Map<unknown> {
  return doc.getMap<unknown>(section);
}

/** Where a template field lives: its section, or null for a field the document does not hold. */
export function sectionOfField(field: string): WorldDocSection | null {
  for (const section of WORLD_DOC_SECTIONS) {
    if (section !== NESTED_SECTION && field in WORLD_DOC_LAYOUT[section]) return section;
  }
  return field === 'guidelines' ? NESTED_SECTION : null;
}

/**
 * Writes a template into `doc` (one transaction, with `origin`): every field the layout knows,
 * replacing what those fields held. Meant for an empty doc (a World's first load) or for
 * replacing whole sections (AI iteration accepting a section).
 *
 * @example
 * const doc = new Y.Doc();
 * templateToDoc(template, doc);
 * templateSchema.parse(docToTemplateInput(doc)); // deep-equals template
 */
export function templateToDoc(template: TemplateInput | WorldDocInput, doc: Y.Doc, origin: unknown = null): void {
  const source = template as Record<string, unknown>;
  doc.transact(() => {
    for (const section of WORLD_DOC_SECTIONS) {
      const fields = WORLD_DOC_LAYOUT[section];
      const from = section === NESTED_SECTION ? source.guidelines : source;
      if (!isPlainObject(from)) continue;
      const target = sectionMap(doc, section);
      for (const [key, kind] of Object.entries(fields)) {
        const v = from[key];
        if (v !== undefined) target.set(key, toYValue(v, kind));
      }
    }
    doc.getMap(WORLD_DOC_META).set('version', WORLD_DOC_VERSION);
  }, origin);
}

/**
 * Reads the document back as TemplateInput-shaped plain data (Y.Text → string, Y.Array → array,
 * Y.Map → object). Only the layout's fields are read, each from its own section, so a stray key
 * cannot shadow another section's field. Nothing is validated here.
 */
export function docToTemplateInput(doc: Y.Doc): WorldDocInput {
  const out: Record<string, unknown> = {};
  for (const section of WORLD_DOC_SECTIONS) {
    const fields = WORLD_DOC_LAYOUT[section];
    const ymap = doc.share.has(section) ? sectionMap(doc, section) : null;
    const target: Record<string, unknown> = section === NESTED_SECTION ? {} : out;
    for (const key of Object.keys(fields)) {
      const v = ymap?.get(key);
      if (v !== undefined) target[key] = v instanceof Y.AbstractType ? (v.toJSON() as unknown) : v;
    }
    if (section === NESTED_SECTION) out.guidelines = target;
  }
  return out as WorldDocInput;
}

/** The format version stored in the doc (0 when the doc has never been initialised). */
export function worldDocVersion(doc: Y.Doc): number {
  const v = doc.getMap(WORLD_DOC_META).get('version');
  return typeof v === 'number' ? v : 0;
}

/** Whether the document holds a World yet (initialised by `templateToDoc`). */
export function isWorldDocInitialised(doc: Y.Doc): boolean {
  return worldDocVersion(doc) > 0;
}
