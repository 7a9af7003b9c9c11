import { Link } from 'react-router';
import { buttonClass } from '../../shared/ui/button-styles';
import { Carousel } from '../../shared/ui/carousel';
import { FaqList } from './faq-list';
import { ArrowRightIcon, WarningIcon } from '../../shared/icons/icons';
import { BenefitCards, ClosingCta, HowItWorks, LandingHero, LandingSection } from './landing-sections';
import {
  COACHES_BENEFITS,
  COACHES_DATA_NOTICE,
  COACHES_FAQ,
  COACHES_HERO,
  COACHES_STEPS,
  COACHING_SCENARIOS,
  type CoachingScenario,
} from './content/coaches';
import { COACHES_QUICK_SETUP_PATH, prefilledSetupPath } from '../../shared/site-links';

/** /for-coaches: the coaches landing page (spec 3 §1, §2). */
export function ForCoachesPage() {
  return (
    <div className="space-y-16 sm:space-y-20">
      <title>For Coaches · Taleforge</title>
      <LandingHero content={COACHES_HERO} art="crossroads">
        <Link to={COACHES_QUICK_SETUP_PATH} className={buttonClass('primary', 'lg')}>
          Give It a Try
        </Link>
        <a href="#how-it-works" className={buttonClass('secondary', 'lg')}>
          How It Works
        </a>
      </LandingHero>

      <LandingSection id="benefits" title="Why stories work for coaching">
        <BenefitCards items={COACHES_BENEFITS} />
      </LandingSection>

      <LandingSection id="how-it-works" title="How It Works">
        <HowItWorks steps={COACHES_STEPS} />
        <DataNotice />
      </LandingSection>

      <LandingSection
        id="scenarios"
        title="Example scenarios"
        intro="Two situations a client might explore. Open one in the quick setup, adjust it, and play it yourself first."
      >
        <Carousel
          items={COACHING_SCENARIOS}
          getKey={(s) => s.title}
          label="Coaching scenarios"
          itemsPerView={{ base: 1, md: 2 }}
          renderItem={(s) => <ScenarioCard scenario={s} />}
        />
      </LandingSection>

      <LandingSection id="faq" title="Questions coaches ask">
        <FaqList items={COACHES_FAQ} />
      </LandingSection>

      <ClosingCta title="See it from your client’s side" text="Play a short scenario yourself: the quick setup needs only a situation and a possible change.">
        <Link to={COACHES_QUICK_SETUP_PATH} className={buttonClass('primary', 'lg')}>
          Give It a Try
          <ArrowRightIcon />
        </Link>
      </ClosingCta>
    </div>
  );
}

/** The spec's data statements (spec 3 §1), where the setup is described. */
function DataNotice() {
  return (
    <div role="note" aria-labelledby="data-notice-heading" className="mt-8 flex gap-3 rounded-2xl border border-warning-600/30 bg-warning-50 p-4 text-ink-900 sm:gap-4 sm:p-5">
      <WarningIcon className="mt-0.5 size-6 shrink-0 text-warning-600" />
      <div>
        <h3 id="data-notice-heading" className="font-sans text-base font-semibold text-ink-950">
          {COACHES_DATA_NOTICE.title}
        </h3>
        <p className="mt-1 leading-relaxed">{COACHES_DATA_NOTICE.text}</p>
        <Link to="/privacy" className={buttonClass('link', 'md', '-ml-3 mt-1 px-3')}>
          Read the privacy policy
        </Link>
      </div>
    </div>
  );
}

function ScenarioCard({ scenario }: { scenario: CoachingScenario }) {
  const setup = prefilledSetupPath(
    COACHES_QUICK_SETUP_PATH,
    { currentSituation: scenario.currentSituation, potentialChanges: scenario.potentialChange },
    `Aspects to explore: ${scenario.aspectsToExplore.join('; ')}.`,
  );
  return (
    <article className="flex h-full flex-col rounded-2xl border border-parchment-300 bg-parchment-50 p-5 shadow-card sm:p-6">
      <h3 className="text-xl leading-snug font-semibold">{scenario.title}</h3>
      <dl className="mt-4 space-y-4 text-ink-800">
        <div>
          <dt className="text-sm font-semibold tracking-wide text-ember-700 uppercase">Current situation</dt>
          <dd className="mt-1 leading-relaxed">{scenario.currentSituation}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold tracking-wide text-ember-700 uppercase">Potential change</dt>
          <dd className="mt-1 leading-relaxed">{scenario.potentialChange}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold tracking-wide text-ember-700 uppercase">Aspects to explore</dt>
          <dd className="mt-1">
            <ul className="list-disc space-y-1 pl-5 marker:text-ember-500">
              {scenario.aspectsToExplore.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <div className="mt-auto pt-5">
        <Link to={setup} className={buttonClass('secondary', 'md')}>
          Try this scenario<span className="sr-only">: {scenario.title}</span>
        </Link>
      </div>
    </article>
  );
}
