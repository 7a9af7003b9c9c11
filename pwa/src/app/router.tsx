import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router';
import { HomePage } from '../routes/home/home-page';
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
              const [page, hooks] = await Promise.all([import('../routes/game/game-page'), import('../data/session-hooks')]);
              // Joining starts before the page's first render (a cold deep link saves that render's time).
              const loader = ({ params }: LoaderFunctionArgs) => {
                if (params.code) hooks.prestartGameSession(params.code);
                return null;
              };
              return { Component: page.GamePage, loader };
            },
          },
          { path: 'setup', lazy: async () => ({ Component: (await import('../routes/setup/setup-page')).SetupPage }) },
          { path: 'story/:storyId', lazy: async () => ({ Component: (await import('../routes/story-created/story-created-page')).StoryCreatedPage }) },
          { path: 'library', lazy: async () => ({ Component: (await import('../routes/library/library-page')).LibraryPage }) },
          { path: 'templates/:id/configure', lazy: async () => ({ Component: (await import('../routes/configure/configure-page')).ConfigurePage }) },
          { path: 'academy', lazy: async () => ({ Component: (await import('../routes/academy/academy-page')).AcademyPage }) },
          { path: 'academy/:lectureId', lazy: async () => ({ Component: (await import('../routes/academy/lecture-page')).LecturePage }) },
          { path: 'for-storytellers', lazy: async () => ({ Component: (await import('../routes/for-storytellers/for-storytellers-page')).ForStorytellersPage }) },
          { path: 'for-coaches', lazy: async () => ({ Component: (await import('../routes/for-coaches/for-coaches-page')).ForCoachesPage }) },
          { path: 'for-educators', lazy: async () => ({ Component: (await import('../routes/for-educators/for-educators-page')).ForEducatorsPage }) },
          { path: 'privacy', lazy: async () => ({ Component: (await import('../routes/privacy/privacy-page')).PrivacyPage }) },
          { path: 'credits', lazy: async () => ({ Component: (await import('../routes/credits/credits-page')).CreditsPage }) },
          // The World editor (spec 2 §2): full width, outside the account tabs; the admin one needs role_admin.
          { path: 'users/my-worlds/:id', lazy: async () => ({ Component: (await import('../routes/world-editor/world-editor-page')).WorldEditorPage }) },
          { path: 'admin/templates/:id', lazy: async () => ({ Component: (await import('../routes/world-editor/world-editor-page')).AdminWorldEditorPage }) },
          { path: 'users/signin', lazy: async () => ({ Component: (await import('../routes/signin/signin-page')).SignInPage }) },
          {
            // The account area (spec 1 §2): protected by its layout, with its own error page.
            path: 'users',
            lazy: async () => {
              const [layout, error] = await Promise.all([import('../routes/account/account-layout'), import('../routes/account/account-error-page')]);
              return { Component: layout.AccountLayout, ErrorBoundary: error.AccountErrorPage };
            },
            children: [
              { index: true, loader: () => redirect('/users/my-stories') },
              { path: 'my-stories', lazy: async () => ({ Component: (await import('../routes/account/my-stories-page')).MyStoriesPage }) },
              { path: 'archive', lazy: async () => ({ Component: (await import('../routes/account/archive-page')).ArchivePage }) },
              { path: 'my-worlds', lazy: async () => ({ Component: (await import('../routes/account/my-worlds-page')).MyWorldsPage }) },
            ],
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../routes/not-found/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
]);
