// The board as the teacher's app holds it (issue 33): the whole board from each watch_class reply,
// tile changes merged in as they come. 'Quiet' is counted on this device's clock from when the
// server said the learner's move began, converted once, when that move is first seen: a later
// whole board with the same move keeps it, so five minutes on the device are five minutes on the
// board even when the device's clock is wrong (and a test can move the device's clock alone).
import { isQuietSince } from '@engine';
import type { ClassBoard, ClassTile, Notification } from '@schemas';

/** A tile as held: the server's, and the start of the learner's move on this device's clock (ms). */
export type HeldTile = ClassTile & { sinceLocal: number | null };

/** What the board screen shows. */
export type BoardState = {
  tiles: readonly HeldTile[];
  endedAt: string | null;
  /** The server's clock minus this device's, in ms, at the last message ('last seen' is told on the server's clock). */
  skew: number;
};

type BoardNotification = Extract<Notification, { type: 'class_board_notification' }>;

/** A held tile gives way to an incoming one unless it was drawn from a later version of the same story; the move's local start is kept while the move is the same. */
function merge(held: HeldTile | undefined, incoming: ClassTile, skew: number): HeldTile {
  if (held && held.storyId === incoming.storyId && held.version > incoming.version) return held;
  const sameMove = held && held.storyId === incoming.storyId && held.since === incoming.since && held.phase === incoming.phase;
  const sinceLocal = sameMove ? held.sinceLocal : incoming.since === null ? null : Date.parse(incoming.since) - skew;
  return { ...incoming, sinceLocal };
}

/** The state after a whole board (a watch_class reply): every tile replaced, none kept that the board lacks. */
export function fromBoard(held: BoardState | null, board: ClassBoard, receivedAt: number): BoardState {
  const before = new Map(held?.tiles.map((t) => [t.learner, t]));
  const skew = Date.parse(board.serverTime) - receivedAt;
  return {
    tiles: board.tiles.map((t) => merge(before.get(t.learner), t, skew)).sort((a, b) => a.learner - b.learner),
    endedAt: board.endedAt,
    skew,
  };
}

/** The state after a tile change (class_board_notification). */
export function withChanges(held: BoardState, change: BoardNotification, receivedAt: number): BoardState {
  const skew = Date.parse(change.serverTime) - receivedAt;
  const tiles = new Map(held.tiles.map((t) => [t.learner, t]));
  for (const t of change.tiles) tiles.set(t.learner, merge(tiles.get(t.learner), t, skew));
  return { tiles: [...tiles.values()].sort((a, b) => a.learner - b.learner), endedAt: change.endedAt, skew };
}

/** Whether a held tile is quiet at `now` (this device's clock). */
export function quietAt(tile: HeldTile, now: number): boolean {
  return isQuietSince(tile.phase, tile.sinceLocal, now);
}

/** The tiles by group, in group order. */
export function byGroup<T extends ClassTile>(tiles: readonly T[]): { group: number; tiles: T[] }[] {
  const groups = new Map<number, T[]>();
  for (const t of tiles) groups.set(t.group, [...(groups.get(t.group) ?? []), t]);
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([group, members]) => ({ group, tiles: members }));
}

/** The board's head-count: learners online, quiet (at `now`, this device's clock), and whose story ended. */
export function boardCounts(tiles: readonly HeldTile[], now: number): { online: number; quiet: number; ended: number; total: number } {
  return {
    online: tiles.filter((t) => t.online).length,
    quiet: tiles.filter((t) => quietAt(t, now)).length,
    ended: tiles.filter((t) => t.phase === 'ended').length,
    total: tiles.length,
  };
}
