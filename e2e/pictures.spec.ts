// Pictures (issue 17): a story with images shows its World's portraits, pictures in its beats and
// its interludes, and still shows them offline after a reload; an editor generates a cover and a
// co-author sees it appear live; a creator without templates_images reads the spec's texts and
// the server refuses the call; the library shows the seeded Worlds' covers.
import { randomUUID } from 'node:crypto';
import { IMAGE_TEXTS } from '@schemas';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { closedAfterEachTest } from './support/contexts';
import { contextFor, createWorld, inviteCoauthor, newAuthor, signInAdmin } from './support/editor-api';
import { codeOf, createReadyStory } from './support/game-api';
import { choose, navigatorText, openGame, selectCharacter, waitForChoice, waitForServiceWorker } from './support/game-play';

// Contexts this spec opens are closed after each test (support/contexts.ts).
const keep = closedAfterEachTest(test);

test.use({ reducedMotion: 'reduce' });
test.setTimeout(150_000);

/** Waits until every picture of `images` has loaded (decoded, with a size). */
async function loaded(images: Locator, atLeast = 1): Promise<void> {
  await expect.poll(() => images.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(atLeast);
  for (const img of await images.all()) {
    // Pictures below the fold load lazily: bring each to the screen, as a reader scrolling does.
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
  }
}

const beatPictures = (page: Page) => page.locator('article figure img');

test('a story with images shows portraits, beat and interlude pictures, and still shows them offline after a reload', async ({ page, context, request }) => {
  const created = await createReadyStory(request, { players: 1, generateImages: true });
  const code = codeOf(created, 'player1');
  await openGame(page, code);

  // The World's portraits on character selection, with their alt text and intrinsic size.
  const portraits = page.locator('img[alt^="Portrait of"]');
  await loaded(portraits, 3);
  expect(await portraits.first().getAttribute('width')).toBe('420');
  await selectCharacter(page);

  // Beat 1: its 1-2 pictures arrive in place (a placeholder first, then the picture).
  await waitForChoice(page, 1);
  await loaded(beatPictures(page));
  for (const img of await beatPictures(page).all()) {
    expect(await img.getAttribute('alt')).not.toBe('');
    expect(await img.getAttribute('loading')).toBe('lazy');
  }
  await choose(page, 0);
  await waitForChoice(page, 2);
  await loaded(beatPictures(page));

  // Once the service worker controls the page, what it shows (and keeps) comes through it.
  await waitForServiceWorker(page);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await waitForChoice(page, 2);
  await loaded(beatPictures(page));
  const sources = await beatPictures(page).evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc));
  await expect.poll(() => page.evaluate(async (urls) => (await Promise.all(urls.map((u) => caches.match(u)))).every(Boolean), sources), { timeout: 20_000 }).toBe(true);

  // Offline, after a reload: the latest beat and the one before still show their pictures.
  await context.setOffline(true);
  await page.reload();
  await expect(navigatorText(page)).toHaveText('Beat 2 of 2');
  await loaded(beatPictures(page));
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(navigatorText(page)).toHaveText('Beat 1 of 2');
  await loaded(beatPictures(page));
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // A choice made offline waits on the placeholder page: its interludes show the beat's pictures.
  await choose(page, 1);
  const carousel = page.getByRole('region', { name: 'Meanwhile' });
  await expect(carousel).toBeVisible();
  await loaded(carousel.locator('img'));
  await context.setOffline(false);
  await waitForChoice(page, 3);
});

test('an editor generates a cover and a co-author sees it appear', async ({ browser, baseURL }) => {
  const admin = await signInAdmin(baseURL!);
  const ben = await newAuthor(baseURL!, 'ben');
  const id = await createWorld(admin, { title: 'Harbour of Lanterns' });
  await inviteCoauthor(admin, id, ben.username);
  const adminPage = await keep(await contextFor(browser, admin)).newPage();
  const benPage = await keep(await contextFor(browser, ben)).newPage();
  for (const p of [adminPage, benPage]) {
    await p.goto(`/users/my-worlds/${id}?tab=media`);
    await expect(p.locator('[data-sync]')).toHaveText('Saved', { timeout: 30_000 });
  }

  // Without a prompt the button says why it waits.
  const generate = adminPage.getByRole('button', { name: 'Generate Cover Image' });
  await expect(generate).toHaveAttribute('aria-disabled', 'true');
  await generate.hover();
  await expect(adminPage.getByRole('tooltip')).toHaveText(IMAGE_TEXTS.addCoverPrompt);

  await adminPage.getByLabel('Cover image prompt').fill('A lighthouse on a rock in a storm, its lamp lit, gulls in the spray');
  await expect(generate).toHaveAttribute('aria-disabled', 'false');
  await generate.click();
  // Ben's view: the 2:3 cover, painted.
  const benCover = benPage.locator('img[alt="Cover image"]');
  await loaded(benCover);
  expect(await benCover.getAttribute('width')).toBe('400');
  expect(await benCover.getAttribute('height')).toBe('600');
  await loaded(adminPage.locator('img[alt="Cover image"]'));
});

test('a creator without templates_images reads the spec\'s texts, and the server refuses the call', async ({ browser, baseURL }) => {
  const cleo = await newAuthor(baseURL!, 'cleo');
  const id = await createWorld(cleo, { title: 'No Pictures Here', storyElements: [{ id: 'old_mill', name: 'The Old Mill', appearance: 'A mill with a broken wheel' }] });
  const page = await keep(await contextFor(browser, cleo)).newPage();
  await page.goto(`/users/my-worlds/${id}?tab=media`);
  await expect(page.locator('[data-sync]')).toHaveText('Saved', { timeout: 30_000 });
  await expect(page.getByText(IMAGE_TEXTS.mediaTabNoPermission)).toBeVisible();
  await expect(page.getByLabel('Use the pre-generated images in stories')).toBeDisabled();
  await expect(page.getByText(IMAGE_TEXTS.coverNoPermission)).toBeVisible();
  await page.getByRole('button', { name: 'Generate Cover Image' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText(IMAGE_TEXTS.noPermissionTooltip);

  const headers = { 'X-CSRF-TOKEN': decodeURIComponent((await cleo.api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value) };
  const res = await cleo.api.post('/image-generation/template/cover', { headers, data: { requestId: randomUUID(), templateId: id, coverPrompt: 'A mill', imageInstructions: {} } });
  expect(res.status()).toBe(403);
  expect(await res.json()).toMatchObject({ status: 'error', errorMessage: IMAGE_TEXTS.coverNoPermission });
});

test('the library shows the seeded Worlds\' covers', async ({ page }) => {
  await page.goto('/library');
  const covers = page.locator('article img');
  await loaded(covers, 6);
  for (const img of await covers.all()) {
    expect(await img.getAttribute('width')).toBe('400');
    expect(await img.getAttribute('src')).toMatch(/^\/images\/templates\/world_[a-z0-9-]+\/cover\/cover\.svg\?t=[0-9a-f]{16}$/);
  }
});

test("with the offline illustrator (it costs nothing), 'Generate images for this story' starts ticked; unticked, the address keeps it off", async ({ page }) => {
  await page.goto('/templates/world_the-finders-of-button-hill/configure');
  await expect(page.getByLabel('Generate images for this story')).toBeChecked();
  await page.goto('/setup?step=2&category=enjoy-fiction&players=1');
  const box = page.getByLabel('Generate images for this story');
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect(page).toHaveURL(/images=false/);
  await page.reload();
  await expect(page.getByLabel('Generate images for this story')).not.toBeChecked();
});

test('the offline illustrator paints a crowded bakery as a bakery full of people, not the World\'s sea', async ({ browser, baseURL }) => {
  const admin = await signInAdmin(baseURL!);
  const id = await createWorld(admin, {
    title: 'The Missing Loaf',
    imageInstructions: { atmosphere: 'Moonlit and quiet.', settingDetails: 'A fishing harbour by the sea, boats at the quay.' },
    storyElements: [{ id: 'noisy_bakery', name: 'The Noisy Bakery', role: 'Location: where the story begins.', appearance: 'A crowded, noisy bakery with warm bread on the shelves.' }],
  });
  const xsrf = decodeURIComponent((await admin.api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const res = await admin.api.post('/image-generation/template/element', {
    headers: { 'X-CSRF-TOKEN': xsrf },
    data: { requestId: randomUUID(), templateId: id, elementId: 'noisy_bakery', appearance: 'The Noisy Bakery\nA crowded, noisy bakery with warm bread on the shelves.', imageInstructions: { atmosphere: 'Moonlit and quiet.', settingDetails: 'A fishing harbour by the sea, boats at the quay.' } },
  });
  expect(res.status()).toBe(200);
  const page = await keep(await contextFor(browser, admin)).newPage();
  await page.goto(`/users/my-worlds/${id}?tab=elements`);
  const card = page.locator('[data-element="noisy_bakery"]');
  await card.getByRole('button', { name: /^The Noisy Bakery/ }).click();
  const picture = card.locator('img[alt="The Noisy Bakery"]');
  await loaded(picture);
  const svg = await page.evaluate(async (src) => (await fetch(src)).text(), (await picture.getAttribute('src'))!);
  expect(svg).toContain('class="interior bakery"');
  expect(svg).toContain('class="figure group"');
  expect(svg).not.toContain('class="horizon"');
});
