import { DEFAULT_TEMPLATE_DIFFICULTY_LEVELS, fitWorldToLimits, templateSchema, type ImageInstructions, type Template, type TemplateInput } from '@schemas';
import { createRng, type RandomSource } from '../core/rng';
import { firstSentence, lowerFirst, sentence } from '../language';
import { autoFixTemplate } from '../world/auto-fix';
import { planBrief, type Brief, type DraftInput } from './brief';
import { buildStoryElements } from './elements';
import { buildGuidelines } from './guidelines';
import { buildSharedOutcomes } from './outcomes';
import { buildPlayers } from './players';
import { buildStats } from './stats';
import { packFor, packSections } from './pack-world';
import { nounPhraseProblem } from '../language/noun-phrase';

/** The sections the Worldbuilding Assistant can regenerate (spec 2 §4). */
export const WORLD_SECTIONS = ['guidelines', 'storyElements', 'sharedOutcomes', 'stats', 'players', 'media', 'difficultyLevels'] as const;
export type WorldSection = (typeof WORLD_SECTIONS)[number];

/** The template keys each section covers (spec 2 §4). */
export type SectionUpdate = Partial<Pick<TemplateInput, 'guidelines' | 'storyElements' | 'sharedOutcomes' | 'statGroups' | 'sharedStats' | 'playerStats' | 'characterSelectionIntroduction' | 'characterSelectionPlan' | 'imageInstructions' | 'difficultyLevels' | 'player1' | 'player2' | 'player3' | 'player4' | 'player5' | 'player6'>>;

/** What a section builder works from: the draft's input, its seed, optional feedback and the World as it is now. */
export type SectionContext = {
  input: DraftInput;
  seed: string;
  /** Feedback text: its words are read with the prompt's, and it changes the section's seed. */
  feedback?: string;
  /** The World as it is now (stats for the players section's backgrounds). */
  template?: Template;
};

function mediaOf(b: Brief): ImageInstructions {
  const place = b.places[0]?.name ?? 'the setting';
  return {
    visualStyle: b.kit.image.visualStyle,
    atmosphere: b.kit.image.atmosphere,
    colorPalette: b.kit.image.colorPalette,
    settingDetails: `${firstSentence(b.places[0]?.look || b.prompt)}.`,
    characterStyle: `${b.kids ? 'Round, friendly characters with big expressive eyes' : 'Expressive, grounded characters'}; the players as ${b.protagonist.many}.`,
    artInfluences: b.kit.image.artInfluences,
    coverPrompt: `${b.title}: ${lowerFirst(b.subject)} at ${place}, ${b.kit.image.atmosphere.toLowerCase()}.`,
  };
}

function briefFor(ctx: SectionContext, section: string): { brief: Brief; rng: RandomSource } {
  const root = createRng(`${ctx.seed}|${ctx.feedback ? `feedback:${ctx.feedback}` : 'draft'}`);
  const input = ctx.feedback ? { ...ctx.input, prompt: `${ctx.input.prompt}\n${ctx.feedback}` } : ctx.input;
  // The cast is planned from the prompt alone, so every section names the same people and places.
  const brief = planBrief(ctx.feedback && section !== 'storyElements' ? ctx.input : input, createRng(`${ctx.seed}|brief`));
  return { brief, rng: root.fork(section) };
}

/**
 * Builds one section of a World from the prompt (spec 2 §4 sections), for a draft or for the
 * Worldbuilding Assistant's iteration: returns only that section's keys. Deterministic for a
 * seed and feedback text.
 * @example buildSection('sharedOutcomes', { input, seed: 'abc', feedback: 'more about the mayor' })
 */
export function buildSection(section: WorldSection, ctx: SectionContext): SectionUpdate {
  const { brief, rng } = briefFor(ctx, section);
  const built = withPack(section, sectionOf(section, brief, rng, ctx), brief, ctx.feedback);
  if (built.storyElements) built.storyElements = built.storyElements.filter((e) => nounPhraseProblem(e.name) === null);
  // Texts built from the prompt's words, cut to their fields' limits (issue 26.5).
  return fitWorldToLimits(brief.years === 'ten' ? built : withYears(built, brief.years));
}

// The content words of iteration feedback, singular ('the smugglers and their signal lamps' -> smuggler, signal, lamp).
function feedbackWords(feedback: string | undefined): string[] {
  const small = new Set(['more', 'less', 'about', 'with', 'their', 'there', 'this', 'that', 'them', 'these', 'those', 'some', 'please', 'make', 'from', 'into', 'and', 'the']);
  return (feedback ?? '').toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length >= 4 && !small.has(w)).map((w) => w.replace(/s$/, ''));
}

// A prompt a topic pack fits: the pack writes the guidelines, the elements and the outcomes
// (issue 28); the builder keeps the stats, the players' identities and backgrounds, and the counts.
function withPack(section: WorldSection, update: SectionUpdate, brief: Brief, feedback?: string): SectionUpdate {
  const pack = packFor(brief);
  if (!pack) return update;
  const fromPack = packSections(pack, brief, update, update.sharedOutcomes?.length ?? buildSharedOutcomes(brief).length);
  switch (section) {
    case 'guidelines':
      return { ...update, guidelines: fromPack.guidelines ?? update.guidelines };
    case 'storyElements': {
      // AI Iteration's feedback is heard (issue 28 item 7): the builder's elements that the feedback
      // asked for ('more about the smugglers') join the pack's, which stay.
      const asked = feedbackWords(feedback);
      const heard = (update.storyElements ?? []).filter((e) => asked.some((w) => `${e.name} ${e.role} ${e.appearance}`.toLowerCase().includes(w)));
      const own = fromPack.storyElements ?? update.storyElements ?? [];
      return { ...update, storyElements: [...own, ...heard.filter((e) => !own.some((x) => x.id === e.id || x.name === e.name))] };
    }
    case 'sharedOutcomes':
      return { ...update, sharedOutcomes: fromPack.sharedOutcomes ?? update.sharedOutcomes };
    case 'players': {
      const out: SectionUpdate = { ...update };
      for (const slot of ['player1', 'player2', 'player3', 'player4', 'player5', 'player6'] as const) if (fromPack[slot]) out[slot] = fromPack[slot];
      return out;
    }
    default:
      return update;
  }
}

// A future self's distance: the banks say 'ten years'; a prompt that says 'twenty years from now'
// gets its own span in every text of the section.
function withYears<T>(value: T, years: string): T {
  const Years = years.charAt(0).toUpperCase() + years.slice(1);
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(/\bten years\b/g, `${years} years`).replace(/\bTen years\b/g, `${Years} years`).replace(/\bTen Years\b/g, `${Years} Years`);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

function sectionOf(section: WorldSection, brief: Brief, rng: RandomSource, ctx: SectionContext): SectionUpdate {
  switch (section) {
    case 'guidelines': {
      const g = buildGuidelines(brief, rng);
      // Feedback on the guidelines becomes an instruction the narrator follows.
      if (ctx.feedback?.trim()) g.switchAndThreadInstructions = [...g.switchAndThreadInstructions.slice(0, 2), sentence(ctx.feedback.trim())];
      return { guidelines: g };
    }
    case 'storyElements':
      return { storyElements: buildStoryElements(brief, rng) };
    case 'sharedOutcomes':
      return { sharedOutcomes: buildSharedOutcomes(brief) };
    case 'stats':
      return buildStats(brief);
    case 'players': {
      const stats = ctx.template?.playerStats ?? buildStats(brief).playerStats;
      return buildPlayers(brief, stats, rng);
    }
    case 'media':
      return { imageInstructions: mediaOf(brief) };
    case 'difficultyLevels':
      return { difficultyLevels: brief.difficulty ? [brief.difficulty] : DEFAULT_TEMPLATE_DIFFICULTY_LEVELS.map((d) => ({ ...d })) };
  }
}

/**
 * Drafts a whole World (Template) from a prompt, offline: built from the prompt's own words and
 * the category's fields, valid for the editor's live validation and auto-fix, and playable to the
 * end by the procedural narrator for the given players and turns.
 * @example draftWorld({ prompt: 'A shy hedgehog wants to join the contest.', category: 'read-with-kids', fields: { kidAge: '4-6' }, playerCount: 1, maxTurns: 25 }, 'seed-1')
 */
export function draftWorld(input: DraftInput, rngOrSeed: RandomSource | string, meta: { id?: string; now?: string } = {}): Template {
  const seed = typeof rngOrSeed === 'string' ? rngOrSeed : `draft-${Math.floor(rngOrSeed.next() * 2 ** 32).toString(36)}`;
  const ctx: SectionContext = { input, seed };
  const { brief } = briefFor(ctx, 'setup');
  const stats = buildSection('stats', ctx);
  const pack = packFor(brief);
  const named = pack ? packSections(pack, brief, {}) : null;
  const draft: TemplateInput = {
    id: meta.id ?? `draft_${seed.replace(/[^a-zA-Z0-9]+/g, '_').slice(0, 40)}`,
    title: named?.title ?? (brief.years === 'ten' ? brief.title : withYears(brief.title, brief.years)),
    teaser: named?.teaser ?? (brief.years === 'ten' ? brief.teaser : withYears(brief.teaser, brief.years)),
    tags: tagsOf(brief),
    gameMode: brief.gameMode,
    playerCountMin: brief.playerCount,
    playerCountMax: brief.playerCount,
    maxTurnsMin: brief.maxTurns,
    maxTurnsMax: brief.maxTurns,
    createdAt: meta.now ?? '2026-01-01T00:00:00.000Z',
    updatedAt: meta.now ?? '2026-01-01T00:00:00.000Z',
    publicationStatus: 'Draft',
    containsImages: false,
    ...buildSection('guidelines', ctx),
    ...buildSection('storyElements', ctx),
    ...buildSection('sharedOutcomes', ctx),
    ...stats,
    ...buildSection('players', { ...ctx, template: undefined }),
    ...buildSection('media', ctx),
    ...buildSection('difficultyLevels', ctx),
  };
  // Issue 28: a thing is named by a noun phrase, never by a verb phrase, an adjective or a clause
  // ('the Dated', 'the Vesuvius Erupts'): an element the builder could not name so is left out.
  draft.storyElements = (draft.storyElements ?? []).filter((e) => nounPhraseProblem(e.name) === null);
  // Names and texts come from the prompt's words: each is cut to its field's limit (issue 26.5).
  return autoFixTemplate(templateSchema.parse(fitWorldToLimits(draft)));
}

function tagsOf(b: Brief): string[] {
  const byCategory: Record<string, string[]> = {
    'enjoy-fiction': ['Fiction'],
    'vent-about-reality': ['Satire', 'Humorous'],
    'pretend-to-be': ['Pretend to be'],
    'see-your-future-self': ['Reflective'],
    'read-with-kids': ['Kids', 'Cozy'],
    'learn-something': ['Educational'],
  };
  const genre: Record<string, string> = { fantasy: 'Fantasy', scifi: 'Science Fiction', mystery: 'Mystery', everyday: 'Slice of Life', kids: 'Adventure' };
  return [...new Set([...(byCategory[b.category] ?? ['Fiction']), genre[b.kit.id] ?? 'Fiction'])];
}
