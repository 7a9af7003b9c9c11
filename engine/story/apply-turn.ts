import type { ImageReference, Story, Thread } from '@schemas';
import { assert } from '../core/assert';
import { deepEqual } from '../core/deep-equal';
import { fail, ok, type Result } from '../core/result';
import type { ApplyTurnAction } from './actions';
import { beatStructureProblems } from './beat-rules';
import { draftStory } from './draft';
import { planTurn } from './planner';
import { findStat, slotsOf } from './queries';
import { addMilestone, applyAdjustments, applyStateChange } from './state-changes';

const bad = (message: string) => fail('invalid_beat', message);

/**
 * Applies a generated turn [S1-S6]: the plan must be the engine's own plan for the next turn;
 * beats, threads, switches and milestones must match it; every state change must apply. On any
 * problem nothing is applied.
 */
export function applyTurn(story: Story, a: ApplyTurnAction): Result<Story> {
  const planned = planTurn(story);
  if (!planned.ok) return planned;
  const plan = planned.value;
  if (a.plan.turn !== plan.turn) {
    return fail('turn_mismatch', `This turn was generated for turn ${a.plan.turn} but the story is at turn ${story.currentTurn}.`);
  }
  if (!deepEqual(a.plan, plan)) return fail('plan_mismatch', `The turn's plan differs from the engine's plan for turn ${plan.turn}.`);

  // Beats: exactly the planned ones, with the planned ids, kinds, threads and switches.
  if (a.beats.length !== plan.beats.length) return bad(`Turn ${plan.turn} needs ${plan.beats.length} beats, got ${a.beats.length}.`);
  const slots = slotsOf(story);
  for (const bp of plan.beats) {
    const entry = a.beats.find((b) => b.slot === bp.slot);
    if (!entry) return bad(`Turn ${plan.turn} has no beat for ${bp.slot}.`);
    const b = entry.beat;
    const at = `beat of ${bp.slot}`;
    if (b.id !== bp.beatId || b.turn !== plan.turn || b.kind !== bp.kind) return bad(`The ${at} does not match its plan (id, turn or kind).`);
    if ((b.threadId ?? null) !== bp.threadId || (b.switchId ?? null) !== bp.switchId) return bad(`The ${at} names the wrong thread or switch.`);
    if (b.choice !== -1 || b.resolution !== undefined || b.resolutionDetails !== undefined) return bad(`The ${at} must not be chosen yet.`);
    if (b.stateChanges.some((c) => c.type === 'newMilestone')) return bad(`The ${at} records a milestone: milestones are recorded by the engine.`);
    const problems = beatStructureProblems(b, {
      slot: bp.slot,
      optionMode: bp.optionMode,
      allowResource: bp.allowResource,
      generateImages: story.generateImages,
      slots,
      stat: (group, id) => findStat(story, group, id),
    });
    if (problems.length > 0) return bad(`The ${at} breaks the beat rules: ${problems.join('; ')}.`);
  }

  // Threads and switches: exactly the planned ones.
  if (a.threads.length !== plan.threads.length) return bad(`Turn ${plan.turn} starts ${plan.threads.length} threads, got ${a.threads.length}.`);
  for (const tp of plan.threads) {
    const t = a.threads.find((x) => x.id === tp.id);
    if (
      !t ||
      t.outcomeGroup !== tp.outcomeGroup ||
      t.outcomeId !== tp.outcomeId ||
      !deepEqual(t.playersSideA, tp.playersSideA) ||
      !deepEqual(t.playersSideB, tp.playersSideB) ||
      t.typeOfThread !== tp.typeOfThread ||
      t.duration !== tp.duration ||
      t.startTurn !== tp.startTurn ||
      t.progression.length !== tp.duration ||
      t.milestone !== undefined ||
      t.resolutions.length !== 0
    ) {
      return bad(`Thread ${tp.id} does not match its plan.`);
    }
  }
  if (a.switches.length !== plan.switches.length) return bad(`Turn ${plan.turn} opens ${plan.switches.length} switches, got ${a.switches.length}.`);
  for (const sp of plan.switches) {
    const s = a.switches.find((x) => x.id === sp.id);
    const first = sp.choices[0];
    const refsOk =
      sp.type === 'topic'
        ? s !== undefined && deepEqual(s.topicOutcomes, sp.choices)
        : s !== undefined && first !== undefined && s.outcomeId === first.outcomeId && s.outcomeGroup === first.outcomeGroup && (s.flavorReason ?? null) === sp.flavorReason;
    if (!s || !refsOk || s.turn !== plan.turn || s.type !== sp.type || !deepEqual(s.players, sp.players)) {
      return bad(`Switch ${sp.id} does not match its plan.`);
    }
  }
  if (a.milestones.length !== plan.milestones.length || plan.milestones.some((m) => !a.milestones.some((x) => x.key === m.key))) {
    return bad(`Turn ${plan.turn} records ${plan.milestones.length} milestones; their texts must match the plan's keys.`);
  }

  const draft = draftStory(story);
  // Thread step results and milestones of threads that ended [S4].
  const threads: Thread[] = draft.threads.map((t) => {
    const results = plan.stepResults.filter((r) => r.threadId === t.id);
    return results.length ? { ...t, resolutions: [...t.resolutions, ...results.map((r) => r.resolution)] } : t;
  });
  for (const m of plan.milestones) {
    const text = a.milestones.find((x) => x.key === m.key)?.text;
    assert(text !== undefined, 'milestone text checked above');
    const problem = addMilestone(draft, m.outcomeGroup, m.outcomeId, text);
    if (problem) return { ok: false, error: problem };
    if (m.threadId) {
      const i = threads.findIndex((t) => t.id === m.threadId);
      const t = threads[i];
      if (t) threads[i] = { ...t, milestone: text };
    }
  }
  draft.threads = [...threads, ...plan.threads.map((tp) => a.threads.find((t) => t.id === tp.id) as Thread)];
  draft.switches = [...draft.switches, ...plan.switches.map((sp) => a.switches.find((s) => s.id === sp.id) as Story['switches'][number])];

  // The stats moved by threads that ended [T3], before the beats' own changes (the beats were written knowing them).
  const adjusted = applyAdjustments(draft, plan.adjustments);
  if (adjusted) return { ok: false, error: adjusted };

  // State changes of every beat, in slot order; any failure rejects the whole turn [T2].
  const images: ImageReference[] = [];
  for (const bp of plan.beats) {
    const beat = a.beats.find((b) => b.slot === bp.slot)?.beat;
    assert(beat, 'beat checked above');
    for (const change of beat.stateChanges) {
      const problem = applyStateChange(draft, change, 'beat');
      if (problem) return { ok: false, error: { code: problem.code, message: `The beat of ${bp.slot}: ${problem.message}.` } };
    }
    const p = draft.players[bp.slot];
    assert(p, 'planned slot exists');
    draft.players[bp.slot] = { ...p, beatHistory: [...p.beatHistory, beat] };
    for (const r of beat.imageRequests) {
      images.push({ id: r.id, source: 'story', sourceId: story.id, subDirectory: '', fileType: 'jpeg', status: 'generating', description: r.caption });
    }
  }
  if (images.length) draft.images = [...draft.images, ...images];
  draft.currentTurn = plan.turn;
  draft.gameOver = plan.isEnding;
  if (a.narratorHealth) draft.narratorHealth = a.narratorHealth;
  draft.updatedAt = a.now;
  return ok(draft);
}
