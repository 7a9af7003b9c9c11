// /admin (spec 2 §2): the admin area's frame and its tabs.
export { AdminCarouselPage, AdminFeedbackPage, AdminLayout, AdminStoriesPage, AdminTemplatesPage, AdminUsersPage } from '../features/admin';
