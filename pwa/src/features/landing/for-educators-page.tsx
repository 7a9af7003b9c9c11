import { Link } from 'react-router';
import { buttonClass } from '../../shared/ui/button-styles';
import { Carousel } from '../../shared/ui/carousel';
import { FaqList } from './faq-list';
import { ArrowRightIcon } from '../../shared/icons/icons';
import { BenefitCards, ClosingCta, HowItWorks, LandingHero, LandingSection } from './landing-sections';
import {
  EDUCATION_USE_CASES,
  EDUCATORS_BENEFITS,
  EDUCATORS_FAQ,
  EDUCATORS_HERO,
  EDUCATORS_STEPS,
  type EducationUseCase,
} from './content/educators';
import { EDUCATORS_QUICK_SETUP_PATH, prefilledSetupPath, SIGN_UP_PATH } from '../../shared/site-links';

/** /for-educators: the educators landing page (spec 3 §1, §2). */
export function ForEducatorsPage() {
  return (
    <div className="space-y-16 sm:space-y-20">
      <title>For Educators · Taleforge</title>
      <LandingHero content={EDUCATORS_HERO} art="book">
        <Actions />
      </LandingHero>

      <LandingSection id="benefits" title="Why learn through stories">
        <BenefitCards items={EDUCATORS_BENEFITS} />
      </LandingSection>

      <LandingSection id="how-it-works" title="How It Works">
        <HowItWorks steps={EDUCATORS_STEPS} />
      </LandingSection>

      <LandingSection
        id="use-cases"
        title="Use cases"
        intro="Three ways a story can carry a learning goal, for different ages. Open one in the quick setup to adapt it."
      >
        <Carousel
          items={EDUCATION_USE_CASES}
          getKey={(u) => u.title}
          label="Learning use cases"
          itemsPerView={{ base: 1, md: 2, lg: 3 }}
          renderItem={(u) => <UseCaseCard useCase={u} />}
        />
      </LandingSection>

      <LandingSection id="faq" title="Questions educators ask">
        <FaqList items={EDUCATORS_FAQ} />
      </LandingSection>

      <ClosingCta title="Try it with your next lesson" text="Start from a learning goal and an audience, play the story yourself, then share the link with your learners.">
        <Actions dark />
      </ClosingCta>
    </div>
  );
}

/** Primary 'Give It a Try' (quick setup) and secondary 'Create Educational Materials' (sign-in), spec 3 §2. */
function Actions({ dark = false }: { dark?: boolean }) {
  return (
    <>
      <Link to={EDUCATORS_QUICK_SETUP_PATH} className={buttonClass('primary', 'lg')}>
        Give It a Try
        {dark && <ArrowRightIcon />}
      </Link>
      <Link to={SIGN_UP_PATH} className={buttonClass(dark ? 'on-dark' : 'secondary', 'lg')}>
        Create Educational Materials
      </Link>
    </>
  );
}

function UseCaseCard({ useCase }: { useCase: EducationUseCase }) {
  const setup = prefilledSetupPath(
    EDUCATORS_QUICK_SETUP_PATH,
    { learningGoals: useCase.learningGoals, targetAudience: useCase.targetAudience },
    useCase.exampleScenario,
  );
  return (
    <article className="flex h-full flex-col rounded-2xl border border-parchment-300 bg-parchment-50 p-5 shadow-card sm:p-6">
      <h3 className="text-xl leading-snug font-semibold">{useCase.title}</h3>
      <dl className="mt-4 space-y-4 text-ink-800">
        <div>
          <dt className="text-sm font-semibold tracking-wide text-ember-700 uppercase">Learning goals</dt>
          <dd className="mt-1 leading-relaxed">{useCase.learningGoals}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold tracking-wide text-ember-700 uppercase">Target audience</dt>
          <dd className="mt-1 leading-relaxed">{useCase.targetAudience}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold tracking-wide text-ember-700 uppercase">Example scenario</dt>
          <dd className="mt-1 font-prose leading-relaxed italic">{useCase.exampleScenario}</dd>
        </div>
      </dl>
      <div className="mt-auto pt-5">
        <Link to={setup} className={buttonClass('secondary', 'md')}>
          Try this use case<span className="sr-only">: {useCase.title}</span>
        </Link>
      </div>
    </article>
  );
}
