import { cap, lowerFirst, lowerUnlessName, quotable, quoteWithTag, sentence, sentencesOf, stripEnd, uncap } from '../../language';
import type { ElementBrief } from '../narrator';
import { AGAIN, ALLY_LINES, ARRIVALS, KID_PAUSES, PAUSES, STILL, FACT_FRAMES, KID_ARRIVALS, KID_LINES, KID_RETURNS, KID_NPC_ACTIONS, KID_SAYS, KID_SENSES, KID_TIME_NOUNS, KID_TIMES, LINES, LINES_ANY, MEETINGS, NPC_ACTIONS, RETURNS, RIVAL_LINES, SAYS, SENSES, SENSES_ANY, TIME_NOUNS, TIMES, TOLD } from './banks';
import { consequenceSentences } from './consequence';
import { elementKind } from './element-kind';
import { factAbout } from './people';
import type { Scene } from './scene';
import { isDesignerText, worldSenses } from './world-read';

// Paragraphs about where you are and who is there. Each returns 3 to 5 sentences.

/** The time of day for this turn and player. */
export function timeOf(scene: Scene, noun = false): string {
  const times = scene.register === 'kids' ? (noun ? KID_TIME_NOUNS : KID_TIMES) : noun ? TIME_NOUNS : TIMES;
  const ctx = scene.req.context;
  const index = ctx.story.turn - 1 + (ctx.player ? ctx.slots.indexOf(ctx.player.slot) : 0);
  return times[index % times.length] as string;
}

/** A sensory detail: the World's own, the mood's, or any, never the same twice in a story. */
export function sense(scene: Scene): string {
  const { voice } = scene;
  if (scene.register === 'kids') return sentence(voice.say('kid-sense', KID_SENSES));
  const own = worldSenses(scene.req.context.world.imageInstructions.atmosphere, scene.req.context.world.imageInstructions.settingDetails);
  return sentence(voice.say('sense', [...SENSES[scene.mood], ...SENSES_ANY, ...own]));
}

/** A quiet sentence to round off a paragraph without spending a sensory detail. */
export function pause(scene: Scene): string {
  return sentence(scene.voice.say('pause', scene.register === 'kids' ? KID_PAUSES : PAUSES));
}

/** An element's facts a reader may see. */
export function readerFacts(el: ElementBrief): string[] {
  return el.facts.filter((f) => !isDesignerText(f) && f.split(/\s+/).length <= 34).map((f) => stripEnd(f));
}

/** A fact told in a beat: the player's own name in it reads as 'you'; never one told already in this beat. */
function ownFact(scene: Scene, fact: string): string | null {
  if (scene.told.has(fact)) return null;
  scene.told.add(fact);
  const name = scene.you.name;
  return name && name !== 'you' ? fact.replace(new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'), 'you') : fact;
}

/**
 * One fact of an element, as a clause, when one of its facts is due this turn: each fact of an
 * element is told at most twice in a story, at seeded turns, so facts never become a refrain.
 */
export function factOf(scene: Scene, el: ElementBrief | null): string | null {
  if (!el) return null;
  const facts = readerFacts(el);
  // Stories read with children tell a fact plainly, so each is told once.
  const due = scene.voice.once(`fact-${el.id}`, scene.register === 'kids' ? facts : [...facts, ...facts]);
  return due ? ownFact(scene, due) : null;
}

/** The next fact of the whole World in this story's order (any element but the ones excluded), for speech and teaching. */
export function nextFact(scene: Scene, key: string, include: (el: ElementBrief) => boolean): { el: ElementBrief; fact: string } | null {
  const all = scene.req.context.world.elements.flatMap((el) => readerFacts(el).map((fact) => ({ el, fact })));
  if (all.length === 0) return null;
  const start = all.indexOf(scene.voice.pick(key, all));
  for (let i = 0; i < all.length; i++) {
    const x = all[(start + i) % all.length] as { el: ElementBrief; fact: string };
    if (!include(x.el) || scene.told.has(x.fact)) continue;
    const told = ownFact(scene, x.fact);
    if (told) return { el: x.el, fact: told };
  }
  return null;
}

/** What happened since the last beat: the choice, how it went, what it changed. */
export function consequenceParagraph(scene: Scene): string[] {
  const out = consequenceSentences(scene);
  if (out.length < 3) out.push(sense(scene));
  if (out.length < 3) out.push(pause(scene));
  return out.slice(0, 5);
}

/** Where you are: arriving or coming back, what the place looks like (fully only the first time), a detail. */
export function placeParagraph(scene: Scene): string[] {
  const { voice, place } = scene;
  const time = timeOf(scene);
  // A time of day is never a name: 'Around noon' goes mid-sentence as 'around noon'.
  const slots = { time, timeLower: uncap(time), timeNoun: timeOf(scene, true), place: place.name };
  const kids = scene.register === 'kids';
  // Still here from the last beat, back again, or somewhere new.
  const lastText = scene.req.context.history.recent[scene.req.context.history.recent.length - 1]?.text ?? '';
  const still = !place.firstVisit && lastText.includes(place.name);
  const bank = kids ? (place.firstVisit ? KID_ARRIVALS : KID_RETURNS) : place.firstVisit ? ARRIVALS : still ? STILL : RETURNS;
  const out: string[] = [sentence(cap(voice.say(`arrive-${place.el?.id ?? 'any'}-${still ? 'still' : 'move'}`, bank, slots)))];
  if (place.el?.appearance) {
    const looks = sentencesOf(place.el.appearance).filter((s) => !isDesignerText(s));
    const firstLook = looks[0];
    if (place.firstVisit && firstLook) out.push(sentence(kids ? shortLook(firstLook) : firstLook));
    else if (looks.length > 1) {
      const more = looks.slice(1).filter((l) => voice.isFresh(l));
      if (more.length) out.push(sentence(voice.fresh(`look-${place.el.id}`, more)));
    }
  }
  out.push(sense(scene));
  const fact = factOf(scene, place.el);
  if (fact && out.length < 4) out.push(sentence(kids ? cap(fact) : voice.say('factframe', FACT_FRAMES, { fact: lowerUnlessName(fact, scene.names) })));
  if (out.length < 3) out.push(sense(scene));
  return out.slice(0, 5);
}

function shortLook(s: string): string {
  const cut = s.split(/,|;| with /)[0] ?? s;
  const short = cut.split(/\s+/).length >= 4 ? cut : s;
  // A look that opens with a one-word label ('Moonlit: a grassy hill, a tall hedge ...') says it as a sentence.
  const labelled = short.match(/^([A-Z][a-z]+): (.+)$/);
  return labelled ? `It is all ${(labelled[1] as string).toLowerCase()} here: ${labelled[2]}` : short;
}

/**
 * Something a character says, with its speech tag, as a whole sentence: the next fact of the
 * World about someone or something else, or a line of their own the player has not heard.
 */
export function speechOf(scene: Scene, speaker: ElementBrief, name: string): string {
  const { voice } = scene;
  const kids = scene.register === 'kids';
  // 'asks' only tags a question.
  const asks = [...(kids ? KID_SAYS : SAYS)];
  const says = asks.filter((s) => s !== 'asks');
  const next = voice.rng.chance(kids ? 0.4 : 0.7) ? nextFact(scene, 'told-fact', (el) => el.id !== speaker.id) : null;
  if (next && (!kids || next.fact.split(/\s+/).length <= 12)) {
    const told = quotable(elementKind(next.el) === 'character' ? factAbout(next.fact, next.el.name) : cap(next.fact));
    const frames = kids ? ['{Fact}'] : TOLD;
    return voice.say('told', frames.map((f) => quoteWithTag(f, '{who} {says}')), { fact: lowerUnlessName(told, scene.names), Fact: told, who: name, says });
  }
  const bank = kids ? KID_LINES : [...LINES_ANY, ...LINES[scene.mood]];
  return voice.say(kids ? 'kid-line' : 'line', bank.map((l) => quoteWithTag(l, /\?\s*$/.test(l) ? '{who} {asks}' : '{who} {says}')), { you: scene.you.name, who: name, says, asks });
}

/** A character of the World: met for the first time (described in full) or again (a short reference), what they do and say. */
export function encounterParagraph(scene: Scene): string[] {
  const { voice } = scene;
  const npc = scene.npc;
  if (!npc) return placeParagraph(scene);
  scene.featured.add(npc.el.id);
  const kids = scene.register === 'kids';
  const out: string[] = [];
  if (!scene.npcKnown && npc.look) out.push(sentence(voice.say('meet', MEETINGS, { npc: npc.name, look: kids ? shortLook(npc.look) : npc.look })));
  else out.push(sentence(voice.say('again', AGAIN, { npc: npc.short, them: npc.pronouns.object })));
  // What they are like and what they want, from the author's own words, each told once in a story.
  const intent = kids ? null : voice.once(`intent-${npc.el.id}`, npc.intents);
  if (intent) out.push(sentence(intent));
  else {
    // Named once, then 'she' or 'he' (a 'they' keeps the name: the lines are singular).
    const again = /^(she|he|it)$/.test(npc.pronouns.personal) ? cap(npc.pronouns.personal) : npc.short;
    out.push(sentence(voice.say(kids ? 'kid-npc-act' : 'npc-act', kids ? KID_NPC_ACTIONS : NPC_ACTIONS, { npc: again, their: npc.pronouns.possessive, them: npc.pronouns.object, themself: npc.pronouns.reflexive })));
  }
  out.push(speechOf(scene, npc.el, npc.short));
  const own = factOf(scene, npc.el);
  if (own && out.length < 4 && !kids) out.push(sentence(voice.say('factframe', FACT_FRAMES, { fact: lowerUnlessName(factAbout(own, npc.short), scene.names) })));
  if (out.length < 3) out.push(pause(scene));
  return out.slice(0, 5);
}

const TOGETHER = [
  'Nobody has to say it: you are in this together.',
  'It helps, more than you expected, not to be alone in this.',
  'You share a look that says more than a plan could.',
  'Whatever happens, you will not face it alone.',
  'You [split the work|share the load|take turns keeping watch] without having to talk about it.',
  'Between you, you [know most of what there is to know|have seen most of it|have a plan of sorts].',
  'You [bump shoulders|trade a grin|trade a worried look] and [keep moving|get on with it|say nothing].',
  'It is [easier|braver|funnier] with company, [and you both know it|you have to admit|somehow].',
  'Nobody [leaves anyone behind|goes anywhere alone|gets the last word] here.',
  'You [catch yourself|find yourself] [matching each other’s pace|finishing each other’s sentences|thinking the same thing].',
];

const RIVALRY = [
  'Nobody says it, but everyone is keeping score.',
  'The air between you is thick with things left unsaid.',
  'Every move you make is being watched.',
  'It is friendly, on the surface.',
  'You [smile|nod|wave], and [nobody believes it|everybody notices|nobody smiles back].',
  'There is room for only one winner, and [everyone knows it|you all know it|nobody pretends otherwise].',
  'You [keep your plans to yourself|say less than you know|watch what you say].',
  'Somebody is [bluffing|counting|watching the door], and [it might be you|it is not clear who|it is probably everyone].',
];

/** The other players with you: allies beside you, rivals across. */
export function companionsParagraph(scene: Scene): string[] {
  const { voice } = scene;
  const out: string[] = [];
  for (const a of scene.allies.slice(0, 2)) out.push(sentence(voice.say(`ally-${a.slot}`, ALLY_LINES, { ally: a.name, possessive: a.pronouns.possessive })));
  for (const r of scene.rivals.slice(0, 2)) out.push(sentence(voice.say(`rival-${r.slot}`, RIVAL_LINES, { rival: r.name })));
  const first = scene.allies[0] ?? scene.rivals[0];
  if (first && scene.req.context.story.turn <= 2 && first.appearance) {
    const look = stripEnd(sentencesOf(first.appearance)[0] ?? '').split(/,| with /)[0] ?? '';
    if (look.split(/\s+/).length >= 3) out.push(sentence(`${first.name} is ${lowerFirst(look).replace(/^(a|an|the)\s/i, (m) => m.toLowerCase())}`.replace(/ is (?!a |an |the )/, ' is ')));
  }
  if (out.length < 3) {
    out.push(
      voice.say(
        scene.rivals.length ? 'rivalry' : 'together',
        scene.rivals.length ? RIVALRY : TOGETHER,
      ),
    );
  }
  if (out.length < 3) out.push(sense(scene));
  return out.slice(0, 5);
}
