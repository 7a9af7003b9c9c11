// academy: the lecture list and the lectures (spec 3), with their art and copy.
export { AcademyPage } from './academy-page';
export { LecturePage } from './lecture-page';
export { LECTURES } from './lectures/lectures';
