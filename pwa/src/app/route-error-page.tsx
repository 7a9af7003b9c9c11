import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../shared/api/api-error';
import { ErrorPage, errorPageContent } from '../shared/ui/error-page';

/** The router's error boundary: maps whatever was thrown to the spec's error page wording. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error('[RouteErrorPage]', error);
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' ? error.data : error.statusText;
    return <ErrorPage {...errorPageContent(error.status, message)} code={String(error.status)} />;
  }
  if (isApiError(error)) return <ErrorPage {...errorPageContent(error.httpStatus, error.errorMessage)} />;
  return <ErrorPage {...errorPageContent(undefined)} />;
}
