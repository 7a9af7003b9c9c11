// Which beats' rolls this page is playing. A beat is watched once the player has seen it waiting
// for its resolution (right after choosing, or a choice queued offline); its animation starts the
// first time its resolution is known and holds the placeholder page until it completes. A beat
// resolved before anyone watched it (a reload, another device) shows its final card at once.
import { rollTimeline } from './roll-timeline';

type Entry = { startedAt: number | null };

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let version = 0;

function emit(): void {
  version += 1;
  for (const l of [...listeners]) l();
}

/** Starts watching a beat that is waiting for its resolution (idempotent). */
export function watchRoll(beatId: string): void {
  if (entries.has(beatId)) return;
  entries.set(beatId, { startedAt: null });
  emit();
}

/** Starts a watched beat's animation now, if it has not started yet. */
export function startRoll(beatId: string, now: number): void {
  const entry = entries.get(beatId);
  if (!entry || entry.startedAt !== null) return;
  entry.startedAt = now;
  emit();
}

/** When a beat's animation started; null when it is watched but not started; undefined when not watched. */
export function rollStartedAt(beatId: string): number | null | undefined {
  return entries.get(beatId)?.startedAt;
}

/** Whether a watched, resolved beat still holds its placeholder (its animation has not completed). */
export function isRollHolding(beatId: string, chipCount: number, now: number): boolean {
  const entry = entries.get(beatId);
  if (!entry) return false;
  if (entry.startedAt === null) return true;
  return now - entry.startedAt < rollTimeline(chipCount).complete;
}

/** Subscribes to watch changes (useSyncExternalStore). */
export function subscribeRollWatch(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A number that changes with every watch change. */
export function rollWatchVersion(): number {
  return version;
}

/** Forgets every watched beat (tests). */
export function resetRollWatch(): void {
  entries.clear();
  emit();
}
