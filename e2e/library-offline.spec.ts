// Issue 27 item 2: every World the library lists starts offline. The app keeps each listed World's
// full copy and its pictures (within the budget the library states) on the device in the
// background; offline, a World never opened before opens in the configurator, and a World that
// truly is not on the device says so on its card before the tap.
import { expect, test } from '@playwright/test';
import { waitForServiceWorker } from './support/game-play';

const BUTTON_HILL = 'The Finders of Button Hill';
const NOT_ON_DEVICE = 'Not saved on this device yet. Connect to the internet to play it.';

test('offline, a World never opened starts: its full copy and pictures were kept in the background', async ({ page, context }) => {
  await page.goto('/library');
  await waitForServiceWorker(page);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();

  // The library says, in plain words, what it keeps and the pictures' budget.
  const note = page.locator('[data-offline-worlds]');
  await expect(note).toHaveText(/^All \d+ Worlds are saved on this device and can start without a connection\. Their pictures may use up to 50 MB here \((\d+(\.\d)? MB|less than 0\.1 MB) now\)\.$/, { timeout: 60_000 });
  // Covers, portraits and element pictures of every listed World are kept, not only what was shown.
  const keptUrls = () => page.evaluate(async () => (await (await caches.open('world-pictures')).keys()).map((r) => r.url));
  const isPortrait = (u: string) => u.includes('/world_the-finders-of-button-hill/') && u.includes('/players/');
  await expect.poll(async () => (await keptUrls()).some(isPortrait), { timeout: 60_000 }).toBe(true);
  const portrait = (await keptUrls()).find(isPortrait)!;

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You're offline.")).toBeVisible();
  await expect(note).toContainText('can start without a connection');
  await expect(page.getByText(NOT_ON_DEVICE)).toHaveCount(0);

  // A World never opened before opens in the configurator, with no network.
  await page.getByRole('link', { name: `Play ${BUTTON_HILL}` }).click();
  await expect(page.getByRole('heading', { name: BUTTON_HILL, level: 1 })).toBeVisible();
  await expect(page.getByText('Template Not Available')).toHaveCount(0);
  // A picture never shown online is served from the kept pictures.
  expect(await page.evaluate(async (url) => (await fetch(url)).ok, portrait)).toBe(true);
});

test('a World that is not on the device says so on its card, offline, before the tap', async ({ browser }) => {
  // No service worker: the server's answers are routed here, so one World cannot be kept.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(/\/templates\/full\/world_the-finders-of-button-hill\b/, (route) => route.fulfill({ status: 503, body: 'busy' }));
  await page.goto('/library');
  const note = page.locator('[data-offline-worlds]');
  const cards = page.locator('article', { has: page.getByRole('link', { name: /^Play / }) });
  await expect(cards.first()).toBeVisible();
  const listed = await cards.count();
  // The pass is over: every World but the one the server would not give is on the device.
  await expect(note).toHaveText(new RegExp(`^${listed - 1} of ${listed} Worlds are saved on this device and can start without a connection\\. The rest are being saved while you are online\\.`), { timeout: 60_000 });

  await context.setOffline(true);
  await expect(note).toContainText('The others need a connection.');
  const card = page.locator('article', { has: page.getByRole('heading', { name: BUTTON_HILL }) });
  await expect(card.getByText(NOT_ON_DEVICE)).toBeVisible();
  await expect(card.getByRole('link', { name: `Play ${BUTTON_HILL}` })).toHaveAttribute('aria-disabled', 'true');
  // Every other card plays.
  await expect(page.getByText(NOT_ON_DEVICE)).toHaveCount(1);
  await context.close();
});
