import { HE, SHE, THEY, type SeedWorld } from '../seed-world';

/** Pretend to be: run a restaurant kitchen (and its dining room) aboard a ferry with a ninety-minute service. */
export const theNinetyMinuteCrossing: SeedWorld = {
  seedKey: 'the-ninety-minute-crossing',
  category: 'pretend-to-be',
  title: 'The Ninety-Minute Crossing',
  teaser:
    'One old car ferry, forty covers, a service that lasts exactly as long as the crossing, and a critic somewhere in the queue. Step up to the pass, Chef.',
  tags: ['Pretend to be', 'Drama', 'Slice of Life', 'Reality', 'Exciting', 'Humorous'],
  gameMode: 'Cooperative',
  playerCountMin: 1,
  playerCountMax: 2,
  maxTurnsMin: 15,
  maxTurnsMax: 25,
  difficultyLevels: [
    { modifier: 10, title: 'Relaxed' },
    { modifier: 0, title: 'Balanced' },
    { modifier: -10, title: 'Challenging' },
    { modifier: -20, title: 'Struggle' },
  ],
  publicationStatus: 'Published',
  showOnWelcomeScreen: true,
  order: 2,
  containsImages: false,
  imageInstructions: {
    visualStyle: 'Warm, painterly realism with visible brushwork, like a food-magazine photograph painted in oils.',
    atmosphere: 'Golden-hour rush of steam, flame and salt spray, then the blue hush of the top deck after service.',
    colorPalette: 'Brass and copper, stainless steel, estuary silver-grey, sunset orange and the deep bottle green of the ferry\'s hull.',
    settingDetails:
      'A narrow ship\'s galley with hanging pans and a clattering ticket rail, a long dining room on the old car deck with picture windows, fairy lights on the railings, a red-and-white lighthouse, mudflats and seals.',
    characterStyle:
      'Chef\'s whites, aprons and bandanas in the kitchen, sharp black suits in the dining room; hands and faces caught mid-action, with burns, tattoos and laughter lines.',
    artInfluences: 'Food photography, maritime painting, behind-the-scenes restaurant documentaries.',
    coverPrompt:
      'A converted white-and-green car ferry at sunset on a wide estuary, its car deck turned into a glowing dining room with long windows, a chef in whites leaning out of the galley hatch with a tasting spoon, a red-and-white lighthouse in the distance, fairy lights along the railings; warm painterly style.',
  },
  guidelines: {
    world:
      'The Margery Pike carried cars and sheep across the Wend estuary for forty years. Now her car deck is a dining room with forty covers and a wall of windows, her old engine stores are a walk-in fridge, and her galley is a kitchen so narrow that two cooks pass each other by saying "behind" and breathing in. Every evening at half past seven she casts off from Saltmarket Quay, rounds the Harrowby light and is back at the quay ninety minutes later, because the harbour master and the tide will not wait. Whatever the guests have not eaten by then, they will not eat.\n\nYou have just been hired to run her. It is opening week: seven services, a brigade that has never worked together, an owner with strong opinions about foam, a supplier who delivers oysters by rowing boat and, on one of those seven nights, the anonymous critic of the Tidewater Review, whose verdict can fill a dining room for a year or sink it in a paragraph. Nobody knows which night.\n\nThis World is about trying on a profession. The story should let the player feel what it is to stand at the pass and call tickets, to taste and correct a sauce, to read a dining room, to handle a complaint, to calm a panicking cook and to stop ninety minutes becoming ninety-one. Use real kitchen and restaurant craft throughout, and teach the jargon through action rather than lectures.',
    rules: [
      'The crossing is the clock. A service lasts ninety minutes from casting off to docking, with courses timed to landmarks: snacks at the harbour mouth, starters across the channel, mains as the Harrowby light swings past, dessert on the run home. Falling behind costs reputation.',
      'Use real craft accurately: mise en place, the pass, calling and "firing" tables, "heard" and "yes, chef", "behind" and "hot", 86\'d dishes, resting meat, seasoning with salt, fat and acid, the allergen list, and keeping food out of the temperature danger zone. Front of house gets the same care: covers, reading guests, comps, wine service, handling a complaint.',
      'The story spans opening week: seven services. A thread can be one service or the work between services (suppliers, menu testing, staff problems). The critic comes aboard on one of the last services, chosen by the story and never announced.',
      'If a second player is present, they run the dining room as maître d\', with Ottoline Mayhew as their deputy; otherwise Ottoline runs the room. The two players\' beats meet at the pass, where food and dining room collide.',
      'Failure is survivable and instructive: a split sauce, a dropped plate or a furious table is a scene to recover from, never the end. Nobody is seriously hurt; the sea is atmosphere, not a disaster film.',
    ],
    tone: [
      'Kinetic and sensory in service: short sentences, sizzling pans, the rattle of the ticket printer, the gentle roll of the deck. Long, slow sentences after service, when the crew eats together on the top deck.',
      'Professional warmth: the kitchen is loud and blunt but never cruel, and a shouted "yes, chef" is a kind of affection.',
      'Make competence feel wonderful: when things go right, give precise, satisfying detail of skilled hands at work.',
      'Salt air and humour: gulls stealing garnish, a sous chef who writes poems on the backs of tickets, guests who spill their wine at the foghorn.',
    ],
    conflicts: [
      'The clock against the craft: every dish would be better with five more minutes, and there are never five more minutes.',
      'The owner\'s vision against the chef\'s: glamorous tasting-menu theatre or honest food from the estuary.',
      'A new leader and an old crew: earning the respect of people who were here first.',
      'The river against the plan: fog, tides, late deliveries and a galley that tilts.',
    ],
    decisions: [
      'What goes on the menu, and what comes off when it is not working.',
      'Whom to trust with a station, and whom to move, mentor or let go.',
      'When to push the kitchen faster and when to slow a table down.',
      'How to handle a mistake: hide it, fix it quietly, or own it at the table.',
    ],
    typesOfThreads: [
      'Service: one crossing, course by course, from the first ticket to docking.',
      'Menu development: tasting, failing and refining a dish the night before it goes on.',
      'Supplier run: oysters from Old Sal, the dawn fish auction, a farmer with the last good tomatoes of the season.',
      'Crisis in the galley: an oven that dies, a walk-in fridge gone warm, a cook who walks out mid-service.',
      'The dining room: a complaint, a proposal, a guest who will only eat plain pasta, an allergy nobody mentioned.',
      'Meeting the owner: Cressida\'s newest idea, her budget and her investors.',
      'The crew: staff meal on the top deck, a mentoring moment, a secret, a quarrel to settle.',
      'The critic\'s night: spotting E.H. and cooking the crossing of your life without letting on that you know.',
    ],
    switchAndThreadInstructions: [
      'After every thread that includes a service, one night of opening week is over; bring the critic aboard on night five, six or seven.',
      'Alternate service threads (fast and loud) with off-service threads (slow and personal) so the pace has contrast.',
    ],
  },
  storyElements: [
    {
      id: 'margery_pike',
      name: 'The Margery Pike',
      role: 'The restaurant: a decommissioned car ferry turned forty-cover dining room called Crossing.',
      instructions:
        'Treat her as a character: creaky, proud and slightly tilted. Use her geography: the car-deck dining room with its long windows, the narrow galley, the pass hatch, the walk-in fridge in the old engine stores, and the open top deck where the crew eats. She rolls gently in the channel, more in weather.',
      appearance:
        'A stubby white-and-green ferry with a rust-streaked hull, fairy lights along her railings, and CROSSING painted in new gold letters over the faded name of the old ferry company.',
      facts: [
        'Her galley is so narrow that two cooks cannot pass without one of them calling "behind".',
        'Her foghorn still works and is sounded once at casting off, which makes first-time guests spill their drinks.',
        'The old car ramp lowers onto the quay as the gangway, so guests walk aboard where lorries used to.',
      ],
    },
    {
      id: 'the_pass',
      name: 'The Pass',
      role: 'The steel counter between galley and dining room where every plate is checked.',
      instructions:
        'The heart of service. Here the head chef reads and calls tickets, checks every plate, wipes every rim and sends food out. Anything going wrong in the kitchen or the dining room shows up here first.',
      appearance:
        'A polished steel shelf under orange heat lamps, a ticket rail bristling with paper chits, a stack of clean cloths, a squeeze bottle of oil, and a bell with no clapper that is struck with a spoon.',
      facts: [
        'No plate leaves without the head chef seeing it.',
        'The ticket printer jams whenever the ship rolls hard to port.',
        'Someone has scratched HANDS PLEASE into the steel: the call for servers to come and take food out.',
      ],
    },
    {
      id: 'dev_halloran',
      name: 'Dev Halloran',
      role: 'The sous chef: second in command and keeper of the kitchen\'s memory.',
      instructions:
        'Gruff, and loyal once won. A former navy cook who has worked aboard since she carried cars. He tests new chefs by doing exactly what they say, even when it is wrong. He secretly writes short poems on the backs of old tickets.',
      appearance:
        'A big, grey-bearded man in his late fifties, forearms covered in old burn marks and a faded anchor tattoo, wearing a bandana and a permanently unimpressed expression.',
      facts: [
        'He applied for the head chef job and did not get it.',
        'He is the only person who understands the galley\'s temperamental oven.',
        'He has written a poem about every head chef who came before you, and none of them are kind.',
      ],
    },
    {
      id: 'lulu_ferns',
      name: 'Lulu Ferns',
      role: 'Kitchen porter, and a talent waiting for a chance.',
      instructions:
        'Nineteen, the fastest dishwasher on the river; she watches everything and wants to cook more than anything. A natural mentoring story. If she has been trusted, she can rescue a service in an emergency.',
      appearance:
        'Small and quick, cropped hair under a paper hat, yellow rubber gloves to the elbow, and a notebook in her back pocket full of recipes copied from watching.',
      facts: [
        'She can wash and stack forty covers\' worth of plates faster than the dining room can dirty them.',
        'She practises knife cuts at home on sacks of cheap onions.',
        'Her grandmother ran a café on the quay, and Lulu still has the recipes.',
      ],
    },
    {
      id: 'ottoline_mayhew',
      name: 'Ottoline Mayhew',
      role: 'Front-of-house deputy, or the lead of the dining room when no second player runs it.',
      instructions:
        'Elegant, unflappable and fiercely funny. She reads tables like books and can turn a complaint into a regular. If a second player runs front of house she is their deputy and coach; otherwise she is the head chef\'s counterpart in the dining room.',
      appearance:
        'A tall woman in her sixties with a sharp silver bob, a black suit, reading glasses on a chain, and a notebook recording every guest\'s name and what they drank.',
      facts: [
        'She ran the dining room of a grand hotel for thirty years and retired out of boredom after six weeks.',
        'She can carry four plates and a conversation at the same time.',
        'Her rule: every guest is greeted within thirty seconds of stepping aboard.',
      ],
    },
    {
      id: 'cressida_vane',
      name: 'Cressida Vane',
      role: 'The owner and investor, with her own vision for the restaurant.',
      instructions:
        'Stylish, impatient and not stupid: she has money riding on this and investors to please. She wants spectacle (foams, smoke, gold leaf, one dish everyone photographs). She can be convinced, but only by results. She is pressure, not a villain.',
      appearance:
        'In her forties, in a white linen suit that cannot be kept clean on a boat, phone always in hand, sunglasses pushed up into her hair even at night.',
      facts: [
        'She bought the ferry at auction on a whim and has spent twice what she planned.',
        'She has promised her investors a full dining room by the end of the month.',
        'Her late father fished the Wend for a living, which she mentions to no one.',
      ],
    },
    {
      id: 'old_sal_pardoe',
      name: 'Old Sal Pardoe',
      role: 'Oyster farmer and fisher: the best supplier on the estuary, when she feels like it.',
      instructions:
        'She delivers by rowing boat, alongside the ferry, even mid-service if she must. Moody, honest and generous to anyone who respects the river. The source of the best ingredients and the best gossip, including clues about the critic.',
      appearance:
        'A wiry woman of no particular age in oilskins and thigh waders, with a clay pipe she never lights and a rowing boat called Second Thoughts.',
      facts: [
        'Her oysters are the best on the coast, and she sells them only to cooks she likes.',
        'She will not deliver on a spring tide, whatever you pay.',
        'She knows everyone who comes down to the quay, including a quiet diner who always orders the plainest dish.',
      ],
    },
    {
      id: 'critic_eh',
      name: 'E.H., the Critic',
      role: 'The anonymous restaurant critic of the Tidewater Review.',
      instructions:
        'Never confirm who the critic is until the review appears. Plant tells in the dining room (a solo diner, tap water, the plainest dish, a notebook under the napkin) and give several diners some of them, so red herrings are possible. The review is the climax of the shared outcome.',
      appearance: 'Unknown. Rumoured tells: dines alone, asks for tap water, orders the simplest dish on the menu and never finishes dessert.',
      facts: [
        'One paragraph from E.H. closed the Gull & Anchor after thirty years.',
        'E.H. books under a different name every time and never comes on opening night.',
        'Every review E.H. has ever written mentions the bread.',
      ],
    },
    {
      id: 'wend_estuary',
      name: 'The Wend Estuary',
      role: 'Tide, weather and wildlife: the world the restaurant floats on.',
      instructions:
        'Use the estuary for atmosphere and pressure: fog hiding the Harrowby light, a swell that tilts the galley, a sunset that silences the whole dining room, seals on the sandbanks, gulls stealing garnish from the top deck.',
      appearance:
        'A wide, silver-grey estuary with mudflats, channel buoys, seals hauled out on the sandbanks and the red-and-white Harrowby lighthouse at the far turn.',
      facts: [
        'In fog the ferry must slow to half speed, and the crossing runs long unless the kitchen makes up the time.',
        'In midsummer the sunset over the Harrowby light lasts about as long as a main course.',
        'A herring gull the crew calls the Admiral waits on the top deck every night for dropped scallops.',
      ],
    },
  ],
  sharedOutcomes: [
    {
      id: 'outcome_critics_crossing',
      question: 'Will the Margery Pike win over the Tidewater Review\'s critic, and with it a future?',
      resonance: 'The week builds to one crossing that decides whether the restaurant survives.',
      possibleResolutions: {
        favorable: 'E.H. calls it "the best ninety minutes on the coast", and the waiting list runs into next year.',
        mixed: 'A fair and funny review: the food is praised, the timing is mocked and the bread gets a paragraph of its own. Enough to keep going.',
        unfavorable:
          'A savage paragraph, and Cressida panics. The crew read it together on the top deck and decide they are staying anyway.',
      },
      intendedNumberOfMilestones: 3,
      milestones: [],
    },
    {
      id: 'outcome_menu_identity',
      question: 'What will the Margery Pike\'s food have become by the end of opening week?',
      resonance: 'The restaurant\'s identity, shaped by every menu decision the players make.',
      possibleResolutions: {
        resolution1: 'The Estuary Menu: everything caught, grown or foraged within sight of the top deck.',
        resolution2: 'The Crew\'s Table: a menu built from the brigade\'s own family recipes, Lulu\'s grandmother\'s among them.',
        resolution3: 'Cressida\'s theatre made honest: one spectacular dish per course, with real flavour under the smoke.',
      },
      intendedNumberOfMilestones: 2,
      milestones: [],
    },
  ],
  statGroups: ['On the Line', 'The Boat'],
  sharedStats: [
    {
      id: 'shared_word_on_the_quay',
      name: 'Word on the Quay',
      type: 'percentage',
      group: 'The Boat',
      possibleValues: '0-100: the restaurant\'s reputation among guests, locals and the owner\'s investors.',
      effectOnPoints: [
        'Above 70%: +10 to dealing with suppliers, the owner and the press.',
        'Below 30%: -10 to anything involving the owner, who has started phoning consultants.',
        'Above 50%: +5 on the critic\'s night; the room is full and the buzz is real.',
      ],
      optionsToSacrifice: 'Comp a whole table (-5) to rescue a bad night before it becomes a bad story.',
      optionsToGainAsReward: 'A delighted guest tells everyone, or the local paper drops by: +10.',
      narrativeImplications: [
        'Below 30%: empty tables; the gulls outnumber the guests.',
        '30% to 70%: a restaurant finding its feet.',
        'Above 70%: a waiting list; people loiter on the quay hoping for cancellations.',
      ],
      adjustmentsAfterThreads: ['+10 after a service thread that ended favorably.', '-10 after a service thread that ended unfavorably.'],
      tooltip: 'What people are saying about Crossing.',
      initialValue: 40,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: false,
    },
    {
      id: 'shared_larder',
      name: 'Larder',
      type: 'percentage',
      group: 'The Boat',
      possibleValues: '0-100: how well stocked the walk-in fridge and dry stores are.',
      effectOnPoints: [
        'Below 30%: -10 to every service challenge, because dishes are being 86\'d.',
        'Above 80%: +5 to menu development; there is room to play.',
        'Below 15%: -15 on the critic\'s night unless a supplier run succeeds first.',
      ],
      optionsToSacrifice: 'Use the last of something precious (-15 Larder) to make one dish sing.',
      optionsToGainAsReward: 'Old Sal rows alongside with a surprise catch: +20.',
      narrativeImplications: [
        'Below 30%: the board behind the pass fills up with crossed-out dishes.',
        '30% to 80%: enough, if nobody drops the turbot.',
        'Above 80%: the walk-in smells of the sea and fresh herbs.',
      ],
      adjustmentsAfterThreads: ['-15 after every thread that includes a service.', '+20 to +30 after a successful supplier thread.'],
      tooltip: 'How full the fridges and stores are.',
      initialValue: 70,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: false,
    },
  ],
  playerStats: [
    {
      id: 'player_composure',
      name: 'Composure',
      type: 'percentage',
      group: 'On the Line',
      possibleValues: '0-100: how steady you are when the tickets pile up.',
      effectOnPoints: [
        'Above 70%: +10 to service challenges under time pressure.',
        'Below 30%: -10 to leading the crew, tasting and fine judgement; you are in the weeds.',
        'Below 15%: -15 to anything involving the owner or the critic.',
      ],
      optionsToSacrifice: 'Lose your temper (-15 Composure) and force the kitchen through a crisis by sheer volume.',
      optionsToGainAsReward: 'Thirty seconds of sea air on the top deck, or a flawless service: +10.',
      narrativeImplications: [
        'Below 30%: in the weeds; tickets blur together and your voice keeps rising.',
        '30% to 70%: busy but in command.',
        'Above 70%: the calm eye of the storm; the crew moves to your rhythm.',
      ],
      adjustmentsAfterThreads: ['+10 after a service thread that ended favorably.', '-10 after any thread that ended unfavorably.'],
      tooltip: 'Your calm under pressure.',
      initialValue: 50,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: true,
    },
    {
      id: 'player_craft',
      name: 'Craft',
      type: 'percentage',
      group: 'On the Line',
      possibleValues: '0-100: the skill of your hands. For cooks: knife work, seasoning, plating. For front of house: table work, wine, timing.',
      effectOnPoints: [
        'Above 70%: +10 to technical challenges: a sauce, a fillet, decanting, carving at the table.',
        'Below 40%: -10 to anything new or difficult.',
        '+5 whenever the player takes time for proper mise en place before a service.',
      ],
      optionsToSacrifice: 'Cut a corner (-10 Craft for the night) to win back time.',
      optionsToGainAsReward: 'Learn a technique from a crew member: +10.',
      narrativeImplications: [
        'Below 40%: competent but green; the crew watches your hands.',
        '40% to 70%: a professional.',
        'Above 70%: people stop what they are doing to watch you work.',
      ],
      adjustmentsAfterThreads: ['+5 after any thread in which the player learned from someone.'],
      tooltip: 'The skill in your hands.',
      initialValue: 50,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: true,
    },
    {
      id: 'player_crew_trust',
      name: 'Crew Trust',
      type: 'string',
      group: 'On the Line',
      possibleValues: 'One of: Outsider, Tolerated, Trusted, One of Us.',
      effectOnPoints: [
        'Trusted or One of Us: +10 when the crew must follow your lead under pressure.',
        'Outsider: -10 to asking any crew member for help or a favour.',
        'One of Us: +5 to recovering from a disaster, because the crew covers for you.',
      ],
      optionsToSacrifice: 'Pull rank or ask the impossible: drop one level.',
      optionsToGainAsReward: 'Share credit, mentor someone or take the blame: rise one level.',
      narrativeImplications: [
        'Outsider: the crew trade looks you are not meant to see.',
        'Tolerated: they do what you ask, no more.',
        'Trusted: they tell you the truth, even when it stings.',
        'One of Us: you are invited to the after-service ritual on the top deck.',
      ],
      adjustmentsAfterThreads: ['Rise one level after a crew thread that ended favorably; fall one after a service in which the player blamed someone else.'],
      tooltip: 'How the brigade sees you.',
      initialValue: 'Outsider',
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: true,
    },
    {
      id: 'player_notebook',
      name: 'Notebook',
      type: 'string[]',
      group: 'On the Line',
      possibleValues: 'Signature dishes, techniques and service rituals that are yours.',
      effectOnPoints: [
        '+10 when a dish or ritual from the notebook suits the moment.',
        '+5 to menu development when building on an existing entry.',
        '-5 to improvising something brand new in a busy service.',
      ],
      optionsToSacrifice: 'Strike a signature from the menu to make room for someone else\'s dish.',
      optionsToGainAsReward: 'Add a new dish or ritual after a successful menu or service thread.',
      narrativeImplications: [
        'One entry or none: you are still cooking someone else\'s food.',
        'Three or more entries: the restaurant starts to taste like you.',
      ],
      adjustmentsAfterThreads: ['Add an entry after a menu-development thread that ended favorably.'],
      tooltip: 'What you are known for.',
      initialValue: [],
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: true,
    },
  ],
  characterSelectionIntroduction: {
    title: 'Tonight, You Run the Crossing',
    text: 'The Margery Pike casts off at half past seven, with or without you. Choose who you are and the road that led you to this galley. With two players, the second runs the dining room as maître d\'.',
  },
  player1: {
    outcomes: [
      {
        id: 'outcome_yes_chef',
        question: 'Will the head chef earn the crew\'s respect, rather than its fear or its indifference?',
        resonance: 'Leadership in a kitchen: the heart of pretending to be a head chef.',
        possibleResolutions: {
          favorable: 'The crew say "yes, chef" because they mean it, and Dev reads out a poem about you that is, for once, kind.',
          mixed: 'They follow you, but Dev still holds the kitchen\'s heart: an uneasy, working partnership.',
          unfavorable: 'They follow orders and nothing more, and the best of them start looking at other kitchens.',
        },
        intendedNumberOfMilestones: 2,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Marguerite Oyelaran',
        pronouns: SHE,
        appearance:
          'Compact and forty, with a cook\'s tan line at the wrists and a comma-shaped burn scar on one thumb. She tastes everything twice with her eyes closed and says "hm" in eleven different ways.',
      },
      {
        name: 'Rafe Castellane',
        pronouns: HE,
        appearance:
          'Tall and restless, in a bandana and clogs, his knives rolled in a canvas wrap that nobody else is allowed to carry. He drums two fingers on the pass whenever a ticket runs late.',
      },
      {
        name: 'Tamsin Greaves',
        pronouns: THEY,
        appearance:
          'Wiry, with a whisk tattooed on one forearm and a wave on the other, sleeves rolled tight. They talk to the food under their breath, coaxing it, and wipe every plate rim with the same fold of the same cloth.',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'Refugee From a Starred Kitchen',
        fluffTemplate:
          '{Name} spent eight years in a famous city kitchen, plating with tweezers for diners who photographed every course. {Personal} walked out the night the head chef threw a pan at a frightened cook. Running a kitchen is new to {name}; running it differently is a promise {personal} made to {reflexive} that night.',
        initialPlayerStatValues: [
          { statId: 'player_composure', value: 45 },
          { statId: 'player_craft', value: 80 },
          { statId: 'player_crew_trust', value: 'Outsider' },
          { statId: 'player_notebook', value: ['Tweezer-perfect plating', 'A beurre blanc that never splits'] },
        ],
      },
      {
        title: 'Night-Market Grill Prodigy',
        fluffTemplate:
          '{Name} learned to cook over charcoal at a night market, feeding three hundred people an evening from a stall the size of a wardrobe. {Personal} can cook fast, loud and brilliantly. Seated guests, coursed menus and a kitchen without a single flame grill are all new territory for {object}.',
        initialPlayerStatValues: [
          { statId: 'player_composure', value: 70 },
          { statId: 'player_craft', value: 60 },
          { statId: 'player_crew_trust', value: 'Tolerated' },
          { statId: 'player_notebook', value: ['Charcoal-grilled mackerel with burnt lime', 'Feeding a queue without losing your head'] },
        ],
      },
      {
        title: 'Lawyer Turned Cook',
        fluffTemplate:
          '{Name} was a corporate lawyer for twelve years and cooked every weekend to stay sane. Last spring {personal} walked out of the office, spent a year at cookery school and somehow argued {possessive} way into this job. {Possessive} sauces are excellent; {possessive} knife work is still catching up.',
        initialPlayerStatValues: [
          { statId: 'player_composure', value: 55 },
          { statId: 'player_craft', value: 40 },
          { statId: 'player_crew_trust', value: 'Outsider' },
          { statId: 'player_notebook', value: ['Grandmother\'s slow-braised beans', 'A prep list so thorough it has footnotes'] },
        ],
      },
    ],
  },
  player2: {
    outcomes: [
      {
        id: 'outcome_the_room',
        question: 'Can the maître d\' turn a dining room full of strangers into regulars by the end of opening week?',
        resonance: 'Hospitality as a craft: reading people, making them feel at home on a moving boat.',
        possibleResolutions: {
          favorable: 'By the seventh night, guests greet the staff by name and book their next crossing before they reach the gangway.',
          mixed: 'Some come back and some do not; the room is warm, but not yet anyone\'s second home.',
          unfavorable: 'Polite guests, empty words: the dining room runs correctly, and nobody returns.',
        },
        intendedNumberOfMilestones: 2,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Ines Whitlock',
        pronouns: SHE,
        appearance:
          'Poised and sixty, in a tailored black suit and flat shoes made for miles of deck. She remembers every guest\'s name after hearing it once, and touches her lapel pin just before saying something cutting.',
      },
      {
        name: 'Leopold Amankwah',
        pronouns: HE,
        appearance:
          'Tall and elegant, with a pocket watch and a laugh that fills the dining room. He crouches to eye level to talk to seated guests and can open sparkling wine with no sound but a sigh.',
      },
      {
        name: 'Rowan Pettigrew',
        pronouns: THEY,
        appearance:
          'Slight and bright, uniform pressed to a knife edge, a tiny corkscrew on a chain around their neck. They walk the dining room in loops, straightening forks that were already straight.',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'Maître d\' Out of Retirement',
        fluffTemplate:
          '{Name} ran a grand hotel dining room for twenty-five years, then retired to a cottage overlooking the estuary. {Personal} lasted four months before the quiet became unbearable. {Name} knows every trick of the trade, and a few that should never be taught.',
        initialPlayerStatValues: [
          { statId: 'player_composure', value: 75 },
          { statId: 'player_craft', value: 70 },
          { statId: 'player_crew_trust', value: 'Tolerated' },
          { statId: 'player_notebook', value: ['Every guest greeted within thirty seconds', 'Turning a complaint into a regular'] },
        ],
      },
      {
        title: 'Sommelier Who Hates Wine Snobs',
        fluffTemplate:
          '{Name} can name a grape blindfolded, but would rather pour a cheap wine that makes someone happy than a grand one that makes them feel small. {Possessive} last restaurant fired {object} for recommending the house red to a very important guest, who loved it.',
        initialPlayerStatValues: [
          { statId: 'player_composure', value: 50 },
          { statId: 'player_craft', value: 65 },
          { statId: 'player_crew_trust', value: 'Outsider' },
          { statId: 'player_notebook', value: ['The house red, defended', 'A perfect pairing at any price'] },
        ],
      },
      {
        title: 'Former Cabin Crew',
        fluffTemplate:
          '{Name} spent ten years serving drinks at thirty-five thousand feet, calming nervous passengers and smiling through turbulence. A dining room that rolls gently on the Wend does not frighten {object} in the slightest; a room full of people who expect to be remembered, slightly more.',
        initialPlayerStatValues: [
          { statId: 'player_composure', value: 85 },
          { statId: 'player_craft', value: 40 },
          { statId: 'player_crew_trust', value: 'Tolerated' },
          { statId: 'player_notebook', value: ['The calm announcement', 'Service in a moving cabin'] },
        ],
      },
    ],
  },
};
