import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { localDb, type OfflineStoryRow } from '../../../shared/local-db/local-db';
import { syncOfflineStories } from './offline-sync';

/** The offline row of a code: undefined while loading, null for a story the server plays. */
export function useOfflineStory(code: string): OfflineStoryRow | null | undefined {
  return useLiveQuery(async () => (await localDb.offlineStories.get(code)) ?? null, [code]);
}

/** Uploads the stories played offline whenever the device is online. */
export function useOfflineSync(online: boolean): void {
  useEffect(() => {
    if (online) void syncOfflineStories();
  }, [online]);
}
