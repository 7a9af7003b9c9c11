import { z } from 'zod';
import { beatKindSchema, outcomeRefSchema, playerSlotSchema, statGroupRefSchema } from '@schemas';

/** How a beat's options are built: exploration (no roll) or challenge [O2]. */
export const optionModeSchema = z.enum(['exploration', 'challenge']);
export type OptionMode = z.infer<typeof optionModeSchema>;

/** Resolutions a thread step can have, before mapping to its outcome's shape [S6]. */
export const threadResolutionSchema = z.enum([
  'favorable',
  'mixed',
  'unfavorable',
  'sideAWins',
  'sideBWins',
  'resolution1',
  'resolution2',
  'resolution3',
]);
export type ThreadResolution = z.infer<typeof threadResolutionSchema>;

/** The plan of one player's beat in a turn: the engine decides all of it. */
export const beatPlanSchema = z.object({
  slot: playerSlotSchema,
  beatId: z.string().min(1),
  kind: beatKindSchema,
  optionMode: optionModeSchema,
  threadId: z.string().nullable(),
  /** 0-based step of the thread's progression. */
  step: z.number().int().min(0).nullable(),
  switchId: z.string().nullable(),
  /** Side in a competitive thread; null when not split. */
  side: z.enum(['A', 'B']).nullable(),
  /** Whether a sacrifice or reward option may be offered on this beat [O3]. */
  allowResource: z.boolean(),
});
export type BeatPlan = z.infer<typeof beatPlanSchema>;

/** A switch the turn opens [S3]. */
export const switchPlanSchema = z.object({
  id: z.string().min(1),
  players: z.array(playerSlotSchema).min(1),
  type: z.enum(['topic', 'flavor']),
  flavorReason: z.enum(['urgency', 'continuation', 'ending']).nullable(),
  /** Topic: the outcomes of the three choices; flavor: the one fixed outcome. */
  choices: z.array(outcomeRefSchema).min(1).max(3),
  /** Whether the thread after it is shared by the switch's players. */
  shared: z.boolean(),
  /** False for a last-minute switch that no thread follows (only when the story is about to end). */
  leadsToThread: z.boolean(),
});
export type SwitchPlan = z.infer<typeof switchPlanSchema>;

/** A thread the turn starts [S2, S6]. */
export const threadPlanSchema = z.object({
  id: z.string().min(1),
  outcomeGroup: statGroupRefSchema,
  outcomeId: z.string().min(1),
  playersSideA: z.array(playerSlotSchema).min(1),
  playersSideB: z.array(playerSlotSchema),
  typeOfThread: z.enum(['exploration', 'challenge']),
  duration: z.number().int().min(2).max(4),
  startTurn: z.number().int().min(1),
  switchId: z.string().nullable(),
  /** For a flavor switch: the approach (option index) the players chose. */
  approach: z.number().int().min(0).max(2).nullable(),
});
export type ThreadPlan = z.infer<typeof threadPlanSchema>;

/** The result of one thread step, decided by the previous turn's choices. */
export const stepResultSchema = z.object({
  threadId: z.string().min(1),
  step: z.number().int().min(0),
  resolution: threadResolutionSchema,
});
export type StepResult = z.infer<typeof stepResultSchema>;

/** A milestone the turn records [S4]. */
export const milestonePlanSchema = z.object({
  key: z.string().min(1),
  outcomeGroup: statGroupRefSchema,
  outcomeId: z.string().min(1),
  threadId: z.string().nullable(),
  /** A key of the outcome's possibleResolutions. */
  resolution: z.string().min(1),
  reason: z.enum(['thread', 'ending']),
});
export type MilestonePlan = z.infer<typeof milestonePlanSchema>;

/** A stat change the engine makes because a thread ended [T3]: the stat, the signed change, and the World's line that asks for it. */
export const statAdjustmentSchema = z.object({
  group: statGroupRefSchema,
  statId: z.string().min(1),
  delta: z.number().int(),
  rule: z.string(),
});
export type StatAdjustment = z.infer<typeof statAdjustmentSchema>;

/** The story clock that ends the story on this turn [T4]: its stat, name and the World's words that say so. */
export const clockEndSchema = z.object({ statId: z.string().min(1), name: z.string(), rule: z.string() });
export type ClockEnd = z.infer<typeof clockEndSchema>;

/** Everything the engine decides about one turn before any words are written. */
export const turnPlanSchema = z.object({
  turn: z.number().int().min(1),
  beats: z.array(beatPlanSchema),
  switches: z.array(switchPlanSchema),
  threads: z.array(threadPlanSchema),
  stepResults: z.array(stepResultSchema),
  milestones: z.array(milestonePlanSchema),
  /** Stat changes of the threads that end on this turn, applied before the beats' own [T3]. */
  adjustments: z.array(statAdjustmentSchema).default([]),
  isEnding: z.boolean(),
  /** Set when a story clock ran out and ends the story before maxTurns [T4]. */
  endedBy: clockEndSchema.nullable().default(null),
});
export type TurnPlan = z.infer<typeof turnPlanSchema>;

/** An outcome reference as a stable string key. */
export function outcomeKey(ref: z.infer<typeof outcomeRefSchema>): string {
  return `${ref.outcomeGroup}:${ref.outcomeId}`;
}
