// Links the content pages share. The community chat's link is the installation's setting
// (COMMUNITY_URL, read with shared/site-config.ts): unset, no page shows a community-chat link.

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

/** The creators' landing page: where the footer's creator credit leads (spec 3 §2). */
export const FOR_STORYTELLERS_PATH = '/for-storytellers';

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
