import { Link } from 'react-router';
import { InfoIcon } from '../../shared/icons/icons';
import { communityChatUrl } from '../../shared/site-config';
import { ACADEMY_PATH } from '../../shared/site-links';

const linkClass = 'font-semibold text-ember-700 underline underline-offset-4 hover:text-ember-800';

/** The My Worlds info banner (spec 2 §2): the Academy, and the community chat when the installation names one. */
export function MyWorldsBanner() {
  const chat = communityChatUrl();
  return (
    <aside aria-label="About building Worlds" className="flex items-start gap-3 rounded-2xl border border-info-600/20 bg-info-50 px-4 py-3.5 text-ink-800 sm:px-5">
      <InfoIcon className="mt-0.5 size-5 shrink-0 text-info-600" />
      <p>
        New to building Worlds? The{' '}
        <Link to={ACADEMY_PATH} className={linkClass}>
          Worldbuilding Academy
        </Link>{' '}
        walks you through settings, stats and outcomes
        {chat ? (
          <>
            , and the{' '}
            <a href={chat} target="_blank" rel="noopener noreferrer" className={linkClass}>
              community chat<span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            is where creators swap ideas and help each other.
          </>
        ) : (
          '.'
        )}
      </p>
    </aside>
  );
}
