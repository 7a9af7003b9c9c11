// Issue 13.3: odd text never causes a 5xx. Every route of the app (listed from the Hono app) gets
// each text that cannot be stored (a NUL, lone surrogates) in every path parameter, query
// parameter and body field; every game message type the same in each field; and the WebSocket
// upgrades a NUL in their path. A success is such text accepted (2xx, or a socket message
// answered success) or a dropped connection; a 5xx (or the socket's unexpected error) counts apart.
import { CLIENT_MESSAGE_TYPES, type ResponseMessage } from '@schemas';
import WebSocket from 'ws';
import { encodeOdd, holdsUnsafeText, ODD_STRINGS } from '../testing/odd-text';
import { appRoutes, EXAMPLE_BODIES, exampleParams, QUERY_KEYS, setAt, stringSlots, type RouteContext } from '../testing/route-examples';
import { AuditCaller, gameSocketFrom, type AttackRow } from './audit-client';
import type { AuditContext } from './audit-context';

const UNSAFE = ODD_STRINGS.filter((s) => holdsUnsafeText(s));
const UNEXPECTED = 'An unexpected server error occurred.';

/** A valid message per client message type (the same as the realtime fuzz test's). */
function exampleMessage(type: string, ctx: AuditContext): Record<string, unknown> {
  const code = ctx.story.codes.player1!;
  const examples: Record<string, Record<string, unknown>> = {
    create_session: {},
    verify_code: { code, userId: null },
    rejoin_session: { playerCode: code },
    make_choice: { optionIndex: 0, turn: 1 },
    select_character: { identityIndex: 0, backgroundIndex: 0, learnerName: 'Ada' },
    exit_story: {},
    watch_class: { classId: 'class_not_there' },
    initialize_story: { prompt: 'A storm over the harbour', playerCount: 1 },
    initialize_from_template: { templateId: ctx.world.id, playerCount: ctx.world.playerCountMin, maxTurns: ctx.world.maxTurnsMin, difficultyLevel: { modifier: 0, title: 'Balanced' } },
  };
  return examples[type] ?? {};
}

/** HTTP routes, game messages and upgrades, as three rows. */
export async function oddTextAttacks(ctx: AuditContext): Promise<AttackRow[]> {
  // A signed-in author with a World of their own, so authoring routes run past their checks.
  const author = new AuditCaller(ctx.url, ctx.addresses.next());
  const tag = Math.random().toString(36).slice(2, 8);
  await author.send('POST', '/auth/register', { email: `odd-${tag}@example.org`, username: `odd_${tag}`, password: 'Odd-pass-1' });
  const login = await author.send('POST', '/auth/login', { email: `odd-${tag}@example.org`, password: 'Odd-pass-1' });
  const userId = (login.json?.data as { user: { id: string } }).user.id;
  const world = await author.send('POST', '/templates', { template: { title: 'Odd World' } });
  const routeCtx: RouteContext = { templateId: (world.json?.data as { template: { id: string } }).template.id, storyId: ctx.story.storyId, playerCode: ctx.story.codes.player1!, userId };

  let attempts = 0;
  let successes = 0;
  let fiveHundreds = 0;
  const tally = (status: number, urlOnly: boolean, odd: string) => {
    attempts++;
    if (status >= 500) fiveHundreds++;
    // A URL carries a NUL but never a lone surrogate (its bytes are not UTF-8), so only a NUL must be refused there.
    const mustRefuse = urlOnly ? odd.includes('\u0000') : true;
    if (status === 0 || (mustRefuse && status >= 200 && status < 300)) successes++;
  };
  for (const route of appRoutes()) {
    const example = EXAMPLE_BODIES[`${route.method} ${route.path}`]?.(routeCtx) ?? {};
    const params = exampleParams(route, routeCtx);
    const pathWith = (over: Record<string, string>) => route.path.replace(/:([A-Za-z]+)/g, (_, n: string) => encodeOdd({ ...params, ...over }[n] ?? ''));
    for (const odd of UNSAFE) {
      for (const name of [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!)) {
        tally((await author.send(route.method, pathWith({ [name]: odd }), example)).status, true, odd);
      }
      for (const key of ['requestId', ...(route.method === 'GET' ? QUERY_KEYS : []), 'x']) {
        tally((await author.send(route.method, `${pathWith({})}?${encodeOdd(key)}=${encodeOdd(odd)}`, example)).status, true, odd);
      }
      if (route.method === 'GET') continue;
      for (const slot of [...stringSlots(example), ['requestId'], ['extra']]) {
        tally((await author.send(route.method, pathWith({}), setAt(example, slot, odd))).status, false, odd);
      }
    }
  }
  const rows: AttackRow[] = [{ attack: '3 odd text: every HTTP route, every field', attempts, successes, fiveHundreds }];

  // Every game message type, the odd text in each of its fields and as a new one.
  attempts = successes = fiveHundreds = 0;
  const socket = await gameSocketFrom(ctx.url, ctx.addresses.next());
  for (const type of CLIENT_MESSAGE_TYPES) {
    const example = { ...exampleMessage(type, ctx), sessionId: socket.sessionId };
    for (const odd of UNSAFE.filter((s) => s.length < 50_000)) {
      for (const field of [...Object.keys(example), 'extra']) {
        attempts++;
        if (socket.ws.readyState !== WebSocket.OPEN) {
          successes++;
          continue;
        }
        const r: ResponseMessage = await socket.request(type, { ...example, [field]: odd }).catch(() => ({ type: '', status: 'error', timestamp: '', errorMessage: 'no reply' }));
        if (r.errorMessage === UNEXPECTED) fiveHundreds++;
        if (r.status === 'success' || r.errorMessage === 'no reply') successes++;
      }
    }
  }
  if (socket.ws.readyState !== WebSocket.OPEN) successes++;
  await socket.close();
  rows.push({ attack: '3 odd text: every game message type, every field', attempts, successes, fiveHundreds });

  // WebSocket upgrades with a NUL in their path or query.
  attempts = successes = fiveHundreds = 0;
  for (const path of ['/collab/%00', `/collab/${encodeURIComponent(routeCtx.templateId)}%00`, '/socket.io?x=%00']) {
    attempts++;
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${ctx.url.replace(/^http/, 'ws')}${path}`, { localAddress: ctx.addresses.next() });
      ws.once('open', () => (ws.close(), resolve(101)));
      ws.once('unexpected-response', (_q, res) => (ws.terminate(), resolve(res.statusCode ?? 0)));
      ws.once('error', () => resolve(0));
    });
    if (status >= 500) fiveHundreds++;
    if (status === 101 || status === 0) successes++;
  }
  rows.push({ attack: '3 odd text: WebSocket upgrades', attempts, successes, fiveHundreds });
  return rows;
}
