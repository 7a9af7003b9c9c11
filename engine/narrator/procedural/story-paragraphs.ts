import { cap, imperativeToYou, joinList, lowerFirst, lowerPhrase, lowerUnlessName, quotable, quoteWithTag, sentence, sentencesOf, stripEnd } from '../../language';
import type { OutcomeBrief } from '../narrator';
import { BACKGROUND_LINES, CALLS, CLOSINGS, GESTURES, KID_CALLS, KID_CLOSINGS, KID_GESTURES, PROGRESS, SAYS, STAT_LINES } from './banks';
import { elementKind } from './element-kind';
import type { Scene } from './scene';
import { factOf, nextFact, pause, sense } from './scene-paragraphs';
import { forReader, implicationFor, isDesignerText, levelOf, readerQuestion, readerSentences, topicOf } from './world-read';

// Paragraphs about the story itself: what is at stake, what you learn, who you are, the
// decision, and at the end how each question was answered.

const STAT_NAME_OK = (name: string): boolean => !/[|/]/.test(name) && name.split(/\s+/).length <= 3;

/** The thread's step: where it stands, what is at stake now, the thing or group it turns on. */
export function stakesParagraph(scene: Scene): string[] {
  const { voice, req } = scene;
  const t = req.thread;
  const out: string[] = [];
  if (t) {
    const which = t.step === 0 ? 'first' : t.step >= t.duration - 1 ? 'last' : 'middle';
    out.push(sentence(voice.say(`progress-${which}`, PROGRESS[which])));
    // The outcome's question is asked once, when the thread begins; later only its subject.
    if (t.step === 0) out.push(sentence(`${voice.say(`behind-${t.outcome.id}`, ['Behind it all is the question you keep coming back to', 'Underneath is the bigger question', 'And under all of it, one question', 'What you really want to know', 'The question that brought you here', 'It is all about one thing', 'The real question has not changed', 'You keep coming back to it', 'At the heart of it', '[Really|Truly|Deep down], you [want|need] to know'])}: ${lowerFirst(readerQuestion(t.outcome.question))}`));
    if (t.results.length > 0) {
      const wins = t.results.filter((r) => r === 'favorable' || r === 'sideAWins').length;
      const losses = t.results.filter((r) => r === 'unfavorable' || r === 'sideBWins').length;
      out.push(
        voice.say(
          wins > losses ? 'ahead' : losses > wins ? 'behind-now' : 'level',
          wins > losses ? ['So far it has gone [well|your way|better than expected], [which is when people get careless|and you mean to keep it that way|for once].', 'So far this has gone your way, which is exactly when people get careless.', 'You have the upper hand, for the moment.', 'You are ahead, and everyone knows it.', 'Things are going well. Too well, maybe.', 'You have the advantage; the trick is keeping it.', 'So far, so good.', 'You are winning, for now.', 'Luck has been on your side so far.'] : losses > wins ? ['So far it has gone [badly|wrong|against you], [and you need to turn it around|and everyone can see it|and you feel it].', 'So far it has gone badly, and you need to turn it around.', 'You are behind, and everybody knows it.', 'You have ground to make up.', 'It has not gone well so far.', 'You need a win, and soon.', 'Things are slipping away from you.', 'You are on the back foot.', 'It is time to turn this around.'] : ['[So far|Until now|Up to here] it is [even|level|a draw], [and it could still go either way|and nobody is ahead|and that will not last].', 'So far, neither luck nor skill has settled anything.', 'It is still anybody’s game.', 'Nothing is decided yet.', 'It could still go either way.', 'Neither side has the edge yet.', 'It is even, for now.', 'You are holding your own, no more.', 'All to play for.'],
        ),
      );
    }
    if (t.approach && t.step === 0) out.push(sentence(voice.say('approach-lead', ['You have chosen your way in: {fact}', 'You know how you mean to do it: {fact}', 'The plan is simple enough: {fact}'], { fact: imperativeToYou(t.approach) })));
  }
  const thing = scene.item ?? scene.rumor;
  if (thing && out.length < 4) {
    scene.featured.add(thing.id);
    const fact = factOf(scene, thing);
    const kind = elementKind(thing);
    if (fact) out.push(sentence(voice.say('think', (kind === 'item' ? ['You think of', 'Your mind goes back to', 'You cannot stop thinking about', 'You keep coming back to', 'And there is', 'Do not forget', 'Somewhere in all this is', 'You remember', 'Then there is', 'Everything seems to lead back to', 'You turn over what you know of'] : ['There is still', 'Nobody has forgotten', 'Everyone is talking about', 'And there is', 'Do not forget', 'Then there is', 'You keep hearing about', 'On everybody’s lips is', 'Underneath it all is', 'Somewhere in all this is', 'Hanging over everything is']).map((l) => `${l} {thing}: {fact}`), { thing: thing.name, fact: lowerUnlessName(fact, scene.names) })));
  }
  if (out.length < 3 && scene.faction) {
    const f = factOf(scene, scene.faction);
    if (f) out.push(sentence(voice.say('faction', ['{faction} is never far from any of this: {fact}', '{faction} has a hand in all of it: {fact}', '{faction} is watching: {fact}', 'Do not forget {faction}: {fact}'], { faction: scene.faction.name, fact: lowerUnlessName(f, scene.names) })));
  }
  if (out.length < 3) out.push(pause(scene));
  return out.slice(0, 5);
}

/** What you learn: the next true fact of the World, taught by a person or found in a place (stories that teach). */
export function learningParagraph(scene: Scene): string[] {
  const { voice } = scene;
  const out: string[] = [];
  const teacher = scene.npc;
  const next = nextFact(scene, 'learn-fact', (el) => elementKind(el) !== 'character');
  if (next) {
    out.push(sentence(voice.say(`learn-lead`, LEARN_LEADS.map((l) => `${l} {thing}`), { thing: next.el.name })));
    if (teacher) out.push(voice.say('explains', [quoteWithTag('{Fact}', '{who} [explains|tells you|says|points out|adds]')], { Fact: cap(quotable(next.fact)), who: teacher.short }));
    else out.push(sentence(cap(next.fact)));
    out.push(voice.say('learn-after', LEARN_AFTER));
  }
  if (out.length < 3) out.push(...stakesParagraph(scene).slice(0, 3 - out.length));
  return out.slice(0, 5);
}

const LEARN_LEADS = ['[You find|You work|You figure] something out about', 'Here is something new about', 'You learn something about', 'Something clicks about', 'You look [closely|carefully|again] at', '[Today|Now] it is time to look at', 'There is more to learn about', 'You take a closer look at'];

const LEARN_AFTER = [
  'You write it down before you can forget it.',
  'You say it back to yourself, to be sure.',
  'It is one more piece of the puzzle.',
  'It makes sense, once you see it.',
  'You check it [twice|against your notes], and it holds.',
  'You add it to [your notes|the list|what you know], [underlined|with a star|in capital letters].',
  'It [fits|connects] with what you [found|heard|saw] [before|earlier|at the start].',
  'You had always wondered about that.',
  'Now you can explain it [to anyone|in your own words|with a drawing].',
  'It is simpler than it sounded.',
  'That answers one question and raises another.',
  'You will remember that.',
];

/** You: a gesture, your background, how you feel about a stat, your own question. */
export function innerParagraph(scene: Scene): string[] {
  const { voice } = scene;
  const kids = scene.register === 'kids';
  const out: string[] = [sentence(voice.say('gesture', kids ? KID_GESTURES : GESTURES))];
  if (!kids) {
    const bg = scene.you.bg;
    // 'a junior surveyor, third class' is an aside: it closes with a comma before the sentence goes on.
    const line = sentence(voice.say('bg', BACKGROUND_LINES, { bg }));
    out.push(bg.includes(',') ? line.replace(`${bg} `, `${bg}, `).replace(`${bg}, ,`, `${bg},`) : line);
  }
  const own = scene.stats.filter((s) => s.group === 'own' && STAT_NAME_OK(s.stat.name));
  const pool = own.length ? own : scene.stats.filter((s) => STAT_NAME_OK(s.stat.name));
  const pick = pool.length ? voice.pick('stat', pool) : null;
  if (pick && scene.req.context.story.turn % 2 === 0) {
    const level = levelOf(pick.value);
    const implication = voice.once(`implication-${pick.stat.id}-${level}`, [implicationFor(pick.stat, level)].filter((x): x is string => Boolean(x)));
    if (implication) out.push(sentence(implication));
    else if (!kids) out.push(agreeStat(sentence(voice.say(`stat-${pick.stat.id}-${level}`, STAT_LINES[level], { stat: pick.stat.name.toLowerCase() })), pick.stat.name.toLowerCase()));
  }
  const mine = scene.req.context.player?.outcomes ?? [];
  const o = out.length < 4 ? voice.once('own-q', mine) : null;
  if (o) out.push(sentence(voice.say('own-lead', ['And there is your own question: {fact}', 'Somewhere inside, your own question keeps asking: {fact}', 'You cannot stop wondering: {fact}'], { fact: lowerFirst(readerQuestion(o.question)) })));
  if (out.length < 3) out.push(sense(scene));
  return out.slice(0, 5);
}

/** Options as actions in a sentence: 'ask Hesper about the Lane'. */
export function acts(options: readonly string[]): string[] {
  return options.map((o) => imperativeToYou(o).replace(/^you /, ''));
}

/** The moment of decision of a thread step: the step's question and the three ways. */
export function decisionParagraph(scene: Scene, options: readonly string[]): string[] {
  const { voice, req } = scene;
  const kids = scene.register === 'kids';
  const out: string[] = [];
  const q = req.thread?.stepQuestion;
  if (q) out.push(sentence(voice.say('q-lead', ['It comes down to this: {fact}', 'The question now: {fact}', 'What matters now: {fact}', 'Here is the problem: {fact}', 'The next question: {fact}', 'The only question left: {fact}', 'So: {fact}', 'Now the question is this: {fact}', 'What you need to know: {fact}'], { fact: lowerFirst(readerQuestion(q)) })));
  const [a, b, c] = acts(options);
  out.push(
    voice.say('ways', kids ? ['You could {a}, you could {b}, or you could {c}.', 'Will you {a}, {b}, or {c}?'] : ['You could {a}, you could {b}, or you could {c}.', 'There are three ways to do this: {a}; {b}; or {c}.', 'You could {a}, or {b}; or you could {c}.', 'One way is to {a}; another, to {b}; a third, to {c}.'], {
      a: a ?? '',
      b: b ?? '',
      c: c ?? '',
    }),
  );
  if (scene.rivals.length) out.push(sentence(voice.say('rivals-move', ['Whatever you choose, {rival} will not wait.', '{rival} is already moving.', 'Somewhere close, {rival} is deciding too.', '{rival} is watching to see what you do.', '{rival} will not give you long.', '[Across the way|Not far off|Close by], {rival} [makes a move|whispers to someone|checks the time].', '{rival} [smiles|frowns|shrugs] at you, [waiting|daring you|unreadable].'], { rival: scene.rivals[0]?.name ?? '' })));
  if (out.length < 3) {
    const asked = /\?\s*$/.test(out[out.length - 1] ?? '');
    const bank = (kids ? KID_CALLS : CALLS).filter((c) => !asked || !c.includes('?'));
    out.push(voice.say(kids ? (asked ? 'kid-call-said' : 'kid-call') : asked ? 'call-said' : 'call', bank));
  }
  return out.slice(0, 5);
}

/** The choice at a switch or the intro: three ways forward. */
export function crossroadsParagraph(scene: Scene, question: string, choices: readonly string[]): string[] {
  const { voice } = scene;
  const kids = scene.register === 'kids';
  const [a, b, c] = acts(choices);
  const out: string[] = [sentence(voice.say(kids ? 'kid-ways' : 'cross-ways', kids ? ['You could {a}, you could {b}, or you could {c}.', 'Will you {a}, {b}, or {c}?'] : ['You could {a}, you could {b}, or you could {c}.', 'You could {a}, or {b}; or you could {c}.', 'Three ways open up: {a}; {b}; or {c}.', 'One way is to {a}; another, to {b}; a third, to {c}.'], { a: a ?? '', b: b ?? '', c: c ?? '' }))];
  if (scene.allies.length) {
    const many = scene.allies.length > 1;
    out.push(sentence(voice.say('allies-wait', many ? ['{who} are waiting for you to decide together', '{who} look at you: [it is your turn|what do you think|you choose]', '{who} have opinions, [loudly|of course|as always]', 'You talk it over with {who}'] : ['{who} is waiting for you to decide together', '{who} looks at you: [it is your turn|what do you think|you choose]', '{who} has an opinion, [loudly|of course|as always]', 'You talk it over with {who}'], { who: joinList(scene.allies.map((x) => x.name)) })));
  }
  out.push(sentence(readerQuestion(question)));
  // After the question itself, the call is not a second question.
  const statements = (kids ? KID_CALLS : CALLS).filter((c) => !c.includes('?'));
  out.push(voice.say(kids ? 'kid-call-said' : 'call-said', statements));
  return out.slice(0, 5);
}

/** The World a story starts in, in its own words, and who you are in it. */
export function openingParagraph(scene: Scene): string[] {
  const { req } = scene;
  const kids = scene.register === 'kids';
  const world = readerSentences(req.context.world.guidelines.world)
    .filter((s) => !kids || s.split(/\s+/).length <= 18)
    .slice(0, 2);
  const out = world.map((s) => sentence(s));
  out.push(sentence(`You are ${scene.you.name}, ${scene.you.bg}`));
  if (scene.you.appearance) {
    const look = stripEnd(sentencesOf(scene.you.appearance)[0] ?? '');
    // 'Tall and narrow as a ruling pen, ...' is no thing to notice: it describes someone.
    const thing = /^(a|an|the|one|two|three|his|her|their|your|my|some|[A-Z][a-z]+'s)\b/i.test(look) || !/^[A-Z][a-z]+(,| and | as )/.test(look);
    const seen = thing ? lowerUnlessName(lowerFirst(look), scene.names) : `someone ${lowerPhrase(look)}`;
    if (look) out.push(sentence(`${['Anyone who looks at you sees', 'People tend to notice', 'At a glance, people see'][scene.req.context.story.turn % 3]} ${seen}`));
  }
  if (out.length < 3) out.push(sense(scene));
  return out.slice(0, 5);
}

/** What is at stake in the World: its conflicts and rules, as a reader may see them. */
export function worldStakesParagraph(scene: Scene): string[] {
  const { voice, req } = scene;
  const g = req.context.world.guidelines;
  const out: string[] = [];
  // A sentence that leans on the one before it ('They wake in the Margins ...') cannot stand alone.
  const standalone = (x: string): boolean => !/^(they|them|it|he|she|this|these|those|such|there)\b/i.test(x);
  const conflicts = g.conflicts.flatMap((c) => readerSentences(c)).filter((c) => c.split(/\s+/).length <= 30 && standalone(c));
  const rules = g.rules.flatMap((r) => readerSentences(r)).filter((r) => r.split(/\s+/).length <= 26 && standalone(r));
  // 'Everyone can feel it: the clock: five dawns ...' reads badly: a line with its own colon gets its own sentence.
  const lead = (head: string, line: string): string => (line.includes(':') ? `${head}. ${cap(stripEnd(line))}.` : sentence(`${head}: ${lowerUnlessName(stripEnd(line), scene.names)}`));
  if (conflicts.length) out.push(lead(voice.pick('trouble', ['Trouble has been building for a long time', 'Nobody here is at peace', 'Everyone can feel it']), voice.pick('conflict', conflicts)));
  if (rules.length && scene.register !== 'kids') out.push(lead(voice.pick('rule-lead', ['One rule holds above all others', 'Everyone learns the first rule early', 'There is a rule here nobody breaks lightly']), voice.pick('rule', rules)));
  const rumor = scene.rumor;
  const f = factOf(scene, rumor);
  if (rumor && f) {
    scene.featured.add(rumor.id);
    out.push(sentence(`And then there is ${rumor.name}: ${lowerUnlessName(f, scene.names)}`));
  }
  if (out.length < 3) out.push(sense(scene));
  if (out.length < 3) out.push(voice.say('change-coming', ['Things are about to change, and you are standing right where they will.', 'You are not here by accident.', 'Something is about to begin.']));
  return out.slice(0, 5);
}

/** The resolution an outcome ends with, in the outcome's own words: its lean, or its last milestone. */
export function resolutionOf(o: OutcomeBrief, news: readonly { outcome: string; text: string }[]): string | null {
  const fresh = news.find((n) => n.outcome === o.question && n.text);
  if (fresh) return fresh.text;
  const lean = o.lean ? o.resolutions[o.lean] : undefined;
  if (lean) return lean;
  return o.milestones[o.milestones.length - 1] ?? null;
}

/** How each of the player's questions ended, one by one in their own words (own first, then shared). */
export function resolutionsParagraphs(scene: Scene): string[][] {
  const { voice, req } = scene;
  const outcomes = [...(req.context.player?.outcomes ?? []), ...req.context.sharedOutcomes];
  const lines: string[] = [];
  for (const o of outcomes) {
    const found = resolutionOf(o, req.newMilestones);
    if (!found) continue;
    const r = forReader(found);
    const topic = topicOf(o.question);
    const lead = voice.pick('as-for', ['As for', 'And', 'When it comes to', 'Then there is', 'And as for']);
    lines.push(sentence(`${lead} ${lowerUnlessName(topic, scene.names)}: ${lowerUnlessName(stripEnd(r.replace(/^In the end,?\s*/i, '')), scene.names)}`));
  }
  const paras: string[][] = [];
  for (let i = 0; i < lines.length; i += 3) paras.push(lines.slice(i, i + 3));
  for (const p of paras) while (p.length < 3) p.push(p.length === 1 ? voice.pick('settled', ['Some questions have answers now.', 'It is settled, and you can feel it.', 'That much is clear.']) : sense(scene));
  return paras.length ? paras : [[voice.pick('settled', ['Some questions have answers now.', 'It is settled, and you can feel it.', 'That much is clear.']), sense(scene), sense(scene)]];
}

/** Farewells at the end: the other players and a person of the World. */
export function farewellParagraph(scene: Scene): string[] {
  const { voice, req } = scene;
  const out: string[] = [];
  for (const o of req.context.others.filter((x) => x.active).slice(0, 2)) out.push(sentence(`${o.name} ${voice.pick('fare-other', ['finds you one last time', 'raises a hand in farewell', 'catches your eye across the crowd'])}, and no words are needed`));
  if (scene.npc) {
    scene.featured.add(scene.npc.el.id);
    out.push(sentence(`${scene.npc.short} ${voice.pick('fare-npc', ['is there too, of course', 'watches you go', 'nods once, which says everything'])}`));
    out.push(quoteWithTag(voice.pick('fare-line', scene.register === 'kids' ? ['Good night, and thank you!', 'Come back and play tomorrow!', 'What a day we had!'] : ['Well. That is that, then.', 'You did better than most.', 'Come back some time. Or do not. Either way.', 'I will remember this.']), `${scene.npc.short} ${voice.pick('says', SAYS)}`));
  }
  if (out.length < 3) out.push(sense(scene));
  if (out.length < 3) out.push(voice.pick('faces', ['You do not need to say goodbye to everyone; the ones who matter already know.', 'There are faces you will miss, and you let yourself miss them.']));
  return out.slice(0, 5);
}

/** The story's last image. */
export function closingParagraph(scene: Scene): string[] {
  const { voice } = scene;
  if (scene.register === 'kids') return [sense(scene), voice.pick('kid-yawn', ['You give a big, happy yawn.', 'Your eyes feel sleepy now.', 'You snuggle down, warm and safe.']), voice.pick('kid-close', KID_CLOSINGS)];
  return [
    sentence(voice.expand(voice.rng.pick(CLOSINGS), { place: scene.place.name })),
    sense(scene),
    sentence(`You are not quite the same ${scene.you.bg.replace(/^(a|an|the)\s+/i, '')}${scene.you.bg.includes(',') ? ',' : ''} who started all this`),
    voice.pick('last-line', ['And that, in the end, is the story.', 'Whatever comes next will be another story.', 'You breathe in, and you let it go.']),
  ];
}

/** Designer text guard for sentences built from the World's lists. */
export function readerOnly(lines: readonly string[]): string[] {
  return lines.filter((l) => !isDesignerText(l));
}

/** The stat lines are written for a singular name ('your nerve is'); a plural one ('lost minutes') agrees. */
function agreeStat(line: string, stat: string): string {
  if (!/[^s]s$/.test(stat)) return line;
  return line
    .replace(`${stat} is`, `${stat} are`)
    .replace(`${stat} has`, `${stat} have`)
    .replace(`${stat} carries`, `${stat} carry`)
    .replace(`much ${stat}`, `many ${stat}`)
    .replace(`There is not many`, `There are not many`)
    .replace(`There is ${stat} enough in you`, `You have ${stat} enough`)
    .replace(`left in you`, `left`)
    .replace(/\bat its lowest\b/, 'at their lowest')
    .replace(`${stat} like a steady hand`, `${stat} like steady hands`);
}
