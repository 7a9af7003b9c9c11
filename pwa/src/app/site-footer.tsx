import { Link } from 'react-router';
import { communityChatUrl } from '../shared/site-config';
import { ACADEMY_PATH, FOR_STORYTELLERS_PATH } from '../shared/site-links';
import { buttonClass } from '../shared/ui/button-styles';
import { BrandMark } from './brand-mark';

const audiences = [
  { to: '/for-storytellers', label: 'For Storytellers' },
  { to: '/for-coaches', label: 'For Coaches' },
  { to: '/for-educators', label: 'For Educators' },
] as const;

const linkClass = 'inline-flex min-h-11 items-center underline decoration-white/30 underline-offset-4 hover:text-white hover:decoration-gold-300';
/** A link inside a sentence (its line is the target, as WCAG's inline exception allows). */
const inlineLinkClass = 'underline decoration-white/30 underline-offset-4 hover:text-white hover:decoration-gold-300';

/** The footer (spec 1 §2): audience buttons, a collaborator call, a creator credit with its links, Privacy and Credits. */
export function SiteFooter() {
  return (
    <footer className="on-dark mt-20 bg-night-900 text-night-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.1fr_1fr] md:gap-16">
        <div>
          <Link to="/" className="inline-flex min-h-11 items-center gap-2.5 rounded-lg text-white" aria-label="Taleforge, home">
            <BrandMark className="size-10" />
            <span className="font-display text-2xl font-semibold">Taleforge</span>
          </Link>
          <p className="mt-3 max-w-sm">Branching stories you play together, narrated as you go. Free while in beta.</p>
          <nav aria-label="Who it's for" className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {audiences.map((a) => (
                <li key={a.to}>
                  <Link to={a.to} className={buttonClass('on-dark')}>
                    {a.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <section aria-labelledby="collaborate-heading" className="rounded-2xl border border-white/10 bg-white/5 p-5 sm:p-6">
          <h2 id="collaborate-heading" className="font-display text-xl font-semibold text-white">
            Build Worlds with us
          </h2>
          <p className="mt-2">
            Writers, teachers, coaches and game designers: we're looking for collaborators to craft Worlds, test new
            ideas and shape what Taleforge becomes.
          </p>
          <Link to="/users/signin?view=register" className={buttonClass('primary', 'md', 'mt-4')}>
            Become a collaborator
          </Link>
        </section>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto grid max-w-6xl gap-x-8 gap-y-1 px-4 py-4 text-sm sm:px-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
          {/* The creator credit (spec 1 §2, spec 3 §2): Worlds are their creators' work; its links lead to where creators start. */}
          <p className="py-2.5">
            Made with care by the Taleforge team and{' '}
            <Link to={FOR_STORYTELLERS_PATH} className={inlineLinkClass}>
              the creators of its Worlds
            </Link>
            .
          </p>
          <nav aria-label="For creators" className="flex flex-wrap gap-x-5 md:justify-end">
            <Link to={ACADEMY_PATH} className={linkClass}>
              Academy
            </Link>
            <CommunityChatLink />
          </nav>
          <p className="text-night-200/80">No ads, no tracking cookies.</p>
          <nav aria-label="Legal" className="flex gap-5 md:justify-end">
            <Link to="/privacy" className={linkClass}>
              Privacy
            </Link>
            <Link to="/credits" className={linkClass}>
              Credits
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}

/** 'Community chat' when the installation names one (COMMUNITY_URL); nothing otherwise, never a dead link. */
function CommunityChatLink() {
  const url = communityChatUrl();
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={linkClass}>
      Community chat<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
