// Building blocks of the audience landing pages (spec 3 §2): hero, benefit cards, a three-step
// 'How It Works', section headings and the closing call to action.
import type { ComponentType, ReactNode } from 'react';
import type { Benefit, BenefitIconName, HowItWorksStep, LandingHeroContent } from './content/landing-types';
import {
  BookIcon,
  IdeaIcon,
  KeyIcon,
  MaskIcon,
  OfflineIcon,
  PlayersIcon,
  QuillIcon,
  ShareIcon,
  TurnsIcon,
  type IconProps,
} from '../../shared/icons/icons';
import { LandingArt, type LandingArtKind } from './landing-art';
import { smartQuotes } from '../../shared/markdown/smart-quotes';

const BENEFIT_ICONS: Record<BenefitIconName, ComponentType<IconProps>> = {
  idea: IdeaIcon,
  hourglass: TurnsIcon,
  book: BookIcon,
  players: PlayersIcon,
  offline: OfflineIcon,
  quill: QuillIcon,
  key: KeyIcon,
  mask: MaskIcon,
  share: ShareIcon,
};

const TINTS = ['bg-ember-100 text-ember-700', 'bg-night-100 text-night-700', 'bg-gold-200 text-warning-600'] as const;

/** The page's h1 with eyebrow, lead, actions and an illustration. */
export function LandingHero({ content, art, children }: { content: LandingHeroContent; art: LandingArtKind; children?: ReactNode }) {
  return (
    <section aria-labelledby="landing-heading" className="relative overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 pt-8 pb-2 sm:px-6 sm:pt-14 md:grid-cols-[1.3fr_1fr] md:gap-12 md:pb-6">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-ember-100 px-3 py-1 text-sm font-semibold text-ember-800">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-ember-600" />
            {content.eyebrow}
          </p>
          <h1 id="landing-heading" className="mt-4 text-4xl leading-[1.1] font-semibold tracking-tight sm:text-5xl">
            {smartQuotes(content.headline)}
          </h1>
          <p className="mt-5 max-w-xl font-prose text-lg leading-relaxed text-ink-800 sm:text-xl">{smartQuotes(content.lead)}</p>
          {children && <div className="mt-7 flex flex-wrap gap-3">{children}</div>}
        </div>
        <LandingArt kind={art} className="mx-auto w-full max-w-md overflow-hidden rounded-3xl shadow-lift max-md:max-w-sm" />
      </div>
    </section>
  );
}

/** A landing section with an h2 and an optional intro line. */
export function LandingSection({
  id,
  title,
  intro,
  children,
  className = '',
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`mx-auto max-w-6xl scroll-mt-24 px-4 sm:px-6 ${className}`}>
      <h2 id={`${id}-heading`} className="text-2xl font-semibold sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-2xl text-ink-700">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** Three benefit cards, each with an icon, a title (h3) and a short text. */
export function BenefitCards({ items }: { items: readonly Benefit[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3 md:gap-5">
      {items.map((b, i) => {
        const Icon = BENEFIT_ICONS[b.icon];
        return (
          <li key={b.title} className="flex flex-col rounded-2xl border border-parchment-300 bg-parchment-50 p-5 shadow-card sm:p-6">
            <span className={`grid size-12 place-items-center rounded-xl ${TINTS[i % TINTS.length]}`}>
              <Icon className="size-6" />
            </span>
            <h3 className="mt-4 text-xl leading-snug font-semibold">{smartQuotes(b.title)}</h3>
            <p className="mt-2 leading-relaxed text-ink-700">{smartQuotes(b.text)}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** 'How It Works': numbered steps, each with a title (h3) and a short text. */
export function HowItWorks({ steps }: { steps: readonly HowItWorksStep[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3 md:gap-8">
      {steps.map((s, i) => (
        <li key={s.title} className="relative flex gap-4 md:flex-col">
          <span
            aria-hidden="true"
            className="grid size-12 shrink-0 place-items-center rounded-full bg-night-800 font-display text-xl font-semibold text-gold-300"
          >
            {i + 1}
          </span>
          <div>
            <h3 className="text-xl font-semibold">
              <span className="sr-only">Step {i + 1}: </span>
              {smartQuotes(s.title)}
            </h3>
            <p className="mt-1.5 leading-relaxed text-ink-700">{smartQuotes(s.text)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The closing call to action: a dark band with a heading, a line of text and actions. */
export function ClosingCta({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby="closing-cta-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="on-dark relative overflow-hidden rounded-3xl bg-night-800 px-6 py-10 text-center text-night-100 shadow-lift sm:px-10 sm:py-14">
        <svg aria-hidden="true" viewBox="0 0 400 120" preserveAspectRatio="none" className="pointer-events-none absolute inset-x-0 bottom-0 h-24 w-full opacity-40">
          <path d="M0 120V80q60-30 120-8t130-10 150 6v52z" fill="var(--color-night-700)" />
          <path d="M0 120V98q80-20 170-4t230-6v32z" fill="var(--color-night-900)" />
        </svg>
        <div className="relative">
          <h2 id="closing-cta-heading" className="text-3xl font-semibold text-white sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-night-100">{smartQuotes(text)}</p>
          <div className="mt-7 flex flex-col items-stretch gap-3 sm:flex-row sm:flex-wrap sm:justify-center">{children}</div>
        </div>
      </div>
    </section>
  );
}
