// The roll of a challenge, as a new player on a phone reads it: each modifier explains itself in
// one plain line when tapped, and the odds legend is never cut short ('Favor…').
import { expect, test } from '@playwright/test';
import { codeOf, createReadyStory, storedState } from './support/game-api';
import { choose, openGame, selectCharacter, waitForChoice } from './support/game-play';

// The roll animation is not the subject here: with reduced motion the card shows its final frame.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

test('tapping a modifier shows what it means; the odds read in full at 390 px', async ({ page, request }) => {
  const created = await createReadyStory(request, { players: 1 });
  const code = codeOf(created, 'player1');
  await openGame(page, code);
  await selectCharacter(page, 0, 0);

  // Play on until a beat offers challenges, and take one.
  let beat = 1;
  for (; beat <= 8; beat++) {
    await waitForChoice(page, beat);
    const state = await storedState(page, code);
    const own = state?.players[state.playerSlot];
    const latest = own && 'beatHistory' in own ? own.beatHistory.at(-1) : undefined;
    const challenge = latest?.options.findIndex((o) => o.optionType === 'challenge') ?? -1;
    await choose(page, Math.max(0, challenge));
    // One player: the next beat follows, and the chosen card sits folded above it.
    await waitForChoice(page, beat + 1);
    if (challenge >= 0) break;
  }
  expect(beat, 'a challenge within the first 8 beats').toBeLessThanOrEqual(8);

  const card = page.getByRole('region', { name: 'Your choice' });
  await card.getByRole('button', { name: 'Show the roll' }).click();
  const chips = card.getByRole('list', { name: 'Modifiers' }).getByRole('button');
  await expect(chips.first()).toBeVisible();
  await expect(card.getByText('Select a modifier to see what it means.')).toBeVisible();

  // Every roll names its approach (or the sacrifice or reward) and the story's difficulty.
  const approach = chips.filter({ hasText: /^(Approach|Sacrifice|Chasing a reward)/ });
  await approach.tap();
  await expect(card.getByText(/^(Approach|Sacrifice|Chasing a reward) [+−±]\d+:/)).toBeVisible();
  await expect(card.getByText(/approach|tips the odds|prize/i).last()).toBeVisible();
  await chips.filter({ hasText: /^Difficulty: / }).tap();
  await expect(card.getByText(/The story's difficulty \(\w+\): /)).toBeVisible();
  await expect(card.getByText('Select a modifier to see what it means.')).toHaveCount(0);

  // The legend of the odds: each label whole, none cut to 'Favor…'.
  for (const label of ['Favorable', 'Mixed', 'Unfavorable']) {
    const item = card.getByText(new RegExp(`^${label} \\d+%$`));
    await expect(item).toBeVisible();
    const cut = await item.evaluate((el) => el.scrollWidth > el.clientWidth + 0.5 || el.getBoundingClientRect().right > window.innerWidth);
    expect(cut, label).toBe(false);
  }
});
