// e2e helpers that drive the game page the way a player does.
import { expect, type Page } from '@playwright/test';

/** Opens the game of a code and waits until its first screen is up (not 'Connecting to Game'). */
export async function openGame(page: Page, code: string): Promise<void> {
  await page.goto(`/game/${code}`);
  await expect(page.getByRole('heading', { name: 'Connecting to Game' })).toBeHidden({ timeout: 30_000 });
}

/** Picks identity `identity` and background `background`, then confirms. */
export async function selectCharacter(page: Page, identity = 0, background = 0): Promise<void> {
  await page.locator('input[name="identity"]').nth(identity).check({ force: true });
  await page.locator('input[name="background"]').nth(background).check({ force: true });
  await page.getByRole('button', { name: 'Confirm Selection' }).click();
}

/** The 'Beat N of M' text of the navigator. */
export function navigatorText(page: Page) {
  return page.getByRole('navigation', { name: 'Beats' }).locator('p');
}

/** The option buttons of the current beat (only present while a choice may be made). */
export function optionButtons(page: Page) {
  return page.getByRole('group', { name: 'What do you do?' }).getByRole('button');
}

/** Chooses option `index` of the current beat. */
export async function choose(page: Page, index: number): Promise<void> {
  await optionButtons(page).nth(index).click();
}

/**
 * Waits until beat `n` is shown and can be chosen on: the navigator reads 'Beat n of n' and the
 * options are there (the placeholder page of beat n has the label but no options).
 */
export async function waitForChoice(page: Page, n: number): Promise<void> {
  await expect(async () => {
    await expect(navigatorText(page)).toHaveText(`Beat ${n} of ${n}`, { timeout: 1000 });
    await expect(optionButtons(page)).toHaveCount(3, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

/** Waits until the page's service worker is installed and active (fails readably after 30 s). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 30_000 })
    .toBe('activated');
}
