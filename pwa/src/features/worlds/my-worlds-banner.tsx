import { Link } from 'react-router';
import { InfoIcon } from '../../shared/icons/icons';
import { ACADEMY_PATH, COMMUNITY_CHAT_URL, COMMUNITY_PATH } from '../../shared/site-links';

const linkClass = 'font-semibold text-ember-700 underline underline-offset-4 hover:text-ember-800';

/** The My Worlds info banner (spec 2 §2): the Academy and the community chat. */
export function MyWorldsBanner() {
  return (
    <aside aria-label="About building Worlds" className="flex items-start gap-3 rounded-2xl border border-info-600/20 bg-info-50 px-4 py-3.5 text-ink-800 sm:px-5">
      <InfoIcon className="mt-0.5 size-5 shrink-0 text-info-600" />
      <p>
        New to building Worlds? The{' '}
        <Link to={ACADEMY_PATH} className={linkClass}>
          Worldbuilding Academy
        </Link>{' '}
        walks you through settings, stats and outcomes, and the{' '}
        {COMMUNITY_CHAT_URL ? (
          <a href={COMMUNITY_CHAT_URL} target="_blank" rel="noopener noreferrer" className={linkClass}>
            community chat
          </a>
        ) : (
          <Link to={COMMUNITY_PATH} className={linkClass}>
            community chat
          </Link>
        )}{' '}
        is where creators swap ideas and help each other.
      </p>
    </aside>
  );
}
