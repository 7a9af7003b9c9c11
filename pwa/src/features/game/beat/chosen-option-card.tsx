// The chosen option of a beat (spec 1 §2 'Chosen-option card'): a path (fork) for exploration,
// and for a challenge the outcome, its odds with the roll, the risk, the resource note, the
// bonus or malus and each modifier; animated once when the roll comes in (spec 1 §4).
import type { ClientBeat, ReadablePointModifier, Resolution, RiskType } from '@schemas';
import { useEffect, useId, useState } from 'react';
import { ChevronDownIcon } from '../../../shared/icons/icons';
import { Tooltip } from '../../../shared/ui/tooltip';
import { ClockIcon, DieIcon, ForkIcon } from '../game-icons';
import { rollTimeline, type RollFrame } from './roll-timeline';

/** Outcome emoji and tooltips (spec 1 §2). */
export const OUTCOME_LOOK: Record<Resolution, { emoji: string; text: string; tone: string }> = {
  favorable: { emoji: '😄', text: 'Things go well', tone: 'text-success-600' },
  mixed: { emoji: '😐', text: 'Results are mixed', tone: 'text-warning-600' },
  unfavorable: { emoji: '😣', text: "Things don't go as planned", tone: 'text-danger-600' },
};

/** Risk labels (spec 1 §2): High for risky, Balanced for normal, Low for safe. */
export const RISK_LABEL: Record<RiskType, string> = { risky: 'High', normal: 'Balanced', safe: 'Low' };

/** The points figure: 'Bonus' for positive (and zero) points, 'Malus' for negative. */
export function pointsFigure(points: number): { label: 'Bonus' | 'Malus'; value: string } {
  return points < 0 ? { label: 'Malus', value: `−${Math.abs(points)}` } : { label: 'Bonus', value: `+${points}` };
}

/** A signed value as shown on a chip: +5, −10, ±0. */
export function signed(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `−${Math.abs(value)}`;
  return '±0';
}

const RESOURCE_NOTE = {
  sacrifice: 'Sacrifice: you give something up to tip the odds in your favour.',
  reward: 'Reward: you stand to gain something, against harder odds.',
} as const;

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

function RollDetails({ beat, choice, frame }: { beat: ClientBeat; choice: number; frame: RollFrame & { animating: boolean } }) {
  const option = beat.options[choice]!;
  const details = beat.resolutionDetails!;
  const modifiers: ReadablePointModifier[] = details.readablePointModifiers;
  const shown = modifiers.slice(0, Math.min(frame.chipsShown, modifiers.length));
  const runningPoints = frame.phase === 'modifiers' ? shown.reduce((sum, m) => sum + m.value, 0) : details.points;
  const figure = pointsFigure(runningPoints);
  const risk = RISK_LABEL[option.riskType ?? 'normal'];
  const d = details.distribution;
  const distributionText = `Favorable ${d.favorable}% · Mixed ${d.mixed}% · Unfavorable ${d.unfavorable}%`;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        <span className="flex items-center gap-1.5">
          <span className="text-ink-600">Risk</span>
          <Tooltip content={distributionText}>
            <button
              type="button"
              className="relative rounded-md px-1 py-1 font-semibold text-ink-950 underline decoration-dotted decoration-ink-500 underline-offset-4 after:absolute after:-inset-x-1 after:-inset-y-2.5"
            >
              {risk}
            </button>
          </Tooltip>
        </span>
        <span className="flex items-center gap-1.5">
          <span className="text-ink-600">{figure.label}</span>
          <span className={`font-semibold tabular-nums ${runningPoints < 0 ? 'text-danger-600' : 'text-success-600'}`}>{figure.value}</span>
        </span>
        {option.resourceType !== 'normal' && <span className="text-ink-700">{RESOURCE_NOTE[option.resourceType]}</span>}
      </div>

      <OutcomeBar distribution={d} roll={details.roll} frame={frame} rollMs={rollDuration(modifiers.length)} />

      {modifiers.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Modifiers">
          {modifiers.map((m, i) => {
            const visible = i < shown.length;
            const chip = (
              <span
                className={`relative inline-flex min-h-8 items-center gap-1.5 rounded-full border px-3 text-xs font-medium transition-all duration-300 after:absolute after:-inset-1.5 ${
                  m.value < 0 ? 'border-danger-600/30 bg-danger-50 text-danger-600' : 'border-success-600/30 bg-success-50 text-success-600'
                } ${visible ? 'opacity-100' : 'translate-y-1 opacity-0'}`}
                tabIndex={m.tooltip ? 0 : undefined}
              >
                <span className="text-ink-800">{m.name}</span>
                <span className="tabular-nums font-bold">{signed(m.value)}</span>
              </span>
            );
            return (
              <li key={`${m.name}-${i}`} aria-hidden={!visible}>
                {m.tooltip ? <Tooltip content={m.tooltip}>{chip}</Tooltip> : chip}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function rollDuration(chipCount: number): number {
  const t = rollTimeline(chipCount);
  return t.rollEnd - t.modifiersEnd;
}

function OutcomeBar({
  distribution,
  roll,
  frame,
  rollMs,
}: {
  distribution: { favorable: number; mixed: number; unfavorable: number };
  roll: number;
  frame: RollFrame & { animating: boolean };
  rollMs: number;
}) {
  const rolling = frame.phase !== 'modifiers';
  // The marker is set to its place when the roll phase begins and glides there (CSS), landing
  // when the roll phase ends; the number shows once it has landed.
  const position = rolling ? roll : 0;
  const landed = frame.rollProgress >= 1;
  const segments = [
    { key: 'favorable', pct: distribution.favorable, cls: 'bg-success-600', label: 'Favorable' },
    { key: 'mixed', pct: distribution.mixed, cls: 'bg-gold-400', label: 'Mixed' },
    { key: 'unfavorable', pct: distribution.unfavorable, cls: 'bg-danger-600', label: 'Unfavorable' },
  ];
  return (
    <div>
      <div
        className={`relative pt-6 transition-opacity duration-500 ${rolling ? 'opacity-100' : 'opacity-50'}`}
        role="img"
        aria-label={`Odds: favorable ${distribution.favorable}%, mixed ${distribution.mixed}%, unfavorable ${distribution.unfavorable}%. Roll ${Math.floor(roll)}.`}
      >
        <div className="flex h-4 overflow-hidden rounded-full">
          {segments.map((s) => (
            <div key={s.key} className={`h-full ${s.cls}`} style={{ width: `${s.pct}%` }} />
          ))}
        </div>
        <div
          className={`absolute top-0 bottom-0 -translate-x-1/2 ${rolling ? 'opacity-100' : 'opacity-0'}`}
          style={{
            left: `${position}%`,
            transition: frame.animating ? `left ${rollMs}ms cubic-bezier(0.25, 1, 0.5, 1), opacity 200ms` : undefined,
          }}
          aria-hidden="true"
        >
          <span
            className={`absolute -top-0.5 left-1/2 -translate-x-1/2 rounded-md bg-ink-950 px-1.5 py-0.5 text-[0.7rem] font-bold whitespace-nowrap text-white tabular-nums ${landed ? '' : 'motion-safe:animate-pulse'}`}
          >
            {landed ? `Roll ${Math.floor(roll)}` : '…'}
          </span>
          <span className="absolute top-5 bottom-[-4px] left-1/2 w-1 -translate-x-1/2 rounded-full bg-ink-950 ring-2 ring-parchment-50" />
        </div>
      </div>
      <div className="mt-1.5 flex text-[0.7rem] text-ink-700">
        {segments.map((s) => (
          <span key={s.key} className="truncate" style={{ width: `${s.pct}%` }} title={`${s.label} ${s.pct}%`}>
            {s.pct >= 12 ? `${s.label} ${s.pct}%` : s.pct > 0 ? `${s.pct}%` : ''}
          </span>
        ))}
      </div>
    </div>
  );
}
