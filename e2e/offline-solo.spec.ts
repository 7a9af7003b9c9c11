// Issue 21: a learner's tablet with no network at all. Visited once online, the app starts a solo
// World story offline, plays it to its ending on the device (the engine in a Web Worker), and when
// the network is back uploads it; the server replays it to the same beats, and the story's code
// opens it on another device.
import type { Beat, ClientStoryState, TemplateMetadata } from '@schemas';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { pickWorld, storedState } from './support/game-api';
import { choose, navigatorText, optionButtons, selectCharacter, waitForServiceWorker } from './support/game-play';

test.use({ reducedMotion: 'reduce' });

type OfflineRow = { status: string; code: string; divergedAtTurn?: number; story: { title: string; gameOver: boolean; currentTurn: number } };

/** The device's offline story rows (Dexie 'taleforge', table 'offlineStories'). */
async function offlineRows(page: Page): Promise<OfflineRow[]> {
  return page.evaluate(
    () =>
      new Promise<OfflineRow[]>((resolve, reject) => {
        const open = indexedDB.open('taleforge');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('offlineStories', 'readonly').objectStore('offlineStories').getAll();
          all.onsuccess = () => {
            resolve(all.result as OfflineRow[]);
            db.close();
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/**
 * Makes the device's copy of an offline story what an older storyteller would have written: its
 * narrator version one lower, and from `fromTurn` on other beat titles (with other digests), in
 * both the story the worker keeps and the view the page shows. The server, on the current code,
 * writes other beats from there: its version must win.
 */
async function writeAsOlderStoryteller(page: Page, code: string, fromTurn: number, mark: string): Promise<void> {
  await page.evaluate(
    ({ code, fromTurn, mark }) =>
      new Promise<void>((resolve, reject) => {
        type Beats = { beatHistory: { turn: number; title: string }[] };
        const retitle = (player: Beats) => {
          for (const b of player.beatHistory) if (b.turn >= fromTurn) b.title = `${b.title} ${mark}`;
        };
        const open = indexedDB.open('taleforge');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['offlineStories', 'stories'], 'readwrite');
          const rows = tx.objectStore('offlineStories');
          const views = tx.objectStore('stories');
          rows.get(code).onsuccess = (e) => {
            const row = (e.target as IDBRequest).result;
            row.inputs.narratorVersion -= 1;
            retitle(row.story.players.player1);
            row.digests = row.digests.map((d: { turn: number; digest: string }) => (d.turn >= fromTurn ? { ...d, digest: d.digest.split('').reverse().join('') } : d));
            rows.put(row);
          };
          views.get(code).onsuccess = (e) => {
            const view = (e.target as IDBRequest).result;
            retitle(view.state.players[view.state.playerSlot]);
            views.put(view);
          };
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { code, fromTurn, mark },
  );
}

/** What a player sees of each beat, to compare two devices' copies. */
const seen = (state: ClientStoryState | null) => {
  const own = state?.players[state.playerSlot];
  const beats = (own && 'beatHistory' in own ? own.beatHistory : []) as Pick<Beat, 'turn' | 'title' | 'text' | 'choice'>[];
  return beats.map((b) => ({ turn: b.turn, title: b.title, text: b.text, choice: b.choice }));
};

/** Visits a solo World's configurator online once (shell precached, template stored), then starts its story with no network; resolves with the code. */
async function startOffline(page: Page, context: BrowserContext, request: APIRequestContext): Promise<{ world: TemplateMetadata; code: string }> {
  const world = await pickWorld(request, 1);
  // Online once: the shell is precached and the World's full template stored on the device.
  await page.goto(`/templates/${world.id}/configure`);
  await expect(page.getByRole('button', { name: 'Start Story' })).toBeVisible();
  await waitForServiceWorker(page);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect(page.getByRole('button', { name: 'Start Story' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  const players = page.getByRole('slider', { name: 'Number of players' });
  if (await players.count()) {
    await players.focus();
    await page.keyboard.press('Home');
  }
  await expect(page.getByText("You're offline: this solo story will be played on this device and synced when you're back online.")).toBeVisible();
  await page.getByRole('button', { name: 'Start Story' }).click();
  await expect(page).toHaveURL(/\/game\/[2-9A-Z]{10}$/);
  return { world, code: page.url().split('/').pop()! };
}

test('a solo story started and played to its ending offline syncs to the server, and its code opens it elsewhere', async ({ page, context, request, browser }) => {
  test.setTimeout(180_000);
  // The worker runs under the same Content-Security-Policy: zod must not try `new Function` there either.
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|evaluate)/i.test(m.text())) violations.push(m.text());
  });
  const { world, code } = await startOffline(page, context, request);
  await selectCharacter(page);
  // Offline, the banner says where the story is played; the page does not say it again (issue 27).
  await expect(page.locator('[data-offline-banner]')).toHaveText("You're offline. Played offline on this device. It will sync when you are back online.");
  await expect(page.getByTestId('offline-play-status')).toHaveCount(0);
  for (let turn = 1; ; turn++) {
    await expect(navigatorText(page)).toHaveText(`Beat ${turn} of ${turn}`, { timeout: 30_000 });
    const [row] = await offlineRows(page);
    if (row!.story.gameOver) break;
    await expect(optionButtons(page)).toHaveCount(3);
    await choose(page, turn % 3);
  }
  const played = seen(await storedState(page, code));
  expect(violations).toEqual([]);
  expect(played.length).toBeGreaterThanOrEqual(world.maxTurnsMin - 1);

  // Still offline: the home page lists the story under 'Continue your stories', and it opens from there.
  const title = (await offlineRows(page))[0]!.story.title;
  await page.goto('/');
  const stories = page.getByRole('region', { name: 'Continue your stories' });
  await expect(stories.getByRole('heading', { name: title })).toBeVisible();
  await stories.getByRole('link', { name: 'Read again' }).click();
  await expect(page).toHaveURL(new RegExp(`/game/${code}$`));
  await expect(navigatorText(page)).toHaveText(`Beat ${played.length} of ${played.length}`);

  // Back online: uploaded, verified by the server's replay.
  await context.setOffline(false);
  await expect.poll(async () => (await offlineRows(page))[0]?.status, { timeout: 30_000 }).toBe('synced');
  expect((await offlineRows(page))[0]?.divergedAtTurn).toBeUndefined();
  await expect(page.getByTestId('offline-play-status')).toBeHidden();

  // Another device opens the story by its code and reads the same beats, written by the server.
  const other = await browser.newContext();
  const tablet = await other.newPage();
  await tablet.goto(`/game/${code}`);
  await expect(navigatorText(tablet)).toHaveText(`Beat ${played.length} of ${played.length}`, { timeout: 30_000 });
  await expect.poll(async () => seen(await storedState(tablet, code))).toEqual(played);
  await other.close();
});

test("a story played offline on an older storyteller is resolved in favour of the server's beats, with a notice", async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const { code } = await startOffline(page, context, request);
  await selectCharacter(page);
  for (let turn = 1; turn < 3; turn++) {
    await expect(navigatorText(page)).toHaveText(`Beat ${turn} of ${turn}`, { timeout: 30_000 });
    await choose(page, turn % 3);
  }
  await expect(navigatorText(page)).toHaveText('Beat 3 of 3', { timeout: 30_000 });

  // Three beats on the device, the last two as an older storyteller wrote them; the page shows them.
  const OLD = '(older storyteller)';
  await writeAsOlderStoryteller(page, code, 2, OLD);
  await page.reload();
  await expect(navigatorText(page)).toHaveText('Beat 3 of 3', { timeout: 30_000 });
  await expect(page.getByText(OLD).first()).toBeVisible();
  await expect(page.locator('[data-offline-banner]')).toContainText('Played offline on this device.');

  // Back online: the server replays the inputs on its own code, its beats win from beat 2.
  await context.setOffline(false);
  await expect.poll(async () => (await offlineRows(page))[0]?.divergedAtTurn, { timeout: 30_000 }).toBe(2);
  await expect(page.getByRole('alert')).toHaveText(
    "This story was updated when it synced: a newer version of the storyteller wrote it differently from beat 2 on, so you continue from the server's version of that beat.",
  );
  // The device keeps nothing divergent: the server's beat 2 (no choice on it) is where the story goes on.
  await expect(navigatorText(page)).toHaveText('Beat 2 of 2', { timeout: 30_000 });
  await expect(optionButtons(page)).toHaveCount(3);
  await expect(page.getByText(OLD)).toHaveCount(0);
  const beats = seen(await storedState(page, code));
  expect(beats.map((b) => b.turn)).toEqual([1, 2]);
  expect(beats.every((b) => !b.title.includes(OLD))).toBe(true);
  expect(beats[1]!.choice).toBe(-1);
});

test('a new version of the app is not offered while a story played offline waits for its upload, and is once it is synced', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await startOffline(page, context, request);
  await selectCharacter(page);
  await expect(navigatorText(page)).toHaveText('Beat 1 of 1', { timeout: 30_000 });

  // Back online, but the upload does not get through yet (a flaky connection): the story stays unsynced.
  let uploads: 'blocked' | 'open' = 'blocked';
  await page.route('**/stories/offline', (route) => (uploads === 'blocked' ? route.abort('connectionreset') : route.fallback()));
  await context.setOffline(false);
  await expect.poll(async () => (await offlineRows(page))[0]?.status, { timeout: 30_000 }).toBe('playing');

  // A new version of the app arrives and waits (the same scope from another script address, which
  // the browser installs as an update; Playwright cannot change the bytes of sw.js the browser fetches).
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next', { scope: '/' }));
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null), { timeout: 30_000 }).toBe('installed');
  // The app hears of a waiting worker 200 ms after it is installed; a second on, it still says nothing.
  await page.waitForTimeout(1_000);
  await expect(page.getByText('A new version is available')).toBeHidden();

  // The upload gets through when the connection comes back: the story is the server's, and the new version is offered.
  uploads = 'open';
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(async () => (await offlineRows(page))[0]?.status, { timeout: 30_000 }).toBe('synced');
  await expect(page.getByText('A new version is available')).toBeVisible();
});
