// A beat's text grows on the page while a (fake, streaming) model writes it, then the stored beat
// with its options replaces it: the first beat in place of the character card's spinner, the next
// in place of the placeholder page's spinner. Against its own server whose narrator is the fake
// model at 100 tokens a second (sync-server/testing/model-server.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../sync-server/testing/server-process';
import { codeOf, createReadyStory, pickWorld } from './support/game-api';
import { choose, optionButtons, selectCharacter, waitForChoice } from './support/game-play';

let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  // Its own server starts through tsx: on a busy machine that takes longer than a test's default.
  test.setTimeout(180_000);
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

/**
 * Records, in the page, every length the draft's text takes while it is on screen (0 when it is
 * gone), so a test reads how it grew without racing the stream: a look from the test may come
 * after the last token on a busy machine, the page's own record never misses a step.
 */
function recordDraftLengths(): void {
  const lengths: number[] = [];
  (window as unknown as { draftLengths: number[] }).draftLengths = lengths;
  new MutationObserver(() => {
    const draft = document.querySelector('[data-testid="beat-draft"]');
    const length = draft ? (draft.textContent ?? '').length : 0;
    if (lengths.at(-1) !== length) lengths.push(length);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** The lengths each draft shown so far took, one list per draft, in order. */
async function draftsSeen(page: Page): Promise<number[][]> {
  const lengths = await page.evaluate(() => (window as unknown as { draftLengths: number[] }).draftLengths);
  const drafts: number[][] = [[]];
  for (const length of lengths) {
    if (length === 0) drafts.push([]);
    else drafts.at(-1)!.push(length);
  }
  return drafts.filter((d) => d.length > 0);
}

/** A draft grew: past its "being written" line, it took at least two lengths, each longer than the last. */
function grew(lengths: number[] | undefined): boolean {
  if (!lengths) return false;
  const written = lengths.slice(1);
  return written.length >= 2 && written.every((n, i) => i === 0 || n > written[i - 1]!);
}

test('a beat’s text grows while the model writes it, then the beat appears with its options', async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(recordDraftLengths);
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const world = await pickWorld(api, 1);
  const created = await createReadyStory(api, { players: 1, world });
  await page.goto(`${server.url}/game/${codeOf(created, 'player1')}`);
  await selectCharacter(page);

  // The first beat: its draft replaces the character card's spinner, and grows.
  const draft = page.getByTestId('beat-draft');
  await expect(draft).toBeVisible({ timeout: 60_000 });
  await expect(draft.getByText('Generating next story beat...')).toBeVisible();
  await page.screenshot({ path: 'e2e/.artifacts/screens/beat-stream-first-phone.png' });
  // Then the stored beat with its options, and no draft.
  await waitForChoice(page, 1);
  await expect(draft).toHaveCount(0);
  const [firstDraft] = await draftsSeen(page);
  expect(grew(firstDraft), `the first draft's lengths: ${firstDraft}`).toBe(true);

  // The next beat grows in place of the placeholder page's spinner (on a tablet this time).
  await page.setViewportSize({ width: 820, height: 1180 });
  await choose(page, 0);
  await expect(draft).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Beat 2 is on its way' })).toBeVisible();
  await page.screenshot({ path: 'e2e/.artifacts/screens/beat-stream-next-tablet.png' });
  await waitForChoice(page, 2);
  await expect(draft).toHaveCount(0);
  const secondDraft = (await draftsSeen(page))[1];
  expect(grew(secondDraft), `the second draft's lengths: ${secondDraft}`).toBe(true);
  await expect(optionButtons(page)).toHaveCount(3);
  await api.dispose();
});
