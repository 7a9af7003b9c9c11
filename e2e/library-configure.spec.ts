// Library: filter by tag and players, share the filtered link, No Matches; then a World from the
// library through the configurator to its code screen, Begin, and character selection.
import { expect, test } from '@playwright/test';

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

test('filter the library by tag and players, share the filtered link, clear No Matches', async ({ page, baseURL }) => {
  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);

  // Under 640 px the filter panel is folded away behind its button. The list (and its filters)
  // loads after the title row: wait for one of the two before looking which it is.
  const toggle = page.getByRole('button', { name: /^Filters/ });
  const fiction = page.getByRole('button', { name: 'Fiction', exact: true });
  await expect(toggle.or(fiction).first()).toBeVisible();
  if (await toggle.isVisible()) await toggle.click();
  await fiction.click();
  await expect(page).toHaveURL(/\/library\?tags=Fiction$/);
  await page.getByLabel('Players').selectOption('2');
  await expect(page).toHaveURL(/\/library\?tags=Fiction&players=2$/);

  const grid = page.getByRole('list').filter({ has: page.getByRole('heading', { name: 'Create your own story' }) });
  await expect(grid.getByRole('heading', { name: 'The Redrawn City' })).toBeVisible();
  await expect(grid.getByRole('heading', { name: 'The Ten-Year Orchard' })).toHaveCount(0);
  await expect(grid.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();

  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Filtered Library' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveValue(`${baseURL}/library?tags=Fiction&players=2`);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByText('Copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/library?tags=Fiction&players=2`);
  await expect(dialog.getByText('Copied to clipboard!')).toBeHidden({ timeout: 4000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // No World is both for kids and satire.
  await page.goto('/library?tags=Kids,Satire');
  await expect(page.getByRole('heading', { name: 'No Matches' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).last().click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('heading', { name: 'The Finders of Button Hill' })).toBeVisible();

  // Back clears the filter and goes home.
  await page.goto('/library?players=3');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a World from the library: configure, Start Story, Begin, character selection', async ({ page }) => {
  await page.goto('/library?tags=Mystery');
  await page.getByRole('link', { name: 'Play The Redrawn City' }).click();
  await expect(page).toHaveURL(/\/templates\/world_the-redrawn-city\/configure$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Redrawn City' })).toBeVisible();
  // 1-4 players and 20-30 turns: both sliders; four difficulty levels: a slider (at Balanced, configure-start.spec.ts).
  await expect(page.getByRole('slider', { name: 'Number of players' })).toHaveValue('1');
  await expect(page.getByRole('slider', { name: 'Story length' })).toHaveValue('20');
  await expect(page.getByRole('slider', { name: 'Difficulty' })).toBeVisible();

  await page.getByRole('button', { name: 'Start Story' }).click();
  await expect(page).toHaveURL(/\/story\/[^/]+$/);
  await expect(page.getByText('The Redrawn City')).toBeVisible();
  await expect(page.getByText('Your Access Code:')).toBeVisible();
  const begin = page.getByRole('button', { name: 'Begin' });
  await expect(begin).toBeEnabled({ timeout: 45_000 });
  await begin.click();
  await expect(page).toHaveURL(/\/game\/[A-Z0-9]+$/);
  await expect(page.getByRole('button', { name: 'Confirm Selection' })).toBeVisible({ timeout: 30_000 });
});

test('an unknown World shows the configurator error page', async ({ page }) => {
  await page.goto('/templates/no-such-world/configure');
  await expect(page.getByText("The template you're looking for couldn't be found.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Library' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
});
