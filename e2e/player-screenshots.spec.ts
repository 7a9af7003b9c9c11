// Screenshots of the player screens for review (not assertions): home, the wizard, the code
// screen, the game (character selection, a beat, the roll with a modifier explained, the Invite
// sheet), library, configurator, sign-in, content pages, the Academy and not-found, and a
// returning player's home and top bar, at 390x844 and 820x1180. Runs only when PLAYER_SHOTS names
// a folder (outside the repository), e.g. PLAYER_SHOTS=/tmp/player-shots.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { contextFor, createWorld, newAuthor } from './support/editor-api';
import { codeOf, createReadyStory, storedState } from './support/game-api';
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
  test.setTimeout(600_000);
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
    // The Invite sheet (the side sheet is a drawer on a phone). This device has no code set for
    // an API-made story, so it shows the own code and the note; the host's view is below.
    const drawer = page.locator('button[aria-controls="game-drawer"]');
    if (await drawer.isVisible()) await drawer.click();
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await shot(page, viewport, 'game-invite-joined');
    await page.keyboard.press('Escape');
    if (await drawer.isVisible()) await page.keyboard.press('Escape');
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

    // A solo story played on to its first challenge: the roll, a modifier explained.
    const solo = await createReadyStory(request, { players: 1 });
    const soloCode = codeOf(solo, 'player1');
    await openGame(page, soloCode);
    await selectCharacter(page, 0, 0);
    for (let beat = 1; beat <= 8; beat++) {
      await waitForChoice(page, beat);
      const state = await storedState(page, soloCode);
      const own = state?.players[state.playerSlot];
      const latest = own && 'beatHistory' in own ? own.beatHistory.at(-1) : undefined;
      const challenge = latest?.options.findIndex((o) => o.optionType === 'challenge') ?? -1;
      await choose(page, Math.max(0, challenge));
      // The next beat follows (one player): the rolled card then sits above it.
      await waitForChoice(page, beat + 1);
      if (challenge >= 0) break;
    }
    await page.waitForTimeout(1000);
    const card = page.getByRole('region', { name: 'Your choice' }).first();
    const showRoll = card.getByRole('button', { name: 'Show the roll' });
    if (await showRoll.isVisible()) await showRoll.click();
    const chips = card.getByRole('list', { name: 'Modifiers' }).getByRole('button');
    await chips.last().tap();
    await card.scrollIntoViewIfNeeded();
    await shot(page, viewport, 'game-roll-explained');

    // The host's Invite sheet: a two-player story started in the configurator, after Begin.
    await page.goto(`/templates/${created.world.id}/configure`);
    const players = page.getByRole('slider', { name: 'Number of players' });
    await expect(players).toBeVisible();
    await players.focus();
    await page.keyboard.press('ArrowRight');
    await expect(players).toHaveValue('2');
    await page.getByRole('button', { name: 'Start Story' }).click();
    await expect(page.getByRole('button', { name: 'Begin' })).toBeEnabled({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Begin' }).click();
    await expect(page.getByRole('button', { name: 'Confirm Selection' })).toBeVisible({ timeout: 30_000 });
    if (await drawer.isVisible()) await drawer.click();
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await shot(page, viewport, 'game-invite-host');
    await shot(page, viewport, 'game-invite-host-full', true);

    // A returning visitor's home: 'Continue your stories' first.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Continue your stories' })).toBeVisible();
    await shot(page, viewport, 'home-returning');

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
    for (const path of ['/users/my-stories', '/users/archive', '/users/my-worlds', '/']) {
      await account.goto(path);
      await account.waitForTimeout(800);
      await shot(account, viewport, `signed-in-${path.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'home'}`);
    }
    await context.close();
  }
});
