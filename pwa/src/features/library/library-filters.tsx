import { MAX_PLAYERS } from '@schemas';
import { useId, useState } from 'react';
import type { LibraryFilter } from '@engine';
import { ChevronDownIcon, FilterIcon } from '../../shared/icons/icons';

/** Props of the filter panel. */
type LibraryFiltersProps = {
  filter: LibraryFilter;
  /** The tags on offer, grouped by category (the first group sits beside the player filter). */
  groups: { category: string; tags: string[] }[];
  onPlayers: (players: number | null) => void;
  onToggleTag: (tag: string) => void;
  onClear: () => void;
};

/**
 * The filter panel (spec 1 §2): players and tags grouped by category; collapsible under 640 px,
 * always open from 640 px up. Tag lists scroll beyond 8rem: chips are 36 px rows 6 px apart, so
 * three whole rows fill the 8rem and a fourth starts just below it, never cut in half.
 */
export function LibraryFilters({ filter, groups, onPlayers, onToggleTag, onClear }: LibraryFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const playersId = useId();
  const active = filter.tags.length + (filter.players === null ? 0 : 1);
  const [first, ...rest] = groups;
  const badge = active > 0 && (
    <span className="rounded-full bg-ember-600 px-2 py-0.5 text-xs font-semibold text-white">
      {active}
      <span className="sr-only"> active</span>
    </span>
  );

  return (
    <section aria-label="Library filters" className="rounded-2xl border border-parchment-300 bg-parchment-50 shadow-card">
      <div className="flex items-center justify-between gap-2 px-4 py-2 sm:px-5 sm:pt-4 sm:pb-0">
        {/* Under 640 px the panel folds away behind this button (inside the heading, so the page's
            headings stay in order at every width); from 640 px up it is always open. */}
        <h2 className="font-sans text-base font-semibold text-ink-900 sm:hidden">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
            className="-mx-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-2"
          >
            <FilterIcon className="size-5 text-ink-600" />
            Filters
            {badge}
            <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
          </button>
        </h2>
        <h2 className="hidden min-h-11 items-center gap-2 font-sans text-base font-semibold text-ink-900 sm:flex">
          <FilterIcon className="size-5 text-ink-600" />
          Filters
          {badge}
        </h2>
        {active > 0 && (
          <button type="button" onClick={onClear} className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-ember-700 hover:bg-ember-50">
            Clear Filters
          </button>
        )}
      </div>

      <div id={panelId} className={`${open ? 'block' : 'hidden'} space-y-5 px-4 pt-2 pb-4 sm:block sm:px-5 sm:pb-5`}>
        <div className="grid gap-5 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <div>
            <label htmlFor={playersId} className="text-sm font-semibold text-ink-800">
              Players
            </label>
            <select
              id={playersId}
              value={filter.players ?? ''}
              onChange={(e) => onPlayers(e.target.value === '' ? null : Number(e.target.value))}
              className="mt-1.5 block min-h-11 w-full rounded-xl border border-parchment-400 bg-white px-3 text-ink-950 focus-visible:border-ember-500"
            >
              <option value="">Any number</option>
              {Array.from({ length: MAX_PLAYERS }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n === 1 ? '1 player' : `${n} players`}
                </option>
              ))}
            </select>
          </div>
          {first && <TagGroup category={first.category} tags={first.tags} selected={filter.tags} onToggle={onToggleTag} />}
        </div>
        {rest.length > 0 && (
          <div className="grid gap-5 sm:grid-cols-3">
            {rest.map((g) => (
              <TagGroup key={g.category} category={g.category} tags={g.tags} selected={filter.tags} onToggle={onToggleTag} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

function TagGroup({ category, tags, selected, onToggle }: { category: string; tags: string[]; selected: string[]; onToggle: (tag: string) => void }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="min-w-0">
      <p id={headingId} className="text-sm font-semibold text-ink-800">
        {category}
      </p>
      <ul className="mt-1.5 flex max-h-32 flex-wrap content-start gap-1.5 overflow-y-auto p-0.5">
        {tags.map((tag) => {
          const on = selected.includes(tag);
          return (
            <li key={tag}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => onToggle(tag)}
                // 36 px to the eye, 44 px to a finger (the ::after reaches 4 px above and below).
                className={`relative inline-flex h-9 items-center rounded-full border px-3 text-sm font-medium whitespace-nowrap transition-colors after:absolute after:inset-x-0 after:-inset-y-1 ${
                  on ? 'border-ember-600 bg-ember-600 text-white hover:bg-ember-700' : 'border-parchment-400 bg-white text-ink-800 hover:border-ink-500'
                }`}
              >
                {tag}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
