// The coaches landing page (spec 3 §1 'Coaches', §2): the headline is the spec's, word for word.
import type { Benefit, FaqItem, HowItWorksStep, LandingHeroContent } from './landing-types';

/** An example scenario of the coaches carousel; the fields prefill the quick setup. */
export type CoachingScenario = {
  title: string;
  currentSituation: string;
  potentialChange: string;
  aspectsToExplore: readonly string[];
};

/** Hero of /for-coaches. */
export const COACHES_HERO: LandingHeroContent = {
  eyebrow: 'For coaches',
  headline: 'Transform Coaching into Experiential Learning',
  lead: 'Give clients a safe place to try a decision before they make it. Taleforge turns a situation and a possible change into an interactive story in which your client lives with the consequences of their choices, turn by turn, between sessions. In the next session, you talk about what happened.',
};

/** The three benefit cards. */
export const COACHES_BENEFITS: readonly Benefit[] = [
  {
    icon: 'idea',
    title: 'Rehearse a decision, not just discuss it',
    text: 'Your client makes choices and sees them play out: what a career change, a move or a difficult conversation might be like months later. A lived scene gives you more to work with than a hypothetical.',
  },
  {
    icon: 'hourglass',
    title: 'Reflection between sessions',
    text: 'A full story takes about an hour, on a phone, tablet or computer, whenever it suits your client. They come to the next session with concrete moments to talk about.',
  },
  {
    icon: 'mask',
    title: 'Real stakes at a safe distance',
    text: 'Choices have consequences, and bold moves can fail, so not everything goes to plan. Because the setbacks happen in a story, they are easier to look at together.',
  },
];

/** 'How It Works' in three steps. */
export const COACHES_STEPS: readonly HowItWorksStep[] = [
  {
    title: 'Describe the situation',
    text: 'Open the quick setup and describe, in general terms, the current situation and the change being considered. Add anything the story should focus on.',
  },
  {
    title: 'Your client plays',
    text: 'Taleforge writes the story and gives you an access code. Send your client the link: they play alone, at their own pace, with no account needed.',
  },
  {
    title: 'Talk it through',
    text: 'In your next session, go through the choices your client made, the ones they hesitated over and what surprised them. Every beat of the story stays readable.',
  },
];

/** Two example scenarios for the carousel. */
export const COACHING_SCENARIOS: readonly CoachingScenario[] = [
  {
    title: 'Leaving a Secure Job to Start a Business',
    currentSituation:
      'Ten years as a project manager at a large company. A stable income, a team they like, and a restlessness that has been growing for two years.',
    potentialChange: 'Leaving to open a small bakery, with enough savings to last about a year.',
    aspectsToExplore: [
      'Living with financial uncertainty',
      'Who they are without a job title',
      'How family and friends react',
      'What a hard first winter feels like',
    ],
  },
  {
    title: 'Moving Abroad for a Partner’s Career',
    currentSituation:
      'Settled in their home city, with close friends and ageing parents nearby. Their partner has been offered a three-year post in another country.',
    potentialChange: 'Moving abroad together and starting over in a new language.',
    aspectsToExplore: [
      'Loneliness and making new friends',
      'A career paused or reinvented',
      'Staying close to parents from far away',
      'What “home” turns out to mean',
    ],
  },
];

/** The data notice on the coaches page (spec 3 §1): anonymity, the AI provider, product access. */
export const COACHES_DATA_NOTICE = {
  title: 'Please enter no real personal information',
  text: 'Describe situations in general terms: no names, addresses, employers, health details or anything else that identifies your client or other people. Taleforge has a data processing agreement with its AI provider, and the data is not used for model training. Taleforge itself can access Worlds and played stories.',
} as const;

/** Five questions coaches ask. */
export const COACHES_FAQ: readonly FaqItem[] = [
  {
    question: 'Do my clients need an account or an app?',
    answer:
      'No. Playing needs no account and no download: the link opens the story in the browser on a phone, tablet or computer. Accounts are optional; they add a list of your stories across devices.',
  },
  {
    question: 'How long does a story take, and can it be paused?',
    answer:
      'A full story takes about an hour. Your client can stop at any point and continue later by opening the same link, which holds their access code. Keep the link private: anyone who has it can open the story.',
  },
  {
    question: 'What happens to what my client types?',
    answer:
      'Stories are stored on our server so they can be continued and reread. To write them, the setup text and the story so far are sent to our AI provider, under a data processing agreement; the data is not used for model training. Taleforge itself can access Worlds and played stories. That is why we ask you to enter no real personal information. The [privacy policy](/privacy) has the details.',
  },
  {
    question: 'What if the story takes a turn my client finds difficult?',
    answer:
      'Choices and chance both shape the story, so it will not always go well; that is part of what makes it worth discussing. Content filters keep stories within appropriate bounds. Your client can stop at any time, and you can talk through any moment together.',
  },
  {
    question: 'Is this a therapeutic tool?',
    answer:
      'No. Taleforge is a storytelling tool. It does not assess, diagnose or advise. It gives you and your client material to reflect on; what you make of it stays your professional judgement.',
  },
];
