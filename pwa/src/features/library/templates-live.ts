// Hooks that render templates from Dexie (live) and refresh them from the network behind.
import type { Template, TemplateMetadata } from '@schemas';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { isApiError, type ApiError } from '../../shared/api/api-error';
import { usePageData } from '../../shared/prerender/page-data';
import { fetchPublishedTemplates } from './published-templates';
import { fetchFullTemplate } from './templates-api';
import { readFullTemplate, readTemplateList, saveFullTemplate, saveTemplateList, type TemplateListKey } from './templates-store';

/** A network refresh as a screen sees it. */
type Refresh = { request: string; error: ApiError | Error | null };

/** What a list screen renders: the cached list (null: none yet) and how the refresh went. */
export type CachedTemplateList =
  | { status: 'loading'; retry: () => void }
  | { status: 'ready'; templates: TemplateMetadata[]; refreshError: ApiError | Error | null; retry: () => void }
  | { status: 'error'; error: ApiError | Error; retry: () => void };

function asError(error: unknown): ApiError | Error {
  return error instanceof Error ? error : new Error(String(error));
}

function aborted(signal: AbortSignal, error: unknown): boolean {
  return signal.aborted || (isApiError(error) && error.kind === 'aborted');
}

/**
 * The published templates ('published') or the welcome carousel's ('welcome'), shown from this
 * device's copy at once and refreshed from GET /templates/published. On a page the server
 * prerendered (issue 31), its list shows until the refresh has settled: the page's first render
 * is the server's.
 */
export function useCachedTemplateList(key: TemplateListKey): CachedTemplateList {
  const [attempt, setAttempt] = useState(0);
  const [refresh, setRefresh] = useState<Refresh | null>(null);
  const request = `${key}:${attempt}`;
  const page = usePageData();
  const [prerendered] = useState(() => (key === 'welcome' ? page?.welcome : page?.published) ?? null);
  const cached = useLiveQuery(() => readTemplateList(key), [key]);

  useEffect(() => {
    const controller = new AbortController();
    fetchPublishedTemplates({ forWelcomeScreen: key === 'welcome', signal: controller.signal })
      .then((templates) => saveTemplateList(key, templates))
      .then(
        () => setRefresh({ request, error: null }),
        (error: unknown) => {
          if (aborted(controller.signal, error)) return;
          console.error('[useCachedTemplateList]', error);
          setRefresh({ request, error: asError(error) });
        },
      );
    return () => controller.abort();
  }, [key, request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const settled = refresh !== null && refresh.request === request ? refresh : null;
  if (prerendered && (settled === null || !cached)) return { status: 'ready', templates: prerendered, refreshError: settled?.error ?? null, retry };
  if (cached) return { status: 'ready', templates: cached, refreshError: settled?.error ?? null, retry };
  if (cached === null && settled?.error) return { status: 'error', error: settled.error, retry };
  return { status: 'loading', retry };
}

/** One full World as the configurator sees it. */
export type FullTemplateState =
  | { status: 'loading'; retry: () => void }
  | { status: 'ready'; template: Template; fromCache: boolean; retry: () => void }
  | { status: 'error'; error: ApiError | Error; retry: () => void };

/**
 * GET /templates/full/{id}, saved to Dexie. When the server cannot be reached, the copy on this
 * device is used; an answer from the server (404, 401, 403, invalid data) wins over the copy.
 */
export function useFullTemplate(id: string): FullTemplateState {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{
    request: string;
    template: Template | null;
    fromCache: boolean;
    error: ApiError | Error | null;
  } | null>(null);
  const request = `${id}:${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    fetchFullTemplate(id, controller.signal).then(
      async (template) => {
        setResult({ request, template, fromCache: false, error: null });
        await saveFullTemplate(template).catch((error: unknown) => console.error('[useFullTemplate] save', error));
      },
      async (error: unknown) => {
        if (aborted(controller.signal, error)) return;
        const cached = isApiError(error) && error.isConnectivity ? await readFullTemplate(id).catch(() => null) : null;
        if (cached === null) console.error('[useFullTemplate]', error);
        setResult({ request, template: cached, fromCache: cached !== null, error: cached ? null : asError(error) });
      },
    );
    return () => controller.abort();
  }, [id, request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (result === null || result.request !== request) return { status: 'loading', retry };
  if (result.template) return { status: 'ready', template: result.template, fromCache: result.fromCache, retry };
  return { status: 'error', error: result.error ?? new Error('Template not available'), retry };
}
