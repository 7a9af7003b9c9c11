import type { ImageReference } from '@schemas';

/**
 * URL of a stored image (spec 1 §7): /images/{templates|stories}/{sourceId}/{subDirectory}/{id}.{fileType}.
 * `version` busts caches when the image changes; pass something stable (e.g. the owner's updatedAt)
 * so the service worker's cache-first copy stays usable offline.
 */
export function imageUrl(ref: ImageReference, version?: string): string {
  const parts = [ref.source === 'template' ? 'templates' : 'stories', ref.sourceId];
  if (ref.subDirectory) parts.push(...ref.subDirectory.split('/').filter(Boolean));
  const path = `/images/${parts.map(encodeURIComponent).join('/')}/${encodeURIComponent(ref.id)}.${ref.fileType}`;
  return version === undefined ? path : `${path}?t=${encodeURIComponent(version)}`;
}
