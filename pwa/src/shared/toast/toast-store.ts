// A tiny external store of toasts, usable from React (useSyncExternalStore) and from plain
// modules such as the API error handling, without a provider.

/** Toast kinds (spec 1 §2: error, warning, success, info). */
export type ToastKind = 'error' | 'warning' | 'success' | 'info';

/** What a caller gives to show a toast. */
export type ToastInput = {
  kind?: ToastKind;
  title: string;
  message?: string;
  /** Milliseconds before it closes itself; null keeps it until the user closes it. */
  duration?: number | null;
};

/** A toast on screen. `leaving` is true during its fade-out. */
export type Toast = {
  id: string;
  kind: ToastKind;
  title: string;
  message: string | undefined;
  duration: number | null;
  leaving: boolean;
};

/** Default auto-close (spec 1 §9). */
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** Fade-out length (spec 1 §9). */
export const TOAST_FADE_MS = 300;
/** At most this many toasts at once; the oldest goes first. */
export const TOAST_LIMIT = 5;

type Timer = { handle: ReturnType<typeof setTimeout> | undefined; remaining: number; startedAt: number };

let toasts: readonly Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, Timer>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function startTimer(id: string, ms: number): void {
  const handle = setTimeout(() => dismissToast(id), ms);
  timers.set(id, { handle, remaining: ms, startedAt: Date.now() });
}

/** Shows a toast and returns its id. */
export function showToast(input: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  const duration = input.duration === undefined ? TOAST_DEFAULT_DURATION_MS : input.duration;
  const toast: Toast = { id, kind: input.kind ?? 'info', title: input.title, message: input.message, duration, leaving: false };
  const visible = toasts.filter((t) => !t.leaving);
  const overflow = visible.length + 1 - TOAST_LIMIT;
  if (overflow > 0) for (const old of visible.slice(0, overflow)) dismissToast(old.id);
  emit([...toasts, toast]);
  if (duration !== null) startTimer(id, duration);
  return id;
}

/** Starts a toast's fade-out; it is removed TOAST_FADE_MS later. */
export function dismissToast(id: string): void {
  const timer = timers.get(id);
  if (timer?.handle !== undefined) clearTimeout(timer.handle);
  timers.delete(id);
  if (!toasts.some((t) => t.id === id && !t.leaving)) return;
  emit(toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), TOAST_FADE_MS);
}

/** Holds a toast's auto-close while the user hovers or focuses it. */
export function pauseToast(id: string): void {
  const timer = timers.get(id);
  if (timer?.handle === undefined) return;
  clearTimeout(timer.handle);
  timers.set(id, { handle: undefined, remaining: Math.max(0, timer.remaining - (Date.now() - timer.startedAt)), startedAt: 0 });
}

/** Resumes a paused toast's auto-close with the time it had left. */
export function resumeToast(id: string): void {
  const timer = timers.get(id);
  if (timer === undefined || timer.handle !== undefined) return;
  startTimer(id, Math.max(timer.remaining, 1000));
}

/** Subscribes to changes (for useSyncExternalStore). */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts currently on screen, oldest first. */
export function getToasts(): readonly Toast[] {
  return toasts;
}
