// Issue 29: when the AI model keeps failing, the story goes on with Taleforge's built-in storyteller
// and the game page says so in a plain sentence. Against its own server whose narrator is the fake
// model (sync-server/testing/model-server.ts) answering every turn's calls with HTTP 500, and a
// circuit breaker that opens after 2 failed calls in a row.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../sync-server/testing/server-process';
import { codeOf, createReadyStory, pickWorld } from './support/game-api';
import { choose, selectCharacter, waitForChoice } from './support/game-play';

const NOTICE = "The AI storyteller isn't working, so Taleforge's built-in storyteller is writing the rest of this story.";

let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-breaker-'));
  server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      OPENAI_MODERATION: 'false',
      FAKE_TOKENS_PER_SECOND: '0',
      FAKE_FAIL_CALLS: 'writeSwitch,planThread,writeBeat,writeMilestones',
      NARRATOR_BREAKER_FAILURES: '2',
    },
    120_000,
    { entry: 'sync-server/testing/model-server.ts' },
  );
});
test.afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a model that keeps failing: the story goes on, and the page says who writes it now', async ({ page }) => {
  test.setTimeout(120_000);
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const world = await pickWorld(api, 1);
  const created = await createReadyStory(api, { players: 1, world });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/game/${codeOf(created, 'player1')}`);
  await selectCharacter(page);

  // The first turn's switch and beat both fail: the breaker opens, and the first beat (written by
  // the built-in storyteller) comes with the notice.
  await waitForChoice(page, 1);
  const notice = page.getByTestId('storyteller-notice');
  await expect(notice).toHaveText(NOTICE);
  await expect(notice).toHaveAttribute('role', 'status');
  await page.screenshot({ path: 'e2e/.artifacts/screens/storyteller-notice-phone.png' });
  expect(server.output()).toContain('circuit breaker open after 2 failed model calls in a row: the built-in storyteller writes the rest of the story');

  // The story goes on without asking the model again, and the notice stays.
  await page.setViewportSize({ width: 820, height: 1180 });
  await choose(page, 0);
  await waitForChoice(page, 2);
  await expect(notice).toHaveText(NOTICE);
  await page.screenshot({ path: 'e2e/.artifacts/screens/storyteller-notice-tablet.png' });
  await api.dispose();
});
