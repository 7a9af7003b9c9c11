// One Worldbuilding Assistant call at a time, as the wizard's draft and the editor's AI Draft and
// AI Iteration tabs make it: the call gets a signal and a progress callback, the screen shows the
// sections' progress with Cancel, and the caller learns whether the call was done, cancelled or
// failed (each screen says a failure in its own way).
import type { AssistantProgressEvent } from '@schemas';
import { useCallback, useState, type ReactNode } from 'react';
import { isApiError } from '../../shared/api/api-error';
import { showToast } from '../../shared/toast/toast-store';
import type { AssistantCallOptions } from './assistant-api';
import { SectionProgress, withProgress, type StepStates } from './section-progress';

/** How a run ended. */
export type AssistantRunResult<T> = { status: 'done'; value: T } | { status: 'cancelled' } | { status: 'failed'; error: unknown };

/** A screen's assistant runs (see the file comment). */
export type AssistantRun = {
  /** A call is running. */
  running: boolean;
  /**
   * Runs `call` with the run's signal and progress. The progress goes away when the run ends,
   * or, with `hold`, only when it does not succeed (the page moves on after a success).
   */
  run: <T>(call: (options: Required<AssistantCallOptions>) => Promise<T>, options?: { hold?: boolean }) => Promise<AssistantRunResult<T>>;
  /** The progress of the running call with Cancel, or nothing. */
  progress: (title: string, steps: readonly AssistantProgressEvent['step'][]) => ReactNode;
};

/** Runs assistant calls for one screen (see the file comment). */
export function useAssistantRun(): AssistantRun {
  const [running, setRunning] = useState<{ controller: AbortController; states: StepStates } | null>(null);
  const run = useCallback(async <T,>(call: (options: Required<AssistantCallOptions>) => Promise<T>, { hold = false } = {}): Promise<AssistantRunResult<T>> => {
    const controller = new AbortController();
    setRunning({ controller, states: {} });
    const onProgress = (p: AssistantProgressEvent) => setRunning((r) => (r ? { ...r, states: withProgress(r.states, p) } : r));
    try {
      const value = await call({ signal: controller.signal, onProgress });
      if (!hold) setRunning(null);
      return { status: 'done', value };
    } catch (error) {
      setRunning(null);
      return controller.signal.aborted ? { status: 'cancelled' } : { status: 'failed', error };
    }
  }, []);
  const progress = (title: string, steps: readonly AssistantProgressEvent['step'][]) =>
    running && <SectionProgress title={title} steps={steps} states={running.states} onCancel={() => running.controller.abort()} />;
  return { running: running !== null, run, progress };
}

/** The error toast of a failed assistant call: the server's words when it sent some, else `title`. */
export function showAssistantFailure(title: string, error: unknown): void {
  showToast({ kind: 'error', title, message: (isApiError(error) ? error.errorMessage : error instanceof Error ? error.message : '') || title });
}
