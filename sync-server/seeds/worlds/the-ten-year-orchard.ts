import { HE, SHE, THEY, type SeedWorld } from '../seed-world';

/** Meet your future self: a quiet night in an orchard kept by the person you might be in ten years. */
export const theTenYearOrchard: SeedWorld = {
  seedKey: 'the-ten-year-orchard',
  category: 'see-your-future-self',
  title: 'The Ten-Year Orchard',
  teaser:
    'Behind a green door you have walked past a hundred times lies an orchard where every tree grew from a choice you have not made yet, and the gardener has your laugh.',
  tags: ['Fiction', 'Drama', 'Fantasy', 'Contemplative', 'Hopeful'],
  gameMode: 'Cooperative',
  playerCountMin: 1,
  playerCountMax: 1,
  maxTurnsMin: 15,
  maxTurnsMax: 20,
  difficultyLevels: [
    { modifier: 20, title: 'Friendly' },
    { modifier: 10, title: 'Relaxed' },
    { modifier: 0, title: 'Balanced' },
  ],
  publicationStatus: 'Published',
  showOnWelcomeScreen: false,
  order: 4,
  containsImages: false,
  imageInstructions: {
    visualStyle: 'Soft gouache illustration with a gentle paper grain, like the endpapers of a well-loved book.',
    atmosphere: 'From dusk to dawn: hushed, luminous and quietly magical, never eerie.',
    colorPalette: 'Indigo night, moss and sage green, warm lantern amber, blossom pink and the pale gold of first light.',
    settingDetails:
      'A green door in a brick wall, long sloping rows of fruit trees hung with lanterns, a stone cottage with a crooked chimney, dew on the grass, windfall fruit, a robin, a seed cabinet with a hundred brass handles.',
    characterStyle:
      'Gentle, realistic faces with readable feeling; the gardener always resembles the player, ten years older, with weathered hands and comfortable, mended clothes.',
    artInfluences: 'Picture-book gouache, woodblock-print skies, old botanical seed catalogues.',
    coverPrompt:
      'A half-open green door in an old brick wall at dusk, revealing an impossible orchard sloping downhill with lanterns in the trees and a stone cottage far below; a robin perched on the iron door ring; soft gouache in indigo and amber.',
  },
  guidelines: {
    world:
      'There is a green door in a wall you have walked past a hundred times. Tonight, at the exact moment the streetlights come on, it is unlocked. Behind it lies an orchard that should not fit between the houses: ten long rows of trees running downhill toward a low stone cottage, each row a year of a life that has not happened yet. The first row is saplings, staked and tender. The tenth is heavy with fruit.\n\nThe orchard is kept by a gardener who is you, ten years from now. Not a prophet and not a warning, but a person who has lived through a decade of small choices and a few large ones, who has calluses you do not have yet and habits you will recognise. They cannot tell you what to do. They can walk you down the rows, show you what grew from the seeds you are carrying, let you taste windfalls from lives you did not choose, and ask the questions you have been avoiding.\n\nBy dawn you must go back through the green door with one seed to plant. The orchard will have changed by then, because you will have. This World is a space for reflection: gentle, hopeful and honest. It never needs the player\'s real name, address, health or any other personal detail; the character is a stand-in, and players bring as much or as little of themselves as they wish.',
    rules: [
      'The future self is a possibility, not a prophecy. Nothing in the orchard is fixed; every choice in the story changes what grows, and the gardener says so.',
      'The gardener never lectures and never decides for the player. They answer with memories, questions, small practical gestures (pruning, grafting, sharing bread) and the occasional confession of their own mistakes.',
      'The orchard is a metaphor made literal and used consistently: seeds are choices, grafting joins something new to old roots, frost is fear, windfalls are unlived lives, pruning is letting go. Let the player discover what each one means rather than explaining it.',
      'The night has a shape: dusk at the green door, the long walk down the rows, a frost before midnight, the cottage in the small hours, harvest at dawn. The final beat always happens at the green door as the sun rises.',
      'Never ask for or invent the player\'s real personal information. Keep details fictional and universal (a job, a town, someone loved, something put off) with no real names, places, diagnoses or figures.',
      'Hope is earned, not handed out. Difficulties are real, but no ending is a tragedy; even the hardest resolution leaves the player with something worth planting.',
    ],
    tone: [
      'Quiet and lyrical: unhurried sentences, precise sensory detail (cold grass, rough bark, the smell of windfall apples) and room to breathe between lines.',
      'Warm honesty: the gardener is kind and candid, with a dry sense of humour about their own younger self.',
      'Hopeful without sugar: acknowledge loss, fear and regret, and let something grow anyway.',
      'Mysterious at the edges: the robin, the eleventh row, the door itself. Wonder, never horror.',
    ],
    conflicts: [
      'Roots against wings: the pull between staying and going, safety and change.',
      'Fear against wanting: the frost that arrives whenever the player comes close to what they really want.',
      'The self you are against the self you might become: do you even want to be this gardener?',
      'What was not chosen: windfalls from unlived lives, and the grief or relief they bring.',
    ],
    decisions: [
      'Which row to walk down next, and which tree to look at closely.',
      'Whether to taste a windfall, and what to do with what it shows.',
      'What to prune, what to graft, and what to leave alone.',
      'Which seed to carry back through the green door at dawn.',
    ],
    typesOfThreads: [
      'Walking a row: the gardener shows one year of the future and the choice it grew from.',
      'Tasting a windfall: a glimpse of a life not chosen, and a conversation about it afterwards.',
      'Pruning: deciding what to cut back (a habit, an obligation, an old story) so something else can grow.',
      'Grafting: joining a new choice onto an old root without tearing everything up.',
      'The frost: staying with a fear that is stopping the player from choosing.',
      'At the cottage: bread, tea and a harder conversation about what these ten years cost.',
      'Following the robin: an unplanned detour toward something the player has been avoiding.',
      'Harvest: choosing the seed to take home as dawn comes up.',
    ],
    switchAndThreadInstructions: [
      'Keep threads short and personal (two beats), and let topic switches offer a row, a windfall or the cottage.',
      'Save the harvest for the final thread, and make sure the frost has been faced at least once before it.',
    ],
  },
  storyElements: [
    {
      id: 'green_door',
      name: 'The Green Door',
      role: 'The threshold between the player\'s ordinary life and the orchard.',
      instructions:
        'Open and close the story here. The door feels different each time: warm at dusk, heavy at dawn. Keep the street outside vague and ordinary; the player\'s real life is never described in identifying detail.',
      appearance:
        'A narrow wooden door painted a deep, flaking green, set into an old brick wall, with an iron ring for a handle, ivy around the frame and a streetlight humming overhead.',
      facts: [
        'It opens only between the moment the streetlights come on and the moment they go off.',
        'The paint on the inside of the door is fresh, as if someone repaints it every year.',
        'Most people walk past it a hundred times without seeing it; tonight, the player saw it.',
      ],
    },
    {
      id: 'the_gardener',
      name: 'The Gardener',
      role: 'The player\'s future self, ten years on.',
      instructions:
        'Base their look on the player\'s chosen identity, ten years older, with the same mannerism softened or sharpened by time, and use the player\'s pronouns for them. Kind, candid, a little amused. They never lecture, never predict with certainty, and admit their own mistakes. They may have forgotten things the player feels now, and may be wrong about what mattered.',
      appearance:
        'The player, ten years older: weathered hands, a gardening coat with deep, mended pockets, a face that becomes familiar slowly, like a song you have not heard in years.',
      facts: [
        'They keep a journal of the orchard in the player\'s handwriting, with several pages torn out.',
        'They still have one habit the player has now, and one the player has not picked up yet.',
        'They are as nervous about this meeting as the player is.',
      ],
    },
    {
      id: 'the_rows',
      name: 'The Ten Rows',
      role: 'The orchard itself: ten rows of trees, each one a year of a possible future.',
      instructions:
        'Each row reflects the player\'s choices: some thrive, some are bare, some surprise (lemon trees in a cold valley). Change them visibly as the story goes on. Row One is nearest the door; Row Ten runs down to the cottage.',
      appearance:
        'Long, gently sloping rows of apple, pear, quince and plum under a deep indigo sky, lanterns hanging from some branches, the grass silver with dew.',
      facts: [
        'Row One is all saplings, staked and tied with strips torn from an old shirt.',
        'One row is completely bare, and at first the gardener will not talk about it.',
        'The trees grow a little while the player watches, whenever the player is honest.',
      ],
    },
    {
      id: 'seed_cabinet',
      name: 'The Seed Cabinet',
      role: 'A tall cabinet of tiny drawers, each holding seeds labelled with a choice.',
      instructions:
        'Use the labels to put choices into concrete, universal words ("Say it", "Leave", "Stay", "Learn it properly", "Call back", "Rest"). The player may take seeds, which go into Seeds in Your Pocket. Some drawers are empty; one is locked.',
      appearance:
        'A scarred oak cabinet in the cottage porch with a hundred brass-handled drawers, each labelled with a short phrase in the player\'s handwriting.',
      facts: [
        'Every label is in the player\'s handwriting, though the player never wrote them.',
        'The drawer labelled "Later" is overflowing.',
        'One drawer is locked, and its key is somewhere in the orchard.',
      ],
    },
    {
      id: 'windfalls',
      name: 'Windfalls',
      role: 'Fallen fruit from choices not made; tasting one shows a glimpse of an unlived life.',
      instructions:
        'Glimpses are brief, sensory and bittersweet, never devastating: a kitchen in another city, a different name on a door. Afterwards, give the player room to feel something and talk about it. An unlived life is never simply better or worse.',
      appearance: 'Bruised, fragrant fruit lying in the long grass, each a slightly impossible colour: a blue-tinged apple, a silver pear.',
      facts: [
        'Each windfall tastes of the life it came from: salt, smoke, rain, cinnamon.',
        'The gardener has eaten only one, and it changed their mind about something.',
        'Windfalls rot by dawn and cannot be carried back through the door.',
      ],
    },
    {
      id: 'the_robin',
      name: 'The Robin',
      role: 'The orchard\'s only other resident, and a guide toward what the player is avoiding.',
      instructions:
        'The robin appears when the player drifts away from something important, and leads them toward it, branch by branch. It never speaks. It is bold, comic and persistent.',
      appearance: 'A round, bright-breasted little bird with a single white feather in its tail, tilting its head at the player as if waiting for an answer.',
      facts: [
        'It follows the player, never the gardener.',
        'It perches on the locked drawer of the seed cabinet whenever the player walks past.',
        'The gardener says it turned up ten years ago, on the night they first came through the door.',
      ],
    },
    {
      id: 'late_frost',
      name: 'The Late Frost',
      role: 'Fear made into weather: it comes when the player hesitates over something that matters.',
      instructions:
        'A sudden chill, rime on the blossom, breath turning visible. It is not an enemy to defeat but weather to get through, with warmth, company, action or acceptance. Facing it raises Courage; fleeing it lets it settle on a row.',
      appearance: 'A silvery film creeping across grass and blossom, the air turning sharp and still, every sound muffled.',
      facts: [
        'The frost always arrives just before midnight.',
        'Blossom touched by frost can still bear fruit, if someone stays with it until it thaws.',
        'The gardener lights small fires in pots along the rows and hums while doing it.',
      ],
    },
    {
      id: 'the_cottage',
      name: 'The Cottage',
      role: 'The gardener\'s home at the bottom of the orchard, where the harder conversations happen.',
      instructions:
        'Warm, lived-in and full of clues about the last ten years: photographs turned face down, a half-finished project, a second mug. Use it for honesty, and for comfort after it.',
      appearance:
        'A low stone cottage with a crooked chimney, a kettle always warm on the stove, muddy boots by the door and a table covered with seed packets and letters.',
      facts: [
        'There are two chairs by the fire, and both look well used.',
        'A sealed letter on the table is addressed to the player and dated tomorrow.',
        'The gardener bakes bread at three in the morning, a habit the player does not have yet.',
      ],
    },
    {
      id: 'eleventh_row',
      name: 'The Eleventh Row',
      role: 'A rumour: past a gate at the bottom of the orchard there is an eleventh row that even the gardener does not walk.',
      instructions:
        'Mention it early and leave it mysterious. It can stand for the years beyond this future, or a life not yet imagined. Looking through the gate is the player\'s choice; what they see is hopeful and vague, never a prediction.',
      appearance: 'A low iron gate half swallowed by brambles, and beyond it mist and the dark shapes of young trees.',
      facts: [
        'The gardener has a key to the gate and has never used it.',
        'The robin sometimes flies over it and returns with blossom of a colour that grows nowhere in the orchard.',
        'Standing at the gate, you can hear someone laughing, far away.',
      ],
    },
  ],
  sharedOutcomes: [
    {
      id: 'outcome_the_seed',
      question: 'Which seed will the player carry back through the green door to plant?',
      resonance: 'The whole night leads to this one choice at dawn.',
      possibleResolutions: {
        resolution1: 'Something bold: a leap the player has circled for years, planted in new ground.',
        resolution2: 'Something patient: a promise to tend what is already growing, with fresh attention.',
        resolution3: 'Something mended: a way back to a person, a place or an old part of themselves.',
      },
      intendedNumberOfMilestones: 3,
      milestones: [],
    },
    {
      id: 'outcome_the_gardener',
      question: 'Who has the future self become, and does the player want to become them?',
      resonance: 'The relationship between the two selves, discovered over the night.',
      possibleResolutions: {
        resolution1: 'Yes, gladly: the gardener is someone worth growing into, flaws and all.',
        resolution2: 'Partly: the player will keep some of the gardener\'s ways and change others, and the gardener is delighted.',
        resolution3: 'No, and the gardener is relieved: it means the orchard can grow into something neither of them has imagined yet.',
      },
      intendedNumberOfMilestones: 2,
      milestones: [],
    },
  ],
  statGroups: ['Inner Weather', 'Pockets'],
  sharedStats: [
    {
      id: 'shared_orchard_bloom',
      name: 'Orchard Bloom',
      type: 'percentage',
      group: 'Inner Weather',
      possibleValues: '0-100: how much of the future orchard is in flower tonight.',
      effectOnPoints: [
        'Above 60%: +10 to hopeful, forward-looking choices; the orchard is on your side.',
        'Below 30%: -10 to facing the frost; the rows look thin and uncertain.',
        'Above 80%: +10 to the harvest at dawn.',
      ],
      optionsToSacrifice: 'Let one row go bare (-15 Bloom) to keep hold of a seed you are not ready to plant.',
      optionsToGainAsReward: 'Give the gardener an honest answer: +10 Bloom.',
      narrativeImplications: [
        'Below 30%: bare branches; the future feels undecided and a little cold.',
        '30% to 60%: patches of blossom, bees stirring in the dark.',
        'Above 60%: the orchard glows, and fruit ripens as you walk past.',
      ],
      adjustmentsAfterThreads: ['+10 after a thread that ended favorably or with an honest discovery.', '-10 after a thread in which the player ran from the frost.'],
      tooltip: 'How much of the future is flowering.',
      initialValue: 30,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: false,
    },
  ],
  playerStats: [
    {
      id: 'player_courage',
      name: 'Courage',
      type: 'percentage',
      group: 'Inner Weather',
      possibleValues: '0-100: how willing you are to choose, and to be seen choosing.',
      effectOnPoints: [
        'Above 60%: +10 to facing the frost and asking the gardener hard questions.',
        'Below 30%: -10 to any choice that involves change.',
        'Below 30%: +5 to careful, patient choices such as tending, staying and listening.',
      ],
      optionsToSacrifice: 'Act before you feel ready (-10 Courage); it comes back.',
      optionsToGainAsReward: 'Face a fear and find it smaller than you thought: +15 Courage.',
      narrativeImplications: [
        'Below 30%: you keep finding reasons to stay near the green door.',
        '30% to 60%: you walk the rows with your hands in your pockets.',
        'Above 60%: you walk toward the frost, not away from it.',
      ],
      adjustmentsAfterThreads: ['+10 after any thread in which the player faced the frost, whatever the result.'],
      tooltip: 'Your willingness to choose.',
      initialValue: 50,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: true,
    },
    {
      id: 'player_roots_wings',
      name: 'Roots | Wings',
      type: 'opposites',
      group: 'Inner Weather',
      possibleValues: 'High values lean toward Roots (staying, tending, belonging); low values toward Wings (leaving, changing, risking). Neither is better.',
      effectOnPoints: [
        'Above 70% (Roots): +10 to tending, grafting and reconciling; -10 to leaps into the unknown.',
        'Below 30% (Wings): +10 to bold changes and new ground; -10 to patient tending and mending.',
        'Between 40% and 60%: +5 to grafting, which joins new growth to old roots.',
      ],
      optionsToSacrifice: 'Give up some of your leaning (shift 20 the other way) to see through the other side\'s eyes.',
      optionsToGainAsReward: 'Make a choice that honours both: shift 10 toward the middle.',
      narrativeImplications: [
        'Above 70%: you notice every root and fence; the orchard feels like home.',
        'Below 30%: your eyes keep drifting to the gate and the eleventh row.',
        'Near 50%: you begin to see why the gardener grafts more than they plant.',
      ],
      adjustmentsAfterThreads: ['Shift 10 toward whichever side the player chose in the thread.'],
      tooltip: 'Whether you lean toward staying or going.',
      initialValue: 50,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: true,
    },
    {
      id: 'player_clarity',
      name: 'Clarity',
      type: 'percentage',
      group: 'Inner Weather',
      possibleValues: '0-100: how clearly you can see what you want.',
      effectOnPoints: [
        'Above 60%: +10 to choosing seeds and reading what a row means.',
        'Below 30%: -10 to any decision at the seed cabinet.',
        'Above 80%: +10 to the harvest.',
      ],
      optionsToSacrifice: 'Choose on instinct before you understand why (-10 Clarity).',
      optionsToGainAsReward: 'A windfall or a conversation that makes something plain: +10 to +15 Clarity.',
      narrativeImplications: [
        'Below 30%: mist between the rows; every path looks the same.',
        '30% to 60%: the outline of what you want, seen sideways.',
        'Above 60%: you could say it in one sentence, and maybe you will.',
      ],
      adjustmentsAfterThreads: ['+5 after any thread that ended with the player naming something out loud.'],
      tooltip: 'How clearly you see what you want.',
      initialValue: 30,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: true,
    },
    {
      id: 'player_seeds',
      name: 'Seeds in Your Pocket',
      type: 'string[]',
      group: 'Pockets',
      possibleValues: 'Choices you are carrying, each named in a few words, such as "Say it", "Ask for help" or "Start the course".',
      effectOnPoints: [
        '+10 when a seed in your pocket matches the choice in front of you.',
        '+5 to the harvest for each seed beyond the first, up to +15.',
        '-5 to the harvest with an empty pocket.',
      ],
      optionsToSacrifice: 'Give a seed to the gardener, or let it go into the grass.',
      optionsToGainAsReward: 'Take a seed from the cabinet or from a tree.',
      narrativeImplications: [
        'Empty: your hands feel light and a little lost.',
        'Three or more: at dawn you will have to choose which one to plant.',
      ],
      adjustmentsAfterThreads: ['Add the seed a thread was about, if the player embraced it.'],
      tooltip: 'The choices you are carrying home.',
      initialValue: [],
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: true,
    },
  ],
  characterSelectionIntroduction: {
    title: 'Who opens the green door?',
    text: 'Choose someone to be tonight. They are not you and need none of your real details; bring as much or as little of yourself as you like. What matters is the question they are carrying.',
  },
  player1: {
    outcomes: [
      {
        id: 'outcome_the_frost',
        question: 'Can the player face the fear that has kept them from choosing?',
        resonance: 'The personal challenge at the centre of the night.',
        possibleResolutions: {
          favorable: 'They stand in the frost until it thaws, and find that the fear was guarding something precious, not forbidding it.',
          mixed: 'The frost lifts from one row only. It is enough to begin with, and now they know where it lives.',
          unfavorable: 'The fear still holds, but they leave knowing its name, which is more than they had at dusk.',
        },
        intendedNumberOfMilestones: 2,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Marisol Kettering',
        pronouns: SHE,
        appearance:
          'Late twenties, in a raincoat with the hood always half up, a library book in one pocket and a pencil in the other. She hums the same three bars of a song she cannot name whenever she is deciding something.',
      },
      {
        name: 'Anselm Ward',
        pronouns: HE,
        appearance:
          'Mid-thirties, broad and quiet, in a knitted jumper with one frayed cuff he keeps tugging over his knuckles. He glances at the sky before answering any question, as if checking the weather.',
      },
      {
        name: 'Juniper Ashdown',
        pronouns: THEY,
        appearance:
          'Early twenties and lanky, hair tied up with a bootlace, wrists stacked with bracelets from friends. They crack their knuckles one at a time when nervous and laugh a second before their own punchlines.',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'At a Fork in the Road',
        fluffTemplate:
          '{Name} has been offered something new, somewhere far from everything familiar, and the answer is due in a week. Two replies are folded in {possessive} pocket, one yes and one no, both unsent. Tonight, walking home the long way, {personal} noticed a green door.',
        initialPlayerStatValues: [
          { statId: 'player_courage', value: 45 },
          { statId: 'player_roots_wings', value: 50 },
          { statId: 'player_clarity', value: 20 },
          { statId: 'player_seeds', value: ['Go and see'] },
        ],
      },
      {
        title: 'The One Who Stayed',
        fluffTemplate:
          '{Name} stayed when others left: to look after people, to keep things running, because somebody had to, and became very good at it. Lately {name} wonders who {personal} might have been otherwise, and feels guilty for wondering.',
        initialPlayerStatValues: [
          { statId: 'player_courage', value: 35 },
          { statId: 'player_roots_wings', value: 80 },
          { statId: 'player_clarity', value: 40 },
          { statId: 'player_seeds', value: ['Ask for help', 'Rest'] },
        ],
      },
      {
        title: 'Starting Over',
        fluffTemplate:
          'Something ended for {name} this year: a job, a relationship, a version of {reflexive}. The shock has worn off, and what remains is a strange, roomy quiet. {Name} cannot tell yet whether it feels like loss or like space.',
        initialPlayerStatValues: [
          { statId: 'player_courage', value: 60 },
          { statId: 'player_roots_wings', value: 25 },
          { statId: 'player_clarity', value: 30 },
          { statId: 'player_seeds', value: ['Begin small'] },
        ],
      },
    ],
  },
};
