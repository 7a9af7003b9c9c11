import type { TemplateMetadata } from '@schemas';
import { useCallback, useEffect, useState } from 'react';
import { isApiError, type ApiError } from '../../shared/api/api-error';

/** The published-templates read as a screen sees it. */
export type PublishedTemplatesState =
  | { status: 'loading' }
  | { status: 'success'; templates: TemplateMetadata[] }
  | { status: 'error'; error: ApiError | Error };

type Settled = Exclude<PublishedTemplatesState, { status: 'loading' }> & { request: string };

/**
 * Loads GET /templates/published (answered from the service worker's cache when offline) and
 * exposes loading / success / error plus a retry. The HTTP client and the schemas (zod, about
 * 30 KB gzip) are imported on first use, so the home page paints before they load.
 */
export function usePublishedTemplates(options: { forWelcomeScreen?: boolean } = {}): PublishedTemplatesState & {
  retry: () => void;
} {
  const { forWelcomeScreen = false } = options;
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  // A result belongs to one request; until the current request settles, the state is loading.
  const request = `${forWelcomeScreen}:${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    import('./published-templates')
      .then(({ fetchPublishedTemplates }) => fetchPublishedTemplates({ forWelcomeScreen, signal: controller.signal }))
      .then(
        (templates) => setSettled({ request, status: 'success', templates }),
        (error: unknown) => {
          if (controller.signal.aborted || (isApiError(error) && error.kind === 'aborted')) return;
          console.error('[usePublishedTemplates]', error);
          setSettled({ request, status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
        },
      );
    return () => controller.abort();
  }, [forWelcomeScreen, request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (settled === null || settled.request !== request) return { status: 'loading', retry };
  if (settled.status === 'success') return { status: 'success', templates: settled.templates, retry };
  return { status: 'error', error: settled.error, retry };
}
