import { HE, SHE, THEY, type SeedWorld } from '../seed-world';

/** Learn something: freshwater ecology taught through a field investigation of a failing trout river. */
export const whatTheRiverKnows: SeedWorld = {
  seedKey: 'what-the-river-knows',
  category: 'learn-something',
  title: 'What the River Knows',
  teaser:
    'The Willowbeck\'s trout are vanishing and everyone in the valley has a theory. Pull on your waders, count the mayflies, and find out what the river is really telling you.',
  tags: ['Learning', 'Mystery', 'Adventure', 'Reality', 'Hopeful'],
  gameMode: 'Cooperative',
  playerCountMin: 1,
  playerCountMax: 6,
  maxTurnsMin: 15,
  maxTurnsMax: 25,
  difficultyLevels: [
    { modifier: 20, title: 'Friendly' },
    { modifier: 10, title: 'Relaxed' },
    { modifier: 0, title: 'Balanced' },
  ],
  publicationStatus: 'Published',
  showOnWelcomeScreen: false,
  order: 6,
  containsImages: false,
  imageInstructions: {
    visualStyle: 'Clean naturalist field-guide illustration, mixed with sunny watercolour landscapes.',
    atmosphere: 'Bright summer fieldwork: glittering water, wet boots, curiosity, and the occasional thunderstorm.',
    colorPalette: 'River greens and browns, sky blue, wader green, the bright orange of survey kit, and the sickly green of algae below the town.',
    settingDetails:
      'Riffles and pools, alder-lined banks, an old stone weir, cattle at a muddy river crossing, an outfall pipe under a footbridge, white sorting trays full of tiny creatures, test kits and notebooks.',
    characterStyle: 'Real, varied people in waders, waterproofs and wellies, holding nets, trays and meters; friendly faces, plenty of mud.',
    artInfluences: 'Naturalist field guides, scientific illustration, outdoor-education posters.',
    coverPrompt:
      'A small team in waders kick-sampling in a sparkling riffle of a small river, one of them holding up a white tray in which a mayfly nymph and a stonefly nymph are drawn large in naturalist style; an old stone weir and a village bridge behind them, a heron watching from the bank; bright watercolour field-guide style.',
  },
  guidelines: {
    world:
      'The Willowbeck rises as cold springs on Hollin Moor, tumbles through fields and woodland, drops over the old mill weir at Millbridge and winds through water meadows to join a larger river twenty kilometres downstream. For generations it was known for its brown trout and for the clouds of mayflies that hatched over it on early summer evenings. In the last ten years the trout have grown scarce, the hatches have thinned, and below Millbridge the water turns green and sluggish every July.\n\nEveryone in the valley has a theory. The anglers blame the otters that came back a few years ago. The farmers blame the town\'s new housing estate. The town blames the farmers. The water company says its monitoring shows nothing unusual. Millbridge council has agreed to fund one summer of independent survey work, and a small team has been hired to find out what is really happening, with evidence, and to recommend a plan.\n\nThis World teaches freshwater ecology through a field investigation. Players sample riverbed invertebrates, measure oxygen, temperature, nutrients and cloudiness, walk the river from source to town, and talk to the people who live along it. The answer is what it usually is on real rivers: several causes acting together, each of them fixable. Every fact the story gives about rivers, species and chemistry must be accurate; only the place and the people are invented.',
    rules: [
      'Learning goals, taught through play: (1) invertebrates as indicators of water quality; (2) dissolved oxygen and what raises or lowers it; (3) how excess nutrients cause algal blooms (eutrophication); (4) why bankside trees and plants matter; (5) how fine sediment harms trout spawning; (6) why fish need connected rivers; (7) thinking about the whole catchment, and fair, evidence-based investigation.',
      'The science is accurate. Mayfly, stonefly and cased caddisfly larvae are sensitive to pollution and low oxygen; midge larvae (bloodworms), Tubifex worms, leeches and water hoglice tolerate poor water. Cold water holds more dissolved oxygen than warm water. Plants and algae add oxygen by day and use it at night, so oxygen is lowest around dawn, and decomposing algae use up even more. Brown trout need cool, well-oxygenated water and clean gravel to spawn in, in autumn and winter. Phosphate and nitrate from fertiliser, manure and sewage feed algae.',
      'Evidence beats rumour. A claim only counts once a measurement, a sample or a fair comparison supports it (upstream against downstream, before against after rain, now against old records). Evidence goes into each player\'s Field Notebook; a cause joins Causes Confirmed once at least two pieces of evidence support it.',
      'The causes are fixed and discoverable: cattle trampling the bank at Hollin Farm send fine silt downstream that smothers spawning gravels; manure and fertiliser runoff, plus a storm overflow at Millbridge that spills after heavy rain, add nutrients; bankside trees felled along the town reach let the water warm up; and the mill weir stops trout and eels moving upstream at low flows. The otters are not the cause. Reveal causes through investigation, never by announcement.',
      'Explain through action. When a player finds a stonefly nymph or a low oxygen reading, show what it means through a character\'s reaction or a simple comparison, in a sentence or two, never a lecture. Introduce few new terms and define each one the first time it appears.',
      'Each player has a specialism (water chemistry, invertebrates, fish and habitat, people, riverbanks and plants, catchment mapping) and threads should make their findings depend on one another. With fewer players, Dr Orrin and local characters cover the missing specialisms.',
    ],
    tone: [
      'Curious and hands-on: cold water over the top of your wellies, the thrill of a stonefly nymph in the tray, the smell of a river after rain.',
      'Respectful of everyone: farmers, anglers, engineers and townsfolk are decent people with partial knowledge, never cartoon polluters.',
      'Hopeful and practical: rivers can recover quickly once the causes are fixed, and the story lets players see that.',
      'Quietly funny: soggy notebooks, a heron that watches the team with open disdain, a dog that insists on joining every kick sample.',
    ],
    conflicts: [
      'Rumour against evidence: the otter theory, the blame game, and the slow work of proving what is really happening.',
      'Livelihoods against the river: a farmer whose cattle need water, a council that needs houses, a water company with a budget.',
      'Time against the season: one summer to gather data before the council votes.',
      'Weather against the plan: a storm can wash away evidence, or create it.',
    ],
    decisions: [
      'Where and when to sample, and how to make a comparison fair.',
      'Which hypothesis to test next, and what result would rule it out.',
      'How to share findings with people who may not want to hear them.',
      'Which fixes to recommend, balancing what helps the river with what people can afford.',
    ],
    typesOfThreads: [
      'Kick sample: three minutes of kicking the riverbed in a riffle, then sorting and identifying the catch in a white tray and working out what it says about the water.',
      'Water chemistry: measuring dissolved oxygen, temperature, nitrate, phosphate and turbidity, and finding a pattern (upstream against downstream, dawn against afternoon).',
      'Walking the river: following the Willowbeck from the moor to the town and mapping how it changes.',
      'Fish and habitat: checking spawning gravels, the weir and the pools with an angler or a fisheries officer.',
      'Storm event: heavy rain arrives; sample before and after to catch runoff and the overflow in the act.',
      'Local voices: a conversation with a farmer, an angler, a council officer or a water-company engineer, weighing what they know against what they assume.',
      'Testing a rumour: designing a fair test for a popular theory (the otters, the new estate) and accepting the result.',
      'Making the case: presenting the evidence and a restoration plan to a packed town meeting.',
    ],
    switchAndThreadInstructions: [
      'Alternate fieldwork threads (sampling, measuring) with people threads (interviews, meetings), so findings lead to conversations and conversations to new hypotheses.',
      'Keep Making the Case for the end, after at least two causes are confirmed; if the story is nearing its end without them, use a flavor switch toward the missing causes.',
    ],
  },
  storyElements: [
    {
      id: 'the_willowbeck',
      name: 'The Willowbeck',
      role: 'The river under investigation, from its source on the moor to the water meadows below town.',
      instructions:
        'Make each reach distinct: clear, cold and stony on the moor; trampled and muddy at Hollin Farm; deep and still above the mill weir; warm, open and weedy through Millbridge; green and sluggish in the meadows below town in July. Use the words riffle (shallow, fast, broken water), run and pool, and show what lives in each.',
      appearance:
        'A small river the width of a lane, bright and quick over stones in its upper reaches, shaded by alders and willows in places, bare-banked and slow through the town, with blankets of green algae in the lower meadows.',
      facts: [
        'The best mayfly hatches used to be on the stretch just below Millbridge.',
        'Springs on Hollin Moor keep the upper river cold even in August.',
        'The Willowbeck is a tributary: whatever happens here travels on downstream.',
      ],
    },
    {
      id: 'dr_halima_orrin',
      name: 'Dr Halima Orrin',
      role: 'Freshwater ecologist who leads the survey and mentors the team.',
      instructions:
        'She speaks in questions ("What would you expect to find if that were true?") and never gives the answer away; she points to the method. She is enthusiastic about invertebrates to the point of comedy, and gently corrects players who jump to conclusions.',
      appearance:
        'A small, energetic woman in her fifties in patched chest waders, a hand lens on a cord around her neck, a pencil in her hair and a battered white sorting tray under one arm.',
      facts: [
        'She sampled the Willowbeck once before, fifteen years ago as a student, and still has the data for comparison.',
        'She refuses to call any river "pristine".',
        'She keeps a live caddisfly larva in a jar on her desk "for company".',
      ],
    },
    {
      id: 'survey_kit',
      name: 'The Survey Kit',
      role: 'The team\'s equipment for sampling and measuring the river.',
      instructions:
        'Use the kit accurately: a long-handled D-frame net for kick samples, white trays and identification keys for sorting, a dissolved oxygen meter (readings in milligrams per litre and percent saturation), a thermometer, nitrate and phosphate test kits with colour charts, and a turbidity tube for cloudiness. Show how each works in a sentence of action.',
      appearance:
        'Two muddy crates of nets, trays, magnifiers and sample pots, a yellow oxygen meter with a probe on a cable, colour-chart test kits, a long clear turbidity tube and a field notebook in a waterproof bag.',
      facts: [
        'A standard kick sample lasts three minutes and covers every habitat in the riffle.',
        'The oxygen meter must be calibrated each morning, or its readings drift.',
        'Trout do best where the water holds more than about seven milligrams of dissolved oxygen per litre.',
      ],
    },
    {
      id: 'small_witnesses',
      name: 'The River\'s Small Witnesses',
      role: 'The invertebrates living on the riverbed, whose presence or absence reveals water quality.',
      instructions:
        'Sensitive: mayfly nymphs (usually three tails, gills along the abdomen), stonefly nymphs (two tails, clinging to stones in fast water), cased caddisfly larvae (cases built of sand, stones or plant bits). Moderately sensitive: freshwater shrimps. Tolerant: midge larvae (red bloodworms), Tubifex worms, leeches, water hoglice. What is present, what is missing and how many tell the story.',
      appearance:
        'Tiny creatures in a white tray: flattened mayfly nymphs waving feathery gills, a stonefly nymph gripping a pebble, caddis larvae peering out of cases of sand grains, wriggling red bloodworms, a curled freshwater shrimp.',
      facts: [
        'Stonefly nymphs are among the first to disappear when oxygen falls, because they need fast, cold, well-oxygenated water.',
        'Caddisfly larvae build their cases from whatever the riverbed offers, so silt-choked reaches have fewer of them.',
        'Below Millbridge, bloodworms and water hoglice now outnumber mayfly nymphs.',
      ],
    },
    {
      id: 'hollin_farm',
      name: 'Hollin Farm',
      role: 'The upstream hill farm, where the river first turns cloudy after rain.',
      instructions: 'Stone walls, damp fields and a cattle crossing where the bank has collapsed. Gideon Hale farms it.',
      appearance: 'Stone walls and damp fields; brown cattle standing knee-deep in a trampled bay of the river, where the bank has collapsed into a churned, muddy slope.',
      facts: [
        'The cattle crossing at Hollin Farm is where the river first turns cloudy after rain.',
        'The riverside field is spread with manure each spring.',
        'A pool where trout once rose has filled with silt.',
      ],
    },
    {
      id: 'gideon_hale',
      name: 'Gideon Hale',
      role: 'The farmer who runs Hollin Farm.',
      instructions:
        'Gideon is proud, tired and defensive, but no villain: he is losing his own land to bank erosion and would fence the river if he could afford it. His cattle drink straight from the river. He becomes an ally if treated fairly and shown evidence and options such as grants, fencing and drinking troughs.',
      appearance: 'A lean farmer in his sixties in a flat cap, a collie at his heel.',
      facts: [
        'Gideon spreads manure on the riverside field each spring, as his father did.',
        'He remembers catching trout with his grandfather in a pool that has since filled with silt.',
        'He would fence the river if he could afford it.',
      ],
    },
    {
      id: 'mill_weir',
      name: 'The Old Mill Weir',
      role: 'A two-metre stone weir at Millbridge, built to power a mill that closed long ago.',
      instructions:
        'Use it to teach connectivity: at low summer flows trout and eels cannot get upstream past it, and the still water above it warms up and traps silt. Options include a fish pass, an eel pass, lowering the weir or removing it, each with trade-offs of cost, heritage and flood risk.',
      appearance:
        'A curved wall of mossy stone blocks with a smooth sheet of water sliding over its lip, a deep brown pool above and a white, churning plunge pool below.',
      facts: [
        'The mill it served closed about a hundred years ago.',
        'In autumn, trout gather in the plunge pool below the weir, unable to reach their spawning streams upstream.',
        'The town is fond of its weir, so any plan to change it will be controversial.',
      ],
    },
    {
      id: 'storm_overflow',
      name: 'The Millbridge Storm Overflow',
      role: 'An outfall where the town\'s combined sewer spills diluted sewage into the river during heavy rain.',
      instructions:
        'Teach it accurately: in older towns rainwater and sewage share one pipe, and when heavy rain overwhelms the treatment works, the overflow releases the excess into the river so sewage does not back up into homes. Spills add nutrients and organic matter that use up oxygen. The water-company engineer is honest about the problem once shown data.',
      appearance:
        'A concrete outfall pipe half hidden under a footbridge, grey slimy growth ("sewage fungus") coating the stones below it, and a faint smell after rain.',
      facts: [
        'It is meant to spill only in exceptional storms, but the new housing estate drains into the same old pipes.',
        'Grey, slimy sewage fungus on the stones below an outfall is a sign of organic pollution.',
        'The water company records how often it spills, if someone asks the right person.',
      ],
    },
    {
      id: 'rumor_otters',
      name: 'The Otter Rumour',
      role: 'The favourite theory in the Millbridge Arms: the returning otters have eaten all the trout.',
      instructions:
        'Put it in the mouths of friendly, convincing characters. Let the players test it fairly (spraint analysis, fish counts, comparing stretches). The evidence shows otters eat some trout, along with eels, frogs and crayfish, but did not cause the decline, and that their return is a sign the river has improved in some ways.',
      appearance: 'Regulars at the bar with pints raised, and a faded photograph behind the counter of a huge trout caught in 1978.',
      facts: [
        'Otters vanished from the valley for decades and came back as rivers became cleaner.',
        'Otter droppings, called spraint, contain bones and scales that show what the otter has eaten.',
        'The trout decline began several years before the otters returned.',
      ],
    },
    {
      id: 'summer_storm',
      name: 'The Summer Storm',
      role: 'A forecast thunderstorm that arrives midway through the survey.',
      instructions:
        'Mention the forecast early so players can plan to sample before and after. After heavy rain: brown water from Hollin Farm, the overflow spilling, a pulse of nutrients, and a few days later an algal bloom in the slow reaches. A chance to catch causes in the act.',
      appearance: 'A wall of purple cloud over Hollin Moor, then sheets of rain, and a river that rises and turns the colour of milky tea.',
      facts: [
        'Turbidity below Hollin Farm rises sharply within an hour of heavy rain.',
        'The overflow spills when rain is heavy enough for long enough.',
        'A few days after a storm, dissolved oxygen in the slow reaches falls lowest in the hours before dawn.',
      ],
    },
  ],
  sharedOutcomes: [
    {
      id: 'outcome_find_the_causes',
      question: 'Can the team work out, with evidence, why the Willowbeck\'s trout and mayflies are disappearing?',
      resonance: 'The investigation at the heart of the World; every fieldwork thread should add evidence.',
      possibleResolutions: {
        favorable:
          'The team proves the whole picture (silt, nutrients, overflow spills, lost shade and the weir) with data anyone can check, and the otters are cleared of blame.',
        mixed: 'Two or three causes are proven; the rest stay suspicions, and the valley argues about them for another year.',
        unfavorable: 'The evidence is too thin to convince anyone, and the valley settles on the easiest story: it must be the otters.',
      },
      intendedNumberOfMilestones: 3,
      milestones: [],
    },
    {
      id: 'outcome_restoration_plan',
      question: 'Will Millbridge agree to a restoration plan that fixes the real causes?',
      resonance: 'Turning knowledge into action: the payoff of the science.',
      possibleResolutions: {
        favorable:
          'The town meeting agrees on fencing and drinking troughs at Hollin Farm, riverside trees, a fish pass on the weir and an upgrade to the overflow; within a few summers the mayfly evenings return.',
        mixed: 'Some fixes are funded and some postponed; the river improves above the town but stays green below it.',
        unfavorable: 'The plan is shelved for "further consultation", and the team leaves its data with the angling club, ready for next summer.',
      },
      intendedNumberOfMilestones: 2,
      milestones: [],
    },
  ],
  statGroups: ['Field Team', 'The River'],
  sharedStats: [
    {
      id: 'shared_river_health',
      name: 'River Health',
      type: 'percentage',
      group: 'The River',
      possibleValues: '0-100: the overall condition of the Willowbeck (oxygen, clarity, habitat and life).',
      effectOnPoints: [
        'Below 30%: -10 to finding sensitive species anywhere below Millbridge.',
        'Above 60%: +10 to fish and habitat threads; trout are moving again.',
        'Above 60%: +5 at the town meeting, because people can see the change for themselves.',
      ],
      optionsToSacrifice: 'Not spent.',
      optionsToGainAsReward: 'A quick fix put in place (a temporary fence, a cleared drain, planted willow stakes): +5 to +10.',
      narrativeImplications: [
        'Below 30%: green water, fish gasping at the surface at dawn, a smell in the meadows.',
        '30% to 60%: a river holding on.',
        'Above 60%: mayflies dancing over the water in the evening light.',
      ],
      adjustmentsAfterThreads: ['-5 after a storm thread in which nothing was done.', '+5 to +15 when a restoration action is agreed and carried out.'],
      tooltip: 'The overall condition of the river.',
      initialValue: 35,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: false,
    },
    {
      id: 'shared_causes_confirmed',
      name: 'Causes Confirmed',
      type: 'string[]',
      group: 'The River',
      possibleValues:
        'Causes proven with at least two pieces of evidence: silt from the cattle crossing, nutrient runoff, storm overflow spills, loss of bankside shade, the weir barrier.',
      effectOnPoints: [
        '+5 at the town meeting for each confirmed cause, up to +15.',
        '-10 at the town meeting with fewer than two confirmed causes.',
        '+5 to fish and habitat threads once silt or the weir is confirmed.',
      ],
      optionsToSacrifice: 'Not spent.',
      optionsToGainAsReward: 'Add a cause once at least two pieces of evidence support it.',
      narrativeImplications: [
        'Empty: everyone is still arguing.',
        'Two or more: the blame game starts to give way to planning.',
        'All five: the whole picture, and the whole valley can see it.',
      ],
      adjustmentsAfterThreads: ['Add a cause after any thread that produced the second piece of evidence for it.'],
      tooltip: 'What the team has proven so far.',
      initialValue: [],
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: false,
    },
  ],
  playerStats: [
    {
      id: 'player_field_skill',
      name: 'Field Skill',
      type: 'percentage',
      group: 'Field Team',
      possibleValues: '0-100: how well you sample, identify and measure.',
      effectOnPoints: [
        'Above 60%: +10 to sampling, identification and measurement challenges.',
        'Below 30%: -10 to identifying invertebrates or getting a reading you can trust.',
        '+5 whenever the player calibrates equipment, repeats a measurement or uses a comparison site.',
      ],
      optionsToSacrifice: 'Push on through cold, tiredness or a slippery riverbed (-10 Field Skill as you tire).',
      optionsToGainAsReward: 'Learn a technique from Dr Orrin or a local expert: +10.',
      narrativeImplications: [
        'Below 30%: nets full of gravel and readings that do not add up.',
        '30% to 70%: careful, competent fieldwork.',
        'Above 70%: you can tell a mayfly from a stonefly at a glance.',
      ],
      adjustmentsAfterThreads: ['+5 after every fieldwork thread.'],
      tooltip: 'How good you are at fieldwork.',
      initialValue: 50,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: true,
    },
    {
      id: 'player_local_trust',
      name: 'Local Trust',
      type: 'percentage',
      group: 'Field Team',
      possibleValues: '0-100: how much the people of the valley trust you.',
      effectOnPoints: [
        'Above 60%: +10 to interviews, getting access to land and persuading people.',
        'Below 30%: -10 to anything that needs a local\'s cooperation, such as access to Hollin Farm or the water company\'s records.',
        'Below 30%: -5 at the town meeting.',
      ],
      optionsToSacrifice: 'Name a culprit in public before people are ready (-15 Local Trust).',
      optionsToGainAsReward: 'Listen first, share data openly, or help with a chore: +10.',
      narrativeImplications: [
        'Below 30%: gates are padlocked and conversations stop when you walk into the pub.',
        '30% to 70%: polite curiosity.',
        'Above 70%: Gideon puts the kettle on, and the anglers ask to see your data.',
      ],
      adjustmentsAfterThreads: ['+5 after a people thread that ended favorably.', '-5 after a thread in which the player blamed someone without evidence.'],
      tooltip: 'How much the valley trusts you.',
      initialValue: 50,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: true,
    },
    {
      id: 'player_field_notebook',
      name: 'Field Notebook',
      type: 'string[]',
      group: 'Field Team',
      possibleValues: 'Evidence and knowledge in a few words each: a measurement, a sample, an observation or a record, with place and time where it matters.',
      effectOnPoints: [
        '+10 when an entry directly supports the argument being made.',
        '+5 when the notebook holds a fair comparison (upstream and downstream, before and after rain).',
        '-10 to convincing anyone of a cause the notebook has no evidence for.',
      ],
      optionsToSacrifice: 'Hand an entry to someone else as proof, giving up its use for your own case.',
      optionsToGainAsReward: 'Add a new piece of evidence after a successful fieldwork or interview thread.',
      narrativeImplications: ['Empty: opinions, not evidence.', 'Five or more entries: patterns begin to appear.'],
      adjustmentsAfterThreads: ['Add the evidence found during each fieldwork thread.'],
      tooltip: 'What you know, and can prove.',
      initialValue: [],
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: true,
    },
    {
      id: 'player_species_identified',
      name: 'Species Identified',
      type: 'number',
      group: 'Field Team',
      possibleValues: 'How many different kinds of river creature you have correctly identified this summer.',
      effectOnPoints: [
        'At 10 or more: +10 to building an invertebrate picture of a site.',
        'At 5 or fewer: -5 to identification challenges.',
        'At 20 or more: +10 when presenting to experts.',
      ],
      optionsToSacrifice: 'Not spent.',
      optionsToGainAsReward: '+1 to +3 for each new kind of creature correctly identified.',
      narrativeImplications: ['Below 5: everything looks like a small brown wriggle.', 'Above 15: you start seeing the river as a crowd of neighbours.'],
      adjustmentsAfterThreads: ['+1 to +3 after every kick-sample thread.'],
      tooltip: 'River creatures you can name.',
      initialValue: 0,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: false,
    },
  ],
  characterSelectionIntroduction: {
    title: 'Join the Willowbeck Survey',
    text: 'The council has funded one summer of fieldwork. Each member of the team brings a specialism: water chemistry, river creatures, fish and habitat, people, riverbanks and plants, or maps of the whole catchment. Choose who you are and what you bring to the riverbank.',
  },
  player1: {
    outcomes: [
      {
        id: 'outcome_oxygen_story',
        question: 'Can the water chemist prove when and where the Willowbeck runs short of oxygen, and why?',
        resonance: 'The chemistry specialism: dissolved oxygen, temperature and nutrients.',
        possibleResolutions: {
          favorable: 'A series of dawn and afternoon readings shows exactly where oxygen crashes and why, and becomes the centrepiece of the case.',
          mixed: 'The pattern is clear, but one reading is disputed and will have to be repeated next summer.',
          unfavorable: 'The meter drifted or the timing was wrong, and the oxygen story stays a hunch.',
        },
        intendedNumberOfMilestones: 2,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Zainab Okafor',
        pronouns: SHE,
        appearance:
          'Tall, with braids tucked under a bucket hat and a calculator watch she checks constantly. She writes every reading twice: once in the notebook, once on the back of her hand.',
      },
      {
        name: 'Elliot Brennan',
        pronouns: HE,
        appearance:
          'Stocky and cheerful, with safety goggles pushed up on his forehead even when there is nothing to be safe from. He narrates his method under his breath as he works.',
      },
      {
        name: 'Sasha Ndlovu',
        pronouns: THEY,
        appearance:
          'Wiry and precise, in a waterproof jacket covered in pockets, each holding a labelled vial. They tilt their head when a number surprises them and say "interesting" in a tone that means "wrong".',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'School Chemistry Enthusiast',
        fluffTemplate:
          '{Name} has just finished a school chemistry course and was the only one in {possessive} class who enjoyed titrations. {Personal} signed up for the survey to find out whether chemistry works outside a laboratory.',
        initialPlayerStatValues: [
          { statId: 'player_field_skill', value: 45 },
          { statId: 'player_local_trust', value: 55 },
          { statId: 'player_field_notebook', value: ['Cold water holds more dissolved oxygen than warm water'] },
        ],
      },
      {
        title: 'Retired Brewery Chemist',
        fluffTemplate:
          '{Name} spent thirty years testing water for a brewery, where a bad reading meant a bad batch. Retirement was quiet for exactly one month. The Willowbeck is {possessive} new batch, and {personal} would like to get it right.',
        initialPlayerStatValues: [
          { statId: 'player_field_skill', value: 75 },
          { statId: 'player_local_trust', value: 60 },
          { statId: 'player_field_notebook', value: ['Calibrate the oxygen meter every morning', 'Phosphate is often the nutrient that limits algae in fresh water'] },
        ],
      },
      {
        title: 'Water Company Trainee',
        fluffTemplate:
          '{Name} works for the water company that runs the Millbridge treatment works, and volunteered for the survey before anyone could stop {object}. Knowing where the pipes run, {name} suspects the company will not enjoy everything the survey finds.',
        initialPlayerStatValues: [
          { statId: 'player_field_skill', value: 55 },
          { statId: 'player_local_trust', value: 35 },
          { statId: 'player_field_notebook', value: ['The Millbridge overflow sits on an old combined sewer'] },
        ],
      },
    ],
  },
  player2: {
    outcomes: [
      {
        id: 'outcome_creature_map',
        question: 'Can the invertebrate specialist build a map of the river\'s creatures that convinces even the sceptics?',
        resonance: 'Biological indicators: what lives where, and what that reveals.',
        possibleResolutions: {
          favorable: 'The map shows sensitive species vanishing exactly where the problems begin; even the anglers pin it up in the pub.',
          mixed: 'The map is good, but some sites are missing, and the sceptics pick at the gaps.',
          unfavorable: 'Too few samples and too many muddled identifications: the map is quietly put aside.',
        },
        intendedNumberOfMilestones: 2,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Imogen Teasdale',
        pronouns: SHE,
        appearance:
          'Small and freckled, in waders held up with string, with a hand lens she uses on everything, including people\'s jumpers. She names every creature she finds and apologises to each one as she puts it back.',
      },
      {
        name: 'Kwame Asante',
        pronouns: HE,
        appearance:
          'Lanky and soft-spoken, with a sketchbook full of pencil drawings of insects and permanently wet sleeves. He goes completely still when something moves in the tray, and whispers.',
      },
      {
        name: 'Bryn Calloway',
        pronouns: THEY,
        appearance:
          'Round-faced and grinning, with a bucket hat covered in fishing-fly pins and mud on both knees. They cannot stop saying "look at this one!", and they are usually right.',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'Young Pond-Dipper',
        fluffTemplate:
          '{Name} has kept a pond-dipping diary since the age of eight and can tell a damselfly nymph from a dragonfly nymph at a glance. This is the first time anyone has paid {object} to do it.',
        initialPlayerStatValues: [
          { statId: 'player_field_skill', value: 60 },
          { statId: 'player_local_trust', value: 50 },
          { statId: 'player_field_notebook', value: ['Mayfly nymphs usually have three tails; stonefly nymphs have two'] },
        ],
      },
      {
        title: 'Fly-Fishing Guide',
        fluffTemplate:
          '{Name} has tied trout flies for twenty years, each one an imitation of a river insect. {Personal} knew the Willowbeck\'s hatches by heart, and watched them thin season by season without knowing why.',
        initialPlayerStatValues: [
          { statId: 'player_field_skill', value: 50 },
          { statId: 'player_local_trust', value: 75 },
          { statId: 'player_field_notebook', value: ['The big mayfly hatches used to come in late May', 'Fewer hatches below the bridge every year'] },
        ],
      },
      {
        title: 'Museum Volunteer',
        fluffTemplate:
          '{Name} spends weekends sorting the town museum\'s pinned insect collection. The Willowbeck specimens, collected a century ago, include species that nobody has recorded alive for decades, and {name} would very much like to know whether they are still out there.',
        initialPlayerStatValues: [
          { statId: 'player_field_skill', value: 65 },
          { statId: 'player_local_trust', value: 40 },
          { statId: 'player_field_notebook', value: ['Museum records list stoneflies from the Millbridge reach'] },
        ],
      },
    ],
  },
  player3: {
    outcomes: [
      {
        id: 'outcome_spawning_gravels',
        question: 'Will the trout be able to reach and use clean spawning gravels again?',
        resonance: 'Habitat and connectivity: sediment, shade and the weir.',
        possibleResolutions: {
          favorable:
            'The gravels are cleaned, the weir gets a fish pass, and by winter trout are cutting their nests upstream of Millbridge for the first time in decades.',
          mixed: 'The gravels run cleaner, but the weir stays as it is for now, and the trout spawn below it.',
          unfavorable: 'Silt keeps smothering the gravels and the weir stands unchanged; this autumn the trout wait below it again.',
        },
        intendedNumberOfMilestones: 2,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Morag Lindsay',
        pronouns: SHE,
        appearance:
          'Broad-shouldered and weather-beaten, in a faded fleece and polarised sunglasses she wears even in the rain. She reads the water\'s surface like a page and points at things with her chin.',
      },
      {
        name: 'Tobias Fenwick',
        pronouns: HE,
        appearance:
          'Young and eager, a tape measure clipped to his belt and a waterproof camera round his neck. He lies flat on bridges to peer into pools and forgets to get up.',
      },
      {
        name: 'Remy Castell',
        pronouns: THEY,
        appearance:
          'Quiet and patient under a wide-brimmed hat, with hands calloused from building dry-stone walls. They skim stones while they think and always count the bounces.',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'Angling Club Bailiff',
        fluffTemplate:
          '{Name} patrols the Willowbeck for the Millbridge Angling Club and has fished it since childhood. Every pool has a name in {possessive} head, and {possessive} twenty-year logbook of catches makes grim reading.',
        initialPlayerStatValues: [
          { statId: 'player_field_skill', value: 55 },
          { statId: 'player_local_trust', value: 70 },
          { statId: 'player_field_notebook', value: ['Club logbook: trout catches halved in ten years'] },
        ],
      },
      {
        title: 'Fisheries Student',
        fluffTemplate:
          '{Name} is studying fish biology and chose the Willowbeck for {possessive} summer project. {Personal} arrived with textbooks about trout nests, a great deal of enthusiasm and not quite enough warm socks.',
        initialPlayerStatValues: [
          { statId: 'player_field_skill', value: 60 },
          { statId: 'player_local_trust', value: 40 },
          { statId: 'player_field_notebook', value: ['Trout lay their eggs in gravel nests called redds', 'Eggs need water flowing through clean gravel to get oxygen'] },
        ],
      },
      {
        title: 'Dry-Stone Waller',
        fluffTemplate:
          '{Name} builds and mends walls on the valley farms and has walked every field along the river. {Personal} noticed where the banks were slumping and where the trees had been cut long before any scientist arrived.',
        initialPlayerStatValues: [
          { statId: 'player_field_skill', value: 40 },
          { statId: 'player_local_trust', value: 80 },
          { statId: 'player_field_notebook', value: ['The alders along the town reach were felled six years ago'] },
        ],
      },
    ],
  },
  player4: {
    outcomes: [
      {
        id: 'outcome_common_ground',
        question: 'Can the team\'s community specialist turn the valley\'s blame game into a shared plan?',
        resonance: 'Science needs people: listening, explaining and building agreement.',
        possibleResolutions: {
          favorable: 'Farmer, anglers, council and water company sit at one table and sign the same plan.',
          mixed: 'Some come to the table and some sulk: enough to start, not yet enough to finish.',
          unfavorable: 'Everyone leaves the meeting more certain than ever that it is someone else\'s fault.',
        },
        intendedNumberOfMilestones: 2,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Ottilie Barraclough',
        pronouns: SHE,
        appearance:
          'Sixty, brisk and kind, in a red raincoat, carrying a clipboard and a tin of flapjacks. She remembers everyone\'s name and their dog\'s name, and writes both down.',
      },
      {
        name: 'Ibrahim Sayegh',
        pronouns: HE,
        appearance:
          'In his thirties, smart-casual even in a field, with a laptop bag and muddy trainers. He listens with his whole face and repeats back the last thing you said, so you know he heard it.',
      },
      {
        name: 'Devon Alder',
        pronouns: THEY,
        appearance:
          'Twenty-something, a recorder clipped to their collar and a scarf knitted by their grandmother. They keep asking "and why do you think that is?" until people answer honestly, if only to make it stop.',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'Town Councillor',
        fluffTemplate:
          '{Name} sits on Millbridge council and pushed for the survey to be funded. If it fails, {possessive} seat is at risk; if it succeeds, {personal} will have to persuade the same council to pay for the fixes.',
        initialPlayerStatValues: [
          { statId: 'player_field_skill', value: 30 },
          { statId: 'player_local_trust', value: 60 },
          { statId: 'player_field_notebook', value: ['Council minutes: the new estate drains into the old town sewer'] },
        ],
      },
      {
        title: 'Community Radio Presenter',
        fluffTemplate:
          '{Name} hosts a Saturday morning show on Millbridge Community Radio and has heard every theory about the river from callers. What {name} wants is the real story, and a good one for the listeners.',
        initialPlayerStatValues: [
          { statId: 'player_field_skill', value: 35 },
          { statId: 'player_local_trust', value: 50 },
          { statId: 'player_field_notebook', value: ['Callers blame the otters, the farmers, the estate and "chemicals"'] },
        ],
      },
      {
        title: 'From a Farming Family',
        fluffTemplate:
          '{Name} grew up on a farm two valleys over and now works in town, fluent in the language of farmers and townsfolk alike. Lately {name} is tired of hearing each side blame the other.',
        initialPlayerStatValues: [
          { statId: 'player_field_skill', value: 40 },
          { statId: 'player_local_trust', value: 75 },
          { statId: 'player_field_notebook', value: ['Grants can pay for riverside fencing and drinking troughs'] },
        ],
      },
    ],
  },
  player5: {
    outcomes: [
      {
        id: 'outcome_shade_and_roots',
        question: 'Can the riverbank specialist show what the felled trees and bare banks are costing the Willowbeck, and get shade growing over the water again?',
        resonance: 'Bankside trees and plants: shade keeps the water cool, roots hold the banks together, and falling leaves and insects feed the river.',
        possibleResolutions: {
          favorable:
            'Temperature readings taken on the same hot afternoon in shaded and open stretches tell the story in one clear graph, and by autumn volunteers are planting alders along the bare town reach.',
          mixed: 'The council agrees to plant trees, but only along the far bank, so the town reach gets half its shade back, in about fifteen years.',
          unfavorable: 'A cloudy week blurs the difference between shade and sun, the banks stay bare, and the town decides that trees would only block the view of the river.',
        },
        intendedNumberOfMilestones: 2,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Saoirse Quinlan',
        pronouns: SHE,
        appearance:
          'Long-legged and sunburnt on one side only, with secateurs in a holster and burrs stuck to her socks. She touches the leaves of every bankside plant she passes, as if saying hello, and tells you its name whether you asked or not.',
      },
      {
        name: 'Arjun Mistry',
        pronouns: HE,
        appearance:
          'Round-shouldered and gentle, in a straw hat mended with tape, with a canvas bag of willow cuttings over one shoulder. He crushes leaves between his fingers to identify them by smell, then offers them to whoever is nearest to sniff too.',
      },
      {
        name: 'Jory Pentreath',
        pronouns: THEY,
        appearance:
          'Tall and windblown, in dungarees with a trowel in the bib pocket and soil worked permanently into their knuckles. They lie on their stomach at the edge of the bank to inspect roots, and describe what they find, in detail, to the heron.',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'Tree Nursery Volunteer',
        fluffTemplate:
          '{Name} grows alder and willow seedlings in yoghurt pots at the Millbridge community tree nursery, four hundred of them at the last count. {Personal} would dearly like to know where along the river the young trees would do the most good, and who will give permission to plant them.',
        initialPlayerStatValues: [
          { statId: 'player_field_skill', value: 45 },
          { statId: 'player_local_trust', value: 65 },
          { statId: 'player_field_notebook', value: ['Alders grow well in wet ground, and their roots help hold riverbanks together'] },
        ],
      },
      {
        title: 'Botany Undergraduate',
        fluffTemplate:
          '{Name} is halfway through a botany degree and spent last summer pressing river plants between the pages of an old dictionary. {Personal} can identify almost anything green with a hand lens and a key, but persuading a farmer to let it grow is not covered in any textbook.',
        initialPlayerStatValues: [
          { statId: 'player_field_skill', value: 70 },
          { statId: 'player_local_trust', value: 35 },
          { statId: 'player_field_notebook', value: ['Water-crowfoot grows in clear, flowing water', 'Where nutrients are high, algae can smother river plants'] },
        ],
      },
      {
        title: 'Council Grounds Keeper',
        fluffTemplate:
          '{Name} has mown Millbridge\'s parks and verges for fifteen years, including the riverside strip where the alders used to stand. {Personal} helped fell them when the council wanted a wider footpath, and every hot summer since, {name} has wondered whether that was a mistake.',
        initialPlayerStatValues: [
          { statId: 'player_field_skill', value: 35 },
          { statId: 'player_local_trust', value: 75 },
          { statId: 'player_field_notebook', value: ['The town-reach alders were felled to widen the riverside footpath', 'The town reach feels warm to the hand in July (not yet measured)'] },
        ],
      },
    ],
  },
  player6: {
    outcomes: [
      {
        id: 'outcome_catchment_map',
        question: 'Can the catchment mapper show the valley that the Willowbeck is shaped by all the land that drains into it, not only by what happens at the water\'s edge?',
        resonance: 'Thinking about the whole catchment: every field, road and roof that drains to the river sends it rain, and whatever the rain has picked up on the way.',
        possibleResolutions: {
          favorable:
            'The finished map, with every field drain, road gully and outfall traced to the river, hangs in the town hall, and people start saying "upstream of us" without blaming anyone.',
          mixed: 'The map is accurate but unfinished: the moor and the town are done, and the farms in between stay a blank that the valley still argues over.',
          unfavorable: 'The map never comes together, and each reach goes on treating the river as someone else\'s problem.',
        },
        intendedNumberOfMilestones: 2,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Marisol Carvalho',
        pronouns: SHE,
        appearance:
          'Compact and quick, with a map tube slung across her back and a GPS unit she talks to like a stubborn pet. She draws little maps on whatever paper is nearest, including other people\'s sandwich wrappers.',
      },
      {
        name: 'Magnus Thorsby',
        pronouns: HE,
        appearance:
          'Big, bearded and unhurried, with a rain gauge poking out of his rucksack and reading glasses on a cord. He taps the sky with a pencil when he is working something out, as if the answer were written up there.',
      },
      {
        name: 'Pip Marchetti',
        pronouns: THEY,
        appearance:
          'Small and sharp-eyed, in a raincoat two sizes too big with every pocket full of coloured pens. They colour-code everything, including their sandwiches, and cannot pass a puddle without asking where it drains to.',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'Geography Club Captain',
        fluffTemplate:
          '{Name} runs the school geography club and has drawn the Willowbeck\'s catchment on a poster-sized map, with its boundary along the hilltops marked in red felt-tip. The survey is a chance to find out where every raindrop that falls on the valley ends up, and {name} already suspects the answer: in the river, sooner or later.',
        initialPlayerStatValues: [
          { statId: 'player_field_skill', value: 50 },
          { statId: 'player_local_trust', value: 50 },
          { statId: 'player_field_notebook', value: ['A catchment is all the land that drains into one river', 'The catchment boundary runs along the tops of the hills'] },
        ],
      },
      {
        title: 'Retired Drainage Engineer',
        fluffTemplate:
          '{Name} spent forty years designing roads and drains for the county and kept every plan, in a garage that no longer has room for a car. {Personal} can show exactly where each field drain, road gully and storm pipe in the valley meets the river, if someone will help carry the boxes.',
        initialPlayerStatValues: [
          { statId: 'player_field_skill', value: 70 },
          { statId: 'player_local_trust', value: 40 },
          { statId: 'player_field_notebook', value: ['Old plans show field drains under Hollin Farm\'s riverside field', 'Roofs and roads send rain to the river faster than fields do'] },
        ],
      },
      {
        title: 'Volunteer Rainfall Recorder',
        fluffTemplate:
          '{Name} has read the rain gauge in {possessive} back garden at nine o\'clock every morning for twenty-two years and sends the figures to the national weather records. {Personal} can name the wettest day in Millbridge this century without looking it up, and would not be surprised if the river remembers it too.',
        initialPlayerStatValues: [
          { statId: 'player_field_skill', value: 55 },
          { statId: 'player_local_trust', value: 70 },
          { statId: 'player_field_notebook', value: ['Twenty-two years of daily rainfall records for Millbridge', 'Recent summers have brought more heavy downpours than the early years of the record'] },
        ],
      },
    ],
  },
};
