import type { ImageReference } from '@schemas';

/**
 * URL of a stored image (spec 1 §7): /images/{templates|stories}/{sourceId}/{subDirectory}/{id}.{fileType},
 * with the picture's version as the cache-busting parameter `t` (the server then lets every cache
 * keep it for a year, and the service worker's cache-first copy stays right offline). A picture
 * without a version falls back to `version` (e.g. its owner's updatedAt), or none.
 */
export function imageUrl(ref: ImageReference, version?: string): string {
  const parts = [ref.source === 'template' ? 'templates' : 'stories', ref.sourceId];
  if (ref.subDirectory) parts.push(...ref.subDirectory.split('/').filter(Boolean));
  const path = `/images/${parts.map(encodeURIComponent).join('/')}/${encodeURIComponent(ref.id)}.${ref.fileType}`;
  const t = ref.version ?? version;
  return t === undefined ? path : `${path}?t=${encodeURIComponent(t)}`;
}
