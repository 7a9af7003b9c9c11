// The community chat link is the installation's setting (COMMUNITY_URL): unset, no page shows a
// community-chat link (never a dead one); set, the footer, the My Worlds banner, the Academy's
// intro and the storytellers page link to it, on first paint and offline. The footer's creator
// credit links to the creators' page and the Academy (spec 1 §2, spec 3 §2).
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { contextFor, newAuthor } from './support/editor-api';
import { waitForServiceWorker } from './support/game-play';
import { startOwnServer, type OwnServer } from './support/own-server';

const CHAT = 'https://chat.example.org/taleforge';

function footer(page: Page) {
  return page.getByRole('contentinfo');
}

test('without COMMUNITY_URL no page links to a community chat; the creator credit links to the creators’ page and the Academy', async ({ browser, baseURL }) => {
  const author = await newAuthor(baseURL!, 'nochat');
  const context = await contextFor(browser, author);
  const page = await context.newPage();
  await page.goto('/users/my-worlds');
  await expect(page.getByRole('complementary', { name: 'About building Worlds' })).toContainText('walks you through settings, stats and outcomes.');
  await expect(page.getByRole('link', { name: /community chat/i })).toHaveCount(0);

  await expect(footer(page).getByRole('link', { name: 'the creators of its Worlds' })).toHaveAttribute('href', '/for-storytellers');
  await expect(footer(page).getByRole('link', { name: 'Academy', exact: true })).toHaveAttribute('href', '/academy');

  await page.goto('/academy');
  await expect(page.getByRole('heading', { level: 2, name: 'Lectures' })).toBeVisible();
  await expect(page.getByRole('link', { name: /community/i })).toHaveCount(0);

  await page.goto('/for-storytellers');
  await expect(page.getByRole('heading', { name: 'Keep learning' })).toBeVisible();
  await expect(page.getByRole('link', { name: /community chat/i })).toHaveCount(0);
  await context.close();
});

test.describe('with COMMUNITY_URL set', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer({ COMMUNITY_URL: CHAT });
  });
  test.afterAll(async () => server?.close());

  test('the footer, the Academy, the storytellers page and the My Worlds banner link to the chat, offline too', async ({ browser }) => {
    const author = await newAuthor(server.url, 'chat');
    const context = await contextFor(browser, author, { baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/users/my-worlds');
    await expect(page.getByRole('complementary', { name: 'About building Worlds' }).getByRole('link', { name: /community chat/ })).toHaveAttribute('href', CHAT);
    await expect(footer(page).getByRole('link', { name: /Community chat/ })).toHaveAttribute('href', CHAT);

    await page.goto('/academy');
    await expect(page.getByRole('link', { name: /join the community chat/ })).toHaveAttribute('href', CHAT);
    await page.goto('/for-storytellers');
    await expect(page.getByRole('heading', { name: 'Join the community' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Join the community chat/ })).toHaveAttribute('href', CHAT);

    // The setting travels in the shell the service worker keeps: offline, the link is still there.
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto('/academy');
    await expect(page.getByRole('link', { name: /join the community chat/ })).toHaveAttribute('href', CHAT);
    await expect(footer(page).getByRole('link', { name: /Community chat/ })).toHaveAttribute('href', CHAT);
    await context.close();
  });

  test('the built service worker precaches the shell under the revision of the shell as served', async ({ request }) => {
    const shell = await (await request.get(`${server.url}/index.html`)).text();
    expect(shell).toContain(`"communityUrl":"${CHAT}"`);
    const sw = await (await request.get(`${server.url}/sw.js`)).text();
    const revision = /\{url:"index\.html",revision:"([0-9a-f]+)"\}/.exec(sw)?.[1];
    expect(revision).toBe(createHash('md5').update(shell).digest('hex'));
  });
});
