// /academy/{lectureId} (spec 3 §2): one lecture.
export { LecturePage } from '../features/academy';
