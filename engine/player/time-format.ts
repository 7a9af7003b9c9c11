/** Options of date formatting: the viewer's offset from UTC in minutes, and the text for a missing date. */
export type DateFormatOptions = { offsetMinutes?: number; missing?: string };

function shifted(iso: string, offsetMinutes: number): Date | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return new Date(d.getTime() + offsetMinutes * 60000);
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' (spec 1 §5); 'Never' (or options.missing, e.g. 'Unknown' in admin lists) when empty. */
export function formatDate(iso: string | null | undefined, options: DateFormatOptions = {}): string {
  const d = iso ? shifted(iso, options.offsetMinutes ?? 0) : null;
  if (!d) return options.missing ?? 'Never';
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 'h:mmam' / 'h:mmpm' (spec 1 §5), e.g. '9:05am', '12:30pm'; 'Never' when empty. */
export function formatTime(iso: string | null | undefined, options: DateFormatOptions = {}): string {
  const d = iso ? shifted(iso, options.offsetMinutes ?? 0) : null;
  if (!d) return options.missing ?? 'Never';
  const h = d.getUTCHours();
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(d.getUTCMinutes())}${h < 12 ? 'am' : 'pm'}`;
}

/**
 * A relative time (spec 1 §5): 'just now' under 60 s, then minutes, hours, days, weeks (under
 * 30 days), then the date. `now` is an argument: the engine never reads the clock.
 * @example formatRelativeTime('2025-01-01T10:00:00Z', '2025-01-01T12:30:00Z') // '2 hours ago'
 */
export function formatRelativeTime(iso: string | null | undefined, now: string, options: DateFormatOptions = {}): string {
  if (!iso) return options.missing ?? 'Never';
  const t = new Date(iso).getTime();
  const n = new Date(now).getTime();
  if (Number.isNaN(t) || Number.isNaN(n)) return options.missing ?? 'Never';
  const s = Math.floor((n - t) / 1000);
  const unit = (v: number, word: string): string => `${v} ${word}${v === 1 ? '' : 's'} ago`;
  if (s < 60) return 'just now';
  const m = Math.floor(s / 60);
  if (m < 60) return unit(m, 'minute');
  const h = Math.floor(m / 60);
  if (h < 24) return unit(h, 'hour');
  const d = Math.floor(h / 24);
  if (d < 7) return unit(d, 'day');
  if (d < 30) return unit(Math.floor(d / 7), 'week');
  return formatDate(iso, options);
}
