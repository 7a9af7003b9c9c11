import { TAG_CATEGORIES } from '@schemas';

/** The tag categories of the library filter, in order, with Other for unlisted tags (spec 1 §3). */
export type TagCategory = keyof typeof TAG_CATEGORIES | 'Other';

/** The category of one tag; unlisted tags are Other. */
export function tagCategory(tag: string): TagCategory {
  for (const [cat, tags] of Object.entries(TAG_CATEGORIES)) if ((tags as readonly string[]).includes(tag)) return cat as TagCategory;
  return 'Other';
}

/** Groups tags by category (Category, Genre, Setting, Tone, Other), keeping only non-empty groups, in that order. */
export function groupTags(tags: readonly string[]): { category: TagCategory; tags: string[] }[] {
  const order: TagCategory[] = [...(Object.keys(TAG_CATEGORIES) as TagCategory[]), 'Other'];
  const unique = [...new Set(tags)];
  return order
    .map((category) => ({ category, tags: unique.filter((t) => tagCategory(t) === category).sort((a, b) => a.localeCompare(b)) }))
    .filter((g) => g.tags.length > 0);
}
