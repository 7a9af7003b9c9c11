// Screenshots of the Worldbuilding Assistant for review (not assertions): the wizard in template
// mode, the AI Draft tab with its progress per section, the AI Iteration tab and the review
// modal, at 390x844 and 820x1180. Runs only when ASSISTANT_SHOTS names a folder, e.g.
// ASSISTANT_SHOTS=/tmp/assistant-shots.
import { expect, test, type Page } from '@playwright/test';
import { contextFor, createWorld, newAuthor } from './support/editor-api';
import { TOUR_VIEWPORTS, tourFolder, type Viewport } from './support/screenshot-tour';

const folder = tourFolder('ASSISTANT_SHOTS', 'assistant');

async function shot(page: Page, viewport: Viewport, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${folder}/${viewport.width}x${viewport.height}-${name}.png`, fullPage: true, animations: 'disabled' });
}

/** A draft that never finishes: three sections written, one being written (the progress as a model run shows it). */
const HOLD_GENERATE = `(() => {
  const real = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!String(url).includes('/templates/generate')) return real(input, init);
    const events = [['basics','running'],['guidelines','running'],['media','running'],['difficultyLevels','running'],['basics','done'],['media','done'],['difficultyLevels','done'],['guidelines','done'],['storyElements','running'],['sharedOutcomes','running'],['stats','running'],['stats','done']];
    const body = new ReadableStream({ start(c) { const e = new TextEncoder(); for (const [step, state] of events) c.enqueue(e.encode('event: progress\\ndata: ' + JSON.stringify({ step, state }) + '\\n\\n')); } });
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
  };
})()`;

test('assistant screenshots', async ({ browser, baseURL }) => {
  const ada = await newAuthor(baseURL!, 'shots');
  const id = await createWorld(ada, { title: 'The Hive at Midsummer', teaser: 'A day inside a beehive during the honey flow.', playerCountMax: 2, guidelines: { world: 'A beehive in a lime tree, at the height of summer.' } });
  for (const viewport of TOUR_VIEWPORTS) {
    const context = await contextFor(browser, ada, { viewport, deviceScaleFactor: 1, isMobile: viewport.width < 500, hasTouch: true });
    const page = await context.newPage();

    await page.goto('/users/my-worlds/new');
    await expect(page.getByRole('heading', { name: 'I want players to ...' })).toBeVisible();
    await shot(page, viewport, 'wizard-step1');
    await page.getByRole('button', { name: /meet their future self/i }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Current situation').fill('Finishing school and unsure what comes next');
    await page.getByLabel(/Your story idea/).fill('A lighthouse keeper meets the person she becomes in ten years');
    await shot(page, viewport, 'wizard-step3');

    await page.addInitScript(HOLD_GENERATE);
    await page.goto(`/users/my-worlds/${id}?tab=ai-draft`);
    await expect(page.locator('[data-sync]')).toHaveText('Saved', { timeout: 30_000 });
    await shot(page, viewport, 'ai-draft');
    await page.getByLabel('I want players to …').fill('explore a beehive at midsummer and save the queen');
    await page.getByRole('button', { name: 'Generate Draft' }).click();
    await expect(page.getByText('5 of 8 sections written')).toBeVisible();
    await shot(page, viewport, 'ai-draft-progress');
    await context.close();

    const context2 = await contextFor(browser, ada, { viewport, deviceScaleFactor: 1, isMobile: viewport.width < 500, hasTouch: true });
    const page2 = await context2.newPage();
    await page2.goto(`/users/my-worlds/${id}?tab=ai-iteration`);
    await expect(page2.locator('[data-sync]')).toHaveText('Saved', { timeout: 30_000 });
    await page2.getByLabel('Feedback').fill('Add a beekeeper called Marigold and give the stats a kinder tone');
    await page2.getByRole('checkbox', { name: 'Story elements' }).check();
    await page2.getByRole('checkbox', { name: 'Guidelines' }).check();
    await page2.getByRole('checkbox', { name: 'Stats' }).check();
    await shot(page2, viewport, 'ai-iteration');
    await page2.getByRole('button', { name: 'Submit' }).click();
    await expect(page2.getByRole('dialog')).toBeVisible();
    await page2.waitForTimeout(400);
    await page2.screenshot({ path: `${folder}/${viewport.width}x${viewport.height}-review-modal.png`, animations: 'disabled' });
    await page2.getByRole('dialog').locator('[data-section="storyElements"]').getByRole('button', { name: 'Accept' }).click();
    await page2.getByRole('button', { name: /close/i }).click();
    await shot(page2, viewport, 'after-accept-undo-bar');
    await context2.close();
  }
});
