import { cap, expand, firstSentence, imperativeToYou, innerThe, lowerFirst, sentence, stripEnd, words, type Tracer } from '../../language';
import { numericStatValue } from '../../rules/stat-values';
import type { BeatRequest } from '../narrator';
import type { BeatOutput, OptionOutput, StateChangeOutput } from '../outputs';
import { challengeOptions, explorationOptions } from './option-writer';
import { buildScene, type Scene } from './scene';
import { companionsParagraph, consequenceParagraph, encounterParagraph, pause, placeParagraph, sense } from './scene-paragraphs';
import {
  closingParagraph,
  crossroadsParagraph,
  decisionParagraph,
  farewellParagraph,
  innerParagraph,
  learningParagraph,
  openingParagraph,
  resolutionsParagraphs,
  stakesParagraph,
  worldStakesParagraph,
} from './story-paragraphs';
import { isDesignerText, readerQuestion, topicOf } from './world-read';
import { elementPronouns } from './element-kind';
import { shortName } from './people';
import { composes, writeComposedBeat } from './compose-beat';

type Builder = (scene: Scene) => string[];

// The order of a beat's paragraphs varies, so beats do not all open and close the same way.
function threadPlan(scene: Scene, options: readonly string[]): Builder[] {
  const decide: Builder = (s) => decisionParagraph(s, options);
  const withOthers = scene.allies.length + scene.rivals.length > 0;
  const middle: Builder = scene.register === 'learn' && (scene.req.thread?.step ?? 0) > 0 ? learningParagraph : stakesParagraph;
  const side: Builder = withOthers ? companionsParagraph : scene.register === 'learn' ? learningParagraph : innerParagraph;
  const orders: Builder[][] = [
    [consequenceParagraph, placeParagraph, encounterParagraph, middle, decide],
    [placeParagraph, consequenceParagraph, middle, encounterParagraph, side, decide],
    [consequenceParagraph, encounterParagraph, placeParagraph, middle, decide],
    [encounterParagraph, consequenceParagraph, placeParagraph, middle, side, decide],
    [consequenceParagraph, placeParagraph, middle, side, decide],
    [placeParagraph, encounterParagraph, consequenceParagraph, middle, decide],
  ];
  const first = scene.req.lastChoice ? orders : orders.map((o) => o.filter((b) => b !== consequenceParagraph));
  const pick = scene.voice.pick('order', first);
  // A beat needs five paragraphs at least [W4].
  return pick.length >= 5 ? pick : [...pick.slice(0, -1), side === pick[pick.length - 2] ? innerParagraph : side, pick[pick.length - 1] as Builder];
}

function paragraphPlan(scene: Scene, options: readonly string[]): Builder[] {
  const { req } = scene;
  const cross: Builder = (s) => crossroadsParagraph(s, req.switch?.question ?? 'Which way do you go?', options);
  const withOthers = scene.allies.length + scene.rivals.length > 0;
  switch (req.plan.kind) {
    case 'intro':
      return scene.register === 'kids'
        ? [openingParagraph, placeParagraph, encounterParagraph, withOthers ? companionsParagraph : worldStakesParagraph, cross]
        : [openingParagraph, placeParagraph, encounterParagraph, worldStakesParagraph, withOthers ? companionsParagraph : innerParagraph, cross];
    case 'switch': {
      const base: Builder[] = [consequenceParagraph, placeParagraph, encounterParagraph, withOthers ? companionsParagraph : innerParagraph, cross];
      return scene.voice.pick('switch-order', [base, [placeParagraph, consequenceParagraph, withOthers ? companionsParagraph : innerParagraph, encounterParagraph, cross], [consequenceParagraph, encounterParagraph, placeParagraph, stakesParagraph, cross]]);
    }
    case 'thread':
      return threadPlan(scene, options);
    case 'ending':
      return [consequenceParagraph, placeParagraph, ...resolutionsParagraphs(scene).slice(0, 2).map((p) => () => p), farewellParagraph, closingParagraph].slice(0, 6);
  }
}

function options(scene: Scene): OptionOutput[] {
  const { req } = scene;
  if (req.plan.optionMode === 'challenge') return challengeOptions(scene);
  if (req.switch) return explorationOptions(scene, req.switch.choices);
  if (req.thread) {
    const preset = ['resolution1', 'resolution2', 'resolution3'].map((k) => req.thread?.stepResolutions[k] ?? '').filter((x) => x.trim());
    return explorationOptions(scene, preset.length === 3 ? preset : null);
  }
  return explorationOptions(scene, null);
}

function title(scene: Scene): string {
  const { req, voice } = scene;
  switch (req.plan.kind) {
    case 'intro':
      return voice.pick('intro-title', [`Arrival at ${scene.place.name}`, 'Where It Begins', 'The First Day', 'A Beginning', `Morning at ${scene.place.name}`]);
    case 'switch':
      return req.switch?.title ?? 'A Choice of Roads';
    case 'thread':
      return req.thread?.stepTitle ?? 'The Next Step';
    case 'ending':
      return voice.pick('end-title', ['What Remains', `Last Light over ${scene.place.name}`, 'After Everything', 'How It Ends']);
  }
}

function imageTag(id: string, desc: string, float: 'left' | 'right'): string {
  return `<image id="${id}" source="story" desc="${desc.replace(/"/g, "'")}" fileType="jpeg" subDir="" float="${float}" />`;
}

function stateChanges(scene: Scene): StateChangeOutput[] {
  const { req, rng } = scene;
  const ctx = req.context;
  const slot = req.plan.slot;
  const changes: StateChangeOutput[] = [];
  for (const id of scene.featured) if (!(ctx.player?.introducedElements ?? []).includes(id)) changes.push({ type: 'addIntroductionOfStoryElement', player: slot, storyElementId: id });
  const res = req.lastChoice?.resolution;
  if (res && res !== 'mixed' && ctx.player) {
    const own = ctx.world.playerStats.filter((s) => s.canBeChangedInBeatResolutions && numericStatValue(ctx.player?.statValues ?? [], s) !== null && s.type !== 'string');
    if (own.length) {
      const s = rng.pick(own);
      changes.push({ type: 'statChange', group: slot, statId: s.id, change: res === 'favorable' ? 'addNumber' : 'subtractNumber', value: rng.pick([5, 5, 10]) });
    }
  }
  const t = req.thread;
  if (t && t.step === t.duration - 1 && res) {
    const shared = ctx.world.sharedStats.filter((s) => s.canBeChangedInBeatResolutions && s.type !== 'string' && s.type !== 'string[]');
    if (shared.length && rng.chance(0.6)) changes.push({ type: 'statChange', group: 'shared', statId: rng.pick(shared).id, change: res === 'unfavorable' ? 'subtractNumber' : 'addNumber', value: 5 });
  }
  // People remember what you did to them.
  const last = scene.last;
  if (last?.target && last.targetKind === 'character' && last.resolution && last.resolution !== 'mixed' && rng.chance(0.5)) {
    const p = elementPronouns(last.target);
    // 'Aunt Tallow remembers how Quince tried to watch her', not '... to watch Aunt Tallow'.
    let what = imperativeToYou(last.text).replace(/^you /, '');
    for (const n of [last.target.name, shortName(last.target.name)]) what = what.split(`${n}’s`).join(p.possessive).split(`${n}'s`).join(p.possessive).split(n).join(p.object);
    const fact = `${last.target.name} remembers how ${scene.you.name} tried to ${lowerFirst(stripEnd(what))}${last.resolution === 'favorable' ? ', and that it worked' : ', and that it failed'}.`;
    if (!isDesignerText(fact) && fact.split(/\s+/).length <= 30) changes.push({ type: 'newFact', storyElementId: last.target.id, fact });
  }
  return changes;
}

function interludes(scene: Scene, imageIds: readonly string[]): BeatOutput['interludes'] {
  const { req, voice } = scene;
  const elements = req.context.world.elements;
  const count = req.context.story.generateImages ? 3 : 1;
  // One walk over every element and every way of telling it, so no interlude returns in a story.
  const all = elements.flatMap((el) => INTERLUDES.map((t) => t.replace(/\{el\}/g, el.name)));
  const texts: string[] = [];
  for (let i = 0; i < count; i++) texts.push(cap(all.length ? voice.say('interlude', all) : voice.say('interlude-none', ['Meanwhile, the world goes on turning.', 'Somewhere, someone is telling your story wrong.'])));
  return texts.map((text, i) => ({ text, imageId: imageIds[i] ?? '', imageSource: imageIds[i] ? ('story' as const) : ('none' as const) }));
}

const INTERLUDES = [
  'Meanwhile, {el} [waits|lingers|goes on] as if nothing has changed.',
  'Somewhere, {el} [is part of another story|is being watched|is not as quiet as it seems].',
  'Far from you, someone is talking about {el}.',
  'At this very moment, {el} [is|seems] [closer than you think|further away than ever].',
];

const ANCHORS = [
  '{heart} is never far from your thoughts.',
  'Everything still turns on {heart}.',
  'Whatever happens, {heart} is [waiting|still there|not going anywhere].',
  'Somewhere behind all this is {heart}.',
  'It always comes back to {heart}.',
  'You keep [one eye|half an eye] on {heart}.',
  'Nobody [here|around you] can stop thinking about {heart}.',
  'There is still {heart} to think about.',
  'The thought of {heart} keeps you going.',
  'You remind yourself why you are here: {heart}.',
  '{heart} [feels|seems] [closer|further away|more real] than [ever|this morning|an hour ago].',
];

const KID_ANCHORS = [
  'You think about {heart} [again|once more|for a moment|and smile|and feel brave].',
  '{heart} is [still there|not far away|coming soon|nearly here], [you are sure of it|remember|hooray].',
  'Everyone is [talking|thinking|whispering] about {heart} [today|again|all the time].',
  'You must not forget {heart}[, not for a minute|, whatever happens|, not even for a biscuit].',
  'You cannot wait for {heart}[!|, not one bit!|, it is so exciting!]',
];

// The prompt's own heart (its setting, its event, its thing): a drafted World marks it in the
// roles of the elements it made from the prompt's words.
function heartsOf(scene: Scene): string[] {
  return scene.req.context.world.elements.filter((e) => /where the story begins|at the heart of it|everything leads up to|whom the story is about/.test(e.role)).map((e) => e.name);
}

const LEARN_ANCHORS = [
  'Every step here is a step closer to understanding {heart}.',
  'You think back over what you know so far about {heart}.',
  'It all fits together with {heart}, somehow.',
  'You add one more note to your page on {heart}.',
  'This is {heart} happening right in front of you.',
  'You can almost see how {heart} works now.',
  'There is more to {heart} than you thought this morning.',
  'You keep a question about {heart} ready for later.',
];

/**
 * Keeps a prompt story on its prompt: a beat that names none of its heart's elements (nor, in a
 * learning story, its subject) gets one sentence about one.
 */
function anchor(scene: Scene, paragraphs: string[][]): void {
  const ctx = scene.req.context;
  if (!ctx.story.category) return;
  const learn = ctx.story.category === 'learn-something';
  const subject = learn && ctx.sharedOutcomes[0] ? topicOf(ctx.sharedOutcomes[0].question) : '';
  // The story's title was made from the prompt's words: hearts that share a word with it come first.
  const titleWords = new Set(ctx.story.title.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 3 && !/^(the|and|with|from|into|over|under|that|this|what|when|where|your|their|about|secret|story|tale)$/.test(w)));
  const inTitle = (name: string): boolean => name.toLowerCase().split(/[^\p{L}]+/u).some((w) => titleWords.has(w));
  const named = ctx.world.elements.filter((e) => inTitle(e.name)).map((e) => e.name);
  const all = [...new Set([...heartsOf(scene), ...named, ...(subject && subject !== 'the question ahead' ? [subject] : [])])];
  const hearts = all.some(inTitle) ? all.filter(inTitle) : all;
  const text = paragraphs.flat().join(' ').toLowerCase();
  if (hearts.length === 0 || hearts.some((h) => text.includes(h.toLowerCase().replace(/^the\s+/, '')))) return;
  const heart = learn && subject && hearts.includes(subject) ? subject : scene.voice.pick('heart', hearts);
  const bank = scene.register === 'kids' ? KID_ANCHORS : learn ? LEARN_ANCHORS : ANCHORS;
  const line = sentence(cap(scene.voice.say(`anchor-${heart}`, bank, { heart })));
  const target = paragraphs.slice(0, -1).reduce((best, p) => (p.length < best.length ? p : best), paragraphs[0] as string[]);
  target.splice(Math.max(1, target.length - 1), 0, line);
}

const YOU_LINES = [
  'You [take it all in|watch closely|keep your eyes open].',
  'You [listen|wait|hold your breath] [and say nothing|for a moment|without moving].',
  'You [nod|frown|smile] [to yourself|at that|despite yourself].',
  'You [make a note of it|remember that|will not forget it].',
  'You [glance around|look back|look up] [once more|again|quickly].',
];

function sentencesIn(p: readonly string[]): number {
  return (p.join(' ').replace(/<image[^>]*\/>/g, '').match(/[^.!?]+[.!?]+["”]?/g) ?? []).length;
}

/** Every beat speaks to the player in at least half its paragraphs [W4]. */
function secondPerson(scene: Scene, paragraphs: string[][]): void {
  const addressed = (p: readonly string[]): boolean => /\byou(r|rs|rself)?\b/i.test(p.join(' '));
  let count = paragraphs.filter(addressed).length;
  for (const p of paragraphs) {
    if (count >= Math.ceil(paragraphs.length / 2)) break;
    if (addressed(p)) continue;
    p.push(sentence(scene.voice.say('you-line', YOU_LINES)));
    count++;
  }
}

/** Writes one player's beat procedurally from the World's own material; passes validateNarratorOutput. */
export function writeProceduralBeat(req: BeatRequest, trace?: Tracer): BeatOutput {
  // A World drafted from topic packs is told from its material (issue 28).
  const composed = composes(req) ? writeComposedBeat(req) : null;
  if (composed) return composed;
  const scene = buildScene(req, trace);
  scene.topic = req.thread ? topicOf(req.thread.outcome.question) : req.switch?.outcomes[0] ? topicOf(req.switch.outcomes[0].question) : null;
  const opts = options(scene);
  const plan = paragraphPlan(scene, opts.map((o) => o.text));
  const paragraphs: string[][] = plan.map((build) => build(scene).filter((s) => s.trim().length > 0));
  anchor(scene, paragraphs);
  secondPerson(scene, paragraphs);
  // Every paragraph has three sentences at least [W4].
  for (const p of paragraphs) for (let i = 0; sentencesIn(p) < 3 && i < 3; i++) p.splice(Math.max(0, p.length - 1), 0, i % 2 ? sense(scene) : pause(scene));
  // Images [W4]: 1-2 placeholders, in distinct paragraphs, never the last, with a gap between.
  const ctx = req.context;
  const imageRequests: BeatOutput['imageRequests'] = [];
  if (ctx.story.generateImages) {
    const n = scene.rng.chance(0.5) ? 2 : 1;
    const subjects = [scene.npc?.el ?? null, scene.place.el].filter((e) => e !== null);
    const at = n === 2 ? [1, 3] : [1];
    at.forEach((paragraph, k) => {
      const id = `${req.imageIdPrefix}-${k + 1}`;
      const subject = subjects[k] ?? null;
      const full = subject && subject.id !== scene.place.el?.id ? `${subject.name} at ${scene.place.name}` : subject ? subject.name : `${scene.you.name} at ${scene.place.name}`;
      const caption = full.split(/\s+/).length <= 6 ? full : words(subject?.name ?? scene.place.name, 6);
      const look = subject ? lowerFirst(firstSentence(subject.appearance)) : lowerFirst(firstSentence(scene.you.appearance));
      const style = ctx.world.imageInstructions;
      const prompt = [style.visualStyle, style.atmosphere, `Scene: ${caption}${look ? `, ${look}` : ''}.`, style.colorPalette && `Palette: ${style.colorPalette}.`]
        .filter(Boolean)
        .join(' ');
      // The elements the picture shows: their appearances guide the illustrator, and a World's pictures of them may be reused.
      const referenceImageIds = [...new Set([subject?.id, subject && subject.id !== scene.place.el?.id ? scene.place.el?.id : undefined].filter((x): x is string => !!x))];
      imageRequests.push({ id, caption, referenceImageIds, prompt });
      const para = paragraphs[paragraph];
      if (para) paragraphs[paragraph] = [imageTag(id, caption, k % 2 === 0 ? 'left' : 'right'), ...para];
    });
  }
  const text = innerThe(paragraphs.map((p) => p.join(' ')).join('\n\n'));
  const last = req.lastChoice;
  const summary =
    `${scene.you.name} ${req.plan.kind === 'ending' ? 'reaches the end of the story' : `is at ${scene.place.name}`}` +
    (last ? ` after choosing to ${imperativeToYou(last.optionText).replace(/^you /, '')}${last.resolution ? ` (${last.resolution})` : ''}` : '') +
    (req.thread ? `; ${req.thread.title}, step ${req.thread.step + 1} of ${req.thread.duration}: ${readerQuestion(req.thread.stepQuestion)}` : '') +
    (req.switch ? `; decides: ${readerQuestion(req.switch.question)}` : '') +
    '.';
  const planText =
    `${req.plan.kind} beat for ${scene.you.name} at ${scene.place.name}` +
    (scene.npc ? ` with ${scene.npc.name}` : '') +
    (req.thread ? `, thread "${req.thread.title}" step ${req.thread.step + 1}/${req.thread.duration}` : '') +
    (req.switch ? `, ${req.switch.type} switch "${req.switch.title}"` : '');
  return {
    title: innerThe(stripEnd(expand(title(scene), {}, scene.rng)).slice(0, 120)) || 'Untitled',
    text,
    summary: summary.replace(/\.\.$/, '.').replace(/\?\./g, '?'),
    plan: planText,
    options: opts.map((o) => ({ ...o, text: innerThe(o.text) })),
    interludes: interludes(scene, imageRequests.map((r) => r.id)).map((i) => ({ ...i, text: innerThe(i.text) })),
    imageRequests,
    stateChanges: stateChanges(scene),
  };
}
