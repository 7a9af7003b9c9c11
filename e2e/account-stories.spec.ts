// The account side: register and sign in through the forms, a story made while signed in shows in
// My Stories (offline too); archive it (confirm), find it in Archived Stories, resume it, delete it; the device
// forgets its codes. Then a protected page sends a signed-out visitor to sign in and back.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { closedAfterEachTest } from './support/contexts';
import { waitForServiceWorker } from './support/game-play';

// Contexts this spec opens are closed after each test (support/contexts.ts).
const keep = closedAfterEachTest(test);

test.setTimeout(180_000);

const PASSWORD = 'Quill-and-ink-7';

/** A fresh account per run (the e2e database starts empty, but reruns against one server must not clash). */
function newAccount() {
  const id = randomUUID().slice(0, 8);
  return { email: `reader-${id}@example.org`, username: `reader_${id}` };
}

/** Registers through the form; the new account is signed in and sent home with the success message. */
async function registerThroughForm(page: Page, account: { email: string; username: string }) {
  await page.goto('/users/signin?view=register');
  await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(page.getByText('At least 8 characters (not met)')).toBeAttached();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(page.getByText('At least 8 characters (met)')).toBeAttached();
  await page.getByLabel('Confirm password', { exact: true }).fill(`${PASSWORD}x`);
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await expect(page.getByText('Passwords do not match')).toBeHidden();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText("Your account has been created and you're signed in.");
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' })).toBeVisible();
}

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** The number of code sets the page keeps in IndexedDB. */
function codeSetCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('taleforge');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('codeSets', 'readonly').objectStore('codeSets').count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
      }),
  );
}

test('register, sign in, play, and archive, resume and delete a story from the account area', async ({ page }) => {
  const account = newAccount();
  await registerThroughForm(page, account);
  const topBar = page.getByRole('navigation', { name: 'Main' });
  await topBar.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(topBar.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.goto('/users/signin?view=login');

  // A wrong password: 'Login failed'.
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();

  await logIn(page, account.email);
  await expect(page).toHaveURL(/\/$/);
  await expect(topBar.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(topBar.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

  // A short solo story from the wizard, made while signed in.
  await page.goto('/setup?turns=5');
  await page.getByRole('button', { name: /Pretend to be/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /Idea/ }).click();
  await page.getByRole('button', { name: 'Create Story' }).click();
  await expect(page.getByText('Your Access Code:')).toBeVisible();
  const code = (await page.locator('p.font-mono').first().innerText()).trim();
  await expect(page.getByRole('button', { name: 'Begin' })).toBeEnabled({ timeout: 45_000 });
  expect(await codeSetCount(page)).toBe(1);

  // My Stories: the card, its Resume link, and the counter in the top bar.
  await topBar.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/users\/my-stories$/);
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: /Resume/ }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: /Resume/ })).toHaveAttribute('href', `/game/${code}`);
  await expect(topBar.getByRole('link', { name: /^1 single-player story/ })).toBeVisible();

  // Offline, My Stories and the signed-in top bar come from the device.
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(card).toHaveCount(1);
  await expect(page.getByText(/^You're offline. Showing them as of/)).toBeVisible();
  await expect(topBar.getByRole('link', { name: /^1 single-player story/ })).toBeVisible();
  await page.context().setOffline(false);
  await page.reload();
  await expect(card).toHaveCount(1);

  // Archive (after the confirm dialog): the card leaves, the device forgets the codes.
  await card.getByRole('button', { name: /Archive/ }).click();
  const archiveDialog = page.getByRole('dialog', { name: 'Archive this story?' });
  await archiveDialog.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Story archived')).toBeVisible();
  await expect(page.getByText('No resumable stories found.')).toBeVisible();
  expect(await codeSetCount(page)).toBe(0);

  // Archived Stories: Resume sets it active again.
  await page.getByRole('link', { name: 'Archived Stories' }).click();
  await expect(page).toHaveURL(/\/users\/archive$/);
  const archived = page.getByRole('article');
  await expect(archived).toHaveCount(1);
  await archived.getByRole('button', { name: /Resume/ }).click();
  await expect(page.getByText('Story resumed')).toBeVisible();
  await expect(page.getByText('No archived stories.')).toBeVisible();

  // Back in My Stories (from the server: the device holds no code any more); delete it.
  await page.getByRole('link', { name: 'My Stories' }).click();
  const again = page.getByRole('article');
  await expect(again).toHaveCount(1);
  await expect(again.getByRole('link', { name: /Resume/ })).toHaveAttribute('href', `/game/${code}`);
  await again.getByRole('button', { name: /Delete/ }).click();
  await page.getByRole('dialog', { name: 'Delete this story?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No resumable stories found.')).toBeVisible();
  await page.getByRole('link', { name: 'Archived Stories' }).click();
  await expect(page.getByText('No archived stories.')).toBeVisible();

  // Sign out, asked first (issue 27): Cancel keeps the account; confirmed, home, Sign In again, and the account area is closed.
  await topBar.getByRole('button', { name: 'Sign out' }).click();
  const ask = page.getByRole('dialog', { name: 'Sign out?' });
  await expect(ask).toContainText(`You are signed in as ${account.username}.`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(topBar.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await topBar.getByRole('button', { name: 'Sign out' }).click();
  await ask.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(topBar.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a protected page sends a visitor to sign in and back after login; the modal signs in in place', async ({ page, browser, baseURL }) => {
  const account = newAccount();
  await registerThroughForm(page, account);

  const visitor = await keep(await browser.newContext({ baseURL })).newPage();
  await visitor.goto('/users');
  await expect(visitor).toHaveURL(/\/users\/signin\?view=login$/);
  // Switching the view keeps the remembered origin.
  await visitor.getByRole('tab', { name: 'Create Account' }).click();
  await expect(visitor).toHaveURL(/view=register$/);
  await visitor.getByRole('tab', { name: 'Log In' }).click();
  await expect(visitor).toHaveURL(/view=login$/);
  await visitor.getByRole('button', { name: 'Log In' }).click();
  await expect(visitor.getByRole('alert').filter({ hasText: 'Please enter both email and password' })).toBeVisible();
  await logIn(visitor, account.email);
  await expect(visitor).toHaveURL(/\/users\/my-stories$/);
  await expect(visitor.getByRole('link', { name: 'My Stories' })).toHaveAttribute('aria-current', 'page');

  // The top bar's Sign In opens 'Login or Create Account' and stays on the page after login.
  const other = await keep(await browser.newContext({ baseURL })).newPage();
  await other.goto('/library');
  await other.getByRole('button', { name: 'Sign In' }).click();
  const modal = other.getByRole('dialog', { name: 'Login or Create Account' });
  await expect(modal).toBeVisible();
  await logIn(other, account.email);
  await expect(modal).toBeHidden();
  await expect(other).toHaveURL(/\/library$/);
  await expect(other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' })).toBeVisible();
});
