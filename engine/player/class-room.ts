// A class (issue 33), the rules the teacher's screens and the server share: how a number of
// learners splits into groups, and how the board reads a tile (quiet, online, what it says).
import { MAX_GROUP_SIZE, PRESENCE_FRESH_MS, QUIET_AFTER_MS, type ClassTile, type ClassTilePhase } from '@schemas';

/** A World's player counts, which bound every group. */
export type GroupBounds = { playerCountMin: number; playerCountMax: number };

function evenSplit(learners: number, groups: number): number[] {
  const small = Math.floor(learners / groups);
  const large = learners % groups;
  // The larger groups come last: 7 in pairs reads 2 + 2 + 3.
  return Array.from({ length: groups }, (_, i) => (i >= groups - large ? small + 1 : small));
}

/**
 * Splits `learners` into groups of about `size` (1 = everyone solo). When the count does not
 * divide, the sizes differ by at most one: ⌊N/size⌋ groups with the left-over learners joining the
 * last ones (7 in pairs → 2 + 2 + 3), or ⌈N/size⌉ groups when that keeps every group nearer the
 * size asked (11 in fours → 3 + 4 + 4, not 5 + 6), and always when a group would pass the World's
 * largest or 6 (9 in sixes → 4 + 5).
 * @example splitIntoGroups(7, 2) // [2, 2, 3]
 */
export function splitIntoGroups(learners: number, size: number, bounds: GroupBounds = { playerCountMin: 1, playerCountMax: MAX_GROUP_SIZE }): number[] {
  const n = Math.max(0, Math.floor(learners));
  if (n === 0) return [];
  const largest = Math.min(MAX_GROUP_SIZE, Math.max(1, bounds.playerCountMax));
  const g = Math.min(Math.max(1, Math.floor(size)), largest);
  if (g === 1) return Array.from({ length: n }, () => 1);
  const fewer = Math.max(1, Math.floor(n / g));
  const more = Math.ceil(n / g);
  const cost = (sizes: number[]) => Math.max(...sizes.map((s) => Math.abs(s - g)));
  const a = evenSplit(n, fewer);
  const b = evenSplit(n, more);
  if (Math.max(...a) > largest) return b;
  return cost(b) < cost(a) ? b : a;
}

/** Why a list of group sizes does not fit a World, or null when it does. */
export function groupsProblem(groups: readonly number[], bounds: GroupBounds): string | null {
  const { playerCountMin: min, playerCountMax: max } = bounds;
  if (groups.some((g) => g < min || g > max)) {
    return min === max ? `Every group of this World has ${min} ${min === 1 ? 'learner' : 'learners'}.` : `Groups of this World have ${min} to ${max} learners.`;
  }
  return null;
}

/** What a tile says of where its learner stands (no story text). */
export const TILE_PHASE_TEXT: Record<ClassTilePhase, string> = {
  setting_up: 'Setting up',
  failed: 'Setup failed',
  character: 'Choosing a character',
  choosing: 'Choosing',
  waiting_for_group: 'Waiting for group',
  next_beat: 'Next beat coming',
  ended: 'Story ended',
  left: 'Left the story',
};

/** The name a tile shows: what the learner typed, or 'Learner N'. */
export function learnerLabel(tile: Pick<ClassTile, 'learner' | 'name'>): string {
  return tile.name?.trim() || `Learner ${tile.learner}`;
}

/**
 * Whether a learner is quiet: it is their move (a character or a choice) and they have not made it
 * for 5 minutes. `now` and `since` are milliseconds on the server's clock.
 */
export function isQuiet(tile: Pick<ClassTile, 'phase' | 'since'>, now: number): boolean {
  return isQuietSince(tile.phase, tile.since === null ? null : Date.parse(tile.since), now);
}

/** {@link isQuiet} with the move's start already in ms on the clock of `now` (the app keeps it on the device's clock). */
export function isQuietSince(phase: ClassTilePhase, since: number | null, now: number): boolean {
  if (phase !== 'choosing' && phase !== 'character') return false;
  return since !== null && now - since >= QUIET_AFTER_MS;
}

/** Whether a learner is online: a socket follows their slot and the server heard of it lately (`now` on the server's clock). */
export function isOnline(tile: Pick<ClassTile, 'online' | 'lastSeenAt'>, now: number): boolean {
  if (!tile.online || tile.lastSeenAt === null) return false;
  return now - Date.parse(tile.lastSeenAt) < PRESENCE_FRESH_MS;
}
