// The classes' screens (issue 33): the teacher's list /users/classes (a tab of the account area), and
// full width outside the account tabs: /users/classes/new, the board /users/classes/{id}, its join
// cards (print and projector), its report and a learner's story.
export { ClassBoardPage, ClassListPage, ClassReportPage, JoinCardsPage, LearnerStoryPage, NewClassPage, ProjectorPage } from '../features/classes';
