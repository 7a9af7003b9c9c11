import { describe, expect, it, vi } from 'vitest';

// A fresh copy of the module per test: the flag it keeps is the page's.
async function freshModule() {
  vi.resetModules();
  return import('./store-loaded');
}

describe('store loaded (issue 31: the keeper waits for the store on a light page)', () => {
  it('runs a waiting callback once, when the store loads, and not before', async () => {
    const { markStoreLoaded, whenStoreLoaded } = await freshModule();
    const callback = vi.fn();
    whenStoreLoaded(callback);
    expect(callback).not.toHaveBeenCalled();
    markStoreLoaded();
    markStoreLoaded();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs a callback at once when the store has loaded already', async () => {
    const { markStoreLoaded, whenStoreLoaded } = await freshModule();
    markStoreLoaded();
    const callback = vi.fn();
    whenStoreLoaded(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('a cancelled callback never runs', async () => {
    const { markStoreLoaded, whenStoreLoaded } = await freshModule();
    const callback = vi.fn();
    const cancel = whenStoreLoaded(callback);
    cancel();
    markStoreLoaded();
    expect(callback).not.toHaveBeenCalled();
  });

  it('local-db.ts marks the store loaded when it loads', async () => {
    vi.resetModules();
    const { whenStoreLoaded } = await import('./store-loaded');
    const callback = vi.fn();
    whenStoreLoaded(callback);
    await import('./local-db');
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
