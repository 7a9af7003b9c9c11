// stories: the player's stories: My Stories and Archive lists with their actions, the top bar's
// counters, and home's resumable stories (feeds cached in Dexie, codes kept on the device).
export { AccountStoryList } from './account-story-list';
export { ResumableStoriesGate } from './resumable-stories-gate';
export { StoryCounters } from './story-counters';
