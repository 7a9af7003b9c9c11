import { HE, IT, SHE, THEY, type SeedWorld } from '../seed-world';

/** Read with kids: a cosy bedtime adventure about small creatures who bring lost things home. */
export const theFindersOfButtonHill: SeedWorld = {
  seedKey: 'the-finders-of-button-hill',
  category: 'read-with-kids',
  title: 'The Finders of Button Hill',
  teaser:
    'Everything children lose ends up under the old beech tree on Button Hill. Tonight a knitted rabbit called Mister Pockets has arrived, and he must be home before the first bird sings.',
  tags: ['Kids', 'Adventure', 'Fantasy', 'Cozy', 'Humorous'],
  gameMode: 'Cooperative',
  playerCountMin: 1,
  playerCountMax: 2,
  maxTurnsMin: 10,
  maxTurnsMax: 15,
  difficultyLevels: [
    { modifier: 20, title: 'Friendly' },
    { modifier: 10, title: 'Relaxed' },
  ],
  publicationStatus: 'Published',
  showOnWelcomeScreen: false,
  order: 5,
  containsImages: false,
  imageInstructions: {
    visualStyle: 'Soft watercolour and coloured pencil, like a classic bedtime picture book, with rounded shapes and plenty of small details to spot.',
    atmosphere: 'A cosy moonlit night: safe, warm and full of gentle wonder.',
    colorPalette: 'Moonlight blue and soft lilac, warm honey-yellow lamplight, mossy greens and little pops of red and sunshine yellow.',
    settingDetails:
      'Giant tree roots, a round door with a button knocker, shelves of labelled drawers, jam-jar lanterns, dewy grass, three frogs used as stepping stones, a duck pond, a blue house with a cat flap.',
    characterStyle:
      'Small animals and a tiny tin robot, round and friendly, with big expressive eyes and little clothes (scarves, raincoats, bobble hats); nothing sharp, nothing scary.',
    artInfluences: 'Classic bedtime picture books, vintage nursery illustration, hand-drawn treasure maps.',
    coverPrompt:
      'A round door with a button-shaped knocker between the roots of a huge old beech tree on a moonlit hill, warm light spilling out; a little hedgehog in a red scarf, a mouse in a yellow raincoat and a tiny tin robot carrying a knitted grey rabbit with one long ear; soft watercolour, cosy night colours.',
  },
  guidelines: {
    world:
      'At the top of Button Hill stands a very old beech tree, and between two of its roots there is a small round door with a brass knocker shaped like a button. Behind the door is the Lost-and-Found. Everything that children lose in the town below (one mitten, a marble, a hair bobble, a kite string, a favourite pencil) tumbles, rolls, blows or wanders up the hill and down the Sorting Chute, and lands with a soft "bing-bong!" in a big basket of wool.\n\nThe Finders who work there are small and brave and kind. Every night, while the town sleeps, they sort what has arrived, work out who it belongs to, and carry it home before morning. Tonight something very important has arrived: Mister Pockets, a knitted rabbit with one long ear and one short ear, who belongs to a little girl called Noor. Noor cannot sleep without him. The Finders must get him home before the first bird sings.\n\nThis World is made for reading aloud with children aged about five to nine. Each beat is a small, complete adventure with a gentle problem, a funny moment and a kind choice. There are no villains: only a playful wind, a magpie who has not learned to share yet, puddles, hills, and the dark, which is full of friendly things once you shine a light on it.',
    rules: [
      'Keep it gentle: nobody is hurt, lost for long or truly frightened. Problems are puzzles, obstacles or mix-ups, and they are solved with kindness, cleverness or teamwork.',
      'Write for reading aloud: short sentences, simple words, a sound word or a little repetition in every beat, and no more than one new long word at a time, explained by the story.',
      'Choices are easy to understand and all of them are good: be brave, be clever or be kind. A choice that goes wrong leads somewhere funny, never somewhere sad.',
      'Moonlight Left goes down after every thread. When it runs out, the first bird sings and the story ends, so Mister Pockets\' journey home is the main thread from the very start.',
      'Kindness counts: every kind act earns a Kindness Star, and stars can be spent to get help from the creatures of Button Hill.',
      'With two players, the Finders help each other: give each one a moment to shine and a moment to need the other.',
    ],
    tone: [
      'Cosy and warm, like a blanket and a cup of warm milk.',
      'Playful: silly sounds, funny names and little jokes that children and grown-ups both enjoy.',
      'Full of wonder at small things: a dewdrop, a glow-worm, a button as big as a plate when you are very small.',
      'Reassuring: every beat ends with the Finders safe, together and a little closer to home.',
    ],
    conflicts: [
      'Time: the moon is sinking and Noor will wake up soon.',
      'Small against big: a puddle is a lake, a cat is a giant and a garden gate is a mountain.',
      'Mix-ups: lost things that are not where they should be, or that belong to somebody else.',
      'Learning to share: a wind and a magpie who take things because they do not know any better yet.',
    ],
    decisions: [
      'Which way to go: over the wall, through the hedge or along the stream.',
      'Whether to be brave, clever or kind when a problem comes along.',
      'Whom to ask for help, and what to give back.',
      'What to do with a lost thing that belongs to someone else.',
    ],
    typesOfThreads: [
      'Sorting time: working out whose lost thing it is from clues (a name tag, a smell of strawberry jam, a sticky fingerprint).',
      'The journey: crossing the garden, the stream or the park in the dark, with a gentle obstacle on the way.',
      'Asking for help: meeting a creature of the night (a hedgehog, an owl, a glow-worm) and making friends.',
      'Chasing the wind: catching something Whistle has blown away, and finding out why she did it.',
      'The magpie\'s treasure: getting something back from Marjoram by trading, sharing or being a friend.',
      'Mending: fixing a torn ear, a wobbly wheel or a tangled string so a lost thing goes home looking its best.',
      'Home before morning: the quiet, tiptoe steps into a sleeping house.',
    ],
    switchAndThreadInstructions: [
      'Keep threads short (two beats) so that each reading session has a beginning, a middle and a happy end.',
      'Always begin with Mister Pockets arriving and end with him home, or safely on his way, whatever happens in between.',
    ],
  },
  storyElements: [
    {
      id: 'lost_and_found',
      name: 'The Lost-and-Found Under the Beech',
      role: 'The Finders\' home and workplace, between the roots of the old beech tree.',
      instructions:
        'Warm, tidy and a little bit magic. Describe the shelves and the drawers with funny labels. Every story starts here and ends here.',
      appearance:
        'A round room inside the beech roots, lit by jam jars full of glow-worms, with shelves up to the ceiling, a big wool basket under the Sorting Chute, and drawers labelled "Socks (Left)", "Socks (Right)" and "Balloons (Still Floating)".',
      facts: [
        'The Sorting Chute goes "bing-bong!" whenever a lost thing arrives.',
        'There is a drawer for lost songs, and it hums quietly all night.',
        'The tea in the kettle is always exactly warm enough.',
      ],
    },
    {
      id: 'granny_thimble',
      name: 'Granny Thimble',
      role: 'The very old tortoise who runs the Lost-and-Found.',
      instructions:
        'Slow, wise and funny, and never in a hurry even when everyone else is. She gives gentle hints, not answers, and always has a snack tucked in her shell. She believes every lost thing wants to go home.',
      appearance:
        'A tortoise with a shell polished like a conker, wearing three pairs of spectacles at once: one for near, one for far and one for looking at things kindly.',
      facts: [
        'She has run the Lost-and-Found for a hundred and four years.',
        'She keeps a biscuit in her shell for emergencies.',
        'She always says, "Lost is only the first half of found."',
      ],
    },
    {
      id: 'mister_pockets',
      name: 'Mister Pockets',
      role: 'The lost toy rabbit who must get home to Noor tonight.',
      instructions:
        'A soft knitted rabbit who cannot talk, but the Finders can tell how he feels: a droopy ear means sad, a perky ear means happy. He is the heart of the story. Keep him safe, make him funny and get him home.',
      appearance: 'A knitted grey rabbit with one long ear, one short ear, a red patch on his tummy and a little buttoned pocket on his chest.',
      facts: [
        'Noor dropped him in the park when she ran to see the ducks.',
        'His pocket holds a folded drawing of Noor\'s family.',
        'His short ear is short because Noor\'s baby brother chewed it.',
      ],
    },
    {
      id: 'noor',
      name: 'Noor',
      role: 'The little girl, aged four, who lost Mister Pockets.',
      instructions:
        'She is only ever seen asleep or half asleep, and the Finders must not wake her. Show her through clues: a drawing on the fridge, small wellies by the door, a night-light shaped like a moon.',
      appearance: 'A small girl with curly dark hair, asleep under a moon night-light, with a space on her pillow exactly the shape of a rabbit.',
      facts: [
        'She lives in the blue house on Ladder Lane, the one with the cat flap.',
        'She left her window open a crack "in case Mister Pockets comes back".',
        'Her baby brother snores like a tiny tractor.',
      ],
    },
    {
      id: 'whistle',
      name: 'Whistle the Wind',
      role: 'A playful young breeze who blows things away, not to be mean but because she wants to play.',
      instructions:
        'Whistle is curious, bouncy and a little bit lonely. She can be a problem (blowing Mister Pockets up a tree) or a friend (giving the Finders a ride on a leaf). Show her through moving things: swirling leaves, flapping washing, a spinning weathervane.',
      appearance: 'Invisible, except for the leaves and petals that twirl wherever she goes, and a sound like somebody whistling through a gap in their teeth.',
      facts: [
        'She loves balloons more than anything.',
        'She gets sleepy just before dawn and stops blowing.',
        'She once blew a whole washing line of socks up to the Lost-and-Found, which is why there are so many socks.',
      ],
    },
    {
      id: 'marjoram_magpie',
      name: 'Marjoram the Magpie',
      role: 'A magpie who collects shiny things and is learning to share.',
      instructions:
        'Proud, chatty and a bit of a show-off, but never mean. She "finds" things that are not really lost. She can be won over with a fair swap, a compliment or an offer of friendship.',
      appearance: 'A glossy black-and-white magpie with a blue shimmer on her wings and a tiny crown made from a bottle top.',
      facts: [
        'Her nest is full of buttons, keys, shiny foil and one small silver spoon.',
        'She counts her treasures every night and gets a different number every time.',
        'She secretly wishes somebody would give her a present.',
      ],
    },
    {
      id: 'way_to_ladder_lane',
      name: 'The Way to Ladder Lane',
      role: 'The journey from Button Hill down through the sleeping town to Noor\'s house.',
      instructions:
        'A small, gentle map for the adventure: the hill, the hedge, the stream, the park with the duck pond, the garden wall and the cat flap. Use one or two places in each thread. Everything is big when you are small.',
      appearance:
        'Moonlit: a grassy hill, a tall hedge, a babbling stream, a park with a pond and a bench, rows of sleeping houses with glowing windows, and Ladder Lane at the very end.',
      facts: [
        'The stepping stones across the stream are really the backs of three sleepy frogs.',
        'There is a lost umbrella under the park bench that wants to go home too.',
        'A big ginger cat called Sir Marmalade guards Ladder Lane, and he is mostly asleep.',
      ],
    },
    {
      id: 'first_bird',
      name: 'The First Bird',
      role: 'The gentle deadline: when the first bird sings, it is morning.',
      instructions:
        'Remind listeners of the time with soft signs: the moon sinking, the sky turning from black to blue, a blackbird clearing its throat. Never make it scary; it is a race, not a danger.',
      appearance: 'A blackbird on the chimney of the blue house, fluffing up its feathers, beak ready to sing.',
      facts: [
        'The blackbird always sings at the very first light.',
        'If you ask very nicely, it might wait one more minute.',
        'Finders must be back under the beech before the milk van clinks past.',
      ],
    },
    {
      id: 'rumor_lost_giggles',
      name: 'The Drawer of Lost Giggles',
      role: 'A funny rumour: somewhere in the Lost-and-Found there is a drawer full of lost giggles.',
      instructions:
        'Use it once as a comic surprise or as a reward: opening the drawer makes everyone in the room laugh, which can cheer up someone who is sad or grumpy.',
      appearance: 'A tiny yellow drawer labelled "Giggles (Lost)" that jiggles all by itself.',
      facts: [
        'Nobody is sure which drawer it is, because it moves about.',
        'Lost hiccups are kept in the same drawer, and sometimes they get mixed up.',
        'Granny Thimble opened it once, long ago, and laughed for a week.',
      ],
    },
  ],
  sharedOutcomes: [
    {
      id: 'outcome_mister_pockets',
      question: 'Will Mister Pockets get home to Noor before she wakes up?',
      resonance: 'The main adventure of the night; every thread brings him a step closer to home.',
      possibleResolutions: {
        favorable: 'Mister Pockets is tucked in beside Noor just as the blackbird sings. She smiles in her sleep and hugs him tight.',
        mixed:
          'He gets home a little muddy and a little late, on the windowsill instead of the pillow. Noor finds him at breakfast and gives him a bath and a big squeeze.',
        unfavorable:
          'Morning comes too soon, so the Finders leave a tiny note: "He is safe. Home tomorrow night." Noor keeps his spot warm, and the very next night, he is home.',
      },
      intendedNumberOfMilestones: 3,
      milestones: [],
    },
    {
      id: 'outcome_whistle',
      question: 'What does Whistle the Wind really want?',
      resonance: 'A small mystery about a lonely breeze, solved by paying attention and being kind.',
      possibleResolutions: {
        resolution1: 'A friend to play with: the Finders promise to fly kites with her every windy day.',
        resolution2: 'To give something back: she has kept a lost red balloon safe for years and wants to return it to its owner.',
        resolution3: 'A job: she becomes the Lost-and-Found\'s very own delivery wind, carrying light things home.',
      },
      intendedNumberOfMilestones: 1,
      milestones: [],
    },
  ],
  statGroups: ['My Finder', 'Our Night'],
  sharedStats: [
    {
      id: 'shared_moonlight',
      name: 'Moonlight Left',
      type: 'percentage',
      group: 'Our Night',
      possibleValues: '100 at bedtime, 0 when the first bird sings.',
      effectOnPoints: [
        'Below 30%: -10 to slow, careful plans; it is time to hurry!',
        'Above 70%: +5 to exploring and helping others along the way.',
        'Below 15%: +10 to running fast, because everybody is hurrying now.',
      ],
      optionsToSacrifice: 'Take the long, safe way round (-10 Moonlight Left).',
      optionsToGainAsReward: 'The blackbird agrees to wait a little: +10 Moonlight Left.',
      narrativeImplications: [
        'Above 70%: the moon is high and round, and there is time for a snack.',
        '30% to 70%: the moon is sliding down the sky.',
        'Below 30%: the sky is turning blue at the edges and the blackbird is stretching its wings.',
      ],
      adjustmentsAfterThreads: ['-15 after every thread.'],
      tooltip: 'How much of the night is left.',
      initialValue: 100,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: false,
    },
    {
      id: 'shared_things_returned',
      name: 'Things Returned',
      type: 'number',
      group: 'Our Night',
      possibleValues: 'How many lost things the Finders have taken home tonight.',
      effectOnPoints: [
        'At 0: -5 to finding clues; the Finders are just getting started.',
        'At 3 or more: +10 to asking Granny Thimble for help.',
        'At 5 or more: +10 on the last journey home, because all of Button Hill is cheering.',
      ],
      optionsToSacrifice: 'Not spent.',
      optionsToGainAsReward: 'Return a lost thing to its owner on the way: +1.',
      narrativeImplications: ['At 0: a brand-new night of finding.', 'At 3 or more: the glow-worms flash hello as the Finders pass.'],
      adjustmentsAfterThreads: ['+1 every time a lost thing goes home.'],
      tooltip: 'Lost things taken home tonight.',
      initialValue: 0,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: false,
    },
  ],
  playerStats: [
    {
      id: 'player_brave_heart',
      name: 'Brave Heart',
      type: 'percentage',
      group: 'My Finder',
      possibleValues: '0-100: how brave your Finder feels right now.',
      effectOnPoints: [
        'Above 60%: +10 to climbing, crossing and going into dark places.',
        'Below 30%: -10 to going somewhere dark or high alone.',
        'Any time: +10 when a friend comes along too.',
      ],
      optionsToSacrifice: 'Do something brave while feeling wobbly (-10 Brave Heart).',
      optionsToGainAsReward: 'Finish something scary: +10 Brave Heart.',
      narrativeImplications: [
        'Below 30%: wobbly knees and trembling whiskers, but a friend can help.',
        '30% to 70%: ready for an adventure.',
        'Above 70%: as brave as a lion, or at least as a very determined mouse.',
      ],
      adjustmentsAfterThreads: ['+5 after every thread, because every adventure makes you a little braver.'],
      tooltip: 'How brave you feel.',
      initialValue: 50,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: true,
    },
    {
      id: 'player_bright_ideas',
      name: 'Bright Ideas',
      type: 'percentage',
      group: 'My Finder',
      possibleValues: '0-100: how good your Finder is at puzzles, clues and clever plans.',
      effectOnPoints: [
        'Above 60%: +10 to puzzles, clues and clever plans.',
        'Below 30%: -10 to working out whose lost thing it is.',
        '+5 whenever the Finder stops to look closely before doing something.',
      ],
      optionsToSacrifice: 'Try a silly plan that might just work (-10 Bright Ideas).',
      optionsToGainAsReward: 'Solve a puzzle or spot a clue: +10 Bright Ideas.',
      narrativeImplications: [
        'Below 30%: a bit muddled, and that is all right.',
        '30% to 70%: ideas popping like popcorn.',
        'Above 70%: a lightbulb over your head, nearly every time.',
      ],
      adjustmentsAfterThreads: ['+5 after a thread in which the Finders solved a puzzle.'],
      tooltip: 'How clever your plans are.',
      initialValue: 50,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: true,
    },
    {
      id: 'player_kindness_stars',
      name: 'Kindness Stars',
      type: 'number',
      group: 'My Finder',
      possibleValues: 'One star for every kind thing your Finder does.',
      effectOnPoints: [
        '+5 for each star spent when asking a creature of Button Hill for help, up to +15.',
        'At 3 or more: +10 to making friends with Whistle or Marjoram.',
        'At 0: -5 to asking for favours, because nobody knows you yet.',
      ],
      optionsToSacrifice: 'Spend a Kindness Star to get help.',
      optionsToGainAsReward: 'Every kind act earns a Kindness Star.',
      narrativeImplications: [
        'At 0: a brand-new Finder.',
        'At 3 or more: the creatures of Button Hill wave hello.',
        'At 6 or more: Granny Thimble gives you a special badge at the end of the night.',
      ],
      adjustmentsAfterThreads: ['+1 for every kind choice made during the thread.'],
      tooltip: 'Stars for being kind.',
      initialValue: 0,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: false,
    },
    {
      id: 'player_pocket',
      name: 'Pocket',
      type: 'string[]',
      group: 'My Finder',
      possibleValues: 'Useful little things: a button, a piece of string, a glow-worm lantern, a crumb of cake.',
      effectOnPoints: [
        '+10 when something in the pocket helps with the problem.',
        '+5 when a pocket thing is given to someone who needs it more.',
        '-5 to mending things with an empty pocket.',
      ],
      optionsToSacrifice: 'Give something from your pocket away.',
      optionsToGainAsReward: 'Find a useful little thing on the way.',
      narrativeImplications: ['Empty: light paws, ready to pick things up.', 'Full: your Finder jingles when walking.'],
      adjustmentsAfterThreads: ['Remove anything that was used up or given away.'],
      tooltip: 'What is in your pocket.',
      initialValue: [],
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: true,
    },
  ],
  characterSelectionIntroduction: {
    title: 'Who will be a Finder tonight?',
    text: 'Every Finder is small, and every Finder is brave in their own way. Choose who you want to be, and what your special job is at the Lost-and-Found.',
  },
  player1: {
    outcomes: [
      {
        id: 'outcome_new_friend',
        question: 'Who will this Finder make friends with on Button Hill tonight?',
        resonance: 'A small story about friendship, sitting inside the big adventure.',
        possibleResolutions: {
          resolution1: 'Marjoram the Magpie, who discovers that sharing feels even better than keeping.',
          resolution2: 'A shy creature of the night, who comes to live at the Lost-and-Found.',
          resolution3: 'Sir Marmalade the cat, who turns out to be a big softie and lets the Finders ride on his back.',
        },
        intendedNumberOfMilestones: 1,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Fennel',
        pronouns: HE,
        appearance:
          'A small hedgehog in a red woolly scarf, with a nose that twitches whenever he smells something interesting. When he gets excited, his prickles go pop-pop-pop all the way down his back.',
      },
      {
        name: 'Maple',
        pronouns: SHE,
        appearance:
          'A tiny brown mouse in a yellow raincoat much too big for her, with a pencil tucked behind one ear. She counts out loud, "one, two, three!", before she does anything brave.',
      },
      {
        name: 'Tumble',
        pronouns: IT,
        appearance:
          'A little tin robot the size of a teacup, with a winding key on its back, round lamp eyes and one squeaky wheel. It beeps a happy tune when it finds something and says "oopsy-daisy" when it bumps into things, which is often.',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'The Sniffer',
        fluffTemplate:
          '{Name} has the best nose on Button Hill. {Personal} can smell strawberry jam on a mitten from across the room, and can tell which child a lost thing belongs to just by the smell of their soap.',
        initialPlayerStatValues: [
          { statId: 'player_brave_heart', value: 60 },
          { statId: 'player_bright_ideas', value: 40 },
          { statId: 'player_pocket', value: ['a hanky for sniffly noses', 'a crumb of cheese'] },
        ],
      },
      {
        title: 'The Sorter',
        fluffTemplate:
          '{Name} loves putting things in the right place. Buttons go with buttons, socks go with socks, and every lost thing gets a label in {possessive} very best writing. When something does not fit anywhere, {name} gets a funny feeling in {possessive} tummy until it is sorted.',
        initialPlayerStatValues: [
          { statId: 'player_brave_heart', value: 35 },
          { statId: 'player_bright_ideas', value: 70 },
          { statId: 'player_pocket', value: ['a stub of pencil', 'three blank labels', 'a piece of string'] },
        ],
      },
      {
        title: 'The Mender',
        fluffTemplate:
          '{Name} can fix almost anything with a needle, a dab of glue and lots of patience. Torn ears, wobbly wheels, tangled kite strings: {name} mends them all, so every lost thing goes home looking its very best.',
        initialPlayerStatValues: [
          { statId: 'player_brave_heart', value: 45 },
          { statId: 'player_bright_ideas', value: 55 },
          { statId: 'player_pocket', value: ['a needle and red thread', 'a tiny pot of glue', 'a spare button'] },
        ],
      },
    ],
  },
  player2: {
    outcomes: [
      {
        id: 'outcome_asking_for_help',
        question: 'Will this Finder learn that asking for help is a brave thing too?',
        resonance: 'A gentle lesson for the second Finder, told through the adventure.',
        possibleResolutions: {
          favorable: 'They ask for help at just the right moment, and everything goes better because of it.',
          mixed: 'They ask a little late, but they do ask, and they remember for next time.',
          unfavorable: 'They try to do everything alone and get a bit stuck, until a friend helps anyway and they both laugh about it.',
        },
        intendedNumberOfMilestones: 1,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Pebble',
        pronouns: THEY,
        appearance:
          'A round, soft vole with enormous ears and a satchel made from an old glove. They hum a little song while they think, and they are nearly always thinking.',
      },
      {
        name: 'Ollo',
        pronouns: HE,
        appearance:
          'A sleek young otter with a wet black nose and a bright blue bobble hat. He cannot walk past a puddle without jumping in it. SPLOSH!',
      },
      {
        name: 'Hazel Hop',
        pronouns: SHE,
        appearance:
          'A long-legged young hare with one ear that flops down and a daisy tucked into the other. She bounces when she is happy and thumps her foot when she has an idea.',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'The Map-Keeper',
        fluffTemplate:
          '{Name} looks after the big map of the town, drawn on the back of a lost cereal box. Every hedge, gate and puddle between Button Hill and Ladder Lane is on it, and {name} adds new ones the moment they are found.',
        initialPlayerStatValues: [
          { statId: 'player_brave_heart', value: 50 },
          { statId: 'player_bright_ideas', value: 65 },
          { statId: 'player_pocket', value: ['the cereal-box map', 'a glow-worm lantern'] },
        ],
      },
      {
        title: 'The Climber',
        fluffTemplate:
          '{Name} can climb anything: trees, drainpipes, curtains and, once, a very surprised cat. When something lost is stuck up high, everybody calls for {name}, and {personal} will always come.',
        initialPlayerStatValues: [
          { statId: 'player_brave_heart', value: 75 },
          { statId: 'player_bright_ideas', value: 35 },
          { statId: 'player_pocket', value: ['a long piece of wool for a rope', 'a sticky bun for energy'] },
        ],
      },
      {
        title: 'The Singer',
        fluffTemplate:
          '{Name} knows a song for everything: a song for crossing streams, a song for when it is dark, and a sleepy song that can make even a grumpy cat yawn. Lost things feel better when {name} sings to them.',
        initialPlayerStatValues: [
          { statId: 'player_brave_heart', value: 40 },
          { statId: 'player_bright_ideas', value: 50 },
          { statId: 'player_pocket', value: ['a tiny whistle', 'a feather for tickling'] },
        ],
      },
    ],
  },
};
