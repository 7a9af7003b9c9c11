// Screenshots of the player screens for review (not assertions): home, the wizard, the code
// screen, the game (character selection, a beat, the roll, the sidebar), library, configurator,
// sign-in, content pages, the Academy and not-found, at 390x844 and 820x1180. Runs only when
// PLAYER_SHOTS names a folder (outside the repository), e.g. PLAYER_SHOTS=/tmp/player-shots.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { contextFor, createWorld, newAuthor } from './support/editor-api';
import { codeOf, createReadyStory } from './support/game-api';
import { choose, openGame, selectCharacter, waitForChoice } from './support/game-play';
import { TOUR_VIEWPORTS, tourFolder, type Viewport } from './support/screenshot-tour';

const folder = tourFolder('PLAYER_SHOTS', 'player');

async function shot(page: Page, viewport: Viewport, name: string, fullPage = false) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${folder}/${viewport.width}-${name}.png`, fullPage, animations: 'disabled' });
}

async function pageAt(browser: Browser, baseURL: string, viewport: Viewport) {
  const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor: 1, isMobile: viewport.width < 500, hasTouch: true });
  return context.newPage();
}

test('player screenshots', async ({ browser, baseURL, request }) => {
  for (const viewport of TOUR_VIEWPORTS) {
    const page = await pageAt(browser, baseURL!, viewport);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, viewport, 'home');
    await shot(page, viewport, 'home-full', true);

    await page.goto('/setup');
    await shot(page, viewport, 'setup-1');
    await page.getByRole('button', { name: /^Enjoy fiction/ }).first().click();
    await shot(page, viewport, 'setup-2');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: /Idea/ }).click();
    await shot(page, viewport, 'setup-3', true);

    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, viewport, 'library');

    const created = await createReadyStory(request, { players: 2, generateImages: true });
    await page.goto(`/templates/${created.world.id}/configure`);
    await shot(page, viewport, 'configure', true);

    await page.goto(`/story/${created.storyId}`);
    await shot(page, viewport, 'code-screen', true);

    await openGame(page, codeOf(created, 'player1'));
    await shot(page, viewport, 'game-character-selection');
    await shot(page, viewport, 'game-character-selection-full', true);
    await selectCharacter(page, 0, 0);
    const second = await pageAt(browser, baseURL!, viewport);
    await openGame(second, codeOf(created, 'player2'));
    await selectCharacter(second, 1, 1);
    await waitForChoice(page, 1);
    await shot(page, viewport, 'game-beat');
    await shot(page, viewport, 'game-beat-full', true);
    await choose(page, 0);
    await page.waitForTimeout(1500);
    await shot(page, viewport, 'game-roll');
    await page.waitForTimeout(5000);
    await shot(page, viewport, 'game-waiting', true);
    await second.context().close();

    for (const path of ['/users/signin?view=register', '/for-storytellers', '/for-coaches', '/for-educators', '/academy', '/privacy', '/credits', '/no-such-page']) {
      await page.goto(path);
      await shot(page, viewport, path.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'root');
    }
    await page.getByRole('button', { name: 'Sign In' }).click();
    await shot(page, viewport, 'login-modal');
    await page.context().close();

    // The account area of a signed-in player with a story and a World.
    const author = await newAuthor(baseURL!, `shots${viewport.width}`);
    await createWorld(author, { title: 'Harbour of Lanterns' });
    const context = await contextFor(browser, author, { viewport, deviceScaleFactor: 1, isMobile: viewport.width < 500, hasTouch: true });
    const account = await context.newPage();
    await account.goto(`/game/${codeOf(created, 'player1')}`);
    await account.waitForTimeout(1500);
    for (const path of ['/users/my-stories', '/users/archive', '/users/my-worlds']) {
      await account.goto(path);
      await account.waitForTimeout(800);
      await shot(account, viewport, path.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, ''));
    }
    await context.close();
  }
});
