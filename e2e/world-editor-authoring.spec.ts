// Authoring (issue 27 item 7): an editor uploads their own picture for the cover and a co-author
// sees it appear; the creator deletes the World from inside the editor; authors who are not
// admins are told to ask an admin for an AI model, while admins still read the server's settings.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { closedAfterEachTest } from './support/contexts';
import { contextFor, createWorld, inviteCoauthor, newAuthor, signInAdmin } from './support/editor-api';

const keep = closedAfterEachTest(test);
test.use({ reducedMotion: 'reduce' });
test.setTimeout(150_000);

/** A small SVG cover, as an author might draw one. */
const COVER_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300"><rect width="200" height="300" fill="#2a4d69"/><circle cx="100" cy="110" r="40" fill="#f6d365"/></svg>');

const saved = (page: Page) => expect(page.locator('[data-sync]')).toHaveText('Saved', { timeout: 30_000 });

test('an editor uploads their own cover, a co-author sees it, and the creator deletes the World from the editor', async ({ browser, baseURL }) => {
  const dana = await newAuthor(baseURL!, 'dana');
  const eli = await newAuthor(baseURL!, 'eli');
  const admin = await signInAdmin(baseURL!);
  // Dana may use images (the admin grants templates_images as the Users table does).
  const granted = await admin.api.put(`/admin/users/${dana.id}/permissions`, { headers: await csrf(admin), data: { requestId: randomUUID(), permission: 'templates_images', granted: true } });
  expect(granted.status()).toBe(200);
  const id = await createWorld(dana, { title: 'Lanterns Over Millbrook' });
  await inviteCoauthor(dana, id, eli.username);
  const danaPage = await keep(await contextFor(browser, dana)).newPage();
  const eliPage = await keep(await contextFor(browser, eli)).newPage();
  for (const p of [danaPage, eliPage]) {
    await p.goto(`/users/my-worlds/${id}?tab=media`);
    await saved(p);
  }

  const upload = danaPage.getByRole('button', { name: 'Upload a cover picture' });
  await expect(upload).toHaveAttribute('aria-disabled', 'false');
  // The button opens the file chooser; the author picks their SVG.
  const chooser = danaPage.waitForEvent('filechooser');
  await upload.click();
  await (await chooser).setFiles({ name: 'my-cover.svg', mimeType: 'image/svg+xml', buffer: COVER_SVG });
  for (const p of [eliPage, danaPage]) {
    const cover = p.locator('img[alt="Cover image"]');
    await expect.poll(() => cover.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0).catch(() => false), { timeout: 20_000 }).toBe(true);
  }

  // Something that is not a picture is refused in words.
  const again = danaPage.waitForEvent('filechooser');
  await upload.click();
  await (await again).setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some notes, not a picture') });
  await expect(danaPage.getByRole('alert').filter({ hasText: 'This file is not a picture' })).toBeVisible();

  // A co-author cannot delete the World; the creator can, from the editor, after a confirmation.
  await expect(eliPage.getByRole('button', { name: 'Delete World' })).toHaveCount(0);
  await danaPage.getByRole('button', { name: 'Delete World' }).click();
  const dialog = danaPage.getByRole('dialog');
  await expect(dialog).toContainText('“Lanterns Over Millbrook” and its images are deleted for you and every co-author');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await danaPage.getByRole('button', { name: 'Delete World' }).click();
  await danaPage.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(danaPage).toHaveURL(/\/users\/my-worlds$/);
  await expect(danaPage.getByText('World deleted')).toBeVisible();
  await expect(danaPage.getByText("You haven't made any Worlds yet.")).toBeVisible();
  const gone = await dana.api.get(`/templates/${id}?requestId=${randomUUID()}`);
  expect(gone.status()).toBe(404);
});

test('an author is told to ask an admin for an AI model; an admin reads how to connect one', async ({ browser, baseURL }) => {
  const fay = await newAuthor(baseURL!, 'fay');
  const id = await createWorld(fay, { title: 'Fay’s Draft' });
  const fayPage = await keep(await contextFor(browser, fay)).newPage();
  await fayPage.goto(`/users/my-worlds/${id}?tab=ai-draft`);
  const note = fayPage.getByRole('complementary', { name: 'About the storyteller' });
  await expect(note).toContainText('Ask an admin to connect an AI model.');
  await expect(note).not.toContainText('OPENAI_API_KEY');
  await expect(note).not.toContainText('README');

  const admin = await signInAdmin(baseURL!);
  const adminPage = await keep(await contextFor(browser, admin)).newPage();
  await adminPage.goto(`/admin/templates/${id}?tab=ai-draft`);
  const adminNote = adminPage.getByRole('complementary', { name: 'About the storyteller' });
  await expect(adminNote).toContainText('OPENAI_API_KEY');
  await expect(adminNote).not.toContainText('Ask an admin');
});

async function csrf(author: { api: APIRequestContext }): Promise<Record<string, string>> {
  const cookie = (await author.api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-CSRF-TOKEN': decodeURIComponent(cookie!.value) };
}
