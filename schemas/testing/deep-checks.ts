// How big a randomised or repeated check runs. `npm test` runs the quick size, which keeps CI
// under its time budget; `npm run test:deep` (DEEP_CHECKS=1) runs the full size, as a benchmark
// does: more seeds, every odd string, more crash rounds. Both sizes are the same check.

/** True under `npm run test:deep`. */
export const DEEP_CHECKS = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.DEEP_CHECKS === '1';

/** `quick` in `npm test`, `deep` under `npm run test:deep`. */
export function sized(quick: number, deep: number): number {
  return DEEP_CHECKS ? deep : quick;
}
