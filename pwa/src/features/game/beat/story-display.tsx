// The story display (spec 1 §2): the beat navigator over the beats and the placeholder page,
// following the story as it grows unless the player navigated in the last 3 s (spec 1 §4), and
// holding the placeholder while a roll animation plays.
import type { ClientOwnPlayer, ClientStoryState } from '@schemas';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/icons/icons';
import type { OutboxRow } from '../../../shared/local-db/local-db';
import type { FeedbackRequest } from '../../feedback';
import { PendingPage } from '../pending-page';
import type { BeatDraft } from '../session/session';
import type { PlayerNames } from '../waiting-players';
import { BeatPage } from './beat-page';
import { NAVIGATION_LOCK_MS, rollTimeline } from './roll-timeline';
import { isRollHolding, rollStartedAt, rollWatchVersion, startRoll, subscribeRollWatch, watchRoll } from './roll-watch';
import { clampPageIndex, navigatorLabel, nextBeatPending, storyPages } from './story-flow';

/** Props of the story display. */
export type StoryDisplayProps = {
  state: ClientStoryState;
  own: ClientOwnPlayer;
  outbox: readonly OutboxRow[];
  online: boolean;
  choicePending: boolean;
  reducedMotion: boolean;
  names: PlayerNames;
  onChoose: (optionIndex: number, turn: number) => Promise<unknown>;
  onFeedback: (request: FeedbackRequest) => void;
  /** The next beat as the model writes it, if it streams. */
  draft?: BeatDraft | null;
};

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[data-own-arrows]') !== null;
}

/** Beats, navigator and placeholder page. */
export function StoryDisplay({ state, own, outbox, online, choicePending, reducedMotion, names, onChoose, onFeedback, draft = null }: StoryDisplayProps) {
  const beats = own.beatHistory;
  useSyncExternalStore(subscribeRollWatch, rollWatchVersion, rollWatchVersion);
  const [clock, setClock] = useState(() => Date.now());
  const pendingNext = nextBeatPending(state, beats, outbox);
  const last = beats.at(-1);

  // Watch the latest beat while it waits for its resolution; start its roll when it arrives.
  const watchId = !reducedMotion && pendingNext && last && !last.resolutionDetails ? last.id : null;
  useEffect(() => {
    if (watchId) watchRoll(watchId);
  }, [watchId]);
  const startable = beats.slice(-2).filter((b) => b.resolutionDetails && rollStartedAt(b.id) === null);
  const startKey = startable.map((b) => b.id).join(',');
  useEffect(() => {
    if (startKey) for (const id of startKey.split(',')) startRoll(id, Date.now());
  }, [startKey]);

  // A beat whose roll still plays keeps the beats after it behind the placeholder.
  let holdIndex: number | null = null;
  if (!reducedMotion) {
    for (let i = beats.length - 1; i >= Math.max(0, beats.length - 2); i--) {
      const b = beats[i]!;
      if (b.resolutionDetails && isRollHolding(b.id, b.resolutionDetails.readablePointModifiers.length, clock)) {
        holdIndex = i;
        break;
      }
    }
  }
  const holdBeat = holdIndex === null ? undefined : beats[holdIndex];
  const holdStartedAt = holdBeat ? rollStartedAt(holdBeat.id) : undefined;
  useEffect(() => {
    if (!holdBeat || typeof holdStartedAt !== 'number') return;
    const ends = holdStartedAt + rollTimeline(holdBeat.resolutionDetails?.readablePointModifiers.length ?? 0).complete;
    const timer = setTimeout(() => setClock(Date.now()), Math.max(0, ends - Date.now()) + 20);
    return () => clearTimeout(timer);
  }, [holdBeat, holdStartedAt]);

  const pages = storyPages(beats.length, pendingNext, holdIndex);
  const [index, setIndex] = useState(() => pages.length - 1);
  const shown = clampPageIndex(index, pages.length);
  const page = pages[shown];

  // Follow the story to its newest page unless the player navigated within the lock.
  const lockUntil = useRef(0);
  const signature = `${pages.length}:${pages.at(-1)?.kind}`;
  const followed = useRef(signature);
  const lastPage = pages.length - 1;
  useEffect(() => {
    if (followed.current === signature) return;
    const timer = setTimeout(
      () => {
        followed.current = signature;
        setIndex(lastPage);
      },
      Math.max(0, lockUntil.current - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [signature, lastPage]);

  const navigate = (target: number) => {
    lockUntil.current = Date.now() + NAVIGATION_LOCK_MS;
    setIndex(clampPageIndex(target, pages.length));
  };
  const canPrev = shown > 0;
  const canNext = shown < pages.length - 1;

  // Arrow keys move through the beats (not while typing, nor inside a carousel or a dialog).
  const keys = useRef({ shown, canPrev, canNext, navigate });
  useEffect(() => {
    keys.current = { shown, canPrev, canNext, navigate };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target) || document.querySelector('dialog[open]')) return;
      const k = keys.current;
      if (e.key === 'ArrowLeft' && k.canPrev) k.navigate(k.shown - 1);
      else if (e.key === 'ArrowRight' && k.canNext) k.navigate(k.shown + 1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A new page starts at its top.
  const previousShown = useRef(shown);
  useEffect(() => {
    if (previousShown.current === shown) return;
    previousShown.current = shown;
    if (window.scrollY > 0) window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [shown, reducedMotion]);

  const label = navigatorLabel(shown, pages);
  const arrow = 'inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-ink-800 hover:bg-parchment-200 disabled:invisible';

  return (
    <div>
      <nav aria-label="Beats" className="mb-6 flex items-center justify-between gap-2 rounded-full border border-parchment-300 bg-parchment-50/80 p-1">
        <button type="button" className={arrow} onClick={() => navigate(shown - 1)} disabled={!canPrev}>
          <ChevronLeftIcon />
          <span className="sr-only sm:not-sr-only">Previous</span>
        </button>
        <p className="text-sm font-semibold text-ink-800 tabular-nums" aria-live="polite">
          {label}
        </p>
        <button type="button" className={arrow} onClick={() => navigate(shown + 1)} disabled={!canNext}>
          <span className="sr-only sm:not-sr-only">Next</span>
          <ChevronRightIcon />
        </button>
      </nav>

      {page?.kind === 'pending' ? (
        <PendingPage state={state} beat={beats[page.chosenBeatIndex]!} outbox={outbox} online={online} reducedMotion={reducedMotion} names={names} number={shown + 1} latest={page.chosenBeatIndex === beats.length - 1} draft={draft} />
      ) : page ? (
        <BeatPage
          key={beats[page.beatIndex]?.id}
          state={state}
          beats={beats}
          beatIndex={page.beatIndex}
          outbox={outbox}
          online={online}
          choicePending={choicePending}
          onChoose={onChoose}
          onFeedback={onFeedback}
        />
      ) : null}

      {canNext && (
        <div className="mt-8 flex justify-end">
          <button type="button" className="inline-flex min-h-11 items-center gap-1 rounded-full bg-night-800 px-5 font-semibold text-white hover:bg-night-700" onClick={() => navigate(shown + 1)}>
            {pages[shown + 1]?.kind === 'pending' ? 'See what happens' : 'Next beat'}
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </div>
  );
}
