import type { StoryCategory } from '@schemas';

/** One Idea suggestion: the prompt and the category's field values it fills in (spec 1 §2). */
export type Idea = { prompt: string; fields: Readonly<Record<string, string>> };

/** Suggestions per category and player mode (single: one player, multi: several); 4 to 18 each (spec 1 §4). */
export const IDEAS: Readonly<Record<StoryCategory, { single: readonly Idea[]; multi: readonly Idea[] }>> = {
  'enjoy-fiction': {
    single: [
      { prompt: 'A lighthouse keeper on a remote island finds a message in a bottle addressed to her, dated fifty years in the future.', fields: {} },
      { prompt: 'A retired cat burglar is blackmailed into one last job: stealing back a painting she once forged.', fields: {} },
      { prompt: 'The last night train through the mountains stops at a station that is not on any map.', fields: {} },
      { prompt: 'A young cartographer is hired to map a forest that rearranges itself every full moon.', fields: {} },
      { prompt: 'On a generation ship, the one person who remembers Earth has gone missing, and the ship’s AI insists she never existed.', fields: {} },
      { prompt: 'A small-town baker discovers that whatever she writes in icing comes true by morning.', fields: {} },
      { prompt: 'A disgraced knight escorts a talking goose to the capital, where it is due to testify against the queen.', fields: {} },
      { prompt: 'A jazz pianist in 1920s Chicago keeps hearing a melody that predicts murders an hour before they happen.', fields: {} },
    ],
    multi: [
      { prompt: 'A crew of misfit smugglers steals a crate that turns out to contain a sleeping dragon, and everyone wants it back.', fields: {} },
      { prompt: 'Rival treasure hunters are stranded together on a tropical island where the tide uncovers a different ruin every day.', fields: {} },
      { prompt: 'A wedding at a crumbling castle is interrupted when the groom vanishes and every guest has a motive.', fields: {} },
      { prompt: 'Four strangers wake up on a space station with no memory and one working escape pod.', fields: {} },
      { prompt: 'A travelling circus arrives in a village where nobody has laughed for a hundred years.', fields: {} },
      { prompt: 'Two families of magicians feud over the last enchanted vineyard in the valley.', fields: {} },
    ],
  },
  'vent-about-reality': {
    single: [
      { prompt: 'Make the customer service hotline a labyrinth guarded by a minotaur who only speaks in hold music.', fields: { frustration: 'Spending hours on hold with customer service' } },
      { prompt: 'My landlord is secretly a dragon hoarding everyone’s deposits.', fields: { frustration: 'A landlord who never returns deposits or fixes anything' } },
      { prompt: 'The office printer becomes sentient and demands tribute.', fields: { frustration: 'A printer that jams every single time it matters' } },
      { prompt: 'Every meeting is a time loop until someone finally says what they actually think.', fields: { frustration: 'Meetings that could have been an email' } },
      { prompt: 'Rush hour as an epic quest across a kingdom of eternal roadworks.', fields: { frustration: 'My daily commute through endless traffic jams' } },
      { prompt: 'A group chat so chaotic it opens a portal to another dimension.', fields: { frustration: 'Group chats where nobody ever answers a direct question' } },
    ],
    multi: [
      { prompt: 'Our flat-share becomes a kingdom at war over the last clean mug.', fields: { frustration: 'Roommates who never do the dishes' } },
      { prompt: 'The team project is a heist where everyone secretly plans to let someone else do the work.', fields: { frustration: 'Group projects where one person does everything' } },
      { prompt: 'The neighbourhood association is a secret society with terrifying rules about hedges.', fields: { frustration: 'Petty neighbourhood rules about everything' } },
      { prompt: 'Family dinner is a diplomatic summit between superpowers.', fields: { frustration: 'The same political argument at every family dinner' } },
      { prompt: 'Our office moves to an open-plan space station with no walls and no air.', fields: { frustration: 'Open-plan offices with no quiet anywhere' } },
    ],
  },
  'pretend-to-be': {
    single: [
      { prompt: 'My first day in charge of a busy restaurant kitchen during a food critic’s visit.', fields: { role: 'Head chef', aspects: 'Pressure, leadership, creativity under stress' } },
      { prompt: 'A wildlife photographer tracking a snow leopard through the Himalayas.', fields: { role: 'Wildlife photographer', aspects: 'Patience, the cold, the moment of the perfect shot' } },
      { prompt: 'An air traffic controller on the night a storm grounds half the country.', fields: { role: 'Air traffic controller', aspects: 'Split-second decisions, responsibility, calm voices' } },
      { prompt: 'A detective in 1950s Tokyo chasing a jewel thief through the neon districts.', fields: { role: 'Detective', aspects: 'Interrogations, intuition, moral grey areas' } },
      { prompt: 'A ship’s captain on a tall ship crossing the Atlantic in 1820.', fields: { role: 'Ship captain', aspects: 'Command, weather, keeping a crew loyal' } },
      { prompt: 'A rookie firefighter in a small mountain town during wildfire season.', fields: { role: 'Firefighter', aspects: 'Courage, teamwork, exhaustion' } },
      { prompt: 'A rising pop star on the night of her first stadium concert.', fields: { role: 'Pop star', aspects: 'Stage fright, fame, staying yourself' } },
    ],
    multi: [
      { prompt: 'A film crew shooting a blockbuster in the desert when everything goes wrong.', fields: { role: 'Film crew', aspects: 'Creative clashes, deadlines, a temperamental star' } },
      { prompt: 'An expedition team climbing an unclimbed peak.', fields: { role: 'Mountaineers', aspects: 'Trust, risk, the summit decision' } },
      { prompt: 'The royal household staff preparing a palace for a surprise state visit.', fields: { role: 'Palace staff', aspects: 'Etiquette, secrets, chaos behind the scenes' } },
      { prompt: 'A band on its first tour in a rattling van across Europe.', fields: { role: 'Touring musicians', aspects: 'Friendship, money trouble, life on the road' } },
      { prompt: 'Emergency doctors on the busiest night of the year.', fields: { role: 'Emergency doctors', aspects: 'Triage, teamwork, hard choices' } },
    ],
  },
  'see-your-future-self': {
    single: [
      { prompt: 'I meet myself ten years from now in a café I haven’t discovered yet.', fields: { currentSituation: 'I work a safe job I do not love.', potentialChanges: 'Start my own small business' } },
      { prompt: 'My future self leaves me letters hidden around my home.', fields: { currentSituation: 'I have just finished my studies and feel lost.', potentialChanges: 'Move to another country' } },
      { prompt: 'A train journey where each carriage is a year of my future.', fields: { currentSituation: 'I spend most evenings alone.', potentialChanges: 'Build a circle of close friends' } },
      { prompt: 'My future self is my new neighbour and will not admit who they are.', fields: { currentSituation: 'I keep putting my health last.', potentialChanges: 'Take up running and cook real food' } },
      { prompt: 'A lighthouse where my older self has been waiting for me.', fields: { currentSituation: 'I am thinking about going back to school.', potentialChanges: 'Retrain for a completely new career' } },
      { prompt: 'A dream in which I visit two versions of my future on the same day.', fields: { currentSituation: 'I am in a relationship that feels stuck.', potentialChanges: 'Have an honest conversation about what I want' } },
    ],
    multi: [
      { prompt: 'Old friends meet their future selves at a reunion twenty years from now.', fields: { currentSituation: 'We are friends drifting apart after school.', potentialChanges: 'Decide whether to start a project together' } },
      { prompt: 'A couple meets their future selves on the day they would have moved in together.', fields: { currentSituation: 'We live in different cities.', potentialChanges: 'Move to the same place' } },
      { prompt: 'A founding team visits the future of the company they have not started yet.', fields: { currentSituation: 'We have an idea and day jobs.', potentialChanges: 'Quit and launch the company' } },
      { prompt: 'Siblings meet their older selves at the family house.', fields: { currentSituation: 'Our parents are getting older.', potentialChanges: 'Decide who takes care of what' } },
    ],
  },
  'read-with-kids': {
    single: [
      { prompt: 'A shy hedgehog wants to join the big autumn leaf-jumping contest.', fields: { kidAge: '4-6' } },
      { prompt: 'A little robot who is afraid of the dark has to find the lost moon.', fields: { kidAge: '5' } },
      { prompt: 'The bakery cat discovers that the cupcakes come alive at midnight.', fields: { kidAge: '6-8' } },
      { prompt: 'A young dragon who sneezes bubbles instead of fire goes to dragon school.', fields: { kidAge: '5-7' } },
      { prompt: 'A lost penguin follows a map drawn on a fish wrapper to find its way home.', fields: { kidAge: '4' } },
      { prompt: 'A girl finds a door in the garden wall that only opens when it rains.', fields: { kidAge: '8-10' } },
    ],
    multi: [
      { prompt: 'Siblings build a pillow fort that turns into a real castle with a very polite giant.', fields: { kidAge: '6-8' } },
      { prompt: 'The class goldfish escapes and the children have to follow its trail through school.', fields: { kidAge: '5-7' } },
      { prompt: 'Friends help a cloud who is too heavy to float find its way back to the sky.', fields: { kidAge: '4-6' } },
      { prompt: 'A treasure hunt in grandma’s garden where the gnomes keep moving the clues.', fields: { kidAge: '7-9' } },
      { prompt: 'Space cadets visit a planet where everything is made of jelly.', fields: { kidAge: '5' } },
    ],
  },
  'learn-something': {
    single: [
      { prompt: 'A detective story where every clue is a fraction problem.', fields: { learningGoals: 'Adding and comparing fractions', targetAudience: 'Ages 9-11' } },
      { prompt: 'A voyage with Magellan’s crew where I must navigate by the stars.', fields: { learningGoals: 'Latitude, longitude and celestial navigation', targetAudience: 'Secondary school students' } },
      { prompt: 'Run a small bakery and keep it alive through its first year.', fields: { learningGoals: 'Budgeting, profit and loss, pricing', targetAudience: 'Young adults' } },
      { prompt: 'A journey through the human body on a tiny submarine.', fields: { learningGoals: 'The circulatory and respiratory systems', targetAudience: 'Ages 10-13' } },
      { prompt: 'Solve a castle mystery by speaking to the ghosts only in Spanish.', fields: { learningGoals: 'Basic Spanish greetings and questions', targetAudience: 'Beginner language learners' } },
      { prompt: 'Lead a village through a drought using what you know about ecosystems.', fields: { learningGoals: 'Water cycles and sustainable farming', targetAudience: 'Ages 12-14' } },
      { prompt: 'Spot the phishing attempts in a day at a busy office.', fields: { learningGoals: 'Recognising phishing and staying safe online', targetAudience: 'New employees' } },
    ],
    multi: [
      { prompt: 'Rival trading companies in ancient Rome compete for the grain market.', fields: { learningGoals: 'Supply and demand, Roman trade routes', targetAudience: 'Ages 12-15' } },
      { prompt: 'A team of scientists races to stop an outbreak on a research station.', fields: { learningGoals: 'How infections spread and how vaccines work', targetAudience: 'Secondary school class' } },
      { prompt: 'Newsroom editors must decide which stories are true before the deadline.', fields: { learningGoals: 'Media literacy and fact-checking', targetAudience: 'Ages 13-17' } },
      { prompt: 'A team of engineers builds a bridge across a canyon before the rains.', fields: { learningGoals: 'Forces, tension and compression', targetAudience: 'Ages 11-14' } },
      { prompt: 'A negotiation between island nations over fishing rights.', fields: { learningGoals: 'Negotiation techniques and compromise', targetAudience: 'Adult workshop participants' } },
    ],
  },
  flexible: {
    single: [
      { prompt: 'Surprise me with a story about second chances.', fields: {} },
      { prompt: 'A quiet mystery in a seaside town out of season.', fields: {} },
      { prompt: 'Something funny about a very serious wizard.', fields: {} },
      { prompt: 'A slow, strange road trip through a desert full of signs.', fields: {} },
    ],
    multi: [
      { prompt: 'A heist where every player secretly has a different goal.', fields: {} },
      { prompt: 'A cozy village festival where something small goes very wrong.', fields: {} },
      { prompt: 'Explorers mapping a city that grows a new street every night.', fields: {} },
      { prompt: 'A summer camp where the counsellors are hiding a secret.', fields: {} },
    ],
  },
};

/** The suggestions for a category and number of players. */
export function ideasFor(category: StoryCategory, players: number): readonly Idea[] {
  const set = IDEAS[category];
  return players > 1 ? set.multi : set.single;
}
