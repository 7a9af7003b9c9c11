// Issue 13.11: a creator invites co-authors by e-mail from the editor. The answer reads the same
// for an address with an account and one without; the account with the address finds the World
// under My Worlds, Shared with you, and can leave it (after a confirm dialog); an address that
// registers later finds it there too. With EDITOR_SHOTS set, My Worlds with a shared World and
// the Leave dialog are photographed at phone and tablet size.
import { randomUUID } from 'node:crypto';
import { request as playwrightRequest, expect, test, type Page } from '@playwright/test';
import { contextFor, createWorld, EDITOR_PASSWORD, inviteCoauthor, newAuthor, type Author } from './support/editor-api';
import { TOUR_VIEWPORTS, tourFolder } from './support/screenshot-tour';

test.setTimeout(150_000);

/** Registers and signs in an account with exactly `email` (newAuthor picks its own address). */
async function registerAs(baseURL: string, email: string, username: string): Promise<Author> {
  const api = await playwrightRequest.newContext({ baseURL });
  await api.get(`/health?requestId=${randomUUID()}`);
  const token = decodeURIComponent((await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const send = async (path: string, data: Record<string, unknown>) => {
    const res = await api.post(path, { headers: { 'X-CSRF-TOKEN': token }, data: { requestId: randomUUID(), ...data } });
    const body = (await res.json()) as { status: string; data: { user: { id: string } }; errorMessage?: string };
    if (body.status !== 'success') throw new Error(`${path}: ${body.errorMessage}`);
    return body.data;
  };
  await send('/auth/register', { email, username, password: EDITOR_PASSWORD });
  const { user } = await send('/auth/login', { email, password: EDITOR_PASSWORD, rememberMe: false });
  return { api, username, email, id: user.id };
}

async function invite(page: Page, address: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Co-authors' });
  await dialog.getByLabel('Invite by username or e-mail').fill(address);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  const notice = dialog.getByText(`${address.toLowerCase()} is invited.`, { exact: false });
  await expect(notice).toBeVisible();
  return (await notice.innerText()).replace(address.toLowerCase(), 'ADDRESS');
}

/** My Worlds' row of a World shared with the viewer. */
const sharedRow = (page: Page, title: string) => page.getByRole('region', { name: 'Shared with you' }).getByRole('article').filter({ hasText: title });

test('invite by e-mail: the same answer with or without an account; the invitee sees the World as shared and leaves it; a later registrant finds it', async ({ browser, baseURL }) => {
  const ada = await newAuthor(baseURL!, 'ada');
  const ben = await newAuthor(baseURL!, 'ben');
  const laterAddress = `later-${randomUUID().slice(0, 6)}@example.org`;
  const id = await createWorld(ada, { title: 'Harbour of Lanterns' });

  const adaContext = await contextFor(browser, ada);
  const adaPage = await adaContext.newPage();
  await adaPage.goto(`/users/my-worlds/${id}?tab=setup`);
  await expect(adaPage.locator('[data-sync]')).toHaveText('Saved', { timeout: 30_000 });
  await adaPage.getByRole('button', { name: 'Co-authors' }).click();
  // The same words whether the address has an account (Ben's) or not (yet).
  const forAccount = await invite(adaPage, ben.email.toUpperCase());
  const forNobody = await invite(adaPage, laterAddress);
  expect(forAccount).toBe(forNobody);
  const invited = adaPage.getByRole('list', { name: 'Invitations' });
  await expect(invited.getByRole('listitem')).toHaveText([ben.email.toLowerCase(), laterAddress]);
  await expect(adaPage.getByRole('dialog', { name: 'Co-authors' }).getByText('No co-authors yet.')).toBeVisible();
  await adaContext.close();

  // Ben finds it under Shared with you, opens it, then leaves it.
  const benContext = await contextFor(browser, ben);
  const benPage = await benContext.newPage();
  await benPage.goto('/users/my-worlds');
  const row = sharedRow(benPage, 'Harbour of Lanterns');
  await expect(row).toBeVisible();
  await expect(row).toContainText(`Shared by ${ada.username}`);
  await row.getByRole('link', { name: /^Edit/ }).click();
  await expect(benPage.locator('[data-sync]')).toHaveText('Saved', { timeout: 30_000 });
  await expect(benPage.getByLabel('Teaser', { exact: true })).toBeEditable();
  await benPage.goto('/users/my-worlds');
  await sharedRow(benPage, 'Harbour of Lanterns').getByRole('button', { name: /^Leave/ }).click();
  const confirm = benPage.getByRole('dialog', { name: 'Leave this World?' });
  await expect(confirm).toContainText(`“Harbour of Lanterns” will no longer be shared with you and leaves your list. What you wrote stays in the World, and ${ada.username} can invite you again.`);
  // Cancel keeps it; Leave removes it.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(sharedRow(benPage, 'Harbour of Lanterns')).toBeVisible();
  await sharedRow(benPage, 'Harbour of Lanterns').getByRole('button', { name: /^Leave/ }).click();
  await confirm.getByRole('button', { name: 'Leave' }).click();
  await expect(benPage.getByText('“Harbour of Lanterns” is no longer shared with you.')).toBeVisible();
  await expect(benPage.getByRole('region', { name: 'Shared with you' })).toHaveCount(0);
  await benPage.reload();
  await expect(benPage.getByRole('heading', { name: 'Your Worlds' })).toBeVisible();
  await expect(benPage.getByText('Harbour of Lanterns')).toHaveCount(0);
  // The World is closed to him again.
  expect((await ben.api.get(`/templates/${id}?requestId=${randomUUID()}`)).status()).toBe(403);
  await benContext.close();

  // The address that had no account registers: the World is shared with it at once.
  const later = await registerAs(baseURL!, laterAddress, `later_${randomUUID().slice(0, 6)}`);
  const laterContext = await contextFor(browser, later);
  const laterPage = await laterContext.newPage();
  await laterPage.goto('/users/my-worlds');
  await expect(sharedRow(laterPage, 'Harbour of Lanterns')).toContainText(`Shared by ${ada.username}`);
  await laterContext.close();
});

test('My Worlds with a shared World and its Leave dialog, at phone and tablet size', async ({ browser, baseURL }) => {
  const folder = tourFolder('EDITOR_SHOTS', 'My Worlds');
  const owner = await newAuthor(baseURL!, 'mira');
  const guest = await newAuthor(baseURL!, 'noor');
  await createWorld(guest, { title: 'Tidewater Almanac' });
  const id = await createWorld(owner, { title: 'The Glass Orchard at the End of the Northern Road' });
  await inviteCoauthor(owner, id, guest.email);
  for (const viewport of TOUR_VIEWPORTS) {
    const context = await contextFor(browser, guest, { viewport, deviceScaleFactor: 1, isMobile: viewport.width < 500, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/users/my-worlds');
    await expect(sharedRow(page, 'The Glass Orchard')).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${folder}/${viewport.width}x${viewport.height}-my-worlds-shared.png`, fullPage: true, animations: 'disabled' });
    await sharedRow(page, 'The Glass Orchard').getByRole('button', { name: /^Leave/ }).click();
    await expect(page.getByRole('dialog', { name: 'Leave this World?' })).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${folder}/${viewport.width}x${viewport.height}-leave-world.png`, animations: 'disabled' });
    await context.close();

    // The creator's side: the Co-authors dialog with the invitations and the notice of a new one.
    const ownerContext = await contextFor(browser, owner, { viewport, deviceScaleFactor: 1, isMobile: viewport.width < 500, hasTouch: true });
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(`/users/my-worlds/${id}?tab=setup`);
    await expect(ownerPage.locator('[data-sync]')).toHaveText('Saved', { timeout: 30_000 });
    await ownerPage.getByRole('button', { name: 'Co-authors' }).click();
    await invite(ownerPage, `guest-${viewport.width}@example.org`);
    await ownerPage.waitForTimeout(300);
    await ownerPage.screenshot({ path: `${folder}/${viewport.width}x${viewport.height}-coauthors-invited.png`, animations: 'disabled' });
    await ownerContext.close();
  }
});
