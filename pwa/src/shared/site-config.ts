// The installation's settings (COMMUNITY_URL, ...), read on first paint from the JSON block the
// server writes into index.html, so they hold offline too (the service worker keeps that shell).
// No zod here: this runs in the first paint (see pwa/CONTEXT.md).
import type { SiteConfig } from '@schemas';

/** The block's id: SITE_CONFIG_ELEMENT_ID in schemas/site-config.ts (site-config.test.ts keeps them equal). */
export const SITE_CONFIG_ELEMENT_ID = 'taleforge-config';

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The settings in a block's text; anything missing or malformed reads as unset. */
export function parseSiteConfig(text: string | null | undefined): SiteConfig {
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : null;
  } catch {
    raw = null;
  }
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return { communityUrl: httpUrl(record.communityUrl), aiModel: record.aiModel === true };
}

let cached: SiteConfig | null = null;

/** This page's settings (read once). */
export function siteConfig(): SiteConfig {
  if (cached === null) {
    const text = typeof document === 'undefined' ? null : document.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
    cached = parseSiteConfig(text);
  }
  return cached;
}

/** Sets this page's settings: the server renders a page with the installation's own (entry-server.tsx). */
export function setSiteConfig(config: SiteConfig): void {
  cached = config;
}

/** The community chat's link, or null: every community-chat link is hidden then, never dead. */
export function communityChatUrl(): string | null {
  return siteConfig().communityUrl;
}

/**
 * Whether 'Generate images for this story' starts ticked: yes with the offline illustrator (no AI
 * model connected: its pictures cost nothing), no with a paid image model (spec 1 §2: `images=true`
 * only when asked for).
 */
export function imagesOnByDefault(): boolean {
  return !siteConfig().aiModel;
}
