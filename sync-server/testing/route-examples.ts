// Every route of the HTTP app, read from the Hono app itself, and a valid example body for each
// one that takes a body: what the odd-text property test (src/http/odd-text.test.ts) and the
// security audit (audit/) send, one field changed at a time. A new route needs an example here;
// the property test fails until it has one.
import { createApp } from '../src/app';
import { configSchema } from '../src/config';
import type { Db } from '../src/db/db';
import { createOfflineIllustrator } from '../src/images/illustrator';
import { localModerator } from '../src/limits/moderation';
import { RateLimiter } from '../src/limits/rate-limiter';
import { StoryCache } from '../src/stories/story-cache';
import { TurnService } from '../src/stories/turn-service';

/** A route as Hono lists it. */
export type Route = { method: string; path: string };

/** Ids the examples point at: a World the caller may edit, a story and one of its codes, a user. */
export type RouteContext = { templateId: string; storyId: string; playerCode: string; userId: string };

/** A valid body per non-GET route (without requestId). */
export const EXAMPLE_BODIES: Record<string, (ctx: RouteContext) => Record<string, unknown>> = {
  'POST /templates': () => ({ template: { title: 'A World', teaser: 'Short', tags: ['Fantasy'], guidelines: { world: 'Fog', rules: ['One'] } } }),
  'DELETE /templates/:id': () => ({}),
  'POST /templates/generate': () => ({ prompt: 'A lighthouse in fog', playerCount: 1, maxTurns: 10, gameMode: 'Cooperative', generateImages: false, category: 'enjoy-fiction' }),
  'POST /templates/:id/iterate': (ctx) => ({ templateId: ctx.templateId, feedback: 'More fog', sections: ['guidelines'], gameMode: 'Cooperative', playerCount: 1, maxTurns: 20 }),
  'POST /templates/:id/coauthors': () => ({ handle: 'someone' }),
  'DELETE /templates/:id/coauthors/:userId': () => ({}),
  'DELETE /templates/:id/invitations/:invitationId': () => ({}),
  'POST /stories': () => ({ prompt: 'A heist in a library', playerCount: 1, category: 'enjoy-fiction', difficultyLevel: { modifier: 0, title: 'Balanced' } }),
  'POST /stories/template': (ctx) => ({ templateId: ctx.templateId, playerCount: 1, maxTurns: 20, difficultyLevel: { modifier: 0, title: 'Balanced' } }),
  // A solo story played offline, uploaded before any character was chosen (issue 21).
  'POST /stories/offline': (ctx) => ({
    code: 'ODD2345678',
    inputs: {
      storyId: 'story_0dd0000000000000000000000000000a',
      seed: 'odd-seed-odd-seed-odd',
      engineVersion: 1,
      narratorVersion: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      templateId: ctx.templateId,
      playerCount: 1,
      maxTurns: 20,
      difficultyLevel: { modifier: 0, title: 'Balanced' },
      selection: null,
      choices: [],
    },
    digests: [],
  }),
  'PUT /stories/status': (ctx) => ({ storyId: ctx.storyId, playerSlot: 'player1', status: 'active', playerCode: ctx.playerCode }),
  'POST /auth/register': () => ({ email: 'odd@example.org', username: 'odd', password: 'Odd-pass-1' }),
  'POST /auth/login': () => ({ email: 'odd@example.org', password: 'Odd-pass-1', rememberMe: false }),
  'POST /auth/logout': () => ({}),
  'POST /auth/password': () => ({ currentPassword: 'Odd-pass-1', newPassword: 'Odd-pass-2' }),
  'POST /auth/password/forgot': () => ({ email: 'odd@example.org' }),
  'POST /auth/password/reset': () => ({ token: 'odd-token-odd-token-odd-token', password: 'Odd-pass-3' }),
  'POST /feedback/submit': (ctx) => ({ type: 'beat', rating: 'positive', comment: 'Nice', storyId: ctx.storyId, storyTitle: 'T', contactInfo: 'me', storyText: 'Once' }),
  'POST /newsletter/subscribe': () => ({ email: 'news@example.org' }),
  'POST /analytics/pageview': () => ({ path: '/library' }),
  // The zip uploads are multipart: a JSON body (what the fuzzer sends) is answered 400 with the spec's message.
  'POST /templates/export': (ctx) => ({ templateIds: [ctx.templateId], all: false }),
  'POST /templates/import': () => ({ overwrite: 'false' }),
  'POST /templates/import-collection': () => ({}),
  'POST /templates/import/confirm': () => ({ token: 'odd-token-odd-token-odd-token' }),
  'POST /invitations/accept': () => ({ token: 'odd-token-odd-token-odd-token' }),
  // One's own picture (issue 27) is multipart too: a JSON body gets 'Choose a picture to upload.'
  'POST /templates/:id/files': () => ({}),
  'POST /image-generation/template/cover': (ctx) => ({ templateId: ctx.templateId, coverPrompt: 'A lighthouse in fog', imageInstructions: { visualStyle: 'Ink wash' } }),
  'POST /image-generation/template/element': (ctx) => ({ templateId: ctx.templateId, elementId: 'el_1', appearance: 'Keeper\nA tall keeper in oilskins', imageInstructions: { visualStyle: 'Ink wash' } }),
  'PUT /templates/:id': () => ({ template: { teaser: 'A changed teaser', tags: ['Fantasy'] } }),
  'DELETE /admin/stories/:id': () => ({}),
  'DELETE /admin/users/:id': () => ({}),
  'PUT /admin/users/:id/permissions': () => ({ permission: 'templates_create', granted: true }),
  'POST /admin/users/:id/reset-link': () => ({}),
  'DELETE /admin/feedback/:id': () => ({}),
  'PUT /admin/carousel/order': (ctx) => ({ templates: [{ id: ctx.templateId, template: { order: 3 } }] }),
  'POST /classes': (ctx) => ({ templateId: ctx.templateId, title: 'Year 5 Blue', groups: [1, 1], maxTurns: 20, difficultyLevel: { modifier: 0, title: 'Balanced' }, generateImages: false }),
  'POST /classes/:id/end': () => ({}),
  'PUT /classes/:id/keep': () => ({ keep: true }),
  'DELETE /classes/:id': () => ({}),
  'POST /image-generation/template/player': (ctx) => ({ templateId: ctx.templateId, playerSlot: 'player1', identityIndex: 0, appearance: 'Ada, she/her. Short, red scarf', imageInstructions: { characterStyle: 'Ink portrait' } }),
};

/** Query parameters the GET routes read, besides requestId. */
export const QUERY_KEYS = ['clientStoryCodes', 'status', 'forWelcomeScreen', 'limit', 'offset', 'subdir'];

/** The path parameters a route's example uses: real ids, never the World a delete would remove. */
export function exampleParams(route: Route, ctx: RouteContext): Record<string, string> {
  return {
    // A story's id where the route reads a story (GET /admin/stories/{id}, issue 27).
    id:
      route.method === 'DELETE' && (route.path === '/templates/:id' || route.path.startsWith('/admin/'))
        ? 'tpl_not_there'
        : route.path === '/admin/stories/:id'
          ? ctx.storyId
          : ctx.templateId,
    userId: ctx.userId,
    invitationId: 'inv_not_there',
    // Picture paths: a real World or story, a picture it may not have.
    sourceId: route.path.startsWith('/images/stories/') ? ctx.storyId : ctx.templateId,
    subDirectory: route.path.startsWith('/images/stories/') ? 'players' : 'elements',
    file: 'el_1.svg',
    learner: '1',
  };
}

/**
 * Every route of the app (method and path pattern), listed by building the app without a
 * database: building it runs no query, and nothing here sends it a request.
 */
export function appRoutes(): Route[] {
  const noDatabase = new Proxy({} as Db, {
    get: (_, key) => (key === 'kind' ? 'pglite' : () => Promise.reject(new Error('appRoutes() only lists routes'))),
  });
  const cache = new StoryCache();
  const stories = { db: noDatabase, cache, turns: new TurnService(noDatabase, cache), limiter: new RateLimiter(), moderator: localModerator() };
  const writeWorld = () => Promise.reject(new Error('appRoutes() only lists routes'));
  const app = createApp({ db: noDatabase, config: configSchema.parse({ SEED_WORLDS: 'false' }), distDir: '/nonexistent', stories, writeWorld, images: { illustrator: createOfflineIllustrator() } });
  return [...new Map(app.routes.filter((r) => r.method !== 'ALL').map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }])).values()];
}

/** The string leaves of a body (as paths of keys). */
export function stringSlots(body: unknown, path: string[] = []): string[][] {
  if (typeof body === 'string') return [path];
  if (Array.isArray(body)) return body.flatMap((v, i) => stringSlots(v, [...path, String(i)]));
  if (body && typeof body === 'object') return Object.entries(body).flatMap(([k, v]) => stringSlots(v, [...path, k]));
  return [];
}

/** A copy of `body` with `value` at `path` (creating the last key). */
export function setAt(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}
