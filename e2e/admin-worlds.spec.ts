// The admin's dead ends (issue 27 item 8), against the real server: the admin area says 'Worlds';
// /admin opens without a React Router warning; a World deleted and re-imported shows in the list
// at once; a permission change confirms that it was saved; the carousel's drag-and-drop
// announcements read the Worlds' titles, not their ids; Stories names the players and opens a played
// story read-only; an admin makes a user's password reset link (a server without e-mail is no dead end).
import { randomUUID } from 'node:crypto';
import type { ClientOwnPlayer } from '@schemas';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { closedAfterEachTest } from './support/contexts';
import { contextFor, createWorld, newAuthor, signInAdmin, startStory, type Author } from './support/editor-api';
import { codeOf, createReadyStory, storedState } from './support/game-api';
import { choose, openGame, optionButtons, selectCharacter, waitForChoice } from './support/game-play';
import { TOUR_VIEWPORTS, tourFolder } from './support/screenshot-tour';

const keep = closedAfterEachTest(test);
test.setTimeout(150_000);

let admin: Author;
test.beforeAll(async ({ baseURL }) => {
  admin = await signInAdmin(baseURL!);
});

async function csrf(api: APIRequestContext): Promise<Record<string, string>> {
  const cookie = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-CSRF-TOKEN': decodeURIComponent(cookie!.value) };
}

/** A World's row (a card on a phone) in the admin list. */
const row = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test("the admin area says 'Worlds' and /admin opens without a router warning", async ({ browser }) => {
  const page = await keep(await contextFor(browser, admin)).newPage();
  const warnings: string[] = [];
  page.on('console', (m) => warnings.push(m.text()));
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/templates$/);
  const tabs = page.getByRole('navigation', { name: 'Admin' });
  await expect(tabs.getByRole('link', { name: 'Worlds', exact: true })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'World Carousel' })).toBeVisible();
  await expect(tabs.getByText(/Template/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Worlds', level: 2, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New World' })).toBeVisible();
  await expect(page).toHaveTitle(/^Worlds · Admin/);
  // React Router prints this warning only in development builds (ENABLE_DEV_WARNINGS): here it guards
  // the built app; the fix itself (an element on the index routes) is in app/router.tsx.
  expect(warnings.filter((w) => w.includes('does not have an element or Component'))).toEqual([]);
});

test('a World deleted in the admin list and imported again shows at once', async ({ browser }, info) => {
  const title = `Glasshouse Tide ${randomUUID().slice(0, 4)}`;
  const id = await createWorld(admin, { title, teaser: 'Tides that come in under the glass.' });
  const res = await admin.api.post('/templates/export', { headers: await csrf(admin.api), data: { requestId: randomUUID(), templateIds: [id] } });
  expect(res.status()).toBe(200);
  const zipPath = info.outputPath('world.zip');
  const { writeFile } = await import('node:fs/promises');
  await writeFile(zipPath, await res.body());

  const page = await keep(await contextFor(browser, admin)).newPage();
  await page.goto('/admin/templates');
  await expect(row(page, title)).toBeVisible();
  await row(page, title).getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, title)).toHaveCount(0);

  await page.getByLabel('Import single template', { exact: true }).setInputFiles(zipPath);
  await expect(page.getByText(`“${title}” was added to your Worlds.`)).toBeVisible();
  // No reload: the list shows the World again as soon as the import answers.
  await expect(row(page, title)).toBeVisible();
});

test('a permission change says it was saved', async ({ browser, baseURL }) => {
  const author = await newAuthor(baseURL!, 'perm');
  const page = await keep(await contextFor(browser, admin)).newPage();
  await page.goto('/admin/users');
  await page.getByPlaceholder('Filter users…').fill(author.username);
  const images = page.getByLabel(`Images for ${author.username}`);
  await expect(images).not.toBeChecked();
  await images.check();
  await expect(page.getByText('Permission saved')).toBeVisible();
  await expect(page.getByText(`${author.username} can now use images in Worlds.`)).toBeVisible();
  await page.getByLabel(`Create Worlds for ${author.username}`).uncheck();
  await expect(page.getByText(`${author.username} can no longer create Worlds.`)).toBeVisible();
  await page.reload();
  await page.getByPlaceholder('Filter users…').fill(author.username);
  await expect(page.getByLabel(`Images for ${author.username}`)).toBeChecked();
  await expect(page.getByLabel(`Create Worlds for ${author.username}`)).not.toBeChecked();
});

test("the carousel's drag-and-drop announcements read the Worlds' titles", async ({ browser }) => {
  const page = await keep(await contextFor(browser, admin)).newPage();
  await page.goto('/admin/carousel');
  await expect(page.getByText('Position: 2')).toBeVisible();
  const titles = await page.getByRole('list', { name: 'Welcome screen order' }).getByRole('heading').allTextContents();
  const count = titles.length;
  const moving = titles[1]!;
  const live = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole('button', { name: `Move ${moving}, position 2` }).focus();
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`Picked up “${moving}” at position 2 of ${count}.`);
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('ArrowUp');
  await expect(live).toHaveText(`“${moving}” was moved over “${titles[0]!}”, position 1 of ${count}.`);
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`“${moving}” was dropped at position 1 of ${count}.`);
  await expect(live).not.toContainText('world_');
});

test('Stories shows who plays each story by name', async ({ browser, baseURL }) => {
  const teller = await newAuthor(baseURL!, 'teller');
  await startStory(teller, 'A lighthouse keeper who collects lost letters');
  const page = await keep(await contextFor(browser, admin)).newPage();
  await page.goto('/admin/stories');
  await page.getByPlaceholder('Filter stories…').fill(teller.username);
  await expect(page.getByText(`1: ${teller.username}`)).toBeVisible();
});

/** A story `player` plays in the browser up to beat 2, choosing option 2 on beat 1: its title, and beat 1 as stored on the player's device. */
async function playedStory(browser: Browser, player: Author) {
  const created = await createReadyStory(player.api, { players: 1 });
  const page = await keep(await contextFor(browser, player)).newPage();
  const code = codeOf(created, 'player1');
  await openGame(page, code);
  await selectCharacter(page);
  await waitForChoice(page, 1);
  await choose(page, 1);
  await waitForChoice(page, 2);
  const state = (await storedState(page, code))!;
  const own = state.players[state.playerSlot] as ClientOwnPlayer;
  return { title: state.title, character: own.name, first: own.beatHistory[0]! };
}

/** A plain run of words from a beat's text (its markdown marks left out), to find it on a page. */
const plainWords = (text: string) => text.split(/[*_[\]!()#>\n"“”]/).map((s) => s.trim()).find((s) => s.length >= 20)!.slice(0, 60);

test('the admin opens a played story from Stories and reads it as its player did, with no way to choose', async ({ browser, baseURL }) => {
  const reader = await newAuthor(baseURL!, 'reader');
  const story = await playedStory(browser, reader);
  expect(story.first.choice).toBe(1);

  const page = await keep(await contextFor(browser, admin)).newPage();
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.goto('/admin/stories');
  await page.getByPlaceholder('Filter stories…').fill(reader.username);
  await expect(page.getByText(`1: ${reader.username}`)).toBeVisible();
  await page.getByRole('link', { name: /^Open / }).click();
  await expect(page).toHaveURL(/\/admin\/stories\/story_/);

  await expect(page.getByRole('heading', { name: story.title, level: 2 })).toBeVisible();
  await expect(page.getByText('Story · read only')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: `${reader.username} plays ${story.character}` })).toBeVisible();
  const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: story.first.title }) });
  await expect(first).toContainText('Beat 1 of');
  await expect(first).toContainText(plainWords(story.first.text));
  // The option the player chose is the one marked as chosen.
  const chosen = first.getByRole('list', { name: 'Options' }).getByRole('listitem').filter({ hasText: '(chosen)' });
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toContainText(story.first.options[1]!.text);
  // Read-only: no option to press, no game socket.
  await expect(optionButtons(page)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: story.first.options[0]!.text })).toHaveCount(0);
  expect(sockets).toEqual([]);
});

test("an admin makes a user's reset link in the Users table (for a server without e-mail): it works once", async ({ browser, baseURL }) => {
  const lost = await newAuthor(baseURL!, 'lost');
  const page = await keep(await contextFor(browser, admin)).newPage();
  await page.goto('/admin/users');
  await page.getByPlaceholder('Filter users…').fill(lost.username);
  await page.getByRole('button', { name: `Reset link for ${lost.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Password reset link for ${lost.username}` });
  await expect(dialog).toContainText('It works once, for one hour.');
  const field = dialog.getByLabel('Reset link');
  await expect(field).toHaveValue(/\/users\/reset-password\?token=/);
  const url = await field.inputValue();
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  // The user opens the link, chooses a new password and is signed in; the link does not work twice.
  const visitor = await keep(await browser.newContext()).newPage();
  await visitor.goto(url);
  await visitor.getByLabel('New password', { exact: true }).fill('Harbour-lamp-88');
  await visitor.getByLabel('Confirm new password', { exact: true }).fill('Harbour-lamp-88');
  await visitor.getByRole('button', { name: 'Set New Password' }).click();
  await expect(visitor.getByText('Password Changed')).toBeVisible();
  const again = await keep(await browser.newContext()).newPage();
  await again.goto(url);
  await again.getByLabel('New password', { exact: true }).fill('Harbour-lamp-99');
  await again.getByLabel('Confirm new password', { exact: true }).fill('Harbour-lamp-99');
  await again.getByRole('button', { name: 'Set New Password' }).click();
  await expect(again.getByText('This reset link has expired or has already been used.')).toBeVisible();
});

test('screenshot tour of the screens issue 27 changed, at phone and tablet size', async ({ browser, baseURL }) => {
  const folder = tourFolder('ISSUE27_SHOTS', 'issue 27');
  const author = await newAuthor(baseURL!, 'shots');
  await startStory(author, 'A clockmaker who hides messages in the chimes');
  const played = await playedStory(browser, author);
  const id = await createWorld(admin, { title: 'The Lamplighters of Fenmoor', storyElements: [{ id: 'old_mill', name: 'The Old Mill', appearance: 'A mill with a broken wheel' }] });
  for (const viewport of TOUR_VIEWPORTS) {
    const size = `${viewport.width}x${viewport.height}`;
    const page = await keep(await contextFor(browser, admin, { viewport })).newPage();
    await page.goto('/admin/templates');
    await expect(page.getByRole('heading', { name: 'Worlds', level: 2, exact: true })).toBeVisible();
    await expect(page.getByText(/^Loading .*…$/)).toHaveCount(0);
    await page.screenshot({ path: `${folder}/admin-worlds-${size}.png` });
    await page.goto('/admin/stories');
    await page.getByPlaceholder('Filter stories…').fill(author.username);
    // Two stories: the prompted one still being set up and the played one.
    await expect(page.getByText(`1: ${author.username}`)).toHaveCount(2);
    await page.screenshot({ path: `${folder}/admin-stories-${size}.png`, fullPage: true });
    await page.getByRole('link', { name: `Open ${played.title}` }).click();
    await expect(page.getByRole('heading', { level: 4, name: played.first.title })).toBeVisible();
    await page.screenshot({ path: `${folder}/admin-story-read-${size}.png`, fullPage: true });
    await page.goto('/admin/users');
    await page.getByPlaceholder('Filter users…').fill(author.username);
    await page.getByLabel(`Images for ${author.username}`).click();
    await expect(page.getByText('Permission saved')).toBeVisible();
    await page.screenshot({ path: `${folder}/admin-users-toast-${size}.png`, fullPage: true });
    await page.getByRole('button', { name: `Reset link for ${author.username}` }).click();
    await expect(page.getByRole('dialog').getByLabel('Reset link')).toHaveValue(/token=/);
    await page.screenshot({ path: `${folder}/admin-reset-link-${size}.png` });
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await page.goto(`/admin/templates/${id}?tab=media`);
    await expect(page.locator('[data-sync]')).toHaveText('Saved', { timeout: 30_000 });
    await page.screenshot({ path: `${folder}/editor-media-${size}.png` });
    await page.getByRole('button', { name: 'Upload a cover picture' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${folder}/editor-media-upload-${size}.png` });
    await page.goto(`/admin/templates/${id}?tab=elements`);
    await page.getByText('The Old Mill', { exact: true }).click();
    await expect(page.getByRole('button', { name: 'Upload a picture of The Old Mill' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload a picture of The Old Mill' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${folder}/editor-element-upload-${size}.png` });
    await page.getByRole('button', { name: 'Delete World' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${folder}/editor-delete-world-${size}.png` });
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    const authorPage = await keep(await contextFor(browser, author, { viewport })).newPage();
    const own = await createWorld(author, { title: 'Shots Draft' });
    await authorPage.goto(`/users/my-worlds/${own}?tab=ai-draft`);
    await expect(authorPage.getByText('Ask an admin to connect an AI model.')).toBeVisible();
    await authorPage.getByText('Ask an admin to connect an AI model.').scrollIntoViewIfNeeded();
    await authorPage.screenshot({ path: `${folder}/author-model-note-${size}.png` });
  }
});
