// Co-authoring a World in the editor against the real server: two co-authors see each other's
// typing and presence; one goes offline, both edit the same field, and after reconnecting both
// edits are there and the two views agree; 'Saved' comes only from the server's saved message
// (after an edit, never while the server cannot be reached); the validation banner reports a broken stat and
// Auto-Fix repairs it; someone who is not a co-author sees a Private World read-only; an offline
// edit survives reopening the editor offline; and the editor's own rules (complete elements,
// stat groups first, stat conversion, co-authors, the admin-only editor).
import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { contextFor, createWorld, inviteCoauthor, newAuthor, type Author } from './support/editor-api';
import { waitForServiceWorker } from './support/game-play';

test.setTimeout(150_000);

// Three accounts for the whole file: registration is rate-limited per address.
let ada: Author;
let ben: Author;
let cleo: Author;
test.beforeAll(async ({ baseURL }) => {
  ada = await newAuthor(baseURL!, 'ada');
  ben = await newAuthor(baseURL!, 'ben');
  cleo = await newAuthor(baseURL!, 'cleo');
});

/** Opens the editor of a World and waits until it is synced with the server. */
async function openEditor(page: Page, id: string, tab = 'setup') {
  await page.goto(`/users/my-worlds/${id}?tab=${tab}`);
  await expect(syncStatus(page)).toHaveText('Saved', { timeout: 30_000 });
}

const syncStatus = (page: Page) => page.locator('[data-sync]');
const teaser = (page: Page) => page.getByLabel('Teaser', { exact: true });

test('two co-authors edit one World live, and offline edits of the same field merge on reconnect', async ({ browser }) => {
  const id = await createWorld(ada, { title: 'Harbour of Lanterns' });
  await inviteCoauthor(ada, id, ben.username);

  const adaContext = await contextFor(browser, ada);
  const benContext = await contextFor(browser, ben);
  const adaPage = await adaContext.newPage();
  const benPage = await benContext.newPage();
  await openEditor(adaPage, id);
  await openEditor(benPage, id);

  // Presence: each sees the other, and where they are.
  await expect(adaPage.locator(`[data-peer="${ben.username}"]`)).toBeVisible();
  await teaser(adaPage).click();
  await expect(benPage.locator(`[data-peer="${ada.username}"]`)).toContainText('Setup › Teaser');

  // Live: what one types appears in the other's view.
  await teaser(adaPage).pressSequentially('Fog rolls in.', { delay: 20 });
  await expect(teaser(benPage)).toHaveValue('Fog rolls in.');
  await benPage.getByLabel('Title', { exact: true }).press('End');
  await benPage.getByLabel('Title', { exact: true }).pressSequentially(' at Dusk', { delay: 20 });
  await expect(adaPage.getByRole('heading', { level: 1 })).toHaveText('Harbour of Lanterns at Dusk');

  // Ada drops off the network; both write into the teaser at once.
  await adaContext.setOffline(true);
  await expect(syncStatus(adaPage)).toHaveText(/^Offline — \d+ changes? waiting$/);
  await teaser(adaPage).press('Home');
  await teaser(adaPage).pressSequentially('Grey morning. ', { delay: 20 });
  // The typing is one change or a few (how keystrokes batch depends on the machine's pace).
  await expect(syncStatus(adaPage)).toHaveText(/^Offline — [1-9]\d* changes? waiting$/);
  await teaser(benPage).press('End');
  await teaser(benPage).pressSequentially(' Bells ring.', { delay: 20 });
  await expect(syncStatus(benPage)).toHaveText('Saved');
  await expect(teaser(adaPage)).toHaveValue('Grey morning. Fog rolls in.');
  await expect(teaser(benPage)).toHaveValue('Fog rolls in. Bells ring.');

  // Back online: both edits survive and the two views are identical.
  await adaContext.setOffline(false);
  await expect(syncStatus(adaPage)).toHaveText('Saved', { timeout: 30_000 });
  const merged = 'Grey morning. Fog rolls in. Bells ring.';
  await expect(teaser(adaPage)).toHaveValue(merged);
  await expect(teaser(benPage)).toHaveValue(merged);
  await expect(benPage.getByRole('heading', { level: 1 })).toHaveText('Harbour of Lanterns at Dusk');

  // And the server kept it: a fresh page of Ben's gets the same text.
  await benPage.reload();
  await expect(syncStatus(benPage)).toHaveText('Saved', { timeout: 30_000 });
  await expect(teaser(benPage)).toHaveValue(merged);

  await adaContext.close();
  await benContext.close();
});

test("'Saved' comes from the server's saved message: it appears after an edit, never while the server cannot be reached", async ({ browser }) => {
  const id = await createWorld(ada, { title: 'Lighthouse Ledger' });
  const context = await contextFor(browser, ada);
  const page = await context.newPage();
  // The World's socket goes through Playwright. While the server is unreachable, the editor's
  // socket opens but nothing it sends reaches the server and nothing comes back.
  let unreachable = false;
  let current: WebSocketRoute | null = null;
  const void_: WebSocketRoute[] = [];
  let editsIntoTheVoid = 0;
  await page.routeWebSocket(/\/collab\//, (ws) => {
    current = ws;
    if (!unreachable) {
      ws.connectToServer();
      return;
    }
    void_.push(ws);
    ws.onMessage((message) => {
      // A y-websocket update: message type sync (0), sub-type update (2).
      if (typeof message !== 'string' && message[0] === 0 && message[1] === 2) editsIntoTheVoid++;
    });
  });
  await openEditor(page, id);
  await teaser(page).click();
  await teaser(page).pressSequentially('Kept by the keeper.', { delay: 10 });
  await expect(syncStatus(page)).toHaveText('Saved');

  // The server becomes unreachable: the socket drops and the next one falls into the void.
  unreachable = true;
  const reachable = current!;
  await reachable.close();
  await expect.poll(() => void_.length).toBeGreaterThan(0);
  await expect(syncStatus(page)).toHaveText('Syncing');
  await teaser(page).pressSequentially(' Storm tonight.', { delay: 10 });
  await expect.poll(() => editsIntoTheVoid).toBeGreaterThan(0);
  // The edit has left the page; no saved message can come back, so it is not 'Saved'.
  await expect(syncStatus(page)).toHaveText('Syncing');

  // The server is back: the next socket reaches it, the handshake carries the edit, 'Saved' returns.
  unreachable = false;
  for (const ws of void_) await ws.close();
  await expect(syncStatus(page)).toHaveText('Saved', { timeout: 30_000 });
  const other = await contextFor(browser, ada);
  const fresh = await other.newPage();
  await openEditor(fresh, id);
  await expect(teaser(fresh)).toHaveValue('Kept by the keeper. Storm tonight.');
  await other.close();
  await context.close();
});

test('the validation banner reports a broken stat and Auto-Fix repairs it for every co-author', async ({ browser }) => {
  // A player stat that is part of backgrounds, but no background has a value for it.
  const id = await createWorld(ada, {
    title: 'The Quiet Orchard',
    statGroups: ['Body'],
    playerStats: [{ id: 'player_nerve', name: 'Nerve', group: 'Body', type: 'percentage' }],
  });
  await inviteCoauthor(ada, id, ben.email, ben);
  const adaContext = await contextFor(browser, ada);
  const benContext = await contextFor(browser, ben);
  const adaPage = await adaContext.newPage();
  const benPage = await benContext.newPage();
  await openEditor(adaPage, id, 'stats');
  await openEditor(benPage, id, 'stats');

  const banner = (page: Page) => page.getByRole('status', { name: 'Validation' });
  await expect(banner(adaPage)).toContainText('3 Error(s) Found');
  await expect(banner(adaPage)).toContainText('Background "Background 1" in player1 is missing stats: player_nerve');
  await expect(banner(benPage)).toContainText('3 Error(s) Found');

  // Ben writes the stat's description while Ada fixes the World.
  await benPage.getByRole('button', { name: /^Nerve/ }).click();
  await benPage.getByLabel('Description', { exact: true }).pressSequentially('How steady your hands are.', { delay: 10 });
  await adaPage.getByRole('button', { name: 'Auto-Fix Issues' }).click();

  await expect(banner(adaPage)).toBeHidden();
  await expect(banner(benPage)).toBeHidden();
  await expect(syncStatus(adaPage)).toHaveText('Saved');
  await expect(syncStatus(benPage)).toHaveText('Saved');
  // The fix did not undo Ben's writing.
  await adaPage.getByRole('button', { name: /^Nerve/ }).click();
  await expect(adaPage.getByLabel('Description', { exact: true })).toHaveValue('How steady your hands are.');
  // Every background now has a starting value for Nerve.
  await adaPage.goto(`/users/my-worlds/${id}?tab=players`);
  await expect(adaPage.getByLabel('Nerve')).toHaveCount(3);
  await expect(adaPage.getByLabel('Nerve').first()).toHaveValue('50');

  await adaContext.close();
  await benContext.close();
});

test('someone who is not a co-author sees a Private World read-only', async ({ browser }) => {
  const id = await createWorld(ada, { title: 'The Lantern Fair', publicationStatus: 'Private', storyElements: [{ id: 'old_lighthouse', name: 'The Old Lighthouse' }] });
  const context = await contextFor(browser, cleo);
  const page = await context.newPage();
  await page.goto(`/users/my-worlds/${id}`);

  await expect(page.getByText('You can view this World but not edit it.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Lantern Fair');
  await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Publication status')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Co-authors' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();

  await page.goto(`/users/my-worlds/${id}?tab=elements`);
  await expect(page.getByRole('button', { name: /The Old Lighthouse/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Add Element' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await page.getByRole('button', { name: /The Old Lighthouse/ }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('readonly', '');

  await context.close();
});

test('an edit made offline is still there when the editor is reopened offline, and reaches co-authors later', async ({ browser }) => {
  const id = await createWorld(ada, { title: 'Tidewater' });
  const context = await contextFor(browser, ada);
  const page = await context.newPage();
  await openEditor(page, id);
  // The service worker must control the page for an offline reload.
  await waitForServiceWorker(page);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect(syncStatus(page)).toHaveText('Saved', { timeout: 30_000 });

  await context.setOffline(true);
  await teaser(page).click();
  await teaser(page).pressSequentially('Written on the ferry.', { delay: 10 });
  await expect(syncStatus(page)).toHaveText('Offline — 1 change waiting');
  await page.waitForTimeout(500); // the device store writes in the background

  await page.reload();
  await expect(teaser(page)).toHaveValue('Written on the ferry.', { timeout: 30_000 });
  await expect(syncStatus(page)).toHaveText('Offline — 1 change waiting');

  await context.setOffline(false);
  await expect(syncStatus(page)).toHaveText('Saved', { timeout: 30_000 });
  const other = await contextFor(browser, ada);
  const fresh = await other.newPage();
  await openEditor(fresh, id);
  await expect(teaser(fresh)).toHaveValue('Written on the ferry.');
  await other.close();
  await context.close();
});

test("the editor's rules: complete elements only, stats need a group, conversion, co-authors, admin area", async ({ browser }) => {
  const id = await createWorld(ada, { title: 'Controls' });
  const context = await contextFor(browser, ada);
  const page = await context.newPage();
  await openEditor(page, id, 'elements');

  // An element cannot be saved without a name and an id; the id follows the name, with underscores.
  await page.getByRole('button', { name: '+ Add Element' }).click();
  const save = page.getByRole('button', { name: 'Save Element' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Name').fill('The Old Mill');
  await expect(page.getByLabel('ID')).toHaveValue('the_old_mill');
  await page.getByLabel('ID').fill('');
  await expect(save).toBeDisabled();
  await page.getByLabel('ID').fill('old mill');
  await expect(page.getByLabel('ID')).toHaveValue('old_mill');
  await save.click();
  await expect(page.getByRole('button', { name: /^The Old Mill/ })).toBeVisible();

  // Removing an element asks first: Cancel keeps it, Remove takes it away.
  await page.getByRole('button', { name: 'Remove The Old Mill' }).click();
  const confirmRemove = page.getByRole('dialog', { name: 'Remove element?' });
  await expect(confirmRemove).toContainText('"The Old Mill" will be removed from this World for every co-author.');
  await confirmRemove.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: /^The Old Mill/ })).toBeVisible();
  await page.getByRole('button', { name: 'Remove The Old Mill' }).click();
  await page.getByRole('dialog', { name: 'Remove element?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('button', { name: /^The Old Mill/ })).toHaveCount(0);

  // Adding a stat waits for a stat group; a shared stat becomes a player stat; part of backgrounds toggles.
  await page.locator('#world-editor-tab-select').selectOption('stats');
  await expect(page.getByRole('button', { name: '+ Add Stat' }).first()).toBeDisabled();
  await expect(page.getByText('Add at least one stat group first').first()).toBeVisible();
  await page.getByLabel('New group').fill('Body');
  await page.getByRole('button', { name: 'Add Group' }).click();
  await page.getByRole('button', { name: '+ Add Stat' }).first().click();
  await page.getByRole('button', { name: /^New Stat 1/ }).click();
  await page.getByRole('button', { name: 'Make it a player stat' }).click();
  await page.locator('[data-stat="player_stat_1"] button[aria-expanded]').click();
  await page.getByLabel('Part of player backgrounds').uncheck();
  await expect(page.getByLabel('Initial value')).toHaveValue('50');
  await page.getByLabel('Part of player backgrounds').check();
  await expect(page.getByRole('status', { name: 'Validation' })).toHaveCount(0);

  // Co-authors: invite by username, remove, and an unknown name is refused.
  await page.getByRole('button', { name: 'Co-authors' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Invite by username or e-mail').fill(cleo.username);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByText(`${cleo.username} can now edit this World.`)).toBeVisible();
  await dialog.getByRole('button', { name: `Remove ${cleo.username}` }).click();
  await expect(dialog.getByText(`${cleo.username} was removed.`)).toBeVisible();
  await dialog.getByLabel('Invite by username or e-mail').fill('nobody_by_this_name');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByText('No user with that username. To invite someone by e-mail, enter their e-mail address.')).toBeVisible();
  await page.keyboard.press('Escape');

  // The admin editor is for admins: anyone else is told and sent home.
  await page.goto(`/admin/templates/${id}`);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await context.close();
});
