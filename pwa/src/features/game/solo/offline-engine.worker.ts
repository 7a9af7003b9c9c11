// The engine in a Web Worker (issue 21): a solo story played offline writes its next beat here, so
// the page stays responsive. The same functions the server replays an upload with.
import { chooseOffline, createOfflineStory, selectOfflineCharacter } from '@engine';
import type { EngineCall } from './offline-engine';

self.onmessage = async (event: MessageEvent<{ id: number; call: EngineCall }>) => {
  const { id, call } = event.data;
  try {
    const result =
      call.op === 'create'
        ? await createOfflineStory(call.template, call.inputs)
        : call.op === 'select'
          ? await selectOfflineCharacter(call.play, call.selection)
          : await chooseOffline(call.play, call.choice);
    self.postMessage({ id, result });
  } catch (error) {
    self.postMessage({ id, result: { ok: false, message: error instanceof Error ? error.message : String(error) } });
  }
};
