// The app installs: its service worker registers and controls the page after a reload, and
// Chromium finds nothing in the way of installing it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForServiceWorker } from './support/game-play';

test('the service worker controls the page after a reload and the app is installable', async ({ browser, baseURL }, testInfo) => {
  // Chromium never offers installation in an incognito profile, which every default Playwright
  // context is: use a real (persistent) profile.
  const profile = mkdtempSync(join(tmpdir(), 'taleforge-install-'));
  const context = await browser.browserType().launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');

    const manifest = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? null);
    expect(manifest).not.toBeNull();

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
