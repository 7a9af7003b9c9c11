// A solo story from the wizard: step 1 to 3, the Idea button, Create Story, the code screen,
// Begin, character selection, then every turn to the end. The wizard's `turns` parameter makes
// it a 5-turn story (the default is 25) so the whole story fits in one test.
import { expect, test } from '@playwright/test';
import { navigatorText, waitForChoice } from './support/game-play';

test.setTimeout(240_000);

test('create a solo story with the wizard and play it to the end', async ({ page }) => {
  await page.goto('/setup?turns=5');
  await expect(page.getByRole('heading', { name: 'I want to ...' })).toBeVisible();
  await page.getByRole('button', { name: /Pretend to be/ }).click();

  await expect(page.getByRole('heading', { name: 'Who is playing?' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Number of players' })).toHaveValue('1');
  await expect(page.getByRole('slider', { name: 'Game mode' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByLabel('Role')).toBeVisible();
  await page.getByRole('button', { name: 'Create Story' }).click();
  await expect(page.getByText('Please describe your story idea.')).toBeVisible();
  await page.getByRole('button', { name: /Idea/ }).click();
  await expect(page.getByLabel(/Your story idea/)).not.toHaveValue('');
  await expect(page.getByLabel('Role')).not.toHaveValue('');
  // With the offline illustrator, pictures are on by default and the address says so (issue 27.5).
  await expect(page).toHaveURL(/step=3&category=pretend-to-be&players=1&images=true&prompt=.+&difficulty=0&field_role=.+&turns=5/);

  await page.getByRole('button', { name: 'Create Story' }).click();
  await expect(page).toHaveURL(/\/story\/[^/]+$/);
  await expect(page.getByText('Your Access Code:')).toBeVisible();
  const code = (await page.locator('p.font-mono').first().innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]+$/);
  const begin = page.getByRole('button', { name: 'Begin' });
  await expect(begin).toBeEnabled({ timeout: 45_000 });
  await begin.click();
  await expect(page).toHaveURL(new RegExp(`/game/${code}$`));

  const confirm = page.getByRole('button', { name: 'Confirm Selection' });
  await expect(confirm).toBeVisible({ timeout: 30_000 });
  // Identity 0 is preselected; a background must be chosen.
  await page.getByRole('radio').last().check({ force: true });
  await expect(confirm).toBeEnabled();
  await confirm.click();

  // Turns 1 to 4: choose the first option of the latest beat and wait until the choice is in.
  // Turn 5 is the ending: the server reports the story over and no options come back.
  await expect(page.getByText(/^Beat 1 of \d+/)).toBeVisible({ timeout: 60_000 });
  // The next beat can arrive within a moment of the choice, so each step waits for the beat
  // number to move on rather than for the options to disappear.
  const options = page.getByRole('group', { name: 'What do you do?' }).getByRole('button');
  for (let turn = 1; turn < 5; turn++) {
    await waitForChoice(page, turn);
    await options.first().click();
    await expect(navigatorText(page)).toHaveText(new RegExp(`^Beat ${turn + 1} of ${turn + 1}`), { timeout: 60_000 });
  }
  const gameOver = async () => {
    const res = await page.request.get(`/users/stories/feed?clientStoryCodes=${code}&requestId=e2e-${Date.now()}`);
    const body = (await res.json()) as { data: { stories: { gameOver: boolean }[] } };
    return body.data.stories[0]?.gameOver;
  };
  await expect.poll(gameOver, { timeout: 60_000 }).toBe(true);
  await page.waitForTimeout(1000);
  await expect(options).toHaveCount(0);
});

test("home's deep link opens step 3 without the difficulty slider, and Back returns to the page before", async ({ page }) => {
  await page.goto('/library');
  await page.goto('/');
  await page.getByRole('link', { name: /Meet your future self/ }).click();
  await expect(page).toHaveURL(/\/setup\?step=3&category=see-your-future-self&players=1&images=true$/);
  await expect(page.getByLabel('Current situation')).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Difficulty' })).toHaveCount(0);
  await page.getByLabel('Current situation').fill('Ten years in the same job');
  await expect(page).toHaveURL(/field_currentSituation=Ten\+years/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The wizard replaced its address as it changed: one step back from home is the library.
  await page.goBack();
  await expect(page).toHaveURL(/\/library$/);
});
