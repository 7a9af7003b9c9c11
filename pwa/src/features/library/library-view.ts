import { createRng, filterTemplates, groupTags, keepVisibleTags, libraryGrid, type LibraryCard, type LibraryFilter, type TagCategory } from '@engine';
import type { TemplateMetadata } from '@schemas';
import { filterKey } from './library-url';

/** What the library renders for a list and a filter. */
export type LibraryView = {
  /** Tags on offer, grouped by category: those of the templates that allow the chosen player count. */
  groups: { category: TagCategory; tags: string[] }[];
  /** The grid: matching templates shuffled, the create card third, the newsletter card last. */
  cells: LibraryCard<TemplateMetadata>[];
  /** The selected tags that stay selected (spec 1 §5); fewer than selected means the address must drop some. */
  keptTags: string[];
};

/**
 * The library for `templates` under `filter`. The shuffle is seeded by `seed` and the filter, so the
 * same visit and filter keep their order across re-renders and refreshes, and a new filter reshuffles.
 */
export function libraryView(templates: readonly TemplateMetadata[], filter: LibraryFilter, seed: string): LibraryView {
  // "Visible" templates are those the player count allows: a tag none of them has cannot stay selected.
  const playable = filterTemplates(templates, { tags: [], players: filter.players });
  return {
    groups: groupTags(playable.flatMap((t) => t.tags)),
    cells: libraryGrid(filterTemplates(templates, filter), createRng(`${seed}|${filterKey(filter)}`)),
    keptTags: keepVisibleTags(filter.tags, playable),
  };
}
