// /users/classes (issue 33): the teacher's classes, a tab of the account area.
export { ClassListPage } from '../features/classes';
