// React binding of the waiting poll (wait-poll.ts): runs only while the player waits and is online.
import type { ClientStoryState } from '@schemas';
import { useEffect, useRef } from 'react';
import type { OutboxRow } from '../../../shared/local-db/local-db';
import type { GameSession } from './session';
import { fetchFeedStory, ownMoveInFlight, shouldResync, storyMovedOn, waitingOnOthers, WAIT_POLL_MS, type PollFinding } from './wait-poll';

/**
 * Asks the feed every WAIT_POLL_MS while `state` waits on the others and the browser is online;
 * resyncs the session (a new socket, the whole state, the outbox sent again) when the story moved
 * on without the socket saying so, or the player's move went unanswered.
 */
export function useWaitingPoll(session: GameSession, code: string, state: ClientStoryState | undefined, outbox: readonly OutboxRow[], online: boolean): void {
  const moveInFlight = state !== undefined && ownMoveInFlight(state, outbox);
  const latest = useRef({ state, moveInFlight });
  useEffect(() => {
    latest.current = { state, moveInFlight };
  }, [state, moveInFlight]);
  const waiting = state !== undefined && online && waitingOnOthers(state, moveInFlight);
  const storyId = state?.id;
  useEffect(() => {
    if (!waiting || !storyId) return;
    const controller = new AbortController();
    let previous: PollFinding | null = null;
    const timer = setInterval(() => {
      fetchFeedStory(code, storyId, controller.signal)
        .then((story) => {
          const held = latest.current;
          if (!story || !held.state || controller.signal.aborted) return;
          const finding: PollFinding = { movedOn: storyMovedOn(held.state, story), moveInFlight: held.moveInFlight };
          if (shouldResync(previous, finding)) {
            previous = null;
            session.resync();
          } else {
            previous = finding;
          }
        })
        .catch((error: unknown) => {
          // Offline or failing: the next tick asks again; the socket may still bring the news.
          if (!controller.signal.aborted) console.log('[waiting poll]', error);
        });
    }, WAIT_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [waiting, storyId, code, session]);
}
