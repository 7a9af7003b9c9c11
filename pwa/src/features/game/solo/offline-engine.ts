// The page's side of the engine worker: one worker, started the first time an offline solo story
// needs a beat (so its chunk is never in the first load), and a promise per call.
import type { OfflinePlay, OfflineStep } from '@engine';
import type { OfflineStoryInputs, Template } from '@schemas';

/** One call to the worker. */
export type EngineCall =
  | { op: 'create'; template: Template; inputs: OfflineStoryInputs }
  | { op: 'select'; play: OfflinePlay; selection: NonNullable<OfflineStoryInputs['selection']> }
  | { op: 'choose'; play: OfflinePlay; choice: OfflineStoryInputs['choices'][number] };

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, (step: OfflineStep) => void>();

function engineWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./offline-engine.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ id: number; result: OfflineStep }>) => {
      waiting.get(event.data.id)?.(event.data.result);
      waiting.delete(event.data.id);
    };
  }
  return worker;
}

/** Runs one engine step in the worker. */
export function runEngine(call: EngineCall): Promise<OfflineStep> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    engineWorker().postMessage({ id, call });
  });
}
