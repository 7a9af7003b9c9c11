import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/** Port of the server the e2e suite starts (a fresh embedded database each run). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8799);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './.artifacts/test-results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two: with three, a fresh clone's run kept both cores 100 % busy (load average 15-20) and took
  // longer (18.5 min against 15.4), with more journeys waiting past their time-outs.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
  ],
  webServer: {
    command: `npx tsx e2e/support/serve.ts`,
    // The command is relative to the project root (Playwright defaults to the config's folder).
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: `http://localhost:${E2E_PORT}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
