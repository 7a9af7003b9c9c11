import { describe, expect, it } from 'vitest';
import { syncLabel } from './collab-hooks';

describe('syncLabel: the sync state in the editor header', () => {
  it("reads 'Saved' only when connected, synced, acknowledged by a saved message, and nothing waits", () => {
    expect(syncLabel({ connection: 'connected', synced: true, acknowledged: true, waiting: 0 })).toEqual({ tone: 'saved', text: 'Saved' });
    expect(syncLabel({ connection: 'connected', synced: true, acknowledged: false, waiting: 0 }).text).toBe('Syncing');
    expect(syncLabel({ connection: 'connected', synced: true, acknowledged: true, waiting: 2 }).text).toBe('Syncing');
    expect(syncLabel({ connection: 'connected', synced: false, acknowledged: true, waiting: 0 }).text).toBe('Syncing');
    expect(syncLabel({ connection: 'connecting', synced: false, acknowledged: false, waiting: 0 }).text).toBe('Syncing');
  });

  it('a read-only viewer (who gets no saved message) is up to date once synced', () => {
    expect(syncLabel({ connection: 'connected', synced: true, acknowledged: false, waiting: 0 }, { readOnly: true }).tone).toBe('saved');
  });

  it("counts the waiting changes while offline, 'change' for one", () => {
    expect(syncLabel({ connection: 'offline', synced: false, acknowledged: false, waiting: 0 }).text).toBe('Offline — 0 changes waiting');
    expect(syncLabel({ connection: 'offline', synced: false, acknowledged: false, waiting: 1 }).text).toBe('Offline — 1 change waiting');
    expect(syncLabel({ connection: 'offline', synced: false, acknowledged: false, waiting: 7 }).text).toBe('Offline — 7 changes waiting');
  });
});
