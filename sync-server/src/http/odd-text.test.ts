// Issue 13.3 at the HTTP boundary: odd text (NULs, control characters, lone surrogates, 100 KB
// strings) sent to every route of the app, in every path parameter, query parameter and body
// field, never gets a 5xx or a dropped connection, and a NUL or lone surrogate anywhere is
// answered 400 `invalid` in plain words. Routes are read from the Hono app, so a new route is
// fuzzed as soon as it exists (and needs an example body in testing/route-examples.ts, like the
// authorisation matrix needs a row).
import { UNSAFE_TEXT_MESSAGE, type TemplateMetadata } from '@schemas';
import fc from 'fast-check';
import { beforeAll, afterAll, expect, it } from 'vitest';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { unrefinedStrings } from '../../../schemas/testing/text-leaves';
import { makeUser, makeWorld, type TestUser } from '../../testing/collab-kit';
import { encodeOdd, holdsUnsafeText, ODD_STRINGS, oddText } from '../../testing/odd-text';
import { appRoutes, EXAMPLE_BODIES, exampleParams, QUERY_KEYS, setAt, stringSlots, type Route, type RouteContext } from '../../testing/route-examples';
import { forEachEngine } from '../../testing/test-db';
import { apiCaller, startTestServer } from '../../testing/test-server';
import type { Db } from '../db/db';
import type { ServerHandle } from '../server';
import { BOUNDARY_SCHEMAS } from './validate';
import { DEEP_CHECKS } from '../../../schemas/testing/deep-checks';

/**
 * The fixed odd strings sent everywhere: in `npm test` one of each kind (a NUL, a lone surrogate,
 * control characters, invisible and bidi marks, 100 KB with a NUL), all of them under `npm run test:deep`.
 */
const FIXED_ODD_STRINGS = DEEP_CHECKS ? ODD_STRINGS : ODD_STRINGS.filter((s) => ['a\u0000b', 'x\udfffy', '\u0001\u0002\u001f\u007f', '\u202e\u200b\ufeff'].includes(s) || (s.length > 100_000 - 1 && s.endsWith('\u0000')));

forEachEngine('odd text at the HTTP boundary (issue 13.3)', ({ open }) => {
  let db: Db;
  let server: ServerHandle;
  let routes: Route[];
  let creator: TestUser;
  const ctx: RouteContext = { templateId: '', storyId: '', playerCode: '', userId: '' };
  let fiveHundreds: string[] = [];

  beforeAll(async () => {
    db = await open();
    // Budgets far above the fuzzer's pace: odd but storable text must reach the database.
    server = await startTestServer(db, { env: { SEED_WORLDS: 'true', RATE_LIMIT_SCALE: '10000' } });
    routes = appRoutes();
    creator = await makeUser(db);
    ctx.userId = creator.id;
    await makeWorld(db, { ...exampleTemplate(), id: `tpl_odd_${Date.now()}`, publicationStatus: 'Draft' }, creator.id);
    ctx.templateId = (await db.query<{ id: string }>('select id from templates where creator_id = $1', [creator.id]))[0]!.id;
    const api = apiCaller(server.url);
    const published = (await api.get('/templates/published')).body.data as { templates: TemplateMetadata[] };
    const world = published.templates[0]!;
    const story = await api.post('/stories/template', { templateId: world.id, playerCount: world.playerCountMin, maxTurns: world.maxTurnsMin, difficultyLevel: { modifier: 0, title: 'Balanced' } });
    const data = story.body.data as { storyId: string; codes: Record<string, string> };
    ctx.storyId = data.storyId;
    ctx.playerCode = data.codes.player1!;
  }, 60_000);
  afterAll(async () => server?.close());

  /** One request over real HTTP; records any 5xx or dropped connection. */
  const send = async (route: Route, opts: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown; signedIn: boolean }) => {
    const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeOdd(opts.params?.[name] ?? ''));
    const query = Object.entries({ requestId: crypto.randomUUID(), ...opts.query })
      .map(([k, v]) => `${encodeOdd(k)}=${encodeOdd(v)}`)
      .join('&');
    const what = `${route.method} ${route.path}`;
    let res: Response;
    try {
      res = await fetch(`${server.url}${path}?${query}`, {
        method: route.method,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          // Signing out would end the session the other requests use.
          cookie: [opts.signedIn && route.path !== '/auth/logout' ? creator.cookie : '', 'XSRF-TOKEN=t'].filter(Boolean).join('; '),
          'x-csrf-token': 't',
        },
        ...(route.method === 'GET' ? {} : { body: JSON.stringify({ requestId: crypto.randomUUID(), ...(opts.body as object) }) }),
      });
    } catch (error) {
      fiveHundreds.push(`${what}: connection dropped (${String(error)})`);
      return { status: 0, body: null as unknown };
    }
    const text = await res.text();
    if (res.status >= 500) fiveHundreds.push(`${what}: ${res.status} ${text.slice(0, 200)}`);
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Node's own answers (431 for a 100 KB URL) carry no envelope.
    }
    return { status: res.status, body };
  };

  const validParams = (route: Route) => exampleParams(route, ctx);

  const expectRefused = (r: { status: number; body: unknown }, what: string) => {
    // A 100 KB URL is refused by Node before the app (431); everything else is the app's 400 invalid.
    if (r.status === 431) return;
    expect(r.status, what).toBe(400);
    expect(r.body, what).toMatchObject({ status: 'invalid', errorMessage: expect.stringContaining(UNSAFE_TEXT_MESSAGE) });
  };

  it('every route the validators use carries the shared refinement on every string', () => {
    const schemas = [...BOUNDARY_SCHEMAS];
    expect(schemas.length).toBeGreaterThan(10);
    expect(schemas.flatMap((s, i) => unrefinedStrings(s, `schema${i}`))).toEqual([]);
  });

  it('every non-GET route has an example body to fuzz', () => {
    const missing = routes.filter((r) => r.method !== 'GET' && !EXAMPLE_BODIES[`${r.method} ${r.path}`]).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('every route, every path parameter, query parameter and body field, with each fixed odd string: no 5xx, unsafe text refused as invalid', async () => {
    fiveHundreds = [];
    for (const route of routes) {
      const example = EXAMPLE_BODIES[`${route.method} ${route.path}`]?.(ctx) ?? {};
      const params = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
      for (const odd of FIXED_ODD_STRINGS) {
        const unsafe = holdsUnsafeText(odd);
        const what = `${route.method} ${route.path} with ${JSON.stringify(odd.slice(0, 12))}${odd.length > 12 ? `… (${odd.length})` : ''}`;
        for (const name of params) {
          const r = await send(route, { params: { ...validParams(route), [name]: odd }, body: example, signedIn: true });
          // URLs cannot carry a lone surrogate (its bytes are not UTF-8, so they are never decoded): only a NUL is unsafe there.
          if (odd.includes('\u0000')) expectRefused(r, `${what} in :${name}`);
        }
        for (const key of ['requestId', ...(route.method === 'GET' ? QUERY_KEYS : []), 'unknownKey']) {
          const r = await send(route, { params: validParams(route), query: { [key]: odd }, body: example, signedIn: true });
          if (odd.includes('\u0000')) expectRefused(r, `${what} in ?${key}`);
        }
        if (route.method === 'GET') continue;
        for (const slot of [...stringSlots(example), ['requestId'], ['unknownKey']]) {
          const r = await send(route, { params: validParams(route), body: setAt(example, slot, odd), signedIn: true });
          if (unsafe) expectRefused(r, `${what} in body.${slot.join('.')}`);
        }
        const asKey = await send(route, { params: validParams(route), body: { ...example, [odd.slice(0, 20)]: 1 }, signedIn: false });
        if (holdsUnsafeText(odd.slice(0, 20))) expectRefused(asKey, `${what} as a body key`);
      }
    }
    expect(fiveHundreds).toEqual([]);
  }, 300_000);

  it('random odd text in random places of random routes, signed in or not: never a 5xx', async () => {
    fiveHundreds = [];
    const request = fc.record({
      route: fc.constantFrom(...routes),
      signedIn: fc.boolean(),
      param: fc.option(oddText, { nil: undefined }),
      queryKey: fc.constantFrom('requestId', ...QUERY_KEYS, 'x'),
      queryValue: fc.option(oddText.filter((s) => s.length < 4000), { nil: undefined }),
      bodyPick: fc.nat(),
      bodyValue: fc.oneof(oddText, fc.array(oddText, { maxLength: 3 }), fc.dictionary(oddText.filter((s) => s.length < 50), oddText, { maxKeys: 3 })),
    });
    await fc.assert(
      fc.asyncProperty(request, async (q) => {
        const example = EXAMPLE_BODIES[`${q.route.method} ${q.route.path}`]?.(ctx) ?? {};
        const slots = [...stringSlots(example), ['requestId'], ['extra']];
        const body = setAt(example, slots[q.bodyPick % slots.length]!, q.bodyValue);
        const params = Object.fromEntries(Object.entries(validParams(q.route)).map(([k, v]) => [k, q.param ?? v]));
        const query = q.queryValue === undefined ? {} : { [q.queryKey]: q.queryValue };
        const r = await send(q.route, { params, query, body, signedIn: q.signedIn });
        expect(r.status).not.toBe(0);
        expect(r.status).toBeLessThan(500);
        if (q.route.method !== 'GET' && holdsUnsafeText(body)) expectRefused(r, `${q.route.method} ${q.route.path}`);
      }),
      { numRuns: 400, seed: 13_3 },
    );
    expect(fiveHundreds).toEqual([]);
    // Still serving normally afterwards.
    const health = await fetch(`${server.url}/health`);
    expect(await health.json()).toMatchObject({ status: 'success' });
  }, 300_000);

  it('the refusal names the field, and nothing odd was stored', async () => {
    const r = await send({ method: 'POST', path: '/feedback/submit' }, { body: { type: 'general', comment: 'fine', storyTitle: 'bad\u0000title' }, signedIn: false });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ status: 'invalid', errorMessage: `Invalid request: storyTitle: ${UNSAFE_TEXT_MESSAGE}` });
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from feedback where story_title like 'bad%'`);
    expect(row!.n).toBe(0);
  });
});
