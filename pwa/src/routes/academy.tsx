// /academy (spec 3 §2): the lecture list.
export { AcademyPage } from '../features/academy';
