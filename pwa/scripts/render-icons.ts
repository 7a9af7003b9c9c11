// Rasterises the SVG icon sources in pwa/public/icons/ to the PNGs the web manifest and iOS use.
// Run from the project root after editing an SVG: `npx tsx pwa/scripts/render-icons.ts`.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const iconsDir = fileURLToPath(new URL('../public/icons/', import.meta.url));

/** One PNG to produce: its source SVG, file name and square size in pixels. */
type IconJob = { source: string; output: string; size: number; transparent: boolean };

const jobs: IconJob[] = [
  { source: 'icon.svg', output: 'icon-192.png', size: 192, transparent: true },
  { source: 'icon.svg', output: 'icon-512.png', size: 512, transparent: true },
  { source: 'icon-maskable.svg', output: 'icon-maskable-512.png', size: 512, transparent: false },
  { source: 'icon-maskable.svg', output: 'apple-touch-icon-180.png', size: 180, transparent: false },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const job of jobs) {
    const svg = await readFile(iconsDir + job.source, 'utf8');
    const page = await browser.newPage({ viewport: { width: job.size, height: job.size } });
    const html = `<!doctype html><html><head><style>html,body{margin:0;background:transparent}svg{display:block;width:${job.size}px;height:${job.size}px}</style></head><body>${svg}</body></html>`;
    await page.setContent(html);
    await page.screenshot({ path: iconsDir + job.output, omitBackground: job.transparent });
    await page.close();
    console.log(`[render-icons] ${job.output} (${job.size}px)`);
  }
} finally {
  await browser.close();
}
