// The phone as a returning player meets it: labelled story counters and a sign-out icon fully on
// screen in the signed-in top bar, My Stories opened by its address at the top of the page, and
// 'Continue your stories' in the first screenful of home.
import { expect, test } from '@playwright/test';
import { contextFor, newAuthor } from './support/editor-api';

const PHONE = { width: 390, height: 844 };

test('signed in at 390 px: labelled counters, and the sign-out icon inside the screen even with Install offered', async ({ browser, baseURL }) => {
  const author = await newAuthor(baseURL!, 'phone');
  const context = await contextFor(browser, author, { viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/users/my-stories');
  const bar = page.getByRole('banner');
  const single = bar.getByRole('link', { name: '0 single-player stories' });
  const multi = bar.getByRole('link', { name: '0 multi-player stories' });
  await expect(single).toBeVisible();
  await expect(multi).toBeVisible();
  // Not a bare '0 | 0': each number carries its label on screen, the first words of its name.
  await expect(single).toHaveText(/^0\s*single$/);
  await expect(multi).toHaveText(/^0\s*multi$/);

  // Chromium offers installation with `beforeinstallprompt`; the top bar then adds Install.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true })));
  await expect(bar.getByRole('button', { name: 'Install Taleforge' })).toBeVisible();
  const signOut = await bar.getByRole('button', { name: 'Sign out' }).boundingBox();
  expect(signOut).not.toBeNull();
  expect(signOut!.x).toBeGreaterThanOrEqual(0);
  expect(signOut!.x + signOut!.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await context.close();
});

test('My Stories opened by its address starts at the top, not at the footer', async ({ browser, baseURL }) => {
  const author = await newAuthor(baseURL!, 'scroll');
  const context = await contextFor(browser, author, { viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // A page opened by address and read to its end...
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // ...then My Stories by its address (typed, or a bookmark).
  await page.goto('/users/my-stories');
  await expect(page.getByText('No resumable stories found.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await context.close();
});

test('a returning visitor finds ‘Continue your stories’ in the first screenful of home', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // A story started on this device (its codes kept here)...
  await page.goto('/templates/world_the-ten-year-orchard/configure');
  await page.getByRole('button', { name: 'Start Story' }).click();
  await expect(page).toHaveURL(/\/story\/[^/]+$/);
  // ...then home again, as on the next visit.
  for (const visit of ['first return', 'next visit']) {
    await page.goto('/');
    const heading = page.getByRole('heading', { name: 'Continue your stories' });
    await expect(heading, visit).toBeVisible();
    const box = await heading.boundingBox();
    expect(box!.y + box!.height, visit).toBeLessThanOrEqual(PHONE.height);
    await expect(page.getByRole('link', { name: /Resume/ }).first(), visit).toBeVisible();
  }
  await context.close();
});
