import type { StatOutput } from '../narrator/outputs';

// Material the procedural narrator builds prompt-based Worlds from, one kit per broad genre.
// The prompt's own words come first; a kit fills in what the prompt leaves open.

/** A stat recipe of a kit. */
export type KitStat = Omit<StatOutput, 'group' | 'isVisible' | 'partOfPlayerBackgrounds' | 'canBeChangedInBeatResolutions' | 'adjustmentsAfterThreads'>;

/** A broad genre's building material. */
export type GenreKit = {
  id: 'fantasy' | 'scifi' | 'mystery' | 'everyday' | 'kids';
  detect: RegExp;
  tone: string[];
  worldLine: string;
  rules: string[];
  conflicts: string[];
  decisions: string[];
  threadTypes: string[];
  instructions: string[];
  places: { name: string; look: string }[];
  people: { name: string; role: string; look: string; does: string }[];
  factions: { name: string; look: string }[];
  items: { name: string; look: string }[];
  looks: string[];
  backgrounds: { title: string; fluff: string }[];
  playerStats: KitStat[];
  sharedStats: KitStat[];
  image: { visualStyle: string; atmosphere: string; colorPalette: string; artInfluences: string };
};

const courage = (name: string, tooltip: string): KitStat => ({
  id: 'player_resolve',
  name,
  type: 'percentage',
  possibleValues: '0-100',
  effectOnPoints: [`High ${name.toLowerCase()} helps with bold moves`, `Low ${name.toLowerCase()} makes risks harder`, `${name} matters most when things go wrong`],
  optionsToSacrifice: '',
  optionsToGainAsReward: '',
  narrativeImplications: [`Below 30: you hesitate and others notice`, `Above 70: people follow your lead`],
  initialValue: 50,
  tooltip,
});

const wits = (name: string, tooltip: string): KitStat => ({
  id: 'player_wits',
  name,
  type: 'percentage',
  possibleValues: '0-100',
  effectOnPoints: [`High ${name.toLowerCase()} helps with clever approaches`, `Low ${name.toLowerCase()} makes you miss details`, `${name} helps when reading people`],
  optionsToSacrifice: '',
  optionsToGainAsReward: '',
  narrativeImplications: [`Below 30: the world feels confusing`, `Above 70: you see the pattern before anyone else`],
  initialValue: 50,
  tooltip,
});

const money = (name: string, spend: string, earn: string): KitStat => ({
  id: 'player_means',
  name,
  type: 'number',
  possibleValues: '0-100',
  effectOnPoints: [`Plenty of ${name.toLowerCase()} opens doors`, `No ${name.toLowerCase()} closes them`, `${name} can buy time`],
  optionsToSacrifice: spend,
  optionsToGainAsReward: earn,
  narrativeImplications: [`Below 20: you are nearly broke`, `Above 70: you can afford to be generous`],
  initialValue: 40,
  tooltip: `What you can spend: ${name.toLowerCase()}.`,
});

const kit = (k: GenreKit): GenreKit => k;

/** The kits, most specific first; 'everyday' is the fallback. */
export const GENRE_KITS: readonly GenreKit[] = [
  kit({
    id: 'kids',
    detect: /\b(kids?|child|children|bedtime|puppy|bunny|teddy|fairy|dragon egg|little|toy|playground|grandma|grandpa)\b/i,
    tone: ['Cozy and gentle', 'Playful and warm', 'Brave but never scary'],
    worldLine: 'It is a place where small things matter a great deal, and where {subject} is the most important thing in the world today.',
    rules: ['Nobody is ever truly in danger.', 'Kindness always counts for something.', 'Every problem has a friendly way out.', 'Animals can talk, but only when nobody grown-up is listening.'],
    conflicts: ['Somebody has lost {subject} and is too shy to ask for help.', 'A grumpy neighbour does not want anyone near {place}.', 'The big day is coming and nothing is ready yet.'],
    decisions: ['Share or keep?', 'Ask for help or try alone?', 'Be brave now or wait until tomorrow?'],
    threadTypes: ['A search for something lost', 'Making a new friend', 'A small adventure close to home', 'Helping someone who is sad', 'A puzzle to solve together', 'Getting ready for a big day', 'A silly mix-up', 'A brave first try'],
    instructions: ['Keep sentences short and warm; end every beat with something to look forward to.'],
    places: [
      { name: 'the Crooked Treehouse', look: 'A treehouse with a rope ladder, a flag made from an old sock, and a window shaped like a star.' },
      { name: 'the Duck Pond', look: 'A round green pond where the ducks have opinions and the stepping stones wobble.' },
      { name: 'Granny Mabel’s Kitchen', look: 'A warm kitchen that smells of cinnamon, with a biscuit tin nobody is supposed to know about.' },
      { name: 'the Playground', look: 'A playground with a slide that squeaks and a roundabout that goes much too fast.' },
    ],
    people: [
      { name: 'Pip the Hedgehog', role: 'a shy friend', look: 'A very small hedgehog in a knitted scarf.', does: 'Hides behind things when nervous; knows every path in the garden' },
      { name: 'Mr Bellweather', role: 'the grumpy neighbour', look: 'A tall man with bushy eyebrows and a watering can.', does: 'Grumbles about noise; secretly loves a good story' },
      { name: 'Luna the Cat', role: 'a clever cat', look: 'A black cat with one white paw and a very superior expression.', does: 'Pretends not to care; always turns up when she is needed' },
      { name: 'Granny Mabel', role: 'a kind grandmother', look: 'A small round lady with flour on her apron and glasses on a chain.', does: 'Gives the best advice; always has a spare biscuit' },
    ],
    factions: [{ name: 'the Pond Ducks', look: 'Seven ducks who do everything together and agree on nothing.' }],
    items: [
      { name: 'the Golden Acorn', look: 'A little acorn painted gold, rumoured to grant one small wish.' },
      { name: 'the Treasure Map', look: 'A map drawn in crayon, with an X that keeps moving.' },
    ],
    looks: ['a red raincoat with big pockets', 'wellington boots that are slightly too big', 'a gap-toothed grin', 'a backpack covered in badges', 'a woolly hat with a bobble', 'muddy knees and bright eyes'],
    backgrounds: [
      { title: 'Curious Explorer', fluff: '{Name} always wants to know what is behind the next hedge. {Personal} carries a magnifying glass everywhere.' },
      { title: 'Kind Helper', fluff: '{Name} notices when someone is sad, and {personal} always tries to help.' },
      { title: 'Brave Little Builder', fluff: '{Name} can build anything out of cardboard and string, and {personal} is not afraid to try.' },
      { title: 'Quiet Dreamer', fluff: '{Name} thinks up wonderful ideas when nobody is looking.' },
      { title: 'Animal Whisperer', fluff: 'Animals trust {name}, and {personal} trusts them right back.' },
      { title: 'Joke Teller', fluff: '{Name} can make anyone laugh, even Mr Bellweather, almost.' },
    ],
    playerStats: [
      courage('Bravery', 'How brave you feel right now.'),
      wits('Cleverness', 'How good you are at working things out.'),
      {
        id: 'player_pockets',
        name: 'Pockets',
        type: 'string[]',
        possibleValues: 'small treasures',
        effectOnPoints: ['The right treasure can save the day', 'Empty pockets mean you must think harder', 'Sharing a treasure makes friends'],
        optionsToSacrifice: 'give away one of your treasures; trade something from your pockets',
        optionsToGainAsReward: 'a shiny pebble; a feather; a secret note',
        narrativeImplications: ['Empty: you must rely on your wits', 'Full: you are ready for anything'],
        initialValue: ['a piece of string'],
        tooltip: 'Small treasures you carry.',
      },
    ],
    sharedStats: [
      {
        id: 'shared_friendship',
        name: 'Friendship',
        type: 'percentage',
        possibleValues: '0-100',
        effectOnPoints: ['Good friends help each other', 'Quarrels make everything harder', 'Friendship grows when you share'],
        optionsToSacrifice: '',
        optionsToGainAsReward: '',
        narrativeImplications: ['Below 30: everyone is a bit grumpy', 'Above 70: everyone is helping everyone'],
        initialValue: 60,
        tooltip: 'How well everybody gets along.',
      },
    ],
    image: { visualStyle: 'Soft picture-book watercolour', atmosphere: 'Warm, safe and playful', colorPalette: 'Butter yellow, leaf green, sky blue', artInfluences: 'Classic children’s picture books' },
  }),
  kit({
    id: 'scifi',
    detect: /\b(space|station|starship|ship|planet|robot|android|ai|alien|orbit|colony|cyber|neon|galaxy|mars|moon|future|laser|hacker|drone|android)\b/i,
    tone: ['Tense and curious', 'Wondrous under the hum of machines', 'Grounded, human sci-fi'],
    worldLine: 'Out here, every breath is rationed, every door is logged, and everyone has an opinion about {subject}.',
    rules: ['Air, water and power are counted, always.', 'The station AI hears everything but cannot act without an order.', 'Nobody leaves without a transit permit.', 'Contracts are binding even after death.'],
    conflicts: ['{faction} wants control of {subject}, and the crew wants it left alone.', 'The reactor is failing and nobody wants to be the one to say so.', 'Rumours say {place} hides something the company would kill to keep.'],
    decisions: ['Follow orders or follow your conscience?', 'Trust the machine or the person?', 'Save the ship or save the people on it?'],
    threadTypes: ['A systems failure against the clock', 'A negotiation in zero gravity', 'A hack into something guarded', 'An investigation of a strange signal', 'A rescue in the dark outside', 'A union vote that could turn violent', 'A first contact', 'A smuggling run'],
    instructions: ['Ground the technology in sensations: cold metal, recycled air, the hum of fans.', 'Let the machines have quirks but never magic.'],
    places: [
      { name: 'Hydroponics Deck', look: 'Rows of lettuce glow under violet lamps, and the air is wet and green.' },
      { name: 'the Spine', look: 'A long central corridor where gravity gets lighter the further you walk.' },
      { name: 'Dock Seven', look: 'A cavernous dock where cargo drones hang like sleeping bats.' },
      { name: 'the Observation Blister', look: 'A glass bubble bolted to the hull, with the whole galaxy pressed against it.' },
    ],
    people: [
      { name: 'Captain Ilse Varga', role: 'the station captain', look: 'A grey-haired woman with a burn scar on her jaw and a voice that never rises.', does: 'Speaks in short orders; trusts nobody under thirty' },
      { name: 'HALDEN', role: 'the station AI', look: 'A calm voice from every speaker, and a blue light that follows you down corridors.', does: 'Answers exactly what is asked and nothing more' },
      { name: 'Teo Ruiz', role: 'a mechanic and smuggler', look: 'A wiry man with grease up to the elbows and a grin that always means trouble.', does: 'Knows a way around every lock; owes money to everyone' },
      { name: 'Dr Amara Osei', role: 'the station doctor', look: 'A tall woman in a lab coat covered with handwritten notes.', does: 'Asks too many questions; keeps a secret lab log' },
    ],
    factions: [
      { name: 'the Company', look: 'Faceless owners who send orders by delayed transmission.' },
      { name: 'the Dockers’ Union', look: 'Forty tired workers in orange suits who vote on everything.' },
    ],
    items: [
      { name: 'the Black Box', look: 'A scorched flight recorder from a ship that never arrived.' },
      { name: 'the Master Key Card', look: 'A plain white card that opens every door on the station.' },
    ],
    looks: ['a patched flight jacket', 'a cybernetic left eye that whirs when it focuses', 'close-cropped hair and a tool belt', 'a station uniform worn at the elbows', 'tattoos of old star charts', 'magnetic boots that clank'],
    backgrounds: [
      { title: 'Hull Engineer', fluff: '{Name} has patched more breaches than {personal} can count, and {personal} still checks the seals twice.' },
      { title: 'Company Auditor', fluff: '{Name} came to count things for the Company and stayed because of what {personal} found.' },
      { title: 'Ex-Navy Pilot', fluff: '{Name} flew in a war nobody talks about, and {personal} still flinches at alarms.' },
      { title: 'Smuggler on Parole', fluff: '{Name} knows every hidden compartment on the station because {personal} built half of them.' },
      { title: 'Medical Officer', fluff: '{Name} keeps everybody alive and keeps everybody’s secrets.' },
      { title: 'Signal Analyst', fluff: '{Name} listens to the static between stars, and lately the static has been listening back.' },
    ],
    playerStats: [
      courage('Nerve', 'How steady you stay under pressure.'),
      wits('Tech Savvy', 'How well you understand the machines.'),
      money('Credits', 'bribe a dock officer; buy a spare part on the black market; pay for a favour', 'collect a salvage bonus; win the bet with Teo'),
    ],
    sharedStats: [
      {
        id: 'shared_life_support',
        name: 'Life Support',
        type: 'percentage',
        possibleValues: '0-100',
        effectOnPoints: ['Low life support makes every task harder', 'Stable systems give everyone breathing room', 'Repairs count double when air is short'],
        optionsToSacrifice: 'divert power from life support',
        optionsToGainAsReward: '',
        narrativeImplications: ['Below 30: alarms everywhere, people panic', 'Above 70: the station hums contentedly'],
        initialValue: 55,
        tooltip: 'How well the station keeps everybody alive.',
      },
    ],
    image: { visualStyle: 'Cinematic sci-fi concept art', atmosphere: 'Claustrophobic, humming, lit by screens', colorPalette: 'Steel grey, sodium orange, deep violet', artInfluences: 'Used-future space films' },
  }),
  kit({
    id: 'fantasy',
    detect: /\b(magic|wizard|witch|dragon|kingdom|castle|sword|elf|elves|dwarf|spell|quest|knight|fae|prophecy|goblin|throne|sorcer|enchant|realm|tavern|village)\b/i,
    tone: ['Wondrous and a little dangerous', 'Warm firelight against the dark', 'Old magic, hard choices'],
    worldLine: 'It is a land of old roads and older promises, where {subject} is spoken of in whispers at every hearth.',
    rules: ['Magic always costs something: a memory, a year, a name.', 'A promise spoken three times binds.', 'The old roads are safe by day only.', 'Iron keeps the fair folk away.'],
    conflicts: ['{faction} means to claim {subject}, and the old powers will not allow it.', 'The harvest failed, and somebody is to blame.', 'Something sleeps beneath {place}, and it is beginning to wake.'],
    decisions: ['Keep the old promise or break it for a new one?', 'Use magic and pay, or go without?', 'Trust the stranger or the neighbour?'],
    threadTypes: ['A journey along an old road', 'A bargain with something not quite human', 'A siege or a stand', 'A riddle or a test', 'A hunt through dark woods', 'A feast with hidden knives', 'A ritual that must not fail', 'A duel of wits or steel'],
    instructions: ['Let magic feel costly and strange; never a convenience.'],
    places: [
      { name: 'the Brass Kettle Inn', look: 'A crooked inn where the fire never goes out and the stew never runs dry.' },
      { name: 'the Thornwood', look: 'A forest of black thorns where the paths rearrange themselves at night.' },
      { name: 'Old Harrow Keep', look: 'A half-ruined keep on a hill, with one tower still lit.' },
      { name: 'the Stone Circle', look: 'Seven standing stones that hum when the moon is full.' },
    ],
    people: [
      { name: 'Mother Hollin', role: 'the hedge witch', look: 'A bent old woman with a crow on her shoulder and rings on every finger.', does: 'Speaks in riddles; never lies outright; always asks for payment' },
      { name: 'Sir Aldous Crane', role: 'a disgraced knight', look: 'A broad man in dented armour, with a beard going grey.', does: 'Tries to do the right thing too late; drinks to forget the rest' },
      { name: 'Wren Ashby', role: 'a young thief', look: 'A quick, thin girl with a hood and a knife she pretends not to have.', does: 'Steals what she needs; pays back what she owes' },
      { name: 'Lord Mortimer Vane', role: 'the local lord', look: 'A pale, elegant man in black velvet who smiles too much.', does: 'Offers help that costs more than it seems' },
    ],
    factions: [
      { name: 'the Grey Order', look: 'Robed scholars who collect forbidden books and forbidden people.' },
      { name: 'the Fair Folk', look: 'Beautiful, dangerous beings who keep their bargains to the letter.' },
    ],
    items: [
      { name: 'the Moonstone Crown', look: 'A thin circlet set with a stone that glows like a winter moon.' },
      { name: 'the Book of Names', look: 'A heavy book whose pages fill with the names of everyone who reads it.' },
    ],
    looks: ['a travel-stained green cloak', 'a braid tied with copper wire', 'a walking staff carved with runes', 'a scar across one eyebrow', 'calloused hands and a quiet smile', 'boots that have walked very far'],
    backgrounds: [
      { title: 'Wandering Minstrel', fluff: '{Name} has sung in every inn from here to the sea, and {personal} remembers every song anyone ever paid for.' },
      { title: 'Apprentice Mage', fluff: '{Name} left {possessive} master’s tower with half an education and a whole lot of questions.' },
      { title: 'Village Blacksmith', fluff: '{Name} can forge anything, and {personal} has forged a few things {personal} would rather forget.' },
      { title: 'Runaway Noble', fluff: '{Name} gave up a title and a fortune, and {personal} still does not regret it. Mostly.' },
      { title: 'Forest Tracker', fluff: '{Name} reads the woods like a book and reads people even better.' },
      { title: 'Temple Healer', fluff: '{Name} has held the hands of the dying and the newborn, and {personal} is afraid of neither.' },
    ],
    playerStats: [
      courage('Courage', 'How brave you are when it counts.'),
      wits('Lore', 'What you know of the old ways.'),
      money('Silver', 'pay the ferryman; bribe a guard; buy a charm from the witch', 'claim the bounty; find a purse on the road'),
    ],
    sharedStats: [
      {
        id: 'shared_village_trust',
        name: 'Village Trust',
        type: 'percentage',
        possibleValues: '0-100',
        effectOnPoints: ['Trust opens doors and mouths', 'Suspicion closes them', 'The village remembers kindness'],
        optionsToSacrifice: '',
        optionsToGainAsReward: '',
        narrativeImplications: ['Below 30: the village is hostile', 'Above 70: the village is helpful'],
        initialValue: 50,
        tooltip: 'How much the village trusts you.',
      },
    ],
    image: { visualStyle: 'Painterly fantasy illustration', atmosphere: 'Firelit, misty, ancient', colorPalette: 'Moss green, amber, slate blue', artInfluences: 'Classic fairy-tale illustration' },
  }),
  kit({
    id: 'mystery',
    detect: /\b(detectives?|murders?|myster(y|ies)|crimes?|case|clues?|noir|suspects?|police|inspectors?|stolen|theft|manor|heists?|spy|secrets?|missing|disappear\w*|kill\w*|body|corrupt\w*|hiding)\b/i,
    tone: ['Tense and shadowed', 'Noir with a dry wit', 'Every face hides something'],
    worldLine: 'Everyone here has a secret, and sooner or later every secret leads back to {subject}.',
    rules: ['Everyone lies about something.', 'Evidence beats a confession.', 'The police come when it is already too late.', 'Money moves faster than the truth.'],
    conflicts: ['{faction} wants {subject} buried, and someone keeps digging it up.', 'A witness is missing, and the clock is running.', 'An old crime at {place} was never solved, and the guilty are still around.'],
    decisions: ['Expose the truth or protect the innocent?', 'Follow the rules or the lead?', 'Trust the suspect or the evidence?'],
    threadTypes: ['An interrogation', 'A search of a locked room', 'A tail through the city at night', 'A forged alibi falling apart', 'A meeting with an informant', 'A break-in', 'A confrontation with a suspect', 'A race to a witness'],
    instructions: ['Plant at least one concrete clue per beat: an object, a smell, a contradiction.', 'Never reveal the culprit before the final turns.'],
    places: [
      { name: 'the Blue Lantern Bar', look: 'A basement bar with a blue neon sign, where the piano player sees everything.' },
      { name: 'the Old Precinct', look: 'A tired police station with flickering lights and a coffee machine that has given up.' },
      { name: 'Ravensworth Manor', look: 'A grand house with locked rooms, portraits that watch you, and a clock that is always five minutes slow.' },
      { name: 'the Docks at Pier Nine', look: 'Wet planks, stacked crates, and foghorns that sound like grief.' },
    ],
    people: [
      { name: 'Inspector Hale', role: 'the weary police inspector', look: 'A rumpled man in a raincoat who looks as if he has not slept since the last war.', does: 'Pretends to know less than he does; hates being surprised' },
      { name: 'Vivian Marsh', role: 'the heiress', look: 'A sharp-eyed woman in pearls who never takes off her gloves.', does: 'Smiles when she lies; pays well for silence' },
      { name: 'Benny “Two Hats” Kowalski', role: 'an informant', look: 'A small nervous man who wears a hat over his hat.', does: 'Sells information to both sides; is never where you expect' },
      { name: 'Father Declan', role: 'the parish priest', look: 'A soft-spoken priest with a boxer’s broken nose.', does: 'Keeps confessions; keeps other things too' },
    ],
    factions: [
      { name: 'the Marsh Family', look: 'Old money with new enemies.' },
      { name: 'the Harbour Syndicate', look: 'Men in good coats who own the docks and most of the police.' },
    ],
    items: [
      { name: 'the Missing Ledger', look: 'A leather ledger full of names and sums that could ruin half the city.' },
      { name: 'the Silver Lighter', look: 'An engraved lighter found at the scene, with initials that match nobody.' },
    ],
    looks: ['a rain-spotted trench coat', 'ink on the fingers', 'a notebook in the breast pocket', 'a tired, watchful face', 'a sharp haircut and sharper shoes', 'a scarf wound twice around the neck'],
    backgrounds: [
      { title: 'Private Investigator', fluff: '{Name} works for whoever pays, and {personal} still cannot stop caring about the ones who cannot.' },
      { title: 'Crime Reporter', fluff: '{Name} has a nose for a story and a talent for getting thrown out of places.' },
      { title: 'Rookie Constable', fluff: '{Name} joined the force to make a difference, and the force has been trying to change {object} ever since.' },
      { title: 'Reformed Pickpocket', fluff: '{Name} used to lift wallets; now {personal} lifts secrets.' },
      { title: 'Forensic Clerk', fluff: '{Name} spends {possessive} days with evidence bags and knows what the dead have to say.' },
      { title: 'Society Insider', fluff: '{Name} was born into the right families and uses it for the wrong reasons.' },
    ],
    playerStats: [
      courage('Nerve', 'How steady you stay when things get dangerous.'),
      wits('Insight', 'How well you read clues and people.'),
      money('Cash', 'pay an informant; bribe a doorman; buy a round for the room', 'collect the reward; find an envelope of cash'),
    ],
    sharedStats: [
      {
        id: 'shared_heat',
        name: 'Heat',
        type: 'percentage',
        possibleValues: '0-100',
        effectOnPoints: ['High heat makes every move watched', 'Low heat lets you move freely', 'Heat rises with every public scene'],
        optionsToSacrifice: '',
        optionsToGainAsReward: '',
        narrativeImplications: ['Above 70: the syndicate is hunting you', 'Below 30: nobody is paying attention yet'],
        initialValue: 30,
        tooltip: 'How much attention the wrong people are paying you.',
      },
    ],
    image: { visualStyle: 'Moody noir illustration', atmosphere: 'Rain, smoke and neon', colorPalette: 'Ink black, wet blue, lamp yellow', artInfluences: '1940s film noir posters' },
  }),
  kit({
    id: 'everyday',
    detect: /./,
    tone: ['Grounded and honest', 'Warm humour in hard moments', 'Hopeful without pretending'],
    worldLine: 'It is an ordinary place full of ordinary people, and right now all of it seems to turn around {subject}.',
    rules: ['Nobody has all the answers, including you.', 'Small kindnesses add up.', 'Every choice closes one door and opens another.', 'Deadlines do not care how you feel.'],
    conflicts: ['{faction} wants things to stay the way they are, and {subject} makes that impossible.', 'There is never enough time, money or sleep.', 'An old disagreement at {place} is about to boil over.'],
    decisions: ['Play it safe or take the leap?', 'Say what you think or keep the peace?', 'Do it for yourself or for the people you love?'],
    threadTypes: ['A difficult conversation', 'A deadline crunch', 'A chance encounter', 'A small rebellion', 'A favour that gets complicated', 'A test of patience', 'A moment of courage', 'A long-overdue apology'],
    instructions: ['Keep it human and specific: real places, real sounds, real small talk.'],
    places: [
      { name: 'the Corner Café', look: 'A narrow café with mismatched chairs, a hissing espresso machine and a noticeboard full of lost cats.' },
      { name: 'the Office on the Fourth Floor', look: 'An open-plan office with a dying plant, a broken printer and a window that does not open.' },
      { name: 'Riverside Park', look: 'A long green park by the river, with joggers, ducks and one bench that everybody fights over.' },
      { name: 'the Community Hall', look: 'A draughty hall with stacked plastic chairs and a tea urn that predates everyone.' },
    ],
    people: [
      { name: 'Dana Whitcombe', role: 'the manager', look: 'A brisk woman with a lanyard, three phones and no time.', does: 'Speaks in bullet points; remembers everything you ever promised' },
      { name: 'Mr Okonkwo', role: 'the kind neighbour', look: 'An older man with reading glasses pushed up on his head and a newspaper under his arm.', does: 'Gives advice nobody asked for; is usually right' },
      { name: 'Sam Reyes', role: 'an old friend', look: 'A lanky person in a band T-shirt who laughs too loudly.', does: 'Turns up at the worst and best moments; never lets you lie to yourself' },
      { name: 'Ms Farrow', role: 'the official', look: 'A precise woman behind a desk, with a stamp and a form for everything.', does: 'Follows the rules exactly; can be surprised into kindness' },
    ],
    factions: [
      { name: 'the Committee', look: 'Five people who meet on Tuesdays and decide everything.' },
      { name: 'Head Office', look: 'A faraway place that sends emails with subject lines in capital letters.' },
    ],
    items: [
      { name: 'the Forms', look: 'A stack of forms in triplicate, every one of them slightly wrong.' },
      { name: 'the Old Notebook', look: 'A notebook full of plans you made years ago.' },
    ],
    looks: ['a coffee stain on the sleeve', 'headphones around the neck', 'a sensible coat and tired eyes', 'a bright scarf and a quick smile', 'glasses that keep slipping down', 'a tote bag full of good intentions'],
    backgrounds: [
      { title: 'Overworked Professional', fluff: '{Name} has answered emails at midnight for years, and {personal} is starting to wonder why.' },
      { title: 'Fresh Starter', fluff: '{Name} has just moved here and knows nobody, which is either terrifying or wonderful.' },
      { title: 'Reluctant Organiser', fluff: '{Name} never wanted to be in charge, but somebody had to do it.' },
      { title: 'Night-Shift Worker', fluff: '{Name} sees the city when everybody else is asleep, and {personal} has opinions about it.' },
      { title: 'Returning Student', fluff: '{Name} went back to learning later than most and is better at it than {personal} expected.' },
      { title: 'Local Fixer', fluff: '{Name} knows a person for every problem, and every person knows {object}.' },
    ],
    playerStats: [
      courage('Confidence', 'How sure of yourself you feel.'),
      wits('Focus', 'How clearly you can think right now.'),
      money('Energy', 'pull an all-nighter; skip lunch to get it done; spend your weekend on it', 'take a real break; get a good night’s sleep'),
    ],
    sharedStats: [
      {
        id: 'shared_support',
        name: 'Support',
        type: 'percentage',
        possibleValues: '0-100',
        effectOnPoints: ['People on your side make things easier', 'Going it alone is harder', 'Support grows when you show up for others'],
        optionsToSacrifice: '',
        optionsToGainAsReward: '',
        narrativeImplications: ['Below 30: you feel alone in this', 'Above 70: people have your back'],
        initialValue: 50,
        tooltip: 'How many people are on your side.',
      },
    ],
    image: { visualStyle: 'Warm contemporary illustration', atmosphere: 'Everyday, honest, lightly humorous', colorPalette: 'Brick red, soft teal, warm cream', artInfluences: 'Modern graphic novels' },
  }),
];

/** Names for player identities, with pronouns; kits add looks. */
export const IDENTITY_NAMES: readonly { name: string; pronouns: 'he/him' | 'she/her' | 'they/them' }[] = [
  { name: 'Mara Quell', pronouns: 'she/her' },
  { name: 'Tobin Reyes', pronouns: 'he/him' },
  { name: 'Ash Calloway', pronouns: 'they/them' },
  { name: 'Ines Okafor', pronouns: 'she/her' },
  { name: 'Jonah Brightwater', pronouns: 'he/him' },
  { name: 'Rook Ellery', pronouns: 'they/them' },
  { name: 'Selma Varga', pronouns: 'she/her' },
  { name: 'Dev Anand', pronouns: 'he/him' },
  { name: 'Kit Marlowe', pronouns: 'they/them' },
  { name: 'Hana Sato', pronouns: 'she/her' },
  { name: 'Felix Dunmore', pronouns: 'he/him' },
  { name: 'Sky Abernathy', pronouns: 'they/them' },
  { name: 'Lucia Ferreira', pronouns: 'she/her' },
  { name: 'Oskar Lind', pronouns: 'he/him' },
  { name: 'Wren Halloway', pronouns: 'they/them' },
  { name: 'Priya Nair', pronouns: 'she/her' },
  { name: 'Emeka Obi', pronouns: 'he/him' },
  { name: 'River Castellan', pronouns: 'they/them' },
  { name: 'Greta Holm', pronouns: 'she/her' },
  { name: 'Theo Park', pronouns: 'he/him' },
  { name: 'Nova Lindqvist', pronouns: 'they/them' },
  { name: 'Amira Haddad', pronouns: 'she/her' },
  { name: 'Caleb Frost', pronouns: 'he/him' },
  { name: 'Indigo Shaw', pronouns: 'they/them' },
];

/** The kit for a text: the one whose keywords appear most often ('everyday' when none do). */
export function kitFor(text: string, prefer?: GenreKit['id']): GenreKit {
  if (prefer) {
    const k = GENRE_KITS.find((g) => g.id === prefer);
    if (k) return k;
  }
  let best = GENRE_KITS[GENRE_KITS.length - 1] as GenreKit;
  let bestScore = 0;
  for (const g of GENRE_KITS.slice(0, -1)) {
    const score = (text.match(new RegExp(g.detect.source, 'gi')) ?? []).length;
    if (score > bestScore) {
      best = g;
      bestScore = score;
    }
  }
  return best;
}
