// The Worldbuilding Assistant against the real server (offline assistant): draft a World in the
// wizard's template mode from My Worlds' Create New, open it in the editor, iterate on two
// sections, accept one, undo it, while a co-author's editor receives each change live.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { closedAfterEachTest } from './support/contexts';
import { randomUUID } from 'node:crypto';
import { contextFor, createWorld, inviteCoauthor, newAuthor, signInAdmin, type Author } from './support/editor-api';

test.setTimeout(180_000);

let ada: Author;
let ben: Author;
const keep = closedAfterEachTest(test);
test.beforeAll(async ({ baseURL }) => {
  ada = await newAuthor(baseURL!, 'ada');
  ben = await newAuthor(baseURL!, 'ben');
});

const syncStatus = (page: Page) => page.locator('[data-sync]');

/** Switches tab the way a user does: the select on phones, the tab bar from 768 px. */
async function showTab(page: Page, tab: string, label: string) {
  const select = page.locator('#world-editor-tab-select');
  const tabButton = page.getByRole('tab', { name: new RegExp(`^${label}`) });
  // One of the two shows once the editor is up: wait for it before looking which.
  await expect(select.or(tabButton).first()).toBeVisible();
  if (await select.isVisible()) await select.selectOption(tab);
  else await tabButton.click();
  await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
}

test('draft a World in the wizard, iterate on two sections, accept one, undo it; a co-author sees each change live', async ({ browser }) => {
  const adaPage = await keep(await contextFor(browser, ada)).newPage();

  // My Worlds' Create New opens the wizard in template mode.
  await adaPage.goto('/users/my-worlds');
  await adaPage.getByRole('button', { name: 'Create New' }).first().click();
  await expect(adaPage).toHaveURL(/\/users\/my-worlds\/new/);
  await expect(adaPage.getByRole('heading', { name: 'I want players to ...' })).toBeVisible();
  await expect(adaPage.getByRole('button', { name: /meet their future self/i })).toBeVisible();
  await adaPage.getByRole('button', { name: /learn something/i }).click();
  // Step 2 has no images checkbox in template mode.
  await expect(adaPage.getByRole('heading', { name: 'Who is playing?' })).toBeVisible();
  await expect(adaPage.getByLabel('Generate images for this story')).toHaveCount(0);
  await adaPage.getByRole('button', { name: 'Continue' }).click();

  // An empty prompt gets the wizard's required-field message and sends nothing.
  const drafted = adaPage.waitForRequest((r) => r.url().endsWith('/templates/generate'));
  await adaPage.getByRole('button', { name: 'Draft World' }).click();
  await expect(adaPage.getByText('Please describe your story idea.')).toBeVisible();
  await adaPage.getByLabel('Learning goals').fill('how bees turn nectar into honey');
  await adaPage.getByLabel('Target audience').fill('9-year-olds');
  await adaPage.getByLabel(/Your story idea/).fill('A day inside a beehive during the summer honey flow');
  await adaPage.getByRole('button', { name: 'Draft World' }).click();
  await drafted;

  // The new World opens in the editor, drafted from the prompt's own words.
  await expect(adaPage).toHaveURL(/\/users\/my-worlds\/tpl_/, { timeout: 60_000 });
  await expect(syncStatus(adaPage)).toHaveText('Saved', { timeout: 30_000 });
  await expect(adaPage.getByRole('heading', { level: 1 })).toHaveText(/hive|honey|bee/i);
  const id = new URL(adaPage.url()).pathname.split('/').pop()!;

  // Ben, a co-author, has the same World open on its Elements tab.
  await inviteCoauthor(ada, id, ben.username);
  const benPage = await keep(await contextFor(browser, ben)).newPage();
  await benPage.goto(`/users/my-worlds/${id}?tab=elements`);
  await expect(syncStatus(benPage)).toHaveText('Saved', { timeout: 30_000 });
  const benPanel = benPage.locator('#world-editor-panel');

  // AI Iteration: submit stays disabled until a section is chosen.
  await showTab(adaPage, 'ai-iteration', 'AI Iteration');
  const submit = adaPage.getByRole('button', { name: 'Submit' });
  await adaPage.getByLabel('Feedback').fill('Add a beekeeper called Marigold who tends the hive, and make the rules about the queen stricter');
  await expect(submit).toBeDisabled();
  await adaPage.getByRole('checkbox', { name: 'Story elements' }).check();
  await adaPage.getByRole('checkbox', { name: 'Guidelines' }).check();
  await expect(submit).toBeEnabled();
  await submit.click();

  // The review shows each section readably (added and removed items, before and after), not JSON.
  const modal = adaPage.getByRole('dialog', { name: "Review the assistant's changes" });
  await expect(modal).toBeVisible();
  const elements = modal.locator('[data-section="storyElements"]');
  await expect(elements).toBeVisible();
  await expect(modal.locator('[data-section="guidelines"]')).toBeVisible();
  await expect(modal).not.toContainText('{"');
  const added = elements.locator('li', { has: adaPage.getByLabel('Added') });
  const addedLine = (await added.first().innerText()).replace(/^\+\s*/, '').trim();
  const addedName = addedLine.split(' — ')[0]!;
  expect(addedName.length).toBeGreaterThan(1);
  await expect(benPanel.getByText(addedName, { exact: true })).toHaveCount(0);

  // Accept one section: it leaves the modal, the other stays; Ben sees the new element at once.
  await elements.getByRole('button', { name: 'Accept' }).click();
  await expect(elements).toHaveCount(0);
  await expect(modal.locator('[data-section="guidelines"]')).toBeVisible();
  await expect(benPanel.getByText(addedName, { exact: true })).toBeVisible();
  await modal.getByRole('button', { name: /close/i }).click();
  await expect(modal).toBeHidden();

  // Undo takes the accepted section back in one step, for Ben too.
  await adaPage.getByRole('button', { name: 'Undo' }).click();
  await expect(benPanel.getByText(addedName, { exact: true })).toHaveCount(0);
  await expect(adaPage.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(syncStatus(adaPage)).toHaveText('Saved', { timeout: 30_000 });

  // The form was kept for this World: reopening the tab shows the feedback and the chosen sections.
  await adaPage.reload();
  await expect(adaPage.getByLabel('Feedback')).toHaveValue(/Marigold/);
  await expect(adaPage.getByRole('checkbox', { name: 'Story elements' })).toBeChecked();
});

test("the admin list's New World opens the wizard in template mode; a blank World is one click away", async ({ browser, baseURL }) => {
  const admin = await signInAdmin(baseURL!);
  const page = await keep(await contextFor(browser, admin)).newPage();
  await page.goto('/admin/templates');
  await page.getByRole('button', { name: 'New World' }).click();
  await expect(page).toHaveURL(/\/admin\/templates\/new/);
  await expect(page.getByRole('heading', { name: 'I want players to ...' })).toBeVisible();
  await page.getByRole('button', { name: 'Start from a blank World instead' }).click();
  await expect(page).toHaveURL(/\/admin\/templates\/tpl_/);
  await expect(syncStatus(page)).toHaveText('Saved', { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Untitled World');
});

/** Waits until every picture of `images` has loaded (a painted picture, not a placeholder). */
async function loaded(images: Locator) {
  await expect(images.first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => images.evaluateAll((els) => els.every((e) => (e as HTMLImageElement).complete && (e as HTMLImageElement).naturalWidth > 0))).toBe(true);
}

test('issue 27: ticking only Guidelines offers only Guidelines; accepting it keeps the element and its picture', async ({ browser, baseURL }) => {
  const admin = await signInAdmin(baseURL!);
  const id = await createWorld(admin, {
    title: 'The Mill by the Weir',
    guidelines: { world: 'A river village whose mill has stood still for a year.', rules: ['The river remembers.'] },
    storyElements: [{ id: 'old_mill', name: 'The Old Mill', role: 'location', appearance: 'A stone mill with a broken water wheel and ivy on its walls' }],
  });
  // The element's picture, painted by the offline illustrator.
  const xsrf = decodeURIComponent((await admin.api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const painted = await admin.api.post('/image-generation/template/element', {
    headers: { 'X-CSRF-TOKEN': xsrf },
    data: { requestId: randomUUID(), templateId: id, elementId: 'old_mill', appearance: 'The Old Mill\nA stone mill with a broken water wheel', imageInstructions: {} },
  });
  expect(painted.status()).toBe(200);

  const page = await keep(await contextFor(browser, admin)).newPage();
  await page.goto(`/users/my-worlds/${id}?tab=elements`);
  await expect(syncStatus(page)).toHaveText('Saved', { timeout: 30_000 });
  const mill = page.locator('[data-element="old_mill"]');
  await mill.getByRole('button', { name: /^The Old Mill/ }).click();
  await loaded(mill.locator('img[alt="The Old Mill"]'));

  await showTab(page, 'ai-iteration', 'AI Iteration');
  await page.getByLabel('Feedback').fill('Make the rules about the river stricter');
  await page.getByRole('checkbox', { name: 'Guidelines' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();

  // The review lists only the ticked section: no Story elements, Stats or Players offered, nothing "(empty)".
  const modal = page.getByRole('dialog', { name: "Review the assistant's changes" });
  await expect(modal.locator('[data-section="guidelines"]')).toBeVisible();
  await expect(modal.locator('[data-section]')).toHaveCount(1);
  await expect(modal.getByRole('heading', { name: 'Story elements' })).toHaveCount(0);
  await expect(modal.getByText('(empty)')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Accept' }).click();
  await expect(modal).toBeHidden();

  // The element and its picture are still there, for this editor and after a reload (the server's copy).
  await expect(syncStatus(page)).toHaveText('Saved', { timeout: 30_000 });
  await showTab(page, 'elements', 'Elements');
  await expect(page.getByText('No elements yet.')).toHaveCount(0);
  await page.reload();
  await expect(syncStatus(page)).toHaveText('Saved', { timeout: 30_000 });
  await mill.getByRole('button', { name: /^The Old Mill/ }).click();
  await loaded(mill.locator('img[alt="The Old Mill"]'));
});
