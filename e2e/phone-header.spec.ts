// The phone as a returning player meets it: labelled story counters and a sign-out icon fully on
// screen in the signed-in top bar, My Stories opened by its address at the top of the page, and
// 'Continue your stories' in the first screenful of home.
import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { contextFor, EDITOR_PASSWORD, newAuthor } from './support/editor-api';
import { startOwnServer, type OwnServer } from './support/own-server';

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

  await expectSignOutOnScreen(page);
  await context.close();
});

/** With Install offered too (Chromium fires `beforeinstallprompt`), the sign-out icon is whole on screen. */
async function expectSignOutOnScreen(page: Page) {
  const bar = page.getByRole('banner');
  await page.evaluate(() => window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true })));
  await expect(bar.getByRole('button', { name: 'Install Taleforge' })).toBeVisible();
  const signOut = await bar.getByRole('button', { name: 'Sign out' }).boundingBox();
  expect(signOut).not.toBeNull();
  expect(signOut!.x).toBeGreaterThanOrEqual(0);
  expect(signOut!.x + signOut!.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.describe('an admin on a phone', () => {
  const admin = { email: 'admin-phone@example.org', password: EDITOR_PASSWORD };
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  });
  test.afterAll(async () => server?.close());

  test('Admin, Account, counters, Install and sign-out all fit at 390 px', async ({ browser }) => {
    const api = await playwrightRequest.newContext({ baseURL: server.url });
    await api.get(`/health?requestId=${randomUUID()}`);
    const token = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const login = await api.post('/auth/login', {
      headers: { 'X-CSRF-TOKEN': decodeURIComponent(token) },
      data: { requestId: randomUUID(), email: admin.email, password: admin.password, rememberMe: false },
    });
    expect((await login.json()).status).toBe('success');
    const context = await browser.newContext({ baseURL: server.url, storageState: await api.storageState(), viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/users/my-stories');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: '0 single-player stories' })).toBeVisible();
    await expectSignOutOnScreen(page);
    await context.close();
    await api.dispose();
  });
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
    // Within the first screenful of the page itself, whatever the page's scroll position.
    const bottom = await heading.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    expect(bottom, visit).toBeLessThanOrEqual(PHONE.height);
    await expect(page.getByRole('link', { name: /Resume/ }).first(), visit).toBeVisible();
  }
  await context.close();
});
