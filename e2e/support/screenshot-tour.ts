// What the opt-in screenshot tours share (player-screenshots, editor-screenshots): the two sizes
// every screen is reviewed at, and the folder named by an environment variable (the tour is
// skipped without it).
import { test } from '@playwright/test';

/** A viewport size. */
export type Viewport = { readonly width: number; readonly height: number };

/** Phone and tablet, as the brief asks screens to be looked at. */
export const TOUR_VIEWPORTS: readonly [Viewport, Viewport] = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
];

/** The folder `envVar` names; the calling spec is skipped when it is unset, and given 5 minutes otherwise. */
export function tourFolder(envVar: string, what: string): string {
  const folder = process.env[envVar] ?? '';
  test.skip(!folder, `set ${envVar} to a folder to take ${what} screenshots`);
  test.setTimeout(300_000);
  return folder;
}
