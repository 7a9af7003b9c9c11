import { CATEGORY_CARDS, cardText, stepOneTitle } from '@engine';
import type { StoryCategory } from '@schemas';
import type { RefObject } from 'react';
import { CheckIcon } from '../../shared/icons/icons';
import { CATEGORY_LOOK, capitalise } from './category-look';

/** Step 1, 'I want to ...' ('I want players to ...' in template mode): six category cards; choosing one selects it and moves on. */
export function CategoryStep({
  selected,
  onChoose,
  headingRef,
  templateMode = false,
}: {
  templateMode?: boolean;
  selected: StoryCategory;
  onChoose: (category: StoryCategory) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <section aria-labelledby="wizard-step-heading">
      <h2 id="wizard-step-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none sm:text-3xl">
        {stepOneTitle(templateMode)}
      </h2>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {CATEGORY_CARDS.map((category) => {
          const { icon: CategoryIcon, tint, blurb } = CATEGORY_LOOK[category];
          const active = category === selected;
          return (
            <li key={category}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onChoose(category)}
                className={`flex h-full min-h-11 w-full items-center gap-3 rounded-2xl border p-4 text-left shadow-card transition hover:-translate-y-0.5 hover:shadow-lift sm:flex-col sm:items-start sm:p-5 ${
                  active ? 'border-ember-500 bg-ember-50 ring-2 ring-ember-500/40' : 'border-parchment-300 bg-parchment-50 hover:border-parchment-400'
                }`}
              >
                <span className={`grid size-11 shrink-0 place-items-center rounded-xl ${tint}`}>
                  <CategoryIcon className="size-6" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-display text-lg font-semibold text-ink-950">{capitalise(cardText(category, templateMode) ?? category)}</span>
                  <span className="mt-0.5 block text-sm text-ink-600">{blurb}</span>
                </span>
                {active && <CheckIcon className="size-5 shrink-0 text-ember-700 sm:hidden" />}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
