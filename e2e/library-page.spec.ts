// The library page itself: its heading and Worlds show at once, prerendered (issue 31), its
// headings are in order (axe-core, as Lighthouse's accessibility audit runs it), and on a tablet
// the filter panel shows every tag chip whole.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Route } from '@playwright/test';

// Requests are held below with page.route, which a service worker would bypass.
test.use({ serviceWorkers: 'block' });

test('the Library heading and its Worlds show at once: they are in the page as served, before its code and the schemas arrive (issue 31)', async ({ page }) => {
  // A busy device, made deterministic: every script that carries the device store (Dexie) or
  // the schemas (zod) is held back until the first screen has been seen.
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    // A request the page has already dropped (its response disposed) is let go as it is.
    const fetched = await route.fetch().then(async (response) => ({ response, body: await response.text() })).catch(() => null);
    if (!fetched) return void (await route.continue().catch(() => undefined));
    if (holding && /\bDexie\b|ZodError/.test(fetched.body)) held.push(route);
    else await route.fulfill(fetched);
  });

  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Play The Redrawn City' })).toBeVisible();
  await expect(page.getByText('Loading the library…')).toHaveCount(0);
  await expect.poll(() => held.length).toBeGreaterThan(0);

  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
  await expect(page.getByRole('link', { name: 'Play The Redrawn City' })).toBeVisible();
  await expect(page.getByText('Loading the library…')).toHaveCount(0);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
]) {
  test(`the library's headings are in order at ${viewport.width} px (axe-core)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/library');
    await expect(page.getByRole('link', { name: 'Play The Redrawn City' })).toBeVisible();
    const results = await new AxeBuilder({ page }).withRules(['heading-order', 'page-has-heading-one', 'empty-heading']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // Filters (h2) and the Worlds (h2) come before the cards' h3 headings.
    const levels = await page.locator('main h1, main h2, main h3').evaluateAll((hs) => hs.map((h) => Number(h.tagName.slice(1))));
    expect(levels.slice(0, 3)).toEqual([1, 2, 2]);
  });
}

test('on a tablet the filter panel shows every tag chip whole', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto('/library');
  const panel = page.getByRole('region', { name: 'Library filters' });
  const groups = panel.getByRole('group');
  await expect(groups.first()).toBeVisible();
  expect(await groups.count()).toBeGreaterThan(1);
  // Each tag list scrolls within 8rem (spec 1 §2); no chip may be cut by its list's edge.
  const clipped = await groups.evaluateAll((els) =>
    els.flatMap((group) => {
      const list = group.querySelector('ul');
      if (!list) return [];
      const box = list.getBoundingClientRect();
      return [...list.querySelectorAll('button')]
        .filter((chip) => {
          const b = chip.getBoundingClientRect();
          const inside = b.top >= box.top - 0.5 && b.bottom <= box.bottom + 0.5;
          const outside = b.top >= box.bottom - 0.5;
          return !inside && !outside; // partly shown
        })
        .map((chip) => chip.textContent);
    }),
  );
  expect(clipped).toEqual([]);
  // And every tag of the seeded Worlds is fully on show without scrolling.
  for (const tag of ['Slice of Life', 'Humorous', 'Surreal', 'Contemplative']) {
    const chip = panel.getByRole('button', { name: tag, exact: true });
    const list = chip.locator('xpath=ancestor::ul[1]');
    const [c, l] = await Promise.all([chip.boundingBox(), list.boundingBox()]);
    expect(c!.y + c!.height, tag).toBeLessThanOrEqual(l!.y + l!.height + 0.5);
  }
});
