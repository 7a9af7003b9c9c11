import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router';
import { HomePage } from '../routes/home';
import { AppLayout } from './app-layout';
import { AppLoading } from './app-loading';
import { RouteErrorPage } from './route-error-page';

/**
 * Every route of the app. Screens are lazy-loaded except home (the first paint);
 * screens not built yet fall through to the not-found page.
 */
export const router = createBrowserRouter([
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
              const [page, hooks] = await Promise.all([import('../features/game/game-page'), import('../features/game/session/session-hooks')]);
              // Joining starts before the page's first render (a cold deep link saves that render's time).
              const loader = ({ params }: LoaderFunctionArgs) => {
                if (params.code) hooks.prestartGameSession(params.code);
                return null;
              };
              return { Component: page.GamePage, loader };
            },
          },
          { path: 'setup', lazy: async () => ({ Component: (await import('../features/story-creation/setup-page')).SetupPage }) },
          { path: 'story/:storyId', lazy: async () => ({ Component: (await import('../features/story-creation/story-created-page')).StoryCreatedPage }) },
          { path: 'library', lazy: async () => ({ Component: (await import('../features/library/library-page')).LibraryPage }) },
          { path: 'templates/:id/configure', lazy: async () => ({ Component: (await import('../features/story-creation/configure-page')).ConfigurePage }) },
          { path: 'academy', lazy: async () => ({ Component: (await import('../features/academy/academy-page')).AcademyPage }) },
          { path: 'academy/:lectureId', lazy: async () => ({ Component: (await import('../features/academy/lecture-page')).LecturePage }) },
          { path: 'for-storytellers', lazy: async () => ({ Component: (await import('../features/landing/for-storytellers-page')).ForStorytellersPage }) },
          { path: 'for-coaches', lazy: async () => ({ Component: (await import('../features/landing/for-coaches-page')).ForCoachesPage }) },
          { path: 'for-educators', lazy: async () => ({ Component: (await import('../features/landing/for-educators-page')).ForEducatorsPage }) },
          { path: 'privacy', lazy: async () => ({ Component: (await import('../features/legal/privacy-page')).PrivacyPage }) },
          { path: 'credits', lazy: async () => ({ Component: (await import('../features/legal/credits-page')).CreditsPage }) },
          // The World editor (spec 2 §2): full width, outside the account tabs; the admin one needs role_admin.
          { path: 'users/my-worlds/:id', lazy: async () => ({ Component: (await import('../routes/world-editor')).WorldEditorPage }) },
          { path: 'admin/templates/:id', lazy: async () => ({ Component: (await import('../routes/world-editor')).AdminWorldEditorPage }) },
          { path: 'users/signin', lazy: async () => ({ Component: (await import('../features/auth/signin-page')).SignInPage }) },
          {
            // The account area (spec 1 §2): protected by its layout, with its own error page.
            path: 'users',
            lazy: async () => {
              const [layout, error] = await Promise.all([import('../features/account/account-layout'), import('../features/account/account-error-page')]);
              return { Component: layout.AccountLayout, ErrorBoundary: error.AccountErrorPage };
            },
            children: [
              { index: true, loader: () => redirect('/users/my-stories') },
              { path: 'my-stories', lazy: async () => ({ Component: (await import('../routes/users-my-stories')).MyStoriesPage }) },
              { path: 'archive', lazy: async () => ({ Component: (await import('../routes/users-archive')).ArchivePage }) },
              { path: 'my-worlds', lazy: async () => ({ Component: (await import('../features/worlds/my-worlds-page')).MyWorldsPage }) },
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
]);
