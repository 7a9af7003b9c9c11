// The roll animation's timing rules (spec 1 §4 'Roll animation'): a modifiers phase of about 4 s
// in which the point modifier chips appear (the first after 600 ms, then at least 800 ms apart),
// a roll phase, complete at about 7.5 s; the outcome emoji shuffles for 6 s; the card collapses
// itself at about 7.5 s. More chips than fit in 4 s stretch the whole timeline instead of
// crowding the chips.

/** Timing constants of the roll animation (spec 1 §4, §9). */
export const ROLL_TIMING = {
  firstChipMs: 600,
  minChipGapMs: 800,
  modifiersPhaseMs: 4000,
  /** Breathing room after the last chip before the roll starts. */
  afterLastChipMs: 200,
  completeMs: 7500,
  emojiShuffleMs: 6000,
  autoCollapseMs: 7500,
} as const;

/** Manual navigation pauses auto-follow this long (spec 1 §4, §9 'Navigation lock'). */
export const NAVIGATION_LOCK_MS = 3000;

/** When each part of one card's animation happens, in ms from its start. */
export type RollTimeline = {
  chipTimes: number[];
  modifiersEnd: number;
  /** When the roll marker lands. */
  rollEnd: number;
  complete: number;
  emojiStop: number;
  collapse: number;
};

/** Phases of the animation. */
export type RollPhase = 'modifiers' | 'roll' | 'complete';

/** What the card shows at one moment. */
export type RollFrame = {
  phase: RollPhase;
  /** How many modifier chips are visible. */
  chipsShown: number;
  /** 0..1: how far the roll marker has travelled to its final place. */
  rollProgress: number;
  /** Whether the emoji still shuffles. */
  shuffling: boolean;
  /** Whether the card has collapsed itself. */
  collapsed: boolean;
};

/** The timeline of a card with `chipCount` modifier chips. */
export function rollTimeline(chipCount: number): RollTimeline {
  const t = ROLL_TIMING;
  const n = Math.max(0, chipCount);
  const room = t.modifiersPhaseMs - t.firstChipMs - t.afterLastChipMs;
  const gap = n > 1 ? Math.max(t.minChipGapMs, Math.floor(room / (n - 1))) : t.minChipGapMs;
  const chipTimes = Array.from({ length: n }, (_, i) => t.firstChipMs + i * gap);
  const lastChip = chipTimes.at(-1);
  const modifiersEnd = Math.max(t.modifiersPhaseMs, lastChip === undefined ? 0 : lastChip + t.afterLastChipMs);
  const stretch = modifiersEnd - t.modifiersPhaseMs;
  const complete = t.completeMs + stretch;
  return {
    chipTimes,
    modifiersEnd,
    rollEnd: complete - 500,
    complete,
    emojiStop: t.emojiShuffleMs + stretch,
    collapse: t.autoCollapseMs + stretch,
  };
}

/** The frame at `elapsed` ms; with reduced motion every phase is skipped: the final card at once. */
export function rollFrameAt(timeline: RollTimeline, elapsed: number, reducedMotion = false): RollFrame {
  if (reducedMotion) return { phase: 'complete', chipsShown: timeline.chipTimes.length, rollProgress: 1, shuffling: false, collapsed: false };
  const chipsShown = timeline.chipTimes.filter((at) => elapsed >= at).length;
  const phase: RollPhase = elapsed >= timeline.complete ? 'complete' : elapsed >= timeline.modifiersEnd ? 'roll' : 'modifiers';
  const span = timeline.rollEnd - timeline.modifiersEnd;
  const linear = span <= 0 ? 1 : Math.min(1, Math.max(0, (elapsed - timeline.modifiersEnd) / span));
  return {
    phase,
    chipsShown,
    rollProgress: easeOutCubic(linear),
    shuffling: elapsed < timeline.emojiStop,
    collapsed: elapsed >= timeline.collapse,
  };
}

/** The moments after `elapsed` at which the frame changes (to schedule the next render). */
export function nextFrameChange(timeline: RollTimeline, elapsed: number): number | null {
  const marks = [...timeline.chipTimes, timeline.modifiersEnd, timeline.rollEnd, timeline.complete, timeline.emojiStop, timeline.collapse];
  const next = marks.filter((m) => m > elapsed).sort((a, b) => a - b)[0];
  return next ?? null;
}

function easeOutCubic(x: number): number {
  return 1 - (1 - x) ** 3;
}
