import type { StoryCategory } from '@schemas';
import type { ComponentType } from 'react';
import { BookIcon, CrownIcon, IdeaIcon, KiteIcon, MaskIcon, TurnsIcon, type IconProps } from '../../shared/icons/icons';

/** How a category card looks: icon, tint and a one-line blurb. */
export type CategoryLook = { icon: ComponentType<IconProps>; tint: string; blurb: string };

/** The look of each category card (flexible has no card; its look serves the summary only). */
export const CATEGORY_LOOK: Readonly<Record<StoryCategory, CategoryLook>> = {
  'enjoy-fiction': { icon: BookIcon, tint: 'bg-night-100 text-night-700', blurb: 'Quests, mysteries and other worlds.' },
  'vent-about-reality': { icon: MaskIcon, tint: 'bg-ember-100 text-ember-700', blurb: 'Turn a real frustration into satire.' },
  'pretend-to-be': { icon: CrownIcon, tint: 'bg-gold-200 text-warning-600', blurb: 'Live a role from the inside.' },
  'see-your-future-self': { icon: TurnsIcon, tint: 'bg-info-50 text-info-600', blurb: 'Talk with who you might become.' },
  'read-with-kids': { icon: KiteIcon, tint: 'bg-success-50 text-success-600', blurb: 'Read aloud and decide together.' },
  'learn-something': { icon: IdeaIcon, tint: 'bg-parchment-200 text-ink-800', blurb: 'Learn through play and real choices.' },
  flexible: { icon: BookIcon, tint: 'bg-night-100 text-night-700', blurb: 'Anything goes.' },
};

/** 'enjoy fiction' -> 'Enjoy fiction'. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
