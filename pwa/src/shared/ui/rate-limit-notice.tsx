import { useEffect, useState } from 'react';
import { WarningIcon } from '../icons/icons';

/** Default wait when a rate-limit answer carries no time (spec 1 §4 'Rate-limit notice'). */
export const DEFAULT_RATE_LIMIT_MS = 30_000;

/**
 * A wait as the spec shows it: m:ss from 60 s up, else 'Ns' (spec 1 §8).
 * @example formatWait(75_000) // '1:15'; formatWait(9_500) // '10s'
 */
export function formatWait(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds >= 60) return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return `${seconds}s`;
}

/** The 'Spam protection' text for a wait, or the text without data (spec 1 §8). */
export function spamProtectionText(remainingMs: number | undefined): string {
  return remainingMs === undefined
    ? 'Rate limit exceeded. Please try again later.'
    : `Rate limit exceeded. Please try again in ${formatWait(remainingMs)}.`;
}

/**
 * The 'Spam protection' notice: counts down each second until `until` (a Date.now() timestamp)
 * and calls onDone at zero (spec 1 §4).
 */
export function RateLimitNotice({ until, onDone }: { until: number; onDone: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const remaining = until - now;

  useEffect(() => {
    if (remaining <= 0) {
      onDone();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, remaining));
    return () => clearTimeout(timer);
  }, [remaining, onDone]);

  if (remaining <= 0) return null;
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-warning-600/25 bg-warning-50 px-4 py-3">
      <WarningIcon className="mt-0.5 size-5 shrink-0 text-warning-600" />
      <div>
        <p className="font-semibold text-ink-950">Spam protection</p>
        <p className="text-sm text-ink-800">{spamProtectionText(remaining)}</p>
      </div>
    </div>
  );
}
