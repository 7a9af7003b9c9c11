import { md, type Lecture } from './lecture-types';

/** Lecture 3: switches (topic and flavor), threads of 2-4 beats, types of threads and pacing notes. */
export const switchesThreadsLecture: Lecture = {
  id: 'switches-threads',
  title: 'Switches and Threads',
  summary:
    'The rhythm of a story: how switches choose what happens next, how threads play it out over two to four beats, and how your types of threads and instructions steer both.',
  art: 'threads',
  body: [
    {
      kind: 'markdown',
      text: md`
        If outcomes are the spine of a story, switches and threads are its pulse. Every story in Taleforge alternates between them: a switch decides what the story will pursue, a thread pursues it for a few beats, a milestone settles part of the question, and the next switch comes. You don't place switches and threads yourself (the engine does), but you decide what they are made of.
      `,
    },
    { kind: 'heading', text: 'Switches: one beat where the story turns' },
    {
      kind: 'markdown',
      text: md`
        A switch is a single beat that ends with a choice of direction. There are two kinds.

        A **topic switch** lets the player choose which question to follow next. Its three options lead to three different outcomes, and the engine offers the three that need attention most. Topic switches are used whenever possible, because choosing what matters is one of the most satisfying things a player can do.

        A **flavor switch** fixes the question and lets the player choose the approach: openly, carefully, with help, or whichever three approaches fit the moment. The engine uses one when:

        - something is **urgent** and cannot wait;
        - there is **unfinished business**: an outcome still needs milestones and few turns are left to give them;
        - the story is **nearing its end** and an outcome has no milestone yet.

        The intro at turn 1 works like a switch: it introduces the character and ends on the first choice of direction. Switches never involve a roll. The option chosen simply happens.
      `,
    },
    {
      kind: 'example',
      title: 'A topic switch',
      text: md`
        Odile Brask, a junior Surveyor in *The Redrawn City*, has just finished a thread about the hour the Lane steals from its walkers. The outcomes with no milestone yet come first, so the engine offers her three, which the narrator words as invitations into the World, perhaps:

        1. *Follow the blue lamps down Vesper Lane and find out what it wants.* (the Lane)
        2. *Ask Aunt Tallow what the Margins would do with a burin.* (who holds the burin)
        3. *Slip into the Plate room after hours with your practice burin.* (her own question: will she be trusted to cut a true line?)

        Whichever she picks becomes her next thread. The other two will come round again.
      `,
    },
    { kind: 'heading', text: 'Threads: two to four beats towards one outcome' },
    {
      kind: 'markdown',
      text: md`
        A thread is a short arc that works towards one outcome. It lasts **two to four beats**. A thread a player runs alone defaults to two beats and a thread players share to three; the engine lengthens or shortens threads to fit the turns that are left.

        Before a thread's first beat, the narrator plans its **progression**: one step per beat, so the number of steps always equals the thread's length. Each step has a title, the question its beat will put to the players, and three possible results. The first step opens the situation, middle steps complicate it, and the last step decides it.

        The outcome's resolution shape decides what kind of thread it is:

        - **Challenge threads** (challenge and competitive outcomes): players attempt things and a roll decides how each attempt goes. Results carry forward as momentum; Lecture 5 has the numbers.
        - **Exploration threads** (exploration outcomes): no dice. The three options of each step are its three possible results, and the option chosen (by most players, if several share the thread) decides the step.

        After the thread's last decision, the engine records its milestone and the player moves on to a switch.
      `,
    },
    {
      kind: 'example',
      title: 'A three-step thread',
      text: md`
        A shared thread in *The Redrawn City* might draw on one of the World's types of threads, "Dawn-press standoff: be in the pressroom as the sheet is pulled and try to change, spoil or protect what prints", and be planned like this:

        1. **Into the pressroom.** How do you get close to the press before the bell?
        2. **The sheet comes up wrong.** The proof shows Vesper Lane where the Plate shows none. What do you do with it?
        3. **The bell.** The sheet is pulled. Does what prints protect the Lane?

        The result of the third step becomes the milestone on the Lane.
      `,
    },
    { kind: 'heading', text: 'Types of threads: the menu you give the narrator' },
    {
      kind: 'markdown',
      text: md`
        The engine decides when a thread happens and which outcome it serves. What kind of scene it becomes comes from your **types of threads**: six to eight short descriptions of the arcs that fit your World. The narrator has them in front of it whenever it plans a thread.

        Write each type as a small brief: a situation, what players do in it, and what it can cost or yield. *The Redrawn City* is a good model. "Night walk down Vesper Lane: explore a newly grown stretch, open a door, pay in lost minutes, come back with a clue or an object" names a place, an action, a cost and a prize in one line. Its other types cover an archive dig, a standoff at the dawn press, a parley in the fog, a forgery, a chase across shifting streets, gathering witnesses, and the final race of the Reprint. Between them they give the narrator investigation, negotiation, action and the uncanny.

        Aim for that kind of range. If every type of thread is a fight, every story becomes a series of fights, whatever your outcomes ask.
      `,
    },
    { kind: 'heading', text: 'Switch and thread instructions: notes on pacing' },
    {
      kind: 'markdown',
      text: md`
        **Switch and thread instructions** are up to three standing notes the narrator reads with every request. Use them for rhythms that the structure alone can't express. *The Redrawn City* has a good one:

        > Alternate Lane threads (uncanny, costly) with city threads (social, investigative) so the mystery can breathe between visits.

        Remember who reads them. Instructions shape what the narrator writes: which type of thread it picks, what it keeps in view, how it words a switch. They cannot change what the engine decides: which switch comes, which outcomes it offers, how long a thread runs or who is on which side. "In the third thread, the Surveyor-General confesses" or "threads last six beats" will simply not happen.
      `,
    },
    { kind: 'heading', text: 'Together and apart' },
    {
      kind: 'markdown',
      text: md`
        With several players, the engine decides for each stretch of the story whether players share a switch and a thread, working on a shared outcome together, or go their own ways on personal outcomes, side by side in the same turns. Shared threads are where characters meet; personal threads are where each character's own question moves. In Worlds with Mixed or Competing Goals, a shared thread can split players into side A and side B. The lecture on multiplayer will cover this in depth.
      `,
    },
    {
      kind: 'dos-donts',
      dos: [
        'Write six to eight types of threads, each naming a situation, an action and a cost or prize.',
        'Mix registers: investigation, social, action, quiet, uncanny.',
        'Make sure every outcome has at least two types of threads that could serve it.',
        'Use switch and thread instructions for rhythm and for what the narrator should keep in view.',
      ],
      donts: [
        'Write types of threads that only fit one outcome or one moment of the story.',
        'Use instructions to script events, set thread lengths or choose switch types.',
        'Count on players visiting every type: each player sees only six or seven threads in 25 beats.',
        'Write a type of thread that needs more than four beats to make sense.',
      ],
    },
    {
      kind: 'checklist',
      items: [
        'Six to eight types of threads, varied in register.',
        'Every outcome can be served by at least two of them.',
        'No more than three switch and thread instructions, each describing a pattern rather than an event.',
        'Nothing in my World depends on a thread having a particular length.',
      ],
    },
  ],
};
