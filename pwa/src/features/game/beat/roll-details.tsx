// The roll of a challenge (spec 1 §2 'Chosen-option card'): risk with its distribution, the bonus
// or malus, the outcome bar with the roll marker and its legend, and the modifiers with their
// plain explanations (roll-modifiers.tsx).
import type { ClientBeat, RiskType } from '@schemas';
import { Tooltip } from '../../../shared/ui/tooltip';
import { pointsExplanation, pointsFigure } from './roll-format';
import { RollModifiers } from './roll-modifiers';
import { rollTimeline, type RollFrame } from './roll-timeline';

/** Risk labels (spec 1 §2): High for risky, Balanced for normal, Low for safe. */
export const RISK_LABEL: Record<RiskType, string> = { risky: 'High', normal: 'Balanced', safe: 'Low' };

const RESOURCE_NOTE = {
  sacrifice: 'Sacrifice: you give something up to tip the odds in your favour.',
  reward: 'Reward: you stand to gain something, against harder odds.',
} as const;

/** The expanded part of a challenge's card. */
export function RollDetails({ beat, choice, frame }: { beat: ClientBeat; choice: number; frame: RollFrame & { animating: boolean } }) {
  const option = beat.options[choice]!;
  const details = beat.resolutionDetails!;
  const modifiers = details.readablePointModifiers;
  const shownCount = Math.min(frame.chipsShown, modifiers.length);
  const runningPoints = frame.phase === 'modifiers' ? modifiers.slice(0, shownCount).reduce((sum, m) => sum + m.value, 0) : details.points;
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
          <Tooltip content={pointsExplanation(runningPoints)}>
            <button
              type="button"
              className={`relative rounded-md px-1 py-1 font-semibold tabular-nums underline decoration-dotted underline-offset-4 after:absolute after:-inset-x-1 after:-inset-y-2.5 ${
                runningPoints < 0 ? 'text-danger-600 decoration-danger-600/50' : 'text-success-600 decoration-success-600/50'
              }`}
            >
              {figure.value}
            </button>
          </Tooltip>
        </span>
        {option.resourceType !== 'normal' && <span className="text-ink-700">{RESOURCE_NOTE[option.resourceType]}</span>}
      </div>

      <OutcomeBar distribution={d} roll={details.roll} frame={frame} rollMs={rollDuration(modifiers.length)} />

      <RollModifiers modifiers={modifiers} shownCount={shownCount} />
    </div>
  );
}

function rollDuration(chipCount: number): number {
  const t = rollTimeline(chipCount);
  return t.rollEnd - t.modifiersEnd;
}

type Distribution = { favorable: number; mixed: number; unfavorable: number };

function OutcomeBar({ distribution, roll, frame, rollMs }: { distribution: Distribution; roll: number; frame: RollFrame & { animating: boolean }; rollMs: number }) {
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
      {/* A legend, not labels under each segment: a narrow segment would cut its label short. */}
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-700" aria-hidden="true">
        {segments.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5 whitespace-nowrap">
            <span className={`size-2.5 shrink-0 rounded-full ${s.cls}`} />
            {`${s.label} ${s.pct}%`}
          </li>
        ))}
      </ul>
    </div>
  );
}
