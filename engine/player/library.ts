import type { RandomSource } from '../core/rng';

/** What the library filter needs of a template card. */
export type LibraryTemplate = { id: string; tags: readonly string[]; playerCountMin: number; playerCountMax: number };

/** The library's filter (spec 1 §2): tags (all required) and a player count. */
export type LibraryFilter = { tags: string[]; players: number | null };

/** Reads the library query (spec 1 §2): tags as a comma list; a non-numeric players value is ignored. */
export function parseLibraryQuery(query: { tags?: string | null; players?: string | null }): LibraryFilter {
  const tags = (query.tags ?? '').split(',').map((t) => t.trim()).filter(Boolean);
  const n = query.players !== undefined && query.players !== null && /^\d+$/.test(query.players.trim()) ? Number(query.players) : null;
  return { tags: [...new Set(tags)], players: n };
}

/** The query string of a filter ('' when empty); players is written only if numeric (spec 1 §2). */
export function libraryQueryString(filter: LibraryFilter): string {
  const params: string[] = [];
  if (filter.tags.length) params.push(`tags=${encodeURIComponent(filter.tags.join(','))}`);
  if (filter.players !== null && Number.isFinite(filter.players)) params.push(`players=${filter.players}`);
  return params.length ? `?${params.join('&')}` : '';
}

/** True when a filter is active (the share button shows only then). */
export function filterActive(filter: LibraryFilter): boolean {
  return filter.tags.length > 0 || filter.players !== null;
}

/** A template matches when the player count lies in its range (inclusive) and it has all selected tags (spec 1 §5). */
export function matchesFilter(t: LibraryTemplate, filter: LibraryFilter): boolean {
  if (filter.players !== null && (filter.players < t.playerCountMin || filter.players > t.playerCountMax)) return false;
  return filter.tags.every((tag) => t.tags.includes(tag));
}

/** Selected tags are kept only if some visible template has them (spec 1 §5). */
export function keepVisibleTags(selected: readonly string[], templates: readonly LibraryTemplate[]): string[] {
  return selected.filter((tag) => templates.some((t) => t.tags.includes(tag)));
}

/** The templates a filter shows. */
export function filterTemplates<T extends LibraryTemplate>(templates: readonly T[], filter: LibraryFilter): T[] {
  return templates.filter((t) => matchesFilter(t, filter));
}

/** One card of the library grid. */
export type LibraryCard<T> = { kind: 'template'; template: T } | { kind: 'create' } | { kind: 'newsletter' } | { kind: 'no-matches' };

/**
 * The library grid (spec 1 §2): the filtered templates shuffled, the 'create your own' card at
 * position 3 (at the end if fewer), the newsletter card last; with no results a No Matches card,
 * then create and newsletter.
 */
export function libraryGrid<T extends LibraryTemplate>(filtered: readonly T[], rng: RandomSource): LibraryCard<T>[] {
  if (filtered.length === 0) return [{ kind: 'no-matches' }, { kind: 'create' }, { kind: 'newsletter' }];
  const cards: LibraryCard<T>[] = rng.shuffle(filtered).map((template) => ({ kind: 'template', template }));
  cards.splice(Math.min(2, cards.length), 0, { kind: 'create' });
  cards.push({ kind: 'newsletter' });
  return cards;
}
