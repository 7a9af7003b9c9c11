// Screenshots of the World editor for review (not assertions): every tab, the validation banner,
// presence, the offline state and read-only mode, at 390x844 and 820x1180. Runs only when
// EDITOR_SHOTS names a folder (outside the repository), e.g. EDITOR_SHOTS=/tmp/editor-shots.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { contextFor, createWorld, inviteCoauthor, newAuthor, type Author } from './support/editor-api';
import { TOUR_VIEWPORTS, tourFolder, type Viewport } from './support/screenshot-tour';

const folder = tourFolder('EDITOR_SHOTS', 'editor');
const TABS = ['setup', 'media', 'guidelines', 'elements', 'outcomes', 'stats', 'players'] as const;

/** A World with something in every tab, and a player stat no background has a value for (an error). */
const RICH_WORLD = {
  title: 'Harbour of Lanterns',
  teaser: 'Every autumn the lantern boats go out, and this year one does not come back.',
  tags: ['Fiction', 'Mystery', 'Cozy'],
  playerCountMax: 2,
  publicationStatus: 'Private',
  guidelines: {
    world: 'A fishing town on a cold northern coast, where the harbour master keeps a ledger of every lantern lit since 1802.',
    rules: ['The sea never gives back what it takes without a price.', 'Nobody in town lies about the weather.'],
    tone: ['Warm, wry, a little eerie.'],
  },
  storyElements: [
    { id: 'old_lighthouse', name: 'The Old Lighthouse', role: 'A lighthouse that has not been lit in forty years.', instructions: 'Use it as the place where the truth is found.', appearance: 'White tower, rust-red lantern room.', facts: ['Its keeper vanished in 1985.'] },
    { id: 'marta_vell', name: 'Marta Vell', role: 'Harbour master', instructions: '', appearance: '', facts: [] },
  ],
  sharedOutcomes: [
    { id: 'outcome_lanterns', question: 'Will the lanterns be lit before the storm?', resonance: 'The town believes the lanterns keep the drowned at peace.', possibleResolutions: { favorable: 'Every lantern burns.', mixed: 'Most do; one boat stays dark.', unfavorable: 'The harbour goes dark.' }, intendedNumberOfMilestones: 2, milestones: [] },
  ],
  statGroups: ['Body', 'Bonds'],
  sharedStats: [{ id: 'shared_tide', name: 'Tide', group: 'Body', tooltip: 'How high the water is.' }],
  playerStats: [{ id: 'player_nerve', name: 'Nerve', group: 'Body', tooltip: 'How steady your hands are.' }],
  imageInstructions: { visualStyle: 'Ink and watercolour, loose lines.', coverPrompt: 'A lantern boat leaving a misty harbour at dusk.' },
};

/** A full-page shot, plus the page in screen-high parts (a tall image is hard to review whole). */
async function shot(page: Page, viewport: Viewport, name: string) {
  const base = `${folder}/${viewport.width}x${viewport.height}-${name}`;
  // Sticky bars are drawn where the page is scrolled to: shoot from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${base}.png`, fullPage: true, animations: 'disabled' });
  const height = await page.evaluate(() => (document.getElementById('main')?.getBoundingClientRect().bottom ?? document.body.scrollHeight) + window.scrollY);
  const step = Math.round(viewport.height * 1.2);
  for (let y = 0, part = 1; y < height && part <= 6; y += step, part++) {
    await page.screenshot({ path: `${base}-part${part}.png`, fullPage: true, clip: { x: 0, y, width: viewport.width, height: Math.min(step, height - y) }, animations: 'disabled' });
  }
}

async function open(browser: Browser, author: Author, viewport: Viewport, id: string, tab = 'setup') {
  const context = await contextFor(browser, author, { viewport, deviceScaleFactor: 1, isMobile: viewport.width < 500, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`/users/my-worlds/${id}?tab=${tab}`);
  await expect(page.locator('[data-sync]')).toBeVisible({ timeout: 30_000 });
  return { context, page };
}

/** Switches tab the way a user does: the select on phones, the tab bar from 768 px. */
async function showTab(page: Page, tab: string) {
  const select = page.locator('#world-editor-tab-select');
  if (await select.isVisible()) await select.selectOption(tab);
  else await page.getByRole('tab', { name: new RegExp(`^${tab}`, 'i') }).click();
  await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
  await expect(page.locator('[data-sync]')).toHaveText(/Saved|Up to date/, { timeout: 30_000 });
  // Open the first card of list tabs, so the shot shows an editor, not only headers.
  const first = page.locator('#world-editor-panel [aria-expanded="false"]').first();
  if (['elements', 'outcomes', 'stats'].includes(tab) && (await first.count())) await first.click();
  await page.waitForTimeout(300);
}

test('editor screenshots', async ({ browser, baseURL }) => {
  const ada = await newAuthor(baseURL!, 'ada');
  const ben = await newAuthor(baseURL!, 'ben');
  const cleo = await newAuthor(baseURL!, 'cleo');
  const id = await createWorld(ada, RICH_WORLD);
  await inviteCoauthor(ada, id, ben.username);

  for (const viewport of TOUR_VIEWPORTS) {
    const { context, page } = await open(browser, ada, viewport, id);
    if (viewport === TOUR_VIEWPORTS[0]) {
      await expect(page.getByRole('status', { name: 'Validation' })).toBeVisible();
      await shot(page, viewport, 'banner');
      await page.getByRole('button', { name: 'Auto-Fix Issues' }).click();
      await expect(page.getByRole('status', { name: 'Validation' })).toBeHidden();
    }
    for (const tab of TABS) {
      await showTab(page, tab);
      await shot(page, viewport, `tab-${tab}`);
    }
    // Removing a card asks first (ItemCard's dialog, shared by elements, outcomes and stats).
    await showTab(page, 'elements');
    await page.locator('#world-editor-panel').getByRole('button', { name: /^Remove / }).first().click();
    await expect(page.getByRole('dialog', { name: 'Remove element?' })).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${folder}/${viewport.width}x${viewport.height}-remove-element.png`, animations: 'disabled' });
    await page.getByRole('dialog', { name: 'Remove element?' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'Remove element?' })).toBeHidden();
    if (viewport === TOUR_VIEWPORTS[1]) {
      // The warning banner on a tablet: a stat in a group that is not defined.
      await showTab(page, 'stats');
      await page.getByLabel('Group', { exact: true }).selectOption('Bonds');
      await page.getByRole('button', { name: 'Remove group Bonds' }).click();
      await expect(page.getByRole('status', { name: 'Validation' })).toContainText('1 Warning(s) Found');
      await shot(page, viewport, 'banner-warning');
      await page.getByRole('button', { name: 'Auto-Fix Issues' }).click();
      await expect(page.getByRole('status', { name: 'Validation' })).toBeHidden();
    }

    // Presence: Ben in the teaser.
    await showTab(page, 'setup');
    const benView = await open(browser, ben, viewport, id);
    await benView.page.getByLabel('Teaser', { exact: true }).click();
    await expect(page.locator(`[data-peer="${ben.username}"]`)).toContainText('Teaser');
    await shot(page, viewport, 'presence');
    await benView.context.close();

    // Offline with a change waiting.
    await context.setOffline(true);
    await page.getByLabel('Teaser', { exact: true }).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Bells ring.');
    await expect(page.locator('[data-sync]')).toHaveText('Offline — 1 change waiting');
    await page.screenshot({ path: `${folder}/${viewport.width}x${viewport.height}-offline.png`, animations: 'disabled' });
    await context.setOffline(false);
    await expect(page.locator('[data-sync]')).toHaveText('Saved', { timeout: 30_000 });
    await context.close();

    // Read-only: someone who is not a co-author.
    const viewer = await open(browser, cleo, viewport, id);
    await showTab(viewer.page, 'setup');
    await shot(viewer.page, viewport, 'read-only-setup');
    await showTab(viewer.page, 'elements');
    await shot(viewer.page, viewport, 'read-only-elements');
    await viewer.context.close();
  }
});
