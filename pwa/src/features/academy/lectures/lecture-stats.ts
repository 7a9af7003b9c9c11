import { md, type Lecture } from './lecture-types';

/** Lecture 6: the five stat types, effects on points, thresholds, sacrifices, visibility and groups. */
export const statsLecture: Lecture = {
  id: 'stats',
  title: 'Stats That Matter',
  summary:
    'Five types of stats, and how to write them so they tilt the odds, colour the prose and give players something to spend: effects on points, thresholds, sacrifices, rewards and visibility.',
  art: 'stats',
  body: [
    {
      kind: 'markdown',
      text: md`
        Stats are your World's memory in numbers and words. They keep track of what matters (courage, a spreading threat, a loyalty, what is in a satchel) and they do three jobs at once: they change the odds of challenges, they change how the narrator describes things, and they give players something to spend and something to win. A stat that does none of these is decoration. Cut it.
      `,
    },
    { kind: 'heading', text: 'Five types' },
    {
      kind: 'table',
      caption: 'Stat types',
      head: ['Type', 'Holds', 'Example', 'Good for'],
      rows: [
        ['Percentage', '0 to 100%', 'Nerve, Lane Growth', 'A quality or a pressure that rises and falls'],
        ['Opposites', 'One balance from 0 to 100, shown as two sides that always add up to 100', 'Survey | Margins', 'Loyalties, tugs of war, identities'],
        ['Number', 'A plain count (0 to 100 for player stats)', 'Lost Minutes', 'Countdowns, resources, tallies'],
        ['String', 'One word or phrase, from levels you describe', 'Reputation: unknown, whispered about, notorious', 'Stages, titles, states'],
        ['String list', 'A list of short texts', 'Satchel', 'Belongings, allies, clues, scars'],
      ],
    },
    {
      kind: 'markdown',
      text: md`
        Percentages, opposites and numbers are kept between 0 and 100. Describe the range in the stat's possible values ("0 to 100 minutes of your life that Vesper Lane has taken"), and for a string, list its levels there, so the narrator knows what it may set.
      `,
    },
    { kind: 'heading', text: 'Shared or per player' },
    {
      kind: 'markdown',
      text: md`
        A **shared** stat, whose id starts with "shared_", has one value for the whole group: Lane Growth is the same for everyone. A **player** stat, whose id starts with "player_", has a value for each player: everyone has their own Nerve. Use shared stats for the state of the World and player stats for the state of a character.
      `,
    },
    { kind: 'heading', text: 'Effects on points: the odds' },
    {
      kind: 'markdown',
      text: md`
        Every stat needs **at least three** effects on points. They tell the narrator when the stat helps or hinders a challenge, and by how much. Write each as a condition, a number and a kind of action:

        - "Above 70%: +10 to walking the Lane, climbing, and staring down officials."
        - "Below 30%: −10 to any challenge under pressure: chases, the dawn press, a lie told to a Surveyor."
        - "Below 15%: −15 to entering Vesper Lane at all."

        The narrator turns these notes into modifiers on particular options, each worth at most 15 points either way. Three is the minimum because a stat should matter in more than one situation: give it a good side, a bad side and an extreme.
      `,
    },
    { kind: 'heading', text: 'Narrative implications: the prose' },
    {
      kind: 'markdown',
      text: md`
        Narrative implications describe what the stat means in the story at different values. Write them as **thresholds**, because thresholds tell the narrator where the World changes character:

        - "Below 30%: the Lane is a curiosity, a few dozen doors and a rumour in the taverns."
        - "30% to 60%: it crosses canals; people take it home by accident and lose their evening."
        - "Above 60%: landmarks go missing overnight; the Survey declares an emergency and patrols the bridges."

        The same works for simpler Worlds. A shared stat for public support might read: below 30% the crowd is hostile, above 70% it helps. Players should feel a threshold being crossed without seeing a number.
      `,
    },
    { kind: 'heading', text: 'Sacrifices and rewards: something to spend' },
    {
      kind: 'markdown',
      text: md`
        **Options to sacrifice** say what a player can give up from this stat for better odds; **options to gain as reward** say what they can win. "Burn your nerve (−15) to force yourself through something terrifying." "A risky feat that works gives +10 to +15 Nerve." For a list, a sacrifice hands an item over and a reward adds one: "Add a found item: a key, a proof, a seal, something from a room on the Lane."

        Two rules of the engine shape how you write these. A sacrifice always takes away (points from a number, an item from a list) and a reward always adds, so a stat that players spend and win should be one where more is better. And only stats that **can be changed in beat resolutions** can be spent, won or otherwise changed during beats. Switch that off for a stat the story should never touch from beat to beat.

        **Adjustments after threads** describe how a stat should drift between threads: a threat that grows, a countdown that ticks. Keep them to one simple line each, and if the story depends on the stat moving, make sure it can also change in beat resolutions and say in its narrative implications what each value means.
      `,
    },
    { kind: 'heading', text: 'Visibility and backgrounds' },
    {
      kind: 'markdown',
      text: md`
        **Visible** stats appear in the player's sidebar. Hide one when knowing the number would spoil the story, such as a suspicion building against the players; hidden stats still count towards the odds and still colour the prose. Give every visible stat a clear **tooltip**, shown as its description: it is how players learn what they are tracking.

        A player stat that is **part of player backgrounds** takes its starting value from the background each player picks. That is what makes backgrounds feel different: in *The Redrawn City* the Disgraced Engraver starts with Nerve 60 and an unlicensed burin, the Clerk of Erasures with Nerve 30, an erasure stamp and a private ledger. A stat that is not part of backgrounds starts at its initial value for everyone.
      `,
    },
    { kind: 'heading', text: 'Groups' },
    {
      kind: 'markdown',
      text: md`
        The sidebar shows stats in **groups**, at most three of them, such as *Surveyor*, *The City* and *Satchel*. Groups are only for display and change nothing about what a stat does. Name them for the player, not for yourself.
      `,
    },
    {
      kind: 'example',
      title: 'Four stats, four jobs',
      text: md`
        - **Lane Growth** (shared percentage, visible): the rising threat. Its thresholds redraw the city, and above 60% it makes getting around harder but makes the Lane itself easier to question: one stat, two directions.
        - **Nerve** (player percentage, part of backgrounds): courage. It helps on the Lane when high, hurts under pressure when low, is burned as a sacrifice and won back by risky feats.
        - **Survey | Margins** (player opposites, part of backgrounds): allegiance. "+10 with Surveyors, clerks and Tower guards; −10 with Marginfolk" above 70%, and the mirror image below 30%. The Clerk of Erasures starts loyal to the Survey; the Grandchild of an Erased Street does not.
        - **Satchel** (player string list): what you carry. "+10 when an item in the satchel plainly fits the challenge" turns every item into a small promise, and every item is something to trade away.
      `,
    },
    {
      kind: 'dos-donts',
      dos: [
        'Give every stat at least three effects on points: one that helps, one that hurts, one at an extreme.',
        'Write narrative implications as thresholds.',
        'Make stats that players spend and win ones where more is better.',
        'Use opposites for loyalties and tugs of war.',
        'Use backgrounds to give each character a different starting position.',
      ],
      donts: [
        'Create more stats than players can keep in mind: two to five shared and two to five per player is plenty.',
        'Write effects without a number or a situation ("Nerve matters a lot").',
        'Hide a stat players need in order to choose sensibly.',
        'Use groups as categories for yourself: they are labels for players.',
      ],
    },
    {
      kind: 'checklist',
      items: [
        'Every stat has the type that matches what it tracks, and its possible values are described.',
        'Every stat has at least three effects on points, each with a number.',
        'Narrative implications are written as thresholds.',
        'Every stat that can change in beats has options to sacrifice and to gain.',
        'Every visible stat has a tooltip, and there are no more than three groups.',
        'Backgrounds give different starting values to the stats that are part of them.',
      ],
    },
  ],
};
