import { Link } from 'react-router';
import { FilterIcon, QuillIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';

/** The 'create your own story' card: goes to /setup (spec 1 §2). */
export function CreateStoryCard() {
  return (
    <article className="flex h-full flex-col rounded-2xl border-2 border-dashed border-ember-300 bg-ember-50/70 p-5 sm:p-6">
      <span className="grid size-11 place-items-center rounded-xl bg-ember-100 text-ember-700">
        <QuillIcon className="size-6" />
      </span>
      <h3 className="mt-4 text-xl font-semibold">Create your own story</h3>
      <p className="mt-2 text-ink-800">
        Nothing here quite right? Describe an idea in a sentence or two, and the narrator builds a World around it.
      </p>
      <div className="mt-auto pt-5">
        <Link to="/setup" className={buttonClass('primary', 'md', 'w-full sm:w-auto sm:px-6')}>
          Create Your Own Story
        </Link>
      </div>
    </article>
  );
}

/** The 'No Matches' card with Clear Filters (spec 1 §2). */
export function NoMatchesCard({ onClear }: { onClear: () => void }) {
  return (
    <article className="flex h-full flex-col items-start rounded-2xl border border-parchment-300 bg-parchment-50 p-5 shadow-card sm:p-6">
      <span className="grid size-11 place-items-center rounded-xl bg-parchment-200 text-ink-700">
        <FilterIcon className="size-6" />
      </span>
      <h3 className="mt-4 text-xl font-semibold">No Matches</h3>
      <p className="mt-2 text-ink-800">No World fits all of these filters. Try fewer tags or another number of players.</p>
      <div className="mt-auto pt-5">
        <button type="button" onClick={onClear} className={buttonClass('secondary', 'md', 'px-6')}>
          Clear Filters
        </button>
      </div>
    </article>
  );
}
