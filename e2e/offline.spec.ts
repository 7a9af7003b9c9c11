// A learner on flaky Wi-Fi: the beats already seen stay readable offline after a reload, a choice
// made offline is shown as queued, and once back online it is delivered exactly once and the
// story moves on by exactly one turn.
import { expect, test, type Page } from '@playwright/test';
import { codeOf, createReadyStory, outboxSize, storedState } from './support/game-api';
import { choose, navigatorText, openGame, optionButtons, selectCharacter, waitForChoice, waitForServiceWorker } from './support/game-play';

test.use({ reducedMotion: 'reduce' });

async function ownBeats(page: Page, code: string) {
  const state = await storedState(page, code);
  const own = state?.players[state.playerSlot];
  return { state, beats: own && 'beatHistory' in own ? own.beatHistory : [] };
}

test('beats stay readable offline; an offline choice is queued and delivered exactly once', async ({ page, context, request }) => {
  const created = await createReadyStory(request, { players: 1 });
  const code = codeOf(created, 'player1');

  await openGame(page, code);
  await selectCharacter(page);
  await waitForChoice(page, 1);
  await choose(page, 0);
  await waitForChoice(page, 2);
  await choose(page, 1);
  await waitForChoice(page, 3);
  const before = await ownBeats(page, code);
  const titles = before.beats.map((b) => b.title);

  // The service worker must control the page for an offline reload.
  await waitForServiceWorker(page);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();

  await context.setOffline(true);
  await page.reload();
  // One offline message for this situation (issue 27): the banner's, and no other wording on the page.
  const banner = page.locator('[data-offline-banner]');
  await expect(banner).toHaveText("You're offline. You can reread every beat and choose. Your choice will be sent, and the story will go on, when you're back online.");
  await expect(page.getByText(/continues when you're back online|when you reconnect/)).toHaveCount(0);
  await expect(navigatorText(page)).toHaveText('Beat 3 of 3');
  await expect(page.getByRole('heading', { name: titles[2] })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('heading', { name: titles[1] })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('heading', { name: titles[0] })).toBeVisible();
  await expect(navigatorText(page)).toHaveText('Beat 1 of 3');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Choose offline: queued, shown at once.
  await choose(page, 2);
  await expect(page.getByText("Queued — will be sent when you're back online").first()).toBeVisible();
  await expect(optionButtons(page)).toHaveCount(0);
  expect(await outboxSize(page)).toBe(1);

  // Back online: delivered once, the next beat appears.
  await context.setOffline(false);
  await waitForChoice(page, 4);
  expect(await outboxSize(page)).toBe(0);
  const after = await ownBeats(page, code);
  expect(after.state!.currentTurn).toBe(before.state!.currentTurn + 1);
  expect(after.beats).toHaveLength(before.beats.length + 1);
  expect(after.beats[2]!.choice).toBe(2);
  expect(after.beats.map((b) => b.choice)).toEqual([0, 1, 2, -1]);
});
