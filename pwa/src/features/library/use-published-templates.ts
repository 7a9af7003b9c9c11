import type { TemplateMetadata } from '@schemas';
import { useCallback, useEffect, useState } from 'react';
import { isApiError, type ApiError } from '../../shared/api/api-error';
import { pageMayBeStale, usePageData } from '../../shared/prerender/page-data';

/** The published-templates read as a screen sees it. */
export type PublishedTemplatesState =
  | { status: 'loading' }
  | { status: 'success'; templates: TemplateMetadata[] }
  | { status: 'error'; error: ApiError | Error };

type Settled = Exclude<PublishedTemplatesState, { status: 'loading' }> & { request: string };

/**
 * Loads GET /templates/published (answered from the service worker's cache when offline) and
 * exposes loading / success / error plus a retry. The HTTP client and the schemas (zod, about
 * 30 KB gzip) are imported on first use, so the home page paints before they load. On a page the
 * server prerendered (issue 31) the list it rendered is the first state, and is not asked for
 * again unless the page came from the service worker's cache (it may be older then).
 */
export function usePublishedTemplates(options: { forWelcomeScreen?: boolean } = {}): PublishedTemplatesState & {
  retry: () => void;
} {
  const { forWelcomeScreen = false } = options;
  const [attempt, setAttempt] = useState(0);
  const page = usePageData();
  const prerendered = (forWelcomeScreen ? page?.welcome : page?.published) ?? null;
  // A result belongs to one request; until the current request settles, the state is loading.
  const request = `${forWelcomeScreen}:${attempt}`;
  const [kept] = useState(prerendered);
  const [settled, setSettled] = useState<Settled | null>(() => (kept ? { request, status: 'success', templates: kept } : null));
  const [current] = useState(() => kept !== null && !pageMayBeStale());

  useEffect(() => {
    // The server rendered this very list a moment ago.
    if (current && attempt === 0) return;
    const controller = new AbortController();
    import('./published-templates')
      .then(({ fetchPublishedTemplates }) => fetchPublishedTemplates({ forWelcomeScreen, signal: controller.signal }))
      .then(
        (templates) => setSettled({ request, status: 'success', templates }),
        (error: unknown) => {
          if (controller.signal.aborted || (isApiError(error) && error.kind === 'aborted')) return;
          console.error('[usePublishedTemplates]', error);
          // A page the service worker kept (offline) goes on showing the Worlds it was rendered with.
          if (kept && attempt === 0) return;
          setSettled({ request, status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
        },
      );
    return () => controller.abort();
  }, [forWelcomeScreen, request, current, attempt, kept]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (settled === null || settled.request !== request) return { status: 'loading', retry };
  if (settled.status === 'success') return { status: 'success', templates: settled.templates, retry };
  return { status: 'error', error: settled.error, retry };
}
