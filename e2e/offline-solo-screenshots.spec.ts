// Screenshot tour of issue 21's notices at phone and tablet sizes (opt-in: OFFLINE_SHOTS=folder):
// the quiet 'played offline' line, the configurator's offline start, the 'waits for the network'
// message of a server-written story, and the server-wins notice (its row's divergedAtTurn is set
// by hand here after a real sync: making the server's narrator differ needs a server of its own).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { codeOf, createReadyStory, pickWorld } from './support/game-api';
import { choose, navigatorText, selectCharacter, waitForChoice, waitForServiceWorker } from './support/game-play';
import { TOUR_VIEWPORTS, tourFolder, type Viewport } from './support/screenshot-tour';

const folder = tourFolder('OFFLINE_SHOTS', 'offline solo');

async function shot(page: Page, viewport: Viewport, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${folder}/${viewport.width}-${name}.png`, animations: 'disabled' });
}

async function pageAt(browser: Browser, baseURL: string, viewport: Viewport) {
  const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor: 1, isMobile: viewport.width < 500, hasTouch: true, reducedMotion: 'reduce' });
  return { context, page: await context.newPage() };
}

test('offline solo screenshots', async ({ browser, baseURL, request }) => {
  const world = await pickWorld(request, 1);
  for (const viewport of TOUR_VIEWPORTS) {
    const { context, page } = await pageAt(browser, baseURL!, viewport);
    await page.goto(`/templates/${world.id}/configure`);
    await expect(page.getByRole('button', { name: 'Start Story' })).toBeVisible();
    await waitForServiceWorker(page);
    await page.reload();
    await context.setOffline(true);
    await page.reload();
    await shot(page, viewport, 'configure-offline');
    await page.getByRole('button', { name: 'Start Story' }).click();
    await expect(page).toHaveURL(/\/game\//);
    const code = page.url().split('/').pop()!;
    await selectCharacter(page);
    await waitForChoice(page, 1);
    await choose(page, 0);
    await waitForChoice(page, 2);
    await shot(page, viewport, 'playing-offline');
    // Still offline: home lists the story under 'Continue your stories'.
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Continue your stories' }).getByRole('link', { name: 'Resume' })).toBeVisible();
    await shot(page, viewport, 'home-offline-story');
    await page.goto(`/game/${code}`);
    await waitForChoice(page, 2);

    await context.setOffline(false);
    await expect(page.getByTestId('offline-play-status')).toBeHidden({ timeout: 30_000 });
    await page.evaluate(
      (key) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('taleforge');
          open.onsuccess = () => {
            const store = open.result.transaction('offlineStories', 'readwrite').objectStore('offlineStories');
            const get = store.get(key);
            get.onsuccess = () => {
              const put = store.put({ ...get.result, divergedAtTurn: 2 });
              put.onsuccess = () => resolve();
              put.onerror = () => reject(put.error);
            };
          };
          open.onerror = () => reject(open.error);
        }),
      code,
    );
    // Dexie's live queries do not see a write made beside Dexie: reload to read it.
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'This story was updated when it synced' })).toBeVisible();
    await shot(page, viewport, 'server-wins');

    const created = await createReadyStory(request, { players: 1 });
    await page.goto(`/game/${codeOf(created, 'player1')}`);
    await selectCharacter(page);
    await waitForChoice(page, 1);
    await context.setOffline(true);
    await expect(page.locator('[data-offline-banner]')).toContainText('Your choice will be sent, and the story will go on');
    await expect(navigatorText(page)).toHaveText('Beat 1 of 1');
    await shot(page, viewport, 'waits-for-network');
    await context.close();
  }
});
