import { Navigate, redirect, type RouteObject } from 'react-router';
import { HomePage } from '../routes/home';
import { AppLayout } from './app-layout';
import { AppLoading } from './app-loading';
import { RouteErrorPage } from './route-error-page';

/**
 * Every route of the app: each loads its thin module in routes/, which composes features. Screens
 * are lazy-loaded except home (the first paint); screens not built yet fall through to the
 * not-found page. The browser's router is made from them in main.tsx; the server renders the
 * same routes into HTML (entry-server.tsx, pwa/build/prerender-plugin.ts).
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: AppLoading,
    children: [
      {
        // Errors inside a screen render within the layout, keeping the top bar and footer.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'game/:code',
            lazy: async () => {
              const route = await import('../routes/game');
              return { Component: route.GamePage, loader: route.gameLoader };
            },
          },
          { path: 'setup', lazy: async () => ({ Component: (await import('../routes/setup')).SetupPage }) },
          { path: 'story/:storyId', lazy: async () => ({ Component: (await import('../routes/story')).StoryCreatedPage }) },
          { path: 'library', lazy: async () => ({ Component: (await import('../routes/library')).LibraryPage }) },
          { path: 'templates/:id/configure', lazy: async () => ({ Component: (await import('../routes/configure')).ConfigurePage }) },
          { path: 'academy', lazy: async () => ({ Component: (await import('../routes/academy')).AcademyPage }) },
          { path: 'academy/:lectureId', lazy: async () => ({ Component: (await import('../routes/academy-lecture')).LecturePage }) },
          { path: 'for-storytellers', lazy: async () => ({ Component: (await import('../routes/for-storytellers')).ForStorytellersPage }) },
          { path: 'for-coaches', lazy: async () => ({ Component: (await import('../routes/for-coaches')).ForCoachesPage }) },
          { path: 'for-educators', lazy: async () => ({ Component: (await import('../routes/for-educators')).ForEducatorsPage }) },
          { path: 'privacy', lazy: async () => ({ Component: (await import('../routes/privacy')).PrivacyPage }) },
          { path: 'credits', lazy: async () => ({ Component: (await import('../routes/credits')).CreditsPage }) },
          // The World editor (spec 2 §2): full width, outside the account tabs; the admin one needs role_admin.
          // The wizard in template mode (spec 1 §2): literal paths, so they win over the editor's :id.
          { path: 'users/my-worlds/new', lazy: async () => ({ Component: (await import('../routes/new-world')).NewWorldPage }) },
          { path: 'admin/templates/new', lazy: async () => ({ Component: (await import('../routes/new-world')).AdminNewWorldPage }) },
          { path: 'users/my-worlds/:id', lazy: async () => ({ Component: (await import('../routes/world-editor')).WorldEditorPage }) },
          { path: 'admin/templates/:id', lazy: async () => ({ Component: (await import('../routes/world-editor')).AdminWorldEditorPage }) },
          {
            // The admin area (spec 2 §2): role_admin only, guarded by its layout.
            path: 'admin',
            lazy: async () => ({ Component: (await import('../routes/admin')).AdminLayout }),
            children: [
              // The element too: a leaf route without one makes React Router warn in the console (issue 27).
              { index: true, loader: () => redirect('/admin/templates'), element: <Navigate to="/admin/templates" replace /> },
              { path: 'templates', lazy: async () => ({ Component: (await import('../routes/admin')).AdminTemplatesPage }) },
              { path: 'carousel', lazy: async () => ({ Component: (await import('../routes/admin')).AdminCarouselPage }) },
              { path: 'stories', lazy: async () => ({ Component: (await import('../routes/admin')).AdminStoriesPage }) },
              { path: 'stories/:id', lazy: async () => ({ Component: (await import('../routes/admin')).AdminStoryPage }) },
              { path: 'users', lazy: async () => ({ Component: (await import('../routes/admin')).AdminUsersPage }) },
              { path: 'feedback', lazy: async () => ({ Component: (await import('../routes/admin')).AdminFeedbackPage }) },
            ],
          },
          // A teacher's class (issue 33): full width, beside the account area like the World editor; 'new' is literal, so it wins over :id.
          { path: 'users/classes/new', lazy: async () => ({ Component: (await import('../routes/class')).NewClassPage }) },
          { path: 'users/classes/:id', lazy: async () => ({ Component: (await import('../routes/class')).ClassBoardPage }) },
          { path: 'users/classes/:id/cards', lazy: async () => ({ Component: (await import('../routes/class')).JoinCardsPage }) },
          { path: 'users/classes/:id/projector', lazy: async () => ({ Component: (await import('../routes/class')).ProjectorPage }) },
          { path: 'users/classes/:id/report', lazy: async () => ({ Component: (await import('../routes/class')).ClassReportPage }) },
          { path: 'users/classes/:id/learners/:learner', lazy: async () => ({ Component: (await import('../routes/class')).LearnerStoryPage }) },
          { path: 'users/signin', lazy: async () => ({ Component: (await import('../routes/signin')).SignInPage }) },
          { path: 'users/reset-password', lazy: async () => ({ Component: (await import('../routes/reset-password')).ResetPasswordPage }) },
          { path: 'invitations/accept', lazy: async () => ({ Component: (await import('../routes/accept-invitation')).AcceptInvitationPage }) },
          {
            // The account area (spec 1 §2): protected by its layout, with its own error page.
            path: 'users',
            lazy: async () => {
              const route = await import('../routes/account');
              return { Component: route.AccountLayout, ErrorBoundary: route.AccountErrorPage };
            },
            children: [
              { index: true, loader: () => redirect('/users/my-stories'), element: <Navigate to="/users/my-stories" replace /> },
              { path: 'my-stories', lazy: async () => ({ Component: (await import('../routes/my-stories')).MyStoriesPage }) },
              { path: 'archive', lazy: async () => ({ Component: (await import('../routes/archive')).ArchivePage }) },
              { path: 'my-worlds', lazy: async () => ({ Component: (await import('../routes/my-worlds')).MyWorldsPage }) },
              { path: 'classes', lazy: async () => ({ Component: (await import('../routes/class')).ClassListPage }) },
            ],
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../routes/not-found')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];
