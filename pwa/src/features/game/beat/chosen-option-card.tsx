// The chosen option of a beat (spec 1 §2 'Chosen-option card'): a path (fork) for exploration,
// and for a challenge the outcome, its odds with the roll, the risk, the resource note, the
// bonus or malus and each modifier; animated once when the roll comes in (spec 1 §4).
import type { ClientBeat, Resolution } from '@schemas';
import { useEffect, useId, useState } from 'react';
import { ChevronDownIcon } from '../../../shared/icons/icons';
import { RESOLUTION_TEXT } from '../../../shared/story/read-only-beats';
import { Tooltip } from '../../../shared/ui/tooltip';
import { ClockIcon, DieIcon, ForkIcon } from '../game-icons';
import { RollDetails } from './roll-details';
import type { RollFrame } from './roll-timeline';

/** Outcome emoji and tooltips (spec 1 §2). */
export const OUTCOME_LOOK: Record<Resolution, { emoji: string; text: string; tone: string }> = {
  favorable: { emoji: '😄', text: RESOLUTION_TEXT.favorable, tone: 'text-success-600' },
  mixed: { emoji: '😐', text: RESOLUTION_TEXT.mixed, tone: 'text-warning-600' },
  unfavorable: { emoji: '😣', text: RESOLUTION_TEXT.unfavorable, tone: 'text-danger-600' },
};


const SHUFFLE_ORDER: Resolution[] = ['favorable', 'mixed', 'unfavorable'];

/** Props of the card. */
export type ChosenOptionCardProps = {
  beat: ClientBeat;
  /** The option index shown as chosen (the server's, or the one queued on this device). */
  choice: number;
  /** The animation frame; the final frame when not animating. */
  frame: RollFrame & { animating: boolean };
  /** Initially expanded (the placeholder page) or collapsed (above a beat). */
  defaultExpanded: boolean;
  /** A status line under the card (queued, processing, waiting). */
  status?: string | undefined;
};

/** The chosen-option card, collapsible. */
export function ChosenOptionCard({ beat, choice, frame, defaultExpanded, status }: ChosenOptionCardProps) {
  const option = beat.options[choice];
  const details = beat.resolutionDetails;
  const resolution = beat.resolution;
  const isChallenge = option?.optionType === 'challenge' && details !== undefined && resolution !== undefined;
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [touched, setTouched] = useState(false);
  const panelId = useId();

  // Auto-collapse once the animation has run (spec 1 §4), unless the player took over the toggle.
  const { collapsed: autoCollapsed } = frame;
  useEffect(() => {
    if (!autoCollapsed || touched) return;
    const timer = setTimeout(() => setExpanded(false), 0);
    return () => clearTimeout(timer);
  }, [autoCollapsed, touched]);

  if (!option) return null;
  const complete = frame.phase === 'complete';

  return (
    <section
      aria-label="Your choice"
      className={`rounded-2xl border bg-parchment-50 shadow-card ${isChallenge && complete ? outcomeBorder(resolution) : 'border-parchment-300'}`}
    >
      <div className="flex items-center gap-3 p-3 sm:p-4">
        {isChallenge ? (
          <OutcomeEmoji resolution={resolution} shuffling={frame.shuffling} />
        ) : option.optionType === 'challenge' ? (
          <AwaitedRoll />
        ) : (
          <PathIcon />
        )}
        <div className="min-w-0 flex-1">
          <p className="text-xs font-bold tracking-wider text-ink-600 uppercase">You chose</p>
          <p className="font-medium text-ink-950">{option.text}</p>
          {isChallenge && complete && <p className={`text-sm font-semibold ${OUTCOME_LOOK[resolution].tone}`}>{OUTCOME_LOOK[resolution].text}</p>}
        </div>
        {isChallenge && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => {
              setTouched(true);
              setExpanded((e) => !e);
            }}
            className="grid size-11 shrink-0 place-items-center rounded-full text-ink-700 hover:bg-parchment-200"
          >
            <ChevronDownIcon className={`size-5 transition-transform ${expanded ? 'rotate-180' : ''}`} />
            <span className="sr-only">{expanded ? 'Hide the roll' : 'Show the roll'}</span>
          </button>
        )}
      </div>
      {isChallenge && (
        <div id={panelId} hidden={!expanded} className="border-t border-parchment-200 px-3 pt-3 pb-4 sm:px-4">
          <RollDetails beat={beat} choice={choice} frame={frame} />
        </div>
      )}
      {status && (
        <p className="flex items-center gap-2 border-t border-parchment-200 px-4 py-2.5 text-sm font-medium text-ink-800">
          <ClockIcon className="size-4 shrink-0 text-ember-600" />
          {status}
        </p>
      )}
    </section>
  );
}

function outcomeBorder(resolution: Resolution): string {
  return resolution === 'favorable' ? 'border-success-600/40' : resolution === 'mixed' ? 'border-warning-600/40' : 'border-danger-600/40';
}

function PathIcon() {
  return (
    <Tooltip content="You chose a path">
      <span tabIndex={0} role="img" aria-label="You chose a path" className="grid size-11 shrink-0 place-items-center rounded-full bg-night-100 text-night-700">
        <ForkIcon />
      </span>
    </Tooltip>
  );
}

/** A challenge whose outcome is not known yet: a die, not the fork (the fork means a path, spec 1 §2). */
function AwaitedRoll() {
  return (
    <Tooltip content="Rolling…">
      <span tabIndex={0} role="img" aria-label="Rolling" className="grid size-11 shrink-0 place-items-center rounded-full bg-parchment-200 text-ink-700">
        <DieIcon className="size-5 motion-safe:animate-pulse" />
      </span>
    </Tooltip>
  );
}

function OutcomeEmoji({ resolution, shuffling }: { resolution: Resolution; shuffling: boolean }) {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!shuffling) return;
    const timer = setInterval(() => setTick((t) => t + 1), 140);
    return () => clearInterval(timer);
  }, [shuffling]);
  const shown = shuffling ? SHUFFLE_ORDER[tick % SHUFFLE_ORDER.length]! : resolution;
  const look = OUTCOME_LOOK[resolution];
  return (
    <Tooltip content={shuffling ? 'Rolling…' : look.text}>
      <span
        tabIndex={0}
        role="img"
        aria-label={shuffling ? 'Rolling' : look.text}
        className="grid size-11 shrink-0 place-items-center rounded-full bg-parchment-200 text-2xl leading-none"
      >
        {OUTCOME_LOOK[shown].emoji}
      </span>
    </Tooltip>
  );
}
