import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, type StoryStateRow } from '../../../shared/local-db/local-db';
import { storyKey } from './story-store';

/** A code's stored story: undefined while loading, null when the device has none. */
export function useStoredStory(code: string): StoryStateRow | null | undefined {
  const key = storyKey(code);
  return useLiveQuery(async () => (await localDb.stories.get(key)) ?? null, [key]);
}
