import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { GroupIcon, SoloIcon } from '../../shared/icons/user-menu-icons';
import { TOOLTIP_HIDE_DELAY_MS, TOOLTIP_SHOW_DELAY_MS } from '../../shared/ui/tooltip';
import { storyCounters, type StoryCount } from './feed';
import { useAccountFeed } from './feed-hooks';

/** 'N single-player stories, M pending your action' (the tooltip and accessible name of a counter). */
export function counterText(kind: 'single' | 'multi', count: StoryCount): string {
  const noun = `${kind === 'single' ? 'single-player' : 'multi-player'} ${count.count === 1 ? 'story' : 'stories'}`;
  return count.pending > 0 ? `${count.count} ${noun}, ${count.pending} pending your action` : `${count.count} ${noun}`;
}

/** The short visible label under a counter; the accessible name (counterText) starts with the same words. */
export const COUNTER_LABEL = { single: 'single', multi: 'multi' } as const;

/**
 * The top bar counters (spec 1 §2): single-player and multi-player stories of the signed-in
 * user, from the account feed (cached, so offline too); each number is labelled, a dot marks
 * stories waiting for them, and each leads to My Stories.
 */
export function StoryCounters({ userId }: { userId: string }) {
  const feed = useAccountFeed(userId, 'active');
  const counts = storyCounters(feed.row?.stories ?? []);
  return (
    // Named on screen too (issue 27: a bare '0 single | 0 multi' chip meant nothing on a phone, where no tooltip shows).
    // On a phone the name sits above the two counters (no room beside them), from 640 px to their left.
    <div role="group" aria-labelledby="story-counters-label" className="flex flex-col items-center rounded-2xl border border-parchment-300 bg-parchment-50/70 pt-1 sm:flex-row sm:rounded-full sm:pt-0">
      <span id="story-counters-label" className="text-[0.62rem] leading-none font-semibold tracking-wide text-ink-700 uppercase sm:pl-3 sm:text-[0.68rem]">
        Stories
      </span>
      <span className="flex items-center">
        <Counter kind="single" count={counts.single} />
        <span aria-hidden="true" className="h-5 w-px bg-parchment-300" />
        <Counter kind="multi" count={counts.multi} />
      </span>
    </div>
  );
}

/**
 * One counter with its tooltip. The tooltip hangs from the counter's right edge (the counters
 * sit at the right of the bar, where a centred tooltip would leave the screen); same delays and
 * Escape as the shared Tooltip.
 */
function Counter({ kind, count }: { kind: 'single' | 'multi'; count: StoryCount }) {
  const text = counterText(kind, count);
  const Icon = kind === 'single' ? SoloIcon : GroupIcon;
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const schedule = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(next), next ? TOOLTIP_SHOW_DELAY_MS : TOOLTIP_HIDE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={() => schedule(true)}
      onPointerLeave={() => schedule(false)}
      onFocus={() => schedule(true)}
      onBlur={() => schedule(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          clearTimeout(timer.current);
          setVisible(false);
        }
      }}
    >
      <Link
        to="/users/my-stories"
        aria-label={text}
        className="relative inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-1.5 text-ink-800 hover:bg-parchment-200 hover:text-ink-950 sm:px-2.5"
      >
        <Icon className="hidden size-5 sm:block" />
        {/* The number over its label ('2 multi'): the visible words begin the accessible name. */}
        <span aria-hidden="true" className="flex flex-col items-center leading-none">
          <span className="text-sm font-semibold tabular-nums">{count.count}</span>
          <span className="mt-0.5 text-[0.68rem] font-medium text-ink-600">{COUNTER_LABEL[kind]}</span>
        </span>
        {count.pending > 0 && (
          <span aria-hidden="true" className="absolute top-1.5 right-1 size-2.5 rounded-full bg-ember-500 ring-2 ring-parchment-50" />
        )}
      </Link>
      <span
        // The link's accessible name already says this; the tooltip is for the eyes.
        aria-hidden="true"
        hidden={!visible}
        className="pointer-events-none absolute top-full right-0 z-40 mt-2 w-max max-w-[min(16rem,calc(100vw-1.5rem))] rounded-lg bg-ink-950 px-3 py-2 text-left text-sm leading-snug font-normal text-white shadow-lift"
      >
        {text}
      </span>
    </span>
  );
}
