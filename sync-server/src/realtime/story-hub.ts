import { toClientState } from '@engine';
import type { PlayerSlot } from '@schemas';
import type { Db } from '../db/db';
import type { StoryCache } from '../stories/story-cache';
import { STORY_CHANNEL, storyEventSchema, type StoryEvent } from '../stories/story-events';
import { createLogger } from '../util/log';
import { BEAT_STREAM_CHANNEL, beatStreamEventSchema, type BeatStreamEvent } from '../stories/beat-stream-events';
import { findBeatDraft } from '../stories/beat-stream-repo';
import type { GameConnection } from './game-socket';

const log = createLogger('hub');

/**
 * A socket following a story: a player (`slot`), who gets every change as their redacted state,
 * whole or (having opted into beat deltas) only the beats that changed; or, with no slot, the
 * socket that created the story and waits for it to be ready (story_ready / failure only).
 */
type Subscriber = { conn: GameConnection; slot: PlayerSlot | null; deltas: boolean; stream: boolean; shown?: { turn: number; seq: number } };

/** Beats a delta update carries by default: the latest two cover a resolved choice and a new turn. */
export const INCREMENTAL_BEATS = 2;

/**
 * How many of a player's latest beats a delta update needs: another player's choice changes none
 * of them, one's own choice changes the latest, a new turn adds one. Full states go out on join, and
 * a client that finds a gap asks for one.
 */
export function beatsToSend(event: Pick<StoryEvent, 'trigger' | 'slot'>, slot: PlayerSlot): number {
  if (event.trigger === 'choice_made') return event.slot === slot ? 1 : 0;
  if (event.trigger === 'turn_generated') return 1;
  return INCREMENTAL_BEATS;
}

/**
 * Something beside the game that follows the hub (the class board, issue 33): every story event any
 * process published, and which sockets of this process start or stop following a player slot.
 * Called synchronously; an observer does its own work later and must not throw.
 */
export interface StoryHubObserver {
  event?(event: StoryEvent): void;
  followed?(connId: string, storyId: string, slot: PlayerSlot): void;
  unfollowed?(connId: string, storyId: string, slot: PlayerSlot): void;
}

/**
 * Delivers story changes to the sockets of this process. Every process listens on one channel;
 * on an event it loads the story once (cached by version) and sends each local subscriber its
 * own redacted view [V1-V2]: the whole per-player state (spec 1 §3), or only the changed beats to
 * a client that opted into beat deltas. Events for the same story are coalesced to the newest version.
 */
export class StoryHub {
  private readonly byStory = new Map<string, Map<string, Subscriber>>();
  private readonly storyOf = new Map<string, string>();
  private readonly pending = new Map<string, StoryEvent>();
  private readonly delivering = new Set<string>();
  private readonly coalesced = new Set<string>();
  private readonly observers = new Set<StoryHubObserver>();
  private unlisten: (() => Promise<void>) | null = null;
  private unlistenDrafts: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly cache: StoryCache,
  ) {}

  /** Starts listening for story events. */
  async start(): Promise<void> {
    this.unlisten = await this.db.listen(STORY_CHANNEL, (payload) => {
      let event: StoryEvent;
      try {
        event = storyEventSchema.parse(JSON.parse(payload));
      } catch {
        log.warn(`ignored malformed story event: ${payload.slice(0, 200)}`);
        return;
      }
      for (const o of this.observers) o.event?.(event);
      if (this.byStory.has(event.storyId)) this.enqueue(event);
    });
    this.unlistenDrafts = await this.db.listen(BEAT_STREAM_CHANNEL, (payload) => {
      let event: BeatStreamEvent;
      try {
        event = beatStreamEventSchema.parse(JSON.parse(payload));
      } catch {
        log.warn(`ignored malformed beat draft: ${payload.slice(0, 200)}`);
        return;
      }
      if (this.byStory.has(event.storyId)) void this.deliverDraft(event).catch((err: unknown) => log.error(`draft of ${event.storyId} not delivered: ${String(err)}`));
    });
  }

  /** Adds an observer of story events and of the slots sockets follow; returns its removal. */
  observe(observer: StoryHubObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  /** Stops listening. */
  async stop(): Promise<void> {
    await this.unlisten?.();
    await this.unlistenDrafts?.();
  }

  /**
   * Sends this socket the story's changes for `slot` from now on (one story per socket), as whole
   * states, or as beat deltas when `deltas` is set, and drafts of the player's next beat when
   * `stream` is set; with `slot` null, only the story's readiness.
   */
  subscribe(conn: GameConnection, storyId: string, slot: PlayerSlot | null, options: { deltas?: boolean; stream?: boolean } = {}): void {
    this.unsubscribe(conn);
    let subs = this.byStory.get(storyId);
    if (!subs) this.byStory.set(storyId, (subs = new Map()));
    subs.set(conn.id, { conn, slot, deltas: options.deltas ?? false, stream: options.stream ?? false });
    this.storyOf.set(conn.id, storyId);
    if (slot) for (const o of this.observers) o.followed?.(conn.id, storyId, slot);
  }

  /** Stops sending changes to this socket. */
  unsubscribe(conn: GameConnection): void {
    const storyId = this.storyOf.get(conn.id);
    if (!storyId) return;
    this.storyOf.delete(conn.id);
    const subs = this.byStory.get(storyId);
    const slot = subs?.get(conn.id)?.slot;
    subs?.delete(conn.id);
    if (subs && subs.size === 0) this.byStory.delete(storyId);
    if (slot) for (const o of this.observers) o.unfollowed?.(conn.id, storyId, slot);
  }

  /** Sockets of this process subscribed to a story (for tests and metrics). */
  subscribers(storyId: string): number {
    return this.byStory.get(storyId)?.size ?? 0;
  }

  /**
   * Sends a streaming subscriber the current draft of its next beat, if one is being written (after
   * a join: the turn's save deletes the draft in its own transaction, so this is the draft or nothing).
   */
  async sendCurrentDraft(conn: GameConnection): Promise<void> {
    const storyId = this.storyOf.get(conn.id);
    const sub = storyId ? this.byStory.get(storyId)?.get(conn.id) : undefined;
    if (!storyId || !sub?.stream || !sub.slot) return;
    const row = await findBeatDraft(this.db, storyId, sub.slot);
    if (row) this.sendDraft(sub, row);
  }

  private async deliverDraft(event: BeatStreamEvent): Promise<void> {
    const subs = [...(this.byStory.get(event.storyId)?.values() ?? [])].filter((s) => s.stream && s.slot === event.slot);
    if (subs.length === 0) return;
    let draft: BeatStreamEvent | undefined = event;
    // Too long for a NOTIFY: the row holds it (or a newer draft, which is as good).
    if (event.text === undefined) draft = await findBeatDraft(this.db, event.storyId, event.slot);
    if (!draft || draft.turn !== event.turn) return;
    for (const sub of subs) this.sendDraft(sub, draft);
  }

  private sendDraft(sub: Subscriber, draft: BeatStreamEvent): void {
    // Drafts can overtake each other (one read from the row): never show an older one.
    if (sub.shown && sub.shown.turn === draft.turn && sub.shown.seq >= draft.seq) return;
    sub.shown = { turn: draft.turn, seq: draft.seq };
    sub.conn.send({
      type: 'beat_stream_notification',
      storyId: draft.storyId,
      turn: draft.turn,
      playerSlot: draft.slot,
      seq: draft.seq,
      ...(draft.title ? { title: draft.title } : {}),
      text: draft.text ?? '',
      done: draft.done,
      timestamp: new Date().toISOString(),
    });
  }

  private enqueue(event: StoryEvent): void {
    const queued = this.pending.get(event.storyId);
    // Keep the newest version, but never lose a story_ready (it sends its own notification).
    if (!queued || event.version >= queued.version) {
      this.pending.set(event.storyId, queued?.trigger === 'story_ready' && event.trigger !== 'story_ready' ? { ...event, trigger: 'story_ready' } : event);
    }
    // Several changes in one update: send the default number of beats, not one trigger's minimum.
    if (queued) this.coalesced.add(event.storyId);
    if (this.delivering.has(event.storyId)) return;
    this.delivering.add(event.storyId);
    // A tick later, so the committing process has put its new version in the cache.
    setImmediate(() => void this.drain(event.storyId));
  }

  private async drain(storyId: string): Promise<void> {
    try {
      for (let event = this.pending.get(storyId); event; event = this.pending.get(storyId)) {
        this.pending.delete(storyId);
        const merged = this.coalesced.delete(storyId);
        await this.deliver(event, merged).catch((err: unknown) => log.error(`delivery of ${storyId} v${event?.version} failed: ${String(err)}`));
      }
    } finally {
      this.delivering.delete(storyId);
    }
  }

  private async deliver(event: StoryEvent, coalesced: boolean): Promise<void> {
    const subs = this.byStory.get(event.storyId);
    if (!subs || subs.size === 0) return;
    const timestamp = new Date().toISOString();
    if (event.trigger === 'story_failed') {
      for (const { conn } of subs.values()) {
        conn.send({ type: 'error', error: 'Story creation failed. Please try again.', operationType: 'initialize_story', timestamp });
      }
      return;
    }
    const record = await this.cache.read(this.db, event.storyId, event.version);
    const story = record?.story;
    if (!story || !record) return;
    // The cache may already hold a later version than this event (its own event follows): then
    // the trigger says nothing about which beats changed, so send the default number.
    const beatsFor = (slot: PlayerSlot) => (coalesced || record.version > event.version ? INCREMENTAL_BEATS : beatsToSend(event, slot));
    for (const { conn, slot, deltas } of subs.values()) {
      if (event.trigger === 'story_ready') conn.send({ type: 'story_ready_notification', storyId: story.id, timestamp });
      if (slot === null) continue;
      const state = toClientState(story, slot, deltas ? { latestBeats: beatsFor(slot) } : {});
      conn.send({ type: 'state_update_notification', state, trigger: event.trigger, timestamp });
    }
  }
}
