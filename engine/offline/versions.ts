/**
 * The versions a story played on the device carries (issue 21). Bump one whenever the output for
 * the same inputs changes: the server replays an upload with its own code, and a version that
 * differs from the device's is what lets its beats win instead of the upload being refused as
 * forged. `offline-golden.test.ts` fails when the procedural output changes without a bump.
 */

/** The rules, planner, reducer and drivers: bump when a replay of the same inputs writes other beats. */
export const ENGINE_VERSION = 3;

/** The procedural narrator's words: bump when it writes other text for the same request. */
export const NARRATOR_VERSION = 6;
