// One read from the server for a class screen: loading, the data or why it failed, and Retry.
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../shared/api/api-error';

/** What a screen's read stands at. */
export type Load<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/**
 * Runs `read` (cancelled when `key` changes or the screen goes), again on `reload`; `replace` puts
 * a newer copy in place (an answer that already holds it). `fallback` is said when the failure
 * carries no message of the server's.
 */
export function useLoad<T>(key: string, read: (signal: AbortSignal) => Promise<T>, fallback: string): Load<T> & { reload: () => void; replace: (data: T) => void } {
  const [load, setLoad] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal).then(
      (data) => setLoad({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'error', message: isApiError(error) ? error.message : fallback });
      },
    );
    return () => controller.abort();
    // `read` is a new function each render: the key names what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const replace = useCallback((data: T) => setLoad({ status: 'ready', data }), []);
  return { ...load, reload, replace };
}
