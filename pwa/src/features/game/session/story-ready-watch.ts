// The code screen's quick word that a story is ready (issue 27): the creator's session joins over
// the socket while the story is set up, and the server tells it the moment the story is ready, so
// the creator does not wait for the next status poll (spec 1 §4: every 10 s at first) while the
// other players already choose their characters.
import { useEffect, useState } from 'react';
import { holdGameSession } from './session-hooks';

/** True once the story of `code` is ready, as its session hears it over the socket (false until then, and when the socket is busy with another game). */
export function useStoryReadyOverSocket(code: string | undefined): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!code) return;
    const held = holdGameSession(code);
    if (!held) return;
    const check = () => {
      if (held.session.getSnapshot().phase === 'joined') setReady(true);
    };
    const off = held.session.subscribe(check);
    check();
    return () => {
      off();
      held.release();
    };
  }, [code]);
  return ready;
}
