import { Link } from 'react-router';
import { HomeIcon } from '../icons/icons';
import { buttonClass } from './button-styles';

/** Title and message of an error page. */
export type ErrorPageContent = { title: string; message: string };

/** Error page wording by HTTP status (spec 1 §2): 404, 401/403, 5xx, anything else. */
export function errorPageContent(status: number | undefined, serverMessage?: string): ErrorPageContent {
  if (status === 404) return { title: 'Page Not Found', message: "Sorry, we couldn't find the page you're looking for." };
  if (status === 401 || status === 403)
    return { title: 'Authentication Error', message: "You don't have permission to access this resource." };
  if (status !== undefined && status >= 500)
    return { title: 'Server Error', message: 'There was a problem with the server. Please try again later.' };
  return { title: 'Something Went Wrong', message: serverMessage || 'An unexpected error occurred. Please try again.' };
}

/** A full-page error with a Go Home button; the heading takes focus-worthy prominence. */
export function ErrorPage({ title, message, code }: ErrorPageContent & { code?: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <title>{`${title} · Taleforge`}</title>
      <ErrorArt code={code} />
      <h1 className="mt-8 text-3xl font-semibold sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-ink-700">{message}</p>
      <Link to="/" className={buttonClass('primary', 'lg', 'mt-8')}>
        <HomeIcon />
        Go Home
      </Link>
    </div>
  );
}

/** A torn-out page with the status code, drawn inline. */
function ErrorArt({ code }: { code?: string }) {
  return (
    <svg viewBox="0 0 200 140" className="w-48 sm:w-56" aria-hidden="true">
      <ellipse cx="100" cy="128" rx="70" ry="7" fill="var(--color-parchment-300)" />
      <path
        d="M46 18h96l12 12v90l-8-5-8 5-8-5-8 5-8-5-8 5-8-5-8 5-8-5-8 5-8-5-8 5-8-5-8 5z"
        fill="var(--color-parchment-50)"
        stroke="var(--color-parchment-400)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M142 18v12h12" fill="none" stroke="var(--color-parchment-400)" strokeWidth="2" strokeLinejoin="round" />
      {code ? (
        <text
          x="100"
          y="76"
          textAnchor="middle"
          fontFamily="var(--font-display)"
          fontSize="34"
          fontWeight="600"
          fill="var(--color-ember-600)"
        >
          {code}
        </text>
      ) : (
        <path d="M100 52v24M100 88h.01" stroke="var(--color-ember-600)" strokeWidth="6" strokeLinecap="round" />
      )}
      <path d="M66 98h68" stroke="var(--color-parchment-300)" strokeWidth="4" strokeLinecap="round" />
      <circle cx="160" cy="34" r="4" fill="var(--color-gold-300)" />
      <circle cx="36" cy="52" r="3" fill="var(--color-gold-300)" />
    </svg>
  );
}
