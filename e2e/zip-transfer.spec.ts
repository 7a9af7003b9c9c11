// Issue 18 in the browser: a creator exports a World from My Worlds (a real download), another
// creator imports the file as their own World, and importing it again asks first showing both
// dates; a collection import shows its summary; an editor open on a World sees an import replace
// it live. With ZIP_SHOTS set to a folder, the import dialogs and the export progress are
// photographed at phone and tablet size.
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { closedAfterEachTest } from './support/contexts';
import JSZip from 'jszip';
import { contextFor, createWorld, newAuthor, type Author } from './support/editor-api';
import { TOUR_VIEWPORTS, tourFolder } from './support/screenshot-tour';

// Contexts this spec opens are closed after each test (support/contexts.ts).
const keep = closedAfterEachTest(test);

test.setTimeout(150_000);

async function csrf(api: APIRequestContext): Promise<Record<string, string>> {
  const cookie = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-CSRF-TOKEN': decodeURIComponent(cookie!.value) };
}

/** The zip of some Worlds, exported through the API as `author`. */
async function exportZip(author: Author, templateIds: string[]): Promise<Buffer> {
  const res = await author.api.post('/templates/export', { headers: await csrf(author.api), data: { requestId: randomUUID(), templateIds } });
  expect(res.status()).toBe(200);
  return res.body();
}

/** Imports a zip through the API as `author`. */
async function importZip(author: Author, bytes: Buffer): Promise<{ status: string; data?: { outcome: string } }> {
  const res = await author.api.post('/templates/import', {
    headers: await csrf(author.api),
    multipart: { requestId: randomUUID(), zip: { name: 'world.zip', mimeType: 'application/zip', buffer: bytes } },
  });
  return (await res.json()) as { status: string; data?: { outcome: string } };
}

/** The same World's zip with its title and updatedAt changed (a newer version made elsewhere). */
async function newerVersion(bytes: Buffer, title: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(bytes);
  const file = JSON.parse(await zip.file('template.json')!.async('string')) as Record<string, unknown>;
  zip.file('template.json', JSON.stringify({ ...file, title, updatedAt: new Date(Date.now() + 60_000).toISOString() }));
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** A World's card in the shared templates list (cards on a phone). */
const row = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('export a World from My Worlds, import it back as another user; importing it again asks first with both dates, and Import anyway sends no second upload', async ({ browser, baseURL }, info) => {
  const ada = await newAuthor(baseURL!, 'ada');
  const ben = await newAuthor(baseURL!, 'ben');
  const title = `Lantern Quay ${randomUUID().slice(0, 4)}`;
  await createWorld(ada, { title, teaser: 'A harbour where every lamp remembers a ship.' });

  const adaPage = await keep(await contextFor(browser, ada, { acceptDownloads: true })).newPage();
  await adaPage.goto('/users/my-worlds');
  const download = adaPage.waitForEvent('download');
  await row(adaPage, title).getByRole('button', { name: `Export ${title}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${title.toLowerCase().replace(/ /g, '-')}.zip`);
  const path = info.outputPath('export.zip');
  await file.saveAs(path);
  await expect(adaPage.getByText('Export ready')).toBeVisible();
  const entries = Object.keys((await JSZip.loadAsync(await readFile(path))).files);
  expect(entries).toContain('template.json');

  const benPage = await keep(await contextFor(browser, ben)).newPage();
  await benPage.goto('/users/my-worlds');
  await expect(benPage.getByText("You haven't made any Worlds yet.")).toBeVisible();
  await benPage.getByLabel('Import single template', { exact: true }).setInputFiles(path);
  await expect(benPage.getByText(`“${title}” was added to your Worlds.`)).toBeVisible();
  const mine = row(benPage, title);
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('Creator');
  await expect(mine).toContainText('Draft');

  // The same file again: Ben's copy is the same version; nothing changes until he confirms.
  await benPage.getByLabel('Import single template', { exact: true }).setInputFiles(path);
  const ask = benPage.getByRole('dialog', { name: 'Same version already here' });
  await expect(ask).toContainText(`“${title}” here is the same version as the one in the file (both updated`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(row(benPage, title)).toHaveCount(1);
  // Again, and this time Import anyway: the upload checked a moment ago is imported by its token, not sent again (issue 32.4).
  const posts: string[] = [];
  benPage.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/templates/import')) posts.push(new URL(r.url()).pathname);
  });
  await benPage.getByLabel('Import single template', { exact: true }).setInputFiles(path);
  await ask.getByRole('button', { name: 'Import anyway' }).click();
  await expect(benPage.getByText(`“${title}” was replaced.`)).toBeVisible();
  expect(posts).toEqual(['/templates/import', '/templates/import/confirm']);
  await expect(row(benPage, title)).toHaveCount(1);
  // Ada's World is still Ada's.
  await adaPage.reload();
  await expect(row(adaPage, title)).toContainText('Creator');
});

test('import collection: the summary says what was imported and what was skipped, and why', async ({ browser, baseURL }, info) => {
  const cy = await newAuthor(baseURL!, 'cy');
  const a = await createWorld(cy, { title: 'Collection One' });
  const b = await createWorld(cy, { title: 'Collection Two' });
  const path = info.outputPath('collection.zip');
  const zip = await JSZip.loadAsync(await exportZip(cy, [a, b]));
  zip.file('broken/template.json', '{ "title": ');
  await (await import('node:fs/promises')).writeFile(path, await zip.generateAsync({ type: 'nodebuffer' }));
  const dee = await newAuthor(baseURL!, 'dee');
  const page = await keep(await contextFor(browser, dee)).newPage();
  await page.goto('/users/my-worlds');
  await page.getByLabel('Import collection', { exact: true }).setInputFiles(path);
  const summary = page.getByRole('dialog', { name: 'Collection imported' });
  await expect(summary).toContainText('2 imported, 0 skipped, 1 warning.');
  await expect(summary.getByRole('region', { name: 'Imported' })).toContainText('“Collection One” (new)');
  await expect(summary.getByRole('region', { name: 'Warnings' })).toContainText('Skipped broken/template.json is not valid JSON');
  await summary.getByRole('button', { name: 'Done' }).click();
  await expect(row(page, 'Collection Two')).toBeVisible();
  // Again: both are the same versions now, so both are skipped.
  await page.getByLabel('Import collection', { exact: true }).setInputFiles(path);
  await expect(summary).toContainText('0 imported, 2 skipped, 1 warning.');
  await expect(summary.getByRole('region', { name: 'Skipped' })).toContainText('“Collection One” — same version as the one here');
});

test('an editor open on a World sees an import replace it live', async ({ browser, baseURL }) => {
  const eve = await newAuthor(baseURL!, 'eve');
  const id = await createWorld(eve, { title: 'Before the Import' });
  const page = await keep(await contextFor(browser, eve)).newPage();
  await page.goto(`/users/my-worlds/${id}?tab=setup`);
  await expect(page.locator('[data-sync]')).toHaveText('Saved', { timeout: 30_000 });
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Before the Import');
  const answer = await importZip(eve, await newerVersion(await exportZip(eve, [id]), 'After the Import'));
  expect(answer).toMatchObject({ status: 'success', data: { outcome: 'imported' } });
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('After the Import');
});

for (const viewport of TOUR_VIEWPORTS) {
  test(`screenshots at ${viewport.width}x${viewport.height}: export progress, the confirmation, the collection summary`, async ({ browser, baseURL }, info) => {
    const folder = tourFolder('ZIP_SHOTS', 'zip dialog');
    const fay = await newAuthor(baseURL!, 'fay');
    const id = await createWorld(fay, { title: 'The Glass Orchard' });
    await createWorld(fay, { title: 'Salt Road Caravan' });
    const bytes = await exportZip(fay, [id]);
    const older = info.outputPath('older.zip');
    const zip = await JSZip.loadAsync(bytes);
    const file = JSON.parse(await zip.file('template.json')!.async('string')) as Record<string, unknown>;
    zip.file('template.json', JSON.stringify({ ...file, updatedAt: '2026-01-05T09:30:00.000Z' }));
    const fs = await import('node:fs/promises');
    await fs.writeFile(older, await zip.generateAsync({ type: 'nodebuffer' }));
    const collection = info.outputPath('collection.zip');
    const both = await JSZip.loadAsync(await exportZip(fay, [id]));
    both.file('broken/template.json', '{');
    await fs.writeFile(collection, await both.generateAsync({ type: 'nodebuffer' }));

    const page = await keep(await contextFor(browser, fay, { viewport })).newPage();
    await page.goto('/users/my-worlds');
    // Hold the export's answer to photograph the progress.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/templates/export', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Export all' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'MB' })).toBeVisible();
    await page.screenshot({ path: `${folder}/zip-export-progress-${viewport.width}.png` });
    release();
    await expect(page.getByText('Export ready')).toBeVisible();

    await page.getByLabel('Import single template', { exact: true }).setInputFiles(older);
    await expect(page.getByRole('dialog', { name: 'Replace with an older version?' })).toBeVisible();
    await page.screenshot({ path: `${folder}/zip-confirm-older-${viewport.width}.png` });
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByLabel('Import collection', { exact: true }).setInputFiles(collection);
    await expect(page.getByRole('dialog', { name: 'Collection imported' })).toBeVisible();
    await page.screenshot({ path: `${folder}/zip-collection-summary-${viewport.width}.png` });
  });
}
