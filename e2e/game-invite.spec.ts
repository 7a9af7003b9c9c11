// Once the host has pressed Begin the code screen is gone: the game's side sheet has Invite, with
// the codes this device keeps, their invite links, copy buttons and the system share sheet.
import { expect, test, type Page } from '@playwright/test';

const PHONE = { width: 390, height: 844 };

async function openInvite(page: Page) {
  // On a phone the side sheet is a drawer behind the character button.
  await page.locator('button[aria-controls="game-drawer"]').click();
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite players' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The code shown in a code box labelled `label`. */
async function codeIn(scope: ReturnType<Page['getByRole']>, label: string): Promise<string> {
  const text = (await scope.getByRole('listitem').filter({ hasText: label }).first().innerText()).replace(label, '');
  const code = /\b[A-Z0-9]{6,}\b/.exec(text)?.[0];
  if (!code) throw new Error(`no code under ${label}: ${text}`);
  return code;
}

test('the host reaches every code from the game’s side sheet, copies an invite link and shares it; a joined player sees only their own', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  // Chromium on Linux has no Web Share: record what the page hands to the system share sheet.
  await context.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedData: shared });
    navigator.share = async (data?: ShareData) => {
      shared.push(data ?? {});
    };
  });
  const page = await context.newPage();

  await page.goto('/templates/world_the-redrawn-city/configure');
  const players = page.getByRole('slider', { name: 'Number of players' });
  await players.focus();
  await page.keyboard.press('ArrowRight');
  await expect(players).toHaveValue('2');
  await page.getByRole('button', { name: 'Start Story' }).click();
  await expect(page).toHaveURL(/\/story\/[^/]+$/);
  const codeScreen = page.getByRole('main');
  const host = await codeIn(codeScreen, 'Player 1 (You)');
  const guest = await codeIn(codeScreen, 'Player 2');
  await expect(page.getByRole('button', { name: 'Begin' })).toBeEnabled({ timeout: 45_000 });
  await page.getByRole('button', { name: 'Begin' }).click();
  await expect(page).toHaveURL(new RegExp(`/game/${host}$`));
  await expect(page.getByRole('button', { name: 'Confirm Selection' })).toBeVisible({ timeout: 30_000 });

  // The code screen is gone; the side sheet's Invite has both codes.
  const dialog = await openInvite(page);
  expect(await codeIn(dialog, 'Player 1 (You)')).toBe(host);
  expect(await codeIn(dialog, 'Player 2')).toBe(guest);
  const guestBox = dialog.getByRole('listitem').filter({ hasText: 'Player 2' }).filter({ hasNotText: 'Player 1' });
  await guestBox.getByRole('button', { name: 'Copy invite link' }).click();
  await expect(guestBox.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/game/${guest}`);
  await guestBox.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData.map((d) => d.url)))
    .toEqual([`${baseURL}/game/${guest}`]);
  await context.close();

  // The invited player's device knows only its own code, and says where the others are.
  const joined = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
  const second = await joined.newPage();
  await second.goto(`/game/${guest}`);
  await expect(second.getByRole('button', { name: 'Confirm Selection' })).toBeVisible({ timeout: 30_000 });
  const own = await openInvite(second);
  expect(await codeIn(own, 'Player 2 (You)')).toBe(guest);
  await expect(own.getByText(host)).toHaveCount(0);
  await expect(own.getByText('This device only keeps your own code.', { exact: false })).toBeVisible();
  await joined.close();
});
