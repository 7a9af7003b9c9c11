// /setup (spec 1 §2): the story creation wizard.
export { SetupPage } from '../features/story-creation';
