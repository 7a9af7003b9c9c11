// The admin area (spec 2 §2, issue 16) against the real server, at phone and tablet size: an
// admin reorders the welcome carousel with the keyboard only and home shows the new order; deletes
// a feedback row and a user; a non-admin sees Access Denied and lands on / after 5 s (clock-
// controlled); a visitor goes to sign-in. With ADMIN_SHOTS set, a screenshot tour of every tab.
import { expect, test, type Page } from '@playwright/test';
import { contextFor, createWorld, newAuthor, sendFeedback, signInAdmin, startStory, type Author } from './support/editor-api';
import { TOUR_VIEWPORTS, tourFolder } from './support/screenshot-tour';

test.setTimeout(150_000);

let admin: Author;
test.beforeAll(async ({ baseURL }) => {
  admin = await signInAdmin(baseURL!);
});

const sizeName = (v: { width: number }) => (v.width < 500 ? 'phone' : 'tablet');

/** The titles of the welcome carousel rows, in order. */
const carouselTitles = (page: Page) => page.getByRole('list', { name: 'Welcome screen order' }).getByRole('heading').allTextContents();

for (const viewport of TOUR_VIEWPORTS) {
  test.describe(`at ${sizeName(viewport)} size`, () => {
    test.use({ viewport });

    test('an admin reorders the welcome carousel with the keyboard and the home page shows the new order', async ({ browser }) => {
      const context = await contextFor(browser, admin, { viewport });
      const page = await context.newPage();
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/admin\/templates$/);
      await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();

      await page.getByRole('link', { name: 'World Carousel' }).click();
      await expect(page.getByRole('heading', { name: 'Welcome Screen Stories' })).toBeVisible();
      // The rows are there once a second position shows (the seeded Worlds give several).
      await expect(page.getByText('Position: 2')).toBeVisible();
      const before = await carouselTitles(page);
      const moving = before[1]!;

      // Keyboard only: lift the second row with Space, move it up 25 px a step, drop with Space.
      await page.getByRole('button', { name: `Move ${moving}, position 2` }).focus();
      await page.keyboard.press('Space');
      for (let i = 0; i < 8; i += 1) await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Space');
      await expect.poll(() => carouselTitles(page)).toEqual([moving, before[0]!, ...before.slice(2)]);

      // Escape cancels a lift: the order stays as it is.
      await page.getByRole('button', { name: `Move ${before[0]!}, position 2` }).focus();
      await page.keyboard.press('Enter');
      for (let i = 0; i < 8; i += 1) await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Escape');
      await expect.poll(() => carouselTitles(page)).toEqual([moving, before[0]!, ...before.slice(2)]);

      const save = page.getByRole('button', { name: 'Save Order' });
      await save.focus();
      const saved = page.waitForResponse((r) => r.url().includes('/admin/carousel/order') && r.request().method() === 'PUT');
      await page.keyboard.press('Enter');
      expect((await saved).status()).toBe(200);
      await expect(save).toBeDisabled();

      await page.goto('/');
      const featured = page.getByRole('region', { name: 'Featured stories' }).or(page.locator('section[aria-label="Featured stories"]'));
      await expect(featured.getByRole('group', { name: /^1 of/ }).getByRole('heading').first()).toHaveText(moving);

      // A fresh load of the carousel page shows the saved order.
      await page.goto('/admin/carousel');
      await expect.poll(() => carouselTitles(page)).toEqual([moving, before[0]!, ...before.slice(2)]);
      await context.close();
    });

    test('an admin deletes a feedback row and a user', async ({ browser, baseURL }) => {
      const size = sizeName(viewport);
      const author = await newAuthor(baseURL!, `gone_${size}`);
      const comment = `The lanterns flickered too much (${size} ${Date.now()})`;
      await sendFeedback(author, comment);

      const context = await contextFor(browser, admin, { viewport });
      const page = await context.newPage();
      await page.goto('/admin/feedback');
      await expect(page.getByRole('heading', { name: 'Feedback Management' })).toBeVisible();
      await page.getByPlaceholder('Filter feedback…').fill(comment);
      await expect(page.getByText(comment)).toBeVisible();
      await expect(page.getByText(author.username)).toBeVisible();
      await page.getByRole('button', { name: /^Delete feedback/ }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Are you sure you want to delete this feedback submission? This action cannot be undone.');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('No feedback submissions found')).toBeVisible();
      await page.reload();
      await page.getByPlaceholder('Filter feedback…').fill(comment);
      await expect(page.getByText('No feedback submissions found')).toBeVisible();

      await page.getByRole('link', { name: 'Users' }).click();
      await page.getByPlaceholder('Filter users…').fill(author.username);
      await expect(page.getByText(author.email)).toBeVisible();
      await page.getByRole('button', { name: `Delete ${author.username}` }).click();
      await expect(dialog).toContainText(author.username);
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('No users found.')).toBeVisible();
      await page.reload();
      await page.getByPlaceholder('Filter users…').fill(author.username);
      await expect(page.getByText('No users found.')).toBeVisible();
      // The deleted account cannot sign in any more.
      const me = (await (await author.api.get('/auth/me')).json()) as { data?: { user?: unknown } };
      expect(me.data?.user ?? null).toBeNull();
      await context.close();
    });

    test('a non-admin sees Access Denied and lands on / after 5 seconds; a visitor goes to sign-in', async ({ browser, baseURL }) => {
      const user = await newAuthor(baseURL!, `plain_${sizeName(viewport)}`);
      const context = await contextFor(browser, user, { viewport });
      const page = await context.newPage();
      // The page's time stands still from the start (an installed clock otherwise flows with real
      // time, and a slow machine spends seconds of it drawing the page): only runFor moves it.
      const start = new Date('2026-06-01T09:00:00Z');
      await page.clock.install({ time: start });
      // Paused a minute on (pausing at `start` itself fails once a millisecond has passed); no timer is set yet.
      await page.clock.pauseAt(new Date(start.getTime() + 60_000));
      await page.goto('/admin/stories');
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(page.getByText('You do not have permission to access the admin area.').first()).toBeVisible();
      await page.clock.runFor(4_000);
      await expect(page).toHaveURL(/\/admin\/stories$/);
      await page.clock.runFor(1_100);
      await expect(page).toHaveURL(/\/$/);
      await context.close();

      const visitor = await browser.newContext({ viewport });
      const visitorPage = await visitor.newPage();
      await visitorPage.goto('/admin/users');
      await expect(visitorPage).toHaveURL(/\/users\/signin/);
      await visitor.close();
    });
  });
}

test('My Worlds shows a creator their Worlds in the same list, with a creator\'s switches', async ({ browser, baseURL }) => {
  const author = await newAuthor(baseURL!, 'maker');
  await createWorld(author, { title: 'Orchard of Small Hours' });
  const context = await contextFor(browser, author);
  const page = await context.newPage();
  await page.goto('/users/my-worlds');
  const card = page.getByRole('listitem').filter({ hasText: 'Orchard of Small Hours' });
  await expect(card).toContainText('Creator');
  await expect(card).toContainText('Draft');
  // No creator column and no public view of a Draft for a creator (those are admin switches).
  await expect(card.getByText('Unknown')).toHaveCount(0);
  await expect(card.getByRole('link', { name: /^View/ })).toHaveCount(0);
  await card.getByRole('button', { name: 'Delete Orchard of Small Hours' }).click();
  await expect(page.getByRole('dialog')).toContainText('deleted for you and every co-author');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('World deleted')).toBeVisible();
  await expect(page.getByText("You haven't made any Worlds yet.")).toBeVisible();
  await context.close();
});

test('screenshot tour of every admin tab at phone and tablet size', async ({ browser }) => {
  const folder = tourFolder('ADMIN_SHOTS', 'admin');
  // Rows to look at: a story and two pieces of feedback (one long enough to be cut).
  await startStory(admin, 'A heist in a library after closing time');
  await sendFeedback(admin, 'The narrator kept the tension high. '.repeat(5));
  await sendFeedback(admin, 'Could the map show which rooms we already searched?');
  await createWorld(admin, { title: 'The Admin’s Own Draft' });
  for (const viewport of TOUR_VIEWPORTS) {
    const context = await contextFor(browser, admin, { viewport });
    const page = await context.newPage();
    for (const tab of ['templates', 'carousel', 'stories', 'users', 'feedback']) {
      await page.goto(`/admin/${tab}`);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByText(/^Loading .*…$/)).toHaveCount(0);
      await page.screenshot({ path: `${folder}/admin-${tab}-${viewport.width}x${viewport.height}.png`, fullPage: true });
    }
    // My Worlds shares the template list.
    await page.goto('/users/my-worlds');
    await expect(page.getByText('The Admin’s Own Draft').first()).toBeVisible();
    await page.screenshot({ path: `${folder}/my-worlds-${viewport.width}x${viewport.height}.png`, fullPage: true });
    await context.close();
  }
});
