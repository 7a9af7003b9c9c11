// Screenshots of the account screens for review (not assertions): the login form with 'Forgot
// password?', the reset request and its confirmation, the reset page (with the checklist and with
// a dead link), and the state right after 'Create Account', at 390x844 and 820x1180. Runs only when
// AUTH_SHOTS names a folder (outside the repository), e.g. AUTH_SHOTS=/tmp/auth-shots.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { closedAfterEachTest } from './support/contexts';
import { EDITOR_PASSWORD, newAuthor } from './support/editor-api';
import { waitForResetLink } from './support/mailbox';
import { TOUR_VIEWPORTS, tourFolder, type Viewport } from './support/screenshot-tour';

// Contexts this spec opens are closed after each test (support/contexts.ts).
const keep = closedAfterEachTest(test);

const folder = tourFolder('AUTH_SHOTS', 'account');

async function shot(page: Page, viewport: Viewport, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${folder}/${viewport.width}-${name}.png`, animations: 'disabled' });
}

test('account screenshots', async ({ browser, baseURL }) => {
  for (const viewport of TOUR_VIEWPORTS) {
    const context = keep(await browser.newContext({ baseURL, viewport, deviceScaleFactor: 1, isMobile: viewport.width < 500, hasTouch: true }));
    const page = await context.newPage();
    const author = await newAuthor(baseURL!, `shots${viewport.width}`);

    await page.goto('/users/signin?view=login');
    await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
    await shot(page, viewport, 'login-form');
    await page.getByLabel('Email').fill(author.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await shot(page, viewport, 'forgot-form');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Check your inbox')).toBeVisible();
    await shot(page, viewport, 'forgot-sent');

    // The modal variant, from the top bar.
    await page.goto('/library');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Login or Create Account' })).toBeVisible();
    await shot(page, viewport, 'login-modal');

    const link = await waitForResetLink(author.email);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Lantern-9');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Lantern-');
    await shot(page, viewport, 'reset-page');
    await page.goto('/users/reset-password?token=expired-or-used-link-token-000');
    await page.getByLabel('New password', { exact: true }).fill('Lantern-and-key-9');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Lantern-and-key-9');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await shot(page, viewport, 'reset-dead-link');

    const fresh = await keep(await browser.newContext({ baseURL, viewport, deviceScaleFactor: 1, isMobile: viewport.width < 500, hasTouch: true })).newPage();
    const tag = randomUUID().slice(0, 6);
    await fresh.goto('/users/signin?view=register');
    await fresh.getByLabel('Email').fill(`shot-${tag}@example.org`);
    await fresh.getByLabel('Username').fill(`shot_${tag}`);
    await fresh.getByLabel('Password', { exact: true }).fill('weak');
    await fresh.getByLabel('Confirm password', { exact: true }).fill('weak');
    await fresh.getByRole('button', { name: 'Create Account' }).click();
    await shot(fresh, viewport, 'register-password-invalid');
    await fresh.getByLabel('Password', { exact: true }).fill(EDITOR_PASSWORD);
    await fresh.getByLabel('Confirm password', { exact: true }).fill(EDITOR_PASSWORD);
    await fresh.getByRole('button', { name: 'Create Account' }).click();
    await expect(fresh).toHaveURL(/\/$/);
    await shot(fresh, viewport, 'after-register');
  }
});
