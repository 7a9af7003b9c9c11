import { md, type Lecture } from './lecture-types';

/** Lecture 2: outcomes, the three shapes of resolution, milestones and how many a story holds. */
export const outcomesLecture: Lecture = {
  id: 'outcomes-milestones-resolutions',
  title: 'Outcomes, Milestones and Resolutions',
  summary:
    'The questions your World can answer: how outcomes work, the three shapes of resolution, how milestones settle them, and how many you need for a story of 25 beats.',
  art: 'outcomes',
  body: [
    {
      kind: 'markdown',
      text: md`
        Outcomes are the spine of every story in Taleforge. They are the part of your World the engine follows from the first beat to the last: every thread works towards one, every milestone is recorded on one, and the ending resolves them all. Players never see outcomes by name (they stay on the server), but they feel them in every choice of direction.
      `,
    },
    { kind: 'heading', text: 'Anatomy of an outcome' },
    {
      kind: 'markdown',
      text: md`
        An outcome has:

        - a **question** the story will answer: "Will Vesper Lane be understood and made safe before the Quarter-Day Reprint erases it, and everyone inside it?"
        - three **possible resolutions**: short descriptions of how the question could end;
        - a **resonance**: why the question matters and how it should colour the threads that pursue it. The narrator reads it alongside the question;
        - an **intended number of milestones**, from 1 to 3;
        - **milestones**, which start empty. Leave them empty: the engine fills them during play.

        Outcomes are either **shared** (one question for the whole group) or belong to **one player** (each player slot has its own). In a solo story the player pursues both kinds. With several players, threads that players share pursue the shared outcomes, and personal threads pursue each player's own.
      `,
    },
    { kind: 'heading', text: 'Three shapes of resolution' },
    {
      kind: 'markdown',
      text: md`
        The resolutions you write decide more than the ending. Their shape decides how every thread on that outcome is played.
      `,
    },
    {
      kind: 'table',
      caption: 'Resolution shapes and the threads they produce',
      head: ['Shape', 'Resolutions', 'Threads on this outcome'],
      rows: [
        ['Challenge', 'favorable, mixed, unfavorable', 'Challenge threads: players attempt things and a roll decides how each attempt goes.'],
        ['Competitive', 'side A wins, mixed, side B wins', 'Challenge threads with two sides: with several players in a thread, they may be split into side A and side B.'],
        ['Exploration', 'resolution 1, 2 and 3', 'Exploration threads: no dice. Players choose a direction, and the option chosen decides each step.'],
      ],
    },
    {
      kind: 'markdown',
      text: md`
        Use **challenge** for questions of success: will they escape, persuade, find, survive? Use **competitive** when two parties want opposite things and players might stand on either side. Use **exploration** when the question is not whether the players succeed but which way the story turns: what a mystery means, which of three truths is real, what a character becomes.

        Competitive outcomes have two subtleties. Players are split into sides only when two or more of them share a thread and the World's game mode allows it (Mixed Goals or Competing Goals); with Shared Goals, everybody plays on side A. And a player who is alone in a thread is always side A. Write side A as the side a lone player would naturally fight for, or a solo story will ask them to win for the other team.
      `,
    },
    {
      kind: 'example',
      title: 'Three shapes in one World',
      text: md`
        *The Redrawn City* uses all three shapes for its shared outcomes.

        - **The Lane** (challenge, 3 milestones): "Will Vesper Lane be understood and made safe before the Quarter-Day Reprint erases it, and everyone inside it?" Favorable anchors the Lane on the map; mixed leaves it "shrunk to a single crooked alley"; unfavorable scrapes it away, "and Quillmarsh forgets it ever existed. Only they remember."
        - **The burin** (competitive, 2 milestones): "When the ink dries, who holds the burin that draws Quillmarsh: the Survey (side A) or the people of the Margins (side B)?" Its mixed resolution is not half a victory but a third arrangement: a shared table where no line is cut unless both sides agree.
        - **The missing hour** (exploration, 1 milestone): "What happens to the hour that Vesper Lane takes from everyone who walks it?" The three resolutions are three different truths (the hours are kept, spent or given away) and none of them is a failure.
      `,
    },
    { kind: 'heading', text: 'Writing resolutions that land' },
    {
      kind: 'markdown',
      text: md`
        - **Write end states, not verdicts.** "They fail" tells the narrator nothing. "The Survey seizes the press, and this player watches from behind a rope as the sheet is pulled" gives it an image to land on.
        - **Make mixed its own outcome.** The best mixed results gain something and cost something: "a foothold, not a homecoming".
        - **Make losing worth reading.** Players who lose a question still get an ending. Give the unfavorable resolution as much care as the favorable one.
        - **Keep the three parallel.** All three should answer the same question, at the same scale.
      `,
    },
    { kind: 'heading', text: 'Milestones: how a question gets settled' },
    {
      kind: 'markdown',
      text: md`
        When the last decision of a thread has been made, the engine records a milestone on the thread's outcome. The milestone takes the result of that final step (favorable, mixed or unfavorable, or its equivalent in the outcome's shape) and the narrator writes it as one or two sentences in the past tense: what was settled, and who was involved. From then on it is canon. Every later beat, and the ending, has to respect it.

        An outcome holds at most three milestones. Its **intended number** tells the engine how much of the story it deserves:

        - **1** for a side question, settled by a single thread;
        - **2**, the default, for a normal question;
        - **3** for the question the story is really about.

        When a switch offers a choice of outcomes, the engine puts forward those that need milestones most: first the ones with none yet, then the ones below their intended number. By the last turn every outcome has at least one milestone (if no thread reached it, the ending records one) and, when the story is long enough, its intended number.
      `,
    },
    { kind: 'heading', text: 'How many outcomes?' },
    {
      kind: 'markdown',
      text: md`
        Every milestone costs a switch and a thread: three to five beats. Take the intro and the ending away from a 25-beat story and each player has room for six or seven of them. Hence the guidance: **for a story of 25 beats, plan about three outcomes per player and about seven milestones in total.**

        Plan for too few milestones and the engine runs out of questions; plan for too many and some outcomes end short of their intended number. Because an outcome can hold no more than three milestones, every player also needs enough outcomes open to them (shared and personal together) to have a thread in every stretch of the story. One shared outcome on its own is not enough for 25 beats.
      `,
    },
    {
      kind: 'example',
      title: 'Counting milestones',
      text: md`
        Play *The Redrawn City* alone as the Survey insider and you pursue its three shared outcomes (3 + 2 + 1 intended milestones) and your own, "Will this Survey insider be trusted to cut a true line on the Master Plate?" (2). That is eight intended milestones, one more than a 25-beat story comfortably holds. The engine copes: every outcome still gets at least one milestone. But one of them will finish a milestone short, and the player gets no say in which. If it matters to you, lower the intended number of a less important question, or raise the World's number of turns.
      `,
    },
    {
      kind: 'dos-donts',
      dos: [
        'Phrase each outcome as a question the story can answer: will they, who, which, what happens to.',
        'Choose the resolution shape that matches how the question should be played.',
        'Write the mixed resolution as a real third ending with a cost and a gain.',
        'Use 3 intended milestones for the heart of the story and 1 for side questions.',
        'Give each player at least one outcome of their own in a multiplayer World.',
      ],
      donts: [
        'Write milestones yourself: leave the list empty for the engine.',
        'Write "they succeed" and "they fail" as resolutions.',
        'Use a competitive outcome in a World whose game mode is Shared Goals.',
        'Give every outcome 3 intended milestones: no story can hold them all.',
        'Ask the same question twice in different words.',
      ],
    },
    {
      kind: 'checklist',
      items: [
        'About three outcomes per player, counting the shared ones.',
        'About seven intended milestones for a story of 25 beats.',
        'Every outcome has a question, three concrete resolutions and a resonance.',
        'Competitive outcomes say who side A and side B are, and side A suits a lone player.',
        'Exploration outcomes offer three resolutions that are all worth reaching.',
      ],
    },
  ],
};
