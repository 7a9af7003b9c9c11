// Screenshots of every screen with pictures for review (not assertions): the library, the
// configurator, character selection, a beat with its pictures, the interludes, and the World
// editor's Media, Elements and Players tabs (with and without templates_images), at 390x844 and
// 820x1180. Runs only when PICTURE_SHOTS names a folder, e.g. PICTURE_SHOTS=/tmp/picture-shots.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { contextFor, createWorld, newAuthor, signInAdmin, type Author } from './support/editor-api';
import { codeOf, createReadyStory } from './support/game-api';
import { choose, openGame, selectCharacter, waitForChoice, waitForServiceWorker } from './support/game-play';
import { TOUR_VIEWPORTS, tourFolder, type Viewport } from './support/screenshot-tour';

const folder = tourFolder('PICTURE_SHOTS', 'picture');
test.use({ reducedMotion: 'reduce' });

/** Waits until the pictures on screen have loaded, then takes the shot. */
async function shot(page: Page, viewport: Viewport, name: string, fullPage = false) {
  for (const img of await page.locator('img').all()) {
    if (!(await img.isVisible())) continue;
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete), { timeout: 15_000 }).toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${folder}/${viewport.width}-${name}.png`, fullPage, animations: 'disabled' });
}

async function pageAt(browser: Browser, baseURL: string, viewport: Viewport, author?: Author) {
  const options = { baseURL, viewport, deviceScaleFactor: 1, isMobile: viewport.width < 500, hasTouch: true };
  const context = author ? await contextFor(browser, author, options) : await browser.newContext(options);
  return context.newPage();
}

async function openEditor(page: Page, id: string, tab: string) {
  await page.goto(`/users/my-worlds/${id}?tab=${tab}`);
  await expect(page.locator('[data-sync]')).toHaveText('Saved', { timeout: 30_000 });
}

test('picture screenshots', async ({ browser, baseURL, request }) => {
  const admin = await signInAdmin(baseURL!);
  const plain = await newAuthor(baseURL!, 'plain');
  for (const viewport of TOUR_VIEWPORTS) {
    const page = await pageAt(browser, baseURL!, viewport);
    await page.goto('/');
    await shot(page, viewport, 'home');
    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, viewport, 'library');
    await shot(page, viewport, 'library-full', true);

    const created = await createReadyStory(request, { players: 1, generateImages: true });
    await page.goto(`/templates/${created.world.id}/configure`);
    await shot(page, viewport, 'configure', true);

    await openGame(page, codeOf(created, 'player1'));
    await shot(page, viewport, 'character-selection');
    await shot(page, viewport, 'character-selection-full', true);
    await selectCharacter(page, 0, 0);
    await waitForChoice(page, 1);
    await shot(page, viewport, 'beat');
    await shot(page, viewport, 'beat-full', true);
    // Hold the placeholder page (a choice made offline waits there) to see the interludes.
    await waitForServiceWorker(page);
    await page.context().setOffline(true);
    await choose(page, 0);
    await expect(page.getByRole('region', { name: 'Meanwhile' })).toBeVisible();
    await shot(page, viewport, 'interludes', true);
    await page.context().setOffline(false);
    await page.context().close();

    // The editor: a World with a cover, element pictures and portraits (made by the admin).
    const id = await createWorld(admin, {
      title: 'Harbour of Lanterns',
      imageInstructions: { coverPrompt: 'A harbour town at dusk, lanterns along the quay, fishing boats', colorPalette: 'slate blue, lantern gold, rust', atmosphere: 'misty evening' },
      storyElements: [
        { id: 'old_lighthouse', name: 'The Old Lighthouse', role: 'A landmark', appearance: 'A white stone lighthouse on a black rock, its lamp burning gold' },
        { id: 'maren', name: 'Maren the Keeper', role: 'A lighthouse keeper', appearance: 'An old woman in an oilskin coat with a grey braid and a brass lantern' },
      ],
    });
    const editor = await pageAt(browser, baseURL!, viewport, admin);
    await openEditor(editor, id, 'media');
    await editor.getByRole('button', { name: 'Generate Cover Image' }).click();
    await expect(editor.locator('img[alt="Cover image"]')).toBeVisible({ timeout: 30_000 });
    await shot(editor, viewport, 'editor-media', true);
    await openEditor(editor, id, 'elements');
    for (const name of ['The Old Lighthouse', 'Maren the Keeper']) {
      const card = editor.locator('[data-element]').filter({ hasText: name });
      await card.locator('button[aria-expanded="false"]').first().click();
      await card.getByRole('button', { name: /Generate image/ }).click();
      await expect(card.locator('img')).toBeVisible({ timeout: 30_000 });
    }
    await shot(editor, viewport, 'editor-elements', true);
    await openEditor(editor, id, 'players');
    await editor.getByLabel('Appearance').first().fill('A tall woman in a salt-stained blue coat, red scarf, a spyglass at her belt');
    await editor.getByRole('button', { name: /Generate image of/ }).first().click();
    await expect(editor.locator('img[alt^="Portrait of"]').first()).toBeVisible({ timeout: 30_000 });
    await shot(editor, viewport, 'editor-players', true);
    await editor.context().close();

    const plainWorld = await createWorld(plain, { title: 'No Pictures Here' });
    const noPermission = await pageAt(browser, baseURL!, viewport, plain);
    await openEditor(noPermission, plainWorld, 'media');
    await noPermission.getByRole('button', { name: 'Generate Cover Image' }).hover();
    await shot(noPermission, viewport, 'editor-media-no-permission', true);
    await noPermission.context().close();
  }
});
