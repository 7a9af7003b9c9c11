// The signed-in user's Worlds for the My Worlds tab (spec 2 §2 'User area'): GET /templates/user
// (created or co-authored, with the viewer's role), kept in Dexie keyValues for offline reading;
// POST /templates to start a new one; DELETE /templates/{id} (creator only); leaving a World shared
// with the user (DELETE /templates/{id}/coauthors/{own id}, issue 13.11).
import { type Template, templateObjectSchema, userTemplatesResponseSchema, type UserTemplate } from '@schemas';
import { z } from 'zod';
import { apiDelete, apiGet, apiPost } from '../../shared/api/api-client';
import { localDb, type LocalDb } from '../../shared/local-db/local-db';

/** The keyValues row of a user's Worlds. */
export function worldsCacheKey(userId: string): string {
  return `account:worlds:${userId}`;
}

/** The cached list as stored. */
export type CachedWorlds = { templates: UserTemplate[]; fetchedAt: number };

/** GET /templates/user, newest change first, cached for this user. */
export async function refreshMyWorlds(userId: string, signal?: AbortSignal, db: LocalDb = localDb): Promise<UserTemplate[]> {
  const { templates } = await apiGet('/templates/user', userTemplatesResponseSchema, { signal });
  const sorted = sortWorlds(templates);
  await db.keyValues.put({ key: worldsCacheKey(userId), value: { templates: sorted, fetchedAt: Date.now() } satisfies CachedWorlds });
  return sorted;
}

/** The cached list, or null when never fetched (or no longer readable). */
export async function readMyWorlds(userId: string, db: LocalDb = localDb): Promise<CachedWorlds | null> {
  const row = await db.keyValues.get(worldsCacheKey(userId));
  const parsed = z.object({ templates: userTemplatesResponseSchema.shape.templates, fetchedAt: z.number() }).safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/** Most recently updated first. */
export function sortWorlds(templates: readonly UserTemplate[]): UserTemplate[] {
  return [...templates].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || a.title.localeCompare(b.title));
}

/** POST /templates: a blank World; resolves with its id (the editor opens it). */
export async function createWorld(): Promise<string> {
  const { template } = await apiPost('/templates', z.object({ template: templateObjectSchema.pick({ id: true }) }), { template: {} });
  return template.id;
}

// What a new World never takes from a draft: the server owns these, and a new World starts as a Draft.
const NOT_FROM_DRAFT = new Set(['id', 'createdAt', 'updatedAt', 'creatorId', 'creatorUsername', 'publicationStatus', 'showOnWelcomeScreen', 'order', 'coverImage']);

/** POST /templates with a World the assistant drafted (its temporary id dropped): the user's new World; resolves with its id. */
export async function createWorldFrom(draft: Template): Promise<string> {
  const template = Object.fromEntries(Object.entries(draft).filter(([k]) => !NOT_FROM_DRAFT.has(k)));
  const { template: created } = await apiPost('/templates', z.object({ template: templateObjectSchema.pick({ id: true }) }), { template });
  return created.id;
}

/** Drops a World from the user's cached list. */
async function forgetWorld(userId: string, id: string, db: LocalDb): Promise<void> {
  await db.transaction('rw', db.keyValues, async () => {
    const cached = await readMyWorlds(userId, db);
    if (cached) await db.keyValues.put({ key: worldsCacheKey(userId), value: { ...cached, templates: cached.templates.filter((t) => t.id !== id) } });
  });
}

/** DELETE /templates/{id}, then drops it from the cached list. */
export async function deleteWorld(userId: string, id: string, db: LocalDb = localDb): Promise<void> {
  await apiDelete(`/templates/${encodeURIComponent(id)}`, z.unknown());
  await forgetWorld(userId, id, db);
}

/** Leaves a World shared with the user (DELETE /templates/{id}/coauthors/{userId}), then drops it from the cached list. */
export async function leaveWorld(userId: string, id: string, db: LocalDb = localDb): Promise<void> {
  await apiDelete(`/templates/${encodeURIComponent(id)}/coauthors/${encodeURIComponent(userId)}`, z.unknown());
  await forgetWorld(userId, id, db);
}
