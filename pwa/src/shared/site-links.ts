// Links the content pages share. Placeholders are null until the real address exists: pages
// render an honest fallback instead of a dead or invented link.

/** Registration (spec 1 §2 sign-in page, register view). */
export const SIGN_UP_PATH = '/users/signin?view=register';

/** The creator's list of Worlds (spec 1 §2). */
export const MY_WORLDS_PATH = '/users/my-worlds';

/** The Worldbuilding Academy (spec 3 §2). */
export const ACADEMY_PATH = '/academy';

/** Quick setup for coaches: wizard step 3, future self, one player, images (spec 3 §2). */
export const COACHES_QUICK_SETUP_PATH = '/setup?step=3&category=see-your-future-self&players=1&images=true';

/** Quick setup for educators: wizard step 3, learn something, one player, images (spec 3 §2). */
export const EDUCATORS_QUICK_SETUP_PATH = '/setup?step=3&category=learn-something&players=1&images=true';

/** Where the Academy's community link leads: the community section of the storytellers page. */
export const COMMUNITY_PATH = '/for-storytellers#community';

/**
 * The community chat's invite URL. Not decided yet: while null, the community section invites
 * people to register instead of linking to a chat.
 */
export const COMMUNITY_CHAT_URL: string | null = null;

/** One link of the creator credit in the footer. */
export type CreditLink = { label: string; href: string };

/**
 * The footer's creator credit (spec 1 §2). Its links (the creator's own pages) are still to be
 * supplied; until then the credit is shown without them.
 */
export const CREATOR_CREDIT: { text: string; links: readonly CreditLink[] } = {
  text: 'Made with care by the Taleforge team',
  links: [],
};

/**
 * A quick-setup link with the category's fields (and optionally the main prompt) prefilled, as
 * the wizard reads them (spec 1 §2: field_{key}).
 * @example prefilledSetupPath(EDUCATORS_QUICK_SETUP_PATH, { targetAudience: 'Year 5' })
 */
export function prefilledSetupPath(base: string, fields: Readonly<Record<string, string>>, prompt?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) params.set(`field_${key}`, value);
  if (prompt) params.set('prompt', prompt);
  return `${base}&${params.toString()}`;
}
