// The admin area's calls (spec 2 §7), each parsed by its zod schema.
import {
  adminFeedbackResponseSchema,
  adminStoriesResponseSchema,
  adminStoryResponseSchema,
  adminUsersResponseSchema,
  allTemplatesResponseSchema,
  carouselOrderResponseSchema,
  deleteUserResponseSchema,
  setPermissionResponseSchema,
  adminResetLinkResponseSchema,
  templateObjectSchema,
  type Permission,
} from '@schemas';
import { z } from 'zod';
import { apiDelete, apiGet, apiPost, apiPut } from '../../shared/api/api-client';

const enc = encodeURIComponent;

/** GET /templates: every template with its creator. */
export const fetchAllTemplates = (signal?: AbortSignal) => apiGet('/templates', allTemplatesResponseSchema, { signal });
/** POST /templates: a blank template; resolves with its id. */
export async function createBlankTemplate(): Promise<string> {
  const { template } = await apiPost('/templates', z.object({ template: templateObjectSchema.pick({ id: true }) }), { template: {} });
  return template.id;
}
/** DELETE /templates/{id}. */
export const deleteTemplate = (id: string) => apiDelete(`/templates/${enc(id)}`, z.unknown());
/** PUT /admin/carousel/order: the new order of the templates whose position changed, in one transaction. */
export const saveCarouselOrder = (changes: { id: string; order: number }[]) =>
  apiPut('/admin/carousel/order', carouselOrderResponseSchema, { templates: changes.map(({ id, order }) => ({ id, template: { order } })) });

/** Rows per admin list call: each page answers well under 150 ms with 10,000 rows (npm run bench:admin). */
export const ADMIN_PAGE = 500;

/** GET /admin/stories, one window of ADMIN_PAGE rows (the `limit`/`offset` extension). */
export const fetchAdminStories = (offset: number, signal?: AbortSignal) =>
  apiGet('/admin/stories', adminStoriesResponseSchema, { signal, query: { limit: ADMIN_PAGE, offset } });
/** GET /admin/stories/{id}: one story read-only (issue 27). */
export async function fetchAdminStory(id: string, signal?: AbortSignal) {
  return (await apiGet(`/admin/stories/${enc(id)}`, adminStoryResponseSchema, { signal })).story;
}
/** DELETE /admin/stories/{id}. */
export const deleteAdminStory = (id: string) => apiDelete(`/admin/stories/${enc(id)}`, z.unknown());

/** GET /admin/users, one window of ADMIN_PAGE rows. */
export const fetchAdminUsers = (offset: number, signal?: AbortSignal) =>
  apiGet('/admin/users', adminUsersResponseSchema, { signal, query: { limit: ADMIN_PAGE, offset } });

/** Loads every window of a list in turn, handing each growing list to `onRows` so the first rows show at once. */
export async function loadPages<T>(fetchPage: (offset: number) => Promise<{ rows: T[]; total: number }>, onRows: (rows: T[]) => void): Promise<T[]> {
  let rows: T[] = [];
  for (;;) {
    const page = await fetchPage(rows.length);
    rows = rows.concat(page.rows);
    onRows(rows);
    if (page.rows.length < ADMIN_PAGE || rows.length >= page.total) return rows;
  }
}
/** DELETE /admin/users/{id}: what went with the user. */
export const deleteAdminUser = (id: string) => apiDelete(`/admin/users/${enc(id)}`, deleteUserResponseSchema);
/** PUT /admin/users/{id}/permissions: the user's row as it now is. */
export const setAdminPermission = (id: string, permission: Permission, granted: boolean) =>
  apiPut(`/admin/users/${enc(id)}/permissions`, setPermissionResponseSchema, { permission, granted });

/** POST /admin/users/{id}/reset-link (issue 27): a one-time password reset link for the user, valid an hour. */
export const makeResetLink = (id: string) => apiPost(`/admin/users/${enc(id)}/reset-link`, adminResetLinkResponseSchema, {});

/** GET /admin/feedback. */
export const fetchAdminFeedback = (signal?: AbortSignal) => apiGet('/admin/feedback', adminFeedbackResponseSchema, { signal });
/** DELETE /admin/feedback/{id}. */
export const deleteAdminFeedback = (id: string) => apiDelete(`/admin/feedback/${enc(id)}`, z.unknown());

/** The service worker's cache of template reads (vite.config.ts, runtimeCaching). */
const TEMPLATE_READS_CACHE = 'templates-json';

/**
 * Drops the service worker's cached published lists after the carousel order changed, so the home
 * carousel's next read goes to the network and shows the new order at once instead of the stale one.
 */
export async function forgetPublishedLists(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(TEMPLATE_READS_CACHE);
  const keys = await cache.keys();
  await Promise.all(keys.filter((request) => new URL(request.url).pathname === '/templates/published').map((request) => cache.delete(request)));
}
