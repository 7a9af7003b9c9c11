import type { Mood } from './world-read';

// Phrase banks of the procedural narrator, all second person, present tense. Templates use
// [a|b] for alternatives (every alternative is a distinct sentence the voice can walk through
// before repeating one) and {slot} for values (see language/grammar.ts for slot types). Banks
// used on most beats are large enough for a 25-turn story without a repeated sentence.

/** The time of day moves on with every turn. */
export const TIMES = [
  'At first light',
  'In the grey of early morning',
  'By midmorning',
  'Around noon',
  'In the long afternoon',
  'As the light begins to change',
  'At dusk',
  'After nightfall',
  'Deep in the night',
  'In the small hours',
] as const;

/** The same times as a noun phrase, for 'it is {timeNoun} now'. */
export const TIME_NOUNS = ['first light', 'early morning', 'midmorning', 'noon', 'late afternoon', 'early evening', 'dusk', 'night', 'the middle of the night', 'the small hours'] as const;

/** Gentler times for stories read with children. */
export const KID_TIMES = ['In the morning', 'After breakfast', 'At lunchtime', 'In the afternoon', 'At teatime', 'When the sun is low', 'At bathtime', 'When the stars come out'] as const;
export const KID_TIME_NOUNS = ['morning', 'just after breakfast', 'lunchtime', 'afternoon', 'teatime', 'nearly evening', 'bathtime', 'nearly bedtime'] as const;

/** Arriving somewhere new. {time}, {place}. */
export const ARRIVALS: readonly string[] = [
  '{time}, you [walk|step|make your way] into {place} [for the first time|and stop to look around|and let your eyes adjust].',
  '{time}, you get your first [look|sight|real look] at {place}[, and it is not what you expected|, and it takes your breath away|, and you do not like it much].',
  'You [arrive at|turn up at|come upon] {place} {timeLower}, [not sure what to expect|with no plan at all|with a plan that lasts about a minute].',
  '{time}, you [reach|come to|find your way to] {place}.',
  '{time}, {place} [opens up in front of you|comes into view|is where your feet take you].',
  'You [reach|come to] {place} {timeLower}, [a little out of breath|with your heart beating fast|later than you meant to].',
  '{time}, you step into {place} for the first time.',
  'It is {timeNoun} when you [first|finally] see {place}.',
  '{time}, the road [brings you|delivers you] to {place}.',
];

/** Coming back somewhere. */
export const RETURNS: readonly string[] = [
  '{time}, [you are|you find yourself] [on your way back to|heading back to|walking back into] {place}.',
  'You [go|head|wander] back to {place} {timeLower}[, as if it were pulling you|, with new questions|, and nobody stops you].',
  '{place} [again|once more], {timeLower}: [it feels smaller|it feels busier|it feels different] [than before|this time|now].',
  '{time}, you are back at {place}.',
  'You [return to|come back to] {place} {timeLower}[; it looks different now|, and it seems to have been waiting for you|, and nothing has changed, except you].',
  '{time}, your steps lead you back to {place}.',
  'Back at {place}, {timeLower}, you [catch your breath|take it all in again|look for what you missed].',
  'You head back to {place}[ once more|, because that is where it all seems to lead|, as you knew you would].',
  '{time}, you find yourself [at|in] {place} again.',
  'It is {timeNoun} when you get back to {place}.',
  '{place} again. [Of course|It was always going to be|Where else].',
];

/** Quiet sentences that round off a paragraph. */
export const PAUSES: readonly string[] = [
  'For a while you simply [stand there|sit there|wait] and let it sink in.',
  'You let the moment settle before you move on.',
  'The world does not stop to let you think about it.',
  'There is no time to dwell on it.',
  'You [file it away|keep it in mind|hold on to that] for later.',
  'It [gives you something to think about|changes how you see things|is worth remembering].',
  'Nobody says anything for a [moment|while|long breath].',
  'You [nod slowly|let out a breath|rub your eyes] and [go on|keep going|carry on].',
  'You are not sure yet what it [means|will cost|will lead to].',
  'Something about it [stays with you|nags at you|makes you smile].',
];

/** Quiet sentences for stories read with children. */
export const KID_PAUSES: readonly string[] = ['You [think|wonder|giggle] about that for a [moment|minute|little while].', 'What a [funny|busy|lovely|strange] [day|morning|afternoon] it is!', 'You [smile|nod|wave] at everyone.', 'Everyone [stops|waits|listens] for a moment.'];

/** Still where the last beat left you. */
export const STILL: readonly string[] = [
  'You are still at {place}, {timeNoun} now.',
  '{time}, you have not left {place}[ yet| at all].',
  'The light has moved on, but you are still [at|in] {place}.',
  'You stay [at|in] {place] a little longer.',
  '{time}, {place} [is as busy as ever|has gone quiet|is full of new faces].',
  'Nobody has asked you to leave {place} yet.',
  'You [find a corner|find somewhere to sit|lean on a wall] [at|in] {place} and [think|watch|wait].',
  'Time passes [at|in] {place}: it is {timeNoun} now.',
  'The hours go by [at|in] {place}[, and you barely notice|, slowly|, one after another].',
  'You are [back where you started|right where you started], [at|in] {place}, [and it is {timeNoun}|a little wiser|a little more tired].',
  '{time}, [at|in] {place}, [people come and go around you|the light has changed|the noise has changed].',
].map((t) => t.replace('{place]', '{place}'));

/** Arrivals and returns for stories read with children: short and bright. */
export const KID_ARRIVALS: readonly string[] = [
  '{time}, you go to {place}.',
  '{time}, you [hop|skip|walk] all the way to {place}.',
  'Here you are at {place}[, hello|, what a place|, and it is so big]!',
  '{time}, you [peek|look] into {place}.',
];

/** Coming back somewhere, in a story read with children. {time}, {place}. */
export const KID_RETURNS: readonly string[] = [
  'You go back to {place}, [and it is just the same|and something is different|and everyone is there].',
  '{time}, you [hop|skip|walk] back to {place}.',
  '{time}, you are back at {place}.',
  'Here you are at {place} again[, hello again|, what fun]!',
];

/** Sensory details by mood (complete sentences, no slots). */
export const SENSES: Record<Mood, readonly string[]> = {
  dark: [
    'The air tastes of rust and old rain.',
    'Somewhere out of sight, a door bangs once in the wind and is still.',
    'Shadows gather in the corners as if they were waiting for someone.',
    'Something far away clangs twice, then thinks better of it.',
    'The cold finds the gaps in your clothes and settles there.',
    'Water drips steadily from somewhere above, counting seconds nobody asked it to count.',
    'The only warm light comes from a single window, and it goes out as you look at it.',
    'A smell of smoke and wet ash hangs over everything.',
    'The silence has a weight to it, like a held breath.',
    'Somebody stops talking when you pass, and starts again when you are gone.',
  ],
  tense: [
    'Every sound seems sharper than it should be.',
    'A clock ticks somewhere, slightly too fast.',
    'People move quickly here and do not meet each other’s eyes.',
    'Your heartbeat keeps time with your footsteps.',
    'A shout rises somewhere behind you and is cut off.',
    'The air has the metallic edge that comes before trouble.',
    'Somebody has left in a hurry: a cup still steams on a windowsill.',
    'You catch yourself counting the exits without meaning to.',
    'Someone shoulders past, too close, and nobody apologises.',
    'Far off, a bell rings the hour.',
  ],
  cozy: [
    'The smell of fresh bread drifts from somewhere close by.',
    'A kettle sighs on a stove, and someone laughs in the next room.',
    'Warm light spills from a window, gold and unhurried.',
    'A cat stretches on a sunny step and decides you are acceptable.',
    'Somebody is humming an old song, slightly off key.',
    'The floorboards creak in a friendly way, as if they know you.',
    'Someone has left a plate of biscuits on a windowsill, clearly on purpose.',
    'Somewhere, something gentle is ticking, in no hurry at all.',
    'Voices rise and fall behind a wall, friendly and muffled.',
    'The whole place smells of soap and cinnamon.',
  ],
  humorous: [
    'A pigeon watches you with open contempt.',
    'Someone has put up a sign that reads PLEASE DO NOT, and nothing else.',
    'A man walks past carrying a ladder and an expression of deep regret.',
    'Two people are arguing loudly about the correct way to fold a map.',
    'The noticeboard is entirely covered in notices about other notices.',
    'Somewhere a brass band is practising the same four bars, badly.',
    'The wind picks up a single sheet of paper and delivers it, precisely, into your face.',
    'An official-looking person is measuring a puddle with great seriousness.',
    'A vending machine hums to itself, smug about the coins it has eaten.',
    'Somebody’s phone plays the same ringtone four times, and nobody answers it.',
  ],
  hopeful: [
    'Light spills across the ground like something freshly poured.',
    'People are busy around you, going about their day as if it were worth it.',
    'The air smells clean, like something that has just been fixed.',
    'Somebody has planted flowers in a broken pot, and they are thriving.',
    'People nod to each other here, as if they expect good things.',
    'Someone runs past laughing at a joke nobody else heard.',
    'The air is cool and clear, and it makes you want to start something.',
    'Sunlight catches a window across the way and flashes like a signal.',
    'Someone has chalked a smiling sun on the wall, and nobody has washed it off.',
    'There is a kind of lightness in the air.',
  ],
  wondrous: [
    'The light bends here in ways light should not.',
    'For a heartbeat the air smells of a place you have never been.',
    'Tiny motes drift upward instead of down, glittering faintly.',
    'Your shadow seems to lag a moment behind you.',
    'A sound like distant bells rises and fades, with no bells anywhere.',
    'The colours are a little too bright, as if the world had been freshly painted.',
    'The ground hums, very faintly, under your feet.',
    'Mist curls around your ankles and forms, briefly, the shape of a hand.',
    'Every reflection you pass shows the sky a different colour.',
    'The light seems closer than it should be.',
  ],
  contemplative: [
    'Dust turns slowly in a shaft of light.',
    'A clock ticks, unhurried, measuring nothing in particular.',
    'It is quiet enough to hear your own thoughts, which is not always a gift.',
    'Somewhere a radio plays a song you used to know all the words to.',
    'The light is soft and grey and asks nothing of you.',
    'Footsteps pass in the distance, carrying other people to other decisions.',
    'Steam rises from a cup someone has forgotten on a bench.',
    'A long, slow breath of air moves through the place.',
    'Everything is still, the kind of still that makes you notice things.',
    'Somebody’s laughter drifts from an open window and fades.',
  ],
};

/** Sensory details for any mood. */
export const SENSES_ANY: readonly string[] = [
  'Somewhere [above|behind you|across the way], [a bird calls|a dog barks|a child laughs|a bell rings] [twice|once|for a long time], and then it is quiet.',
  'The [wind|breeze|draught] [picks up|drops|changes direction], and [a loose sign rattles|the dust stirs|a door swings shut].',
  '[Rain|Sunlight|Lamplight|Shadow] [slides|creeps|falls] across [the floor|the wall|the ground|your boots].',
  'You smell [coffee|woodsmoke|wet stone|oranges|engine oil|fresh paint] [on the air|from somewhere nearby|and something else underneath it].',
  'Your [shadow|breath] [stretches out|goes ahead of you|hangs in the air] [for a moment|as you move|in the cold].',
  'A gust of wind [carries|brings] the smell of [rain|smoke|cut grass|the sea|hot metal] from somewhere.',
  'Somewhere nearby, [a door|a gate|a window] [creaks|clicks shut|rattles] and is still.',
  'The light [shifts|changes] as a cloud goes over.',
  'You can hear [voices|footsteps|a dog barking|a radio] [far off|somewhere below|on the other side of a wall].',
  'Your [boots|shoes] [scuff|crunch|echo] on the ground, louder than you would like.',
  'The air is [colder|warmer|stiller|thicker] than you expected.',
];

/** Sensory details for stories read with children: short, friendly, often a sound word. */
export const KID_SENSES: readonly string[] = [
  '[“Tweet, tweet!” sings a bird|“Buzz, buzz!” hums a bee|Splish, splash goes a puddle|Pitter, patter goes the rain|Tap, tap goes a woodpecker|Whoosh goes the wind] [in the trees|by the gate|over the hill|high above you].',
  'A [ladybird|butterfly|snail|worm|beetle] [crawls|flutters|wiggles|hurries] [past your toes|along a leaf|over a stone|up a flower].',
  'The sky is [blue|pink|grey|full of fluffy clouds] [today|right now|this afternoon].',
  'You can hear [a dog barking|children laughing|a bell ringing|a duck quacking] [far away|nearby|down the lane].',
  'The sun is [warm|soft|bright] on your [nose|ears|back].',
  'It smells of [toast|apples|rain|flowers|cake].',
  'A [leaf|feather|petal] [floats|drifts|spins] down [past your nose|to the ground|into your paws].',
];

/** How a resolved choice is told, by result: one sentence each. {Act} and {act} are the choice in the second person. */
export const RECAPS = {
  favorable: [
    '{Act}, and it [works|pays off|comes off|holds].',
    '{Act}, and it goes better than you dared to hope.',
    '{Act}, and for once luck is [on your side|with you|kind].',
    '{Act}, and [nobody is quick enough to stop you|everything falls into place|the world steps aside for you].',
    'You {actBare}, and [the gamble pays off|the last piece clicks into place|it is exactly the right move].',
    '{Act}, and this time [nothing goes wrong|the odds bend your way|you get what you came for].',
    'It was a good call: {act}, and it [works|holds|lands].',
    'You {actBare}, and [it could not have gone better|you make it look easy|even you are surprised how well it goes].',
    '{Act}, and [people notice|someone actually applauds|you get exactly the reaction you wanted].',
    '{Act}; it works, cleanly, almost too cleanly.',
  ],
  mixed: [
    '{Act}, and it half works: [you get what you came for, but not without a cost|you are seen, though not stopped|the door opens, and so does a new problem].',
    '{Act}, and the result is [neither triumph nor disaster|a tangle of small wins and small losses|hard to call].',
    'You {actBare}, and [some of it goes to plan and some of it very much does not|you win a little and lose a little|it is muddier than you would like].',
    '{Act}; [it works, more or less|it is not a failure, exactly|it could have gone worse, and it could have gone much better].',
    'You {actBare}; [the result is a shrug|it buys you something, and costs you something].',
    'You {actBare}, and [it works until it does not|it goes half right, half wrong|you are left with questions].',
    '{Act}, and [you get halfway|it gets you part of the way|it goes better than feared and worse than hoped].',
  ],
  unfavorable: [
    '{Act}, and it goes wrong [almost at once|before you are halfway through|in the worst possible way].',
    '{Act}, but [nothing goes the way you planned|it is a mistake, and you know it the moment it happens|the plan falls apart in your hands].',
    'You {actBare}, and [everything that can slip does|luck turns its back on you|the world pushes back, hard].',
    '{Act}, [but the timing is wrong|but someone was ready for you|but you misjudged it badly].',
    'You {actBare}, but it [does not work|fails, loudly|comes to nothing], [and people notice|and you feel it|and there is no hiding it].',
    '{Act}, and [you regret it at once|it backfires|it costs you more than it gains].',
    'You try to {actBare}, but [you are stopped cold|it is hopeless from the start|the moment slips away].',
  ],
  exploration: [
    'You {actBare}, [because it feels right|because something tells you to|and you do not look back|and you mean it].',
    'You made your choice: you {actBare}.',
    '{Act}, and the decision [settles in you like a stone finding the bottom of a pond|feels lighter than you expected|is yours, whatever comes of it].',
    'So you {actBare}[, and see where it leads|, and that is that|, with your whole heart].',
    'Your mind is made up: you {actBare}.',
  ],
} as const;

/** The same for stories read with children. */
export const KID_RECAPS = {
  favorable: ['{Act}, and it works[, hooray|, hurray|, well done|, yippee]!', '{Act}, and [it is easy|it works a treat|it goes just right|it is perfect].', 'You {actBare}, and [everyone cheers|it goes perfectly|you have done it|it is a big success].', '{Act}, and [what a clever idea that is|nobody else thought of that|it works first time]!'],
  mixed: ['{Act}, and it [nearly|almost|very nearly] works.', 'You {actBare}, and [it is a bit of a muddle|some of it works|it goes a bit wobbly|it is half right].', '{Act}, [and then oops|and then a little hiccup|and it half works|and then a wobble].'],
  unfavorable: ['{Act}, but [oh dear|oops|uh-oh|oh no], it does not work.', 'You {actBare}, but [it goes wrong|it goes all topsy-turvy|it is too hard today|it goes a bit wonky].', '{Act}, but [bump|splat|oops|crash], that did not go to plan!'],
  exploration: ['You choose to {actBare}.', 'So you {actBare}[, what fun|, off you go|, here we go]!', 'You [decide|pick|choose]: you will {actBare}.', '{Act}[, because that sounds like fun|, because that is a lovely idea|, and see what happens].'],
} as const;

/** What a result leaves behind. */
export const AFTERMATH = {
  favorable: [
    'You carry the small victory with you like a warm coal.',
    'Things are going your way, and you intend to keep it [like that|that way|going].',
    'You [grin|smile|let out a breath] [despite yourself|for the first time today|before you can stop yourself].',
    'It [feels|is] [like a door opening|like the tide turning|like solid ground under your feet].',
    'You feel steadier than this morning.',
    'Nobody can take that one away from you.',
    'Your confidence has grown; you can feel it in the way you stand.',
    'It is the kind of win that makes the next step easier.',
    'You allow yourself one breath of satisfaction.',
    'Somewhere inside, a knot you never knew was there comes loose.',
    'For the first time in a while, you feel ahead of things.',
    'You let yourself smile, just for a moment.',
    'It feels good, and you let it.',
  ],
  mixed: [
    'You are not sure yet whether to count it as a win.',
    'You will have to do better, and you know it.',
    'You [count|weigh|tally] what you [won|gained|kept] against what you [lost|gave|spent].',
    'You [shrug|sigh|rub your neck]: [it will do|could be worse|that is how it goes].',
    'Not a disaster, then. Not a triumph either.',
    'You can live with that, mostly.',
    'Somewhere, a price is being written down in your name.',
    'It will have to do, for now.',
    'You turn it over in your mind and cannot decide how you feel about it.',
    'Half a victory is still half a victory, you tell yourself.',
    'You keep what you gained and try not to count what you lost.',
    'It is not the outcome you wanted, but it is one you can work with.',
  ],
  unfavorable: [
    'Your face burns; next time will have to be better.',
    'You take a moment, and then you get back up.',
    'You [swallow|bite back|push down] [the disappointment|a curse|the urge to give up] and [keep going|think again|look for another way].',
    'It [hurts|stings|rankles], [more than you would admit|for a while|but not for long].',
    'It is not the end of the world, though it feels close.',
    'Well. That could have gone better.',
    'You push the failure aside; there is no time for it now.',
    'The setback sits in your stomach like a stone.',
    'You make yourself breathe slowly until your hands stop shaking.',
    'It stings, and it will keep stinging, but it has taught you something.',
    'You are bruised, but you are still standing.',
    'You file the mistake away where you can find it again.',
  ],
  exploration: [
    'Whatever comes of it, the choice is yours.',
    'It feels right, or at least it feels like yours.',
    'You do not look back to see who noticed.',
    'There is a strange calm in having decided.',
    'You feel things lean, very slightly, in a new direction.',
    'It is a small choice, and it changes everything that follows.',
    'You have chosen; now you find out what it means.',
    'You [square your shoulders|take a breath|nod to yourself] and [go|set off|begin].',
    'It feels [strange|good|right|risky] to have decided, and [you keep going|you do not stop to think|you start at once].',
    'The choice [made|taken|settled], you [move on|set off|get to work].',
    'Somebody had to decide, and it was you.',
    'You feel lighter for having chosen.',
    'No going back, then.',
    'It is done, and you are glad.',
    'You trust it, mostly.',
  ],
} as const;

/** The same for stories read with children. */
export const KID_AFTERMATH = {
  // Kept short for reading aloud; every list has room for a whole story.
  favorable: ['You feel [as tall as a tree|warm all over|very proud|fizzy with happiness].', 'What a good feeling!', 'You do a little happy dance.', 'You grin from ear to ear.', 'Your cheeks go pink with pride.'],
  mixed: ['Never mind. You can try again.', 'That was a bit tricky.', 'You take a big breath.', 'Nearly is still pretty good.', 'You will get it next time.', 'It was a good try.'],
  unfavorable: ['You feel a bit [wobbly|sad|grumpy|cross]. That is all right.', 'Everyone makes mistakes. Even grown-ups.', 'You give yourself a little hug.', 'You sniff, just once, and then you feel better.', 'A friend pats your back.'],
  exploration: ['That feels [right|good|just right].', 'You are glad you chose it.', 'Your tummy does a little flip.', 'It feels like the start of something good.', 'You [hum|whistle|sing] a little tune.', 'You [skip|hop|bounce] a few steps.', 'You feel brave inside.', 'You [wave|nod|smile] at [everyone|your friends|the sky].', 'Off you go, [quick as you can|step by step|hand in hand].'],
} as const;

/** What characters say, any mood. {you} is the player's name. */
export const LINES_ANY: readonly string[] = [
  'You are late, {you}.',
  'I can tell you what I know. Whether it helps is your problem.',
  'I wondered when you would come.',
  'There is always a price. Always.',
  'Ask me the right question and I will answer it.',
  'You look like someone who has not slept.',
  'Whatever you are planning, plan it quickly.',
  'I have said too much already.',
  'Careful. You are not the only one asking.',
  'So. You came after all.',
  'If you want my help, you will have to earn it.',
  'Do not look at me like that. I only work here.',
  'I know that look. You have a plan, and it is a bad one.',
  'Nobody tells me anything. So I listen.',
  'You again. Good. I was getting bored.',
  'Sit down before you fall down.',
  'That is a question with a long answer.',
  'I would not, if I were you. But I am not you.',
];

/** What characters say, by mood. */
export const LINES: Record<Mood, readonly string[]> = {
  dark: ['Some doors are closed for a reason, {you}.', 'They will not forgive you for this. Nobody here forgives.', 'Go home while you still can.', 'I have seen what happens to people who ask that.'],
  tense: ['We have an hour, maybe less.', 'Keep your voice down. Someone is listening.', 'If this goes wrong, we never spoke.', 'Move. Now. Talk later.'],
  cozy: ['Sit down, you look frozen through.', 'Have you eaten? You have not eaten. Sit.', 'It will all look better after a cup of something hot.', 'There you are! We were just talking about you.'],
  humorous: ['I have a plan. It is a terrible plan, but it is mine.', 'Technically, none of this is my fault.', 'Please hold. Your question is important to us.', 'I would help, but I am on my break. I have been on my break since Tuesday.'],
  hopeful: ['We can still fix this, {you}. I really believe that.', 'It is not too late. It is never quite too late.', 'You have done harder things than this.', 'Look how far you have come already.'],
  wondrous: ['Did you see it too? Tell me you can see it too.', 'The old stories are never just stories, {you}.', 'Listen. Can you hear it humming?', 'Some things you only see if you stop looking for them.'],
  contemplative: ['Do you ever wonder how we got here, {you}?', 'Some things you only understand afterwards.', 'Take your time. The answer will not run away.', 'What would you do if you were not afraid?'],
};

/** What characters say in stories read with children. */
export const KID_LINES: readonly string[] = [
  'Look, {you}! Over there!',
  'I like your hat. Can I try it on?',
  'Can I come too?',
  'I know the way. Follow me!',
  'Wait for me!',
  'What a lovely day for it!',
  'I am not scared. Well, only a tiny bit.',
  'Shall we sing a song while we walk?',
  'I have never done this before. Have you?',
  'Let’s hold hands.',
  'I’m hungry. Are you hungry?',
  'My grandma says you should always be kind.',
  'Hello, {you}! Shall we go together?',
  'Oh my! What a day!',
  'I know a secret. Do you want to hear it?',
  'Don’t worry. We can do it together.',
  'Let’s count to three. One, two, three!',
  'Hmm. I have an idea!',
  'You are very brave, {you}.',
  'Shh! Listen!',
  'Would you like a biscuit first?',
  'Hooray, you are here!',
  'Can you see it too?',
  'Oh dear, oh dear. What shall we do?',
];

/** Speech verbs. */
export const SAYS = ['says', 'murmurs', 'tells you', 'says without looking up', 'says quietly', 'remarks', 'admits', 'mutters', 'points out', 'adds'] as const;

/** Speech verbs for stories read with children. */
export const KID_SAYS = ['says', 'whispers', 'giggles', 'calls', 'says happily', 'squeaks', 'shouts', 'laughs', 'sings', 'asks'] as const;

/** Frames for a fact someone tells you ({fact} is a clause, lower-cased). */
export const TOLD: readonly string[] = [
  'Listen: {fact}',
  'You should know this: {fact}',
  'Here is something for you: {fact}',
  'Nobody will tell you this, so I will: {fact}',
  'Think about it: {fact}',
  'Remember this: {fact}',
  'I will say it once: {fact}',
  'Between you and me, {fact}',
  'For what it is worth, {fact}',
  'Everyone knows, but nobody says it: {fact}',
];

/** Frames for a fact about the place or someone, in narration. {fact} is a clause. */
export const FACT_FRAMES: readonly string[] = [
  'People say that {fact}.',
  'Everyone here knows that {fact}, and nobody says it out loud.',
  'You remember hearing that {fact}.',
  'It is common knowledge that {fact}.',
  'There is a story that {fact}, and you are beginning to believe it.',
  'Nobody will tell you so directly, but {fact}.',
  'You have heard it said that {fact}.',
  'Word is that {fact}.',
  'It is no secret that {fact}.',
  'You know one thing for certain: {fact}.',
];

/** How a character appears the first time. {npc}, {look}. */
export const MEETINGS: readonly string[] = [
  'For the first time you [meet|see|come face to face with] {npc}: {look}.',
  '{npc} [turns|glances|comes] [towards you|your way|over] as you [arrive|come in|get close]: {look}.',
  'You [recognise|spot|notice] {npc} [at once|from across the room|before you are introduced]: {look}.',
  '{npc} is [already there|waiting for you|not far away]: {look}.',
  'You find {npc} [by the door|in a corner|where you least expected]: {look}.',
  '{npc} [steps into view|appears at your side|looks up as you come near]: {look}.',
  'There is {npc}: {look}.',
];

/** How a known character appears again. {npc}, {epithet} (a few words, may be empty). */
export const AGAIN: readonly string[] = [
  '{npc} [spots you|sees you coming|hears you] [straight away|before you say a word|from across the room].',
  '{npc} is [where you hoped|exactly where you guessed|not where you expected], [and looks up|and waves|and frowns].',
  '{npc} is [here again|already waiting|back], [arms folded|watching the door|busy with something].',
  'You find {npc} [in the same corner as before|where you left {them}|right where you expected].',
  '{npc} [looks up as you come in|nods when you arrive|does not seem surprised to see you].',
  'Of course {npc} is here.',
  '{npc} [catches your eye|waves you over|makes room for you].',
];

/** What a known character is doing when you find them. {npc}, {their}, {them}. */
export const NPC_ACTIONS: readonly string[] = [
  '{npc} [drums|taps] [{their} fingers|a pencil|a coin] on [the table|the nearest surface|{their} knee], [impatient|thinking|counting something].',
  '{npc} [glances at the door more than once|checks over {their} shoulder as you talk|keeps one eye on the window].',
  '{npc} is [busy with something|in the middle of an argument|reading a letter] and [does not stop|pretends not to see you|finishes first].',
  '{npc} [looks tired|looks pleased with {themself}|looks worried], [more than last time|and tries to hide it|and does not bother hiding it].',
  '{npc} [folds {their} arms|leans back|leans in] and [waits for you to speak|lets the silence stretch|studies your face].',
  '{npc} [offers you a seat|waves you closer|points you to a corner] without a word.',
];

/** What a known character is doing, in stories read with children. */
export const KID_NPC_ACTIONS: readonly string[] = [
  '{npc} [waves|hops up and down|does a little spin] when [{their} friend arrives|you come along|you say hello].',
  '{npc} [is eating an apple|is humming a song|is counting clouds|is drawing in the dirt].',
  '{npc} [giggles very loudly|sneezes a tiny sneeze|yawns and says sorry].',
];

/** Your small gestures. */
export const GESTURES: readonly string[] = [
  'You [pull your coat tighter|turn your collar up|shove your hands deeper into your pockets] [against the cold|without thinking|and wait].',
  'You [stretch|crack] your [fingers|knuckles] and [try to think|make yourself focus|wait for your heart to slow].',
  'You [lean against|put a hand on] [the wall|a doorframe|a post] for a moment.',
  'You [bite your lip|frown at nothing|close your eyes for a second] [and think|and listen|and count to five].',
  'You [rub|press] your thumb against your palm, an old habit when you are thinking.',
  'You [straighten|tug at] your collar and take a slow breath.',
  'You notice your hands are cold and [shove|tuck] them into your pockets.',
  'You roll your shoulders until something in your neck cracks.',
  'You catch your reflection in a dark window and barely recognise the look on your face.',
  'You realise you have been holding your breath, and let it go.',
  'You tap your fingers against your leg, counting without meaning to.',
  'You [push your hair out of your eyes|wipe your hands on your coat|check your pockets again].',
];

/** Small gestures in stories read with children. */
export const KID_GESTURES: readonly string[] = ['You [wiggle your nose|wriggle your toes|scratch your ear|rub your eyes].', 'You take a [big, deep|slow, happy|long, brave] breath.', 'You [hop from foot to foot|clap your hands|give a little wave|spin around once].', 'You [pull up your socks|fix your hat|brush off your knees|check your pockets].', 'You [hum|whistle|sing] [a little tune|your favourite song|a silly song].'];

/** What your background gives you. {bg} is the background with its article. */
export const BACKGROUND_LINES: readonly string[] = [
  'You have not come this far as {bg} to [stop now|lose your nerve|be told no].',
  'Anyone can see you are {bg}, [for better or worse|and some of them do not like it|and that opens some doors].',
  'Your life as {bg} [has made you careful|has made you stubborn|has taught you patience|has taught you to improvise].',
  'Years as {bg} taught you [to listen before you speak|that every door has a hinge|when to run and when to stay|to notice what others miss].',
  'You are {bg}, and that [counts for something here|is not nothing|has got you out of worse].',
  'Being {bg} has its uses, and this is one of them.',
  'The part of you that is {bg} [stays calm|takes careful notes|is already looking for the angle].',
];

/** How one of your stats feels, by level. {stat} is its name in lower case. */
export const STAT_LINES = {
  high: ['Your {stat} [has never been better|is as strong as it has ever been|carries you along] [today|right now|these days].', 'You have {stat} to spare right now, and it shows.', 'You can feel your {stat} like a steady hand at your back.', 'When it comes to {stat}, you have rarely been better off.', 'Your {stat} is the one thing you are not worried about.', 'You are rich in {stat} today.'],
  mid: ['Your {stat} is [fine|steady|good enough], [for now|if you are careful|as long as nothing else goes wrong].', 'You have enough {stat} for this, if you are careful.', 'You take stock of your {stat}: not plenty, not nothing.', 'Your {stat} is holding, for now.', 'There is {stat} enough in you for one more push.', 'Your {stat} could go either way.'],
  low: ['Your {stat} is [running out|nearly spent|at its lowest], [and it worries you|and you feel it|and others can see it].', 'You are running low on {stat}, and everybody can tell.', 'You feel the lack of {stat} like a draught under a door.', 'You could do with a good deal more {stat} than you have.', 'There is not much {stat} left in you.', 'Your {stat} is nearly gone, and you feel it.'],
} as const;

/** How far into a thread you are (no ending words: a thread's last step is not the story's). */
export const PROGRESS = {
  first: ['[So|And so|Here] it [begins|starts], [at last|quietly|with a single step].', 'You [start|begin] [carefully|boldly|slowly], [feeling your way|taking it all in|one step at a time].', 'It is only the beginning.', 'This is where it starts.', 'The first step is always the strangest.', 'Everything is still possible.', 'You are at the start of something.', 'Nobody knows yet how this will go.', 'It starts, as these things do, quietly.', 'You take the first step.', 'Here is where you begin.'],
  middle: ['[Now|By now|Already] it is [getting harder|getting tangled|more than you bargained for].', 'You are [deeper in|further along|in the thick of it] [than you meant to be|than you expected|now].', 'You are halfway in, and the way back is already closing.', 'There is no pretending this is simple any more.', 'It has gone too far to walk away cleanly.', 'Now it gets complicated.', 'The easy part is over.', 'You are in it now, up to your neck.', 'Things are moving faster than you would like.', 'Nothing about this is simple.'],
  last: ['[Now|This time|Here] it [counts|matters|gets decided], [more than anything before|for real|one way or the other].', 'Everything [leads|has led] to [this moment|this one move|what you do now].', 'This is where it gets decided.', 'Whatever you do now will count.', 'One more step and you will know.', 'It all comes down to the next move.', 'Now you find out what it was all for.', 'This is the moment that matters.', 'Everything hangs on what you do next.', 'No more waiting: this is it.', 'You will know soon, one way or the other.'],
} as const;

/** How a decision is called for. */
export const CALLS: readonly string[] = [
  '[Well|So|Right], [what is your move|what do you do|what now]?',
  'The choice is yours, [as it always was|and only yours|whatever anyone says].',
  'Now you [have|need] to [choose|decide|pick one].',
  'What do you do?',
  'What will it be?',
  'How do you play it?',
  'The next move is yours.',
  'You have to decide, and [soon|quickly|now].',
  'Everyone is waiting to see what you do.',
  'Which way?',
  'Time to choose.',
  'So: what now?',
  'It is your call.',
  'What is it going to be?',
  'You cannot put it off any longer.',
  'Choose, and [live with it|make it count|do not look back].',
  'Somebody has to decide, and it is you.',
  'What would you rather do?',
  'Make up your mind.',
  'There is no right answer, only yours.',
  'You weigh it for a [moment|breath], and then you know.',
];

/** How a decision is called for in stories read with children. */
export const KID_CALLS: readonly string[] = ['[Hmm|Ooh|Well], which [one|way|idea] [will you pick|do you like best|shall it be]?', 'Can you [choose|pick|decide]?','What will you do?', 'Which one will you choose?', 'What do you think?', 'Shall we?', 'Ready?', 'Which way now?', 'What shall we do?', 'Which one sounds the most fun?', 'You choose!', 'Point to your favourite!', 'Hmm, which one?', 'Which would you pick?', 'Are you ready to choose?', 'Your turn to decide!', 'What next?', 'Which idea is best?', 'Take your time, and then choose.', 'Everyone is waiting for your idea.', 'Pick the one you like best.', 'Have a good think, then choose.', 'It is up to you!', 'Whisper your answer, then say it out loud!', 'Let’s see which one you pick.', 'Choose, and off we go!', 'Any one of them could be fun.', 'Point, and we will see.', 'You tap your chin and think very hard.', 'You wiggle your toes while you think.', 'Your tummy does a little flip.', 'Somebody giggles while you decide.', 'A bird waits on the fence to see what you do.', 'The wind stops to listen.', 'You count to three in your head.', 'All the leaves go still, waiting.', 'You scrunch up your nose and think.', 'A snail stops to hear what you will say.'];

/** Allies in the scene. {ally}, {possessive}. */
export const ALLY_LINES: readonly string[] = [
  '{ally} is [beside you|with you|a step behind you], [watching your back|saying nothing, which says a lot|ready for whatever comes].',
  '{ally} catches your eye and gives the smallest nod.',
  'You are glad {ally} is here, though you would never say it.',
  '{ally} leans close and murmurs a plan that is only half terrible.',
  'Together with {ally}, it almost feels possible.',
  '{ally} [grins|shrugs|raises an eyebrow] at you, as if to say: your turn.',
];

/** Rivals in the scene. {rival}. */
export const RIVAL_LINES: readonly string[] = [
  'Across the way, {rival} [is making a move|is up to something|is making plans].',
  '{rival} watches you with an expression you cannot read.',
  'You know {rival} will not wait for you to be ready.',
  '{rival} smiles at you the way people smile before a game of cards.',
  'Only one of you can come out of this on top, and {rival} knows it too.',
  '{rival} [pretends not to watch you|is already a step ahead|is counting on you to hesitate].',
];

/** The story's last images. {place}. */
export const CLOSINGS: readonly string[] = [
  'Above {place}, the sky turns slowly from one colour to another, as it always has.',
  'Behind you, {place} goes on with its life, a little different because you passed through it.',
  'You take one long last look at {place}, and this time you let yourself remember all of it.',
  'The story ends here, but {place} does not, and neither do you.',
];

/** Ending lines of stories read with children. */
export const KID_CLOSINGS: readonly string[] = ['And that is the end of the story. Night night!', 'The end. What a day it was!', 'And everyone is home, warm and cosy. The end.'];
