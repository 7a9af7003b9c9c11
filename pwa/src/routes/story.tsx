// /story/{storyId} (spec 1 §2): the code screen after a story was created.
export { StoryCreatedPage } from '../features/story-creation';
