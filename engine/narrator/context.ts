import type { Beat, Outcome, PlayerSlot, Stat, StatGroupRef, Story, StoryPlayerState } from '@schemas';
import { describeStatValue, readStatValue } from '../rules/stat-values';
import { slotsOf } from '../story/queries';
import { outcomeLean } from '../story/resolution';
import { sentenceKeys } from '../language';
import { audienceOf } from './audience';
import type { ChoiceBrief, ElementBrief, NarratorContext, OtherPlayerBrief, OutcomeBrief, RecentBeat, StatBrief } from './narrator';

/**
 * How much history a context carries: the last beats in full, and the summary of every earlier
 * beat (a story has at most 50); per story element its first facts (the World's) and the newest
 * ones the story recorded; the newest facts about the world as a whole; in a group's context the
 * latest summaries of each player.
 */
export const CONTEXT_LIMITS = { fullBeats: 2, summaries: 48, originalFacts: 3, newFacts: 10, worldFacts: 10, groupSummaries: 3 } as const;

/** A stat's definition for narrators. */
export function statBrief(s: Stat, scope: 'shared' | 'player'): StatBrief {
  return {
    id: s.id,
    name: s.name,
    type: s.type,
    scope,
    tooltip: s.tooltip,
    possibleValues: s.possibleValues,
    effectOnPoints: s.effectOnPoints,
    narrativeImplications: s.narrativeImplications,
    adjustmentsAfterThreads: s.adjustmentsAfterThreads,
    optionsToSacrifice: s.optionsToSacrifice,
    optionsToGainAsReward: s.optionsToGainAsReward,
    canBeChangedInBeatResolutions: s.canBeChangedInBeatResolutions,
  };
}

/** An outcome with its group for narrators (and the resolution its latest milestone points to, when known). */
export function outcomeBrief(o: Outcome, group: StatGroupRef, lean: string | null = null): OutcomeBrief {
  return {
    lean,
    group,
    id: o.id,
    question: o.question,
    resonance: o.resonance,
    intended: o.intendedNumberOfMilestones,
    milestones: [...o.milestones],
    resolutions: { ...o.possibleResolutions } as Record<string, string>,
  };
}

/** The public side of a player for narrators. */
export function otherPlayerBrief(p: StoryPlayerState): OtherPlayerBrief {
  const last = p.beatHistory[p.beatHistory.length - 1];
  return {
    slot: p.slot,
    name: p.name,
    pronouns: p.pronouns,
    appearance: p.appearance,
    active: p.status === 'active',
    lastSummary: last?.summary ?? '',
    lastChoice: last ? choiceBrief(last) : null,
  };
}

/** How a beat's choice went, or null when nothing was chosen. */
export function choiceBrief(b: Beat): ChoiceBrief | null {
  const o = b.options[b.choice];
  if (b.choice < 0 || !o) return null;
  return {
    turn: b.turn,
    optionText: o.text,
    optionType: o.optionType,
    resourceType: o.resourceType,
    resolution: b.resolution ?? null,
    roll: b.resolutionDetails?.roll ?? null,
  };
}

// A beat never changes once written: its sentence fingerprints are computed once.
const BEAT_KEYS = new WeakMap<object, number[]>();
function beatKeys(b: NonNullable<Story['players'][PlayerSlot]>['beatHistory'][number]): number[] {
  const hit = BEAT_KEYS.get(b);
  if (hit) return hit;
  const keys = sentenceKeys([b.title, b.text, ...b.options.map((o) => o.text), ...b.interludes.map((i) => i.text)]);
  BEAT_KEYS.set(b, keys);
  return keys;
}

const SAID = new WeakMap<object, number[]>();
function saidIn(beats: readonly NonNullable<Story['players'][PlayerSlot]>['beatHistory'][number][]): number[] {
  const hit = SAID.get(beats);
  if (hit) return hit;
  const keys = beats.flatMap(beatKeys);
  SAID.set(beats, keys);
  return keys;
}

function elementBrief(e: Story['world']['storyElements'][number]): ElementBrief {
  const { originalFacts, newFacts } = CONTEXT_LIMITS;
  const facts = e.facts.length <= originalFacts + newFacts ? e.facts : [...e.facts.slice(0, originalFacts), ...e.facts.slice(-newFacts)];
  return { id: e.id, name: e.name, role: e.role, instructions: e.instructions, appearance: e.appearance, facts };
}

/**
 * The bounded context for one player (or for the story as a whole when slot is null): the World
 * first, then the story, the player, milestones so far, summaries of the latest older beats and
 * the last beats in full. Older beats beyond that are carried by milestones only, so the size
 * stays nearly flat as the story grows.
 */
export function buildNarratorContext(story: Story, slot: PlayerSlot | null): NarratorContext {
  const p = slot ? story.players[slot] : undefined;
  const beats = p?.beatHistory ?? [];
  const recentBeats = beats.slice(-CONTEXT_LIMITS.fullBeats);
  const older = beats.slice(0, Math.max(0, beats.length - CONTEXT_LIMITS.fullBeats)).slice(-CONTEXT_LIMITS.summaries);
  const recent: RecentBeat[] = recentBeats.map((b) => ({
    turn: b.turn,
    kind: b.kind,
    title: b.title,
    text: b.text,
    options: b.options.map((o) => o.text),
    chosen: choiceBrief(b),
  }));
  const shared = story.sharedOutcomes.map((o) => outcomeBrief(o, 'shared', outcomeLean(story, { outcomeGroup: 'shared', outcomeId: o.id })));
  const own = p ? p.outcomes.map((o) => outcomeBrief(o, p.slot, outcomeLean(story, { outcomeGroup: p.slot, outcomeId: o.id }))) : [];
  const milestones = [...shared, ...own].flatMap((o) => o.milestones.map((m) => ({ outcome: o.question, milestone: m })));
  const background = p ? p.possibleCharacterBackgrounds[p.backgroundChoice] : undefined;
  return {
    story: {
      id: story.id,
      seed: story.seed,
      title: story.title,
      gameMode: story.gameMode,
      maxTurns: story.maxTurns,
      turn: story.currentTurn + 1,
      difficulty: story.difficultyLevel,
      generateImages: story.generateImages,
      category: story.category ?? null,
      audience: audienceOf(story, story.world.guidelines),
      plan: story.plan,
    },
    world: {
      guidelines: story.world.guidelines,
      worldFacts: story.world.worldFacts.slice(-CONTEXT_LIMITS.worldFacts),
      elements: story.world.storyElements.map(elementBrief),
      sharedStats: story.world.sharedStats.map((s) => statBrief(s, 'shared')),
      playerStats: story.world.playerStats.map((s) => statBrief(s, 'player')),
      imageInstructions: story.world.imageInstructions,
    },
    sharedStatValues: story.sharedStatValues,
    sharedOutcomes: shared,
    player: p
      ? {
          slot: p.slot,
          name: p.name,
          pronouns: p.pronouns,
          appearance: p.appearance,
          fluff: p.fluff,
          backgroundTitle: background?.title ?? '',
          statValues: p.statValues,
          outcomes: own,
          introducedElements: p.introducedElements,
        }
      : null,
    others: slotsOf(story)
      .filter((s) => s !== slot)
      .map((s) => story.players[s])
      .filter((o): o is StoryPlayerState => o !== undefined && o.identityChoice >= 0)
      .map(otherPlayerBrief),
    slots: slotsOf(story),
    history: {
      milestones,
      summaries: older.map((b) => ({ turn: b.turn, title: b.title, summary: b.summary })),
      recent,
      said: saidIn(beats),
    },
  };
}

/**
 * The context of a call that several players share (a joint thread plan or switch): the story as a
 * whole, every one of them as a player with what they did last, and the latest summaries of each
 * of them, so the plan is built from everyone's side of the story and not from the first player's.
 */
export function buildGroupContext(story: Story, slots: readonly PlayerSlot[]): NarratorContext {
  if (slots.length === 1) return buildNarratorContext(story, slots[0] as PlayerSlot);
  const ctx = buildNarratorContext(story, null);
  const summaries = slots
    .flatMap((slot) => {
      const p = story.players[slot];
      if (!p) return [];
      return p.beatHistory.slice(-CONTEXT_LIMITS.groupSummaries).map((b) => ({ turn: b.turn, title: b.title, summary: b.summary, who: p.name }));
    })
    .sort((a, b) => a.turn - b.turn || (a.who < b.who ? -1 : a.who > b.who ? 1 : 0));
  // What every one of them has read already, so the words of the joint plan are new to all of them.
  const said = slots.flatMap((slot) => saidIn(story.players[slot]?.beatHistory ?? []));
  return { ...ctx, history: { ...ctx.history, summaries, said } };
}

const list = (title: string, items: readonly string[]): string => (items.length ? `${title}:\n${items.map((i) => `- ${i}`).join('\n')}\n` : '');

/** Renders a context as prompt text (its length is the context size a model pays for). */
export function renderNarratorContext(ctx: NarratorContext): string {
  const g = ctx.world.guidelines;
  const out: string[] = [];
  out.push(`# World\n${g.world}\n`);
  out.push(list('Rules', g.rules) + list('Tone', g.tone) + list('Conflicts', g.conflicts) + list('Decisions', g.decisions));
  out.push(list('Types of threads', g.typesOfThreads) + list('Switch and thread instructions', g.switchAndThreadInstructions));
  out.push(list('World facts', ctx.world.worldFacts));
  out.push('## Story elements');
  for (const e of ctx.world.elements) {
    out.push(`- ${e.name} [${e.id}] (${e.role}). ${e.appearance} ${e.instructions ? `Instructions: ${e.instructions}` : ''}`.trim());
    for (const f of e.facts) out.push(`  - ${f}`);
  }
  const statLine = (s: StatBrief, value: string | null): string =>
    `- ${s.name} [${s.id}, ${s.type}${s.canBeChangedInBeatResolutions ? '' : ', fixed'}]${value !== null ? ` = ${value}` : ''}: ${s.tooltip}` +
    (s.effectOnPoints.length ? ` Effect on points: ${s.effectOnPoints.join('; ')}.` : '') +
    (s.narrativeImplications.length ? ` Implications: ${s.narrativeImplications.join('; ')}.` : '') +
    (s.adjustmentsAfterThreads.length ? ` After a thread ends: ${s.adjustmentsAfterThreads.join('; ')}.` : '') +
    (s.optionsToSacrifice ? ` Sacrifice: ${s.optionsToSacrifice}.` : '') +
    (s.optionsToGainAsReward ? ` Reward: ${s.optionsToGainAsReward}.` : '');
  out.push('\n## Shared stats');
  for (const s of ctx.world.sharedStats) out.push(statLine(s, describeStatValue(s, readStatValue(ctx.sharedStatValues, s))));
  out.push('\n## Player stats');
  for (const s of ctx.world.playerStats) out.push(statLine(s, ctx.player ? describeStatValue(s, readStatValue(ctx.player.statValues, s)) : null));
  const st = ctx.story;
  out.push(
    `\n# Story: ${st.title}\nMode ${st.gameMode}; difficulty ${st.difficulty.title} (${st.difficulty.modifier}); turn ${st.turn} of ${st.maxTurns}; images ${st.generateImages ? 'on' : 'off'}.`,
  );
  if (st.plan) out.push(`Plan: ${st.plan}`);
  const outcomeLine = (o: OutcomeBrief): string =>
    `- [${o.group}:${o.id}] ${o.question} (${o.milestones.length}/${o.intended} milestones)${o.milestones.map((m) => `\n  - ${m}`).join('')}`;
  out.push('\n## Shared outcomes');
  for (const o of ctx.sharedOutcomes) out.push(outcomeLine(o));
  if (ctx.player) {
    const p = ctx.player;
    out.push(`\n# You are ${p.name} (${p.slot}; ${p.pronouns.personal}/${p.pronouns.object}), ${p.backgroundTitle}`);
    out.push(`${p.appearance}\n${p.fluff}`);
    out.push('## Your outcomes');
    for (const o of p.outcomes) out.push(outcomeLine(o));
    if (p.introducedElements.length) out.push(`Already met: ${p.introducedElements.join(', ')}`);
  }
  if (ctx.others.length) {
    out.push('\n## Other players');
    for (const o of ctx.others) {
      const chose = o.lastChoice ? ` Last chose: ${o.lastChoice.optionText}${o.lastChoice.resolution ? ` -> ${o.lastChoice.resolution}` : ''}.` : '';
      out.push(`- ${o.name} (${o.slot}; ${o.pronouns.personal}/${o.pronouns.object}${o.active ? '' : ', left'}): ${o.appearance} ${o.lastSummary}${chose}`.trim());
    }
  }
  if (ctx.history.summaries.length) {
    out.push('\n## Earlier beats');
    for (const s of ctx.history.summaries) out.push(`- Turn ${s.turn}${s.who ? ` (${s.who})` : ''}, ${s.title}: ${s.summary}`);
  }
  for (const b of ctx.history.recent) {
    out.push(`\n## Turn ${b.turn} (${b.kind}): ${b.title}\n${b.text}`);
    out.push(`Options: ${b.options.map((o, i) => `${i + 1}. ${o}`).join(' ')}`);
    if (b.chosen) out.push(`Chosen: ${b.chosen.optionText}${b.chosen.resolution ? ` -> ${b.chosen.resolution} (roll ${b.chosen.roll})` : ''}`);
  }
  return out.filter((l) => l !== '').join('\n');
}
