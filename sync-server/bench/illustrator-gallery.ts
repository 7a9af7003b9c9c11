// The illustrator gallery: every seeded World's cover, elements, identity portraits and a few
// beat pictures, each beside the text it illustrates, at phone width (390 px), screenshotted to
// PNG so a person can judge whether the pictures fit their words.
// Run: npx tsx sync-server/bench/illustrator-gallery.ts [outDir] [worldFilter]
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { illustrate } from '@engine';
import { allEntries, type GalleryEntry } from './illustrator-requests';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function card(e: GalleryEntry): string {
  const pic = illustrate(e.request);
  const src = `data:image/svg+xml;base64,${Buffer.from(pic.svg).toString('base64')}`;
  const kind = e.request.kind;
  const wide = kind === 'scene' || kind === 'interlude';
  const w = wide ? 358 : kind === 'cover' ? 220 : 140;
  const h = Math.round((w * pic.height) / pic.width);
  const img = `<img src="${src}" width="${w}" height="${h}" alt="${esc(e.request.title ?? '')}">`;
  const meta = `<small>${kind} · ${pic.style} · ${(pic.svg.length / 1024).toFixed(1)} KB</small>`;
  return wide
    ? `<div class="card wide">${img}<b>${esc(e.label)}</b><p>${esc(e.text)}</p>${meta}</div>`
    : `<div class="card">${img}<div><b>${esc(e.label)}</b><p>${esc(e.text)}</p>${meta}</div></div>`;
}

function page(title: string, entries: GalleryEntry[]): string {
  return `<!doctype html><meta charset="utf-8"><title>${esc(title)}</title><style>
  body{margin:0;padding:16px;font:13px/1.35 system-ui,sans-serif;background:#f6f1e7;color:#2a2230;width:358px}
  h1{font-size:18px;margin:0 0 12px}.card{display:flex;gap:10px;margin:0 0 14px;align-items:flex-start}
  .card.wide{display:block}.card img{border-radius:8px;flex:none;box-shadow:0 1px 3px #0003;display:block}
  .card b{display:block;margin:6px 0 2px}.card p{margin:0 0 4px;white-space:pre-line}.card small{color:#766}
  </style><h1>${esc(title)}</h1>${entries.map(card).join('')}`;
}

async function main(): Promise<void> {
  const out = resolve(process.argv[2] ?? join(tmpdir(), 'taleforge-gallery'));
  const filter = (process.argv[3] ?? '').toLowerCase();
  mkdirSync(out, { recursive: true });
  const entries = (await allEntries(3)).filter((e) => !filter || e.world.toLowerCase().includes(filter));
  const worlds = [...new Set(entries.map((e) => e.world))];
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    const tab = await ctx.newPage();
    for (const [i, world] of worlds.entries()) {
      const mine = entries.filter((e) => e.world === world);
      const parts: [string, GalleryEntry[]][] = [
        ['template', mine.filter((e) => e.request.kind !== 'scene')],
        ['beats', mine.filter((e) => e.request.kind === 'scene')],
      ];
      for (const [part, list] of parts) {
        if (!list.length) continue;
        const html = join(out, `${i + 1}-${part}.html`);
        writeFileSync(html, page(`${world} — ${part}`, list));
        await tab.goto(`file://${html}`);
        await tab.waitForLoadState('load');
        // Phone-screen-sized PNGs (a long page is cut into pieces so each stays legible).
        const height = await tab.evaluate(() => document.documentElement.scrollHeight);
        const piece = 1300;
        for (let k = 0; k * piece < height; k++) {
          const png = join(out, `${i + 1}-${world.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${part}-${k + 1}.png`);
          await tab.screenshot({ path: png, fullPage: true, clip: { x: 0, y: k * piece, width: 390, height: Math.min(piece, height - k * piece) } });
          console.log(png);
        }
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
