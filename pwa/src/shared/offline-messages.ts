// One offline message per situation (issue 27): the banner says it, and no page repeats it in
// other words. Spec 1 gives no offline wording, so these are the app's own. A page with an offline
// situation of its own (the game page) names it here; the banner reads it. No imports: the banner
// is part of the first paint.

/** The situations the banner knows. */
export type OfflineSituation = 'general' | 'server-story' | 'story-over' | 'device-story' | 'story-not-here';

/** What the banner says after "You're offline." in each situation. */
export const OFFLINE_MESSAGES: Readonly<Record<OfflineSituation, string>> = {
  general: "Showing what's saved on this device.",
  'server-story': "You can reread every beat and choose. Your choice will be sent, and the story will go on, when you're back online.",
  'story-over': 'You can reread every beat of this story.',
  'device-story': 'Played offline on this device. It will sync when you are back online.',
  'story-not-here': "This story hasn't been opened on this device yet, so it will load when you're back online.",
};

let current: OfflineSituation = 'general';
const listeners = new Set<() => void>();

/** Names the open page's situation (the game page); `general` again when it closes. */
export function setOfflineSituation(situation: OfflineSituation): void {
  if (situation === current) return;
  current = situation;
  for (const listener of [...listeners]) listener();
}

/** The open page's situation. */
export function getOfflineSituation(): OfflineSituation {
  return current;
}

/** Subscribes to situation changes (for useSyncExternalStore). */
export function subscribeOfflineSituation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
