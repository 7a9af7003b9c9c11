// The cell rules of the admin tables (spec 2 §2, §4), pure so they are tested without a browser.
import type { AdminStoryRow, TemplateMetadata } from '@schemas';

/** The derived status of a story (spec 2 §4 'Admin story status'). */
export type AdminStoryStatus = 'No players' | 'Archived' | 'Active' | 'Deleted' | 'Abandoned';

/** A story's status from its players' status counts, in the spec's order of precedence. */
export function adminStoryStatus(counts: AdminStoryRow['playerStatusCounts']): AdminStoryStatus {
  const total = counts.active + counts.archived + counts.deleted;
  if (total === 0) return 'No players';
  if (counts.archived > 0) return 'Archived';
  if (counts.active === total) return 'Active';
  if (counts.deleted === total) return 'Deleted';
  return 'Abandoned';
}

/** The story title cell: 'Error Loading Title', '[Untitled Story]', cut to 15 characters on small screens. */
export function adminStoryTitle(row: Pick<AdminStoryRow, 'title' | 'error'>, small: boolean): string {
  const title = row.title?.trim();
  if (!title) return row.error ? 'Error Loading Title' : '[Untitled Story]';
  return small && title.length > 15 ? `${title.slice(0, 15)}...` : title;
}

/** The Players column (issue 27): how many, and who by name. */
export function adminStoryPlayers(row: Pick<AdminStoryRow, 'playerCount' | 'playerNames'>): string {
  return row.playerNames.length ? `${row.playerCount}: ${row.playerNames.join(', ')}` : String(row.playerCount);
}

/** The Beat column: 0 before character selection is complete, else the current beat (at least 1), over maxTurns. */
export function adminStoryBeat(row: Pick<AdminStoryRow, 'characterSelectionCompleted' | 'currentBeat' | 'maxTurns'>): string {
  const beat = row.characterSelectionCompleted ? Math.max(1, row.currentBeat) : 0;
  return `${beat}/${row.maxTurns}`;
}

/** A date as YYYY-MM-DD (UTC), 'Unknown' when missing or unreadable. */
export function adminDate(iso: string | null | undefined): string {
  if (!iso) return 'Unknown';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 'Unknown' : new Date(time).toISOString().slice(0, 10);
}

/** Cuts `text` to `max` characters followed by '...' (feedback comment 100, story title 30). */
export function cutText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The Players cell: one number when min equals max, else min-max; 1 by default. */
export function playersCell(t: Pick<TemplateMetadata, 'playerCountMin' | 'playerCountMax'>): string {
  const min = t.playerCountMin || 1;
  const max = t.playerCountMax || min;
  return min === max ? String(min) : `${min}-${max}`;
}

/** The Beats cell: turns min-max. */
export function beatsCell(t: Pick<TemplateMetadata, 'maxTurnsMin' | 'maxTurnsMax'>): string {
  return `${t.maxTurnsMin}-${t.maxTurnsMax}`;
}

/** The Creator cell: username, else id, else 'Unknown'. */
export function creatorCell(t: Pick<TemplateMetadata, 'creatorId' | 'creatorUsername'>): string {
  return t.creatorUsername?.trim() || t.creatorId?.trim() || 'Unknown';
}

/** The Tags cell: the tags joined, or 'None'. */
export function tagsCell(tags: readonly string[]): string {
  return tags.length ? tags.join(', ') : 'None';
}

/** The Updated cell: a short English date with time. */
export function shortDateTime(iso: string | null | undefined): string {
  if (!iso) return 'Unknown';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return 'Unknown';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' }).format(time);
}

/** The carousel: Published templates shown on the welcome screen, by `order` (missing = last), then title. */
export function carouselTemplates(templates: readonly TemplateMetadata[]): TemplateMetadata[] {
  return templates
    .filter((t) => t.publicationStatus === 'Published' && t.showOnWelcomeScreen)
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

/**
 * Save Order's writes (spec 2 §4): the new position (0-based index) of each template whose
 * position changed against the order it was loaded in.
 */
export function changedOrders(loaded: readonly { id: string; order: number }[], current: readonly string[]): { id: string; order: number }[] {
  const before = new Map(loaded.map((t, index) => [t.id, { index, order: t.order }]));
  return current.flatMap((id, index) => {
    const was = before.get(id);
    return was && (was.index !== index || was.order !== index) ? [{ id, order: index }] : [];
  });
}
