import {
  challengeResolutionsSchema,
  competitiveResolutionsSchema,
  explorationResolutionsSchema,
  type OutcomeShape,
  type StatValue,
} from '@schemas';
import { describeStatValue, type NarratorContext, type OtherPlayerBrief, type OutcomeBrief, readStatValue, type StatBrief } from '@engine';

/** The resolution keys of each outcome shape, in output order (favorable, mixed, unfavorable ...). */
export const RESOLUTION_KEYS: Record<OutcomeShape, readonly string[]> = {
  challenge: Object.keys(challengeResolutionsSchema.shape),
  competitive: Object.keys(competitiveResolutionsSchema.shape),
  exploration: Object.keys(explorationResolutionsSchema.shape),
};

/** An outcome as one line: group-qualified id, question, milestones so far. */
export function outcomeLine(o: OutcomeBrief): string {
  const ms = o.milestones.length ? `; settled so far: ${o.milestones.map((m) => `"${m}"`).join(' ')}` : '';
  return `- [${o.group}:${o.id}] ${o.question}${o.resonance ? ` (why it matters: ${o.resonance})` : ''} — ${o.milestones.length} of ${o.intended} intended milestones${ms}`;
}

/** An outcome's possible resolutions by key. */
export function resolutionsLine(o: OutcomeBrief): string {
  return Object.entries(o.resolutions)
    .map(([k, v]) => `${k}: ${v}`)
    .join(' | ');
}

/** Another player as one line: who they are, what happened to them lately and what they chose last. */
export function playerLine(p: OtherPlayerBrief): string {
  const c = p.lastChoice;
  const chose = c ? ` Last chose "${c.optionText}"${c.resolution ? ` (${c.resolution === 'favorable' ? 'it went well' : c.resolution === 'mixed' ? 'it partly worked' : 'it went badly'})` : ''}.` : '';
  return `- ${p.name} (${p.slot}; ${p.pronouns.personal}/${p.pronouns.object}${p.active ? '' : '; has left the story'})${p.appearance ? `: ${p.appearance.trim()}` : ''}${p.lastSummary ? ` Lately: ${p.lastSummary.trim()}` : ''}${chose}`;
}

const valueLines = (stats: readonly StatBrief[], values: readonly StatValue[]): string =>
  stats.map((s) => `- ${s.name} [${s.id}] = ${describeStatValue(s, readStatValue(values, s))}`).join('\n') || '(none)';

/**
 * The story state after the stable World prefix: the story, facts learnt so far, stat values,
 * outcomes, the player the request is for, the others, and the bounded history.
 */
export function renderStoryState(ctx: NarratorContext): string {
  const st = ctx.story;
  const out: string[] = [];
  out.push(
    `# Story: ${st.title}\nGame mode: ${st.gameMode}. Difficulty: ${st.difficulty.title}. Turn ${st.turn} of ${st.maxTurns}. Images are ${st.generateImages ? 'on' : 'off'}.` +
      (st.plan ? `\nPlan of the story: ${st.plan}` : ''),
  );
  const facts = ctx.world.elements.filter((e) => e.facts.length > 0);
  if (ctx.world.worldFacts.length || facts.length) {
    out.push(
      [
        '## Known facts',
        ...ctx.world.worldFacts.map((f) => `- [world] ${f}`),
        ...facts.flatMap((e) => e.facts.map((f) => `- [${e.id}] ${f}`)),
      ].join('\n'),
    );
  }
  out.push(`## Shared stat values\n${valueLines(ctx.world.sharedStats, ctx.sharedStatValues)}`);
  out.push(`## Shared outcomes (questions the whole story answers)\n${ctx.sharedOutcomes.map(outcomeLine).join('\n') || '(none)'}`);
  const p = ctx.player;
  if (p) {
    out.push(
      [
        `## The player: ${p.name} (${p.slot}; pronouns ${p.pronouns.personal}/${p.pronouns.object}/${p.pronouns.possessive}/${p.pronouns.reflexive})`,
        p.backgroundTitle && `Background: ${p.backgroundTitle}`,
        p.appearance && `Appearance: ${p.appearance.trim()}`,
        p.fluff && `Story so far for them: ${p.fluff.trim()}`,
        `Stat values:\n${valueLines(ctx.world.playerStats, p.statValues)}`,
        `Own outcomes:\n${p.outcomes.map(outcomeLine).join('\n') || '(none)'}`,
        `Story elements ${p.name} has already met: ${p.introducedElements.length ? p.introducedElements.map((id) => `[${id}]`).join(', ') : 'none yet'}`,
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }
  if (ctx.others.length) out.push(`## ${p ? 'Other players' : 'Players'}\n${ctx.others.map(playerLine).join('\n')}`);
  out.push(`Player slots in this story: ${ctx.slots.join(', ')}`);
  if (ctx.history.milestones.length) {
    out.push(`## Milestones so far\n${ctx.history.milestones.map((m) => `- ${m.outcome} → ${m.milestone}`).join('\n')}`);
  }
  if (ctx.history.summaries.length) {
    out.push(`## Earlier beats${p ? ` of ${p.name}` : ''}\n${ctx.history.summaries.map((s) => `- Turn ${s.turn}${s.who ? ` (${s.who})` : ''}, "${s.title}": ${s.summary}`).join('\n')}`);
  }
  for (const b of ctx.history.recent) {
    const chosen = b.chosen
      ? `\nChosen: "${b.chosen.optionText}"${b.chosen.resolution ? ` — it went ${b.chosen.resolution}` : ''}${b.chosen.resourceType !== 'normal' ? ` (a ${b.chosen.resourceType})` : ''}`
      : '';
    out.push(`## Turn ${b.turn} (${b.kind} beat): ${b.title}\n${b.text.trim()}\nOptions: ${b.options.map((o, i) => `${i + 1}. ${o}`).join(' ')}${chosen}`);
  }
  return out.join('\n\n');
}
