import { CLIENT_MESSAGE_TYPES, MAX_REALTIME_FRAME_BYTES, type TemplateMetadata } from '@schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameClient } from '../../testing/game-client';
import { createReadyStory, joinWithCode, playToEnd, selectCharacters } from '../../testing/play-over-socket';
import { openTestDb } from '../../testing/test-db';
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
      requestId: fc.oneof(fc.uuid(), fc.constant(''), fc.integer(), fc.constant('r'.repeat(200))),
      sessionId: fc.oneof(fc.constant(sessionId), fc.string({ maxLength: 10 }), fc.integer()),
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

describe('realtime fuzz', () => {
  let server: ServerHandle;
  let api: ReturnType<typeof apiCaller>;
  let world: TemplateMetadata;
  beforeAll(async () => {
    // Generous limits: the fuzzer itself must not be what gets refused.
    server = await startTestServer(await openTestDb('pglite'), {
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
});
