// Shapes of the audience landing pages' content (spec 3 §2).

/** Icons a benefit card may show (mapped to components in ../landing-sections.tsx). */
export type BenefitIconName = 'idea' | 'hourglass' | 'book' | 'players' | 'offline' | 'quill' | 'key' | 'mask' | 'share';

/** One benefit card. */
export type Benefit = { icon: BenefitIconName; title: string; text: string };

/** One step of a three-step 'How It Works'. */
export type HowItWorksStep = { title: string; text: string };

/** One question of a FAQ; the answer is markdown. */
export type FaqItem = { question: string; answer: string };

/** The top of a landing page. */
export type LandingHeroContent = { eyebrow: string; headline: string; lead: string };
