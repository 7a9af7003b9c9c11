import type { StoryStatusResponse } from '@schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, type ApiError } from '../../shared/api/api-error';
import { removeCodeSetsOfStory } from '../../shared/local-db/code-sets';
import { fetchStoryStatus } from './stories-api';
import { storyStatusPollDelay } from './stories-api-polling';

/** Where a story's setup stands, as the code screen shows it. */
export type StorySetup =
  | { phase: 'waiting'; progress: StoryStatusResponse['progress'] }
  | { phase: 'ready' }
  | { phase: 'failed'; message: string }
  | { phase: 'error'; error: ApiError | Error };

/**
 * Polls GET /stories/{id}/status until the story is ready (spec 1 §4): at once, then every 10 s
 * during the first 30 s, 5 s up to 60 s and 2 s after. A polling error stops polling (retry()
 * resumes); a failed setup removes the story's codes from this device.
 */
export function useStorySetup(storyId: string, initiallyReady = false): StorySetup & { retry: () => void } {
  const [setup, setSetup] = useState<StorySetup>(initiallyReady ? { phase: 'ready' } : { phase: 'waiting', progress: undefined });
  const [attempt, setAttempt] = useState(0);
  const startedAt = useRef<number | null>(null);
  const done = setup.phase === 'ready' || setup.phase === 'failed';

  useEffect(() => {
    if (done) return;
    startedAt.current ??= Date.now();
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const check = async () => {
      try {
        const status = await fetchStoryStatus(storyId, controller.signal);
        if (controller.signal.aborted) return;
        if (status.status === 'ready') {
          setSetup({ phase: 'ready' });
        } else if (status.status === 'failed') {
          await removeCodeSetsOfStory(storyId).catch((error: unknown) => console.error('[useStorySetup] remove codes', error));
          setSetup({ phase: 'failed', message: status.errorMessage ?? 'Story creation failed.' });
        } else {
          setSetup({ phase: 'waiting', progress: status.progress });
          timer = setTimeout(() => void check(), storyStatusPollDelay(Date.now() - (startedAt.current ?? Date.now())));
        }
      } catch (error) {
        if (controller.signal.aborted || (isApiError(error) && error.kind === 'aborted')) return;
        console.error('[useStorySetup]', error);
        setSetup({ phase: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      }
    };
    void check();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // `attempt` restarts polling after an error.
  }, [storyId, done, attempt]);

  const retry = useCallback(() => {
    setSetup({ phase: 'waiting', progress: undefined });
    setAttempt((n) => n + 1);
  }, []);
  return { ...setup, retry };
}
