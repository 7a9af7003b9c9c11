import { md, type Lecture } from './lecture-types';

/** Lecture 5: challenge and exploration, risk types, points, sacrifice and reward, momentum, difficulty. */
export const successFailureLecture: Lecture = {
  id: 'success-failure',
  title: 'Success and Failure',
  summary:
    'How the engine decides whether a bold move works: risk types and their odds, base points, sacrifices and rewards, momentum, and what the difficulty levels change.',
  art: 'dice',
  body: [
    {
      kind: 'markdown',
      text: md`
        Sooner or later in most stories a player tries something that might not work. Taleforge decides how it goes with a roll, but not a blind one: the odds come from the option itself, the character's stats, what happened earlier in the thread and the difficulty the players chose. You never set these numbers directly. You shape them through your outcomes, your stats and the difficulty levels you offer, so it pays to know exactly how they work.
      `,
    },
    { kind: 'heading', text: 'Challenge and exploration' },
    {
      kind: 'markdown',
      text: md`
        Rolls happen only in **challenge threads**: the threads of outcomes with challenge or competitive resolutions. In exploration threads, and in every switch, intro and ending, there is no roll. The option a player picks simply happens, and the story follows their preference.

        In a challenge beat, each of the three options is an approach with three hidden properties: a **risk type**, **base points** and **stat modifiers**. Players don't see them while choosing. Once they have chosen, the roll shows every modifier by name and value, so they learn why things went the way they did.
      `,
    },
    { kind: 'heading', text: 'Three results, three risk types' },
    {
      kind: 'markdown',
      text: md`
        A challenge resolves as **favorable** (it works), **mixed** (it partly works, at a price) or **unfavorable** (it fails, and things get harder). The risk type of the option sets the starting odds:
      `,
    },
    {
      kind: 'table',
      caption: 'Starting odds by risk type',
      head: ['Risk type', 'Favorable', 'Mixed', 'Unfavorable', 'Feels like'],
      rows: [
        ['Normal', '33%', '34%', '33%', 'A sensible attempt'],
        ['Safe', '25%', '50%', '25%', 'Careful: a partial result is likely'],
        ['Risky', '40%', '20%', '40%', 'All or nothing'],
      ],
    },
    {
      kind: 'markdown',
      text: md`
        The narrator usually gives the three options different approaches and different risks, so a player choosing between them also chooses how much uncertainty they want.
      `,
    },
    { kind: 'heading', text: 'Points move the odds' },
    {
      kind: 'markdown',
      text: md`
        Every challenge option adds up to a number of **points**:

        > points = momentum + base points + stat modifiers + difficulty

        Positive points move the odds towards favorable, negative points towards unfavorable, and the risk type decides how. A normal option moves chances from unfavorable to favorable and mixed together; a safe option turns failures into partial successes first; a risky option swings straight between the extremes. No share ever drops below zero, and the three always add up to 100.
      `,
    },
    {
      kind: 'table',
      caption: 'How points shift the odds (favorable / mixed / unfavorable)',
      head: ['Risk type', 'Points', 'Odds'],
      rows: [
        ['Normal', '+10', '36 / 38 / 26'],
        ['Normal', '+30', '43 / 44 / 13'],
        ['Normal', '+60', '60 / 40 / 0'],
        ['Safe', '+30', '30 / 70 / 0'],
        ['Risky', '+30', '55 / 20 / 25'],
        ['Risky', '−30', '25 / 20 / 55'],
      ],
    },
    {
      kind: 'markdown',
      text: md`
        Then a number from 0 to 100 is rolled: below the favorable share means favorable, within the next share mixed, and the rest unfavorable. Every roll is stored with the story.

        **Base points** describe how promising the approach itself is. For a normal option they run from **+5** (easy and well chosen) to **−10** (reckless or ill judged), with **0** for a sensible attempt. The narrator sets them from what the option says and what your World's rules make plausible.

        **Stat modifiers** come from your stats. Up to three of them can help or hinder an option, each by **at most 15 points** either way, with a short reason the player reads afterwards ("Your friendship with the ferryman"). The narrator picks them from each stat's effects on points, which is why the lecture on stats asks you to write those carefully.
      `,
    },
    { kind: 'heading', text: 'Sacrifice and reward' },
    {
      kind: 'markdown',
      text: md`
        At most one of the three options of a challenge beat may be special:

        - A **sacrifice** gives something up for much better odds: **+20 to +30** base points. The price is paid whatever the roll: the nerve is burned, the item handed over.
        - A **reward** chases a prize at much worse odds: **−20 to −30** base points. The prize is gained whatever the roll; it is everything around it that may go wrong.

        Both need a stat that may change during beats. Your stats' options to sacrifice and options to gain as reward tell the narrator what is on the table.
      `,
    },
    { kind: 'heading', text: 'Momentum' },
    {
      kind: 'markdown',
      text: md`
        Inside a thread, results carry forward. A **favorable** step gives **+30** to the player's next beat in the same thread, an **unfavorable** one **−30**, a **mixed** one nothing. The first beat of a thread starts clean. Momentum makes threads feel like runs of luck and trouble rather than a string of coin tosses, and since the milestone takes the result of the thread's last step, an early success really does help to settle the question.
      `,
    },
    { kind: 'heading', text: 'Difficulty levels' },
    {
      kind: 'markdown',
      text: md`
        The difficulty modifier is added to every challenge in a story. Players choose the level when they start; you choose which levels your World offers. A new World offers Relaxed, Balanced and Challenging; if you enable none, stories get a Standard Experience at 0.
      `,
    },
    {
      kind: 'table',
      caption: 'Difficulty levels',
      head: ['Modifier', 'Title', 'What players read'],
      rows: [
        ['+20', 'Friendly', 'Things tend to go well.'],
        ['+10', 'Relaxed', 'Things tend to go well in the end.'],
        ['0', 'Balanced', 'Ups and downs. A balanced experience.'],
        ['−10', 'Challenging', 'Things can go wrong.'],
        ['−20', 'Struggle (also called Grim)', 'A constant struggle. You will play against the odds.'],
        ['−30', 'Grueling (also called Extreme)', 'Are you sure you want to do this?'],
      ],
    },
    {
      kind: 'example',
      title: 'One step, three options, then the next',
      text: md`
        Odile Brask (Nerve 40%, a Survey pass in her satchel) reaches the first step of a dawn-press standoff at Challenging difficulty (−10). Her options might be:

        - *Show your Survey pass and ask to watch the pull.* Safe, base 0, Satchel +10 (a pass at a checkpoint), difficulty −10. Points 0: **25 / 50 / 25**.
        - *Climb into the drying racks above the press.* Risky, base −5, difficulty −10. Points −15: **32 / 21 / 47**.
        - *Burn your nerve and walk straight up to the press bar.* A sacrifice of 15 Nerve, base +25, difficulty −10. Points +15: **38 / 39 / 23**, and her Nerve falls to 25% whatever happens.

        Say she makes the sacrifice and the roll is favorable. Her next step, *swap the sheet while the bell rings*, is a normal option with base 0, but her Nerve is now below 30%, where the World says "−10 to any challenge under pressure". Momentum +30, Nerve −10, difficulty −10: points +10, **36 / 38 / 26**. Had the first step failed, the same option would stand at −50: **0 / 50 / 50**. Full success would be impossible; a partial one the best she could hope for. That is what stacked penalties do.
      `,
    },
    { kind: 'heading', text: 'What this means for your World' },
    {
      kind: 'markdown',
      text: md`
        - **Make failure playable.** An unfavorable result never ends a story; the narrator shows the setback and how things got harder. Give it material: rules with consequences, stats that can fall, places that get worse.
        - **Watch for stacked penalties.** Each effect may be reasonable alone; three together, on top of bad momentum and a hard difficulty, can rule success out.
        - **Offer the levels your World is built for.** A gentle World for young readers might offer Friendly and Relaxed only; a survival story might start at Challenging.
      `,
    },
    {
      kind: 'dos-donts',
      dos: [
        'Use challenge outcomes for questions of success, and exploration outcomes where choice alone should decide.',
        'Give every changeable stat something worth sacrificing and something worth winning.',
        'Keep most stat effects between 5 and 10 points; save 15 for decisive advantages.',
        'Offer two to four difficulty levels that suit your audience.',
      ],
      donts: [
        'Expect players to see the odds before choosing: the wording of an option has to signal its risk.',
        'Write a sacrifice that costs nothing the player cares about.',
        'Make every stat effect a penalty: some should help.',
        'Offer Grueling in a World made for young players.',
      ],
    },
    {
      kind: 'checklist',
      items: [
        'I know which of my outcomes produce challenge threads and which produce exploration threads.',
        'Each stat that can change in beats has something to sacrifice or to win.',
        'No ordinary situation in my World stacks more than two penalties.',
        'My difficulty levels match the people my World is for.',
      ],
    },
  ],
};
