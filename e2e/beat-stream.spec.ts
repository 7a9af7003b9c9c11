// A beat's text grows on the page while a (fake, streaming) model writes it, then the stored beat
// with its options replaces it: the first beat in place of the character card's spinner, the next
// in place of the placeholder page's spinner. Against its own server whose narrator is the fake
// model at 100 tokens a second (sync-server/testing/model-server.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test, type Locator } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../sync-server/testing/server-process';
import { codeOf, createReadyStory, pickWorld } from './support/game-api';
import { choose, optionButtons, selectCharacter, waitForChoice } from './support/game-play';

let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-beat-stream-'));
  server = await startServerProcess(
    { DATA_DIR: dataDir, OPENAI_MODERATION: 'false', FAKE_TOKENS_PER_SECOND: '100' },
    120_000,
    { entry: 'sync-server/testing/model-server.ts' },
  );
});
test.afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Waits until the draft's text is longer than `than` characters; resolves with its length. */
async function grownPast(draft: Locator, than: number): Promise<number> {
  let length = 0;
  await expect.poll(async () => (length = (await draft.innerText().catch(() => '')).length), { timeout: 30_000 }).toBeGreaterThan(than);
  return length;
}

test('a beat’s text grows while the model writes it, then the beat appears with its options', async ({ page }) => {
  test.setTimeout(180_000);
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const world = await pickWorld(api, 1);
  const created = await createReadyStory(api, { players: 1, world });
  await page.goto(`${server.url}/game/${codeOf(created, 'player1')}`);
  await selectCharacter(page);

  // The first beat: its draft replaces the character card's spinner, and grows.
  const draft = page.getByTestId('beat-draft');
  await expect(draft).toBeVisible({ timeout: 60_000 });
  await expect(draft.getByText('Generating next story beat...')).toBeVisible();
  const first = await grownPast(draft, 0);
  const second = await grownPast(draft, first);
  await grownPast(draft, second);
  await page.screenshot({ path: 'e2e/.artifacts/screens/beat-stream-first-phone.png' });
  // Then the stored beat with its options, and no draft.
  await waitForChoice(page, 1);
  await expect(draft).toHaveCount(0);

  // The next beat grows in place of the placeholder page's spinner (on a tablet this time).
  await page.setViewportSize({ width: 820, height: 1180 });
  await choose(page, 0);
  await expect(draft).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Beat 2 is on its way' })).toBeVisible();
  const next = await grownPast(draft, 0);
  await grownPast(draft, next);
  await expect(draft.locator('h3')).not.toHaveText('');
  await page.screenshot({ path: 'e2e/.artifacts/screens/beat-stream-next-tablet.png' });
  await waitForChoice(page, 2);
  await expect(draft).toHaveCount(0);
  await expect(optionButtons(page)).toHaveCount(3);
  await api.dispose();
});
