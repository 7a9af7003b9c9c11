import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliverQueuedActionsNow } from './outbox-delivery-loader';

/** The browser's network flag, as the tab would report it (no Web Locks: the pass runs in place). */
function setOnline(onLine: boolean) {
  vi.stubGlobal('navigator', { onLine });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('deliverQueuedActionsNow', () => {
  it('a pass that found the device offline does not stop the next one, when the network returns', async () => {
    const looks = vi.spyOn(indexedDB, 'databases');
    setOnline(false);
    await deliverQueuedActionsNow();
    expect(looks).not.toHaveBeenCalled();
    setOnline(true);
    await deliverQueuedActionsNow();
    // The second pass looked for the device's store (there is none here, so it ends there).
    expect(looks).toHaveBeenCalledTimes(1);
  });

  it('a call during a pass runs one more pass after it, and several such calls only one', async () => {
    setOnline(true);
    let release = () => {};
    const looks = vi.spyOn(indexedDB, 'databases').mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve([]))));
    const first = deliverQueuedActionsNow();
    await vi.waitFor(() => expect(looks).toHaveBeenCalledTimes(1));
    const second = deliverQueuedActionsNow();
    const third = deliverQueuedActionsNow();
    release();
    await Promise.all([first, second, third]);
    expect(looks).toHaveBeenCalledTimes(2);
  });
});
