import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  getToasts,
  pauseToast,
  resumeToast,
  showToast,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_FADE_MS,
  TOAST_LIMIT,
} from './toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  for (const t of getToasts()) dismissToast(t.id);
  await vi.runAllTimersAsync();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('auto-closes after 5000 ms, then fades for 300 ms before it is removed', () => {
    const id = showToast({ kind: 'success', title: 'Saved' });
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1);
    expect(getToasts().find((t) => t.id === id)?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(getToasts().find((t) => t.id === id)?.leaving).toBe(true);
    vi.advanceTimersByTime(TOAST_FADE_MS);
    expect(getToasts().some((t) => t.id === id)).toBe(false);
  });

  it('keeps a toast with duration null until it is closed', () => {
    const id = showToast({ kind: 'warning', title: 'Rate Limit Exceeded', duration: null });
    vi.advanceTimersByTime(60_000);
    expect(getToasts().some((t) => t.id === id && !t.leaving)).toBe(true);
    dismissToast(id);
    vi.advanceTimersByTime(TOAST_FADE_MS);
    expect(getToasts().some((t) => t.id === id)).toBe(false);
  });

  it('pauses the countdown while hovered and resumes with the time left', () => {
    const id = showToast({ title: 'Info', duration: 5000 });
    vi.advanceTimersByTime(3000);
    pauseToast(id);
    vi.advanceTimersByTime(20_000);
    expect(getToasts().find((t) => t.id === id)?.leaving).toBe(false);
    resumeToast(id);
    vi.advanceTimersByTime(1999);
    expect(getToasts().find((t) => t.id === id)?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(getToasts().find((t) => t.id === id)?.leaving).toBe(true);
  });

  it(`shows at most ${TOAST_LIMIT} at once, closing the oldest`, () => {
    const ids = Array.from({ length: TOAST_LIMIT + 1 }, (_, i) => showToast({ title: `t${i}`, duration: null }));
    const visible = getToasts().filter((t) => !t.leaving).map((t) => t.id);
    expect(visible).toEqual(ids.slice(1));
  });
});
