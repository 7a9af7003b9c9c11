import { createBrowserRouter } from 'react-router';
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
            path: '*',
            lazy: async () => ({ Component: (await import('../routes/not-found/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
]);
