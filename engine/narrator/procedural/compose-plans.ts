import { createRng, deriveSeed } from '../../core/rng';
import { cap, sentenceKey, tooAlike } from '../../language';
import type { SwitchRequest, ThreadRequest } from '../narrator';
import type { SwitchOutput, ThreadOutput } from '../outputs';
import { prepositionFor, sceneOf, stepTurn } from './compose-beat';
import { materialOf, type MStep } from './material';
import { readerText } from './derive-material';
import { questionToAim } from './world-read';

// Switches and threads of a World drafted from packs (issue 28): a thread is named after the
// happenings its turns hold; in a learning story a switch after a lesson step is a check of
// understanding: the step's question and three answers (one right), whose reply the next beat gives.

/** The lesson step shown most recently before a turn, if any. */
function stepBefore(req: SwitchRequest, turn: number): MStep | null {
  const m = materialOf(req.context);
  const steps = m.lesson?.steps ?? [];
  let found: MStep | null = null;
  steps.forEach((s, k) => {
    if (stepTurn(k, steps.length, req.context.story.maxTurns) < turn) found = s;
  });
  return found;
}

/**
 * An outcome's question as an aim a player picks ('Can you find the lost moon?' -> 'Find the lost moon').
 * A question about someone else is an aim in one of five wordings (variant), so three aims side by
 * side open with three different verbs ('Will the trout come back?' -> 'Help the trout come back').
 */
export function aimOf(question: string, variant = 0): string {
  const q = question.trim().replace(/\?$/, '');
  const m = q.match(/^(?:can|will|could|do|should) (?:you|we)(?: and [A-Z][\w’']*)? (.+)$/i);
  if (m?.[1]) return cap(m[1]);
  const clean = readerText(`${q}?`) || `${q}?`;
  return cap(questionToAim(clean, variant));
}

/** A check-your-understanding switch, or a switch of plain aims and approaches for a World from packs. */
export function writeComposedSwitch(req: SwitchRequest): SwitchOutput | null {
  const step = stepBefore(req, req.context.story.turn);
  const asked = step?.check ? req.context.history.said.includes(sentenceKey(step.check.question)) : true;
  if (!step?.check || asked) return plainSwitch(req);
  const c = step.check;
  const rng = createRng(deriveSeed(req.context.story.seed, 'check', req.switch.id));
  const answers = rng.shuffle([c.right.text, ...c.wrong.map((w) => w.text)]).map(cap);
  return { title: `A Question about ${cap(step.name)}`, question: c.question, topicChoices: answers };
}

function plainSwitch(req: SwitchRequest): SwitchOutput | null {
  const m = materialOf(req.context);
  const s = sceneOf(req, m, req.context.story.turn);
  const saidTitles = new Set(req.context.history.said);
  const pn = s.place?.name.replace(/^The\s/, 'the ') ?? '';
  const titles = s.place ? [`${cap(s.hour)} ${prepositionFor(s.place.name)} ${pn}`, `A Choice ${prepositionFor(s.place.name)} ${pn}`, `Back ${prepositionFor(s.place.name)} ${pn}`, `${cap(pn)}, ${s.hour}`, `What Next ${prepositionFor(s.place.name)} ${pn}`] : ['A Choice', 'What Next', 'Which Way'];
  const title = titles.find((t) => !saidTitles.has(sentenceKey(t))) ?? (titles[req.context.story.turn % titles.length] as string);
  if (req.switch.type === 'topic') {
    // An aim offered again reads differently (its milestones so far tell how often it was pursued).
    const again = ['', 'Go back to it: ', 'Keep going: ', 'Return to this: ', 'Get on with it: ', 'Make a start: ', 'Go for it: '];
    const turn = req.context.story.turn;
    const said = new Set(req.context.history.said);
    const choices: string[] = [];
    // Two goals that ask the same thing (a story with more goals than its pack has) are one choice, not two.
    const asked: string[] = [];
    req.outcomes.forEach((o, i) => {
      if (asked.some((q) => q === o.question || tooAlike(q, o.question))) return;
      asked.push(o.question);
      const aim = aimOf(o.question, i);
      const texts = again.map((_, k) => again[(Math.floor(turn / 3) + i + k) % again.length] ?? '').map((lead) => (lead ? `${lead}${aim.charAt(0).toLowerCase()}${aim.slice(1)}` : aim));
      // A lead ('Go back to it: ...') only for an aim offered before: the first time it is plain.
      const offered = texts.some((t) => said.has(sentenceKey(t)));
      const free = texts.filter((t) => !choices.some((c) => c.split(':')[0] === t.split(':')[0] && t.includes(':')));
      choices.push(offered ? (free.find((t) => !said.has(sentenceKey(t))) ?? free[0] ?? aim) : aim);
    });
    if (new Set(choices).size !== 3) return null;
    const questions = ['What will you do next?', 'What comes next?', 'Where will you go from here?', 'Which will it be?', 'What matters most now?', 'What do you choose?'];
    const question = questions.find((q) => !said.has(sentenceKey(q))) ?? (questions[turn % questions.length] as string);
    return { title, question, topicChoices: choices };
  }
  const outcome = req.outcomes[0];
  if (!outcome) return null;
  const guide = m.people.find((p) => p.guide) ?? m.people[0];
  const turn = req.context.story.turn;
  const said = new Set(req.context.history.said);
  // Each of the three ways is offered in a wording not read yet (a guide, a thing, going alone).
  const unread = (xs: string[]): string => xs.find((x) => !said.has(sentenceKey(x))) ?? (xs[turn % xs.length] as string);
  // Everyone of the World can be asked, in several wordings, so a long story does not offer one line twice.
  const people = [...m.people.filter((p) => p.lines.length > 0), ...m.people.filter((p) => p.lines.length === 0)].slice(0, 6);
  const asks = (people.length ? people : guide ? [guide] : []).flatMap((p) => [`Ask ${p.name} to come with you`, `Ask ${p.name} what to do first`, `Ask ${p.name} for help`, `Ask ${p.name} what ${p.pronouns.personal} would do`, `Ask ${p.name} for advice`]);
  const things = m.things.flatMap((t) => {
    const n = t.name.replace(/^The\s/, 'the ');
    return [`Take ${n} with you`, `Bring ${n} along`, `Keep ${n} close`, `Pack ${n} first`];
  });
  const alone = ['Go on your own, one small step at a time', 'Go by yourself, slowly and carefully', 'Go straight there and see', 'Go and look before you decide', 'Set off alone before anyone can stop you', 'Wait and watch first', 'Trust your own judgement this time', 'Handle it yourself, quietly', 'Make your own plan and stick to it'];
  const kit = ['Take something useful with you', 'Pack what you need first', 'Check what you have on you', 'Gather what you might need', 'Borrow what you are missing'];
  const choices = [asks.length ? unread(asks) : 'Ask for help', unread([...things.slice(turn % Math.max(1, things.length)), ...things, ...kit]), unread(alone)];
  const aim = aimOf(outcome.question);
  const a = `${aim.charAt(0).toLowerCase()}${aim.slice(1)}`;
  // A question that is not 'can you ...?' ('Who will this Finder make friends with?') is asked as it is.
  const yours = /^(?:can|will|could|do|should) (?:you|we)\b/i.test(outcome.question.trim());
  const opening = yours ? [`How will you ${a}?`, `What is your plan to ${a}?`, `Where do you start, if you want to ${a}?`, `How do you want to ${a}?`] : [readerText(outcome.question.trim()) || 'What now?', 'Where will you start?', 'What will you do first?', 'Which way will you go?', 'What do you choose?', 'How will you go about it?'];
  const ask = opening.find((q) => !said.has(sentenceKey(q))) ?? (opening[turn % opening.length] as string);
  return { title, question: ask, topicChoices: choices };
}

/** A thread titled by the happening of its first turn, one step per turn, each asking how the happening's problem is met. */
export function writeComposedThread(req: ThreadRequest, fallback: ThreadOutput): ThreadOutput {
  const m = materialOf(req.context);
  const n = req.thread.duration;
  const progression = Array.from({ length: n }, (_, i) => {
    const s = sceneOf(req, m, req.thread.startTurn + i);
    const h = s.happening;
    const old = fallback.progression[i];
    return h ? { title: cap(h.name), question: `Can you ${h.problem}?`, possibleResolutions: old?.possibleResolutions ?? [] } : (old as ThreadOutput['progression'][number]);
  });
  const first = sceneOf(req, m, req.thread.startTurn).happening;
  return { ...fallback, title: first ? cap(first.name) : fallback.title, progression };
}
