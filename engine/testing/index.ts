// Test factories and the story driver of engine/, for engine, server and e2e tests, the simulate
// script and the engine bench (not part of the production surface). The Y.Doc helpers are in
// world-doc-pair.ts and template-arbitrary.ts, apart, so this entry loads no yjs or fast-check.
export { makeWorld, WORLD_PACK_KEYS, type MakeWorldOverrides } from './make-world';
export { makeStory, testClock, type MakeStoryOptions } from './make-story';
export { playStory, type PlayStoryOptions } from './play-story';
export { DRIVER_NOW, playOn, startStory, type DriveOptions, type Playthrough, type StartOptions, type StatusEvent } from './story-driver';
export { recordingNarrator, scriptedNarrator, type RecordedCall } from './narrators';
export { deepFreeze } from './deep-freeze';
export { playOffline, rewordedNarrator, type PlayOfflineOptions } from './offline-inputs';
export { PROMPT_STORIES, type PromptStory } from './prompt-stories';
