import { HE, SHE, THEY, type SeedWorld } from '../seed-world';

/** Vent about reality: a satire of the housing hunt, told in the bright voice of a property listing. */
export const deceptivelySpacious: SeedWorld = {
  seedKey: 'deceptively-spacious',
  category: 'vent-about-reality',
  title: 'Deceptively Spacious',
  teaser:
    'One flat. Forty applicants. A letting agent who calls a shower in the kitchen an "open-plan wellness area". May the most desperate tenant win, or may the queue finally revolt.',
  tags: ['Satire', 'Comedy', 'Reality', 'Humorous', 'Surreal'],
  gameMode: 'CooperativeCompetitive',
  playerCountMin: 1,
  playerCountMax: 6,
  maxTurnsMin: 15,
  maxTurnsMax: 25,
  difficultyLevels: [
    { modifier: 0, title: 'Balanced' },
    { modifier: -10, title: 'Challenging' },
    { modifier: -20, title: 'Struggle' },
    { modifier: -30, title: 'Grueling' },
  ],
  publicationStatus: 'Published',
  showOnWelcomeScreen: true,
  order: 3,
  containsImages: false,
  imageInstructions: {
    visualStyle: 'Bright, flat editorial illustration with thick outlines, like a cheerful property brochure that has started to peel at the corners.',
    atmosphere: 'Sunny optimism painted over quiet desperation: drizzle outside, fluorescent light inside, everyone smiling a little too hard.',
    colorPalette: 'Letting-agent teal and magnolia, alarm red for fees and price tags, and the warm orange of late-afternoon light through one good window.',
    settingDetails:
      'Tiny rooms shot with a wide-angle lens, a shower beside a hob, a queue round the block, plastic document wallets, phones, a laundrette full of folding chairs, a leaky yacht in a grey marina.',
    characterStyle:
      'Expressive, slightly caricatured people with big eyes and tired smiles, each holding something telling: a folder, a cake tin, a lint roller, a dog lead.',
    artInfluences: 'Mid-century advertising, modern editorial cartoons, estate-agent listing photography.',
    coverPrompt:
      'A cheerful flat illustration of a tiny flat seen through a fisheye lens, a shower cubicle beside a kitchen hob, a grinning letting agent in a quilted gilet gesturing grandly, and a queue of applicants holding folders snaking out of the front door and around the block in the rain; teal and magnolia palette with red price tags.',
  },
  guidelines: {
    world:
      'Somewhere in a city you will recognise there is a flat. Flat 4B, 19 Marigold Terrace: a "deceptively spacious one-bedroom apartment with period features and excellent transport links", which means the shower is in the kitchen, the period feature is a 1970s gas meter, and the transport link is a bus stop directly beneath the bedroom window. The rent is two-thirds of a reasonable salary. It is, everyone agrees, a great deal.\n\nThe flat is let by Hearth & Haven Lettings, whose slogan is "Finding You Home" and whose fee schedule runs to eleven pages. Its agent, Crispin Dower, has booked a single fifteen-minute viewing for forty applicants, and the landlord, whom nobody has ever seen, communicates only by voice notes recorded on a yacht. Between the viewing and a signed lease lie references, credit checks, a holding deposit, a Lifestyle Questionnaire, a sealed-bid round and whatever Hearth & Haven invents next. Each step is slightly more absurd than the last, and each is presented as completely normal.\n\nThe players are applicants, and they want this flat. They may want it so badly that they turn on each other. Or they may notice that the real opponent is a system that profits from their desperation, and that forty people in a queue are also forty people who could organise. This is a comedy of escalation: reasonable requests become unreasonable one notch at a time, and the catharsis comes from finally saying what everybody thinks.',
    rules: [
      'Everything is real, only one notch too far. Every absurd requirement must be recognisable from real flat-hunting and exaggerated just enough to be funny: a reference from your previous landlord becomes a reference from your previous landlord\'s previous tenant.',
      'The agency never admits anything is strange. Staff answer every objection with a cheerful, airtight non-answer ("That\'s just the process!", "I totally hear you"), and every complaint creates a new form.',
      'Applicants Remaining starts at 40 and falls as rivals give up, are outbid or find somewhere else. Rent Creep rises after every thread. When only the players (or a handful of rivals) remain, the Best and Final round begins.',
      'Savings, Dignity and Paperwork are the currencies. Players get ahead by spending money, swallowing pride or producing documents; nothing is free and nothing is refunded, unless the players make it so.',
      'Punch up, never down: agencies, portals, policies and absent landlords are fair game. Fellow renters, rival applicants included, are people in the same boat and are written with sympathy even at their most ridiculous.',
      'With several players, only one side can sign the lease (or, in a mixed ending, both sides as reluctant flatmates: a one-bedroom shared by up to six people is what Hearth & Haven calls "cosy"). Players may compete for the keys while cooperating against the agency.',
    ],
    tone: [
      'Deadpan: describe absurdity in the bright, upbeat language of a property listing and let the gap between the words and the reality tell the joke.',
      'Cathartic: give players frequent chances to say what everyone wants to say to a letting agent, and let it land, sometimes gloriously, sometimes with a fee.',
      'Warm underneath: the rival applicants are lovely, tired, odd people, and moments of solidarity in the queue should feel earned and real.',
      'Escalating: each beat raises the absurdity by one notch, never all the way at once.',
    ],
    conflicts: [
      'Applicant against applicant: one flat, forty people, and the temptation to outbid, out-charm or sabotage.',
      'Renter against the process: fees, portals, references and a landlord who exists only as a voice note.',
      'Dignity against desperation: how much of yourself you will trade for a one-bedroom with a shower in the kitchen.',
      'Alone against together: fight for your own keys, or organise the queue and change the terms for everyone.',
    ],
    decisions: [
      'Whether to play the agency\'s game perfectly, bend its rules, or call it out in public.',
      'Whether to help a rival applicant, form an alliance, or quietly sabotage them.',
      'How far over the asking rent to go, and what to give up to afford it.',
      'Whether to sign a clause you know is ridiculous, or negotiate and risk losing the flat.',
    ],
    typesOfThreads: [
      'The Viewing: fifteen minutes, forty people and one bathroom; spot the flaws while performing enthusiasm.',
      'Paperwork quest: assemble an impossible document, such as a reference from a landlord who emigrated or a payslip from a job that pays in exposure.',
      'The HavenHub portal: a doomed attempt to upload, submit or pay while the site times out, rejects the wrong kind of PDF and asks you to prove you are human by identifying affordable housing in a grid of photos.',
      'The interview: the Lifestyle Questionnaire, the Vibe Check, or a "quick informal chat" with Crispin in a coffee shop where you pay for both coffees.',
      'Best and Final: sealed bids that escalate into the ridiculous (a year upfront, homemade jam, a promise to name a child after the landlord).',
      'The queue: a scene with rival applicants where alliance, pity, bargaining or sabotage are all possible.',
      'Tenants\' uprising: meet the neighbours in the laundrette and organise against Hearth & Haven.',
      'Finding the landlord: track down the voice-note landlord at the marina and learn who he really is.',
    ],
    switchAndThreadInstructions: [
      'After each thread, lower Applicants Remaining by 3 to 8 and raise Rent Creep by 5 to 10, and report both as a cheerful agency email.',
      'Once Applicants Remaining is 10 or fewer, steer the players toward the Best and Final round.',
    ],
  },
  storyElements: [
    {
      id: 'flat_4b',
      name: 'Flat 4B, 19 Marigold Terrace',
      role: 'The prize: a small, flawed, deeply desired one-bedroom flat.',
      instructions:
        'Reveal a new "feature" every time the players see it, described first in listing language and then as it really is. Never let it become awful; it must stay a flat worth wanting. The light at four o\'clock is beautiful, and there is a plum tree outside the window.',
      appearance:
        'A third-floor walk-up with a narrow hallway, a kitchen with a shower cubicle beside the hob, a mezzanine bed forty centimetres below the ceiling, a locked door at the end of the hall, and one tall sash window onto a plum tree.',
      facts: [
        'The listing calls the shower in the kitchen an "open-plan wellness area".',
        'The locked door at the end of the hall is described as "storage"; the agent has never opened it.',
        'The afternoon light through the sash window is so lovely that people stop talking when they see it.',
      ],
    },
    {
      id: 'hearth_and_haven',
      name: 'Hearth & Haven Lettings',
      role: 'The letting agency: cheerful, relentless, always charging a fee.',
      instructions:
        'Every interaction ends in a form, a fee or a friendly non-answer. Invent new fees with names that sound helpful (the Reservation Reassurance Fee, the Key Hygiene Charge, the Fairness Fee). They are never cruel, only profitable, and they believe their own slogans.',
      appearance:
        'A glass-fronted office between a vape shop and a closed bank, all pale oak and potted fig trees, with a wall of photos of smiling tenants who are, on closer inspection, stock models.',
      facts: [
        'Their fee schedule is eleven pages long and printed so small that reading it requires a magnifying glass, available for a fee.',
        'Their slogan is "Finding You Home", and their phone line plays it as hold music, sung.',
        'They sell a Premium Applicant tier that costs money and guarantees nothing.',
      ],
    },
    {
      id: 'crispin_dower',
      name: 'Crispin Dower',
      role: 'The letting agent who runs the viewing and the whole process.',
      instructions:
        'Relentlessly upbeat and slightly afraid of his manager. He says "super", "no worries" and "it\'ll go today", juggles three phones and never answers a direct question. Give him cracks of humanity: he rents too, and his own bathroom has mushrooms growing in it.',
      appearance:
        'Twenty-six, in a quilted gilet over a shirt with the sleeves rolled exactly twice, very white teeth, very fixed hair, and the key to a branded company car twirling on one finger.',
      facts: [
        'He gets a bonus if the flat goes for more than the asking rent.',
        'He shares a house with four flatmates, and their landlord is also a Hearth & Haven client.',
        'He once wanted to be a poet and still writes the listings as if they were sonnets.',
      ],
    },
    {
      id: 'landlord_pellingham',
      name: 'Mr Pellingham, the Landlord',
      role: 'The unseen landlord, present only as voice notes until someone finds him.',
      instructions:
        'Heard, never seen, until a thread lets the players track him down. His voice notes come with wind, gulls and clinking ice; they are vague, self-pitying and add new demands. When finally met, make him human: confused, lonely, surprised by what his agency does in his name, and entirely unable to use the portal.',
      appearance:
        'When finally found: a sunburnt man of seventy in a captain\'s hat he has no licence to wear, aboard a small, leaky yacht called Passive Income.',
      facts: [
        'Every voice note lasts exactly four minutes and contains one piece of information.',
        'He inherited Flat 4B from an aunt who lived there for fifty years and charged her lodger almost nothing.',
        'He has never read a single application; Hearth & Haven picks the tenant and tells him afterwards.',
      ],
    },
    {
      id: 'havenhub_portal',
      name: 'HavenHub, the Applicant Portal',
      role: 'The website through which every application, payment and complaint must pass.',
      instructions:
        'A character of pure frustration: it times out, rejects files for being the wrong kind of PDF, logs you out when you paste, and shows a cheerful progress bar stuck at 99%. Once in a while let it accidentally show something useful, such as the flat\'s real rent history.',
      appearance: 'A bright teal web page with a cartoon house mascot called Homey, who gives a thumbs-up even when the upload has failed.',
      facts: [
        'It requires a selfie of the applicant holding their most recent bank statement.',
        'Its password rules demand a capital letter, a number, a symbol and a childhood memory.',
        'Files over two megabytes are silently deleted and reported as received.',
      ],
    },
    {
      id: 'the_queue',
      name: 'The Queue',
      role: 'The forty other applicants: rivals, fellow sufferers and possible allies.',
      instructions:
        'Give the queue recurring faces: a couple who bring a homemade cake to every viewing, a woman with a lawyer on speakerphone, a student who has viewed 212 flats and keeps a spreadsheet, and a silent man offering a year\'s rent in cash. They are funny but sympathetic; every one of them has a reason to need this flat.',
      appearance:
        'A line that snakes round the block and past the chip shop: umbrellas, plastic document wallets, a toddler asleep on a rucksack, a dog in a raincoat.',
      facts: [
        'The student with the spreadsheet has ranked every flat in the city and knows exactly what this one ought to cost.',
        'The cake couple have brought a cake to every viewing for eight months; they have never got a flat, but agents adore them.',
        'Someone in the queue knew the previous tenant, and knows why they left.',
      ],
    },
    {
      id: 'tenants_association',
      name: 'The Marigold Terrace Tenants\' Association',
      role: 'The neighbours: a tiny, fierce organisation that meets in the laundrette.',
      instructions:
        'Led by Dot Ferreira, a retired bus driver of eighty-one. They know every trick Hearth & Haven plays and have been waiting for someone with energy to help. They offer solidarity, information and, if asked, a very good lawyer who happens to be Dot\'s granddaughter.',
      appearance:
        'Six folding chairs between the machines of the Suds & Bubbles laundrette, a flask of tea, a hand-painted banner reading WE ARE NOT A FEE, and a biscuit tin full of evidence.',
      facts: [
        'Dot has lived at Marigold Terrace for forty-four years, on a lease so old that the rent is written in a currency that no longer exists.',
        'The biscuit tin holds a receipt for every unlawful fee Hearth & Haven has ever charged in the building.',
        'They are convinced the locked door in Flat 4B hides something the agency does not want tenants to see.',
      ],
    },
    {
      id: 'best_and_final',
      name: 'Best and Final Offers',
      role: 'The deadline: sealed bids by Friday at five.',
      instructions:
        'Announce it early and keep it looming. Let offers escalate absurdly but plausibly: over-asking rent, months paid upfront, a personal statement, a video about why you deserve this flat. Who wins is settled by the competitive shared outcome.',
      appearance: 'An email with the subject line EXCITING UPDATE!! Best & Final, sent at two minutes to midnight.',
      facts: [
        'The deadline is Friday at five in the afternoon, and the email announcing it arrives late on Wednesday night.',
        'Crispin has hinted that "letters from the heart" are "super influential".',
        'Nobody has ever been told why they lost a Best and Final round.',
      ],
    },
    {
      id: 'rumor_flat_5b',
      name: 'The Flat Upstairs',
      role: 'A rumour: there is a flat upstairs, same size, half the rent, that is never advertised.',
      instructions:
        'Let the players hear about it in the queue or the laundrette. Flat 5B is real; whether it becomes the twist that saves someone or a wild goose chase depends on their choices, and on whether they earn Dot\'s trust.',
      appearance: 'A dusty doorbell on the fourth floor with no name beside it, and a card pinned in the stairwell: ROOM TO LET. ASK DOT.',
      facts: [
        'Its rent was last raised when the building still had a lift attendant.',
        'Hearth & Haven has tried to sign it up for years and has always been refused.',
        'The only way to see it is to be invited by Dot Ferreira.',
      ],
    },
  ],
  sharedOutcomes: [
    {
      id: 'outcome_the_keys',
      question:
        'Who gets the keys to Flat 4B: the applicants on side A, or those on side B? (Alone, the player is side A and the rest of the queue is side B.)',
      resonance: 'The prize everyone is queuing for; every thread should move somebody closer to the keys or further from them.',
      possibleResolutions: {
        sideAWins:
          'Side A signs the lease and gets the keys, a welcome pack containing one teabag, and an invoice for the welcome pack.',
        mixed: 'Unable to choose, the agency lets the flat to both sides as flatmates. It is a one-bedroom. They will work it out.',
        sideBWins:
          'Side B gets the keys. Side A gets a form email thanking them for their interest and inviting them to another viewing tomorrow: forty applicants, fifteen minutes.',
      },
      intendedNumberOfMilestones: 3,
      milestones: [],
    },
    {
      id: 'outcome_the_agency',
      question: 'Will the applicants expose Hearth & Haven\'s fees and force a fairer process, or will the agency go on charging for breathing?',
      resonance: 'The cathartic thread: the system itself as the real opponent.',
      possibleResolutions: {
        favorable:
          'The biscuit tin of evidence goes public. Fees are refunded, the agency apologises in a font size people can read, and the next viewing has a queue of ten.',
        mixed: 'One fee is scrapped with great fanfare, and a new one, the Fairness Fee, takes its place.',
        unfavorable:
          'Nothing changes. Hearth & Haven wins an industry award for Customer Experience and invites the players to the ceremony (tickets required).',
      },
      intendedNumberOfMilestones: 2,
      milestones: [],
    },
    {
      id: 'outcome_locked_door',
      question: 'What is behind the locked door at the end of Flat 4B\'s hallway?',
      resonance: 'A small mystery that rewards curiosity and gives the flat a heart.',
      possibleResolutions: {
        resolution1:
          'A second bedroom. The flat really was deceptively spacious, and the agency had been listing it as a one-bedroom to dodge a licence.',
        resolution2:
          'The old aunt\'s belongings, carefully labelled, and a letter asking that the flat go to "someone who needs a home, not an investment".',
        resolution3:
          'The building\'s ancient boiler, which has heated every flat since 1974, is held together with tea towels, and everyone now agrees is the true landlord.',
      },
      intendedNumberOfMilestones: 1,
      milestones: [],
    },
  ],
  statGroups: ['Applicant', 'The Market'],
  sharedStats: [
    {
      id: 'shared_applicants',
      name: 'Applicants Remaining',
      type: 'number',
      group: 'The Market',
      possibleValues: 'Starts at 40 and only goes down. When it reaches the number of players, the final round begins.',
      effectOnPoints: [
        'Above 25: -10 to getting the agent\'s attention at all.',
        'Below 10: +10 to negotiating with the agency, which now needs you as much as you need it.',
        'Below 10: -5 to alliances between players, because the stakes are suddenly personal.',
      ],
      optionsToSacrifice: 'Not spent directly.',
      optionsToGainAsReward: 'Persuade rivals to try somewhere else (-3 to -5 applicants), kindly or otherwise.',
      narrativeImplications: [
        'Above 30: the queue goes round the block.',
        '10 to 30: the queue fits in the hallway, just.',
        'Below 10: you recognise everyone, and they recognise you.',
      ],
      adjustmentsAfterThreads: ['-3 to -8 after every thread.'],
      tooltip: 'How many people still want this flat.',
      initialValue: 40,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: false,
    },
    {
      id: 'shared_rent_creep',
      name: 'Rent Creep',
      type: 'percentage',
      group: 'The Market',
      possibleValues: '0-100: how far the asking rent has crept above the advertised price.',
      effectOnPoints: [
        'Above 30%: -10 to any challenge that involves money.',
        'Above 50%: +10 to organising the queue or the tenants against the agency; outrage is fuel.',
        'Below 10%: +5 to negotiating a clause or a fee.',
      ],
      optionsToSacrifice: 'Accept a higher rent (+10 Rent Creep) to jump up the list.',
      optionsToGainAsReward: 'Expose an unlawful fee or a fake rival bid: -10 Rent Creep.',
      narrativeImplications: [
        'Below 10%: the rent is merely painful.',
        '10% to 40%: "slightly over asking" becomes a phrase you hear in your sleep.',
        'Above 40%: the flat now costs more than a small castle in the countryside, and people are still bidding.',
      ],
      adjustmentsAfterThreads: ['+5 to +10 after every thread.'],
      tooltip: 'How far above the advertised rent the flat now goes for.',
      initialValue: 5,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: false,
    },
  ],
  playerStats: [
    {
      id: 'player_savings',
      name: 'Savings',
      type: 'percentage',
      group: 'Applicant',
      possibleValues: '0-100: how much of a deposit, fees and over-asking rent you could still afford.',
      effectOnPoints: [
        'Above 60%: +10 to bidding, paying for shortcuts and impressing the agency.',
        'Below 30%: -10 to any challenge that involves a fee, which is most of them.',
        'Below 10%: -15 in the Best and Final round.',
      ],
      optionsToSacrifice: 'Pay a fee, a sweetener or an over-asking offer: -10 to -20 Savings for a strong push.',
      optionsToGainAsReward: 'A refunded deposit, a side gig or a kind rival\'s loan: +10 Savings.',
      narrativeImplications: [
        'Below 30%: toast for dinner; checking the banking app with one eye closed.',
        '30% to 70%: careful arithmetic at every fee.',
        'Above 70%: the agency calls you by your first name and offers you a biscuit.',
      ],
      adjustmentsAfterThreads: ['-5 after every thread, because there is always a fee.'],
      tooltip: 'What is left in the bank after fees.',
      initialValue: 50,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: true,
    },
    {
      id: 'player_dignity',
      name: 'Dignity',
      type: 'percentage',
      group: 'Applicant',
      possibleValues: '0-100: how much of yourself you still own.',
      effectOnPoints: [
        'Above 60%: +10 to calling out the agency, negotiating clauses and refusing absurd demands.',
        'Below 30%: +10 to flattery, grovelling and performing delight at a shower in a kitchen.',
        'Below 30%: -10 to winning allies in the queue, who can smell desperation.',
      ],
      optionsToSacrifice: 'Humiliate yourself (-15 Dignity): sing for the landlord\'s voice note, write a poem about the boiler.',
      optionsToGainAsReward: 'Stand up to Crispin and win: +15 Dignity.',
      narrativeImplications: [
        'Below 20%: you have laughed at a joke about your own income.',
        '20% to 60%: bruised but intact.',
        'Above 60%: you look the agent in the eye and ask what the fee is for.',
      ],
      adjustmentsAfterThreads: ['+10 after a thread in which the player told the truth to someone with power over them.'],
      tooltip: 'Self-respect, the one thing the agency cannot charge for. Yet.',
      initialValue: 50,
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: true,
    },
    {
      id: 'player_paperwork',
      name: 'Paperwork',
      type: 'string[]',
      group: 'Applicant',
      possibleValues: 'Documents in your plastic wallet: payslips, references, letters, certificates and stranger things.',
      effectOnPoints: [
        '+10 when a document in the wallet is exactly what the agency has asked for.',
        '-10 when a required document is missing (there is always one more).',
        '+5 for a wonderfully absurd document produced at the perfect moment.',
      ],
      optionsToSacrifice: 'Hand over an original document you may never see again.',
      optionsToGainAsReward: 'Obtain a new document, however absurd: a reference from your previous landlord\'s cat-sitter.',
      narrativeImplications: [
        'Fewer than two documents: the agency calls you a "non-standard applicant".',
        'Five or more: your wallet needs its own wallet.',
      ],
      adjustmentsAfterThreads: ['Remove one document after any thread that spans more than a week: it has expired.'],
      tooltip: 'Your document wallet.',
      initialValue: [],
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: true,
    },
    {
      id: 'player_applicant_status',
      name: 'Applicant Status',
      type: 'string',
      group: 'Applicant',
      possibleValues: 'One of: Waitlisted, Under Review, Shortlisted, Preferred, Holding Deposit Taken.',
      effectOnPoints: [
        'Shortlisted or better: +10 to every formal step of the application.',
        'Waitlisted: -10 to getting any reply from Hearth & Haven.',
        'Holding Deposit Taken: +15 in the Best and Final round, but -10 to walking away, because the deposit is gone if you do.',
      ],
      optionsToSacrifice: 'Drop one level to help a rival or answer a questionnaire honestly.',
      optionsToGainAsReward: 'Rise one level after a successful formal step.',
      narrativeImplications: [
        'Waitlisted: emails begin "Dear Applicant".',
        'Shortlisted: Crispin uses your first name.',
        'Preferred: you are invited to a second viewing, which costs money.',
      ],
      adjustmentsAfterThreads: ['Rise one level after a favorable thread with the agency; fall one after an unfavorable one.'],
      tooltip: 'Where Hearth & Haven has filed you.',
      initialValue: 'Waitlisted',
      isVisible: true,
      canBeChangedInBeatResolutions: true,
      partOfPlayerBackgrounds: false,
    },
  ],
  characterSelectionIntroduction: {
    title: 'Your Application',
    text: 'Hearth & Haven Lettings thanks you for your interest! Please select who you are and your current circumstances. Your information will be held securely, shared with selected partners, and used to assess your eligibility for disappointment.',
  },
  player1: {
    outcomes: [
      {
        id: 'outcome_by_the_book',
        question: 'Will this player\'s perfect, rule-following application ever be rewarded, or will they finally break the rules?',
        resonance: 'The applicant who did everything right, in a system that does not care.',
        possibleResolutions: {
          resolution1: 'The rules work, once: the perfect application wins, and it feels strangely hollow.',
          resolution2: 'They break one rule, spectacularly, and it is the best day of their renting life.',
          resolution3: 'They rewrite the rules with the tenants\' association, so the next person will not need a perfect application.',
        },
        intendedNumberOfMilestones: 2,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Priya Ransome',
        pronouns: SHE,
        appearance:
          'Neat and thirty, in a navy blazer with a lint roller in one pocket and a laminated folder in the other. She smiles so politely at letting agents that her jaw clicks.',
      },
      {
        name: 'Gareth Lumley',
        pronouns: HE,
        appearance:
          'Tall, cheerfully bald since twenty-five, in a fleece still wearing the name badge from work. He says "no, that makes sense" to things that do not.',
      },
      {
        name: 'Robin Achterberg',
        pronouns: THEY,
        appearance:
          'Precise and bespectacled, with a fountain pen clipped to their collar. They read every contract aloud under their breath, including the terms of the terms.',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'Junior Accountant With a Spreadsheet',
        fluffTemplate:
          '{Name} keeps a spreadsheet of every flat viewed since March, colour-coded by damp. {Personal} earned a good salary, built a perfect credit score and still lost nine flats to people who offered more, sooner, or with cake.',
        initialPlayerStatValues: [
          { statId: 'player_savings', value: 70 },
          { statId: 'player_dignity', value: 55 },
          { statId: 'player_paperwork', value: ['six months of payslips', 'credit report', 'reference from current landlord', 'the spreadsheet, printed'] },
        ],
      },
      {
        title: 'Nurse on Night Shifts',
        fluffTemplate:
          '{Name} works nights at the city hospital and views flats on {possessive} lunch break, which falls at three in the morning. All {personal} would like is a bedroom dark enough to sleep in by day, and an agent who replies before the end of {possessive} shift.',
        initialPlayerStatValues: [
          { statId: 'player_savings', value: 40 },
          { statId: 'player_dignity', value: 60 },
          { statId: 'player_paperwork', value: ['payslips', 'letter from the hospital', 'professional registration certificate'] },
        ],
      },
      {
        title: 'Primary School Teacher',
        fluffTemplate:
          '{Name} teaches thirty seven-year-olds and can silence a room with one raised eyebrow. It does not work on letting agents. {Personal} arrived with a reference from {possessive} head teacher and the patience of a saint, which is running low.',
        initialPlayerStatValues: [
          { statId: 'player_savings', value: 30 },
          { statId: 'player_dignity', value: 75 },
          { statId: 'player_paperwork', value: ['payslips', 'reference from the head teacher', 'card from a pupil: "best teecher in the werld"'] },
        ],
      },
    ],
  },
  player2: {
    outcomes: [
      {
        id: 'outcome_proof_of_income',
        question: 'Can this player convince the agency that an irregular income is still an income?',
        resonance: 'The creative applicant versus a form with no box for them.',
        possibleResolutions: {
          favorable: 'The agency accepts a portfolio, three invoices and a letter from a happy client as proof, and quietly changes its policy.',
          mixed: 'They are accepted, on condition of a guarantor, six months upfront and a drawing of the landlord\'s yacht.',
          unfavorable: 'The system has no box for them. They are filed under "Other" and never hear from Hearth & Haven again.',
        },
        intendedNumberOfMilestones: 2,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Delphine Okoro',
        pronouns: SHE,
        appearance:
          'Paint under her nails, a tote bag of sketchbooks and a coat covered in pin badges. She sketches the agent during the viewing without meaning to, and the sketches are not kind.',
      },
      {
        name: 'Matteo Brill',
        pronouns: HE,
        appearance:
          'Lanky, with calluses on his left fingertips and a stoop from years of carrying something large. He hums when nervous, perfectly in tune, which somehow makes it worse.',
      },
      {
        name: 'Sunny Halvorsen',
        pronouns: THEY,
        appearance:
          'Broad-shouldered, chef\'s checks peeking out under a raincoat, smelling faintly of chilli oil. They hand out snacks in the queue, partly as a tactic and partly because they cannot help it.',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'Freelance Illustrator',
        fluffTemplate:
          '{Name} earns a decent living, in the sense that it arrives in unpredictable lumps about ninety days late. The agency\'s form has a box for "annual salary" and no box for "depends on the picture-book market".',
        initialPlayerStatValues: [
          { statId: 'player_savings', value: 45 },
          { statId: 'player_dignity', value: 50 },
          { statId: 'player_paperwork', value: ['three unpaid invoices', 'portfolio on a memory stick'] },
        ],
      },
      {
        title: 'Session Cellist',
        fluffTemplate:
          '{Name} plays on film soundtracks, at weddings and, once, at a funeral for a racehorse. {Personal} earned more last month than the letting agent did, and had no payslip to prove it.',
        initialPlayerStatValues: [
          { statId: 'player_savings', value: 60 },
          { statId: 'player_dignity', value: 40 },
          { statId: 'player_paperwork', value: ['last year\'s tax return', 'glowing letter from a wedding planner'] },
        ],
      },
      {
        title: 'Food-Truck Owner',
        fluffTemplate:
          '{Name} runs a food truck called Dumpling Theory and is therefore, technically, a business. Businesses, the agency explains, need a guarantor, a business plan and a personal guarantee from the guarantor\'s guarantor.',
        initialPlayerStatValues: [
          { statId: 'player_savings', value: 30 },
          { statId: 'player_dignity', value: 70 },
          { statId: 'player_paperwork', value: ['business accounts', 'five-star food hygiene certificate', 'nearly full loyalty card'] },
        ],
      },
    ],
  },
  player3: {
    outcomes: [
      {
        id: 'outcome_chicken_and_egg',
        question: 'Can this newcomer break the loop of needing an address to open a bank account, and a bank account to rent an address?',
        resonance: 'The newcomer\'s trap: every door needs a key that is behind another door.',
        possibleResolutions: {
          favorable: 'They break the loop with one clever trick, and the bank, the agency and the council all blink at once.',
          mixed: 'They get the bank account, registered to the laundrette, where Dot now receives all their post and reads the interesting bits.',
          unfavorable: 'The loop wins for now: they are officially a person who lives nowhere, which, it turns out, carries its own fee.',
        },
        intendedNumberOfMilestones: 2,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Anahit Sarkissian',
        pronouns: SHE,
        appearance:
          'Bright-eyed, towing everything she owns in two suitcases, one with a squeaky wheel. She studies the city map on her phone with the concentration of someone defusing a bomb.',
      },
      {
        name: 'Tomasz Wren',
        pronouns: HE,
        appearance:
          'Young and rumpled, proudly wearing the lanyard from his new job, with a pillow strapped to his backpack. Three weeks on a friend\'s sofa have given him a permanent tilt of the neck.',
      },
      {
        name: 'Kit Abernathy',
        pronouns: THEY,
        appearance:
          'Sun-browned from ten years somewhere warmer, in a coat far too thin for this city. They keep converting the rent into the currency of where they used to live, and going pale.',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'Just Moved for a Job',
        fluffTemplate:
          '{Name} started a new job on Monday, with a contract, a start date and a desk, but no address. No address means no bank account, which means no payslip, which means no flat, which means no address.',
        initialPlayerStatValues: [
          { statId: 'player_savings', value: 50 },
          { statId: 'player_dignity', value: 60 },
          { statId: 'player_paperwork', value: ['employment contract', 'passport'] },
        ],
      },
      {
        title: 'Postgraduate on a Grant',
        fluffTemplate:
          '{Name} came to the city to write a thesis on urban housing, which now feels like prophecy. The grant is generous, paid each term, and regarded by the agency as "basically pocket money".',
        initialPlayerStatValues: [
          { statId: 'player_savings', value: 35 },
          { statId: 'player_dignity', value: 55 },
          { statId: 'player_paperwork', value: ['grant award letter', 'student card', 'thesis chapter on rental markets'] },
        ],
      },
      {
        title: 'Home After Ten Years Abroad',
        fluffTemplate:
          '{Name} grew up here and left a decade ago. Coming home, {personal} found the rents had doubled, {possessive} favourite café had become a cocktail bar, and the agency could not verify a credit history that happened in another country.',
        initialPlayerStatValues: [
          { statId: 'player_savings', value: 65 },
          { statId: 'player_dignity', value: 45 },
          { statId: 'player_paperwork', value: ['foreign bank statements, untranslated', 'reference from a landlord abroad'] },
        ],
      },
    ],
  },
  player4: {
    outcomes: [
      {
        id: 'outcome_last_move',
        question: 'What does the veteran renter\'s latest move turn out to be?',
        resonance: 'Someone who has been through this too many times, deciding what they want now.',
        possibleResolutions: {
          resolution1: 'The last one: a home with a long lease and a landlord who answers the phone.',
          resolution2: 'A stand: they stay in the fight with the tenants\' association, home or no home, because someone has to.',
          resolution3: 'A surprise: a home found through kindness rather than bidding, probably the flat upstairs.',
        },
        intendedNumberOfMilestones: 2,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Bernadette Quayle',
        pronouns: SHE,
        appearance:
          'Fifty, unflappable, in a cardigan whose deep pockets hold a damp meter, a torch and a spare lightbulb. She inspects a flat the way a vet inspects a horse.',
      },
      {
        name: 'Desmond Pike',
        pronouns: HE,
        appearance:
          'Weathered, in a waxed jacket and sensible boots, with a voice like gravel and a laugh to match. He points out the damp to the agent before the agent can stand in front of it.',
      },
      {
        name: 'Ash Lindqvist',
        pronouns: THEY,
        appearance:
          'Sharp-featured and calm, with a tape measure on their belt and a bag shaped suspiciously like a moving box. They have moved so often that they fold clothes into perfect cubes without looking.',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'Evicted for the Landlord\'s Nephew',
        fluffTemplate:
          '{Name} kept {possessive} last flat spotless for seven years, fixed the boiler with {possessive} own hands and grew tomatoes on the balcony. Then the landlord\'s nephew needed somewhere to live, and so here {name} is, in a queue, again.',
        initialPlayerStatValues: [
          { statId: 'player_savings', value: 40 },
          { statId: 'player_dignity', value: 45 },
          { statId: 'player_paperwork', value: ['seven years of rent receipts', 'glowing reference from the landlord who evicted you', 'eviction notice'] },
        ],
      },
      {
        title: 'Veteran of Eleven Flats',
        fluffTemplate:
          '{Name} has rented eleven flats in fifteen years and can spot mould behind fresh paint from across a room. Every trick in the agency\'s book is familiar to {object}, mostly because {personal} paid for each one.',
        initialPlayerStatValues: [
          { statId: 'player_savings', value: 45 },
          { statId: 'player_dignity', value: 65 },
          { statId: 'player_paperwork', value: ['deposit dispute file', 'annotated copy of tenancy law', 'photo album of damp patches'] },
        ],
      },
      {
        title: 'Owner of a Very Large Dog',
        fluffTemplate:
          '{Name} is a model tenant with a model dog, Biscuit, who is very good and very big. Every listing says "no pets", and {name} has become an expert in the phrase "but you haven\'t met him".',
        initialPlayerStatValues: [
          { statId: 'player_savings', value: 55 },
          { statId: 'player_dignity', value: 35 },
          { statId: 'player_paperwork', value: ['reference for Biscuit from the vet', 'Biscuit\'s CV, with photograph'] },
        ],
      },
    ],
  },
  player5: {
    outcomes: [
      {
        id: 'outcome_the_rematch',
        question:
          'The silent man from the queue, the one offering a year\'s rent in cash, has beaten this player to three flats this spring. Who wins the rematch: this player (side A), or the man with the envelope and anyone who sides with him (side B)?',
        resonance: 'A grudge match in a queue of forty, against a nemesis who may be just as tired as you are.',
        possibleResolutions: {
          sideAWins:
            'The player wins at last. The man with the envelope speaks for the first time all spring, says "Well played", and hands over the number of a plumber who actually turns up.',
          mixed:
            'They both lose to the cake couple, share the consolation cake on the wall outside, and learn that the envelope holds his entire life savings and one very creased photograph of a dog.',
          sideBWins:
            'The envelope wins again. At the door he pauses, looking almost apologetic, and the player realises he has been queueing for flats even longer than they have.',
        },
        intendedNumberOfMilestones: 2,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Yasmin Carraway',
        pronouns: SHE,
        appearance:
          'Sharp bob, sharper trainers and two phones, one for listings and one for alerts. She arrives twenty minutes early, stands exactly where the agent will stop to talk, and clicks her pen once for every rival she counts.',
      },
      {
        name: 'Hugo Pennington',
        pronouns: HE,
        appearance:
          'Floppy-haired and apologetic, in a very good wool coat he is visibly embarrassed by. His phone rings every eleven minutes; it is always his mother, and he always answers: "Hi, Mum, can\'t talk, I\'m at the viewing."',
      },
      {
        name: 'Frankie Szabo',
        pronouns: THEY,
        appearance:
          'Lean and watchful, in a tailored coat with the price tag tucked into the sleeve so it can go back tomorrow. They shake the agent\'s hand one beat too long and remember everyone\'s first name, including the dog\'s.',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'Former Lettings Negotiator',
        fluffTemplate:
          '{Name} spent two years on the other side of the desk at Hearth & Haven, inventing fees until {personal} could not look at a potted fig without shuddering. {Personal} wrote page seven of the fee schedule, trained Crispin in his first week, and resigned the morning the Key Hygiene Charge went live.',
        initialPlayerStatValues: [
          { statId: 'player_savings', value: 50 },
          { statId: 'player_dignity', value: 30 },
          { statId: 'player_paperwork', value: ['reference from Hearth & Haven, which you wrote yourself', 'staff handbook, kept "by accident"', 'non-disclosure agreement, unread'] },
        ],
      },
      {
        title: 'Corporate Relocation Consultant',
        fluffTemplate:
          '{Name} finds flats for a living, for executives transferred from Zurich with a company budget and a forty-eight-hour deadline. A penthouse with a roof terrace? {Name} can secure one before lunch, and has never once been able to afford anything on {possessive} own shortlist.',
        initialPlayerStatValues: [
          { statId: 'player_savings', value: 65 },
          { statId: 'player_dignity', value: 55 },
          { statId: 'player_paperwork', value: ['corporate employment contract', 'laminated viewing checklist', 'private mobile numbers of nine letting agents'] },
        ],
      },
      {
        title: 'Guaranteed by the Bank of Mum and Dad',
        fluffTemplate:
          '{Name} has parents who bought a three-bedroom house in 1989 for the price of a family car. Mum and Dad will gladly act as guarantors, provided they can join every viewing on speakerphone and offer advice ("just pop in and ask for the manager") that has not worked since 1994.',
        initialPlayerStatValues: [
          { statId: 'player_savings', value: 85 },
          { statId: 'player_dignity', value: 20 },
          { statId: 'player_paperwork', value: ['guarantor form, signed by both parents', 'handwritten letter from Dad, beginning "To Whom It May Concern"'] },
        ],
      },
    ],
  },
  player6: {
    outcomes: [
      {
        id: 'outcome_queue_pact',
        question: 'Can this player get the queue to sign a pact that nobody will bid a penny over the asking rent, and can the pact survive until Friday at five?',
        resonance: 'Forty rivals or forty allies: the queue discovering what it could do if it stopped competing.',
        possibleResolutions: {
          favorable:
            'The pact holds. Every sealed bid reads exactly the asking rent, and Crispin has to choose a tenant by the unheard-of method of talking to them.',
          mixed:
            'The pact bends but does not break: on Thursday night someone adds a jar of homemade jam to their bid, and after a furious meeting in the laundrette the queue rules that jam is not money. Marmalade is still under review.',
          unfavorable:
            'At 4:59 on Friday someone breaks the pact, everyone else panics, and the flat goes for forty per cent over asking. Crispin buys a second gilet.',
        },
        intendedNumberOfMilestones: 2,
        milestones: [],
      },
    ],
    possibleCharacterIdentities: [
      {
        name: 'Nkechi Abara',
        pronouns: SHE,
        appearance:
          'Solid and warm, in a hi-vis vest she forgot to take off after her shift and a bum bag full of biros. She talks to the queue the way a tour guide talks to a coach party, and people follow her without quite deciding to.',
      },
      {
        name: 'Rhys Mallory',
        pronouns: HE,
        appearance:
          'Soft-spoken and stubbled, in a jumper with elbow patches sewn on crooked by a child who is very proud of them, carrying a megaphone he has never once switched on. He learns the name of everyone in the queue within ten minutes and uses it, which unnerves Crispin deeply.',
      },
      {
        name: 'Lou Haddad',
        pronouns: THEY,
        appearance:
          'Small and fizzing, with a clipboard, a net bag of clementines to hand round and a badge reading ASK ME ABOUT RENT. They count heads constantly, tapping the air with one finger, and lose count whenever someone asks them about rent.',
      },
    ],
    possibleCharacterBackgrounds: [
      {
        title: 'Union Rep at the Sorting Office',
        fluffTemplate:
          '{Name} is the union rep at the city\'s main sorting office and has won disputes over tea breaks, broken heaters and the right to wear shorts in July. To {object}, a queue of forty tired people looks like a membership list that nobody has signed yet.',
        initialPlayerStatValues: [
          { statId: 'player_savings', value: 35 },
          { statId: 'player_dignity', value: 80 },
          { statId: 'player_paperwork', value: ['payslips', 'union membership card', 'blank petition on a clipboard'] },
        ],
      },
      {
        title: 'Chair of the Parent-Teacher Association',
        fluffTemplate:
          '{Name} chairs the parent-teacher association at {possessive} child\'s primary school and once ran a bake sale so efficiently that the head teacher asked to borrow the spreadsheet. The application is for two people, and Hearth & Haven has filed the smaller one under "additional occupants", between pets and bicycles, with a fee for each.',
        initialPlayerStatValues: [
          { statId: 'player_savings', value: 30 },
          { statId: 'player_dignity', value: 60 },
          { statId: 'player_paperwork', value: ['payslips', 'thank-you letter from the head teacher', 'a child\'s drawing of the plum tree, labelled OUR TREE'] },
        ],
      },
      {
        title: 'Admin of the Neighbourhood Group Chat',
        fluffTemplate:
          '{Name} runs Marigold & Nearby (NO SELLING), a neighbourhood group chat with nine hundred members, and has calmly settled feuds about bins, parking and a missing tortoise. Before the viewing had even started, {personal} had added half the queue to a new group called Flat 4B Applicants (Be Nice).',
        initialPlayerStatValues: [
          { statId: 'player_savings', value: 55 },
          { statId: 'player_dignity', value: 45 },
          { statId: 'player_paperwork', value: ['screenshots of everything', 'printed group rules, version fourteen'] },
        ],
      },
    ],
  },
};
