// One stat as the sidebar shows it (spec 1 §2 'Stat row display'): percentage as a filled bar,
// opposites as two poles split by a bar, boolean as Yes/No, lists as chips, the rest as text.
import type { ClientStat, StatValueValue } from '@schemas';
import { Tooltip } from '../../shared/ui/tooltip';

/** A number between 0 and 100 for the bars; non-numbers count as 50. */
export function clampPercent(value: StatValueValue): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? Math.max(0, Math.min(100, Math.round(n))) : 50;
}

/**
 * The two poles of an opposites stat, read from its name ('Roots | Wings', 'Calm Sea vs Storm',
 * 'Order / Chaos'); a name without a separator is the left pole and its absence the right.
 */
export function oppositePoles(name: string): [string, string] {
  const parts = name.split(/\s*(?:\||↔|\/|\bvs\.?(?=\s)|\bversus\b|\s[–—-]\s)\s*/i).filter((p) => p.trim() !== '');
  if (parts.length >= 2) return [parts[0]!.trim(), parts.slice(1).join(' ').trim()];
  return [name.trim(), `Not ${name.trim().toLowerCase()}`];
}

/** How a value reads as plain text. */
export function statText(value: StatValueValue): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? 'None' : value.join(', ');
  return String(value);
}

function Label({ stat }: { stat: ClientStat }) {
  if (!stat.tooltip) return <span className="font-medium text-ink-900">{stat.name}</span>;
  return (
    <Tooltip content={stat.tooltip}>
      <button
        type="button"
        className="relative -mx-1 rounded px-1 text-left font-medium text-ink-900 underline decoration-dotted decoration-ink-500 underline-offset-4 after:absolute after:-inset-x-1 after:-inset-y-3"
      >
        {stat.name}
      </button>
    </Tooltip>
  );
}

/** One stat with its value, drawn for its type. */
export function StatRow({ stat, value }: { stat: ClientStat; value: StatValueValue }) {
  if (typeof value === 'boolean') {
    return (
      <div className="flex items-baseline justify-between gap-3 py-1.5 text-sm">
        <Label stat={stat} />
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${value ? 'bg-success-50 text-success-600' : 'bg-parchment-200 text-ink-700'}`}>
          {statText(value)}
        </span>
      </div>
    );
  }
  if (stat.type === 'percentage') {
    const pct = clampPercent(value);
    return (
      <div className="py-1.5 text-sm">
        <div className="flex items-baseline justify-between gap-3">
          <Label stat={stat} />
          <span className="tabular-nums text-ink-700">{pct}%</span>
        </div>
        <div
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-parchment-300"
          role="meter"
          aria-label={stat.name}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
        >
          <div className="h-full rounded-full bg-ember-500" style={{ width: `${pct}%` }} />
        </div>
      </div>
    );
  }
  if (stat.type === 'opposites') {
    const pct = clampPercent(value);
    const [left, right] = oppositePoles(stat.name);
    return (
      <div className="py-1.5 text-sm">
        <div className="flex items-baseline justify-between gap-2">
          <span className="min-w-0 truncate font-medium text-ink-900">
            {left} <span className="tabular-nums font-normal text-ink-600">{pct}</span>
          </span>
          <span aria-hidden="true" className="text-ink-500">|</span>
          <span className="min-w-0 truncate text-right font-medium text-ink-900">
            <span className="tabular-nums font-normal text-ink-600">{100 - pct}</span> {right}
          </span>
        </div>
        <div className="relative mt-1.5 flex h-2 overflow-hidden rounded-full" role="img" aria-label={`${left} ${pct}, ${right} ${100 - pct}`}>
          <div className="h-full bg-night-500" style={{ width: `${pct}%` }} />
          <div className="h-full flex-1 bg-gold-300" />
          <span className="absolute inset-y-0 left-1/2 w-0.5 -translate-x-1/2 bg-parchment-50" aria-hidden="true" />
        </div>
        {stat.tooltip && <p className="mt-1 text-xs text-ink-600">{stat.tooltip}</p>}
      </div>
    );
  }
  if (stat.type === 'string[]' || Array.isArray(value)) {
    const items = Array.isArray(value) ? value : [String(value)].filter(Boolean);
    return (
      <div className="py-1.5 text-sm">
        <Label stat={stat} />
        <div className="mt-1 flex flex-wrap gap-1.5">
          {items.length === 0 ? (
            <span className="text-ink-600">None</span>
          ) : (
            items.map((item, i) => (
              <span key={`${item}-${i}`} className="rounded-full border border-parchment-300 bg-parchment-50 px-2.5 py-0.5 text-xs text-ink-800">
                {item}
              </span>
            ))
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5 text-sm">
      <Label stat={stat} />
      <span className="text-right tabular-nums text-ink-800">{statText(value) || '—'}</span>
    </div>
  );
}
