import { numericStatValue } from '../../rules/stat-values';
import type { BeatRequest } from '../narrator';
import type { BeatOutput, OptionOutput, StateChangeOutput } from '../outputs';
import { expand } from './grammar';
import { challengeOptions, explorationOptions } from './option-writer';
import {
  closingParagraph,
  companionsParagraph,
  crossroadsParagraph,
  decisionParagraph,
  encounterParagraph,
  farewellParagraph,
  innerParagraph,
  openingParagraph,
  placeParagraph,
  recapParagraph,
  resolutionsParagraph,
  stakesParagraph,
  worldStakesParagraph,
} from './paragraphs';
import { buildScene, type Scene } from './scene';
import { cap, firstSentence, imperativeToYou, lowerFirst, stripEnd, titleCase, words } from './text';
import { appearanceClause, factClause, topicOf } from './world-read';

type Builder = (scene: Scene) => string[];

function paragraphPlan(scene: Scene, options: readonly string[]): Builder[] {
  const { req, rng } = scene;
  const decide: Builder = (s) => decisionParagraph(s, options);
  const cross: Builder = (s) => crossroadsParagraph(s, req.switch?.question ?? 'Which way do you go?', options);
  const withOthers = scene.allies.length + scene.rivals.length > 0;
  switch (req.plan.kind) {
    case 'intro':
      return [openingParagraph, placeParagraph, encounterParagraph, worldStakesParagraph, innerParagraph, cross];
    case 'switch':
      return rng.chance(0.5)
        ? [recapParagraph, placeParagraph, encounterParagraph, withOthers ? companionsParagraph : innerParagraph, cross]
        : [recapParagraph, placeParagraph, worldStakesParagraph, encounterParagraph, withOthers ? companionsParagraph : innerParagraph, cross];
    case 'thread': {
      const middle: Builder[] = withOthers ? [encounterParagraph, companionsParagraph] : [encounterParagraph, innerParagraph];
      return rng.chance(0.5)
        ? [recapParagraph, placeParagraph, stakesParagraph, ...middle, decide]
        : [recapParagraph, placeParagraph, ...rng.shuffle([stakesParagraph, ...middle]).slice(0, 2), decide];
    }
    case 'ending':
      return [recapParagraph, placeParagraph, resolutionsParagraph, farewellParagraph, innerParagraph, closingParagraph];
  }
}

function options(scene: Scene): OptionOutput[] {
  const { req } = scene;
  if (req.plan.optionMode === 'challenge') return challengeOptions(scene);
  if (req.switch) return explorationOptions(scene, req.switch.choices);
  if (req.thread) {
    const keys = ['resolution1', 'resolution2', 'resolution3'];
    const preset = keys.map((k) => req.thread?.stepResolutions[k] ?? '').filter((x) => x.trim());
    return explorationOptions(scene, preset.length === 3 ? preset : null);
  }
  return explorationOptions(scene, null);
}

function title(scene: Scene): string {
  const { req, rng } = scene;
  switch (req.plan.kind) {
    case 'intro':
      return rng.pick([`Arrival at ${scene.place.name}`, `${titleCase(scene.time)}`, `The First Day`, `Where It Begins`]).replace(/^./, (c) => c.toUpperCase());
    case 'switch':
      return req.switch?.title ?? 'A Choice of Roads';
    case 'thread':
      return req.thread?.stepTitle ?? 'The Next Step';
    case 'ending':
      return rng.pick(['What Remains', `The Last Light over ${scene.place.name}`, 'After Everything', 'The Story Ends']);
  }
}

// Whole sentences of the last beats are not repeated, so consecutive beats never read alike.
function fresh(scene: Scene, sentences: readonly string[]): boolean {
  return sentences.every((s) => s.length < 40 || !scene.recentText.includes(s));
}

function imageTag(id: string, desc: string, float: 'left' | 'right'): string {
  return `<image id="${id}" source="story" desc="${desc.replace(/"/g, "'")}" fileType="jpeg" subDir="" float="${float}" />`;
}

function stateChanges(scene: Scene): StateChangeOutput[] {
  const { req, rng } = scene;
  const ctx = req.context;
  const slot = req.plan.slot;
  const changes: StateChangeOutput[] = [];
  for (const id of scene.featured) {
    if (!(ctx.player?.introducedElements ?? []).includes(id)) changes.push({ type: 'addIntroductionOfStoryElement', player: slot, storyElementId: id });
  }
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
    if (shared.length && rng.chance(0.6)) {
      const s = rng.pick(shared);
      changes.push({ type: 'statChange', group: 'shared', statId: s.id, change: res === 'unfavorable' ? 'subtractNumber' : 'addNumber', value: 5 });
    }
  }
  if (t && t.step === t.duration - 1 && scene.npc && rng.chance(0.5)) {
    const fact = expand(
      rng.pick([
        '{npc} was seen near {place} on the day {you} came asking about {topic}',
        '{npc} knows more about {topic} than they admit',
        '{npc} has not forgotten what {you} did at {place}',
      ]),
      { npc: scene.npc.name, place: scene.place.name, you: scene.you.name, topic: topicOf(t.outcome.question) },
      rng,
    );
    changes.push({ type: 'newFact', storyElementId: scene.npc.id, fact: `${cap(fact)}.` });
  }
  return changes;
}

function interludes(scene: Scene, imageIds: readonly string[]): BeatOutput['interludes'] {
  const { req, rng } = scene;
  const elements = req.context.world.elements;
  const texts: string[] = [];
  const used = new Set<string>();
  const count = req.context.story.generateImages ? 3 : 1;
  for (let i = 0; i < count; i++) {
    const el = elements.length ? rng.pick(elements.filter((e) => !used.has(e.id)).length ? elements.filter((e) => !used.has(e.id)) : elements) : null;
    if (el) used.add(el.id);
    const fact = el?.facts.length ? factClause(rng.pick(el.facts)) : '';
    const templates = el
      ? [
          `Meanwhile, ${el.name} [waits|lingers|goes on] as if nothing has changed.`,
          fact ? `Far from you, someone is talking about ${el.name}: ${fact}.` : `Far from you, someone mentions ${el.name} and lowers their voice.`,
          `Somewhere, ${el.name} [is part of another story tonight|is being watched|is not as quiet as it seems].`,
          fact ? `A rumour travels faster than you do: ${fact}.` : `A rumour about ${el.name} travels faster than you do.`,
        ]
      : ['Meanwhile, the world goes on turning.', 'Somewhere, someone is telling your story wrong.'];
    texts.push(cap(expand(rng.pick(templates), {}, rng)));
  }
  return texts.map((text, i) => ({ text, imageId: imageIds[i] ?? '', imageSource: imageIds[i] ? ('story' as const) : ('none' as const) }));
}

/** Writes one player's beat procedurally from the World's own material; passes validateNarratorOutput. */
export function writeProceduralBeat(req: BeatRequest): BeatOutput {
  const scene = buildScene(req);
  const opts = options(scene);
  const plan = paragraphPlan(scene, opts.map((o) => o.text));
  const paragraphs: string[][] = plan.map((build, i) => {
    let best: string[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const sub: Scene = { ...scene, rng: scene.rng.fork(`p${i}-${attempt}`) };
      const ps = build(sub);
      best = ps;
      if (fresh(scene, ps)) break;
    }
    return best;
  });
  // Images [W4]: 1-2 placeholders, in distinct paragraphs, never the last, with a gap between.
  const ctx = req.context;
  const imageRequests: BeatOutput['imageRequests'] = [];
  if (ctx.story.generateImages) {
    const n = scene.rng.chance(0.5) ? 2 : 1;
    const subjects = [scene.npc, scene.place.el].filter((e) => e !== null);
    const at = n === 2 ? [1, 3] : [1];
    at.forEach((paragraph, k) => {
      const id = `${req.imageIdPrefix}-${k + 1}`;
      const subject = subjects[k] ?? null;
      const full = subject && subject.id !== scene.place.el?.id ? `${subject.name} at ${scene.place.name}` : subject ? subject.name : `${scene.you.name} at ${scene.place.name}`;
      const caption = full.split(/\s+/).length <= 6 ? full : words(subject?.name ?? scene.place.name, 6);
      const look = subject ? appearanceClause(subject) : lowerFirst(firstSentence(scene.you.appearance));
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
  const text = paragraphs.map((p) => p.join(' ')).join('\n\n');
  const last = req.lastChoice;
  const summary =
    `${scene.you.name} ${req.plan.kind === 'ending' ? 'reaches the end of the story' : `is at ${scene.place.name}`}` +
    (last ? ` after choosing to ${imperativeToYou(last.optionText).replace(/^you /, '')}${last.resolution ? ` (${last.resolution})` : ''}` : '') +
    (req.thread ? `; ${req.thread.title}, step ${req.thread.step + 1} of ${req.thread.duration}: ${req.thread.stepQuestion}` : '') +
    (req.switch ? `; decides: ${req.switch.question}` : '') +
    '.';
  const planText =
    `${req.plan.kind} beat for ${scene.you.name} at ${scene.place.name}` +
    (scene.npc ? ` with ${scene.npc.name}` : '') +
    (req.thread ? `, thread "${req.thread.title}" step ${req.thread.step + 1}/${req.thread.duration}` : '') +
    (req.switch ? `, ${req.switch.type} switch "${req.switch.title}"` : '');
  return {
    title: stripEnd(title(scene)).slice(0, 120) || 'Untitled',
    text,
    summary: summary.replace(/\.\.$/, '.').replace(/\?\./g, '?'),
    plan: planText,
    options: opts,
    interludes: interludes(scene, imageRequests.map((r) => r.id)),
    imageRequests,
    stateChanges: stateChanges(scene),
  };
}
