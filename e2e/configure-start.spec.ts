// Starting a story: the configurator's defaults (spec 1 §5, Balanced preselected), what the
// wizard and the configurator say when the device is offline (a solo World story starts on the device), and the configurator's rate-limit
// notice (spec 1 §8) against a server whose story budget is one.
import { expect, test } from '@playwright/test';
import { startOwnServer, type OwnServer } from './support/own-server';

const OFFLINE_TEXT = 'Starting a story needs a connection. Please try again once you are back online.';

test('the configurator starts at the World’s minimums with Balanced preselected, not the middle level', async ({ page }) => {
  // The Redrawn City: 1-4 players, 20-30 turns, levels Relaxed, Balanced, Challenging, Struggle
  // (the middle of those sorted by modifier is Challenging).
  await page.goto('/templates/world_the-redrawn-city/configure');
  await expect(page.getByRole('slider', { name: 'Number of players' })).toHaveValue('1');
  await expect(page.getByRole('slider', { name: 'Story length' })).toHaveValue('20');
  const difficulty = page.getByRole('slider', { name: 'Difficulty' });
  await expect(difficulty).toHaveAttribute('aria-valuetext', 'Balanced');
  await expect(page.getByText('Ups and downs. A balanced experience.')).toBeVisible();

  // A World without a balanced level starts at its middle level: Button Hill has Friendly and Relaxed.
  await page.goto('/templates/world_the-finders-of-button-hill/configure');
  await expect(page.getByRole('slider', { name: 'Difficulty' })).toHaveAttribute('aria-valuetext', 'Relaxed');
  await expect(page.getByRole('slider', { name: 'Story length' })).toHaveValue('10');
});

test('offline, the configurator (beyond a solo story) and the wizard say plainly that starting a story needs a connection', async ({ page, context }) => {
  await page.goto('/templates/world_the-redrawn-city/configure');
  await expect(page.getByRole('button', { name: 'Start Story' })).toBeEnabled();
  await context.setOffline(true);
  // One player: the device can play it by itself (issue 21, e2e/offline-solo.spec.ts); two cannot.
  await expect(page.getByRole('status').filter({ hasText: 'this solo story will be played on this device' })).toBeVisible();
  await page.getByRole('slider', { name: 'Number of players' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  await page.getByRole('button', { name: 'Start Story' }).click();
  const toast = page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: "You're offline" });
  await expect(toast.filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  await expect(page.getByText('Network/Server Error')).toHaveCount(0);
  await expect(page).toHaveURL(/\/configure$/);
  await context.setOffline(false);

  await page.goto('/setup?step=3&category=enjoy-fiction&players=1');
  await page.getByLabel(/Your story idea/).fill('A lighthouse keeper finds a door in the lamp room.');
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  await page.getByRole('button', { name: 'Create Story' }).click();
  await expect(toast.filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  await expect(page.getByText('Network/Server Error')).toHaveCount(0);
  await expect(page).toHaveURL(/\/setup\?/);
});

test.describe('with a story budget of one per address', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // RATE_LIMIT_SCALE 0.05: 20 stories per 10 minutes become 1.
    server = await startOwnServer({ RATE_LIMIT_SCALE: '0.05' });
  });
  test.afterAll(async () => server?.close());

  test('the configurator shows the rate-limit notice as the wizard does, and holds Start Story until it ends', async ({ page }) => {
    await page.goto(`${server.url}/templates/world_the-redrawn-city/configure`);
    await page.getByRole('button', { name: 'Start Story' }).click();
    await expect(page).toHaveURL(/\/story\/[^/]+$/);

    await page.goto(`${server.url}/templates/world_the-redrawn-city/configure`);
    await page.getByRole('button', { name: 'Start Story' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Spam protection' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/Rate limit exceeded\. Please try again in \d+:\d\d\./);
    await expect(page.getByText(/Rate Limit Exceeded/)).toBeVisible(); // the toast (spec 1 §8)
    await expect(page.getByRole('button', { name: 'Start Story' })).toBeDisabled();
    await expect(page).toHaveURL(/\/configure$/);
  });
});
