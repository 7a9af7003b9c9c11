import { Link } from 'react-router';
import { ArrowRightIcon, IdeaIcon, TurnsIcon } from '../../shared/icons/icons';

/** Straight to the wizard's last step for a solo story about yourself (spec 1 §2 'Deep links from home'). */
const quickStarts = [
  {
    to: '/setup?step=3&category=see-your-future-self&players=1&images=true',
    title: 'Meet your future self',
    text: 'A reflective solo story about a change you are weighing.',
    icon: TurnsIcon,
  },
  {
    to: '/setup?step=3&category=learn-something&players=1&images=true',
    title: 'Learn something',
    text: 'Pick a topic and learn it by playing through it.',
    icon: IdeaIcon,
  },
] as const;

/** Two quick starts into the wizard, below the library shortcuts. */
export function QuickStarts() {
  return (
    <section aria-labelledby="quick-starts-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <h2 id="quick-starts-heading" className="text-xl font-semibold sm:text-2xl">
        Or start from your own life
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {quickStarts.map(({ to, title, text, icon: StartIcon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full min-h-11 items-center gap-3 rounded-2xl border border-parchment-300 bg-parchment-50 p-4 shadow-card transition hover:-translate-y-0.5 hover:border-parchment-400 hover:shadow-lift"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-info-50 text-info-600">
                <StartIcon className="size-6" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-display text-lg font-semibold text-ink-950">{title}</span>
                <span className="block text-sm text-ink-600">{text}</span>
              </span>
              <ArrowRightIcon className="size-5 shrink-0 text-ember-700" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
