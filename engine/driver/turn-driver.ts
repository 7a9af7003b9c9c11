import type { Story, Switch, Thread } from '@schemas';
import { EngineInvariantError } from '../core/assert';
import { fail, type EngineError } from '../core/result';
import { beatFromOutput, switchFromOutput, threadFromOutput } from '../narrator/convert';
import type { Narrator } from '../narrator/narrator';
import { createProceduralWorldNarrator } from '../narrator/procedural/world-narrator';
import type { ApplyTurnAction } from '../story/actions';
import { planTurn } from '../story/planner';
import { reduceStory } from '../story/reducer';
import type { TurnPlan } from '../story/turn-plan';
import { breakerOpen, healthAfterTurn, type BreakerEvent } from './breaker';
import { beatRequest, milestonesRequest, switchRequest, threadRequest } from './requests';
import { callWithFallback, type FallbackRecord } from './with-fallback';

/** The generated next turn as an action to persist and apply, which calls fell back, and what the narrator's circuit breaker did. */
export type NextTurnResult = { ok: true; action: ApplyTurnAction; fallbacks: FallbackRecord[]; breaker?: BreakerEvent } | { ok: false; error: EngineError };

/** Options of the turn driver. */
export type TurnDriverOptions = { fallback?: Narrator };

async function writeTurn(story: Story, plan: TurnPlan, narrator: Narrator, fallback: Narrator, now: string, fallbacks: FallbackRecord[]): Promise<ApplyTurnAction> {
  const milestones = new Map<string, string>();
  if (plan.milestones.length > 0) {
    const out = await callWithFallback('writeMilestones', milestonesRequest(story, plan), narrator, fallback, fallbacks);
    for (const m of out.milestones) milestones.set(m.key, m.text.trim());
  }
  const threads: Thread[] = await Promise.all(
    plan.threads.map(async (tp) => threadFromOutput(await callWithFallback('planThread', threadRequest(story, tp), narrator, fallback, fallbacks), tp)),
  );
  const switches: Switch[] = await Promise.all(
    plan.switches.map(async (sp) => switchFromOutput(await callWithFallback('writeSwitch', switchRequest(story, sp), narrator, fallback, fallbacks), sp, plan.turn)),
  );
  const beats = await Promise.all(
    plan.beats.map(async (bp) => {
      const req = beatRequest(story, plan, bp, { threads, switches, milestones });
      const out = await callWithFallback('writeBeat', req, narrator, fallback, fallbacks);
      return { slot: bp.slot, beat: beatFromOutput(out, bp, plan.turn, now) };
    }),
  );
  return {
    type: 'apply_turn',
    now,
    plan,
    beats,
    threads,
    switches,
    milestones: plan.milestones.map((m) => ({ key: m.key, text: milestones.get(m.key) ?? '' })),
  };
}

/**
 * Generates the next turn: plans it, asks the narrator for the words, validates every output
 * (falling back to the procedural narrator per call when needed) and returns the apply_turn
 * action for the server to persist and apply. The action is checked against the reducer before
 * it is returned; if it would still be rejected the whole turn is written procedurally.
 * @example const r = await generateNextTurn(story, narrator, now); if (r.ok) story = reduceStory(story, r.action)
 */
export async function generateNextTurn(story: Story, narrator: Narrator, now: string, options: TurnDriverOptions = {}): Promise<NextTurnResult> {
  const planned = planTurn(story);
  if (!planned.ok) return planned;
  // A turn never asks for a prompt's setup: the World-only procedural narrator writes the same turns without the World builder.
  const fallback = options.fallback ?? createProceduralWorldNarrator();
  const plan = planned.value;
  // A model that failed too often in this story is left out until its cool-down ends (issue 29).
  const writer = breakerOpen(story, plan.turn) ? fallback : narrator;
  const fallbacks: FallbackRecord[] = [];
  let action: ApplyTurnAction;
  try {
    action = await writeTurn(story, plan, writer, fallback, now, fallbacks);
  } catch (e) {
    if (e instanceof EngineInvariantError) throw e;
    return fail('narrator_failed', `The narrator failed to write turn ${plan.turn}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const calls = (plan.milestones.length > 0 ? 1 : 0) + plan.threads.length + plan.switches.length + plan.beats.length;
  const withHealth = (a: ApplyTurnAction, failed: readonly FallbackRecord[]) => {
    const { health, event } = healthAfterTurn(story, plan.turn, narrator, calls, failed);
    return { action: health ? { ...a, narratorHealth: health } : a, breaker: event };
  };
  const check = reduceStory(story, action);
  if (check.ok) return { ok: true, fallbacks, ...withHealth(action, fallbacks) };
  if (writer === fallback) throw new EngineInvariantError(`[engine] a procedural turn was rejected: ${check.error.message}`);
  const rejected = Array.from({ length: calls }, () => ({ call: 'writeBeat' as const, narrator: narrator.name, errors: [check.error.message] }));
  fallbacks.push({ call: 'writeBeat', narrator: narrator.name, errors: [check.error.message] });
  const again = await writeTurn(story, plan, fallback, fallback, now, fallbacks);
  const recheck = reduceStory(story, again);
  if (!recheck.ok) throw new EngineInvariantError(`[engine] a procedural turn was rejected: ${recheck.error.message}`);
  return { ok: true, fallbacks, ...withHealth(again, rejected) };
}
