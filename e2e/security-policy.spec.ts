// Issue 13.7: the app works whole under its Content-Security-Policy. A visitor's journey (home
// with the service worker, library, configurator, code screen, character selection, a turn, the
// content pages) and an author's (My Worlds, the live editor over its socket) report no CSP
// violation, as events in the page or as console errors; and a picture from another site in a
// World's text is shown as a link and never requested.
import { randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { templateMetadataSchema } from '@schemas';
import { contextFor, createWorld, newAuthor } from './support/editor-api';
import { codeOf, createReadyStory } from './support/game-api';
import { choose, navigatorText, openGame, selectCharacter, waitForChoice, waitForServiceWorker } from './support/game-play';

test.setTimeout(180_000);

type Violation = { directive: string; blocked: string; source: string };

/** Collects every CSP violation of the context's pages: the DOM event, and the console's report of it. */
async function watchPolicy(context: BrowserContext): Promise<() => Promise<Violation[]>> {
  await context.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI, source: e.sourceFile }));
  });
  const consoleReports: Violation[] = [];
  const pages: Page[] = [];
  const track = (page: Page) => {
    pages.push(page);
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate)/i.test(m.text())) consoleReports.push({ directive: 'console', blocked: m.text(), source: page.url() });
    });
  };
  context.pages().forEach(track);
  context.on('page', track);
  return async () => {
    const inPages = await Promise.all(pages.filter((p) => !p.isClosed()).map((p) => p.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [])));
    return [...inPages.flat(), ...consoleReports];
  };
}

test('a visitor plays a story from the library with no CSP violation, service worker included', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const violations = await watchPolicy(context);
  const page = await context.newPage();

  const home = await page.goto('/');
  const csp = home?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(home?.headers()['x-content-type-options']).toBe('nosniff');
  expect(home?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await waitForServiceWorker(page);

  await page.goto('/library?tags=Mystery');
  await page.getByRole('link', { name: 'Play The Redrawn City' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Redrawn City' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Story' }).click();
  await expect(page.getByText('Your Access Code:')).toBeVisible({ timeout: 30_000 });
  const begin = page.getByRole('button', { name: 'Begin' });
  await expect(begin).toBeEnabled({ timeout: 60_000 });
  await begin.click();
  await expect(page).toHaveURL(/\/game\//);
  await selectCharacter(page, 0, 1);
  await waitForChoice(page, 1);
  await choose(page, 0);
  await expect(navigatorText(page)).toHaveText(/^Beat 2 of 2/, { timeout: 60_000 });

  for (const path of ['/academy', '/academy/story-engine-not-writing-tool', '/for-coaches', '/privacy', '/credits', '/users/signin?view=login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // A reload served by the service worker runs under the same policy.
  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();

  expect(await violations()).toEqual([]);
  await context.close();
});

test("an author's My Worlds and live editor under the policy; a foreign picture in a World is a link, never fetched", async ({ browser, baseURL }) => {
  const author = await newAuthor(baseURL!, 'csp');
  const pixel = 'http://127.0.0.1:9/pixel.gif';
  const id = await createWorld(author, {
    title: 'Lantern Quay',
    characterSelectionIntroduction: { title: 'Who walks the quay?', text: `The fog is thick tonight. ![a tracking pixel](${pixel}) Choose well.` },
  });
  const context = await contextFor(browser, author, { baseURL, reducedMotion: 'reduce' });
  const violations = await watchPolicy(context);
  const page = await context.newPage();
  const fetchedPixel: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(pixel)) fetchedPixel.push(r.url());
  });

  await page.goto('/users/my-worlds');
  await expect(page.getByRole('heading', { name: 'Lantern Quay' })).toBeVisible();
  await page.goto(`/users/my-worlds/${id}?tab=setup`);
  await expect(page.locator('[data-sync]')).toHaveText('Saved', { timeout: 30_000 });
  await page.getByLabel('Teaser', { exact: true }).fill('Lanterns in the fog.');
  await expect(page.locator('[data-sync]')).toHaveText('Saved', { timeout: 30_000 });

  // The author plays their own draft: the introduction's picture from elsewhere is only a link.
  const world = templateMetadataSchema.parse((await (await author.api.get(`/templates/${id}?requestId=${randomUUID()}`)).json()).data);
  const created = await createReadyStory(author.api, { players: 1, world });
  await openGame(page, codeOf(created, 'player1'));
  const intro = page.getByText('The fog is thick tonight.');
  await expect(intro).toBeVisible();
  const link = page.getByRole('link', { name: /a tracking pixel/ });
  await expect(link).toHaveAttribute('href', pixel);
  await expect(page.locator(`img[src^="${pixel}"]`)).toHaveCount(0);
  expect(fetchedPixel).toEqual([]);

  expect(await violations()).toEqual([]);
  await context.close();
});
