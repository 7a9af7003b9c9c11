import { describe, expect, it } from 'vitest';
import { syncLabel } from './collab-hooks';

describe('syncLabel: the sync state in the editor header', () => {
  it("reads 'Saved' only when connected, synced and nothing waits", () => {
    expect(syncLabel({ connection: 'connected', synced: true, waiting: 0 })).toEqual({ tone: 'saved', text: 'Saved' });
    expect(syncLabel({ connection: 'connected', synced: true, waiting: 2 }).text).toBe('Syncing');
    expect(syncLabel({ connection: 'connected', synced: false, waiting: 0 }).text).toBe('Syncing');
    expect(syncLabel({ connection: 'connecting', synced: false, waiting: 0 }).text).toBe('Syncing');
  });

  it("counts the waiting changes while offline, 'change' for one", () => {
    expect(syncLabel({ connection: 'offline', synced: false, waiting: 0 }).text).toBe('Offline — 0 changes waiting');
    expect(syncLabel({ connection: 'offline', synced: false, waiting: 1 }).text).toBe('Offline — 1 change waiting');
    expect(syncLabel({ connection: 'offline', synced: false, waiting: 7 }).text).toBe('Offline — 7 changes waiting');
  });
});
