import { describe, expect, it } from 'vitest';
import { illustrate } from '@engine';
import { SEED_WORLDS } from './worlds/index';
import { beatEntries, seedTemplate, templateEntries } from '../bench/illustrator-requests';

// Issue 17: every picture of one World shares its style, chosen from the World's own visual
// style and art influences; every seeded World's pictures stay under the 30 KB bound.
describe('offline illustrator on the seeded Worlds', () => {
  const expected: Record<string, string> = {
    'the-redrawn-city': 'engraving', // "Copperplate engraving meets watercolour: fine cross-hatched line work"
    'deceptively-spacious': 'flat', // "Bright, flat editorial illustration with thick outlines"
    'the-ninety-minute-crossing': 'painterly', // "Warm, painterly realism with visible brushwork"
    'the-ten-year-orchard': 'gouache', // "Soft gouache illustration with a gentle paper grain"
    'the-finders-of-button-hill': 'watercolour', // "Soft watercolour and coloured pencil"
    'what-the-river-knows': 'watercolour', // "sunny watercolour landscapes"
  };

  for (const world of SEED_WORLDS) {
    it(`paints every picture of "${world.title}" in one style, the one its instructions name`, async () => {
      const t = seedTemplate(world);
      const entries = [...templateEntries(t), ...(await beatEntries(t, 2, 'style-test'))];
      expect(entries.some((e) => e.request.kind === 'scene')).toBe(true);
      const pictures = entries.map((e) => illustrate(e.request));
      expect(new Set(pictures.map((p) => p.style))).toEqual(new Set([expected[world.seedKey]]));
      expect(new Set(pictures.map((p) => /data-style="([a-z]+)"/.exec(p.svg)?.[1]))).toEqual(new Set([expected[world.seedKey]]));
      for (const p of pictures) expect(new TextEncoder().encode(p.svg).length).toBeLessThan(30 * 1024);
    });
  }
});
