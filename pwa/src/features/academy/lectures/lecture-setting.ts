import { md, type Lecture } from './lecture-types';

/** Lecture 4: world text, rules, tone, conflicts, decisions, story elements and player identities. */
export const settingLecture: Lecture = {
  id: 'setting',
  title: 'Setting the Scene',
  summary:
    'World text, rules, tone, conflicts and decisions, and the story elements the narrator builds scenes from: how to write a setting an AI can play in.',
  art: 'setting',
  body: [
    {
      kind: 'markdown',
      text: md`
        The setting is everything the narrator knows about your World before the first beat: where we are, how things work, how it should sound, what is at stake, and who and what lives there. It fills the Guidelines and Elements tabs of the World editor. This lecture goes through each part, with *The Redrawn City* as the example throughout.
      `,
    },
    { kind: 'heading', text: 'The world text' },
    {
      kind: 'markdown',
      text: md`
        The world text is a few paragraphs of plain prose. It should answer three questions: **where** are we, **what is wrong** right now, and **how long** until it gets worse?

        *The Redrawn City* answers them in three paragraphs. The first explains Quillmarsh, a lagoon city that becomes, each dawn, whatever is engraved on its copper Master Plate, and whose erased residents wake up in the fog flats beyond the map. The second brings the disturbance: "Three nights ago someone drew a street nobody ordered." It grows every dawn and takes an hour from everyone who walks it. The third sets the clock: in five dawns the Reprint will scrape away every unsanctioned line, "and so will anyone inside it."

        Notice what the world text leaves out: a history of the founding, a list of districts, the solution. Those belong in elements and rules, or nowhere.
      `,
    },
    { kind: 'heading', text: 'Rules: how the World works' },
    {
      kind: 'markdown',
      text: md`
        Rules are short statements the narrator must never contradict. Good rules do one of three things:

        - **Say how change happens, and what it costs.** "Nothing in Quillmarsh changes by wishing or spellcraft; it changes by burin, ink and press, and every line has to be cut by a skilled hand."
        - **Set consequences** that make choices matter. "Erased people are not dead. They wake in the Margins with whatever they were holding, and the city forgets their address, their records and, slowly, their faces."
        - **Govern revelation**: what may come out, and when. The rule about who holds the burin, quoted in the first lecture, is one.

        A rule that only adds colour ("the city smells of ink") belongs in the tone or in an element's instructions.
      `,
    },
    { kind: 'heading', text: 'Tone: how it should sound' },
    {
      kind: 'markdown',
      text: md`
        Tone entries are instructions to a writer. Make them specific enough that two writers following them would sound alike. "Dark and mysterious" is not. "Inky and precise, then wry: describe the city the way an engraver sees it (line, hatching, texture), then puncture the description with a human detail or a dry joke" is.

        Tone is also where you set limits: "Violence is rare and never the answer to the mystery; losing an hour, an address or a name is frightening enough."
      `,
    },
    { kind: 'heading', text: 'Conflicts and decisions' },
    {
      kind: 'markdown',
      text: md`
        **Conflicts** name the forces in tension: "Order against belonging: a city that keeps itself tidy by erasing the people who do not fit its map." Write them as one thing against another, where both sides have a point. A conflict with an obviously right side produces stories without dilemmas.

        **Decisions** name the kinds of choices players will face again and again: whom to trust with a discovery; "whether to walk the Lane again, spending minutes of your own life for a clue"; what to do with the Foul Copy once it is found. The narrator draws on them when it writes options, so make each one a real trade-off.
      `,
    },
    { kind: 'heading', text: 'Story elements' },
    {
      kind: 'markdown',
      text: md`
        Story elements are the nouns of your World: the people, places and things the narrator builds scenes from. Each one has:

        - an **id** (lower case, words joined by underscores) and a **name**;
        - a **role**: one line on what it is for in the story;
        - **instructions** to the narrator: how to portray it, what it wants, what it hides, how it can change;
        - an **appearance**, used in the prose and, when images are on, for its pictures;
        - three **facts**.

        Elements come in many kinds; use the mix your World needs:

        - **characters**: Surveyor-General Ondine Marrow, Aunt Tallow;
        - **locations**: Quillmarsh itself, the fog flats of the Margins;
        - **items**: the Master Plate;
        - **rumors**: the Foul Copy, "a rumoured second plate" that may or may not exist;
        - **factions**: the Dawn Press and its proud Printers' Guild;
        - **events**: the Quarter-Day Reprint;
        - **phenomena**: Vesper Lane, a street that grows by itself.
      `,
    },
    { kind: 'heading', text: 'Three facts, and room for more' },
    {
      kind: 'markdown',
      text: md`
        Each element starts with three facts. During play the narrator adds new ones as players learn things, so your three are seeds, not the full record. Make each one work:

        - one that is **common knowledge**: "Every building carries a small brass plaque with its Plate reference."
        - one that **creates tension**: "She signed the erasure order for Cordwainer Row and keeps a copy folded in her breast pocket."
        - one that is a **lead** players can follow: "The archive inventory lists a 'foul copy, to be melted', with no record that it ever was."

        Keep outcomes out of your facts. A fact is true from the first beat; an outcome should stay open until play settles it.
      `,
    },
    {
      kind: 'example',
      title: 'One element, fully written',
      text: md`
        Aunt Tallow shows every field pulling its weight.

        - **Role:** "Hesper Tallow, voice of the Marginfolk, the people erased from the map."
        - **Instructions:** "Warm, funny and utterly unwilling to be pitied. She bargains hard and keeps her promises. She knows more about the Lane than she admits … Let her test the players before she trusts them."
        - **Appearance:** "A big, weathered woman in her sixties with candle wax under her fingernails, a dozen keys on a string around her neck, one for every erased house she knew."
        - **Facts:** she was a candle-maker until her street was erased for a canal widening; she keeps a census of every erased person, written on candle paper; she has lost more than a day of her life to the Lane, an hour at a time.

        The instructions tell the narrator how she behaves, the appearance gives one detail nobody forgets (the keys), and each fact is a thread waiting to be pulled.
      `,
    },
    { kind: 'heading', text: 'The people players become' },
    {
      kind: 'markdown',
      text: md`
        Each player slot offers exactly three **identities** and three **backgrounds**, and each player picks one of each.

        An identity is a name, pronouns and an appearance. Put a **mannerism** in the appearance; the narrator will use it. "She measures doorways with her eyes before walking through them and quietly corrects people's directions" says more about Odile Brask than a list of traits.

        A background is a title, a short piece of fluff and the character's starting stat values (more in the lecture on stats). Write the fluff with placeholders for the name and pronouns, such as {name}, {personal} and {possessive}, with capitalised versions for the start of a sentence, so it fits whichever identity is chosen. End it on a reason to care: "somewhere around the four-hundredth one {name} began to wonder where all those people went."
      `,
    },
    {
      kind: 'dos-donts',
      dos: [
        'Answer where, what is wrong and how long in the world text.',
        'Write rules that set costs and consequences, or govern when secrets may come out.',
        'Write tone as concrete instructions to a writer, including its limits.',
        'Give each element instructions that say what it wants and how it can change.',
        'Give each element three facts: one known, one tense, one lead.',
      ],
      donts: [
        'Write an encyclopedia: lore no story touches dilutes the lore that matters.',
        'Put the answer to an outcome in a fact or a rule.',
        'Write conflicts where one side is simply wrong.',
        'Add elements without a role: if you cannot say what something is for, leave it out.',
      ],
    },
    {
      kind: 'checklist',
      items: [
        'The world text fits in three or four paragraphs and ends on a clock or a threat.',
        'Every rule costs something, has a consequence or governs revelation.',
        'Tone entries are specific enough to imitate.',
        'Every conflict has two sides worth standing on.',
        'Every element has a role, instructions, an appearance and three facts, one of them a lead.',
        'Every player slot has three identities with a mannerism each, and three backgrounds.',
      ],
    },
  ],
};
