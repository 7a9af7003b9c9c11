import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { BookIcon, CrownIcon, KiteIcon, MaskIcon, type IconProps } from '../../shared/icons/icons';

const categories: { tag: string; blurb: string; icon: ComponentType<IconProps>; tint: string }[] = [
  { tag: 'Fiction', blurb: 'Quests, mysteries and other worlds', icon: BookIcon, tint: 'bg-night-100 text-night-700' },
  { tag: 'Satire', blurb: 'Laugh at the world as it is', icon: MaskIcon, tint: 'bg-ember-100 text-ember-700' },
  { tag: 'Pretend to be', blurb: "Step into someone else's shoes", icon: CrownIcon, tint: 'bg-gold-200 text-warning-600' },
  { tag: 'Kids', blurb: 'Read and decide together', icon: KiteIcon, tint: 'bg-success-50 text-success-600' },
];

/** Library link filtered by one tag: /library?tags=Pretend%20to%20be (spec 1 §2). */
function libraryTagPath(tag: string): string {
  return `/library?tags=${encodeURIComponent(tag)}`;
}

/** Shortcuts into the library by category (Fiction, Satire, Pretend to be, Kids). */
export function CategoryShortcuts() {
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <h2 id="categories-heading" className="text-2xl font-semibold sm:text-3xl">
        Find your kind of story
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {categories.map(({ tag, blurb, icon: CategoryIcon, tint }) => (
          <li key={tag}>
            <Link
              to={libraryTagPath(tag)}
              className="flex h-full flex-col gap-3 rounded-2xl border border-parchment-300 bg-parchment-50 p-4 shadow-card transition hover:-translate-y-0.5 hover:border-parchment-400 hover:shadow-lift sm:p-5"
            >
              <span className={`grid size-11 place-items-center rounded-xl ${tint}`}>
                <CategoryIcon className="size-6" />
              </span>
              <span>
                <span className="block font-display text-lg font-semibold text-ink-950">{tag}</span>
                <span className="mt-0.5 block text-sm text-ink-600">{blurb}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
