// The installable shell: home shows the seeded Worlds, and once the service worker controls the
// page, a reload while offline still renders the app (and the cached Worlds).
import { expect, test } from '@playwright/test';

test('home shows the seeded Worlds and the app shell still renders offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Stories you steer/ })).toBeVisible();
  const worlds = page.getByRole('region', { name: 'Start from a World' });
  await expect(worlds.getByRole('heading', { name: 'The Redrawn City' })).toBeVisible();
  await expect(worlds.getByRole('link', { name: /^Play / })).toHaveCount(6);

  // The service worker installs on the first visit and controls the page from the next load.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // This load's Worlds request went through the service worker: wait until its copy is stored.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('templates-json');
        return (await cache.keys()).some((request) => new URL(request.url).pathname === '/templates/published');
      }),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You're offline.")).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Stories you steer/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Your Own Story' }).first()).toBeVisible();
  // The Worlds list comes from the service worker's template cache.
  await expect(worlds.getByRole('heading', { name: 'The Redrawn City' })).toBeVisible();

  // Another screen's code was precached too: the library opens offline from the device's copy.
  await page.getByRole('link', { name: 'Browse the Library' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The Redrawn City' })).toBeVisible();
  await context.setOffline(false);
});
