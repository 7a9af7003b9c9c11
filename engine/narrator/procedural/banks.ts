import type { Resolution } from '@schemas';
import type { Mood } from './world-read';

// Phrase banks of the procedural narrator. Templates use [a|b] for alternatives and {slot} for
// values (see grammar.ts); all narration is second person, present tense.

/** The time of day moves on with every turn. */
export const TIMES = [
  'At first light',
  'In the grey of early morning',
  'By midmorning',
  'Around noon',
  'In the long afternoon',
  'As the light begins to fail',
  'At dusk',
  'After nightfall',
  'Deep in the night',
  'In the small hours',
] as const;

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
    'Your footsteps sound too loud, and then they sound like someone else’s.',
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
    'Far off, a bell rings the hour, and you realise how little time is left.',
    'The air keeps shifting, as if it cannot decide either.',
  ],
  cozy: [
    'The smell of fresh bread drifts from somewhere close by.',
    'A kettle sighs on a stove, and someone laughs in the next room.',
    'Warm light spills from somewhere nearby, gold and unhurried.',
    'A cat stretches on a sunny step and decides you are acceptable.',
    'Somebody is humming an old song, slightly off key.',
    'The floorboards creak in a friendly way, as if they know you.',
    'The air carries a scent of something baking.',
    'Someone has left a plate of biscuits on a windowsill, clearly on purpose.',
    'Somewhere, something gentle is ticking, in no hurry at all.',
    'Voices rise and fall somewhere behind a wall, friendly and indistinct.',
    'The whole place smells of soap and cinnamon.',
  ],
  humorous: [
    'A pigeon watches you with open contempt.',
    'Someone has put up a sign that reads PLEASE DO NOT, and nothing else.',
    'A man walks past carrying a ladder and an expression of deep regret.',
    'Two people are arguing loudly about the correct way to fold a map.',
    'A goat has got in somewhere it should not be, and nobody is doing anything about it.',
    'The noticeboard is entirely covered in notices about other notices.',
    'Somewhere a brass band is practising the same four bars, badly.',
    'A dog in a small hat trots past with great dignity.',
    'The wind picks up a single sheet of paper and delivers it, precisely, into your face.',
    'Somebody’s washing has escaped the line and is making a break for freedom.',
    'An official-looking person is measuring a puddle with great seriousness.',
  ],
  hopeful: [
    'Morning light spills across the ground like something freshly poured.',
    'People are busy around you, going about their business as if the day were worth it.',
    'The air smells clean, like something that has just been fixed.',
    'Somebody has planted flowers in a broken pot, and they are thriving.',
    'Things seem to be clearing, piece by piece.',
    'People nod to each other here, as if they expect good things.',
    'Someone runs past laughing at a joke you did not hear.',
    'The air is cool and clean, and it makes you want to start something.',
    'Sunlight catches a window across the way and flashes like a signal.',
    'Someone has chalked a smiling sun on the wall, and nobody has washed it off.',
    'There is a kind of lightness in the air today.',
  ],
  wondrous: [
    'The light bends here in ways light should not.',
    'For a heartbeat the air smells of a place you have never been.',
    'Tiny motes drift upward instead of down, glittering faintly.',
    'Your shadow seems to lag a moment behind you.',
    'Somewhere a sound like distant bells rises and fades with no bells anywhere.',
    'The colours are a little too bright, as if the world had been freshly painted.',
    'A moth with wings like pressed silver lands on your sleeve and is gone.',
    'The ground hums, very faintly, under your feet.',
    'Mist curls around your ankles and forms, briefly, the shape of a hand.',
    'Every reflection you pass shows the sky a different colour.',
    'You could swear the light is closer than it should be.',
  ],
  contemplative: [
    'Dust turns slowly in a shaft of light.',
    'A clock ticks, unhurried, measuring nothing in particular.',
    'The street is quiet enough to hear your own thoughts, which is not always a gift.',
    'Somewhere a radio plays a song you used to know all the words to.',
    'Dust gathers in the corners of doorways, as if it has nowhere else to be.',
    'The light is soft and grey and asks nothing of you.',
    'Footsteps pass in the distance, carrying other people to other decisions.',
    'Steam rises from a cup someone has forgotten on a bench.',
    'Somewhere a long, slow breath of air moves through the place.',
    'Everything is still, the kind of still that makes you notice things.',
    'Somebody’s laughter drifts from an open window and fades.',
  ],
};

/** How a resolved choice is told, by resolution. {act} is the choice in second person. */
export const RECAPS: Record<Resolution | 'exploration', readonly string[]> = {
  favorable: [
    '{Act}, and it works.',
    '{Act}. [It goes better than you dared to hope|For once, luck is firmly on your side|It works, cleanly, almost too cleanly].',
    '{Act}, and [the world seems to step aside for you|everything falls into place|nobody is quick enough to stop you].',
    'When {act}, [it works the way plans only work in stories|the last piece clicks into place|the gamble pays off].',
    '{Act}, and this time [nothing goes wrong|the odds bend your way|you get exactly what you came for].',
  ],
  mixed: [
    '{Act}. It half works: [you get what you came for, but not without a cost|you are seen, though not stopped|the door opens, and so does a new problem].',
    '{Act}, and the result is [neither triumph nor disaster|a tangle of small wins and small losses|hard to call].',
    'When {act}, [some of it goes to plan and some of it very much does not|you win a little and lose a little|the outcome is muddier than you would like].',
    '{Act}. [It works, more or less|It is not a failure, exactly|It could have gone worse, and it could have gone much better].',
  ],
  unfavorable: [
    '{Act}, and it goes wrong almost at once.',
    '{Act}. [Nothing goes the way you planned|It is a mistake, and you know it the moment it happens|The plan falls apart in your hands].',
    'When {act}, [everything that can slip does|luck turns its back on you|the world pushes back, hard].',
    '{Act}, [but the timing is wrong|but someone was ready for you|but you misjudged it badly].',
  ],
  exploration: [
    '{Act}.',
    'You made your choice: {actBare}.',
    '{Act}, and the decision settles in you like a stone finding the bottom of a pond.',
    'In the end, {act}.',
  ],
};

/** What a result leaves behind. */
export const AFTERMATH: Record<Resolution | 'exploration', readonly string[]> = {
  favorable: [
    'You carry the small victory with you like a warm coal.',
    'Your confidence has grown; you can feel it in the way you stand.',
    'It is the kind of win that makes the next step easier.',
    'You allow yourself one breath of satisfaction before moving on.',
    'Somewhere inside, a knot you never knew was there comes loose.',
  ],
  mixed: [
    'You are not sure yet whether to count it as a win.',
    'Somewhere, a price is being written down in your name.',
    'It will have to do, for now.',
    'You turn it over in your mind and cannot decide how you feel about it.',
    'Half a victory is still half a victory, you tell yourself.',
  ],
  unfavorable: [
    'Your face burns. There will be a next time, and it will have to be better.',
    'You push the failure aside; there is no time for it now.',
    'The setback sits in your stomach like a stone.',
    'You make yourself breathe slowly until your hands stop shaking.',
    'It stings, and it will keep stinging, but it has taught you something.',
  ],
  exploration: [
    'Whatever comes of it, the choice is yours.',
    'It feels right, or at least it feels like yours.',
    'You do not look back to see who noticed.',
    'There is a strange calm in having decided.',
    'You feel the story lean, very slightly, in a new direction.',
  ],
};

/** How you arrive somewhere. {time} and {place} are filled in. */
export const ARRIVALS: readonly string[] = [
  '{time}, you [reach|arrive at|find your way to|make your way to] {place}.',
  '{time}, you [stand|find yourself standing] [at the edge of|in the middle of|just inside] {place}.',
  'You [reach|come to] {place} {timeLower}.',
  '{time}, {place} [opens up before you|comes into view|is where your feet take you].',
];

/** How you come back somewhere you have been. */
export const RETURNS: readonly string[] = [
  '{time}, you are back at {place}.',
  'You return to {place} {timeLower}; [it looks different now|nothing about it has changed, and yet|it seems to have been waiting for you].',
  '{time}, your steps lead you back to {place}.',
];

/** How a fact is told. {fact} is a clause. */
export const FACT_FRAMES: readonly string[] = [
  'People say that {fact}.',
  'Everyone here knows that {fact}, and nobody says it out loud.',
  'You remember hearing that {fact}.',
  'It is common knowledge that {fact}.',
  'There is a story that {fact}, and you are beginning to believe it.',
  'Nobody will tell you so directly, but {fact}.',
  'You have heard it said that {fact}.',
];

/** How a fact about a person is told. {name} and {fact}. */
export const PERSON_FACT_FRAMES: readonly string[] = [
  'You know one thing about {name} for certain: {fact}.',
  'People whisper that {fact}.',
  'If the talk is true, {fact}.',
  'You remember what they say about {name}: {fact}.',
  'It is no secret that {fact}.',
];

/** How a character appears. {name} and {look} (a clause). */
export const ENCOUNTERS: readonly string[] = [
  '{name} is [already there|waiting for you|not far away], {look}.',
  'You find {name} [by the door|in a corner|where you least expected], {look}.',
  '{name} [steps into view|appears at your side|looks up as you come near]: {look}.',
  'There is {name}, {look}.',
];

/** How a character appears when their looks are unknown. */
export const ENCOUNTERS_PLAIN: readonly string[] = [
  '{name} is [already there|waiting for you|not far away].',
  'You find {name} [by the door|in a corner|where you least expected].',
  '{name} [steps into view|appears at your side|looks up as you come near].',
];

/** What characters say, by mood. Slots: {you}, {place}. */
export const LINES: Record<Mood | 'any', readonly string[]> = {
  any: [
    'You took your time, {you}.',
    'Not here. There are too many ears in {place}.',
    'I can tell you what I know. Whether it helps is your problem.',
    'I wondered when you would come.',
    'There is always a price. Always.',
    'Ask me the right question and I will answer it.',
    'You look like someone who has not slept.',
    'Whatever you are planning, plan it quickly.',
    'I have said too much already.',
    'Careful. You are not the only one asking.',
    'So. You decided to come after all.',
    'If you want my help, you will have to earn it.',
  ],
  dark: ['Some doors are closed for a reason, {you}.', 'They will not forgive you for this. Nobody here forgives.', 'Go home. While you still can.'],
  tense: ['We have an hour, maybe less.', 'Keep your voice down. Someone is listening.', 'If this goes wrong, we never spoke.'],
  cozy: ['Sit down, you look frozen through.', 'Have you eaten? You have not eaten. Sit.', 'It will all look better after a cup of something hot.'],
  humorous: ['If this is about the goat, I was never here.', 'I have a plan. It is a terrible plan, but it is mine.', 'Technically, none of this is my fault.'],
  hopeful: ['We can still fix this, {you}. I really believe that.', 'It is not too late. It is never quite too late.', 'You have done harder things than this.'],
  wondrous: ['Did you see it too? Tell me you saw it too.', 'The old stories are never just stories, {you}.', 'Listen. Can you hear it humming?'],
  contemplative: ['Do you ever wonder how we got here, {you}?', 'Some things you only understand afterwards.', 'Take your time. The answer will not run away.'],
};

/** Speech verbs. */
export const SAYS = ['says', 'murmurs', 'tells you', 'says without looking up', 'says quietly', 'remarks'] as const;

/** Your small gestures. */
export const GESTURES: readonly string[] = [
  'You [rub|press] your thumb against your palm, an old habit when you are thinking.',
  'You [straighten|tug at] your collar and take a slow breath.',
  'You notice your hands are cold and shove them into your pockets.',
  'You roll your shoulders until something in your neck cracks.',
  'You catch your reflection in a dark window and barely recognise the look on your face.',
  'You realise you have been holding your breath, and let it go.',
  'You tap your fingers against your leg, counting without meaning to.',
];

/** What your background taught you. {bg} is the background with its article. */
export const BACKGROUND_LINES: readonly string[] = [
  'Years as {bg} taught you [to listen before you speak|that every door has a hinge|when to run and when to stay|to notice what others miss].',
  'You are {bg}, and that [counts for something here|is not nothing|has got you out of worse].',
  'Being {bg} has its uses, and this is one of them.',
  'The part of you that is {bg} [stays calm|takes careful notes|is already looking for the angle].',
];

/** How one of your stats feels, by level. {stat} is its name in lower case. */
export const STAT_LINES = {
  high: ['You have {stat} to spare right now, and it shows.', 'You can feel your {stat} like a steady hand at your back.', 'When it comes to {stat}, you have rarely been better off.'],
  mid: ['You have enough {stat} for this, if you are careful.', 'You take stock of your {stat}: not plenty, not nothing.', 'Your reserves of {stat} are middling, which is its own kind of danger.'],
  low: ['You are running low on {stat}, and everybody can tell.', 'You feel the lack of {stat} like a draught under a door.', 'You could do with a good deal more {stat} than you have.'],
} as const;

/** How a shared stat feels, by level. */
export const SHARED_STAT_LINES = {
  high: ['Around {place}, {stat} is running high, and you can feel it in the air.', 'People speak of {stat} as if it were a good harvest.'],
  mid: ['Around {place}, {stat} could tip either way.', 'Nobody would call {stat} good or bad just now; it is holding.'],
  low: ['Around {place}, {stat} is running dangerously low.', 'Everyone can feel how little {stat} is left, and it makes them short-tempered.'],
} as const;

/** How far into a thread you are. */
export const PROGRESS = {
  first: ['It is only the beginning.', 'This is where it starts.', 'The first step is always the strangest.'],
  middle: ['You are halfway in, and the way back is already closing.', 'There is no pretending this is simple any more.', 'It has gone too far to walk away cleanly.'],
  last: ['This is the last push. Whatever happens next cannot be undone.', 'Everything has been leading to this.', 'One more step and it is settled, one way or another.'],
} as const;

/** How a decision is called for. */
export const CALLS: readonly string[] = [
  'What do you do?',
  'What will it be?',
  'How do you play it?',
  'The next move is yours.',
  'You have to decide, and soon.',
  'Everyone is waiting to see what you do.',
];

/** Allies in the scene. {ally}, {possessive} are filled in. */
export const ALLY_LINES: readonly string[] = [
  '{ally} is [beside you|with you|a step behind you], [watching your back|saying nothing, which says a lot|ready for whatever comes].',
  '{ally} catches your eye and gives the smallest nod.',
  'You are glad {ally} is here, though you would never say it.',
  '{ally} leans close and murmurs a plan that is only half terrible.',
  'Together with {ally}, it almost feels possible.',
];

/** Rivals in the scene. {rival}, {personal}, {possessive}. */
export const RIVAL_LINES: readonly string[] = [
  'Across the way, {rival} is making {possessive} own move.',
  '{rival} watches you with an expression you cannot read. {Personal} wants the same thing, for different reasons.',
  'You know {rival} will not wait for you to be ready.',
  '{rival} smiles at you the way people smile before a game of cards.',
  'Only one of you can come out of this on top, and {rival} knows it too.',
];

/** Endings: closing images. {place}, {time}. */
export const CLOSINGS: readonly string[] = [
  'Above {place}, the sky turns slowly from one colour to another, as it always has, as it always will.',
  'Somewhere behind you, {place} goes on with its life, a little different because you passed through it.',
  'You take one long last look at {place}, and this time you let yourself remember all of it.',
  'The story ends here, but {place} does not, and neither do you.',
];
