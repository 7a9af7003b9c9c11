// The library's filter <-> its address (spec 1 §2 'Library', §5), on the engine's parse and write rules.
import { libraryQueryString, parseLibraryQuery, type LibraryFilter } from '@engine';

/** No filter. */
export const NO_FILTER: LibraryFilter = { tags: [], players: null };

/** Reads `tags` (a comma list) and `players` (numeric only; anything else is ignored). */
export function libraryFilterFromParams(params: URLSearchParams): LibraryFilter {
  return parseLibraryQuery({ tags: params.get('tags'), players: params.get('players') });
}

/** The filter as query parameters; players only when numeric. */
export function libraryFilterToParams(filter: LibraryFilter): URLSearchParams {
  return new URLSearchParams(libraryQueryString(filter));
}

/** The link of the filtered library: the current origin plus /library with the parameters (spec 1 §2). */
export function libraryShareLink(filter: LibraryFilter, origin: string): string {
  return `${origin}/library${libraryQueryString(filter)}`;
}

/** The filter with `tag` switched on or off. */
export function toggleTag(filter: LibraryFilter, tag: string): LibraryFilter {
  return filter.tags.includes(tag) ? { ...filter, tags: filter.tags.filter((t) => t !== tag) } : { ...filter, tags: [...filter.tags, tag] };
}

/** A key that changes exactly when the filter does (tag order does not matter): it seeds the shuffle. */
export function filterKey(filter: LibraryFilter): string {
  return `${[...filter.tags].sort().join(',')}|${filter.players ?? ''}`;
}
