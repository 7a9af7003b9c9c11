import { createProceduralNarrator } from '@engine';
import type { StoryCategory } from '@schemas';
import { playStory } from '../../engine/testing/index';
import { trueKind, type Kind } from './element-kinds';
import { misuseIn } from './entity-roles';
import { fidelityOf, promptWords } from './fidelity';
import { formProblems } from './form';
import { badFills, modalProblems, type Fill } from './grammar';
import { designerWordsIn, leaksIn, type Finding } from './leaks';
import { placesIn } from './nlp';
import { earlyEndings, unresolved } from './pacing';
import { readerDefects } from './reader-defects';
import { gradeOf, gradeText, kidsRange, learnerRange, type GradeRange } from './reading-level';
import { descriptionCounts } from './redescription';
import { repetitionOf, sumRepetition, type Repetition } from './repetition';
import type { QualityStory } from './story-set';
import { readingsOf, storyLevelStrings } from './text';
import { nounPhraseProblem } from '../../engine/language/noun-phrase';

/** Every metric of one story. */
export type StoryMetrics = {
  id: string;
  kind: 'world' | 'prompt';
  category: StoryCategory;
  players: number;
  turns: number;
  beats: number;
  repetition: Repetition;
  misuse: Finding[];
  leaks: Finding[];
  designer: Finding[];
  /** Prompt stories: beats with a prompt word, beats, and whether the title has one. */
  fidelity: { beats: number; withWords: number; title: boolean; words: string[] } | null;
  form: Finding[];
  grade: { value: number; range: GradeRange } | null;
  grammar: Finding[];
  pacing: Finding[];
  /** The most beats any character's full description appears in, for one reader. */
  redescribed: { name: string; beats: number };
  fallbacks: number;
  title: string;
  /** Story elements whose name is not a noun phrase (issue 28: 'the full', 'the Vesuvius Erupts'). */
  notNounPhrases: Finding[];
};

/** Plays one story of the set with the procedural narrator and measures it. */
export async function measureStory(q: QualityStory): Promise<StoryMetrics> {
  const fills: Fill[] = [];
  const narrator = createProceduralNarrator({ onFill: (beatId, f) => (f.type === 'text' ? undefined : fills.push({ beatId, slot: f.slot, type: f.type, value: f.value })) });
  const { story, fallbacks } = await playStory({
    seed: q.seed,
    playerCount: q.players,
    maxTurns: q.maxTurns,
    gameMode: q.gameMode,
    narrator,
    ...(q.world ? { world: q.world } : {}),
    ...(q.prompt ? { prompt: { text: q.prompt.text, category: q.prompt.category } } : {}),
  });
  const readings = readingsOf(story);
  const repetition = sumRepetition(readings.map(repetitionOf));

  // Entity roles: every element with a known kind, in every reading's text and options.
  const known = story.world.storyElements.flatMap((e) => {
    const kind = trueKind(e);
    return kind ? [{ element: e, kind }] : [];
  });
  const misuse: Finding[] = [];
  for (const r of readings) {
    for (const b of r.beats) misuse.push(...misuseIn(known, [b.title, b.text, ...b.options, ...b.interludes].join('\n'), `${r.slot} turn ${b.turn}`));
  }
  // A prompt's place made into a person (a moon of Jupiter as a mechanic) is misuse too.
  if (q.prompt) {
    const placeWords = new Set([...placesIn(q.prompt.promptText), ...[...q.prompt.promptText.matchAll(/\b(?:of|on|in|at|to|from|near|across|around|beneath|under|over)\s+((?:[A-Z][a-z]+\s?){1,3})/g)].map((m) => (m[1] as string).trim())]);
    for (const { element, kind } of known as { element: { name: string }; kind: Kind }[]) {
      if (kind === 'character' && [...placeWords].some((p) => element.name === p || element.name.endsWith(` ${p}`) || element.name.startsWith(`${p} `))) misuse.push({ rule: 'prompt place as person', match: element.name, where: 'setup' });
    }
  }

  const visibleAll = [...storyLevelStrings(story).map((s) => ({ s, where: 'story' })), ...readings.flatMap((r) => r.beats.flatMap((b) => [b.title, b.text, ...b.options, ...b.interludes].map((s) => ({ s, where: `${r.slot} turn ${b.turn}` }))))];
  const leaks = visibleAll.flatMap(({ s, where }) => leaksIn(s, where));
  const designer = visibleAll.flatMap(({ s, where }) => designerWordsIn(s, where));

  let fidelity: StoryMetrics['fidelity'] = null;
  if (q.prompt) {
    const wordsOfPrompt = promptWords([q.prompt.promptText, ...Object.values(q.prompt.fields)].join('. '));
    const per = readings.map((r) => fidelityOf(r, story.title, wordsOfPrompt));
    fidelity = { beats: per.reduce((n, p) => n + p.beats, 0), withWords: per.reduce((n, p) => n + p.withWords, 0), title: per.every((p) => p.title), words: wordsOfPrompt };
  }

  const form = readings.flatMap((r) => r.beats.flatMap((b) => formProblems(b).map((match) => ({ rule: 'form', match, where: `${r.slot} turn ${b.turn}` }))));

  let grade: StoryMetrics['grade'] = null;
  if (q.category === 'read-with-kids' || q.category === 'learn-something') {
    const worldText = `${story.world.guidelines.world} ${story.world.guidelines.rules.join(' ')}`;
    const range = q.category === 'read-with-kids' ? kidsRange(q.prompt?.fields.kidAge, worldText) : learnerRange(q.prompt?.fields.targetAudience, worldText);
    grade = { value: gradeOf(gradeText(readings.flatMap((r) => r.beats.map((b) => b.text)))), range };
  }

  const visibleByBeat = new Map<string, string>();
  for (const r of readings) for (const b of story.players[r.slot]?.beatHistory ?? []) visibleByBeat.set(b.id, `${b.title}\n${b.text}\n${b.options.map((o) => o.text).join('\n')}`);
  // The reader panel's defects (issue 28) count as sentences a reader stumbles on.
  const people = [...story.world.storyElements.filter((e) => trueKind(e) === 'character').map((e) => e.name), ...Object.values(story.players).flatMap((p) => (p ? [p.name] : []))];
  const grammar = [...badFills(fills, visibleByBeat), ...readings.flatMap(modalProblems), ...readings.flatMap((r) => readerDefects(r, people))];

  // A story whose clock ran out ends before maxTurns [T4]: its final fifth is that of the turns it had.
  const length = story.gameOver ? Math.min(story.maxTurns, story.currentTurn) : story.maxTurns;
  const pacing = [...readings.flatMap((r) => earlyEndings(r, length)), ...unresolved(story)];

  const characters = [
    ...story.world.storyElements.filter((e) => trueKind(e) === 'character').map((e) => ({ name: e.name, appearance: e.appearance })),
    ...Object.values(story.players).flatMap((p) => (p ? [{ name: p.name, appearance: p.appearance }] : [])),
  ];
  let redescribed = { name: '', beats: 0 };
  for (const r of readings) for (const c of descriptionCounts(r, characters)) if (c.beats > redescribed.beats) redescribed = c;

  return {
    id: q.id,
    kind: q.kind,
    category: q.category,
    players: q.players,
    turns: story.maxTurns,
    beats: readings.reduce((n, r) => n + r.beats.length, 0),
    repetition,
    misuse,
    leaks,
    designer,
    fidelity,
    form,
    grade,
    grammar,
    pacing,
    redescribed,
    fallbacks: fallbacks.length,
    title: story.title,
    notNounPhrases: story.world.storyElements.flatMap((e) => {
      const why = nounPhraseProblem(e.name);
      return why ? [{ rule: `not a noun phrase: ${why}`, match: e.name, where: 'setup' }] : [];
    }),
  };
}
