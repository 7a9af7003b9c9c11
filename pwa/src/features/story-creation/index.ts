// story-creation: a new story from an idea (the /setup wizard) or from a World (the
// configurator), and the code screen that follows while the story is set up.
export { SetupPage } from './setup-page';
export { ConfigurePage } from './configure-page';
export { StoryCreatedPage } from './story-created-page';
