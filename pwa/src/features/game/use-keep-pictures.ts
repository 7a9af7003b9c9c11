// Pictures of the beat being read are fetched as soon as they are ready, even those below the fold
// or on another interlude slide: the service worker keeps every /images/ answer (cache-first), so
// a learner rereading offline later sees them.
import type { ClientOwnPlayer, ClientStoryState } from '@schemas';
import { useEffect } from 'react';
import { imageUrl } from '../../shared/api/image-url';
import { proseBlocks } from '../../shared/markdown/markdown';

/** URLs fetched by this page load (a failed fetch is tried again on the next update). */
const fetched = new Set<string>();

/** The ready pictures of the latest two beats of `own` (their text and interludes) and of the chosen identity. */
export function picturesToKeep(state: ClientStoryState, own: ClientOwnPlayer): string[] {
  const ids = new Set<string>();
  for (const beat of own.beatHistory.slice(-2)) {
    for (const block of proseBlocks(beat.text)) if (block.kind === 'image') ids.add(block.image.id);
    for (const interlude of beat.interludes) if (interlude.imageSource !== 'none' && interlude.imageId) ids.add(interlude.imageId);
  }
  if (own.identityChoice >= 0) ids.add(`${state.playerSlot}_${own.identityChoice}`);
  return state.images.filter((i) => i.status === 'ready' && ids.has(i.id)).map((i) => imageUrl(i));
}

/** Fetches the pictures {@link picturesToKeep} names, once each, while online. */
export function useKeepPictures(state: ClientStoryState | undefined, own: ClientOwnPlayer | undefined, online: boolean): void {
  const urls = state && own ? picturesToKeep(state, own) : [];
  const key = urls.join(' ');
  useEffect(() => {
    if (!online || !key) return;
    for (const url of key.split(' ')) {
      if (fetched.has(url)) continue;
      fetched.add(url);
      fetch(url).catch(() => fetched.delete(url));
    }
  }, [key, online]);
}
