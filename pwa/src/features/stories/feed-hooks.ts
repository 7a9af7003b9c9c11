// React hooks over the signed-in feed: the cached list read live from Dexie, refreshed from the
// network when the user, the device's codes or the tab's visibility change (spec 1 §7: the feed
// is fetched again when login state, user or stored codes change).
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../shared/api/api-error';
import { allCodes, readCodeSets } from '../../shared/local-db/code-sets';
import type { FeedRow } from '../../shared/local-db/local-db';
import { markSignedOut } from '../auth';
import { accountStories, readAccountFeed, refreshAccountFeed, type AccountStory, type FeedView } from './feed';
import { deviceOnly, useOfflineFeedStories } from './offline-feed';

/** One account list as a screen sees it. */
export type AccountFeedState = {
  /** The cached list (undefined while the device store is read, null when never fetched here). */
  row: FeedRow | null | undefined;
  /** The list as the account area shows it (empty while nothing is known). */
  stories: AccountStory[];
  /** Stories on this list that live on this device only (played offline, not uploaded yet): nothing to archive or delete on the server. */
  onDevice: ReadonlySet<string>;
  /** loading: a fetch runs; error: the last fetch failed (the cached list stays). */
  network: 'loading' | 'done' | 'error';
  error: unknown;
  retry: () => void;
};

// One fetch per list at a time, shared by every component showing it (top bar and page).
const inflight = new Map<string, Promise<unknown>>();
function sharedRefresh(userId: string, view: FeedView, codesKey: string): Promise<unknown> {
  const key = `${userId}|${view}|${codesKey}`;
  let running = inflight.get(key);
  if (!running) {
    running = refreshAccountFeed(userId, view).finally(() => inflight.delete(key));
    inflight.set(key, running);
  }
  return running;
}

/** A refresh at most this often when the tab comes back into view. */
const VISIBLE_REFRESH_MS = 30_000;

/**
 * The signed-in user's active or archived stories: from the device at once, then fetched with
 * the device's codes whenever the user or those codes change, and when the tab is shown again.
 * A 401 signs the device out.
 */
export function useAccountFeed(userId: string | null, view: FeedView): AccountFeedState {
  const row = useLiveQuery(async () => (userId ? readAccountFeed(userId, view) : null), [userId, view]);
  const sets = useLiveQuery(() => readCodeSets(), []);
  const codesKey = sets ? allCodes(sets).join(',') : null;
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ request: string; ok: boolean; error: unknown } | null>(null);
  const request = `${userId}|${view}|${codesKey}|${attempt}`;

  useEffect(() => {
    if (!userId || codesKey === null) return;
    let live = true;
    sharedRefresh(userId, view, codesKey).then(
      () => live && setSettled({ request, ok: true, error: null }),
      (error: unknown) => {
        if (!live) return;
        console.error('[useAccountFeed]', error);
        if (isApiError(error) && error.httpStatus === 401) void markSignedOut();
        setSettled({ request, ok: false, error });
      },
    );
    return () => {
      live = false;
    };
  }, [userId, view, codesKey, request]);

  // Coming back to the tab: the other players may have moved meanwhile.
  useEffect(() => {
    let last = Date.now();
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < VISIBLE_REFRESH_MS) return;
      last = Date.now();
      setAttempt((n) => n + 1);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const network = settled?.request === request ? (settled.ok ? 'done' : 'error') : 'loading';
  // Stories played offline here are active stories of this user until the feed holds the server's copy.
  const offline = useOfflineFeedStories(userId);
  const added = row && view === 'active' && offline ? deviceOnly(row.stories, offline) : [];
  const merged = row && added.length ? { ...row, stories: [...row.stories, ...added] } : row;
  const onDevice = new Set(added.map((s) => s.id));
  return {
    row: merged,
    stories: merged ? accountStories(merged.stories, view, userId) : [],
    onDevice,
    network,
    error: settled?.request === request ? settled.error : null,
    retry,
  };
}
