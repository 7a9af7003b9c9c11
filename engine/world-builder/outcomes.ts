import type { Outcome } from '@schemas';
import { cap, stripEnd, withArticle } from '../language';
import { lowerLead, type Brief } from './brief';

// The sharedOutcomes section and each player's own outcomes: the questions the story answers,
// built from the category's fields (learning goals, a role, a change, a frustration) and the
// prompt's own people, places and things.

type Shape = 'challenge' | 'exploration';

function outcome(id: string, question: string, shape: Shape, resolutions: [string, string, string], intended: number, resonance: string): Outcome {
  const [a, b, c] = resolutions.map((r) => `${cap(stripEnd(r))}.`) as [string, string, string];
  return {
    id,
    question: cap(question.trim()),
    resonance,
    possibleResolutions: shape === 'challenge' ? { favorable: a, mixed: b, unfavorable: c } : { resolution1: a, resolution2: b, resolution3: c },
    intendedNumberOfMilestones: Math.max(1, Math.min(3, intended)),
    milestones: [],
  };
}

function antagonist(b: Brief): string {
  return b.people.find((p) => p.fromPrompt)?.name ?? b.subject;
}

/** The shared outcomes: the story's main question and a second one tied to a person or mystery of the prompt. */
export function buildSharedOutcomes(b: Brief): Outcome[] {
  const main = b.maxTurns <= 10 ? 2 : 3;
  const person = b.people.find((p) => p.fromPrompt) ?? b.people[0];
  const personName = person?.name ?? 'the stranger';
  const item = b.items[0]?.name ?? b.subject;
  const out: Outcome[] = [];
  switch (b.category) {
    case 'learn-something': {
      const how = b.topic ? b.topic.name : lowerLead(stripEnd(b.goals[0] ?? b.subject));
      const q = b.goals.find((g) => /^(how|why|what)\b/i.test(g));
      out.push(
        outcome(
          'understand_it',
          q ? `Can you work out ${stripEnd(q)}?` : `Can you understand ${how} well enough to teach a friend?`,
          'challenge',
          [`You can explain ${how} in your own words, and show it in action`, `You understand most of ${how}, and you know which question to ask next`, `${cap(how)} still puzzles you, but you know where to look next`],
          main,
          'The learning goal at the heart of the story: every thread teaches one true thing about it.',
        ),
      );
      const q2 = b.topic?.questions[0];
      out.push(
        q2
          ? outcome('find_the_answer', q2, 'challenge', [`You find the answer and can prove it`, `You find part of the answer, and a better question`, `The answer slips away for now, but you know where it is hiding`], 2, 'A question the story answers through what the players see and test.')
          : outcome('test_it', `Can you put ${how} to the test at ${b.places[0]?.name ?? 'the end of the day'}?`, 'challenge', ['The test works, and everyone sees why', 'The test half works, and teaches you something anyway', 'The test fails, and the failure shows you what you missed'], 2, 'Trying it out is how knowledge sticks.'),
      );
      break;
    }
    case 'read-with-kids': {
      const aim = b.aim ? stripEnd(b.aim) : `help ${b.subject} before bedtime`;
      out.push(
        outcome('big_adventure', `Can you ${aim}?`, 'challenge', [`You ${aim}, and it is the best day ever`, `You ${aim}, after a funny muddle`, `Not today, but you will try again tomorrow, and everyone cheers you on`], main, 'The heart of the adventure; every thread brings it a step closer.'),
      );
      out.push(outcome('new_friend', `Who will be your new friend by bedtime?`, 'exploration', [`You become best friends with ${personName}`, `You join ${b.faction.name}, all of them at once`, `You find a shy new friend nobody else had noticed`], 2, 'Friendship, found by being kind.'));
      break;
    }
    case 'vent-about-reality': {
      const foe = antagonist(b);
      out.push(
        outcome('beat_it', `Will you finally get the better of ${foe}?`, 'challenge', ['You win, gloriously and a little unfairly', 'You win a round, not the war, and that is enough for today', `${cap(foe)} wins again, but this time you laugh about it`], main, 'The cathartic heart of the story: the frustration, made into something you can fight.'),
      );
      out.push(
        outcome('expose_it', `Can you make ${b.faction.name} admit how absurd it is: ${lowerLead(stripEnd(b.fields.frustration || b.subject))}?`, 'challenge', [`${cap(b.faction.name)} admits it in writing, and frames the letter`, `${cap(b.faction.name)} promises to look into it, which is almost something`, `${cap(b.faction.name)} sends another form, and you keep it as a trophy`], 2, 'Somebody has to say it out loud.'),
      );
      break;
    }
    case 'pretend-to-be': {
      const role = withArticle(b.protagonist.one);
      const event = b.happening.kind === 'event' ? b.happening.name : null;
      out.push(
        outcome('prove_yourself', `Can you prove yourself as ${role}${event ? ` before ${event} is over` : ''}?`, 'challenge', ['You live the role as if you were born to it, and everyone sees it', 'You play the part, with a few slips only you will remember', 'The role does not fit today, and you learn exactly why'], main, 'Who you pretend to be says something about who you are.'),
      );
      out.push(outcome('win_over', `Can you win over ${personName}?`, 'challenge', [`${personName} is won over, completely`, `${personName} is impressed, with reservations`, `${personName} is not convinced, and says so`], 2, 'The person whose opinion matters most today.'));
      break;
    }
    case 'see-your-future-self': {
      // An aim typed as a gerund ('Moving to the coast') cannot follow 'Will you': it becomes what you go ahead with.
      const rawAim = lowerLead(stripEnd(b.aim ?? 'change your life'));
      const aim = /^[a-z]+ing\b/.test(rawAim) ? `go ahead with ${rawAim}` : rawAim;
      out.push(
        outcome('take_the_leap', `Will you ${aim}?`, 'exploration', [`You take the leap and ${aim}, wholeheartedly`, `You take a smaller first step toward it, carefully`, `You decide to stay where you are, and make your peace with it`], main, 'Your future self is waiting to see what you choose.'),
      );
      out.push(outcome('who_you_become', `Who will you be in ten years, if you keep going as you are?`, 'exploration', ['You become someone braver than you are today', 'You grow wiser, choosing slowly', 'You find contentment and stop waiting'], 2, 'The relationship between the two selves, discovered over the story.'));
      break;
    }
    default: {
      const subj = b.subject;
      const event = /^(the|a|an)?\s*\w*\s*(heist|wedding|race|contest|trial|festival|mission|quest|voyage|journey|party|concert|robbery|raid)\b/i.test(subj) || b.reading.subject?.kind === 'event';
      out.push(
        event
          ? outcome('the_heart', `Will ${subj} go the way you need it to?`, 'challenge', [`${cap(subj)} goes exactly to plan, and then better`, `${cap(subj)} works, at a price you will remember`, `${cap(subj)} falls apart, and you walk away with your lives and a story`], main, 'The heart of the story.')
          : outcome('the_heart', `What is the truth about ${subj}?`, 'exploration', [`You find it is exactly what it seems, and that is the strangest part`, `You take it as a warning and heed it in time`, `You learn it was meant for someone else all along`], main, 'The mystery at the heart of the story.'),
      );
      out.push(
        b.playerCount > 1
          ? outcome('the_prize', `Who will end up with ${item}?`, 'challenge', [`${cap(item)} ends up safe in your hands`, `${cap(item)} is shared, uneasily`, `${cap(item)} slips away to ${b.faction.name}`], 2, 'Not everyone can win.')
          : outcome('the_person', `What does ${personName} really want?`, 'exploration', [`You help ${personName} get it`, `You strike a bargain with ${personName}`, `You stand in ${personName}’s way`], 2, 'Everyone wants something.'),
      );
    }
  }
  return out;
}

/** One player's own outcomes: a personal challenge and a quieter question of their own. */
export function buildPlayerOutcomes(b: Brief): Outcome[] {
  const place = b.places[0]?.name ?? 'here';
  const foe = antagonist(b);
  switch (b.category) {
    case 'learn-something': {
      const topic = b.topic?.name ?? lowerLead(stripEnd(b.goals[0] ?? b.subject));
      return [
        outcome('teach_it', `Can you explain ${topic} to someone meeting the idea for the first time?`, 'challenge', [`Your explanation is so clear that it sticks`, `Your explanation works, with a little help`, `Your explanation gets tangled, and you find out where your own gaps are`], 2, 'Teaching is the surest test of learning.'),
        outcome('remember_most', `What will you remember most from ${place}?`, 'exploration', [`You remember a fact so surprising you tell everyone at dinner`, `You keep a question you want to go on exploring`, `You hold on to the moment it finally made sense`], 1, 'Learning that stays.'),
      ];
    }
    case 'read-with-kids':
      return [
        outcome('be_brave', 'Can you be brave when it counts?', 'challenge', ['You are brave, and it feels wonderful', 'You are brave, with a friend holding your hand', 'You are not brave today, and that is all right too'], 2, 'Small acts of courage.'),
        outcome('share_something', 'What will you share today?', 'exploration', ['You share your favourite treasure', 'You give away your last biscuit', 'You teach everyone a secret song'], 1, 'Sharing makes friends.'),
      ];
    case 'vent-about-reality':
      return [
        outcome('keep_cool', `Can you keep your cool while ${foe} pushes every button?`, 'challenge', ['You stay magnificently calm', 'You lose your temper once, at the right moment', 'You explode, and it is glorious'], 2, 'Sometimes the only way through is to laugh.'),
        outcome('small_revenge', 'What will your small revenge be?', 'exploration', ['You write a strongly worded letter', 'You land a perfectly timed joke', 'You walk away and never look back'], 1, 'Every frustration deserves a punchline.'),
      ];
    case 'pretend-to-be': {
      const aspect = lowerLead(stripEnd(b.goals[0] ?? 'the pressure'));
      return [
        outcome('handle_it', `Can you handle ${aspect}?`, 'challenge', [`You handle ${aspect} like an old hand`, `You handle ${aspect}, just`, `${cap(aspect)} gets the better of you, and you learn from it`], 2, `What ${withArticle(b.protagonist.one)} really has to master.`),
        outcome('what_it_means', `What does being ${withArticle(b.protagonist.one)} mean to you?`, 'exploration', ['You embrace it as a calling', 'You treat it as a good job and nothing more', 'You take it off like a costume, gladly'], 1, 'Living a role from the inside.'),
      ];
    }
    case 'see-your-future-self': {
      const now = lowerLead(stripEnd(b.fields.currentSituation || 'where you are now')).replace(/^you\s+/, '');
      return [
        outcome('what_holds_you', 'What is really holding you back?', 'exploration', ['You face your fear of failing', 'You stop worrying about what others think', 'You realise nothing is holding you back any more'], 2, `Looking honestly at where you are: ${now}.`),
        outcome('tell_someone', 'Who will you tell about what you have seen?', 'exploration', ['You tell the person closest to you', 'You keep it to yourself for now', 'You tell everyone who will listen'], 1, 'A choice becomes real when it is spoken.'),
      ];
    }
    default:
      return [
        outcome('your_risk', `What will you risk for ${b.items[0]?.name ?? b.subject}?`, 'exploration', ['You risk your good name', 'You put your own safety on the line', 'You find a way that risks nothing'], 2, 'Every choice has a price.'),
        outcome('your_trust', `Can you win the trust of ${b.people[b.people.length - 1]?.name ?? 'the stranger'}?`, 'challenge', ['You win it completely', 'You win it, with conditions', 'You lose it, for now'], 1, 'Trust is earned in small moments.'),
      ];
  }
}

/** Shared and personal outcome question words, for checks that outcomes carry the prompt's own material. */
export function outcomeWords(o: Outcome): string {
  return `${o.question} ${Object.values(o.possibleResolutions).join(' ')}`.toLowerCase();
}

