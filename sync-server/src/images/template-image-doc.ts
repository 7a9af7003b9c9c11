/**
 * Where a World picture's reference lives in the World's Y.Doc (engine/world-doc layout): the
 * cover in `media.coverImage`, an element's in its map's `image`, an identity's in its map's
 * `image`. Written by the server only, as plain values, so co-authors see generating -> ready or
 * failed live.
 */
import { sectionMap } from '@engine/world-doc';
import type { ImageReference, PlayerSlot } from '@schemas';
import * as Y from 'yjs';

/** Which picture of a World. */
export type TemplateImageTarget = { kind: 'cover' } | { kind: 'element'; elementId: string } | { kind: 'player'; slot: PlayerSlot; index: number };

/** What the doc says about the target: whether it exists and, for an element, its role. */
export interface TargetInfo {
  found: boolean;
  role: string;
}

function elementMap(doc: Y.Doc, elementId: string): Y.Map<unknown> | null {
  const list = sectionMap(doc, 'elements').get('storyElements');
  if (!(list instanceof Y.Array)) return null;
  for (const item of list) if (item instanceof Y.Map && item.get('id') === elementId) return item as Y.Map<unknown>;
  return null;
}

function identityMap(doc: Y.Doc, slot: PlayerSlot, index: number): Y.Map<unknown> | null {
  const options = sectionMap(doc, 'players').get(slot);
  if (!(options instanceof Y.Map)) return null;
  const list = options.get('possibleCharacterIdentities');
  const item = list instanceof Y.Array ? list.get(index) : undefined;
  return item instanceof Y.Map ? (item as Y.Map<unknown>) : null;
}

const text = (v: unknown): string => (v instanceof Y.Text ? v.toString() : typeof v === 'string' ? v : '');

/** Reads the target's place in the doc. */
export function readTarget(doc: Y.Doc, target: TemplateImageTarget): TargetInfo {
  if (target.kind === 'cover') return { found: true, role: '' };
  if (target.kind === 'element') {
    const el = elementMap(doc, target.elementId);
    return { found: el !== null, role: el ? text(el.get('role')) : '' };
  }
  return { found: identityMap(doc, target.slot, target.index) !== null, role: '' };
}

/** Sets the target's image reference in the doc; false when the target is not there (deleted meanwhile). */
export function writeImageRef(doc: Y.Doc, target: TemplateImageTarget, ref: ImageReference): boolean {
  const value = { ...ref };
  if (target.kind === 'cover') {
    sectionMap(doc, 'media').set('coverImage', value);
    return true;
  }
  const map = target.kind === 'element' ? elementMap(doc, target.elementId) : identityMap(doc, target.slot, target.index);
  if (!map) return false;
  map.set('image', value);
  return true;
}
