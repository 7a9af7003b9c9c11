import type { BeatDraft, BeatDraftSink } from '../ai/beat-drafts';
import type { Db } from '../db/db';
import { createLogger } from '../util/log';
import { writeBeatDraft } from '../stories/beat-stream-repo';

const log = createLogger('beat-stream');

/** Drafts written (and announced) per player at most every this many milliseconds: ~10 a second. */
export const DRAFT_INTERVAL_MS = 100;

type Lane = { latest: BeatDraft | null; writing: Promise<void> | null; timer: NodeJS.Timeout | null; lastWriteAt: number };

/**
 * Writes the drafts of the turns this process runs: per player, the newest draft replaces any not
 * yet written (coalesced), and a write goes out at most every {@link DRAFT_INTERVAL_MS}; the last
 * draft (`done`) is written at once and awaited, so the turn is saved only after it.
 */
export class BeatStreamer {
  private readonly lanes = new Map<string, Lane>();

  constructor(
    private readonly db: Db,
    private readonly intervalMs = DRAFT_INTERVAL_MS,
  ) {}

  /** The sink to give the turn job's narrator calls. */
  readonly sink: BeatDraftSink = (draft) => {
    const key = `${draft.storyId}:${draft.slot}`;
    let lane = this.lanes.get(key);
    if (!lane) this.lanes.set(key, (lane = { latest: null, writing: null, timer: null, lastWriteAt: 0 }));
    lane.latest = draft;
    if (draft.done) return this.finish(key, lane);
    this.schedule(key, lane);
    return undefined;
  };

  private schedule(key: string, lane: Lane): void {
    if (lane.timer || lane.writing || !lane.latest) return;
    const delay = Math.max(0, lane.lastWriteAt + this.intervalMs - Date.now());
    lane.timer = setTimeout(() => {
      lane.timer = null;
      void this.flush(key, lane);
    }, delay);
  }

  private flush(key: string, lane: Lane): Promise<void> {
    const draft = lane.latest;
    if (!draft || lane.writing) return lane.writing ?? Promise.resolve();
    lane.latest = null;
    lane.lastWriteAt = Date.now();
    lane.writing = writeBeatDraft(this.db, { storyId: draft.storyId, slot: draft.slot, turn: draft.turn, title: draft.title ?? null, text: draft.text, done: draft.done })
      .catch((e: unknown) => log.warn(`draft of ${key} turn ${draft.turn} not written: ${String(e)}`))
      .finally(() => {
        lane.writing = null;
        if (draft.done && !lane.latest) this.lanes.delete(key);
        else this.schedule(key, lane);
      });
    return lane.writing;
  }

  private async finish(key: string, lane: Lane): Promise<void> {
    if (lane.timer) clearTimeout(lane.timer);
    lane.timer = null;
    while (lane.writing) await lane.writing;
    if (lane.timer) clearTimeout(lane.timer);
    lane.timer = null;
    await this.flush(key, lane);
  }

  /** Drops pending drafts (server shutdown). */
  stop(): void {
    for (const lane of this.lanes.values()) if (lane.timer) clearTimeout(lane.timer);
    this.lanes.clear();
  }
}
