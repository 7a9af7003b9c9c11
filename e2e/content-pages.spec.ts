// The content pages: the three audience pages, privacy and credits render their headlines and
// calls to action; the Academy list leads to lectures with previous/next navigation, coming-soon
// and unknown lectures say so, and a lecture opens offline once the service worker has the app.
import { expect, test, type Page } from '@playwright/test';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test('audience pages, privacy and credits render their headlines and calls to action', async ({ page }) => {
  await page.goto('/for-coaches');
  await expect(h1(page)).toHaveText('Transform Coaching into Experiential Learning');
  await expect(page.getByRole('link', { name: 'Give It a Try' }).last()).toHaveAttribute(
    'href',
    '/setup?step=3&category=see-your-future-self&players=1&images=true',
  );
  await expect(page.getByText('Please enter no real personal information')).toBeVisible();
  // Two scenarios; on a phone one slide shows at a time (the other is inert until paged to).
  const scenarios = page.getByRole('region', { name: 'Coaching scenarios' });
  await expect(scenarios.locator('[aria-roledescription="slide"]')).toHaveCount(2);
  await expect(scenarios.getByRole('heading', { name: 'Leaving a Secure Job to Start a Business' })).toBeVisible();
  await scenarios.getByRole('button', { name: 'Next slide' }).click();
  await expect(scenarios.getByRole('heading', { name: 'Moving Abroad for a Partner’s Career' })).toBeVisible();
  const question = page.getByRole('button', { name: 'Is this a therapeutic tool?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Taleforge is a storytelling tool.')).toBeVisible();

  await page.goto('/for-educators');
  await expect(h1(page)).toHaveText('Bring Learning to Life Through Interactive Stories');
  await expect(page.getByRole('link', { name: 'Give It a Try' }).first()).toHaveAttribute(
    'href',
    '/setup?step=3&category=learn-something&players=1&images=true',
  );
  await expect(page.getByRole('link', { name: 'Create Educational Materials' }).first()).toHaveAttribute('href', '/users/signin?view=register');
  await expect(page.getByRole('region', { name: 'Learning use cases' }).locator('[aria-roledescription="slide"]')).toHaveCount(3);

  // The footer's audience buttons lead from page to page.
  await page.getByRole('navigation', { name: "Who it's for" }).getByRole('link', { name: 'For Storytellers' }).click();
  await expect(h1(page)).toHaveText('Build the World. Let Every Story Surprise You.');
  // No COMMUNITY_URL on this server: the community section keeps to the Academy and the newsletter.
  await expect(page.getByRole('heading', { name: 'Keep learning' })).toBeVisible();
  await page.getByRole('button', { name: 'Who owns the stories played in my World?' }).click();
  await expect(page.getByText('has no copyright and is in the public domain')).toBeVisible();

  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy' }).click();
  await expect(h1(page)).toHaveText('Privacy');
  await expect(page.getByText('IP addresses are held only in memory and deleted after 24 hours.')).toBeVisible();
  await expect(page.getByText('Access tokens and story access codes are stored on your device.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Credits' }).click();
  await expect(h1(page)).toHaveText('Credits');
  // Generated at build time from package.json dependencies, never devDependencies.
  const software = page.getByRole('region', { name: 'Open-source software' });
  await expect(software.getByRole('link', { name: /^react-router\b/ })).toBeVisible();
  await expect(software.getByRole('link', { name: /^vite\b/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Headings and titles' })).toBeVisible();
});

test('academy: list, a lecture, next and previous, a coming-soon lecture, an unknown lecture', async ({ page }) => {
  await page.goto('/academy');
  await expect(page.getByRole('heading', { level: 2, name: 'Lectures' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Join lecture/ })).toHaveCount(8);
  await expect(page.getByRole('link', { name: 'create an account' })).toHaveAttribute('href', '/users/signin?view=register');

  await page.getByRole('link', { name: 'Join lecture 1: A Story Engine, Not a Writing Tool' }).click();
  await expect(page).toHaveURL(/\/academy\/story-engine-not-writing-tool$/);
  await expect(h1(page)).toHaveText('A Story Engine, Not a Writing Tool');
  await expect(page.getByRole('heading', { name: 'Write questions, not answers' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Previous lecture/ })).toHaveCount(0);

  await page.getByRole('link', { name: /Next lecture\s*Outcomes, Milestones and Resolutions/ }).click();
  await expect(page).toHaveURL(/\/academy\/outcomes-milestones-resolutions$/);
  await expect(h1(page)).toHaveText('Outcomes, Milestones and Resolutions');
  await expect(page.getByRole('link', { name: /Next lecture\s*Switches and Threads/ })).toBeVisible();

  await page.getByRole('link', { name: /Previous lecture\s*A Story Engine, Not a Writing Tool/ }).click();
  await expect(h1(page)).toHaveText('A Story Engine, Not a Writing Tool');

  await page.getByRole('link', { name: 'Back to Academy' }).click();
  await expect(page.getByRole('heading', { name: 'Lectures' })).toBeVisible();

  await page.getByRole('link', { name: 'Join lecture 7: Playing Together' }).click();
  await expect(h1(page)).toHaveText('Playing Together');
  await expect(page.getByText('Lecture is coming soon')).toBeVisible();
  await expect(page.getByRole('link', { name: /Next lecture\s*Pictures in Your World/ })).toBeVisible();

  await page.goto('/academy/no-such-lecture');
  await expect(h1(page)).toHaveText('Lecture Not Found');
  await expect(page.getByText("The lecture you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Academy' }).click();
  await expect(page).toHaveURL(/\/academy$/);
});

test('a lecture opens offline after a first visit', async ({ page, context }) => {
  await page.goto('/academy');
  await expect(page.getByRole('heading', { name: 'Lectures' })).toBeVisible();
  // The service worker precaches the app (every lecture chunk included) and controls the next load.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  // A lecture never opened before, as a fresh navigation: shell, route and content all come from the device.
  await page.goto('/academy/stats');
  await expect(h1(page)).toHaveText('Stats That Matter');
  await expect(page.getByRole('heading', { name: 'Five types' })).toBeVisible();
  await page.getByRole('link', { name: /Previous lecture\s*Success and Failure/ }).click();
  await expect(h1(page)).toHaveText('Success and Failure');
  await context.setOffline(false);
});
