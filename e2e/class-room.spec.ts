// Issue 33, the class in one screen: a teacher creates a class of 5 (one solo learner and two
// pairs), prints the join cards (8 to a page, QR codes read back from the print view), five
// learners join from the cards' links on their own devices (one offline for a turn), and the board
// shows each step, also across the teacher's own dropped connection; 'quiet' after five minutes
// on a controlled clock; a learner's story read-only;
// the class ended (learners told), the report and its CSV.
import { readFileSync } from 'node:fs';
import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { STORY_CLOSED_MESSAGE } from '@engine';
import { publishedTemplatesResponseSchema, type TemplateMetadata } from '@schemas';
import { closedAfterEachTest } from './support/contexts';
import { contextFor, newAuthor, type Author } from './support/editor-api';
import { choose, openGame, selectCharacter, waitForChoice } from './support/game-play';
import { createClassApi, pdfPages, readQr } from './support/class-api';
import { TOUR_VIEWPORTS } from './support/screenshot-tour';

test.describe.configure({ timeout: 300_000 });
const keep = closedAfterEachTest(test);
/** Set CLASS_SHOTS to a folder to photograph every class screen at 390 × 844 and 820 × 1180. */
const SHOTS = process.env.CLASS_SHOTS ?? '';

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const before = page.viewportSize();
  for (const vp of TOUR_VIEWPORTS) {
    await page.setViewportSize(vp);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: `${SHOTS}/${name}-${vp.width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

async function riverWorld(page: Page): Promise<TemplateMetadata> {
  const res = await page.request.get('/templates/published?requestId=e2e-class');
  const world = publishedTemplatesResponseSchema.parse((await res.json()).data).templates.find((t) => t.title === 'What the River Knows');
  if (!world) throw new Error('the seeded learn-something World is missing');
  return world;
}

async function learnerPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = keep(await browser.newContext({ ...devices['Pixel 7'], baseURL, reducedMotion: 'reduce' }));
  return context.newPage();
}

async function teacherPage(browser: Browser, teacher: Author): Promise<Page> {
  const context = keep(await contextFor(browser, teacher, { viewport: { width: 820, height: 1180 }, reducedMotion: 'reduce' }));
  return context.newPage();
}

const tile = (page: Page, learner: number) => page.getByTestId(`tile-${learner}`);

test('a teacher runs a class of five: cards, live board, a learner offline for a turn, quiet, end and report', async ({ browser, baseURL }) => {
  const teacher = await newAuthor(baseURL!, 'teacher');
  const page = await teacherPage(browser, teacher);
  // Every class screen works under the server's Content-Security-Policy (issue 13.7).
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate)/i.test(m.text())) refused.push(m.text());
  });
  // The board's clock is controlled: 'quiet' is five minutes of it, moved on below rather than waited for.
  await page.clock.install();

  // Classes sits beside My Stories.
  await page.goto('/users/my-stories');
  await page.getByRole('link', { name: 'Classes', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Classes', exact: true })).toBeVisible();
  await expect(page.getByText('No classes yet')).toBeVisible();
  await shoot(page, 'class-list-empty');

  // A class of 5: pairs split 5 as 2 + 3; the teacher makes it one solo learner and two pairs.
  await page.getByRole('link', { name: 'New class' }).click();
  const world = await riverWorld(page);
  await page.getByRole('combobox', { name: 'World', exact: true }).selectOption(world.id);
  await page.getByRole('spinbutton', { name: 'Number of learners' }).fill('5');
  await page.getByRole('combobox', { name: 'Play', exact: true }).selectOption('2');
  await expect(page.getByText('2 stories for 5 learners: 2 + 3')).toBeVisible();
  await page.getByRole('button', { name: 'Group 1: one learner fewer' }).click();
  await page.getByRole('button', { name: 'Group 2: one learner fewer' }).click();
  await page.getByRole('button', { name: 'Add a group' }).click();
  await expect(page.getByText('3 stories for 5 learners: 1 + 2 + 2')).toBeVisible();
  await page.getByLabel('Class name (optional)').fill('Year 5 Blue');
  await shoot(page, 'class-new');
  await page.getByRole('button', { name: 'Create class of 5' }).click();

  // The join cards: five, on one printed page of eight places, each QR code the card's own join link.
  await expect(page.getByRole('heading', { name: 'Join cards' })).toBeVisible();
  const cards = page.getByTestId('join-card');
  await expect(cards).toHaveCount(5);
  await shoot(page, 'class-cards');
  const classId = new URL(page.url()).pathname.split('/')[3]!;
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Class' })).toBeHidden();
  const links: string[] = [];
  for (let i = 0; i < 5; i++) {
    const card = cards.nth(i);
    const link = await readQr(card.getByRole('img', { name: /QR code of the join link/ }));
    const code = await card.getAttribute('data-code');
    expect(link).toBe(`${baseURL}/game/${code}`);
    links.push(link!);
  }
  // Two across and four down: every card is half the sheet's width and a quarter of its height.
  const sheet = (await page.getByTestId('card-sheet').first().boundingBox())!;
  const first = (await cards.first().boundingBox())!;
  expect(first.width * 2).toBeCloseTo(sheet.width, 0);
  expect(first.height * 4).toBeCloseTo(sheet.height, 0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/class-cards-print.png`, fullPage: true });
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1);
  expect(pdfPages(await page.pdf({ format: 'Letter' }))).toBe(1);
  await page.emulateMedia({ media: 'screen' });

  // A class of nine prints on two pages: eight, then one.
  const nine = await createClassApi(teacher, world, [1, 1, 1, 1, 1, 1, 1, 1, 1]);
  await page.goto(`/users/classes/${nine.id}/cards`);
  await expect(page.getByTestId('join-card')).toHaveCount(9);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('card-sheet').nth(0).getByTestId('join-card')).toHaveCount(8);
  await expect(page.getByTestId('card-sheet').nth(1).getByTestId('join-card')).toHaveCount(1);
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(2);
  await page.emulateMedia({ media: 'screen' });

  // The projector page shows the cards large.
  await page.goto(`/users/classes/${classId}/projector`);
  await expect(page.getByRole('heading', { name: 'Scan your card or type your code' })).toBeVisible();
  await shoot(page, 'class-projector');

  // The board before anyone joins.
  await page.goto(`/users/classes/${classId}`);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  for (let n = 1; n <= 5; n++) await expect(tile(page, n)).toHaveAttribute('data-phase', 'character', { timeout: 30_000 });
  await expect(tile(page, 1)).toHaveAttribute('data-online', 'false');
  await shoot(page, 'class-board-empty');

  // Five learners, each on a device of their own, open their card's link; four give a name.
  const names = ['Ada', 'Ben', '', 'Cleo', 'Dan'];
  const learners: Page[] = [];
  for (const [i, link] of links.entries()) {
    const learner = await learnerPage(browser, baseURL!);
    await openGame(learner, new URL(link).pathname.split('/')[2]!);
    learners.push(learner);
    await expect(tile(page, i + 1)).toHaveAttribute('data-online', 'true');
  }
  await expect(learners[0]!.getByLabel('Your name (optional)')).toBeVisible();
  await shoot(learners[0]!, 'class-learner-name');
  for (const [i, learner] of learners.entries()) {
    if (names[i]) await learner.getByLabel('Your name (optional)').fill(names[i]);
    await selectCharacter(learner, i % 3, (i + 1) % 3);
  }
  await expect(tile(page, 1)).toContainText('Ada');
  await expect(tile(page, 3)).toContainText('Learner 3');
  for (let n = 1; n <= 5; n++) await expect(tile(page, n)).toHaveAttribute('data-phase', 'choosing', { timeout: 30_000 });
  await expect(tile(page, 1)).toContainText('Beat 1 of');
  for (const learner of learners) await waitForChoice(learner, 1);

  // Learner 2 chooses; learner 3 has not: learner 2 waits for the group.
  await choose(learners[1]!, 0);
  await expect(tile(page, 2)).toHaveAttribute('data-phase', 'waiting_for_group');
  await expect(tile(page, 3)).toHaveAttribute('data-phase', 'choosing');

  // Learner 4's tablet goes offline; they choose anyway (queued), their partner chooses online.
  await learners[3]!.context().setOffline(true);
  await expect(tile(page, 4)).toHaveAttribute('data-online', 'false');
  await expect(tile(page, 4)).toContainText('Offline');
  await choose(learners[3]!, 1);
  await expect(learners[3]!.getByText("Queued — will be sent when you're back online").first()).toBeVisible();
  await choose(learners[4]!, 2);
  await expect(tile(page, 5)).toHaveAttribute('data-phase', 'waiting_for_group');
  await shoot(page, 'class-board-live');
  // Back online: the queued choice is delivered, the pair's next beat is written.
  await learners[3]!.context().setOffline(false);
  await expect(tile(page, 4)).toHaveAttribute('data-online', 'true');
  await expect(tile(page, 4)).toContainText('Beat 2 of', { timeout: 30_000 });
  await expect(tile(page, 5)).toContainText('Beat 2 of');
  await expect(tile(page, 4)).toHaveAttribute('data-phase', 'choosing');

  // The solo learner plays on.
  await choose(learners[0]!, 1);
  await expect(tile(page, 1)).toContainText('Beat 2 of', { timeout: 30_000 });

  // Five minutes on the board's clock: learner 3, whose move it is, is quiet; learner 2, who waits, is not.
  await expect(tile(page, 3)).toHaveAttribute('data-quiet', 'false');
  await page.clock.fastForward('05:01');
  await expect(tile(page, 3)).toHaveAttribute('data-quiet', 'true');
  await expect(tile(page, 2)).toHaveAttribute('data-quiet', 'false');
  await expect(tile(page, 3)).toContainText('Quiet');
  await shoot(page, 'class-board-quiet');

  // The teacher's own Wi-Fi drops: the board says its tiles may be out of date; learner 3 chooses
  // meanwhile; back online, the whole board comes again and no tile is stale.
  await page.context().setOffline(true);
  await expect(page.getByText('Reconnecting… the tiles may be out of date')).toBeVisible();
  await choose(learners[2]!, 0);
  await waitForChoice(learners[2]!, 2);
  await expect(tile(page, 3)).toContainText('Beat 1 of');
  await page.context().setOffline(false);
  await expect(tile(page, 3)).toContainText('Beat 2 of');
  await expect(tile(page, 2)).toHaveAttribute('data-phase', 'choosing');
  await expect(tile(page, 3)).toHaveAttribute('data-quiet', 'false');
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  // The board carries no story text; the teacher opens Ada's story to read it.
  const adaFirstBeat = await learners[0]!.getByRole('heading', { level: 2 }).first().textContent();
  await expect(page.getByRole('main')).not.toContainText(adaFirstBeat ?? '\u0000');
  await tile(page, 1).getByRole('link', { name: "Read Ada's story" }).click();
  await expect(page.getByText("Ada's story · read only")).toBeVisible();
  await expect(page.getByRole('list', { name: 'Options' }).first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'What do you do?' })).toHaveCount(0);
  await shoot(page, 'class-learner-story');
  await page.goBack();

  // The teacher ends the class: every learner is told, and nothing more can be chosen.
  await page.getByRole('button', { name: 'End class' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End class' }).click();
  await expect(page.getByText('This class has ended: the stories are read-only.')).toBeVisible();
  for (const learner of learners) await expect(learner.getByText(STORY_CLOSED_MESSAGE).first()).toBeVisible();
  await expect(learners[2]!.getByRole('group', { name: 'What do you do?' })).toHaveCount(0);
  for (let n = 1; n <= 5; n++) await expect(tile(page, n)).toHaveAttribute('data-phase', 'ended');
  await shoot(learners[2]!, 'class-learner-ended');
  await shoot(page, 'class-board-ended');

  // After the lesson: each path, and the class as CSV.
  await page.getByRole('link', { name: 'Report' }).click();
  await page.getByTestId('report-1').locator('summary').click();
  await expect(page.getByTestId('report-1').getByRole('list', { name: 'Path of Ada' })).toContainText('1.');
  await expect(page.getByTestId('report-1')).toContainText('Facts met');
  await shoot(page, 'class-report');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toBe('"Learner","Name","Group","Character","Beats","Story ended","Turn","Beat","Choice","Kind","Result","Roll","Outcomes reached","Facts met"');
  expect(csv).toContain('"Ada"');

  // The list shows the class as ended.
  await page.goto('/users/classes');
  await expect(page.getByRole('heading', { name: 'Year 5 Blue' })).toBeVisible();
  await shoot(page, 'class-list');
  expect(refused).toEqual([]);
});
