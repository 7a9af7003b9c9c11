import type { StoryCategory, StoryGameMode } from '@schemas';

/** One prompt story of the fixed test set: the wizard's inputs and how it is played. */
export type PromptStory = {
  id: string;
  category: StoryCategory;
  /** The category's field values (spec 1 §2), assembled with the prompt as the wizard does. */
  fields: Readonly<Record<string, string>>;
  prompt: string;
  players: 1 | 3;
  gameMode: StoryGameMode;
  /** Send the prompt as typed, without assembling it (as `npm run simulate -- --prompt` does). */
  raw?: boolean;
};

/**
 * Thirty prompt stories, five for each of the six category cards, played with 1 and 3 players:
 * the wizard's own Idea suggestions plus the prompts quoted in issue 20. Shared by the
 * world-builder's playability test and the quality report (`npm run quality`).
 */
export const PROMPT_STORIES: readonly PromptStory[] = [
  // enjoy fiction
  { id: 'jupiter-heist', category: 'enjoy-fiction', fields: {}, prompt: 'space pirate heist on a frozen moon of Jupiter', players: 3, gameMode: 'Competitive' },
  { id: 'bottle-message', category: 'enjoy-fiction', fields: {}, prompt: 'A lighthouse keeper on a remote island finds a message in a bottle addressed to her, dated fifty years in the future.', players: 1, gameMode: 'Cooperative' },
  { id: 'dragon-crate', category: 'enjoy-fiction', fields: {}, prompt: 'A crew of misfit smugglers steals a crate that turns out to contain a sleeping dragon, and everyone wants it back.', players: 3, gameMode: 'Cooperative' },
  { id: 'neon-cat', category: 'enjoy-fiction', fields: {}, prompt: 'A detective cat solves crimes in a rainy neon city where the mayor is hiding something.', players: 1, gameMode: 'Cooperative' },
  { id: 'castle-wedding', category: 'enjoy-fiction', fields: {}, prompt: 'A wedding at a crumbling castle is interrupted when the groom vanishes and every guest has a motive.', players: 3, gameMode: 'Cooperative-Competitive' },
  // vent about reality
  { id: 'hold-music', category: 'vent-about-reality', fields: { frustration: 'Spending hours on hold with customer service' }, prompt: 'Make the customer service hotline a labyrinth guarded by a minotaur who only speaks in hold music.', players: 1, gameMode: 'Cooperative' },
  { id: 'printer', category: 'vent-about-reality', fields: { frustration: 'A printer that jams every single time it matters' }, prompt: 'The office printer becomes sentient and demands tribute.', players: 1, gameMode: 'Cooperative' },
  { id: 'last-mug', category: 'vent-about-reality', fields: { frustration: 'Roommates who never do the dishes' }, prompt: 'Our flat-share becomes a kingdom at war over the last clean mug.', players: 3, gameMode: 'Competitive' },
  { id: 'meeting-loop', category: 'vent-about-reality', fields: { frustration: 'Meetings that could have been an email' }, prompt: 'Every meeting is a time loop until someone finally says what they actually think.', players: 1, gameMode: 'Cooperative' },
  { id: 'open-plan', category: 'vent-about-reality', fields: { frustration: 'Open-plan offices with no quiet anywhere' }, prompt: 'Our office moves to an open-plan space station with no walls and no air.', players: 3, gameMode: 'Cooperative' },
  // pretend to be
  { id: 'head-chef', category: 'pretend-to-be', fields: { role: 'Head chef', aspects: 'Pressure, leadership, creativity under stress' }, prompt: 'My first day in charge of a busy restaurant kitchen during a food critic’s visit.', players: 1, gameMode: 'Cooperative' },
  { id: 'air-traffic', category: 'pretend-to-be', fields: { role: 'Air traffic controller', aspects: 'Split-second decisions, responsibility, calm voices' }, prompt: 'An air traffic controller on the night a storm grounds half the country.', players: 1, gameMode: 'Cooperative' },
  { id: 'summit', category: 'pretend-to-be', fields: { role: 'Mountaineers', aspects: 'Trust, risk, the summit decision' }, prompt: 'An expedition team climbing an unclimbed peak.', players: 3, gameMode: 'Cooperative' },
  { id: 'tokyo-detective', category: 'pretend-to-be', fields: { role: 'Detective', aspects: 'Interrogations, intuition, moral grey areas' }, prompt: 'A detective in 1950s Tokyo chasing a jewel thief through the neon districts.', players: 1, gameMode: 'Cooperative' },
  { id: 'night-shift', category: 'pretend-to-be', fields: { role: 'Emergency doctors', aspects: 'Triage, teamwork, hard choices' }, prompt: 'Emergency doctors on the busiest night of the year.', players: 3, gameMode: 'Cooperative-Competitive' },
  // meet my future self
  { id: 'future-cafe', category: 'see-your-future-self', fields: { currentSituation: 'I work a safe job I do not love.', potentialChanges: 'Start my own small business' }, prompt: 'I meet myself ten years from now in a café I haven’t discovered yet.', players: 1, gameMode: 'Cooperative' },
  { id: 'future-letters', category: 'see-your-future-self', fields: { currentSituation: 'I have just finished my studies and feel lost.', potentialChanges: 'Move to another country' }, prompt: 'My future self leaves me letters hidden around my home.', players: 1, gameMode: 'Cooperative' },
  { id: 'future-train', category: 'see-your-future-self', fields: { currentSituation: 'I spend most evenings alone.', potentialChanges: 'Build a circle of close friends' }, prompt: 'A train journey where each carriage is a year of my future.', players: 1, gameMode: 'Cooperative' },
  { id: 'future-reunion', category: 'see-your-future-self', fields: { currentSituation: 'We are friends drifting apart after school.', potentialChanges: 'Decide whether to start a project together' }, prompt: 'Old friends meet their future selves at a reunion twenty years from now.', players: 3, gameMode: 'Cooperative' },
  { id: 'future-company', category: 'see-your-future-self', fields: { currentSituation: 'We have an idea and day jobs.', potentialChanges: 'Quit and launch the company' }, prompt: 'A founding team visits the future of the company they have not started yet.', players: 3, gameMode: 'Cooperative-Competitive' },
  // read with kids
  { id: 'leaf-jump', category: 'read-with-kids', fields: { kidAge: '4-6' }, prompt: 'A shy hedgehog wants to join the big autumn leaf-jumping contest.', players: 1, gameMode: 'Cooperative' },
  { id: 'robot-moon', category: 'read-with-kids', fields: { kidAge: '5' }, prompt: 'A little robot who is afraid of the dark has to find the lost moon.', players: 1, gameMode: 'Cooperative' },
  { id: 'bubble-dragon', category: 'read-with-kids', fields: { kidAge: '5-7' }, prompt: 'A young dragon who sneezes bubbles instead of fire goes to dragon school.', players: 1, gameMode: 'Cooperative' },
  { id: 'pillow-fort', category: 'read-with-kids', fields: { kidAge: '6-8' }, prompt: 'Siblings build a pillow fort that turns into a real castle with a very polite giant.', players: 3, gameMode: 'Cooperative' },
  { id: 'heavy-cloud', category: 'read-with-kids', fields: { kidAge: '4-6' }, prompt: 'Friends help a cloud who is too heavy to float find its way back to the sky.', players: 3, gameMode: 'Cooperative' },
  // learn something
  { id: 'photosynthesis', category: 'learn-something', fields: { learningGoals: 'Photosynthesis', targetAudience: '12-year-olds' }, prompt: 'Photosynthesis for 12-year-olds', players: 1, gameMode: 'Cooperative' },
  { id: 'leaf-field-trip', category: 'learn-something', fields: {}, prompt: 'A field trip inside a leaf where students learn how photosynthesis turns sunlight, water and carbon dioxide into sugar and oxygen', players: 1, gameMode: 'Cooperative', raw: true },
  { id: 'fraction-detective', category: 'learn-something', fields: { learningGoals: 'Adding and comparing fractions', targetAudience: 'Ages 9-11' }, prompt: 'A detective story where every clue is a fraction problem.', players: 1, gameMode: 'Cooperative' },
  { id: 'outbreak', category: 'learn-something', fields: { learningGoals: 'How infections spread and how vaccines work', targetAudience: 'Secondary school class' }, prompt: 'A team of scientists races to stop an outbreak on a research station.', players: 3, gameMode: 'Cooperative' },
  { id: 'canyon-bridge', category: 'learn-something', fields: { learningGoals: 'Forces, tension and compression', targetAudience: 'Ages 11-14' }, prompt: 'A team of engineers builds a bridge across a canyon before the rains.', players: 3, gameMode: 'Cooperative-Competitive' },
];
