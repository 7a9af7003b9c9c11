import { z } from 'zod';

/**
 * The id of the JSON data block in index.html that carries the site's settings: the server
 * fills it when it serves the app shell, so the app knows them on first paint and offline (the
 * service worker keeps the shell it was served).
 */
export const SITE_CONFIG_ELEMENT_ID = 'taleforge-config';

/** Settings of this installation the app shows (from the server's environment). */
export const siteConfigSchema = z.object({
  /** The community chat's invite link (COMMUNITY_URL); null hides every community-chat link. */
  communityUrl: z.url({ protocol: /^https?$/ }).nullable(),
  /** True when an AI model writes the stories (OPENAI_API_KEY set); false: the offline storyteller writes them. */
  aiModel: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** What an installation without settings shows. */
export const DEFAULT_SITE_CONFIG: SiteConfig = { communityUrl: null, aiModel: false };
