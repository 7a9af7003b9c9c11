// The site's settings (COMMUNITY_URL, ...) reach the app inside the shell it is served: a JSON
// data block in index.html, read on first paint and kept offline with the shell. The service
// worker precaches that shell under a revision; serving sw.js with the revision of the shell as
// served makes installed apps pick up a changed setting like any other update.
import { createHash } from 'node:crypto';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@schemas';
import type { Config } from '../config';

const BLOCK = new RegExp(`<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">[\\s\\S]*?</script>`);
const SHELL_REVISION = /(\{url:"index\.html",revision:")([0-9a-f]+)("\})/;

/** JSON that cannot end the script element it sits in. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** The shell with `config` in its settings block (added before </head> when the build has none). */
export function injectSiteConfig(html: string, config: SiteConfig): string {
  const block = `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`;
  if (BLOCK.test(html)) return html.replace(BLOCK, () => block);
  return html.replace('</head>', () => `${block}</head>`);
}

/** The precache revision of a shell: an md5 of its bytes, as Workbox computes it at build time. */
export function shellRevision(html: string): string {
  return createHash('md5').update(html).digest('hex');
}

/**
 * The generated service worker with index.html's precache revision replaced by the served
 * shell's; unchanged (null) when the worker lists no index.html entry.
 */
export function reviseShellInServiceWorker(sw: string, servedShell: string): string | null {
  if (!SHELL_REVISION.test(sw)) return null;
  return sw.replace(SHELL_REVISION, (_, head: string, __: string, tail: string) => `${head}${shellRevision(servedShell)}${tail}`);
}

const PAGE_REVISION = /\{url:"([^"]+\.html)",revision:"([0-9a-f]+)"\}/g;

/**
 * The generated service worker with the precache revisions of the prerendered pages replaced by
 * `revisions` (by file, e.g. 'library.html': the page as built, with the served settings); other
 * entries unchanged.
 */
export function revisePagesInServiceWorker(sw: string, revisions: Readonly<Record<string, string>>): string {
  return sw.replace(PAGE_REVISION, (entry, url: string) => {
    const revision = revisions[url];
    return revision === undefined ? entry : `{url:"${url}",revision:"${revision}"}`;
  });
}

/** The settings the app shows, from the server's configuration: the community link, and whether an AI model writes the stories. */
export function siteConfigOf(config: Config): SiteConfig {
  return { communityUrl: config.COMMUNITY_URL ?? null, aiModel: Boolean(config.OPENAI_API_KEY) };
}
