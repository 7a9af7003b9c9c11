// Test factories of engine/, for engine, server and e2e tests (not part of the production surface).
export { makeWorld, WORLD_PACK_KEYS, type MakeWorldOverrides } from './make-world';
export { makeStory, testClock, type MakeStoryOptions } from './make-story';
export { playStory, type PlayStoryOptions, type StatusEvent } from './play-story';
export { recordingNarrator, scriptedNarrator, type RecordedCall } from './narrators';
export { deepFreeze } from './deep-freeze';
export { PROMPT_STORIES, type PromptStory } from './prompt-stories';
