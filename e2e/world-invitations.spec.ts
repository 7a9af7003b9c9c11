// Issues 13.11 and 26.2: a creator invites co-authors by e-mail from the editor. The answer reads
// the same for an address with an account and one without; the invitation alone gives nobody the
// World (not the account with that address, not whoever registers it): it is a one-time link,
// e-mailed to the address (the e2e server's mailbox), or, on a server without SMTP, shown in the
// Co-authors dialog for the creator to copy and send. The invitee opens it, signs in (the link
// comes back after), accepts, edits the World, and can leave it (after a confirm dialog); the link
// does not work twice. With EDITOR_SHOTS set, the accept screen, My Worlds with a shared World,
// the Leave dialog and the Co-authors dialog with a link are photographed at phone and tablet size.
import { randomUUID } from 'node:crypto';
import { request as playwrightRequest, expect, test, type Page } from '@playwright/test';
import { contextFor, createWorld, EDITOR_PASSWORD, inviteCoauthor, newAuthor, type Author } from './support/editor-api';
import { waitForInvitationLink } from './support/mailbox';
import { startOwnServer, type OwnServer } from './support/own-server';
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

/** Invites an address from the open Co-authors dialog; answers the notice it shows (address masked). */
async function invite(page: Page, address: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Co-authors' });
  await dialog.getByLabel('Invite by username or e-mail').fill(address);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  const notice = dialog.getByText(`${address.toLowerCase()} is invited`, { exact: false });
  await expect(notice).toBeVisible();
  return (await notice.innerText()).replace(address.toLowerCase(), 'ADDRESS');
}

/** My Worlds' row of a World shared with the viewer. */
const sharedRow = (page: Page, title: string) => page.getByRole('region', { name: 'Shared with you' }).getByRole('article').filter({ hasText: title });

test('invite by e-mail: the same answer with or without an account; nobody gets the World until the link is accepted, signed in, once; the invitee leaves it', async ({ browser, baseURL }) => {
  const ada = await newAuthor(baseURL!, 'ada');
  const ben = await newAuthor(baseURL!, 'ben');
  const laterAddress = `later-${randomUUID().slice(0, 6)}@example.org`;
  const id = await createWorld(ada, { title: 'Harbour of Lanterns' });

  const adaContext = await contextFor(browser, ada);
  const adaPage = await adaContext.newPage();
  await adaPage.goto(`/users/my-worlds/${id}?tab=setup`);
  await expect(adaPage.locator('[data-sync]')).toHaveText('Saved', { timeout: 30_000 });
  await adaPage.getByRole('button', { name: 'Co-authors' }).click();
  // The same words whether the address has an account (Ben's) or not (yet); each link goes to its address.
  const forAccount = await invite(adaPage, ben.email.toUpperCase());
  const forNobody = await invite(adaPage, laterAddress);
  expect(forAccount).toBe(forNobody);
  expect(forAccount).toBe('ADDRESS is invited: a link went to that address. It works once, for seven days.');
  const benLink = await waitForInvitationLink(ben.email);
  expect(benLink).toMatch(/\/invitations\/accept\?token=[A-Za-z0-9_-]{40,}$/);
  const invited = adaPage.getByRole('list', { name: 'Invitations' });
  await expect(invited.getByRole('listitem')).toHaveCount(2);
  await expect(invited.getByRole('listitem').first()).toContainText(ben.email.toLowerCase());
  await expect(invited.getByRole('listitem').first()).toContainText('Link works until');
  await expect(adaPage.getByRole('dialog', { name: 'Co-authors' }).getByText('No co-authors yet.')).toBeVisible();
  await adaContext.close();

  // Someone registers the other address: the invitation gives them nothing.
  const squatter = await registerAs(baseURL!, laterAddress, `squat_${randomUUID().slice(0, 6)}`);
  expect((await squatter.api.get(`/templates/${id}?requestId=${randomUUID()}`)).status()).toBe(403);
  // Nor does it give Ben anything before he accepts.
  expect((await ben.api.get(`/templates/${id}?requestId=${randomUUID()}`)).status()).toBe(403);

  // Ben opens his link signed out: the page asks him to sign in and brings him back.
  const benContext = await browser.newContext();
  const benPage = await benContext.newPage();
  await benPage.goto(benLink);
  await expect(benPage.getByRole('heading', { name: 'Co-author a World' })).toBeVisible();
  await benPage.getByRole('link', { name: 'Sign in to accept' }).click();
  await benPage.getByLabel('Email').fill(ben.email);
  await benPage.getByLabel('Password', { exact: true }).fill(EDITOR_PASSWORD);
  await benPage.getByRole('button', { name: 'Log In' }).click();
  await expect(benPage).toHaveURL(/\/invitations\/accept\?token=/);
  await expect(benPage.getByText(`Signed in as ${ben.username}.`)).toBeVisible();
  await benPage.getByRole('button', { name: 'Accept invitation' }).click();
  // Accepted: the World opens in the editor, editable.
  await expect(benPage).toHaveURL(new RegExp(`/users/my-worlds/${id}`));
  await expect(benPage.locator('[data-sync]')).toHaveText('Saved', { timeout: 30_000 });
  await expect(benPage.getByLabel('Teaser', { exact: true })).toBeEditable();

  // The link works once: the squatter holding it now gets the expired answer.
  const squatterContext = await contextFor(browser, squatter);
  const squatterPage = await squatterContext.newPage();
  await squatterPage.goto(benLink);
  await squatterPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(squatterPage.getByRole('alert')).toHaveText("This invitation link has expired or has already been used. Ask the World's creator for a new one.");
  await squatterContext.close();

  // Ben finds it under Shared with you, then leaves it.
  await benPage.goto('/users/my-worlds');
  const row = sharedRow(benPage, 'Harbour of Lanterns');
  await expect(row).toBeVisible();
  await expect(row).toContainText(`Shared by ${ada.username}`);
  await row.getByRole('button', { name: /^Leave/ }).click();
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
  await benContext.close();
});

test.describe('on a server that sends no e-mail', () => {
  let own: OwnServer;
  test.beforeAll(async () => {
    own = await startOwnServer({ SEED_WORLDS: 'false' });
  });
  test.afterAll(async () => own?.close());

  test('the creator copies the link from the Co-authors dialog; the invitee accepts it and edits the World', async ({ browser }) => {
    const owner = await newAuthor(own.url, 'lena');
    const guest = await newAuthor(own.url, 'omar');
    const id = await createWorld(owner, { title: 'Lighthouse Ledger' });
    const ownerContext = await contextFor(browser, owner, { baseURL: own.url });
    await ownerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: own.url });
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(`/users/my-worlds/${id}?tab=setup`);
    await expect(ownerPage.locator('[data-sync]')).toHaveText('Saved', { timeout: 30_000 });
    await ownerPage.getByRole('button', { name: 'Co-authors' }).click();
    expect(await invite(ownerPage, guest.email)).toBe('ADDRESS is invited. Send them the link below.');
    const dialog = ownerPage.getByRole('dialog', { name: 'Co-authors' });
    const link = await dialog.getByLabel(`Invitation link for ${guest.email}`).inputValue();
    expect(link).toMatch(new RegExp(`^${own.url}/invitations/accept\\?token=[A-Za-z0-9_-]{40,}$`));
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await ownerPage.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await ownerContext.close();

    const guestContext = await contextFor(browser, guest, { baseURL: own.url });
    const guestPage = await guestContext.newPage();
    await guestPage.goto(link);
    await guestPage.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(guestPage).toHaveURL(new RegExp(`/users/my-worlds/${id}`));
    await expect(guestPage.locator('[data-sync]')).toHaveText('Saved', { timeout: 30_000 });
    await expect(guestPage.getByLabel('Teaser', { exact: true })).toBeEditable();
    await guestContext.close();
  });

  test('the accept screen, My Worlds with a shared World, its Leave dialog and the Co-authors dialog with a link, at phone and tablet size', async ({ browser }) => {
    const folder = tourFolder('EDITOR_SHOTS', 'My Worlds');
    const owner = await newAuthor(own.url, 'mira');
    const guest = await newAuthor(own.url, 'noor');
    await createWorld(guest, { title: 'Tidewater Almanac' });
    const id = await createWorld(owner, { title: 'The Glass Orchard at the End of the Northern Road' });
    for (const viewport of TOUR_VIEWPORTS) {
      const device = { baseURL: own.url, viewport, deviceScaleFactor: 1, isMobile: viewport.width < 500, hasTouch: true };
      const link = (await inviteCoauthor(owner, id, guest.email))!;
      // The accept screen, signed out then signed in.
      const visitor = await browser.newContext(device);
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(link);
      await expect(visitorPage.getByRole('link', { name: 'Sign in to accept' })).toBeVisible();
      await visitorPage.screenshot({ path: `${folder}/${viewport.width}x${viewport.height}-accept-signed-out.png`, fullPage: true, animations: 'disabled' });
      await visitor.close();
      const context = await contextFor(browser, guest, device);
      const page = await context.newPage();
      await page.goto(link);
      await expect(page.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
      await page.screenshot({ path: `${folder}/${viewport.width}x${viewport.height}-accept.png`, fullPage: true, animations: 'disabled' });
      await page.getByRole('button', { name: 'Accept invitation' }).click();
      await expect(page).toHaveURL(new RegExp(`/users/my-worlds/${id}`));
      await page.goto('/users/my-worlds');
      await expect(sharedRow(page, 'The Glass Orchard')).toBeVisible();
      await page.screenshot({ path: `${folder}/${viewport.width}x${viewport.height}-my-worlds-shared.png`, fullPage: true, animations: 'disabled' });
      await sharedRow(page, 'The Glass Orchard').getByRole('button', { name: /^Leave/ }).click();
      await expect(page.getByRole('dialog', { name: 'Leave this World?' })).toBeVisible();
      await page.screenshot({ path: `${folder}/${viewport.width}x${viewport.height}-leave-world.png`, animations: 'disabled' });
      await page.getByRole('dialog', { name: 'Leave this World?' }).getByRole('button', { name: 'Leave' }).click();
      await expect(page.getByRole('region', { name: 'Shared with you' })).toHaveCount(0);
      // A used link, as its next holder sees it.
      await page.goto(link);
      await page.getByRole('button', { name: 'Accept invitation' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await page.screenshot({ path: `${folder}/${viewport.width}x${viewport.height}-accept-used-link.png`, fullPage: true, animations: 'disabled' });
      await context.close();

      // The creator's side: the Co-authors dialog with the invitations and a new one's link.
      const ownerContext = await contextFor(browser, owner, device);
      const ownerPage = await ownerContext.newPage();
      await ownerPage.goto(`/users/my-worlds/${id}?tab=setup`);
      await expect(ownerPage.locator('[data-sync]')).toHaveText('Saved', { timeout: 30_000 });
      await ownerPage.getByRole('button', { name: 'Co-authors' }).click();
      await invite(ownerPage, `guest-${viewport.width}@example.org`);
      await ownerPage.screenshot({ path: `${folder}/${viewport.width}x${viewport.height}-coauthors-invited.png`, animations: 'disabled' });
      await ownerContext.close();
    }
  });
});
