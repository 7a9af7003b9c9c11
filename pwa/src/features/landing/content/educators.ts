// The educators landing page (spec 3 §1 'Educators', §2): the headline is the spec's, word for word.
import type { Benefit, FaqItem, HowItWorksStep, LandingHeroContent } from './landing-types';

/** A use case of the educators carousel; the fields prefill the quick setup. */
export type EducationUseCase = {
  title: string;
  learningGoals: string;
  targetAudience: string;
  exampleScenario: string;
};

/** Hero of /for-educators. */
export const EDUCATORS_HERO: LandingHeroContent = {
  eyebrow: 'For educators, homeschool families and trainers',
  headline: 'Bring Learning to Life Through Interactive Stories',
  lead: 'Turn a learning goal into a story your learners play. They make decisions as a merchant, a scientist in the field or a new colleague, and the story shows what follows. Learners play by link, with no account or download, on a phone, tablet or computer.',
};

/** The three benefit cards. */
export const EDUCATORS_BENEFITS: readonly Benefit[] = [
  {
    icon: 'idea',
    title: 'Learning by deciding',
    text: 'Learners have to use what they know to decide what to do next, and the story answers with consequences. Every choice is something to discuss afterwards.',
  },
  {
    icon: 'offline',
    title: 'Nothing to install',
    text: 'Learners open a link on a phone, tablet or computer. No account, no download. Once a story is open it works offline too: learners can reread every beat and choose, and their choice is sent when they reconnect.',
  },
  {
    icon: 'book',
    title: 'Built around your goals',
    text: 'Describe the learning goals and the audience, and the story is written around them. Worlds you build can be shared with other educators or on the platform.',
  },
];

/** Three steps. */
export const EDUCATORS_STEPS: readonly HowItWorksStep[] = [
  {
    title: 'Set the goal',
    text: 'Open the quick setup, enter the learning goals and the target audience, and describe the story you have in mind.',
  },
  {
    title: 'Share the link',
    text: 'Taleforge writes the story and gives you an access code. Send the link to your learner. For pairs or small groups, create a story with several players: each gets their own code.',
  },
  {
    title: 'Discuss the choices',
    text: 'Afterwards, go through the decisions together: what learners chose, why, and what followed. Every beat stays readable.',
  },
];

/** Three use cases for the carousel. */
export const EDUCATION_USE_CASES: readonly EducationUseCase[] = [
  {
    title: 'The Water Cycle from a Raindrop’s View',
    learningGoals: 'Explain evaporation, condensation, precipitation and collection, and how they shape the weather.',
    targetAudience: 'Primary school, ages 8 to 10',
    exampleScenario:
      'You are a drop of seawater on a hot afternoon. Rise as vapour, ride a cloud over the mountains or sink into a glacier: each choice sends you on a different path back to the sea.',
  },
  {
    title: 'A Merchant of the Hanseatic League',
    learningGoals: 'Understand medieval trade routes, guilds and risk, and trace causes and consequences in economic history.',
    targetAudience: 'Secondary school, ages 13 to 15',
    exampleScenario:
      'Lübeck, 1370. Your family’s fortune rides on one ship. Salt, furs or cloth? Join the convoy or sail alone? The guild, the weather and a rival house all have a say.',
  },
  {
    title: 'First Week on the Help Desk',
    learningGoals: 'Practise active listening and de-escalation, and recognise when to hand a complaint on.',
    targetAudience: 'Adult trainees in customer service',
    exampleScenario:
      'A customer’s delivery is three weeks late and they are furious. Apologise, explain, offer something or call your supervisor? Every answer changes the conversation.',
  },
];

/** Four questions educators ask. */
export const EDUCATORS_FAQ: readonly FaqItem[] = [
  {
    question: 'Do learners need an account or an app?',
    answer:
      'No. Learners play by link, with no account or download, on a phone, tablet or computer. Only you need an account, and only if you want to build and share Worlds.',
  },
  {
    question: 'What happens if the connection drops during a lesson?',
    answer:
      'Taleforge keeps working offline once it has been opened. Learners can reread every beat of their story and make their choice; it is sent as soon as the device is back online. New beats need a connection to be written.',
  },
  {
    question: 'Is the content suitable for children?',
    answer:
      'Content filters and the rules of each World keep stories appropriate, and you tell the story who its audience is. As with any text written by an AI, play a story yourself before using it with a group.',
  },
  {
    question: 'Can I reuse and share what I make?',
    answer:
      'Yes. With an account you can build Worlds: reusable story templates with your own characters, rules and learning goals. Share a World privately with a link, or submit it for review to be listed in the library for everyone.',
  },
];
