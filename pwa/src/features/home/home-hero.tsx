import { Link } from 'react-router';
import { QuillIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { JoinGameForm } from './join-game-form';

const promises = [
  { title: 'Every choice matters', text: 'The story branches around what you decide.' },
  { title: 'Better together', text: 'Share a code; each friend plays on their own device.' },
  { title: 'Works offline', text: 'Keep reading, and choosing, on patchy Wi-Fi.' },
];

/** The intro: what Taleforge is, Create Your Own Story, and the Join Game box. */
export function HomeHero() {
  return (
    <section aria-labelledby="intro-heading" className="relative overflow-hidden">
      <HeroDecoration />
      <div className="relative mx-auto grid max-w-6xl items-center gap-8 px-4 pt-8 pb-12 sm:px-6 sm:pt-14 md:grid-cols-[1.25fr_1fr] md:gap-x-12 md:gap-y-10 md:pb-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-ember-100 px-3 py-1 text-sm font-semibold text-ember-800">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-ember-600" />
            Free while in beta
          </p>
          <h1 id="intro-heading" className="mt-4 text-4xl leading-[1.1] font-semibold tracking-tight sm:text-5xl">
            Stories you steer, <span className="text-ember-600">together.</span>
          </h1>
          <p className="mt-5 max-w-xl font-prose text-lg leading-relaxed text-ink-800 sm:text-xl">
            Taleforge is a storyteller that never runs out of tales. Pick a World, choose who you'll be, and an AI
            narrator writes every turn around your decisions. Play alone or with up to five friends, on a phone,
            tablet or computer; no account needed.
          </p>
          <div className="mt-7 flex flex-wrap gap-3">
            <Link to="/setup" className={buttonClass('primary', 'lg')}>
              <QuillIcon />
              Create Your Own Story
            </Link>
            <Link to="/library" className={buttonClass('secondary', 'lg')}>
              Browse the Library
            </Link>
          </div>
        </div>
        <JoinGameForm />
        <ul className="grid gap-3 text-sm sm:grid-cols-3 md:col-span-2 md:gap-6">
          {promises.map((p) => (
            <li key={p.title} className="border-l-2 border-ember-300 pl-3">
              <span className="block font-semibold text-ink-900">{p.title}</span>
              <span className="text-ink-600">{p.text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Faint stars and a crescent behind the intro, purely decorative. */
function HeroDecoration() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 600 400"
      className="pointer-events-none absolute -top-10 -right-48 w-[36rem] text-night-500 opacity-25 sm:-right-20 md:w-[44rem]"
    >
      <path d="M470 70a70 70 0 1 0 54 114 58 58 0 1 1-54-114z" fill="var(--color-gold-300)" opacity="0.9" />
      {[
        [340, 40, 4],
        [390, 170, 2.5],
        [560, 60, 3],
        [575, 250, 2],
        [430, 330, 3.5],
      ].map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="currentColor" className="max-md:hidden" />
      ))}
    </svg>
  );
}
