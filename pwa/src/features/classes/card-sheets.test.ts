import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { CARD_MM, CARDS_PER_SHEET, cutMarks, printedCode, SHEET_MM, sheetsOf } from './card-sheets';
import { qrPath } from './qr-code';

describe('join cards on paper (issue 33)', () => {
  it('puts eight cards on a page: 30 learners make pages of 8, 8, 8 and 6', () => {
    expect(CARDS_PER_SHEET).toBe(8);
    expect(sheetsOf(Array.from({ length: 30 }, (_, i) => i + 1)).map((s) => s.length)).toEqual([8, 8, 8, 6]);
    expect(sheetsOf([1, 2, 3, 4, 5])).toEqual([[1, 2, 3, 4, 5]]);
  });

  it('sizes a sheet to fit inside 10 mm margins on both A4 (210 × 297) and Letter (215.9 × 279.4), two cards across and four down', () => {
    for (const page of [{ width: 210, height: 297 }, { width: 215.9, height: 279.4 }]) {
      expect(SHEET_MM.width).toBeLessThanOrEqual(page.width - 20);
      expect(SHEET_MM.height).toBeLessThanOrEqual(page.height - 20);
    }
    expect(CARD_MM.width * 2).toBe(SHEET_MM.width);
    expect(CARD_MM.height * 4).toBe(SHEET_MM.height);
  });

  it('marks every cut line at both ends and where the cards meet', () => {
    const marks = cutMarks();
    // 3 vertical cut lines and 5 horizontal ones, ticked at both ends; 3 inner crossings of two strokes.
    expect(marks).toHaveLength(3 * 2 + 5 * 2 + 3 * 2);
    expect(marks.every((m) => [m.x1, m.x2, m.y1, m.y2].every(Number.isFinite))).toBe(true);
  });

  it('prints a code in two halves', () => {
    expect(printedCode('K7MQ2XP9AB')).toBe('K7MQ2 XP9AB');
  });

  it('draws a QR code a reader decodes back to the join link', () => {
    const link = 'http://localhost:8860/game/K7MQ2XP9AB';
    const { d, size } = qrPath(link);
    // Rasterise the path's unit squares at 4 px per module and read them back with a QR decoder.
    const scale = 4;
    const width = size * scale;
    const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
    for (const m of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
      const [x, y] = [Number(m[1]), Number(m[2])];
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const i = ((y * scale + dy) * width + x * scale + dx) * 4;
          pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
        }
      }
    }
    expect(jsQR(pixels, width, width)?.data).toBe(link);
  });
});
