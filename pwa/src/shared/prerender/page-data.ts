// What a prerendered page carries for the app's first render (issue 31). The server renders a
// page's first screen into its HTML (pwa/src/entry-server.tsx) from the same components, with
// some data (the published Worlds, the library's shuffle); that data travels in a JSON block of
// the page, so the app's first render in the browser reads exactly what the server read and takes
// over the markup as it is (hydration). Screens read it through `usePageData()` on their first
// render only: after the first commit the provider forgets it, so a screen opened later loads its
// data as it always did.
// No zod and no imports beyond React: this runs in the first paint (see pwa/CONTEXT.md).
import type { TemplateMetadata } from '@schemas';
import { createContext, useContext } from 'react';
import { matchPath, useLocation } from 'react-router';

/** The id of the JSON block that holds a prerendered page's data. */
export const PAGE_DATA_ELEMENT_ID = 'taleforge-page';

/** The data a page was prerendered with. */
export interface PageData {
  /** The route pattern the markup was rendered for ('/', '/library', '/game/:code'). */
  route: string;
  /** The query string it was rendered for ('' or '?players=2'). */
  search: string;
  /** The published Worlds (GET /templates/published) the server read; null: rendered without them (they load in the browser). */
  published?: TemplateMetadata[] | null;
  /** The welcome carousel's Worlds (forWelcomeScreen); null as above. */
  welcome?: TemplateMetadata[] | null;
  /** The library's shuffle for this render (spec 1 §5: shuffled on each render). */
  seed?: string;
}

/** The page data of the render in progress: set for the first render of a prerendered page, null otherwise. */
export const PageDataContext = createContext<PageData | null>(null);

/**
 * The prerendered page's data, at the address and in the history entry it was rendered for (the
 * router's first location, key 'default'); null anywhere else, or on a page drawn in the browser only.
 */
export function usePageData(): PageData | null {
  const data = useContext(PageDataContext);
  const location = useLocation();
  if (!data || location.key !== 'default' || location.search !== data.search || matchPath(data.route, location.pathname) === null) return null;
  return data;
}

/**
 * Whether this page may be older than the server's: one the service worker kept (its Worlds are
 * those of the day it was installed). A page the server has just sent is current.
 */
export function pageMayBeStale(): boolean {
  return typeof navigator !== 'undefined' && (navigator.serviceWorker?.controller ?? null) !== null;
}

function isTemplateList(value: unknown): value is TemplateMetadata[] | null | undefined {
  return value === null || value === undefined || (Array.isArray(value) && value.every((t) => typeof t === 'object' && t !== null && typeof (t as { id?: unknown }).id === 'string'));
}

/**
 * The data in a block's text, or null when there is none or it is malformed. The block is the
 * server's own output for this very page, so its shape is checked, not every field of a World.
 */
export function parsePageData(text: string | null | undefined): PageData | null {
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  if (typeof record.route !== 'string' || typeof record.search !== 'string') return null;
  if (!isTemplateList(record.published) || !isTemplateList(record.welcome)) return null;
  if (record.seed !== undefined && typeof record.seed !== 'string') return null;
  return record as unknown as PageData;
}

/** This page's prerendered data, read from its block (null in a page rendered in the browser only). */
export function readPageData(): PageData | null {
  if (typeof document === 'undefined') return null;
  return parsePageData(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent);
}

/** JSON that cannot end the script element it sits in. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** The data block a prerendered page carries. */
export function pageDataBlock(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
}
