// Issue 20 A, "be honest in the UI": without an AI model the wizard says once, where the prompt is
// typed, that the offline storyteller writes stories from the prompt's words and to ask an admin
// for a model (admins read how to connect one); 'Got it' hides it for good. With a model configured it never shows.
import { expect, test, type Page } from '@playwright/test';
import { startOwnServer, type OwnServer } from './support/own-server';

const DETAILS = '/setup?step=3&category=pretend-to-be&players=1';
const NOTE = /written by the offline storyteller/;
const noteOf = (page: Page) => page.getByRole('complementary', { name: 'About the storyteller' });

test('without a model the wizard names the offline storyteller once, until Got it', async ({ page }) => {
  await page.goto(DETAILS);
  await expect(page.getByRole('heading', { name: 'Tell the narrator' })).toBeVisible();
  const note = noteOf(page);
  await expect(note).toContainText(NOTE);
  // Only an admin can connect a model (issue 27): everyone else is told to ask one, not the server's settings.
  await expect(note).toContainText('Ask an admin to connect an AI model.');
  await expect(note).not.toContainText('OPENAI_API_KEY');
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/.artifacts/screens/offline-storyteller-note-phone.png' });
  await note.getByRole('button', { name: 'Got it' }).click();
  await expect(note).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tell the narrator' })).toBeVisible();
  await expect(noteOf(page)).toHaveCount(0);
});

test.describe('with a model configured', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    // The key is only read when a story is written; this spec never creates one.
    server = await startOwnServer({ OPENAI_API_KEY: 'sk-e2e-not-used', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
  });
  test.afterAll(async () => server?.close());

  test('the wizard shows no storyteller note', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto(DETAILS);
    await expect(page.getByRole('heading', { name: 'Tell the narrator' })).toBeVisible();
    await expect(page.getByLabel(/Your story idea/)).toBeVisible();
    await expect(noteOf(page)).toHaveCount(0);
    await context.close();
  });
});
