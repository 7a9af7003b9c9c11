// Join cards on paper (issue 33): eight to a sheet, two across and four down, sized to fit both an
// A4 and a Letter page inside 10 mm margins (the smaller of each: 190 × 256 mm), with cut marks.
import type { ClassLearner } from '@schemas';

/** Cards on one printed page. */
export const CARDS_PER_SHEET = 8;
/** The printed sheet: A4's width and Letter's height, less 10 mm margins (mm). */
export const SHEET_MM = { width: 190, height: 256 } as const;
/** One card: a half of the sheet's width, a quarter of its height (mm). */
export const CARD_MM = { width: SHEET_MM.width / 2, height: SHEET_MM.height / 4 } as const;

/** The learners' cards in sheets of eight, in learner order. */
export function sheetsOf<T>(cards: readonly T[]): T[][] {
  const sheets: T[][] = [];
  for (let i = 0; i < cards.length; i += CARDS_PER_SHEET) sheets.push(cards.slice(i, i + CARDS_PER_SHEET));
  return sheets;
}

/** A join code as printed: in two halves for reading aloud and typing (spaces are ignored on entry). */
export function printedCode(code: string): string {
  return code.length > 6 ? `${code.slice(0, Math.ceil(code.length / 2))} ${code.slice(Math.ceil(code.length / 2))}` : code;
}

/** Who a card is for: 'Learner 3 · Group 2 of 2' or 'Learner 1 · plays alone'. */
export function cardLine(learner: ClassLearner, groupSize: number): string {
  return groupSize <= 1 ? `Learner ${learner.learner} · plays alone` : `Learner ${learner.learner} · Group ${learner.group} (${groupSize} players)`;
}

/** The cut marks of a sheet as SVG line segments (mm, the sheet's top-left at 0,0): ticks in the margins and crosses where cards meet. */
export function cutMarks(): { x1: number; y1: number; x2: number; y2: number }[] {
  const xs = [0, CARD_MM.width, SHEET_MM.width];
  const ys = [0, CARD_MM.height, CARD_MM.height * 2, CARD_MM.height * 3, SHEET_MM.height];
  const tick = 6;
  const gap = 1.5;
  const marks: { x1: number; y1: number; x2: number; y2: number }[] = [];
  for (const x of xs) {
    marks.push({ x1: x, y1: -gap - tick, x2: x, y2: -gap });
    marks.push({ x1: x, y1: SHEET_MM.height + gap, x2: x, y2: SHEET_MM.height + gap + tick });
  }
  for (const y of ys) {
    marks.push({ x1: -gap - tick, y1: y, x2: -gap, y2: y });
    marks.push({ x1: SHEET_MM.width + gap, y1: y, x2: SHEET_MM.width + gap + tick, y2: y });
  }
  for (const y of ys.slice(1, -1)) marks.push({ x1: CARD_MM.width - 3, y1: y, x2: CARD_MM.width + 3, y2: y }, { x1: CARD_MM.width, y1: y - 3, x2: CARD_MM.width, y2: y + 3 });
  return marks;
}
