import { CLIENT_MESSAGE_TYPES, MAX_REALTIME_FRAME_BYTES, UNSAFE_TEXT_MESSAGE, type ResponseMessage, type TemplateMetadata } from '@schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GameClient } from '../../testing/game-client';
import { holdsUnsafeText, ODD_STRINGS, oddText } from '../../testing/odd-text';
import { createReadyStory, joinWithCode, playToEnd, selectCharacters } from '../../testing/play-over-socket';
import { forEachEngine } from '../../testing/test-db';
import { apiCaller, startTestServer } from '../../testing/test-server';
import type { ServerHandle } from '../server';

/** Messages that look like the protocol but are wrong in one or more ways. */
function schemaNearMessage(sessionId: string, code: string) {
  const field = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.integer({ min: -5, max: 10 }),
    fc.double(),
    fc.string({ maxLength: 40 }),
    oddText,
    fc.constant(code),
    fc.constant(code.toLowerCase()),
    fc.constant(sessionId),
    fc.constant('x'.repeat(5000)),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.object({ maxDepth: 2 }),
  );
  return fc.record(
    {
      type: fc.oneof(fc.constantFrom(...CLIENT_MESSAGE_TYPES), fc.string({ maxLength: 12 }), fc.constant('__proto__')),
      requestId: fc.oneof(fc.uuid(), fc.constant(''), fc.integer(), fc.constant('r'.repeat(200)), oddText),
      sessionId: fc.oneof(fc.constant(sessionId), fc.string({ maxLength: 10 }), fc.integer(), oddText),
      code: field,
      playerCode: field,
      optionIndex: field,
      identityIndex: field,
      backgroundIndex: field,
      turn: field,
      prompt: field,
      templateId: field,
      playerCount: field,
    },
    { requiredKeys: ['type'] },
  );
}

forEachEngine('realtime fuzz', ({ open }) => {
  let server: ServerHandle;
  let api: ReturnType<typeof apiCaller>;
  let world: TemplateMetadata;
  beforeAll(async () => {
    // Generous limits: the fuzzer itself must not be what gets refused.
    server = await startTestServer(await open(), {
      env: { SEED_WORLDS: 'true' },
      rateLimits: {
        make_choice: { limit: 100_000, windowMs: 60_000 },
        unknown_code_address: { limit: 100_000, windowMs: 60_000 },
        unknown_code_session: { limit: 100_000, windowMs: 60_000 },
        create_story: { limit: 1000, windowMs: 60_000 },
        create_session: { limit: 100_000, windowMs: 60_000 },
      },
    });
    api = apiCaller(server.url);
    const list = await api.get('/templates/published');
    world = (list.body.data as { templates: TemplateMetadata[] }).templates.find((t) => t.playerCountMax >= 2)!;
  });
  afterAll(async () => server.close());

  it('survives thousands of random and schema-near messages, then a normal story still plays to the end', async () => {
    const { codes } = await createReadyStory(api, { templateId: world.id, playerCount: 2, maxTurns: world.maxTurnsMin });
    const victim = await joinWithCode(server.url, codes.player1!);
    const fuzzers = await Promise.all([0, 1, 2].map(() => GameClient.connect(server.url)));
    const sessionId = await fuzzers[0]!.createSession();
    fuzzers[0]!.sessionId = sessionId;

    const frames = fc.sample(
      fc.oneof(
        { weight: 5, arbitrary: schemaNearMessage(sessionId, codes.player1!).map((m) => JSON.stringify(m)) },
        { weight: 2, arbitrary: fc.json() },
        { weight: 2, arbitrary: fc.string({ maxLength: 300 }) },
        { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)) },
        { weight: 1, arbitrary: fc.constant('{"type":"make_choice","padding":"' + 'x'.repeat(MAX_REALTIME_FRAME_BYTES) + '"}') },
      ),
      { numRuns: 3000, seed: 20261122 },
    );
    let i = 0;
    for (const frame of frames) fuzzers[i++ % fuzzers.length]!.sendRaw(frame);
    // Every socket is still open and answering after the storm.
    for (const f of fuzzers) {
      const r = await f.request('create_session');
      expect(r.status).toBe('success');
      expect(f.ws.readyState).toBe(f.ws.OPEN);
    }
    // The socket's 500: an error the server did not expect. Odd text included, there is none.
    const unexpected = fuzzers.flatMap((f) => f.received).filter((m) => (m as ResponseMessage).errorMessage === 'An unexpected server error occurred.');
    expect(unexpected).toEqual([]);
    await Promise.all(fuzzers.map((f) => f.close()));

    // The story the fuzzers poked at is intact and plays to its end with a second player.
    const other = await joinWithCode(server.url, codes.player2!);
    await selectCharacters([victim, other]);
    await playToEnd([victim, other]);
    expect(victim.state?.gameOver).toBe(true);
    expect(victim.state?.currentTurn).toBe(world.maxTurnsMin);
    expect(victim.redactionViolations).toEqual([]);
    await Promise.all([victim.close(), other.close()]);
  }, 120_000);

  /** A valid message of each type the client may send (without requestId and sessionId); a new type needs one. */
  const EXAMPLES: Record<string, (codes: { code: string }) => Record<string, unknown>> = {
    create_session: () => ({}),
    verify_code: ({ code }) => ({ code, userId: null }),
    rejoin_session: ({ code }) => ({ playerCode: code }),
    make_choice: () => ({ optionIndex: 0, turn: 1 }),
    select_character: () => ({ identityIndex: 0, backgroundIndex: 0, learnerName: 'Ada' }),
    exit_story: () => ({}),
    watch_class: () => ({ classId: 'class_not_there' }),
    initialize_story: () => ({ prompt: 'A storm over the harbour', playerCount: 1, maxTurns: 25, gameMode: 'Cooperative', category: 'enjoy-fiction', difficultyLevel: { modifier: 0, title: 'Balanced' } }),
    initialize_from_template: () => ({ templateId: world.id, playerCount: world.playerCountMin, maxTurns: world.maxTurnsMin, difficultyLevel: { modifier: 0, title: 'Balanced' } }),
  };

  it('every message type, odd text in every field (and as a new field): unsafe text answered invalid, no unexpected error, no dropped socket (issue 13.3)', async () => {
    expect(CLIENT_MESSAGE_TYPES.filter((t) => !EXAMPLES[t])).toEqual([]);
    const { codes } = await createReadyStory(api, { templateId: world.id, playerCount: 1, maxTurns: world.maxTurnsMin });
    const client = await GameClient.connect(server.url);
    const sessionId = await client.createSession();
    const replies: ResponseMessage[] = [];
    let sent = 0;
    for (const type of CLIENT_MESSAGE_TYPES) {
      const example = { ...EXAMPLES[type]!({ code: codes.player1! }), sessionId };
      const fields = [...Object.keys(example).filter((k) => typeof example[k as keyof typeof example] === 'string' || k === 'difficultyLevel'), 'requestId', 'somethingNew'];
      for (const odd of ODD_STRINGS) {
        for (const field of fields) {
          const message = field === 'difficultyLevel' ? { ...example, difficultyLevel: { modifier: 0, title: odd } } : { ...example, [field]: odd };
          // The reply is matched by requestId; when the requestId itself is the odd text, by order.
          const requestId = field === 'requestId' ? odd : crypto.randomUUID();
          const before = client.received.length;
          client.sendRaw(JSON.stringify({ type, requestId, ...message }));
          sent++;
          // Notifications (a state update after an earlier accepted message) may arrive in between: the reply is the first answer after the send.
          const isAnswer = (m: unknown) => !String((m as { type?: unknown }).type ?? '').endsWith('_notification');
          await client.waitFor((c) => c.received.slice(before).some(isAnswer), 20_000, `reply to ${type}.${field}`);
          const reply = client.received.slice(before).find(isAnswer) as ResponseMessage;
          replies.push(reply);
          const what = `${type}.${field} = ${JSON.stringify(odd.slice(0, 12))}`;
          expect(reply.errorMessage, what).not.toBe('An unexpected server error occurred.');
          if (holdsUnsafeText(odd)) {
            expect(reply.status, what).toBe('invalid');
            // A frame over the size limit is refused for its size before its text is read.
            if (odd.length < MAX_REALTIME_FRAME_BYTES) expect(reply.errorMessage, what).toContain(UNSAFE_TEXT_MESSAGE);
          }
        }
      }
    }
    expect(replies).toHaveLength(sent);
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    expect((await client.request('create_session')).status).toBe('success');
    await client.close();
  }, 240_000);
});
