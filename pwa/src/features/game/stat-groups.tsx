// The character's stats grouped by group name (spec 1 §2 sidebar): each group collapsible,
// only visible stats, 'Other' for stats without a group.
import type { ClientStat, StatValue } from '@schemas';
import { useId, useState } from 'react';
import { readStatValue } from '@engine';
import { StatRow } from './stat-row';

/** The group a stat without one falls into (spec 1 §2). */
export const DEFAULT_STAT_GROUP = 'Other';

/** A stat with the values it reads from (shared or the player's own). */
export type StatWithValues = { stat: ClientStat; values: readonly StatValue[] };

/** Visible stats grouped by name, groups in the story's order, then any others, 'Other' last. */
export function groupStats(stats: readonly StatWithValues[], order: readonly string[]): { name: string; stats: StatWithValues[] }[] {
  const groups = new Map<string, StatWithValues[]>();
  for (const s of stats) {
    if (!s.stat.isVisible) continue;
    const name = s.stat.group.trim() || DEFAULT_STAT_GROUP;
    groups.set(name, [...(groups.get(name) ?? []), s]);
  }
  const rank = (name: string) => (name === DEFAULT_STAT_GROUP ? Number.MAX_SAFE_INTEGER : order.indexOf(name) === -1 ? order.length : order.indexOf(name));
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([name, list]) => ({ name, stats: list }));
}

function StatGroup({ name, stats }: { name: string; stats: StatWithValues[] }) {
  const [open, setOpen] = useState(true);
  const panelId = useId();
  return (
    <section className="border-t border-parchment-300 first:border-t-0">
      <h3 className="font-sans">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg text-left text-xs font-bold tracking-wider text-ink-700 uppercase hover:text-ink-950"
        >
          {name}
          <svg viewBox="0 0 24 24" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2}>
            <path d="M5 9l7 7 7-7" />
          </svg>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="pb-2">
        {stats.map(({ stat, values }) => (
          <StatRow key={stat.id} stat={stat} value={readStatValue(values, stat)} />
        ))}
      </div>
    </section>
  );
}

/** The stat groups, or a note when the character has no visible stats. */
export function StatGroups({ stats, order }: { stats: readonly StatWithValues[]; order: readonly string[] }) {
  const groups = groupStats(stats, order);
  if (groups.length === 0) return <p className="text-sm text-ink-600">No character stats are available for this story.</p>;
  return (
    <div>
      {groups.map((g) => (
        <StatGroup key={g.name} name={g.name} stats={g.stats} />
      ))}
    </div>
  );
}
