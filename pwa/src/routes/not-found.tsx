import { ErrorPage, errorPageContent } from '../shared/ui/error-page';

/** Any path without a screen: the 'Page Not Found' error page (spec 1 §2). */
export function NotFoundPage() {
  return <ErrorPage {...errorPageContent(404)} code="404" />;
}
