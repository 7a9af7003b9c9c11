// The newsletter: subscribing an address, then the same address again, both end in
// 'Thanks for subscribing!' (spec 1 §8: 'already subscribed' counts as success).
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';

async function subscribe(page: Page, email: string): Promise<number> {
  await page.getByRole('button', { name: 'Subscribe' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Stay Updated' });
  await dialog.getByLabel('E-mail address').fill(email);
  const response = page.waitForResponse('**/newsletter/subscribe');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  const status = (await response).status();
  await expect(dialog.getByText('Thanks for subscribing!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  return status;
}

test('subscribe, then the same address again: both thank the reader', async ({ page }) => {
  const email = `letters-${randomUUID().slice(0, 8)}@example.org`;
  await page.goto('/for-storytellers');
  expect(await subscribe(page, email)).toBe(200);
  expect(await subscribe(page, email)).toBe(409);
});

test('a server error and a dropped connection show their own messages', async ({ page }) => {
  await page.goto('/for-storytellers');
  await page.route('**/newsletter/subscribe', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 'error', errorMessage: 'db down' }) }),
  );
  await page.getByRole('button', { name: 'Subscribe' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Stay Updated' });
  await dialog.getByLabel('E-mail address').fill('someone@example.org');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Server error. Please try again later.');
  await page.unroute('**/newsletter/subscribe');
  await page.route('**/newsletter/subscribe', (route) => route.abort('internetdisconnected'));
  await dialog.getByLabel('E-mail address').fill('someone@example.org ');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Network error. Please check your connection and try again.');
});
