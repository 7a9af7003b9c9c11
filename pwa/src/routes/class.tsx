// A class's screens (issue 33), full width outside the account tabs: /users/classes/new, the board
// /users/classes/{id}, its join cards (print and projector), its report and a learner's story.
export { ClassBoardPage, ClassReportPage, JoinCardsPage, LearnerStoryPage, NewClassPage, ProjectorPage } from '../features/classes';
