// Feedback from the game page: 'Like this beat?' opens the beat mode (rating preselected, the
// beat's text sent along), Share Feedback the general mode (a comment needed); a failed send keeps
// the form open with the spec's message; a sent one thanks and closes after 1.5 s.
import { expect, test, type Page } from '@playwright/test';
import { codeOf, createReadyStory } from './support/game-api';
import { openGame, selectCharacter, waitForChoice } from './support/game-play';

test.setTimeout(120_000);

async function firstBeat(page: Page, request: Parameters<typeof createReadyStory>[0]) {
  await page.goto('/');
  const created = await createReadyStory(request, { players: 1 });
  // The page view is counted without the join code (privacy-first analytics).
  const views: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/analytics/pageview')) views.push(String((r.postDataJSON() as { path: string }).path));
  });
  await openGame(page, codeOf(created, 'player1'));
  await expect.poll(() => views).toContain('/game/:code');
  expect(views.join(' ')).not.toContain(codeOf(created, 'player1'));
  await selectCharacter(page, 0, 0);
  await waitForChoice(page, 1);
  return created;
}

test('beat feedback from the thumbs, with a failure first', async ({ page, request }) => {
  const created = await firstBeat(page, request);

  // The server fails once: the message shows in red and the form stays.
  let failOnce = true;
  await page.route('**/feedback/submit', async (route) => {
    if (failOnce) {
      failOnce = false;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 'error', errorMessage: 'down' }) });
    } else await route.continue();
  });

  await page.getByRole('button', { name: "I don't like this beat" }).click();
  const dialog = page.getByRole('dialog', { name: 'Story Beat Feedback' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Not for me' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Liked it' }).click();
  await expect(dialog.getByRole('button', { name: 'Liked it' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByLabel('Comment (optional)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Failed to submit feedback. Please try again.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();

  await dialog.getByLabel('Comment (optional)').fill('The twist landed.');
  const sent = page.waitForRequest('**/feedback/submit');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ type: 'beat', rating: 'positive', comment: 'The twist landed.', storyId: created.storyId });
  expect(typeof body.storyText).toBe('string');
  expect((body.storyText as string).length).toBeGreaterThan(20);
  expect(body).not.toHaveProperty('contactInfo');

  await expect(page.getByText('Your feedback has been submitted successfully.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 3000 });
});

test('general feedback from the sidebar needs a comment; the contact is sent when given', async ({ page, request }) => {
  const created = await firstBeat(page, request);
  // On a phone the sidebar is a drawer behind the character button.
  await page.locator('button[aria-controls="game-drawer"]').click();
  await page.getByRole('button', { name: 'Share Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Feedback' });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Suggestion' }).check();
  await dialog.getByLabel('Your feedback').fill('Let me name my character myself.');
  await dialog.getByLabel('Contact (optional)').fill('  reader@example.org ');
  const response = page.waitForResponse('**/feedback/submit');
  await submit.click();
  const answer = await response;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({
    type: 'suggestion',
    comment: 'Let me name my character myself.',
    contactInfo: 'reader@example.org',
    storyId: created.storyId,
  });
  await expect(page.getByRole('dialog', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Share Feedback|Thank You/ })).toHaveCount(0, { timeout: 3000 });
});
