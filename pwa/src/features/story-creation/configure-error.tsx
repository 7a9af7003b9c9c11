import { Link } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { BookIcon, ErrorIcon, HomeIcon, RefreshIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';

/** Title and message of the configurator's error page. */
export type ConfigureErrorContent = { title: string; message: string; kind: 'load' | 'invalid' };

/** The template-invalid texts (spec 1 §2 'Template configurator'). */
export const TEMPLATE_ERROR: ConfigureErrorContent = {
  title: 'Template Error',
  message: 'This template has invalid or missing data and cannot be displayed. Please try another template.',
  kind: 'invalid',
};

/** The configurator's error wording by what went wrong (spec 1 §2): 404, 401, 403, bad data, anything else. */
export function configureErrorContent(error: unknown): ConfigureErrorContent {
  const status = isApiError(error) ? error.httpStatus : undefined;
  if (isApiError(error) && error.kind === 'invalid-response') return TEMPLATE_ERROR;
  if (status === 404) return { title: 'Template Not Found', message: "The template you're looking for couldn't be found.", kind: 'load' };
  if (status === 401) return { title: 'Authentication Required', message: 'You need to be logged in to access this template.', kind: 'load' };
  if (status === 403) return { title: 'Access Denied', message: "You don't have permission to access this template.", kind: 'load' };
  return { title: 'Template Not Available', message: 'There was a problem loading the template.', kind: 'load' };
}

/** The error page: Browse Library, Retry and Go Home; bad data offers Browse Library only. */
export function ConfigureError({ content, onRetry }: { content: ConfigureErrorContent; onRetry: () => void }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <title>{`${content.title} · Taleforge`}</title>
      <span className="grid size-16 place-items-center rounded-full bg-danger-50 text-danger-600">
        <ErrorIcon className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">{content.title}</h1>
      <p className="mt-3 text-lg text-ink-700">{content.message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/library" className={buttonClass('primary', 'lg')}>
          <BookIcon />
          Browse Library
        </Link>
        {content.kind === 'load' && (
          <>
            <button type="button" onClick={onRetry} className={buttonClass('secondary', 'lg')}>
              <RefreshIcon />
              Retry
            </button>
            <Link to="/" className={buttonClass('secondary', 'lg')}>
              <HomeIcon />
              Go Home
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
