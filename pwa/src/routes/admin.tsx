// /admin (spec 2 §2): the admin area's frame and its tabs.
export { AdminCarouselPage, AdminFeedbackPage, AdminLayout, AdminStoriesPage, AdminStoryPage, AdminTemplatesPage, AdminUsersPage } from '../features/admin';
