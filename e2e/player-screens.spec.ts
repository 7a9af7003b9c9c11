// Issue 27 item 6: the player screens a school tripped over. The difficulty slider's words sit over
// their values; My Stories tells apart stories of one World; the creator of a 2-player story
// learns the story is ready as soon as it is; each academy 'Join' says which lecture, and the
// coming ones say so; the phone header's counters are named on screen. (Sign-out asking first is
// in account-stories.spec.ts.)
import { expect, test, type Locator, type Page } from '@playwright/test';
import { closedAfterEachTest } from './support/contexts';
import { contextFor, newAuthor } from './support/editor-api';
import { codeOf, createReadyStory, pickWorld } from './support/game-api';
import { openGame, selectCharacter, waitForChoice } from './support/game-play';

const keep = closedAfterEachTest(test);
test.setTimeout(120_000);

/** The horizontal centre of an element. */
async function centreX(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.x + box.width / 2;
}

/** The words under a slider, left to right. */
async function sliderWords(slider: Locator): Promise<{ text: string; x: number }[]> {
  const words = slider.locator('xpath=following-sibling::div[1]').locator('span');
  const out: { text: string; x: number }[] = [];
  for (const w of await words.all()) out.push({ text: (await w.innerText()).trim(), x: await centreX(w) });
  return out.sort((a, b) => a.x - b.x);
}

test('the difficulty slider names each level over its own place, never "Harder" over "Balanced"', async ({ page }) => {
  await page.goto('/templates/world_the-finders-of-button-hill/configure');
  const slider = page.getByRole('slider', { name: 'Difficulty' });
  await expect(slider).toBeVisible();
  await expect.poll(async () => (await sliderWords(slider)).length).toBeGreaterThan(1);
  const words = await sliderWords(slider);
  expect(words.map((w) => w.text)).not.toContain('Harder');
  expect(words.map((w) => w.text)).not.toContain('Easier');
  // At the far right, the word under the thumb is the level the slider reads.
  await slider.focus();
  await page.keyboard.press('End');
  const chosen = await slider.getAttribute('aria-valuetext');
  expect(words.at(-1)?.text).toBe(chosen);
  await page.keyboard.press('Home');
  expect(words[0]?.text).toBe(await slider.getAttribute('aria-valuetext'));

  // The wizard's six levels: the two ends are named by the levels that sit there.
  await page.goto('/setup?step=3&category=enjoy-fiction&players=1&difficulty=0');
  const six = page.getByRole('slider', { name: 'Difficulty' });
  // The wizard's step 3 shows once the app has run: wait for its slider and its words, never read
  // them before they are drawn (CI read an empty list once).
  await expect(six).toBeVisible();
  await expect.poll(async () => (await sliderWords(six)).map((w) => w.text)).toEqual(['Friendly', 'Grueling']);
});

test('My Stories tells apart two stories of one World: the character and when each started', async ({ browser, baseURL }) => {
  const learner = await newAuthor(baseURL!, 'cards');
  const world = await pickWorld(learner.api, 1);
  const page = await keep(await contextFor(browser, learner)).newPage();
  const names: string[] = [];
  for (const identity of [0, 1]) {
    const code = codeOf(await createReadyStory(learner.api, { players: 1, world }), 'player1');
    await openGame(page, code);
    names.push((await page.locator('input[name="identity"]').nth(identity).locator('xpath=ancestor::label[1]').locator('span.font-display').innerText()).trim());
    await selectCharacter(page, identity);
    await waitForChoice(page, 1);
  }
  await page.goto('/users/my-stories');
  const cards = page.getByRole('article').filter({ hasText: world.title });
  await expect(cards).toHaveCount(2);
  // The page first shows the feed the device kept (saved by the header before the characters were
  // chosen), then the server's: wait for the server's, where both characters are named.
  const identity = /^As .+ · Started \d{4}-\d{2}-\d{2}, \d{1,2}:\d{2}(am|pm)$/;
  await expect.poll(async () => (await cards.locator('[data-story-identity]').allInnerTexts()).filter((l) => identity.test(l)).length).toBe(2);
  const lines = await cards.locator('[data-story-identity]').allInnerTexts();
  expect(lines).toHaveLength(2);
  expect(new Set(lines).size).toBe(2);
  for (const line of lines) expect(line).toMatch(identity);
  for (const name of names) expect(lines.some((l) => l.startsWith(`As ${name}`))).toBe(true);
});

/** The code shown under a label on the code screen. */
async function codeIn(scope: Locator, label: string): Promise<string> {
  const text = (await scope.getByRole('listitem').filter({ hasText: label }).first().innerText()).replace(label, '');
  const code = /\b[A-Z0-9]{6,}\b/.exec(text)?.[0];
  if (!code) throw new Error(`no code under ${label}: ${text}`);
  return code;
}

test("the creator of a 2-player story hears it is ready from the server, not at the next status poll", async ({ browser, baseURL }) => {
  const creator = await keep(await browser.newContext({ baseURL })).newPage();
  // Every status poll answers "still setting up": only the socket can tell the creator.
  await creator.route(/\/stories\/[^/]+\/status/, (route) => route.fulfill({ json: { status: 'success', data: { status: 'setting_up' } } }));
  await creator.goto('/templates/world_the-redrawn-city/configure');
  const players = creator.getByRole('slider', { name: 'Number of players' });
  await players.focus();
  await creator.keyboard.press('ArrowRight');
  await expect(players).toHaveValue('2');
  await creator.getByRole('button', { name: 'Start Story' }).click();
  await expect(creator).toHaveURL(/\/story\/[^/]+$/);
  const guestCode = await codeIn(creator.getByRole('main'), 'Player 2');

  const guest: Page = await keep(await browser.newContext({ baseURL })).newPage();
  await guest.goto(`/game/${guestCode}`);
  await expect(guest.getByRole('button', { name: 'Confirm Selection' })).toBeVisible({ timeout: 30_000 });
  await expect(creator.getByRole('heading', { name: 'Your story is ready' })).toBeVisible();
  await expect(creator.getByRole('button', { name: 'Begin' })).toBeEnabled();
  await expect(creator.getByText(/Queued/)).toHaveCount(0);
});

test("the academy's Join says which lecture, and a lecture not written yet says 'Lecture is coming soon' before the tap", async ({ page }) => {
  await page.goto('/academy');
  await expect(page.getByRole('link', { name: /^Join lecture/ })).toHaveCount(8);
  const first = page.getByRole('link', { name: 'Join lecture 1: A Story Engine, Not a Writing Tool' });
  await expect(first).toHaveText('Join');
  await expect(first).toHaveAccessibleDescription(/^Lecture 1 · \d+ min read$/);
  const coming = page.getByRole('link', { name: 'Join lecture 7: Playing Together' });
  await expect(coming).toHaveAccessibleDescription('Lecture 7 · Lecture is coming soon');
});

test('the phone header names its story counters on screen', async ({ browser, baseURL }) => {
  const author = await newAuthor(baseURL!, 'chip');
  const page = await keep(await contextFor(browser, author, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  await page.goto('/');
  const chip = page.getByRole('banner').getByRole('group', { name: 'Stories' });
  await expect(chip).toBeVisible();
  await expect(chip.getByText('Stories', { exact: true })).toBeVisible();
  await expect(chip.getByRole('link', { name: '0 single-player stories' })).toBeVisible();
});
