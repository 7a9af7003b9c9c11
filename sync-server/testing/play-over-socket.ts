// Plays stories through a real server, as a client would: creation over HTTP, then joining, choosing
// characters and playing to the end over the game socket (the engine-only driver is engine/testing/story-driver.ts).
import type { PlayerSlot } from '@schemas';
import { GameClient } from './game-client';
import type { apiCaller } from './test-server';

type Api = ReturnType<typeof apiCaller>;

/** Creates a story from a World through the API and waits until its setup job made it ready. */
export async function createReadyStory(
  api: Api,
  input: { templateId: string; playerCount: number; maxTurns: number },
): Promise<{ storyId: string; codes: Partial<Record<PlayerSlot, string>> }> {
  const created = await api.post('/stories/template', { ...input, generateImages: false, difficultyLevel: { modifier: 0, title: 'Balanced' } });
  if (created.body.status !== 'success') throw new Error(`story creation failed: ${JSON.stringify(created.body)}`);
  const { storyId, codes } = created.body.data as { storyId: string; codes: Partial<Record<PlayerSlot, string>> };
  await waitForStatus(api, storyId, 'ready');
  return { storyId, codes };
}

/** Polls the story's status until it is `want` (or failed), for at most `timeoutMs`. */
export async function waitForStatus(api: Api, storyId: string, want: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const r = await api.get(`/stories/${storyId}/status`);
    const status = (r.body.data as { status?: string } | undefined)?.status;
    if (status === want) return;
    if (status === 'failed') throw new Error(`story ${storyId} failed: ${JSON.stringify(r.body)}`);
    if (Date.now() > until) throw new Error(`story ${storyId} not ${want} after ${timeoutMs} ms (last: ${status})`);
    await new Promise((res) => setTimeout(res, 50));
  }
}

/**
 * Opens a socket, creates a session and joins with `code` (with `capabilities`, e.g. the PWA's beat
 * deltas and drafts); resolves once the client holds its state.
 */
export async function joinWithCode(baseUrl: string, code: string, opts: { checkRedaction?: boolean; history?: boolean; capabilities?: string[]; requestTimeoutMs?: number } = {}): Promise<GameClient> {
  const client = await GameClient.connect(baseUrl, opts);
  await client.createSession();
  const r = await client.request('verify_code', { code, ...(opts.capabilities ? { capabilities: opts.capabilities } : {}) });
  if (r.status !== 'success') throw new Error(`verify_code failed: ${r.errorMessage}`);
  await client.waitFor((c) => c.state !== null, opts.requestTimeoutMs ?? 20_000, 'first state');
  return client;
}

/** Selects identity/background `index` (mod 3) for every client, then waits until selection completes. */
export async function selectCharacters(clients: GameClient[], timeoutMs = 20_000): Promise<void> {
  await Promise.all(
    clients.map(async (c, i) => {
      const own = c.state?.players[c.state.playerSlot];
      if (own && own.identityChoice >= 0) return; // already chosen (e.g. from another socket holding the code)
      const r = await c.request('select_character', { identityIndex: i % 3, backgroundIndex: (i + 1) % 3 });
      if (r.status !== 'success') throw new Error(`select_character failed: ${r.errorMessage}`);
    }),
  );
  await Promise.all(clients.map((c) => c.waitFor((x) => !!x.state?.characterSelectionCompleted, timeoutMs, 'selection complete')));
}

/** Whether a client's latest beat is waiting for its choice. */
export function awaitingChoice(c: GameClient): boolean {
  const beat = c.latestBeat();
  return !!beat && beat.choice === -1 && !c.state?.gameOver;
}

/**
 * Plays every client's beats until game over: each waits for its next unchosen beat and picks an
 * option (`pick`, default a seeded-looking rotation). Returns the number of choices made.
 */
export async function playToEnd(clients: GameClient[], pick: (c: GameClient, turn: number) => number = (_c, t) => t % 3): Promise<number> {
  let choices = 0;
  await Promise.all(
    clients.map(async (c) => {
      for (;;) {
        await c.waitFor((x) => !!x.state?.gameOver || awaitingChoice(x), 30_000, 'next beat or game over');
        if (c.state?.gameOver) return;
        const beat = c.latestBeat()!;
        const r = await c.request('make_choice', { optionIndex: pick(c, beat.turn), turn: beat.turn });
        if (r.status !== 'success') throw new Error(`make_choice failed on turn ${beat.turn}: ${r.errorMessage}`);
        choices += 1;
        await c.waitFor((x) => !!x.state?.gameOver || (x.latestBeat()?.turn ?? 0) > beat.turn || x.latestBeat()?.choice !== -1, 30_000, 'choice recorded');
      }
    }),
  );
  return choices;
}
