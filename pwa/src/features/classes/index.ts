// classes: a teacher's classes (issue 33): the list beside My Stories, a new class, the live
// board, the join cards (print and projector), the report and a learner's story to read.
export { ClassListPage } from './class-list-page';
export { NewClassPage } from './new-class-page';
export { ClassBoardPage } from './class-board-page';
export { JoinCardsPage } from './join-cards-page';
export { ProjectorPage } from './projector-page';
export { ClassReportPage } from './class-report-page';
export { LearnerStoryPage } from './learner-story-page';
