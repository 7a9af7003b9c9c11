// Loading one admin list (spec 2 §2): a 401 or 403 sends to sign-in (coming back after); other
// failures are logged and shown with a Retry.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { SIGN_IN_LOGIN_PATH } from '../auth';

/** The state of one admin list. */
export type AdminData<T> = { data: T | undefined; failed: boolean; reload: () => void; /** The server's words for the failure, if it gave any (a 404's). */ message?: string | undefined };

/** Loads `load()` on mount and on `reload()`. */
export function useAdminData<T>(load: (signal: AbortSignal) => Promise<T>, area: string): AdminData<T> {
  const navigate = useNavigate();
  const location = useLocation();
  const [data, setData] = useState<T | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => {
        setData(value);
        setFailed(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`[Admin ${area}]`, error);
        if (isApiError(error) && (error.httpStatus === 401 || error.httpStatus === 403)) {
          void navigate(SIGN_IN_LOGIN_PATH, { replace: true, state: { from: location.pathname } });
          return;
        }
        setMessage(isApiError(error) ? error.message : undefined);
        setFailed(true);
      },
    );
    return () => controller.abort();
    // `load` is a module function per screen; reloading is driven by `attempt`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, failed, reload, message };
}
