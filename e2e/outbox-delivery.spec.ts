// Issue 27 item 3: a choice made offline is sent by the app itself when the network returns (and
// when the app starts), wherever the learner is: here on My Stories, with no game page open. It is
// sent once: exactly one make_choice frame leaves the page for it.
import { expect, test, type Page } from '@playwright/test';
import { closedAfterEachTest } from './support/contexts';
import { contextFor, newAuthor } from './support/editor-api';
import { codeOf, createReadyStory, outboxSize, storedState } from './support/game-api';
import { choose, openGame, selectCharacter, waitForChoice, waitForServiceWorker } from './support/game-play';

test.use({ reducedMotion: 'reduce' });
test.setTimeout(120_000);
const keep = closedAfterEachTest(test);

/** Counts the make_choice frames the page sends over its game sockets. */
function countChoiceFrames(page: Page): { count: () => number } {
  let n = 0;
  page.on('websocket', (ws) => ws.on('framesent', (f) => typeof f.payload === 'string' && f.payload.includes('"make_choice"') && (n += 1)));
  return { count: () => n };
}

/** The player's choices as the device stored them from the server's state. */
async function storedChoices(page: Page, code: string): Promise<number[]> {
  const state = await storedState(page, code);
  const own = state?.players[state.playerSlot];
  return own && 'beatHistory' in own ? own.beatHistory.map((b) => b.choice) : [];
}

/** Resolves once the app's work at start has run: it waits for the page to be up and the browser idle (app/background-work.ts). */
async function startWorkDone(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-render', /hydrated|client|mismatch/);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(() => requestIdleCallback(resolve)))));
}

/** Opens a fresh story, picks a character, then chooses offline: the choice waits in the outbox. */
async function queueChoiceOffline(page: Page, code: string) {
  await openGame(page, code);
  await waitForServiceWorker(page);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await selectCharacter(page);
  await waitForChoice(page, 1);
  await page.context().setOffline(true);
  await choose(page, 1);
  await expect(page.getByText("Queued — will be sent when you're back online").first()).toBeVisible();
  expect(await outboxSize(page)).toBe(1);
}

test('a choice queued offline is sent when the network returns while the learner is on My Stories, once', async ({ browser, baseURL }) => {
  const learner = await newAuthor(baseURL!, 'learner');
  const code = codeOf(await createReadyStory(learner.api, { players: 1 }), 'player1');
  const context = keep(await contextFor(browser, learner));
  const page = await context.newPage();
  const frames = countChoiceFrames(page);
  await queueChoiceOffline(page, code);

  // Still offline, the learner goes to My Stories: nothing is sent.
  await page.goto('/users/my-stories');
  await expect(page.getByRole('heading', { name: 'My Stories' })).toBeVisible();
  // The app's delivery at start has found the device offline: the network's return must start another.
  await startWorkDone(page);
  expect(frames.count()).toBe(0);

  // The network returns; the learner stays on My Stories.
  await context.setOffline(false);
  await expect.poll(() => outboxSize(page), { timeout: 30_000 }).toBe(0);
  await expect.poll(async () => (await storedChoices(page, code))[0], { timeout: 30_000 }).toBe(1);
  expect(page.url()).toMatch(/\/users\/my-stories$/);
  expect(frames.count()).toBe(1);

  // Opening the story shows it moved on by exactly one turn, and nothing is sent again.
  await openGame(page, code);
  await waitForChoice(page, 2);
  expect(frames.count()).toBe(1);
});

test('a choice still queued when the app starts again online is sent at start, from My Stories', async ({ browser, baseURL }) => {
  const learner = await newAuthor(baseURL!, 'learner');
  const code = codeOf(await createReadyStory(learner.api, { players: 1 }), 'player1');
  const context = keep(await contextFor(browser, learner));
  const first = await context.newPage();
  await queueChoiceOffline(first, code);
  await first.close();

  // Later, online again, the app opens on My Stories.
  await context.setOffline(false);
  const page = await context.newPage();
  const frames = countChoiceFrames(page);
  await page.goto('/users/my-stories');
  await expect(page.getByRole('heading', { name: 'My Stories' })).toBeVisible();
  await expect.poll(() => outboxSize(page), { timeout: 30_000 }).toBe(0);
  await expect.poll(async () => (await storedChoices(page, code))[0], { timeout: 30_000 }).toBe(1);
  expect(frames.count()).toBe(1);
});
