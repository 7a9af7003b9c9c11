import { md, type Lecture } from './lecture-types';

/** Lecture 1: who does what when a World is played, and what that means for the way you write. */
export const storyEngineLecture: Lecture = {
  id: 'story-engine-not-writing-tool',
  title: 'A Story Engine, Not a Writing Tool',
  summary:
    "Why you don't write the story in Taleforge, and what you write instead: the pressures, questions and people that an engine and a narrator turn into a different story every time.",
  art: 'engine',
  body: [
    {
      kind: 'markdown',
      text: md`
        If you come to Taleforge as a writer, your instincts will tell you to write a story: an opening scene, a twist in the middle, a satisfying last chapter. Resist them. A World in Taleforge is not a story. It is the material that a story engine and an AI narrator use to build one, a different one every time someone plays, shaped by choices you will never see in advance.

        This lecture explains who does what when a World is played, and what that means for the way you write.
      `,
    },
    { kind: 'heading', text: 'Three hands on every story' },
    {
      kind: 'markdown',
      text: md`
        Every story played in your World is made by three hands.

        **The engine** decides the structure. It counts turns, decides when a player gets a switch and when a thread, which question a thread works on, how long it runs, who is on which side and, with a roll, how a bold move turns out. It records what each thread settled. The engine never writes a sentence and never improvises: replay a story with the same choices and it makes the same decisions.

        **The narrator** writes the words inside that plan. For each player and each turn it writes a beat: five or six paragraphs in the second person and the present tense, ending on a situation with exactly three options. It also plans the steps of each thread, writes the milestones, and proposes which of your stats help or hinder each option.

        **You** write the World: the place and its rules, the people and things in it, the questions the story can answer, the stats that tilt the odds, and the characters players can become. You are the only one of the three who works before the story starts, and the only one who cannot step in once it does.

        That last point is the whole craft. Everything you want a story to do has to be written as material the engine and the narrator can use, not as events you expect to happen.
      `,
    },
    { kind: 'heading', text: 'What a played story looks like' },
    {
      kind: 'markdown',
      text: md`
        A typical story runs for about 25 turns, roughly an hour of play. In every turn each player reads their own beat and picks one of three options. The shape is always the same:

        - **The intro** (turn 1) introduces the player's character and ends on a first choice of direction.
        - **Switches** are single beats where the story turns: the player picks which question to pursue next, or how to pursue one the story insists on.
        - **Threads** are short arcs of two to four beats that work towards one of your outcomes. When a thread ends, the engine records a **milestone**: a sentence that settles part of that question for good.
        - **The ending** (the last turn) resolves every outcome in the light of its milestones.

        So a story is a chain of switch, thread, milestone; switch, thread, milestone; six or seven times over, then an ending. Each part has its own lecture. For now, notice what is not on the list: chapters, scenes you wrote, a plot.
      `,
    },
    { kind: 'heading', text: 'Write questions, not answers' },
    {
      kind: 'markdown',
      text: md`
        The most useful habit a World creator can build is to turn every plot idea into a question.

        "The Surveyor-General is secretly drawing the street" is an answer. Once it is written down, every story has the same solution, and players who guess it early have nothing left to do. "Who is drawing the street?" is a question. The engine can put it to players, threads can move it, and milestones can settle it differently each time.

        Outcomes are the formal version of this habit (each one is a question with three possible resolutions), but the habit applies everywhere: in the facts of a story element, in a rule, in a conflict.
      `,
    },
    {
      kind: 'example',
      title: 'A secret nobody wrote down',
      text: md`
        *The Redrawn City*, one of the Worlds that come with Taleforge, is a mystery about a street that draws itself onto a city's map. A mystery seems to need a solution. Here is how its creator wrote it instead, as one of the World's rules:

        > Who holds that burin (the Surveyor-General's vanished apprentice, Aunt Tallow of the Margins, or nobody at all, the Foul Copy drawing itself from what the city has lost) is settled by the milestones of the shared outcomes and never revealed in the first half of the story.

        Three candidates, each backed by a story element, and a rule that tells the narrator what decides the answer and when it may arrive. The creator wrote the shape of the solution and left its content to play.
      `,
    },
    { kind: 'heading', text: 'Write pressure, not events' },
    {
      kind: 'markdown',
      text: md`
        An engine that decides structure needs something to structure. Give it pressure: a clock, a rivalry, a scarce resource, a place that gets worse the longer players stay away.

        In *The Redrawn City* the pressure is written in several places at once. The world text says the Reprint that will wipe the street away is five dawns off. A stat called Lane Growth climbs as the street spreads. A story element, the Quarter-Day Reprint, describes black-bordered notices pasted on every bridge. None of it says what happens on the third day. All of it makes the third day feel different from the first.
      `,
    },
    { kind: 'heading', text: 'Write people with wants' },
    {
      kind: 'markdown',
      text: md`
        The narrator brings a character to life from a name, a role, an appearance, instructions and three facts. It does best with characters who want something and fear something. "A tyrannical official" will be played as a cartoon. "Brilliant, exhausted and afraid of losing control; she hides that her engraving hand trembles" gives the narrator a person who can become an ally or an obstacle depending on what players do, which is exactly what an engine-driven story needs.
      `,
    },
    { kind: 'heading', text: 'Expect to be surprised' },
    {
      kind: 'markdown',
      text: md`
        A World works when a story played in it surprises its creator and still feels as if it belongs there. If every story you play goes the way you imagined, your World is probably too narrow: too many fixed events, too few open questions. If stories feel generic, it is probably too thin, and the narrator is filling the gaps with stock material because you gave it too little of your own.

        The cure for both is the same. Play your World several times, making different choices, and then change the material rather than wishing the story had gone differently.
      `,
    },
    {
      kind: 'dos-donts',
      dos: [
        'Turn plot ideas into questions the story can answer in more than one way.',
        'Give the story pressure: a clock, a threat, a rivalry, a cost.',
        'Write characters as people with wants, fears and secrets.',
        'Write rules that tell the narrator how your World works and when secrets may come out.',
        'Play your World several times and revise the material after each playthrough.',
      ],
      donts: [
        'Write a plot outline, chapters, or scenes you expect to happen in order.',
        'Decide the solution of a mystery in advance and hide it in a fact.',
        'Describe game mechanics in prose ("the player rolls to pick the lock"): the engine handles them.',
        'Try to set the length of threads or the order of events: the engine decides both.',
        'Pad the World with lore no story will ever use.',
      ],
    },
    {
      kind: 'checklist',
      items: [
        'Every central plot idea in my World is phrased as a question.',
        'My World has at least one clock or rising pressure.',
        'My main characters each have a want, a fear and a secret.',
        'Nothing in my World assumes that events happen in a particular order.',
        'I have played my World at least twice, making different choices.',
      ],
    },
  ],
};
