// Accounts as a new user meets them (issue 14 B): 'Create Account' signs in and clears the stale
// 'Password Invalid' notification; 'Forgot password?' mails a link (a real local SMTP server)
// that sets a new password once and signs in; an expired CSRF cookie does not fail an action;
// and no page a visitor opens logs a console error.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { closedAfterEachTest } from './support/contexts';
import { EDITOR_PASSWORD, newAuthor } from './support/editor-api';
import { waitForResetLink } from './support/mailbox';

const NEW_PASSWORD = 'Lantern-and-key-9';
const keep = closedAfterEachTest(test);

/** Console errors and uncaught exceptions of a page, collected as they happen. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

test("'Create Account' signs the new user in and clears the earlier 'Password Invalid'", async ({ page }) => {
  const tag = randomUUID().slice(0, 8);
  await page.goto('/users/signin?view=register');
  await page.getByLabel('Email').fill(`newcomer-${tag}@example.org`);
  await page.getByLabel('Username').fill(`newcomer_${tag}`);
  await page.getByLabel('Password', { exact: true }).fill('lowercase only');
  await page.getByLabel('Confirm password', { exact: true }).fill('lowercase only');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications).toContainText('Password Invalid');

  await page.getByLabel('Password', { exact: true }).fill(EDITOR_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(EDITOR_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(notifications).toContainText('Registration Successful');
  await expect(notifications).toContainText("Your account has been created and you're signed in.");
  await expect(notifications).not.toContainText('Password Invalid');
  const topBar = page.getByRole('navigation', { name: 'Main' });
  await expect(topBar.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(topBar.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  // Signed in for real: the account area opens.
  await page.goto('/users/my-stories');
  await expect(page.getByRole('link', { name: 'My Stories' })).toHaveAttribute('aria-current', 'page');
});

test("'Forgot password?' e-mails a one-time link that sets a new password and signs in", async ({ page, browser, baseURL }) => {
  const author = await newAuthor(baseURL!, 'forgetful');
  await page.goto('/users/signin?view=login');
  await page.getByLabel('Email').fill(author.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const form = page.getByRole('form', { name: 'Reset your password' });
  await expect(form.getByLabel('Email')).toHaveValue(author.email);
  await form.getByRole('button', { name: 'Send Reset Link' }).click();
  const sent = page.getByRole('tabpanel', { name: 'Log In' }).getByRole('status');
  await expect(sent).toContainText('Check your inbox');
  await expect(sent).toContainText(`If an account uses ${author.email}`);

  const link = await waitForResetLink(author.email);
  expect(new URL(link).origin).toBe(new URL(baseURL!).origin);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Password must be 8+ characters and meet at least 3 of: lowercase, uppercase, number, special char.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText("Your new password is set and you're signed in.");
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' })).toBeVisible();

  // The session signed in before the reset has ended.
  const me = (await (await author.api.get(`/auth/me?requestId=${randomUUID()}`)).json()) as { data: { user: unknown } };
  expect(me.data.user).toBeNull();

  // The link works once.
  const again = await keep(await browser.newContext({ baseURL })).newPage();
  await again.goto(link);
  await again.getByLabel('New password', { exact: true }).fill('Another-key-10');
  await again.getByLabel('Confirm new password', { exact: true }).fill('Another-key-10');
  await again.getByRole('button', { name: 'Set New Password' }).click();
  await expect(again.getByRole('alert')).toHaveText('This reset link has expired or has already been used. Please ask for a new one.');
  await again.getByRole('button', { name: 'Send a New Link' }).click();
  await expect(again.getByRole('form', { name: 'Reset your password' })).toBeVisible();

  // The new password signs in; the old one does not.
  await again.goto('/users/signin?view=login');
  await again.getByLabel('Email').fill(author.email);
  await again.getByLabel('Password', { exact: true }).fill(EDITOR_PASSWORD);
  await again.getByRole('button', { name: 'Log In' }).click();
  await expect(again.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();
  await again.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await again.getByRole('button', { name: 'Log In' }).click();
  await expect(again).toHaveURL(/\/$/);
});

test('an expired CSRF cookie does not fail an action: the server hands out a fresh one and the single retry succeeds', async ({ page }) => {
  await page.goto('/for-storytellers', { waitUntil: 'networkidle' });
  const dialog = page.getByRole('dialog', { name: 'Stay Updated' });
  // A first subscription loads the form's code, so that the next one sends nothing but its POST.
  await page.getByRole('button', { name: 'Subscribe' }).first().click();
  await dialog.getByLabel('E-mail address').fill(`warm-${randomUUID().slice(0, 8)}@example.org`);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByText('Thanks for subscribing!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Subscribe' }).first().click();
  await dialog.getByLabel('E-mail address').fill(`csrf-${randomUUID().slice(0, 8)}@example.org`);
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/newsletter/subscribe')) statuses.push(r.status());
  });
  // The cookie expires while the form is open, just before Subscribe: in one turn of the page's
  // event loop, so no other response (each hands out a cookie when there is none) comes between.
  await dialog.getByRole('button', { name: 'Subscribe' }).evaluate((button) => {
    document.cookie = 'XSRF-TOKEN=; Max-Age=0; path=/';
    (button as HTMLButtonElement).click();
  });
  await expect(dialog.getByText('Thanks for subscribing!')).toBeVisible();
  expect(statuses).toEqual([403, 200]);
});

test('no page a visitor opens logs a console error', async ({ page, request }) => {
  const published = (await (await request.get(`/templates/published?requestId=${randomUUID()}`)).json()) as { data: { templates: { id: string }[] } };
  const templateId = published.data.templates[0]!.id;
  const errors = collectErrors(page);
  const pages = [
    '/',
    '/library',
    `/templates/${templateId}/configure`,
    '/setup',
    '/academy',
    '/for-storytellers',
    '/for-coaches',
    '/for-educators',
    '/privacy',
    '/credits',
    '/users/signin?view=login',
    '/users/signin?view=register',
    '/users/my-stories',
    '/users/reset-password?token=not-a-real-link',
    '/no-such-page',
  ];
  for (const path of pages) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('h1').first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});
