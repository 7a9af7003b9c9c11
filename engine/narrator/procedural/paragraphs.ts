import { expand, say, sayWith, type Slots } from './grammar';
import {
  AFTERMATH,
  ALLY_LINES,
  ARRIVALS,
  BACKGROUND_LINES,
  CALLS,
  CLOSINGS,
  ENCOUNTERS,
  ENCOUNTERS_PLAIN,
  FACT_FRAMES,
  GESTURES,
  LINES,
  PERSON_FACT_FRAMES,
  PROGRESS,
  RECAPS,
  RETURNS,
  RIVAL_LINES,
  SAYS,
  SENSES,
  SHARED_STAT_LINES,
  STAT_LINES,
} from './banks';
import type { Scene } from './scene';
import { agree, cap, firstSentence, imperativeToYou, joinList, lowerFirst, lowerUnlessName, quoteWithTag, sentence, sentencesOf, stripEnd } from './text';

/** An element's role without its kind prefix ('character: the vicar' -> 'the vicar'). */
export function roleText(role: string): string {
  return stripEnd(role.replace(/^\s*(character|person|location|place|item|object|faction|group|rumou?r|event|phenomenon)\s*(:|-|—)?\s*/i, ''));
}
import { behaviours, implicationFor, levelOf, topicOf } from './world-read';
import type { ElementBrief } from '../narrator';

// Each builder returns the sentences of one paragraph (3 to 5), in second person, present tense.

function timeSlots(scene: Scene): Slots {
  return { time: scene.time, timeLower: scene.time.charAt(0).toLowerCase() + scene.time.slice(1), place: scene.place.name, you: scene.you.name };
}

function pickFact(scene: Scene, el: ElementBrief | null): string | null {
  if (!el || el.facts.length === 0) return null;
  const unused = el.facts.filter((f) => !scene.recentText.includes(stripEnd(f).slice(1)));
  const fact = lowerUnlessName(stripEnd(scene.rng.pick(unused.length ? unused : el.facts)), scene.names);
  // Facts the story wrote about this player read as 'you' to them.
  const name = scene.you.name;
  return name && name !== 'you' ? fact.replace(new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'), 'you') : fact;
}

function sense(scene: Scene): string {
  const own = scene.worldSenses;
  const bank = [...SENSES[scene.mood], ...own, ...own];
  const fresh = bank.filter((s) => !scene.recentText.includes(s));
  return scene.rng.pick(fresh.length ? fresh : bank);
}

/** How the last choice went, and what it left behind. */
export function recapParagraph(scene: Scene): string[] {
  const { req, rng } = scene;
  const last = req.lastChoice;
  const out: string[] = [];
  if (last) {
    const act = imperativeToYou(last.optionText);
    const key = last.resolution ?? 'exploration';
    if (act.includes(': ')) out.push(sentence(`You set out to ${act.replace(/^you /, '')}`));
    else out.push(sentence(say(RECAPS[key], { Act: cap(act), act, actBare: act.replace(/^you /, '') }, rng)));
    out.push(rng.pick(AFTERMATH[key]));
    const group = req.thread?.step === 0 ? req.thread.groupChoice : null;
    if (group && group !== last.optionText) {
      out.push(sentence(`${rng.pick(['The others had other ideas', 'You are outvoted', 'In the end, the group decides otherwise'])}: ${imperativeToYou(group).replace(/^you /, 'you will ')}`));
    }
    if (last.resourceType === 'sacrifice') out.push(rng.pick(['It costs you something real, and you feel it go.', 'You pay for it, and the price is yours to pay.', 'What you gave up is gone, whatever else happens.']));
    if (last.resourceType === 'reward') out.push(rng.pick(['You reach for more than you need, and it changes the odds.', 'Going after the prize makes everything harder, but you do not regret the reach.']));
  }
  for (const m of req.newMilestones.slice(0, 2)) {
    if (m.text) out.push(sentence(`${rng.pick(['It is settled now', 'One thing is decided', 'Something has changed for good'])}: ${lowerFirst(stripEnd(m.text))}`));
  }
  if (out.length < 3) out.push(sense(scene));
  if (out.length < 3) out.push(rng.pick(['You let the moment settle before you move on.', 'For a while you simply stand there and let it sink in.', 'The world does not stop to let you think about it.']));
  return out.slice(0, 5);
}

/** Where you are: arrival, the place's look, a sensory detail, maybe a fact. */
export function placeParagraph(scene: Scene): string[] {
  const { rng, place } = scene;
  const out: string[] = [sentence(say(place.visited ? RETURNS : ARRIVALS, timeSlots(scene), rng))];
  if (place.el?.appearance) {
    const looks = sentencesOf(place.el.appearance);
    const first = looks[0];
    const others = looks.slice(1).filter((l) => !/\b(its|it|their|they|this|there)\b/i.test(l.split(/\s+/).slice(0, 4).join(' ')));
    const pick = first && (!scene.recentText.includes(first) || others.length === 0) ? first : rng.pick(others);
    if (pick && (!scene.recentText.includes(pick) || rng.chance(0.5))) out.push(sentence(pick));
  }
  out.push(sense(scene));
  const fact = pickFact(scene, place.el);
  if (fact && rng.chance(0.7)) out.push(sentence(say(FACT_FRAMES, { fact }, rng)));
  if (out.length < 3) out.push(sense(scene));
  return out;
}

/** A character of the World: how they look, what they do or say, what people say of them. */
export function encounterParagraph(scene: Scene): string[] {
  const { rng } = scene;
  const npc = scene.npc;
  if (!npc) return placeParagraph(scene);
  scene.featured.add(npc.id);
  const out: string[] = [];
  const look = npc.appearance ? lowerUnlessName(stripEnd(sentencesOf(npc.appearance)[0] ?? ''), scene.names) : '';
  out.push(sentence(say(look ? ENCOUNTERS : ENCOUNTERS_PLAIN, { name: npc.name, look }, rng)));
  const acts = behaviours(npc);
  if (acts.length && rng.chance(0.7)) out.push(sentence(`${npc.name} ${rng.pick(acts)}`));
  const lines = [...LINES.any, ...LINES[scene.mood]];
  let line = expand(rng.pick(lines), timeSlots(scene), rng);
  for (let i = 0; i < 3 && scene.recentText.includes(line.slice(0, 20)); i++) line = expand(rng.pick(lines), timeSlots(scene), rng);
  out.push(`${quoteWithTag(line, `${npc.name} ${rng.pick(SAYS)}`)}.`);
  const fact = pickFact(scene, npc);
  if (fact) out.push(sentence(say(PERSON_FACT_FRAMES, { name: npc.name, fact }, rng)));
  const role = roleText(npc.role);
  if (out.length < 4 && role) {
    const asRole = /^(the|a|an|my|your|his|her|their)\b/i.test(role) ? lowerFirst(role).replace(/^(a|an)\s+/i, 'the ') : `the ${role}`;
    out.push(sentence(`${rng.pick(['Here, everyone knows', 'Everyone here knows', 'People here know'])} ${npc.name} as ${asRole}`));
  }
  return out.slice(0, 5);
}

/** The stakes of a thread step: its question, the outcome behind it, how far along it is. */
export function stakesParagraph(scene: Scene): string[] {
  const { rng, req } = scene;
  const t = req.thread;
  const out: string[] = [];
  const g = req.context.world.guidelines;
  if (t) {
    const which = t.step === 0 ? 'first' : t.step >= t.duration - 1 ? 'last' : 'middle';
    out.push(rng.pick(PROGRESS[which]));
    out.push(sentence(`${rng.pick(['Behind all of it waits the larger question', 'Underneath, the real question has not gone away', 'And all the while, one question hangs over everything'])}: ${lowerFirst(t.outcome.question)}`));
    const wins = t.results.filter((r) => r === 'favorable' || r === 'sideAWins').length;
    const losses = t.results.filter((r) => r === 'unfavorable' || r === 'sideBWins').length;
    if (t.results.length > 0) {
      out.push(wins > losses ? rng.pick(['So far, this has gone your way. That is exactly when people get careless.', 'You have the upper hand, for the moment.']) : losses > wins ? rng.pick(['So far, it has gone badly, and you need to turn it around.', 'You are behind, and everybody knows it.']) : rng.pick(['So far, neither luck nor skill has settled anything.', 'It is still anybody’s game.']));
    }
    if (t.approach) out.push(sentence(`You chose your way in: ${imperativeToYou(t.approach).replace(/^you /, 'you ')}`));
  }
  const item = scene.item;
  if (item && rng.chance(0.6)) {
    scene.featured.add(item.id);
    const fact = pickFact(scene, item);
    out.push(sentence(fact ? `You think of ${item.name}: ${fact}` : `You think of ${item.name}, and of who might want it`));
  } else if (g.conflicts.length) {
    out.push(sentence(`${rng.pick(['It is never only about you', 'The old trouble is never far away', 'Beneath the surface, the same old struggle goes on'])}: ${lowerUnlessName(stripEnd(rng.pick(g.conflicts)), scene.names)}`));
  }
  if (out.length < 3 && g.rules.length) out.push(sentence(`You remember the rule everybody here learns early: ${lowerUnlessName(stripEnd(rng.pick(g.rules)), scene.names)}`));
  if (out.length < 3) out.push(sense(scene));
  return out.slice(0, 5);
}

/** The other players in your thread: allies beside you, rivals across. */
export function companionsParagraph(scene: Scene): string[] {
  const { rng } = scene;
  const out: string[] = [];
  const allyLines = rng.shuffle(ALLY_LINES);
  scene.allies.slice(0, 2).forEach((a, i) => {
    out.push(sentence(expand(allyLines[i % allyLines.length] as string, { ally: a.name, possessive: a.pronouns.possessive }, rng)));
  });
  const rivalLines = rng.shuffle(RIVAL_LINES);
  scene.rivals.slice(0, 2).forEach((r, i) => {
    out.push(sentence(expand(rivalLines[i % rivalLines.length] as string, { rival: r.name, personal: r.pronouns.personal, Personal: cap(r.pronouns.personal), possessive: r.pronouns.possessive }, rng)));
  });
  const first = scene.allies[0] ?? scene.rivals[0];
  const seenLook = first ? scene.recentText.includes(`${first.name} looks the way`) : true;
  if (first && first.appearance && !seenLook && rng.chance(0.5)) {
    out.push(sentence(`${first.name} looks the way ${first.pronouns.personal} always ${agree(first.pronouns, 'does', 'do')}: ${lowerFirst(firstSentence(first.appearance))}`));
  } else if (first && first.lastSummary && rng.chance(0.3)) {
    out.push(sentence(`You think of what ${first.name} has been through to get here`));
  }
  if (out.length < 3) {
    out.push(
      rng.pick(
        scene.rivals.length
          ? ['Nobody says it, but everyone is keeping score.', 'The air between you is thick with things left unsaid.', 'Every move you make is being watched.']
          : ['Nobody has to say it: you are in this together.', 'It helps, more than you expected, not to be alone in this.', 'You share a look that says more than a plan could.'],
      ),
    );
  }
  if (out.length < 3) out.push(...innerParagraph(scene).slice(0, 3 - out.length));
  return out.slice(0, 5);
}

/** You: a gesture, what your background taught you, how your stats feel, your own question. */
export function innerParagraph(scene: Scene): string[] {
  const { rng } = scene;
  const out: string[] = [sentence(say(GESTURES, {}, rng))];
  out.push(sentence(say(BACKGROUND_LINES, { bg: scene.you.bg }, rng)));
  const own = scene.stats.filter((s) => s.group === 'own');
  const pool = own.length ? own : scene.stats;
  // Prefer a stat the last beats did not talk about.
  const quiet = pool.filter((s) => !scene.recentText.toLowerCase().includes(s.stat.name.toLowerCase()));
  const pick = quiet.length ? rng.pick(quiet) : pool.length ? rng.pick(pool) : null;
  if (pick) {
    const level = levelOf(pick.value);
    const name = pick.stat.name.toLowerCase();
    const bank = pick.group === 'shared' ? SHARED_STAT_LINES[level] : STAT_LINES[level];
    out.push(sentence(expand(rng.pick(bank), { stat: name, place: scene.place.name }, rng)));
    const implication = implicationFor(pick.stat, level);
    if (implication && !scene.recentText.includes(cap(implication)) && rng.chance(0.6)) out.push(sentence(implication));
  }
  const mine = scene.req.context.player?.outcomes ?? [];
  if (mine.length && rng.chance(0.6)) {
    const o = rng.pick(mine);
    out.push(sentence(`${rng.pick(['And under everything, your own question', 'Somewhere inside, your own question keeps asking', 'You cannot stop thinking about it'])}: ${lowerFirst(o.question)}`));
  }
  return out.slice(0, 5);
}

/** The moment of decision of a thread step. */
export function decisionParagraph(scene: Scene, options: readonly string[]): string[] {
  const { rng, req } = scene;
  const out: string[] = [];
  const q = req.thread?.stepQuestion;
  if (q) out.push(sentence(`${rng.pick(['It comes down to this', 'The question is simple, even if the answer is not', 'Now the question is'])}: ${lowerFirst(q)}`));
  const acts = options.map((o) => imperativeToYou(o).replace(/^you /, ''));
  out.push(sayWith([
    'You could {a}. You could {b}. Or you could {c}.',
    'There are three ways to do this. You could {a}; you could {b}; or you could {c}.',
    'You weigh it up. You could {a}. You could {b}. Or you could {c}.',
  ], { a: acts[0] ?? '', b: acts[1] ?? '', c: acts[2] ?? '' }, rng));
  if (scene.rivals.length) out.push(rng.pick(['Whatever you choose, your rivals will not wait.', 'The other side is already moving.']));
  out.push(rng.pick(CALLS));
  if (out.length < 3) out.push(sense(scene));
  return out;
}

/** The moment of decision at a switch or the intro: the three roads. */
export function crossroadsParagraph(scene: Scene, question: string, choices: readonly string[]): string[] {
  const { rng } = scene;
  const acts = choices.map((c) => imperativeToYou(c).replace(/^you /, ''));
  const out: string[] = [sentence(`${rng.pick(['Three roads open in front of you', 'You can feel the story branching', 'There is more than one thread to pull'])}.`)];
  out.push(`${sentence(`You could ${acts[0]}`)} ${sentence(`You could ${acts[1]}`)} ${sentence(`Or you could ${acts[2]}`)}`);
  if (scene.allies.length) out.push(sentence(`${joinList(scene.allies.map((a) => a.name))} ${scene.allies.length > 1 ? 'are' : 'is'} waiting for you to decide together`));
  out.push(sentence(question));
  out.push(rng.pick(CALLS));
  return out.slice(0, 5);
}

/** The world a story starts in: the World's own description, who you are. */
export function openingParagraph(scene: Scene): string[] {
  const { rng, req } = scene;
  const world = sentencesOf(req.context.world.guidelines.world).slice(0, 2);
  const out = world.map((s) => sentence(s));
  out.push(sentence(`You are ${scene.you.name}, ${scene.you.bg}`));
  if (scene.you.appearance) out.push(sentence(`${rng.pick(['Anyone who looks at you sees', 'People tend to notice', 'At a glance, people see'])} ${lowerUnlessName(firstSentence(scene.you.appearance), scene.names)}`));
  if (out.length < 3) out.push(sense(scene));
  return out.slice(0, 5);
}

/** What is at stake in the World: its conflicts and rules, the questions ahead. */
export function worldStakesParagraph(scene: Scene): string[] {
  const { rng, req } = scene;
  const g = req.context.world.guidelines;
  const out: string[] = [];
  if (g.conflicts.length) out.push(sentence(`${rng.pick(['Trouble has been building for a long time', 'Nobody here is at peace', 'Everyone can feel it'])}: ${lowerUnlessName(stripEnd(rng.pick(g.conflicts)), scene.names)}`));
  if (g.rules.length) out.push(sentence(`${rng.pick(['One rule holds above all others', 'Everyone learns the first rule early', 'There is a rule here nobody breaks lightly'])}: ${lowerUnlessName(stripEnd(rng.pick(g.rules)), scene.names)}`));
  const rumorFact = pickFact(scene, scene.rumor);
  if (scene.rumor && rumorFact) {
    scene.featured.add(scene.rumor.id);
    out.push(sentence(`And then there is ${scene.rumor.name}: ${rumorFact}`));
  } else if (scene.faction) {
    scene.featured.add(scene.faction.id);
    const f = pickFact(scene, scene.faction);
    out.push(sentence(f ? `${scene.faction.name} ${rng.pick(['is never far from any of it', 'has a hand in all of it'])}; ${f}` : `${scene.faction.name} has a hand in all of it`));
  }
  if (out.length < 3) out.push(sense(scene));
  if (out.length < 3) out.push(sentence(rng.pick(['Things are about to change, and you are standing right where they will', 'You did not come here by accident'])));
  return out.slice(0, 5);
}

/** How the player's outcomes ended, for the ending beat. */
export function resolutionsParagraph(scene: Scene): string[] {
  const { rng, req } = scene;
  const outcomes = [...(req.context.player?.outcomes ?? []), ...req.context.sharedOutcomes];
  const out: string[] = [];
  for (const o of outcomes) {
    const last = o.milestones[o.milestones.length - 1];
    if (!last) continue;
    out.push(sentence(`${rng.pick(['As for', 'When it comes to', 'And'])} ${topicOf(o.question)}: ${lowerFirst(stripEnd(last))}`));
    if (out.length >= 4) break;
  }
  if (out.length < 3) out.push(rng.pick(['Some questions have answers now. Others will keep you company for years.', 'Not everything is settled, but enough is.', 'You know more than you did. That will have to be enough.']));
  if (out.length < 3) out.push(sense(scene));
  return out;
}

/** Farewells at the end. */
export function farewellParagraph(scene: Scene): string[] {
  const { rng, req } = scene;
  const out: string[] = [];
  for (const o of req.context.others.filter((x) => x.active).slice(0, 2)) {
    out.push(sentence(`${o.name} ${rng.pick(['finds you one last time', 'raises a hand in farewell', 'catches your eye across the crowd'])}, and ${o.pronouns.personal} ${agree(o.pronouns, 'does', 'do')} not need to say anything`));
  }
  if (scene.npc) {
    scene.featured.add(scene.npc.id);
    out.push(sentence(`${scene.npc.name} ${rng.pick(['is there too, of course', 'watches you go', 'nods once, which from them is a speech'])}`));
    out.push(`${quoteWithTag(rng.pick(['Well. That is that, then.', 'You did better than most.', 'Come back some time. Or do not. Either way.', 'I will remember this.']), `${scene.npc.name} ${rng.pick(SAYS)}`)}.`);
  }
  if (out.length < 3) out.push(sense(scene));
  if (out.length < 3) out.push(rng.pick(['You do not need to say goodbye to everyone; the ones who matter already know.', 'There are faces you will miss, and you let yourself miss them.']));
  return out.slice(0, 5);
}

/** The last image of the story. */
export function closingParagraph(scene: Scene): string[] {
  const { rng } = scene;
  return [
    sentence(expand(rng.pick(CLOSINGS), timeSlots(scene), rng)),
    sense(scene),
    sentence(`You are not quite the same ${scene.you.bgBare} who started all this`),
    rng.pick(['And that, in the end, is the story.', 'Whatever comes next will be another story.', 'You breathe in, and you let it go.']),
  ];
}
