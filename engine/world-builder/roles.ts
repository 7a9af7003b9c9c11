import type { StoryCategory } from '@schemas';
import type { PromptReading } from './read-prompt';

/** A person a role or category usually brings along: what they are, look like and do. */
export type RolePerson = { role: string; look: string; does: string; titled?: string; creature?: string };

// The people around a job: the colleagues a pretend-to-be story needs, by the role's words.
const DOMAINS: { match: RegExp; people: RolePerson[] }[] = [
  {
    match: /chef|cook|kitchen|restaurant|baker/i,
    people: [
      { role: 'the sous chef, second in command and keeper of the kitchen’s memory', look: 'A broad-shouldered cook with a shaved head and a tea towel over one shoulder.', does: 'Tells you the truth a second before you need it; remembers every order ever sent back' },
      { role: 'the owner, with her own vision for the place', look: 'A sharp woman in a camel coat who tastes everything and smiles at nothing.', does: 'Asks about the numbers first and the food second' },
      { role: 'the kitchen porter who dreams of cooking', look: 'A quiet young man with wet sleeves and a notebook of recipes in his back pocket.', does: 'Watches everything; says little; knows more than anyone expects' },
    ],
  },
  {
    match: /detective|inspector|police|investigat/i,
    people: [
      { role: 'your partner on the force', look: 'A heavy-set officer with a crumpled hat and a lunch in waxed paper.', does: 'Trusts the rulebook; trusts you a little less' },
      { role: 'an informant who sells to both sides', look: 'A thin man in a too-big suit who never sits with his back to a door.', does: 'Trades a rumour for a favour; always wants more' },
      { role: 'the chief who wants the case closed', look: 'A grey man behind a grey desk, with a telephone that never stops ringing.', does: 'Wants results by morning; does not want to know how' },
    ],
  },
  {
    match: /doctor|nurse|emergency|hospital|medic/i,
    people: [
      { role: 'the charge nurse who runs the ward', look: 'A small woman with reading glasses on a chain and a stopwatch on her belt.', does: 'Knows every bed and every name; has no patience for heroics', titled: 'Sister' },
      { role: 'the senior consultant', look: 'A tall man with rolled sleeves who has not slept in two days.', does: 'Teaches by asking hard questions; hates guesswork', titled: 'Dr' },
      { role: 'a frightened relative in the waiting room', look: 'A young father clutching a paper cup of cold tea.', does: 'Asks the same question every time someone passes' },
    ],
  },
  {
    match: /air traffic|controller|pilot|airport|tower/i,
    people: [
      { role: 'the shift supervisor', look: 'A calm woman with a headset around her neck and three pens in her hair.', does: 'Speaks slowly when things are fast; backs you in public and questions you in private' },
      { role: 'a pilot on the radio, low on fuel', look: 'A voice with a northern accent and a steady breath, and behind it a rattling cockpit.', does: 'Stays polite; counts the minutes out loud' },
      { role: 'the trainee beside you', look: 'A nervous young man with a new badge and a very tidy desk.', does: 'Asks the questions everyone else is afraid to ask' },
    ],
  },
  {
    match: /mountain|climb|expedition|summit|peak/i,
    people: [
      { role: 'the expedition leader', look: 'A lean woman with frost-burnt cheeks and a radio clipped to her chest.', does: 'Decides when to turn back; never says so twice' },
      { role: 'the mountain guide who knows the weather', look: 'A wiry man who reads the sky the way others read a newspaper.', does: 'Says little; points at clouds' },
      { role: 'the rival team’s leader', look: 'A loud man in a brand-new red jacket, always a few metres ahead.', does: 'Wants the summit first; offers help that costs' },
    ],
  },
  {
    match: /photograph|wildlife|camera/i,
    people: [
      { role: 'the local guide', look: 'A quiet woman in a wool hat who moves without sound.', does: 'Knows where the animals sleep; will not say until she trusts you' },
      { role: 'the magazine editor on the phone', look: 'A clipped voice from a city far away.', does: 'Wants the shot by Friday; does not care about the cold' },
    ],
  },
  {
    match: /captain|ship|sailor|crew|navy/i,
    people: [
      { role: 'the first mate', look: 'A weathered sailor with a tarred pigtail and a knife at his belt.', does: 'Keeps the crew in line; grumbles every order twice' },
      { role: 'the ship’s boy', look: 'A barefoot lad who climbs the rigging like a squirrel.', does: 'Hears everything on the lower deck; tells you some of it' },
    ],
  },
  {
    match: /firefight|fire/i,
    people: [
      { role: 'the fire chief', look: 'A big woman with soot in the lines of her face.', does: 'Gives orders once; expects them followed', titled: 'Chief' },
      { role: 'your crew partner', look: 'A grinning veteran with a helmet covered in stickers.', does: 'Jokes when it is worst; never leaves anyone behind' },
    ],
  },
  {
    match: /pop star|singer|musician|band|concert/i,
    people: [
      { role: 'your manager', look: 'A restless man with two phones and a lanyard of passes.', does: 'Promises everything; delivers half' },
      { role: 'your oldest friend from before the fame', look: 'A girl in a faded band T-shirt who still calls you by your childhood nickname.', does: 'Tells you the truth; does not care who is listening' },
    ],
  },
  {
    match: /palace|royal|household|staff|butler|maid/i,
    people: [
      { role: 'the head butler', look: 'An upright old man with white gloves and a voice like a closing door.', does: 'Follows protocol to the letter; hides a soft heart' },
      { role: 'the royal visitor’s secretary', look: 'A brisk woman with a clipboard and an impossible list.', does: 'Changes the plan every hour' },
    ],
  },
  {
    match: /film|director|movie|actor/i,
    people: [
      { role: 'the temperamental star', look: 'A famous face behind enormous sunglasses.', does: 'Refuses the scene; then does it perfectly' },
      { role: 'the nervous producer', look: 'A sweating man with a budget in one hand and a phone in the other.', does: 'Counts every minute as money' },
    ],
  },
];

const CATEGORY_PEOPLE: Partial<Record<StoryCategory, RolePerson[]>> = {
  'see-your-future-self': [
    { role: 'your future self, ten years from now', look: 'Someone with your eyes and your way of standing, a little older, a little calmer, with laughter lines you do not have yet.', does: 'Answers questions with questions; never tells you what to do; smiles when you get close to the truth' },
    { role: 'an old friend who knew you before', look: 'A familiar face with a kind, crooked smile and paint on their hands.', does: 'Remembers what you used to want; asks why you stopped' },
  ],
  'vent-about-reality': [
    { role: 'a fellow sufferer who has seen it all', look: 'A weary person in a cardigan holding a mug that says WORLD’S OKAYEST EMPLOYEE.', does: 'Offers terrible advice with total confidence; laughs at the worst moments' },
    { role: 'the official who follows every rule', look: 'A precise person behind a desk with a stamp, a form and a polite smile.', does: 'Says no in seventeen different ways; can be surprised into kindness' },
  ],
  'read-with-kids': [
    { role: 'a kind old tortoise who knows every path', look: 'A very old tortoise with a knitted scarf and spectacles on the end of her nose.', does: 'Speaks slowly; always has a good idea when it matters', creature: 'Tortoise' },
    { role: 'a cheeky squirrel who loves a race', look: 'A red squirrel with a very bushy tail and a nut behind one ear.', does: 'Talks fast; runs faster; always shares, after a while', creature: 'Squirrel' },
    { role: 'a sleepy owl who sees everything', look: 'A round grey owl who blinks very slowly.', does: 'Says “Hoo” before every sentence; notices what others miss', creature: 'Owl' },
  ],
  'learn-something': [],
};

const TEACHER: RolePerson = { role: 'the teacher who organised the trip', look: 'A cheerful man in a tweed jacket with a whistle and a clipboard.', does: 'Counts heads every five minutes; gets more excited than the class', titled: 'Mr' };

const FICTION_ROLES: RolePerson[] = [
  { role: 'someone who wants the same thing you do, for a different reason', look: 'A tall figure in a long coat who always seems to have just arrived.', does: 'Offers help that costs more than it seems; keeps every promise to the letter' },
  { role: 'an old hand who has seen this before', look: 'A wiry old person with a pipe they never light and eyes that miss nothing.', does: 'Tells stories that are really warnings' },
  { role: 'a young runner who knows every shortcut', look: 'A quick, thin kid with a cap pulled low and scraped knees.', does: 'Carries messages for a coin; hears everything' },
];

/** The people a story of this category and role usually needs, most fitting first. */
export function rolePeople(category: StoryCategory, fields: Readonly<Record<string, string>>, one: string, reading: PromptReading): RolePerson[] {
  const text = `${fields.role ?? ''} ${one} ${reading.phrases.map((p) => p.text).join(' ')}`;
  const domain = DOMAINS.find((d) => d.match.test(text));
  const trip = category === 'learn-something' && /\b(trip|class|students?|pupils?|school)\b/i.test(text) ? [TEACHER] : [];
  return [...(CATEGORY_PEOPLE[category] ?? []), ...trip, ...(domain?.people ?? []), ...FICTION_ROLES];
}
