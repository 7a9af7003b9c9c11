// admin: the admin area (spec 2 §2): its frame and guard, the templates list (with the switches
// My Worlds will share), the carousel order, the stories, users and feedback tables, and one story
// read-only (issue 27).
export { AdminLayout } from './admin-layout';
export { AdminTemplatesPage } from './templates-page';
export { AdminCarouselPage } from './carousel-page';
export { AdminStoriesPage } from './stories-page';
export { AdminStoryPage } from './admin-story-page';
export { AdminUsersPage } from './users-page';
export { AdminFeedbackPage } from './feedback-page';
export { TemplatesList, ZIP_TRANSFER_ENABLED, type TemplateListSwitches } from './templates-list';
export { TemplateStatusBadge } from './template-status-badge';
