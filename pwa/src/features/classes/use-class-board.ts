// The live board over the game socket (issue 33): the app's own socket client and reconnection,
// one socket for this screen. On every (re)connect it sends watch_class and takes the whole board
// from the reply, so a teacher whose Wi-Fi dropped never looks at stale tiles; tile changes arrive
// as notifications in between. Every 20 s it asks again: a reply that does not come within 10 s
// means the socket died without closing, and it is replaced.
import { classBoardSchema, type ClassBoard } from '@schemas';
import { useEffect, useState } from 'react';
import { newRequestId } from '../../shared/api/request-id';
import { createRealtimeConnection, RealtimeRequestError, type ConnectionState } from '../game';
import { fromBoard, withChanges, type BoardState } from './board-state';

/** How often the board asks for the whole board again while connected. */
export const BOARD_REFRESH_MS = 20_000;
/** How long a refresh may go unanswered before the socket is replaced. */
export const BOARD_REPLY_TIMEOUT_MS = 10_000;

/** What the board screen reads. */
export type LiveBoard = {
  state: BoardState | null;
  connection: ConnectionState;
  /** Why the board cannot be shown (no access, class gone); null otherwise. */
  error: string | null;
  /** The class was deleted while the board was open. */
  deleted: boolean;
};

/** Follows a class's board live for as long as the screen is open. */
export function useClassBoard(classId: string): LiveBoard {
  const [live, setLive] = useState<LiveBoard>({ state: null, connection: 'connecting', error: null, deleted: false });

  useEffect(() => {
    const { client, dispose } = createRealtimeConnection();
    let closed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const take = (board: ClassBoard) => setLive((l) => ({ ...l, state: fromBoard(l.state, board, Date.now()), error: null }));
    const watch = async () => {
      clearTimeout(timer);
      try {
        const reply = await client.request({ type: 'watch_class', requestId: newRequestId(), classId }, BOARD_REPLY_TIMEOUT_MS);
        if (closed) return;
        if (reply.status === 'success') {
          const board = classBoardSchema.safeParse(reply.data);
          if (board.success) take(board.data);
        } else {
          setLive((l) => ({ ...l, error: reply.errorMessage ?? 'The board could not be opened.' }));
          return;
        }
      } catch (error) {
        if (closed) return;
        // No reply in time on a socket that looks open: it is dead. Anything else: the socket closed, and its reconnect watches again.
        if (error instanceof RealtimeRequestError && error.reason === 'timeout') client.reconnect();
        return;
      }
      timer = setTimeout(() => void watch(), BOARD_REFRESH_MS);
    };

    const offState = client.subscribe(() => {
      setLive((l) => ({ ...l, connection: client.state }));
      if (client.state === 'connected') void watch();
      else clearTimeout(timer);
    });
    const offNote = client.onNotification((message) => {
      if (message.type === 'class_board_notification' && message.classId === classId) {
        setLive((l) => (l.state ? { ...l, state: withChanges(l.state, message, Date.now()) } : l));
      } else if (message.type === 'error' && message.operationType === 'watch_class') {
        setLive((l) => ({ ...l, deleted: true }));
      }
    });
    client.start();
    return () => {
      closed = true;
      clearTimeout(timer);
      offState();
      offNote();
      dispose();
    };
  }, [classId]);

  return live;
}

/** This device's clock, ticking every `everyMs` (for 'quiet' and 'last seen'). */
export function useBoardClock(everyMs = 10_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
