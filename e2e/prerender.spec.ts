// Issue 31: the first screen is in the HTML. Every page whose first screen is the same for every
// visitor (and the game page's shell) is drawn before any script runs, and the app then takes the
// markup over without changing it: React reports no hydration mismatch (<html data-render>), and
// every heading, card and picture stands where the HTML put it. A World published after the build
// is in the served pages at once; the service worker serves each page, prerendered, offline.
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page, type Route } from '@playwright/test';
import { codeOf, createReadyStory } from './support/game-api';
import { createWorld, signInAdmin } from './support/editor-api';
import { waitForServiceWorker } from './support/game-play';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
];

/** The prerendered pages and what their first screen shows (a level-1 heading). */
const PAGES: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: 'Stories you steer, together.' },
  { path: '/library', heading: 'Library' },
  { path: '/academy', heading: /Academy/ },
  { path: '/academy/setting', heading: 'Setting the Scene' },
  { path: '/for-storytellers', heading: /./ },
  { path: '/for-coaches', heading: /./ },
  { path: '/for-educators', heading: /./ },
  { path: '/privacy', heading: /Privacy/ },
  { path: '/credits', heading: /Credits/ },
  { path: '/users/signin', heading: /./ },
  { path: '/users/reset-password', heading: /./ },
];

/** Where the page's headings, cards, pictures and links are drawn (visible ones, in document order). */
function layoutOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('#root h1, #root h2, #root h3, #root article, #root img, #root main a, #root footer')]
      .filter((e) => e.getClientRects().length > 0)
      .map((e) => {
        const b = e.getBoundingClientRect();
        return `${e.tagName} "${(e.textContent ?? '').trim().slice(0, 30)}" at ${Math.round(b.x)},${Math.round(b.y + window.scrollY)} ${Math.round(b.width)}x${Math.round(b.height)}`;
      }),
  );
}

/**
 * Opens `url` with every script of the app held back, so the page is what its HTML draws (the
 * shell's inline scripts run); `release()` lets the scripts through and waits until the app has
 * taken the page over (failing on a hydration mismatch).
 */
async function openHeld(browser: Browser, url: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/.*\.js$/, (route) => (holding ? void held.push(route) : route.continue()));
  // Not 'domcontentloaded': that waits for the module scripts held here.
  await page.goto(url, { waitUntil: 'commit' });
  return {
    page,
    close: () => context.close(),
    async release() {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      await expect(page.locator('html')).toHaveAttribute('data-render', /hydrated|mismatch/);
      // A screen's lazy section takes over when its code arrives: let the network settle.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
    },
  };
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    for (const { path, heading } of PAGES) {
      test(`${path}: the first screen is in the HTML, and the app takes it over without moving anything`, async ({ browser, baseURL }) => {
        const held = await openHeld(browser, `${baseURL}${path}`, viewport);
        await expect(held.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const before = await layoutOf(held.page);
        await held.release();
        expect(await layoutOf(held.page)).toEqual(before);
        await held.close();
      });
    }

    test("/game/{code}: the game page's shell (header, the story's place) is in the HTML and is taken over as it is", async ({ browser, baseURL, request }) => {
      const code = codeOf(await createReadyStory(request, { players: 1 }), 'player1');
      const held = await openHeld(browser, `${baseURL}/game/${code}`, viewport);
      await expect(held.page.getByRole('link', { name: 'Taleforge, home' }).first()).toBeVisible();
      // The page's status line (an h1 that is a live region).
      await expect(held.page.getByRole('status').filter({ hasText: 'Connecting to Game' })).toBeVisible();
      await held.release();
      // ... and the story follows, as on any visit.
      await expect(held.page.getByRole('status').filter({ hasText: 'Connecting to Game' })).toBeHidden({ timeout: 30_000 });
      await expect(held.page.locator('html')).toHaveAttribute('data-render', 'hydrated');
      await held.close();
    });
  });
}

test("the library's Worlds are in its HTML where they show, before the footer: a slow network never paints the footer in their place", async ({ request }) => {
  const html = await (await request.get('/library', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<article');
  // React sends a Suspense boundary past 12.8 KB after the page, moved in by a script once it
  // arrives; a tablet painting before then showed the footer where the list goes (CLS 0.17).
  expect(html.indexOf('<article')).toBeLessThan(html.indexOf('<footer'));
  expect(html).not.toContain('<template id="B:');
});

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px the library's offline note fits the place held for it, while Worlds are still being saved`, async ({ browser, baseURL }) => {
    // One World the server will not give: the note keeps its longest words, "The rest are being saved ...".
    const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route(/\/templates\/full\/world_the-finders-of-button-hill\b/, (route) => route.fulfill({ status: 503, body: 'busy' }));
    await page.goto(`${baseURL}/library`);
    const note = page.locator('[data-offline-worlds]');
    await expect(note).toContainText('The rest are being saved while you are online.', { timeout: 60_000 });
    // The place is held from the first paint (the page cannot know the device): if the words
    // need more, the place grows and the list below moves.
    const place = await note.locator('..').evaluate((e) => ({ height: e.getBoundingClientRect().height, held: parseFloat(getComputedStyle(e).minHeight) }));
    expect(place.height).toBe(place.held);
    await context.close();
  });
}

test('home and the library show the published Worlds: one published after the build is in their HTML at once', async ({ browser, baseURL, request }) => {
  const admin = await signInAdmin(baseURL!);
  const title = `The Lantern Archive ${randomUUID().slice(0, 6)}`;
  await createWorld(admin, { title, publicationStatus: 'Published' });
  for (const path of ['/', '/library']) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html, path).toContain(title);
    const held = await openHeld(browser, `${baseURL}${path}`, VIEWPORTS[0]!);
    await expect(held.page.getByRole('heading', { name: title }).first()).toBeAttached();
    await held.close();
  }
  await admin.api.dispose();
});

test('offline, the service worker serves each page prerendered, and the app takes it over', async ({ page, context, request }) => {
  const code = codeOf(await createReadyStory(request, { players: 1 }), 'player1');
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), path).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(page.locator('html'), path).toHaveAttribute('data-render', 'hydrated');
  }
  // A game never opened on this device: its shell, taken over, and the app's word on why it waits.
  // ('Connecting to Game', the shell's word before the app knows the device is offline, lasts only
  // until hydration: waiting for it failed whenever the app was quicker than the check.)
  await page.goto(`/game/${code}`);
  await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
  await expect(page.getByRole('status').filter({ hasText: 'Not on this device yet' })).toBeVisible();
  await expect(page.getByText("This story hasn't been opened on this device yet, so it will load when you're back online.")).toBeVisible();
  // The Worlds the pages were prerendered with stay on show offline.
  await page.goto('/library');
  await expect(page.getByRole('link', { name: 'Play The Redrawn City' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Play The Redrawn City' }).first()).toBeVisible();
});

test('a prerendered form takes nothing before the app runs: no password typed then is lost or sent by the browser in the address', async ({ browser, baseURL }) => {
  const held = await openHeld(browser, `${baseURL}/users/reset-password?token=${'a'.repeat(43)}`, VIEWPORTS[0]!);
  const password = held.page.getByLabel('New password', { exact: true });
  const save = held.page.getByRole('button', { name: 'Set New Password' });
  await expect(password).toBeVisible();
  await expect(password).toBeDisabled();
  await expect(save).toBeDisabled();
  await held.release();
  await expect(password).toBeEnabled();
  await password.fill('Another-key-10');
  await held.page.getByLabel('Confirm new password', { exact: true }).fill('Another-key-10');
  await save.click();
  await expect(held.page.getByRole('alert')).toHaveText('This reset link has expired or has already been used. Please ask for a new one.');
  expect(held.page.url()).not.toContain('Another-key-10');
  await held.close();

  // The same on the sign-in page's forms.
  const signIn = await openHeld(browser, `${baseURL}/users/signin?view=register`, VIEWPORTS[0]!);
  await expect(signIn.page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  await signIn.release();
  await expect(signIn.page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  await signIn.close();
});
