// A multiplayer player whose socket died without anyone closing it (a NAT dropping the flow, a
// sleeping radio) still moves on: while they wait for the others, the page polls the feed (spec 1
// §9, every 10 s), sees the story moved on, reconnects and gets the next beat.
import { devices, expect, test, type Browser } from '@playwright/test';
import { closedAfterEachTest } from './support/contexts';
import { codeOf, createReadyStory } from './support/game-api';
import { choose, openGame, optionButtons, selectCharacter, waitForChoice } from './support/game-play';

test.describe.configure({ timeout: 180_000 });

/** The page's poll interval while waiting (pwa/src/features/game/session/wait-poll.ts WAIT_POLL_MS). */
const WAIT_POLL_MS = 10_000;

const keep = closedAfterEachTest(test);

async function playerPage(browser: Browser, baseURL: string) {
  const context = keep(await browser.newContext({ ...devices['Pixel 7'], baseURL, reducedMotion: 'reduce' }));
  return context.newPage();
}

test('a player whose socket died silently gets the next beat: the page polls while it waits', async ({ browser, request, baseURL }) => {
  const created = await createReadyStory(request, { players: 2 });
  const alice = await playerPage(browser, baseURL!);
  const bob = await playerPage(browser, baseURL!);

  // Bob's game socket runs through a relay the test can silence: frames stop passing both ways,
  // and neither the page nor the server is told (no close, the server's pings still answered).
  await bob.clock.install();
  const relays: { alive: boolean }[] = [];
  await bob.routeWebSocket(/\/socket\.io\/?$/, (page) => {
    const server = page.connectToServer();
    const relay = { alive: true };
    relays.push(relay);
    page.onMessage((m) => {
      if (relay.alive) server.send(m);
    });
    server.onMessage((m) => {
      if (relay.alive) page.send(m);
    });
  });

  await openGame(alice, codeOf(created, 'player1'));
  await openGame(bob, codeOf(created, 'player2'));
  await selectCharacter(alice, 0, 0);
  await selectCharacter(bob, 1, 1);
  await waitForChoice(alice, 1);
  await waitForChoice(bob, 1);

  // Bob chooses; once the server has acknowledged it, he waits for Alice alone.
  await choose(bob, 0);
  await expect(bob.getByText('Waiting for other players...').first()).toBeVisible();
  await expect(bob.getByRole('list', { name: 'Players the story waits for' }).last()).toHaveText(/Player 1/);
  await expect(bob.getByRole('list', { name: 'Players the story waits for' }).last()).not.toContainText('You');
  const socketsBefore = relays.length;
  for (const relay of relays) relay.alive = false;
  // Bob's time stands still from here, so his page polls only when the test moves his clock on.
  await bob.clock.pauseAt(await bob.evaluate(() => Date.now() + 1000));

  // Alice chooses: the turn is written and reaches her; Bob's socket brings him nothing.
  await choose(alice, 1);
  await waitForChoice(alice, 2);
  await expect(optionButtons(bob)).toHaveCount(0);

  // The next poll while Bob waits finds the story moved on: his page reconnects and shows beat 2.
  await bob.clock.fastForward(WAIT_POLL_MS);
  await bob.clock.resume();
  await waitForChoice(bob, 2);
  expect(relays.length).toBeGreaterThan(socketsBefore);
  await choose(bob, 2);
  await expect(bob.getByRole('list', { name: 'Players the story waits for' }).last()).toContainText('Player 1');
});
