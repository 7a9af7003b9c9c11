// Three players on three devices join one story by code, pick their characters and play it to its
// ending; every turn waits for all three, and each device ends with the whole story on it.
import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { PLAYER_SLOTS } from '@schemas';
import { codeOf, createReadyStory, storedState } from './support/game-api';
import { closedAfterEachTest } from './support/contexts';
import { choose, navigatorText, openGame, optionButtons, selectCharacter, waitForChoice } from './support/game-play';

test.describe.configure({ timeout: 240_000 });
const keep = closedAfterEachTest(test);

async function playerPage(browser: Browser, baseURL: string): Promise<Page> {
  // Reduced motion: the roll animation is skipped, as a player who asks for it would see.
  const context = keep(await browser.newContext({ ...devices['Pixel 7'], baseURL, reducedMotion: 'reduce' }));
  return context.newPage();
}

test('three players join by code, choose characters and play to the ending', async ({ browser, request, baseURL }) => {
  const created = await createReadyStory(request, { players: 3 });
  const slots = PLAYER_SLOTS.slice(0, 3);
  const pages = await Promise.all(slots.map(() => playerPage(browser, baseURL!)));

  // Everyone joins; the first two choose and wait for the third.
  await Promise.all(pages.map((page, i) => openGame(page, codeOf(created, slots[i]!))));
  for (const page of pages) await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await selectCharacter(pages[0]!, 0, 0);
  await selectCharacter(pages[1]!, 1, 1);
  await expect(pages[0]!.getByText('Waiting for all players to select characters...').first()).toBeVisible();
  await expect(pages[0]!.getByRole('list', { name: 'Players the story waits for' }).first()).toContainText('Player 3');
  await selectCharacter(pages[2]!, 2, 2);

  // Turn by turn: each player sees their own beat and chooses; the turn waits for all three.
  const maxTurns = created.world.maxTurnsMin;
  for (let turn = 1; turn <= maxTurns; turn++) {
    if (turn === maxTurns) {
      for (const page of pages) await expect(navigatorText(page)).toHaveText(`Beat ${turn} of ${turn}`, { timeout: 30_000 });
      break;
    }
    for (const page of pages) await waitForChoice(page, turn);
    await choose(pages[0]!, turn % 3);
    await choose(pages[1]!, (turn + 1) % 3);
    // Two have chosen: the first waits for Player 3.
    await expect(pages[0]!.getByRole('list', { name: 'Players the story waits for' }).last()).toContainText('Player 3');
    await choose(pages[2]!, (turn + 2) % 3);
  }

  // The ending: no options, a clear way on, and the whole story on every device.
  for (const [i, page] of pages.entries()) {
    await expect(page.getByText('The End', { exact: true })).toBeVisible();
    await expect(optionButtons(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Play another story' })).toHaveAttribute('href', '/library');
    const state = await storedState(page, codeOf(created, slots[i]!));
    expect(state?.gameOver).toBe(true);
    const own = state?.players[slots[i]!];
    const beats = own && 'beatHistory' in own ? own.beatHistory : [];
    expect(beats).toHaveLength(maxTurns);
    expect(beats.slice(0, -1).every((b) => b.choice !== -1)).toBe(true);
    expect(Object.keys(state!.players).sort()).toEqual([...slots]);
  }
});
