import { useEffect, useState } from 'react';
import { WarningIcon } from '../../shared/icons/icons';

/** Whole minutes left, rounded up (spec 1 §8: ms / 60000 rounded up). */
export function minutesLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

/** The game page's text for a wait, word for word (spec 1 §8). */
export function tryAgainText(ms: number): string {
  return `You can try again in ${minutesLeft(ms)} minutes`;
}

/**
 * The game page's rate-limit notice (spec 1 §4): counts down each second from timeRemaining
 * (received at `receivedAt`) and closes itself at zero.
 */
export function GameRateLimitNotice({ timeRemaining, receivedAt, onDone }: { timeRemaining: number; receivedAt: number; onDone: () => void }) {
  const until = receivedAt + timeRemaining;
  const [now, setNow] = useState(() => Date.now());
  const remaining = until - now;
  useEffect(() => {
    const timer = setTimeout(() => (remaining <= 0 ? onDone() : setNow(Date.now())), remaining <= 0 ? 0 : Math.min(1000, remaining));
    return () => clearTimeout(timer);
  }, [remaining, onDone]);
  if (remaining <= 0) return null;
  const seconds = Math.ceil(remaining / 1000);
  return (
    <div role="status" className="flex gap-3 rounded-2xl border border-warning-600/25 bg-warning-50 px-4 py-3">
      <WarningIcon className="mt-0.5 size-5 shrink-0 text-warning-600" />
      <div>
        <p className="font-semibold text-ink-950">Rate Limit Exceeded</p>
        <p className="text-sm text-ink-800">
          {tryAgainText(remaining)} <span className="text-ink-600 tabular-nums">({Math.floor(seconds / 60)}:{String(seconds % 60).padStart(2, '0')})</span>
        </p>
      </div>
    </div>
  );
}
