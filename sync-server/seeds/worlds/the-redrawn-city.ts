import { HE, SHE, THEY, type SeedWorld } from '../seed-world';

/** Enjoy fiction: an inky fantasy mystery about a city that becomes whatever its map says. */
export const theRedrawnCity: SeedWorld = {
  seedKey: 'the-redrawn-city',
  category: 'enjoy-fiction',
  title: 'The Redrawn City',
  teaser:
    'In Quillmarsh, whatever the Survey engraves on its copper map is real by sunrise. Three nights ago someone drew a street nobody ordered, and it is still growing.',
  tags: ['Fiction', 'Mystery', 'Adventure', 'Fantasy', 'Surreal', 'Exciting'],
  gameMode: 'CooperativeCompetitive',
  playerCountMin: 1,
  playerCountMax: 4,
  maxTurnsMin: 20,
  maxTurnsMax: 30,
  difficultyLevels: [
    { modifier: 10, title: 'Relaxed' },
    { modifier: 0, title: 'Balanced' },
    { modifier: -10, title: 'Challenging' },
    { modifier: -20, title: 'Struggle' },
  ],
  publicationStatus: 'Published',
  showOnWelcomeScreen: true,
  order: 1,
  containsImages: false,
  imageInstructions: {
    visualStyle: 'Copperplate engraving meets watercolour: fine cross-hatched line work under loose, transparent washes.',
    atmosphere: 'Damp, hushed and uncanny; lamplit evenings, grey dawns, the feeling that the street behind you has just moved.',
    colorPalette:
      'Sepia, iron-gall black and lagoon grey-green, warmed by the glow of copper; one vivid accent reserved for Vesper Lane: the deep blue of a summer evening.',
    settingDetails:
      'Narrow houses on silt islands, footbridges and canals, brass plate references beside every door, stamped notices on bridges, a black iron press, stilted huts of salvaged doors in the fog flats.',
    characterStyle:
      'Engraved portraits with ink-stained hands and working clothes (long coats, aprons, waistcoats, clerks\' sleeves); expressive, lived-in faces; no armour, no swords.',
    artInfluences: 'Antique city maps, banknote engraving, botanical plate hatching, ink-wash book illustration.',
    coverPrompt:
      'An engraved, cross-hatched map of a lagoon city seen from above at dusk; one curving street glows deep evening blue as if it is being drawn at this very moment; a tiny figure with a lantern stands at its entrance; sepia and copper tones, empty sky at the top for the title.',
  },
  guidelines: {
    world:
      'Quillmarsh is a lagoon city of silt islands stitched together by footbridges, canals and the law of the Survey. Beneath the Survey Tower lies the Master Plate, a copper map engraved line by line by sworn Surveyors. Each dawn the Printers\' Guild inks the Plate and pulls a single sheet on the great press, and by the time the sheet is dry the city has quietly agreed with it. A line cut yesterday is a bridge this morning. A warehouse scraped off the Plate is simply gone, and the people who lived in it wake up in the Margins, the fog flats beyond the edge of the map, where no address can reach them.\n\nThree nights ago someone drew a street nobody ordered. Vesper Lane runs off Tallowgate at an angle no Surveyor would permit, its doors painted the blue of a summer evening, and every dawn it is a few houses longer. Walk it and you come home an hour later than you should, with no memory of that hour and, sometimes, with something in your pocket you did not own before. The Survey insists the Plate shows no such street. The Printers swear their sheet shows it plainly. The Marginfolk have started sleeping there, because it is the first place in years that seems to want them.\n\nIn five dawns the Survey will perform the Quarter-Day Reprint: the whole city pulled fresh from the Plate, every unsanctioned alteration scraped away. If Vesper Lane is still standing then, it will be erased, and so will anyone inside it. The players have five dawns to learn who is drawing the Lane, why, and what Quillmarsh owes the people it has rubbed out.',
    rules: [
      'What is printed at dawn is true by sunrise. Nothing in Quillmarsh changes by wishing or spellcraft; it changes by burin, ink and press, and every line has to be cut by a skilled hand. A badly cut line prints badly: a bridge with no far end, a staircase that only goes down.',
      'Erased people are not dead. They wake in the Margins with whatever they were holding, and the city forgets their address, their records and, slowly, their faces.',
      'Every visit to Vesper Lane costs the walker Lost Minutes. Inside it, clocks run backwards and every house holds a room of things the city has lost. The Lane grows after every thread (Lane Growth).',
      'The Lane is drawn on the Foul Copy, the founder\'s forbidden draft plate. Who holds that burin (the Surveyor-General\'s vanished apprentice, Aunt Tallow of the Margins, or nobody at all, the Foul Copy drawing itself from what the city has lost) is settled by the milestones of the shared outcomes and never revealed in the first half of the story.',
      'Dawns Until Reprint counts down after each thread. When it reaches 0 the Reprint begins and the story moves to its climax in the Survey Tower and the pressroom.',
      'With several players, everyone wants the mystery solved, but the question of who holds the burin can put players on the Survey\'s side or the Margins\' side from one thread to the next. Allegiances may shift; betrayals must have reasons.',
    ],
    tone: [
      'Inky and precise, then wry: describe the city the way an engraver sees it (line, hatching, texture), then puncture the description with a human detail or a dry joke.',
      'Wonder first, dread second: Vesper Lane is beautiful and inviting before it is frightening.',
      'Bureaucracy is weather here. Stamps, erasure notices and survey orders are part of the atmosphere, and officials are tired people with reasons, not villains.',
      'Violence is rare and never the answer to the mystery; losing an hour, an address or a name is frightening enough.',
    ],
    conflicts: [
      'Order against belonging: a city that keeps itself tidy by erasing the people who do not fit its map.',
      'The clock: five dawns until the Reprint, and a Lane that grows every morning.',
      'Record against memory: what the Plate says happened against what people remember of their missing hour.',
      'Seat against seat: the Survey insider, the Margin-dweller, the printer and the street each want a different answer, and only one hand can hold the burin.',
    ],
    decisions: [
      'Whom to trust with a discovery: the Survey, the Marginfolk, the Printers\' Guild, or nobody yet.',
      'Whether to walk the Lane again, spending minutes of your own life for a clue.',
      'Whether to forge, alter or protect a line, and who pays for that change when the sheet is pulled at dawn.',
      'What to do with the Foul Copy once it is found: melt it, hand it over, hide it, or draw on it.',
    ],
    typesOfThreads: [
      'Night walk down Vesper Lane: explore a newly grown stretch, open a door, pay in lost minutes, come back with a clue or an object.',
      'Archive dig in the Survey Tower: erasure orders, old proofs, a founder\'s note in a margin, a key that is missing from its hook.',
      'Dawn-press standoff: be in the pressroom as the sheet is pulled and try to change, spoil or protect what prints.',
      'Parley in the fog: cross the Margins to bargain with Aunt Tallow and the erased for help, testimony or a hiding place.',
      'Forgery: cut, copy or alter a line, a pass or a seal, and live with what it becomes at dawn.',
      'Chase across shifting streets: a pursuit over bridges that may not exist by the time you reach them.',
      'Witnesses of the missing hour: piece together memories that do not match from people who lost time on the Lane.',
      'The Reprint: the final race through the Survey Tower and the pressroom as the whole city is pulled fresh.',
    ],
    switchAndThreadInstructions: [
      'After each thread, lower Dawns Until Reprint by 1 and raise Lane Growth by about 10; when one dawn is left, use a flavor switch that points every player at the Reprint.',
      'Alternate Lane threads (uncanny, costly) with city threads (social, investigative) so the mystery can breathe between visits.',
      'In multiplayer, use a competitive thread for the burin question at least once before the Reprint, with players on opposite sides if their allegiances differ.',
    ],
  },
  storyElements: [
    {
      id: 'quillmarsh',
      name: 'Quillmarsh',
      role: 'The city: a lagoon city that becomes, every dawn, whatever its map says.',
      instructions:
        'Describe Quillmarsh through its lines: bridges, canals, rooftop hatching, the smell of wet paper and cuttlefish ink. Let small things change between beats (a bench that was not there yesterday) to keep the uncanny alive. Districts to use: Tallowgate (candles and clocks), the Chancery Steps (the Survey), Saltpan Quay (fish and ink) and the Margins beyond the map.',
      appearance:
        'A sprawl of narrow houses on silt islands laced with footbridges and canals, under a sky the colour of blotting paper; the Survey Tower rises in the centre like a ruling pen stood on its end.',
      facts: [
        'The city was founded when the first Surveyor engraved a single island onto a copper plate and woke to find it rising out of the lagoon.',
        'Every building carries a small brass plaque with its Plate reference, and residents quote their reference the way others quote a surname.',
        'Nobody in Quillmarsh builds with bricks and mortar any more; they apply for a line.',
      ],
    },
    {
      id: 'master_plate',
      name: 'The Master Plate',
      role: 'The copper map under the Survey Tower; whatever it prints at dawn becomes real.',
      instructions:
        'Treat the Plate as sacred, heavy and almost alive: cold to the touch, smelling of metal and lamp oil, guarded day and night. Only sworn Surveyors may cut it. Players can see it, study it or, at great risk, cut it; never let that happen casually, because every line is a scene.',
      appearance:
        'A sheet of copper nine paces long in a sunken room, engraved edge to edge with hair-fine lines, lit by a ring of lamps and mirrored in a shallow pool kept beneath it to cool the metal.',
      facts: [
        'The engraving is so fine that Surveyors work with a magnifier and a burin no longer than a finger.',
        'Scraping a line off the Plate erases what it drew; the Survey calls this an erasure, the Margins call it a theft.',
        'Vesper Lane is nowhere on the Plate, which should mean that it cannot exist.',
      ],
    },
    {
      id: 'vesper_lane',
      name: 'Vesper Lane',
      role: 'The street nobody ordered, and the mystery at the heart of the story.',
      instructions:
        'Make the Lane beautiful and wrong: doors the blue of a summer evening, gas lamps burning blue, clocks running backwards, house numbers in a hand nobody recognises. Every visit reveals new houses and a room holding something the city lost, and costs the walker Lost Minutes. Reveal its purpose slowly across the whole story.',
      appearance:
        'A gently curving street of tall, narrow houses with doors painted the blue of eight o\'clock in July, lit by blue-flamed lamps and paved with cobbles that stay warm underfoot even in the rain.',
      facts: [
        'It grows a few houses longer every dawn.',
        'People who walk it come home an hour later than they should, with no memory of that hour.',
        'Its houses hold rooms full of lost things: a child\'s shoe, a shop sign, an entire front parlour from an erased street.',
      ],
    },
    {
      id: 'ondine_marrow',
      name: 'Surveyor-General Ondine Marrow',
      role: 'Head of the Survey: keeper of the Plate and of its law.',
      instructions:
        'Play her as brilliant, exhausted and afraid of losing control, never as a cartoon tyrant. She hides that her engraving hand trembles and that her apprentice vanished a month ago. She can become an ally or the final obstacle, depending on what the players do.',
      appearance:
        'A small woman in her seventies in a black Survey coat with silver buttons shaped like compass roses, white hair pinned up with two old burins, her right hand always in her pocket.',
      facts: [
        'She has not cut a line on the Plate herself in more than a year.',
        'Her apprentice, Pell Ostrander, disappeared a month before the Lane appeared, and she has told no one.',
        'She signed the erasure order for Cordwainer Row and keeps a copy folded in her breast pocket.',
      ],
    },
    {
      id: 'aunt_tallow',
      name: 'Aunt Tallow',
      role: 'Hesper Tallow, voice of the Marginfolk, the people erased from the map.',
      instructions:
        'Warm, funny and utterly unwilling to be pitied. She bargains hard and keeps her promises. She knows more about the Lane than she admits, because some of its rooms hold things from the Margins. Let her test the players before she trusts them.',
      appearance:
        'A big, weathered woman in her sixties with candle wax under her fingernails, a dozen keys on a string around her neck, one for every erased house she knew, and a voice that carries across the fog.',
      facts: [
        'She was a candle-maker on Cordwainer Row until the Survey erased it for a canal widening.',
        'She keeps a census of every erased person in the fog flats, written on candle paper.',
        'She has walked Vesper Lane more often than anyone and has lost more than a day of her life to it, an hour at a time.',
      ],
    },
    {
      id: 'the_margins',
      name: 'The Margins',
      role: 'The fog flats beyond the edge of the map, and the people who live there after being erased.',
      instructions:
        'Portray a real community, not a slum of victims: markets on stilts, plank-walks, lanterns, bartered work and fierce humour. They distrust the Survey but need the city. Their help can open routes nobody else knows.',
      appearance:
        'Grey-white mudflats under a permanent mist, crossed by plank-walks and stilted huts built from the salvaged doors, window frames and shop signs of erased buildings.',
      facts: [
        'Nothing in the Margins appears on any map, so nothing there can be erased again.',
        'Marginfolk cannot legally work, rent or marry in the city, because they have no Plate reference.',
        'Some of them have started sleeping on Vesper Lane.',
      ],
    },
    {
      id: 'dawn_press',
      name: 'The Dawn Press',
      role: 'The great press that pulls the city\'s daily sheet, and the proud Printers\' Guild that runs it.',
      instructions:
        'Loud, hot and full of ritual: ink brewed below, paper damped overnight, a bell rung the moment the sheet is pulled. The Guild resents being treated as the Survey\'s servants. The pressroom is where the dawn deadline becomes physical.',
      appearance:
        'A cavernous hall on Saltpan Quay around a black iron press the size of a barge, galleries of drying racks overhead, and the Guild\'s banner: a hand holding a sheet up to the sunrise.',
      facts: [
        'Only one true sheet is pulled each dawn; spoiled sheets are burned before sunrise.',
        'The Guild\'s ink contains a secret ingredient handed down since the founder\'s day.',
        'For three mornings the sheet has come off the press showing Vesper Lane, though the Plate does not.',
      ],
    },
    {
      id: 'the_foul_copy',
      name: 'The Foul Copy',
      role: 'A rumoured second plate: the founder\'s forbidden first draft of the city.',
      instructions:
        'At first only a rumour repeated by old engravers and Marginfolk. Let clues pile up (offset lines on proofs, a missing archive key, copper filings on the Lane) before it is found. Whoever draws on it draws around the Master Plate. Who is using it is decided by the outcomes, not in advance.',
      appearance:
        'A smaller, darker copper plate scratched with hurried lines, crossed-out islands and the founder\'s notes in the margins; Vesper Lane is cut into it in a fresh, shining line.',
      facts: [
        'Old engravers say the founder drafted the city on a cheaper plate first and never destroyed it.',
        'The archive inventory lists a "foul copy, to be melted", with no record that it ever was.',
        'Lines cut on it print only when the dawn press runs with the Guild\'s secret ink.',
      ],
    },
    {
      id: 'quarter_day_reprint',
      name: 'The Quarter-Day Reprint',
      role: 'The deadline: in five dawns the whole city will be pulled fresh from the Plate.',
      instructions:
        'Keep the clock audible: notices, chalk lines around districts, bell-ringers practising. When Dawns Until Reprint reaches 0, stage the Reprint as the climax in the Survey Tower and the pressroom, with the Lane pressing at the windows.',
      appearance:
        'Black-bordered notices pasted on every bridge under the Survey\'s compass seal: QUARTER-DAY REPRINT. ALL UNSANCTIONED ALTERATIONS WILL BE CORRECTED.',
      facts: [
        'The last Reprint, forty years ago, erased three hundred sheds, a bandstand and a family who had added a room without a licence.',
        'During the Reprint every bell in the city rings and nobody is allowed on the bridges.',
        'Only the Surveyor-General can call off the Reprint, unless the press itself fails.',
      ],
    },
  ],
  sharedOutcomes: [
    {
      id: 'outcome_vesper_lane',
      question: 'Will Vesper Lane be understood and made safe before the Quarter-Day Reprint erases it, and everyone inside it?',
      resonance: 'The Lane is both the mystery and the ticking clock; every thread should bring it closer to being understood or make it stranger.',
      possibleResolutions: {
        favorable:
          'The Lane is understood and anchored: engraved properly onto the Master Plate, its rooms given back to the people who lost them, and nobody is erased at the Reprint.',
        mixed:
          'The Lane survives the Reprint shrunk to a single crooked alley; some of what it kept is saved, some is scraped away for good.',
        unfavorable:
          'The Reprint scrapes the Lane off the city. The players get out in time, but the lost hours and everything the Lane was keeping are gone, and Quillmarsh forgets it ever existed. Only they remember.',
      },
      intendedNumberOfMilestones: 3,
      milestones: [],
    },
    {
      id: 'outcome_the_burin',
      question: 'When the ink dries, who holds the burin that draws Quillmarsh: the Survey (side A) or the people of the Margins (side B)?',
      resonance: 'Every choice about the Plate and the Foul Copy tips this balance, and players may end up on opposite sides of it.',
      possibleResolutions: {
        sideAWins:
          'The Survey keeps the only burin. Order holds and the Plate is guarded more tightly than ever, but it now carries a new, honest law about who may be erased and why.',
        mixed:
          'A shared table in the Plate room: one Survey burin and one Margin burin, and no line is cut unless both agree. It is slow, quarrelsome and fair.',
        sideBWins:
          'The Margins take the burin. Erased streets return overnight, the fog flats are drawn onto the map, and the Survey has to learn to ask permission.',
      },
      intendedNumberOfMilestones: 2,
      milestones: [],
    },
    {
      id: 'outcome_missing_hour',
      question: 'What happens to the hour that Vesper Lane takes from everyone who walks it?',
      resonance: 'A side mystery that gives the Lane its meaning; answer it through what the players find behind its doors.',
      possibleResolutions: {
        resolution1:
          'It is kept: every lost hour is stored in a room on the Lane, and together the rooms are a memory of everything the city\'s maps forgot.',
        resolution2:
          'It is spent: the Lane uses stolen time as ink, and whoever is drawing it has been borrowing the city\'s hours to do so.',
        resolution3:
          'It is given away: the hours go to the erased, one for each person wiped from the map, so that none of them is entirely forgotten.',
      },
      intendedNumberOfMilestones: 1,
      milestones: [],
    },
  ],
  statGroups: ['Surveyor', 'The City', 'Satchel'],
  sharedStats: [
    {
      id: 'shared_lane_growth',
      name: 'Lane Growth',
      type: 'percentage',
      group: 'The City',
      possibleValues: '0-100: how much of Quillmarsh Vesper Lane has reached. At 100 it has reached the Survey Tower.',
      effectOnPoints: [
        'Above 60%: -10 to challenges of getting around the city, because streets no longer lead where the maps say.',
        'Above 60%: +10 to challenges on Vesper Lane itself; the Lane is strong enough to answer questions.',
        'Below 30%: +10 to attempts to hide the Lane from the Survey or contain it.',
      ],
      optionsToSacrifice: 'Let the Lane swallow a bridge or a square (+10 Lane Growth) to open a shortcut or shake off a pursuer.',
      optionsToGainAsReward: 'Cut a containing line on a proof or chalk off a junction to push Lane Growth back by 10.',
      narrativeImplications: [
        'Below 30%: the Lane is a curiosity, a few dozen doors and a rumour in the taverns.',
        '30% to 60%: it crosses canals; people take it home by accident and lose their evening.',
        'Above 60%: landmarks go missing overnight; the Survey declares an emergency and patrols the bridges.',
        'Above 85%: the Lane reaches the Survey Tower, and the Plate room door opens onto blue paint.',
      ],
      adjustmentsAfterThreads: [
        '+10 after every thread, because the Lane grows every dawn.',
        '+5 more if a thread on the Lane ended unfavorably.',
        '-10 if a thread ended with a containing line successfully printed.',
      ],
      tooltip: 'How far Vesper Lane has spread through Quillmarsh.',
      initialValue: 20,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: false,
    },
    {
      id: 'shared_dawns_until_reprint',
      name: 'Dawns Until Reprint',
      type: 'number',
      group: 'The City',
      possibleValues: 'Counts down from 5 to 0. At 0 the Quarter-Day Reprint begins.',
      effectOnPoints: [
        'At 2 or fewer: -10 to slow, careful approaches such as research or negotiation; there is no time left.',
        'At 2 or fewer: +10 to bold, direct action; everyone is desperate enough to listen.',
        'At 4 or more: +5 to patient investigation in the archive or among witnesses.',
      ],
      optionsToSacrifice: 'Not spent directly.',
      optionsToGainAsReward: 'Once per story, breaking or stalling the dawn press can win back a single dawn (+1).',
      narrativeImplications: [
        'At 5 or 4: the Reprint is a date on a notice.',
        'At 3 or 2: bell-ringers practise; Surveyors chalk white lines around whole districts.',
        'At 1: the city holds its breath and nobody sleeps.',
        'At 0: the Reprint begins and the story moves to its ending.',
      ],
      adjustmentsAfterThreads: ['-1 after every thread.', 'Never goes below 0.'],
      tooltip: 'Dawns left before the whole city is reprinted and every unsanctioned line scraped away.',
      initialValue: 5,
      isVisible: true,
      canBeChangedInBeatResolutions: false,
      partOfPlayerBackgrounds: false,
    },
  ],
  playerStats: [
    {
      id: 'player_nerve',
      name: 'Nerve',
      type: 'percentage',
      group: 'Surveyor',
      possibleValues: '0-100: your courage in a city that rearranges itself overnight.',
      effectOnPoints: [
        'Above 70%: +10 to walking the Lane, climbing, and staring down officials.',
        'Below 30%: -10 to any challenge under pressure: chases, the dawn press, a lie told to a Surveyor.',
        'Below 15%: -15 to entering Vesper Lane at all.',
      ],
      optionsToSacrifice: 'Burn your nerve (-15) to force yourself through something terrifying.',
      optionsToGainAsReward: 'A risky feat that works gives +10 to +15 Nerve.',
      narrativeImplications: [
        'Below 30%: shaking hands, avoided doorways, a jump at every bell.',
        '30% to 70%: steady, wary, human.',
        'Above 70%: a reckless calm; other people start following you into the dark.',
      ],
      adjustmentsAfterThreads: ['+5 after a thread that ended favorably.', '-10 after a thread on Vesper Lane that ended unfavorably.'],
      tooltip: 'Courage under strange conditions.',
      initialValue: 50,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: true,
    },
    {
      id: 'player_allegiance',
      name: 'Survey | Margins',
      type: 'opposites',
      group: 'Surveyor',
      possibleValues:
        'High values lean toward the Survey (order, the Plate, the law); low values lean toward the Margins (the erased, memory, change).',
      effectOnPoints: [
        'Above 70%: +10 with Surveyors, clerks and Tower guards; -10 with Marginfolk.',
        'Below 30%: +10 with the erased and anywhere in the fog flats; -10 inside the Survey Tower.',
        'Between 40% and 60%: +5 when mediating between the two sides; -5 when asking either side for a secret.',
      ],
      optionsToSacrifice: 'Betray one side\'s trust (move 20 toward the other side) to get through a door that side controls.',
      optionsToGainAsReward: 'A side\'s gratitude: move 10 toward it and receive a favour.',
      narrativeImplications: [
        'Above 70%: Marginfolk go quiet when you arrive; clerks wave you past.',
        'Below 30%: your Survey papers stop opening doors, and the fog flats begin to feel like home.',
        'Near 50%: both sides suspect you, and both sides need you.',
      ],
      adjustmentsAfterThreads: ['Move 10 toward the side that won a competitive thread this player took part in.'],
      tooltip: 'Whose Quillmarsh you are fighting for: the Survey\'s or the Margins\'.',
      initialValue: 50,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: true,
    },
    {
      id: 'player_lost_minutes',
      name: 'Lost Minutes',
      type: 'number',
      group: 'Surveyor',
      possibleValues: '0-100 minutes of your life that Vesper Lane has taken.',
      effectOnPoints: [
        'Above 40: -5 to remembering, recognising or testifying.',
        'Above 60: +10 to finding your way inside Vesper Lane; it knows you now.',
        'Above 80: -15 to anything in the Survey Tower; the guards cannot remember your face from one minute to the next.',
      ],
      optionsToSacrifice: 'Walk the Lane on purpose: +15 Lost Minutes for a strong push on a Lane challenge.',
      optionsToGainAsReward: 'Find the room where your hour is kept and take it back: -20 Lost Minutes.',
      narrativeImplications: [
        '0 to 20: a few stray minutes and a nagging sense of forgotten errands.',
        '20 to 60: friends repeat themselves to you; you find notes in your own handwriting that you never wrote.',
        'Above 60: the Lane calls you by name and your reflection lags a moment behind.',
        'At 100: you lose something large (a name, a face, a street) until you go back in and fetch it.',
      ],
      adjustmentsAfterThreads: ['+10 to +20 after any thread spent on Vesper Lane.'],
      tooltip: 'Time Vesper Lane has taken from you. It may be possible to get it back.',
      initialValue: 0,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: false,
    },
    {
      id: 'player_satchel',
      name: 'Satchel',
      type: 'string[]',
      group: 'Satchel',
      possibleValues: 'Tools, papers and curiosities: burins, passes, proofs, keys, objects brought back from the Lane.',
      effectOnPoints: [
        '+10 when an item in the satchel plainly fits the challenge (a burin for engraving, a pass at a checkpoint).',
        '+5 when an object brought back from the Lane is used on the Lane.',
        '-10 to engraving or forgery attempted without any engraving tool.',
      ],
      optionsToSacrifice: 'Give up an item to bribe, distract or bargain.',
      optionsToGainAsReward: 'Add a found item: a key, a proof, a seal, something from a room on the Lane.',
      narrativeImplications: [
        'Empty: the character improvises with bare hands and talk.',
        'Holding objects from the Lane: they hum faintly whenever the Foul Copy is near.',
      ],
      adjustmentsAfterThreads: ['Remove items that were used up during the thread.'],
      tooltip: 'What you carry.',
      initialValue: [],
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: true,
    },
  ],
  characterSelectionIntroduction: {
    title: 'Who walks into the Lane?',
    text: 'Four kinds of people could untangle this: those who draw the city, those it erased, those who print it, and those who simply live in its streets. Choose who you are, and how you came to care about a street that should not exist.',
  },
  player1: {
    outcomes: [
      {
        id: 'outcome_surveyor_hand',
        question: 'Will this Survey insider be trusted to cut a true line on the Master Plate before the story ends?',
        resonance: 'The Survey seat: the oath, the Plate and the temptation to draw the city differently.',
        possibleResolutions: {
          favorable: 'They cut a line on the Master Plate in front of witnesses, and it prints true at dawn.',
          mixed: 'They cut the line, but in secret or on the Foul Copy; it holds, and nobody can ever know who made it.',
          unfavorable: 'Their hand is stopped. The burin goes back into its case, and someone else draws the city.',
        },
        intendedNumberOfMilestones: 2,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Odile Brask',
        pronouns: SHE,
        appearance:
          'Tall and narrow as a ruling pen, with ink-stained cuticles she hides in her cuffs. She measures doorways with her eyes before walking through them and quietly corrects people\'s directions.',
      },
      {
        name: 'Caspar Quell',
        pronouns: HE,
        appearance:
          'Round-shouldered and thirtyish, with copper filings in the creases of his knuckles and magnifying spectacles pushed up into curly hair. He hums scales under his breath whenever he is lying.',
      },
      {
        name: 'Sable Iremonger',
        pronouns: THEY,
        appearance:
          'Small, sharp and neat in a secondhand Survey coat two sizes too big, with someone else\'s name stitched inside. They tap out measurements on their thigh with two fingers while they think.',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'Junior Surveyor, Third Class',
        fluffTemplate:
          '{Name} swore the Surveyor\'s oath eleven months ago and has not yet been allowed to cut a single line on the Master Plate. {Personal} spent the year copying erasure orders in a cold office, and somewhere around the four-hundredth one {name} began to wonder where all those people went.',
        initialPlayerStatValues: [
          { statId: 'player_nerve', value: 40 },
          { statId: 'player_allegiance', value: 80 },
          { statId: 'player_satchel', value: ['practice burin', 'Survey pass (Third Class)', 'pocket scale rule'] },
        ],
      },
      {
        title: 'Disgraced Engraver',
        fluffTemplate:
          '{Name} was the finest hand in the Tower until a bridge {personal} engraved printed with no far end and a coal cart rolled into the lagoon. Nobody drowned, but the Survey took {possessive} burin and gave {object} a desk. {Personal} kept a spare burin anyway, and had been waiting for a reason to use it ever since.',
        initialPlayerStatValues: [
          { statId: 'player_nerve', value: 60 },
          { statId: 'player_allegiance', value: 55 },
          { statId: 'player_satchel', value: ['unlicensed burin', 'scrap of old copper', 'flask of strong tea'] },
        ],
      },
      {
        title: 'Clerk of Erasures',
        fluffTemplate:
          'For six years {name} stamped the notices that strike buildings off the Plate, and could recite the seven lawful reasons for an erasure in {possessive} sleep. Lately {name} keeps a private ledger of every erased address, as if somebody ought to remember them, and hides it from {possessive} supervisor.',
        initialPlayerStatValues: [
          { statId: 'player_nerve', value: 30 },
          { statId: 'player_allegiance', value: 65 },
          { statId: 'player_satchel', value: ['erasure stamp', 'private ledger of erased addresses', 'key to the archive stair'] },
        ],
      },
    ],
  },
  player2: {
    outcomes: [
      {
        id: 'outcome_way_home',
        question: 'Will the erased people of the fog flats, whom this player speaks for, win a place back on the map?',
        resonance: 'The Margins seat: a homecoming, or the dignity of refusing one.',
        possibleResolutions: {
          favorable:
            'The fog flats are drawn onto the Plate. The erased wake up with addresses, and this player walks home down a street that has their name on the deed.',
          mixed: 'A few streets come back, though not the ones people wanted: a foothold, not a homecoming.',
          unfavorable: 'The Margins stay undrawn, and this player returns to the fog with nothing but the story of how close they came.',
        },
        intendedNumberOfMilestones: 2,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Hesketh Rook',
        pronouns: HE,
        appearance:
          'Broad, weathered and barefoot in all weathers, with fog beading in his stubble and a tattoo on his forearm mapping a street that no longer exists. He touches it when he is homesick.',
      },
      {
        name: 'Mabyn Ashgrove',
        pronouns: SHE,
        appearance:
          'Wiry and fortyish, wrapped in a patchwork coat sewn from the curtains of erased houses. She laughs too loudly in quiet rooms, on purpose, to prove she is still there.',
      },
      {
        name: 'Quince',
        pronouns: THEY,
        appearance:
          'Lanky and young, mud to the knees, with one silver earring shaped like a house key. They never sit with their back to a door, and can tell every plank-walk in the fog by the sound it makes underfoot.',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'Grandchild of an Erased Street',
        fluffTemplate:
          '{Name} was six when Cordwainer Row was struck off the Plate for a canal widening. {Personal} woke up in the fog beside {possessive} family and half of {possessive} toys. Twenty years later {name} still walks the old route to a school that is not there, and has not forgiven the Survey for a single step of it.',
        initialPlayerStatValues: [
          { statId: 'player_nerve', value: 60 },
          { statId: 'player_allegiance', value: 15 },
          { statId: 'player_satchel', value: ['child\'s key to Cordwainer Row', 'fog lantern'] },
        ],
      },
      {
        title: 'Fog-Ferrier',
        fluffTemplate:
          '{Name} poles a flat-bottomed punt between the Margins and the city, carrying the erased to jobs they are no longer allowed to have. Nobody knows better than {name} which bridges the Survey watches, which guards look away for a coin, and how cold the lagoon is at dawn.',
        initialPlayerStatValues: [
          { statId: 'player_nerve', value: 75 },
          { statId: 'player_allegiance', value: 30 },
          { statId: 'player_satchel', value: ['punt pole', 'purse of guard coins', 'oilskin map of the fog flats'] },
        ],
      },
      {
        title: 'Smuggler of Doors',
        fluffTemplate:
          'When a house is erased, its front door sometimes washes up in the fog. {Name} collects them, restores them and sells them back into the city, where the rich like a door with a story. It pays, and it lets {object} keep a record of every home the Plate has taken, door by door.',
        initialPlayerStatValues: [
          { statId: 'player_nerve', value: 50 },
          { statId: 'player_allegiance', value: 40 },
          { statId: 'player_satchel', value: ['crowbar', 'brass doorknob from an erased house', 'list of buyers'] },
        ],
      },
    ],
  },
  player3: {
    outcomes: [
      {
        id: 'outcome_press_bar',
        question: 'Can the printer take control of what the dawn press prints on the morning of the Reprint?',
        resonance: 'The Press seat: the hands that make the city true, and who those hands answer to.',
        possibleResolutions: {
          favorable: 'On Reprint morning this player\'s hands are on the press bar, and nothing prints that they have not read first.',
          mixed: 'They slow the press, spoil one sheet and buy the city a single dawn; the rest is out of their hands.',
          unfavorable: 'The Survey seizes the press, and this player watches from behind a rope as the sheet is pulled.',
        },
        intendedNumberOfMilestones: 2,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Anouk Selden',
        pronouns: SHE,
        appearance:
          'Compact and strong-armed from years at the press bar, with cuttlefish ink ground into every line of her palms. She sniffs paper before reading it and can tell a forged sheet by the smell.',
      },
      {
        name: 'Fitz Calderwood',
        pronouns: HE,
        appearance:
          'A soft-spoken giant with a printer\'s apron folded into a pocket square and a pencil behind each ear. He reads everything backwards first, the way type is set, and speaks in very short sentences.',
      },
      {
        name: 'Lark Dunstable',
        pronouns: THEY,
        appearance:
          'Pale, restless and always slightly out of breath, with proof sheets pinned over their coat like feathers. They cannot pass a misspelled sign without correcting it in chalk.',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'Dawn-Press Puller',
        fluffTemplate:
          'Every morning at first grey light, {name} hauls the great bar of the dawn press and pulls the sheet that makes the city true. It is the most important job in Quillmarsh and pays less than gutting fish. Three mornings ago {name} pulled a sheet with a street on it that {personal} would swear was not on the Plate.',
        initialPlayerStatValues: [
          { statId: 'player_nerve', value: 55 },
          { statId: 'player_allegiance', value: 50 },
          { statId: 'player_satchel', value: ['press-room key', 'spoiled proof showing Vesper Lane'] },
        ],
      },
      {
        title: 'Ink Brewer',
        fluffTemplate:
          '{Name} brews the Guild\'s ink in a copper vat below the pressroom: cuttlefish, lagoon silt, lampblack and one ingredient {personal} swore never to name. {Possessive} ink is the reason the city sticks. Lately the vat goes down overnight, though nobody on the rota has touched it.',
        initialPlayerStatValues: [
          { statId: 'player_nerve', value: 40 },
          { statId: 'player_allegiance', value: 45 },
          { statId: 'player_satchel', value: ['sealed jar of dawn ink', 'brewing ledger', 'oiled gloves'] },
        ],
      },
      {
        title: 'Proofreader of the City',
        fluffTemplate:
          '{Name} checks each morning\'s sheet against the Plate, line by line, before it is hung in the Survey hall. {Personal} once caught a missing apostrophe that would have renamed a district. Since the Lane appeared, {possessive} proofs and the Plate no longer agree, and {name} seems to be the only one who has noticed.',
        initialPlayerStatValues: [
          { statId: 'player_nerve', value: 30 },
          { statId: 'player_allegiance', value: 70 },
          { statId: 'player_satchel', value: ['jeweller\'s loupe', 'red proofing pencil', 'bundle of marked proofs'] },
        ],
      },
    ],
  },
  player4: {
    outcomes: [
      {
        id: 'outcome_street_testimony',
        question: 'Will this player gather enough testimony from ordinary people to make Quillmarsh believe what happens on the Lane?',
        resonance: 'The Street seat: the people who live with the map\'s decisions and are never asked.',
        possibleResolutions: {
          favorable: 'The testimony is read aloud in the Survey hall, and the city cannot pretend any longer.',
          mixed: 'Some are believed, others dismissed as drunk or confused; the record now contains doubt, which is a start.',
          unfavorable: 'The witnesses forget, recant or are ignored, and the official record says nothing happened.',
        },
        intendedNumberOfMilestones: 1,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Ivo Crane',
        pronouns: HE,
        appearance:
          'Lean and grey at the temples, in a lamplighter\'s long coat with brass hooks at the hem. He talks to street lamps as he lights them and apologises to the ones he has to put out.',
      },
      {
        name: 'Nell Haverstock',
        pronouns: SHE,
        appearance:
          'Short, brisk and freckled, with a loupe on a ribbon and three watches on one wrist set to different times. She checks all three whenever someone tells her something surprising.',
      },
      {
        name: 'Juno Estrey',
        pronouns: THEY,
        appearance:
          'Elegant in a well-cut grey suit gone shiny at the elbows, carrying a clipboard like a shield. They smile with one corner of their mouth and take notes on everyone\'s story, including their own.',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'Lamplighter of the Night Routes',
        fluffTemplate:
          '{Name} walks eleven miles a night lighting and dousing the lamps of Quillmarsh. Three nights ago {possessive} route grew a street. {Personal} lit its lamps out of habit before realising none of them were on the list, and that every one of them was already burning blue.',
        initialPlayerStatValues: [
          { statId: 'player_nerve', value: 65 },
          { statId: 'player_allegiance', value: 50 },
          { statId: 'player_satchel', value: ['lamplighter\'s pole', 'tin of matches', 'route book'] },
        ],
      },
      {
        title: 'Clockmender of Tallowgate',
        fluffTemplate:
          '{Name} repairs clocks in a workshop no wider than a doorway. Since the Lane opened across the street, every clock brought in runs backwards for exactly one hour, and customers keep arriving who cannot account for an hour of their evening. {Name} has started writing their stories down.',
        initialPlayerStatValues: [
          { statId: 'player_nerve', value: 45 },
          { statId: 'player_allegiance', value: 40 },
          { statId: 'player_satchel', value: ['ring of clock keys', 'pocket watch that runs backwards', 'notebook of missing hours'] },
        ],
      },
      {
        title: 'Assessor of Vanished Property',
        fluffTemplate:
          '{Name} works for the Lagoon Mutual, the insurer that pays out when the Plate erases a building. The company would very much like Vesper Lane to be fraud. {Name} would very much like to keep {possessive} job, and suspects {personal} will soon have to choose.',
        initialPlayerStatValues: [
          { statId: 'player_nerve', value: 35 },
          { statId: 'player_allegiance', value: 75 },
          { statId: 'player_satchel', value: ['insurer\'s clipboard', 'letter of authority', 'measuring tape'] },
        ],
      },
    ],
  },
};
