// e2e helpers for the game specs: create a story straight through the API (CSRF double submit,
// then poll its status until ready), and read a player's state from the page's own device store.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  createStoryResponseSchema,
  publishedTemplatesResponseSchema,
  storyStatusResponseSchema,
  type ClientStoryState,
  type CreateStoryResponse,
  type PlayerSlot,
  type TemplateMetadata,
} from '@schemas';

/** A World that supports `players` players, from the published list. */
export async function pickWorld(request: APIRequestContext, players: number): Promise<TemplateMetadata> {
  const res = await request.get(`/templates/published?requestId=${randomUUID()}`);
  const { templates } = publishedTemplatesResponseSchema.parse((await res.json()).data);
  const world = templates
    .filter((t) => t.playerCountMin <= players && t.playerCountMax >= players)
    .sort((a, b) => a.maxTurnsMin - b.maxTurnsMin)[0];
  if (!world) throw new Error(`no published World supports ${players} players`);
  return world;
}

/** Reads the XSRF-TOKEN cookie the server set on an earlier response. */
async function csrfToken(request: APIRequestContext): Promise<string> {
  const state = await request.storageState();
  const cookie = state.cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie: make a GET first');
  return decodeURIComponent(cookie.value);
}

/**
 * Creates a story from a World with `players` players and the World's shortest length, and waits
 * until it is ready. Returns the creation answer (codes per slot).
 */
export async function createReadyStory(
  request: APIRequestContext,
  options: { players: number; world?: TemplateMetadata; maxTurns?: number; generateImages?: boolean },
): Promise<CreateStoryResponse & { world: TemplateMetadata }> {
  const world = options.world ?? (await pickWorld(request, options.players));
  const difficulty = [...world.difficultyLevels].sort((a, b) => b.modifier - a.modifier)[0]!;
  const res = await request.post('/stories/template', {
    headers: { 'X-CSRF-TOKEN': await csrfToken(request) },
    data: {
      requestId: randomUUID(),
      templateId: world.id,
      playerCount: options.players,
      maxTurns: options.maxTurns ?? world.maxTurnsMin,
      generateImages: options.generateImages ?? false,
      difficultyLevel: difficulty,
    },
  });
  const body = await res.json();
  if (body.status !== 'success') throw new Error(`story creation failed: ${JSON.stringify(body)}`);
  const created = createStoryResponseSchema.parse(body.data);
  for (let i = 0; created.status !== 'ready' && i < 240; i++) {
    const s = await request.get(`/stories/${created.storyId}/status?requestId=${randomUUID()}`);
    const status = storyStatusResponseSchema.parse((await s.json()).data);
    if (status.status === 'ready') break;
    if (status.status === 'failed') throw new Error(`story setup failed: ${status.errorMessage ?? ''}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { ...created, world };
}

/** The code of a slot. */
export function codeOf(created: CreateStoryResponse, slot: PlayerSlot): string {
  const code = created.codes[slot];
  if (!code) throw new Error(`no code for ${slot}`);
  return code;
}

/** The state the page stored for a code (Dexie 'taleforge', table 'stories'). */
export async function storedState(page: Page, code: string): Promise<ClientStoryState | null> {
  return page.evaluate(
    (key) =>
      new Promise<ClientStoryState | null>((resolve, reject) => {
        const open = indexedDB.open('taleforge');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('stories', 'readonly').objectStore('stories').get(key);
          get.onsuccess = () => {
            resolve((get.result as { state: ClientStoryState } | undefined)?.state ?? null);
            db.close();
          };
          get.onerror = () => reject(get.error);
        };
      }),
    code.toUpperCase(),
  );
}

/** How many actions wait in the page's outbox. */
export async function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('taleforge');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('outbox', 'readonly').objectStore('outbox').count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
        };
      }),
  );
}
