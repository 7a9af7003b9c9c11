import { Link } from 'react-router';
import { buttonClass } from '../../shared/ui/button-styles';
import { FaqList } from './faq-list';
import { ArrowRightIcon, BookIcon, PlayersIcon } from '../../shared/icons/icons';
import { BenefitCards, ClosingCta, HowItWorks, LandingHero, LandingSection } from './landing-sections';
import { NewsletterCard } from '../newsletter';
import {
  STORYTELLERS_BENEFITS,
  STORYTELLERS_COMMUNITY,
  STORYTELLERS_FAQ,
  STORYTELLERS_HERO,
  STORYTELLERS_STEPS,
} from './content/storytellers';
import { communityChatUrl } from '../../shared/site-config';
import { ACADEMY_PATH, MY_WORLDS_PATH, SIGN_UP_PATH } from '../../shared/site-links';

/** /for-storytellers: the creators' landing page (spec 3 §2 'Creator marketing page'), with the community section. */
export function ForStorytellersPage() {
  const chat = communityChatUrl();
  return (
    <div className="space-y-16 sm:space-y-20">
      <title>For Storytellers · Taleforge</title>
      <LandingHero content={STORYTELLERS_HERO} art="map">
        <Link to={SIGN_UP_PATH} className={buttonClass('primary', 'lg')}>
          Start Building
        </Link>
        <Link to={ACADEMY_PATH} className={buttonClass('secondary', 'lg')}>
          <BookIcon />
          Worldbuilding Academy
        </Link>
      </LandingHero>

      <LandingSection id="benefits" title="What building a World is like">
        <BenefitCards items={STORYTELLERS_BENEFITS} />
      </LandingSection>

      <LandingSection id="how-it-works" title="How It Works">
        <HowItWorks steps={STORYTELLERS_STEPS} />
      </LandingSection>

      <LandingSection id="faq" title="Questions creators ask">
        <FaqList items={STORYTELLERS_FAQ} />
      </LandingSection>

      <LandingSection id="community" title={chat ? STORYTELLERS_COMMUNITY.title : STORYTELLERS_COMMUNITY.titleWithoutChat}>
        <div className="grid gap-5 md:grid-cols-[1.4fr_1fr]">
          <div className="flex flex-col rounded-2xl border border-parchment-300 bg-parchment-50 p-5 shadow-card sm:p-6">
            <span className="grid size-12 place-items-center rounded-xl bg-night-100 text-night-700">
              <PlayersIcon className="size-6" />
            </span>
            <p className="mt-4 max-w-xl leading-relaxed text-ink-800">
              {chat ? STORYTELLERS_COMMUNITY.withChat : STORYTELLERS_COMMUNITY.withoutChat}
            </p>
            <div className="mt-auto flex flex-wrap gap-3 pt-5">
              {chat ? (
                <a href={chat} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'md')}>
                  Join the community chat<span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <Link to={ACADEMY_PATH} className={buttonClass('primary', 'md')}>
                  Visit the Academy
                </Link>
              )}
            </div>
          </div>
          <NewsletterCard />
        </div>
      </LandingSection>

      <ClosingCta title="Start your first World" text="Sign up, open My Worlds and begin with a blank page or an AI draft. The Academy is there when you need it.">
        <Link to={SIGN_UP_PATH} className={buttonClass('primary', 'lg')}>
          Sign Up
          <ArrowRightIcon />
        </Link>
        <Link to={MY_WORLDS_PATH} className={buttonClass('on-dark', 'lg')}>
          Go to My Worlds
        </Link>
      </ClosingCta>
    </div>
  );
}
