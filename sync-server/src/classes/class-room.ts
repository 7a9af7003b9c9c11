/**
 * The room, live (issue 33): the teacher's board over the game socket, and the learners' presence.
 *
 * - A board socket sends `watch_class` and gets the whole board in the reply; from then on, each
 *   change of a learner's story (a story event, heard through the story hub like the game's own
 *   fan-out) or of a learner (online, offline, a name: the class channel) reaches it as a
 *   `class_board_notification` with the changed tiles. Changes of one class are drawn and sent in
 *   order, coalesced while one is being drawn. A board that reconnects watches again and gets the
 *   whole board: nothing stale survives a reconnect.
 * - Presence: the hub tells which sockets of this process follow which slot; the first socket of a
 *   class learner's slot marks them online, the last one leaving marks them offline, and while
 *   online this process refreshes their `last_seen_at` every 30 s (so a process that died leaves
 *   them offline after 90 s; see PRESENCE_FRESH_MS).
 */
import type { ClassBoard, PlayerSlot, ServerMessage } from '@schemas';
import type { Db } from '../db/db';
import type { Viewer } from '../http/app-env';
import type { ClassRealtime } from '../realtime/class-hooks';
import type { GameConnection } from '../realtime/game-socket';
import type { StoryHub } from '../realtime/story-hub';
import type { StoryCache } from '../stories/story-cache';
import type { StoryEvent } from '../stories/story-events';
import { createLogger } from '../util/log';
import { requireClassAccess } from './class-access';
import { tilesOf } from './class-board';
import { CLASS_CHANNEL, classEventSchema, type ClassEvent } from './class-events';
import { closeStory } from './class-lifecycle';
import { classOfStory, findClass, learnerAt, learnersOf, learnersOfStory, setLearnerName, setLearnerPresence, touchLearners, type LearnerRow } from './class-repo';

const log = createLogger('class-room');

/** How often this process refreshes the presence of the learners whose sockets it holds. */
export const PRESENCE_TOUCH_MS = 30_000;
/** How many stories' class membership (or lack of one) this process remembers. */
const MEMBERSHIP_CACHE = 5000;

/** A watched class: its sockets, its learners by story, and what changed since it was last drawn. */
type Watched = {
  conns: Map<string, GameConnection>;
  learners: Map<string, LearnerRow[]>;
  endedAt: string | null;
  dirty: Map<string, number | undefined>;
  reload: Set<string>;
  ended: boolean;
  drawing: boolean;
  /** watch_class replies being drawn: changes wait for them. */
  answering: number;
};

/** Dependencies of the room. */
export interface ClassRoomDeps {
  db: Db;
  cache: StoryCache;
  hub: StoryHub;
  /** The server's clock (tests move it). */
  clock?: () => Date;
}

/** The class board and learner presence of one server process. */
export class ClassRoom implements ClassRealtime {
  private readonly watched = new Map<string, Watched>();
  private readonly classOfConn = new Map<string, string>();
  private readonly watchedStories = new Map<string, string>();
  /** storyId -> its class, or null for a story of no class: fixed when the story is created. */
  private readonly membership = new Map<string, string | null>();
  /** `${storyId}|${slot}` -> the sockets of this process following that learner's slot. */
  private readonly present = new Map<string, Set<string>>();
  private readonly presenceQueue = new Map<string, Promise<void>>();
  private stopObserving: (() => void) | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private stopped = false;

  constructor(private readonly deps: ClassRoomDeps) {}

  private now(): Date {
    return this.deps.clock?.() ?? new Date();
  }

  /** Starts observing the hub and the class channel, and refreshing presence. */
  async start(): Promise<void> {
    this.stopObserving = this.deps.hub.observe({
      event: (e) => this.onStoryEvent(e),
      followed: (connId, storyId, slot) => this.presence(connId, storyId, slot, true),
      unfollowed: (connId, storyId, slot) => this.presence(connId, storyId, slot, false),
    });
    this.unlisten = await this.deps.db.listen(CLASS_CHANNEL, (payload) => {
      const parsed = classEventSchema.safeParse(safeJson(payload));
      if (parsed.success) this.onClassEvent(parsed.data);
      else log.warn(`ignored malformed class event: ${payload.slice(0, 200)}`);
    });
    this.timer = setInterval(() => void this.touch(), PRESENCE_TOUCH_MS);
    this.timer.unref();
  }

  /** Stops; presence writes in flight are awaited. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopObserving?.();
    this.watched.clear();
    if (this.timer) clearInterval(this.timer);
    await this.unlisten?.();
    await Promise.all(this.presenceQueue.values());
  }

  async watch(conn: GameConnection, classId: string, viewer: Viewer | null): Promise<ClassBoard> {
    const row = requireClassAccess(await findClass(this.deps.db, classId), viewer);
    this.unwatch(conn);
    let w = this.watched.get(classId);
    if (!w) {
      w = { conns: new Map(), learners: new Map(), endedAt: null, dirty: new Map(), reload: new Set(), ended: false, drawing: false, answering: 0 };
      this.watched.set(classId, w);
    }
    w.conns.set(conn.id, conn);
    this.classOfConn.set(conn.id, classId);
    // Changes that come while the board is drawn wait until the reply is out (then they follow it).
    w.answering += 1;
    try {
      const learners = await learnersOf(this.deps.db, classId);
      w.learners = groupByStory(learners);
      for (const storyId of w.learners.keys()) this.watchedStories.set(storyId, classId);
      w.endedAt = row.ended_at?.toISOString() ?? null;
      const now = this.now();
      return { classId, endedAt: w.endedAt, serverTime: now.toISOString(), tiles: await tilesOf(this.deps.db, this.deps.cache, learners, now.getTime()) };
    } finally {
      w.answering -= 1;
      this.drawSoon(classId, w);
    }
  }

  async learnerOf(storyId: string, slot: PlayerSlot): Promise<{ number: number; name: string | null } | null> {
    if ((await this.classOf(storyId)) === null) return null;
    const row = await learnerAt(this.deps.db, storyId, slot);
    return row ? { number: row.learner, name: row.name } : null;
  }

  async nameLearner(storyId: string, slot: PlayerSlot, name: string): Promise<void> {
    if ((await this.classOf(storyId)) === null) return;
    await setLearnerName(this.deps.db, storyId, slot, name);
  }

  disconnected(conn: GameConnection): void {
    this.unwatch(conn);
  }

  /** Sockets of this process watching a class (for tests and metrics). */
  watchers(classId: string): number {
    return this.watched.get(classId)?.conns.size ?? 0;
  }

  private unwatch(conn: GameConnection): void {
    const classId = this.classOfConn.get(conn.id);
    if (!classId) return;
    this.classOfConn.delete(conn.id);
    const w = this.watched.get(classId);
    w?.conns.delete(conn.id);
    if (w && w.conns.size === 0) {
      this.watched.delete(classId);
      for (const storyId of w.learners.keys()) if (this.watchedStories.get(storyId) === classId) this.watchedStories.delete(storyId);
    }
  }

  /** The class of a story (remembered: a story's class never changes), or null. */
  private async classOf(storyId: string): Promise<string | null> {
    const known = this.membership.get(storyId);
    if (known !== undefined) return known;
    const classId = (await classOfStory(this.deps.db, storyId)) ?? null;
    this.membership.set(storyId, classId);
    if (this.membership.size > MEMBERSHIP_CACHE) this.membership.delete(this.membership.keys().next().value as string);
    return classId;
  }

  private onStoryEvent(event: StoryEvent): void {
    const classId = this.watchedStories.get(event.storyId);
    if (classId) this.changed(classId, (w) => w.dirty.set(event.storyId, Math.max(event.version, w.dirty.get(event.storyId) ?? 0)));
    // A story set up after its class ended is closed as soon as it is ready (the sweep catches any missed).
    if (event.trigger === 'story_ready') void this.closeIfEnded(event.storyId).catch((err: unknown) => log.error(`closing ${event.storyId}: ${String(err)}`));
  }

  private async closeIfEnded(storyId: string): Promise<void> {
    const classId = await this.classOf(storyId);
    if (!classId) return;
    const row = await findClass(this.deps.db, classId);
    if (row?.ended_at) await closeStory(this.deps, storyId);
  }

  private onClassEvent(event: ClassEvent): void {
    const w = this.watched.get(event.classId);
    if (!w) return;
    if (event.kind === 'deleted') {
      for (const conn of w.conns.values()) send(conn, { type: 'error', error: 'This class no longer exists.', operationType: 'watch_class', timestamp: this.now().toISOString() });
      return;
    }
    this.changed(event.classId, (x) => {
      if (event.kind === 'ended') x.ended = true;
      else if (event.storyId) x.reload.add(event.storyId);
    });
  }

  /** Records a change of a watched class and draws it unless a drawing is under way (that one loops). */
  private changed(classId: string, record: (w: Watched) => void): void {
    const w = this.watched.get(classId);
    if (!w) return;
    record(w);
    this.drawSoon(classId, w);
  }

  /** Draws the recorded changes on a later turn of the event loop (after a reply being sent), unless a drawing or a reply is under way. */
  private drawSoon(classId: string, w: Watched): void {
    if (w.drawing || w.answering > 0 || (w.dirty.size === 0 && w.reload.size === 0 && !w.ended)) return;
    w.drawing = true;
    setImmediate(() => void this.draw(classId, w));
  }

  private async draw(classId: string, w: Watched): Promise<void> {
    try {
      while (!this.stopped && (w.dirty.size > 0 || w.reload.size > 0 || w.ended)) {
        const dirty = new Map(w.dirty);
        const reload = [...w.reload];
        const ended = w.ended;
        w.dirty.clear();
        w.reload.clear();
        w.ended = false;
        for (const storyId of reload) {
          w.learners.set(storyId, await learnersOfStory(this.deps.db, storyId));
          dirty.set(storyId, dirty.get(storyId));
        }
        if (ended) w.endedAt = (await findClass(this.deps.db, classId))?.ended_at?.toISOString() ?? w.endedAt;
        const now = this.now();
        const tiles = [];
        for (const [storyId, version] of dirty) {
          const rows = w.learners.get(storyId) ?? [];
          tiles.push(...(await tilesOf(this.deps.db, this.deps.cache, rows, now.getTime(), version === undefined ? undefined : { storyId, version })));
        }
        const message: ServerMessage = { type: 'class_board_notification', classId, tiles: tiles.sort((a, b) => a.learner - b.learner), endedAt: w.endedAt, serverTime: now.toISOString(), timestamp: now.toISOString() };
        for (const conn of w.conns.values()) send(conn, message);
      }
    } catch (err) {
      log.error(`board of ${classId} not drawn: ${String(err)}`);
    } finally {
      w.drawing = false;
      // Changes recorded while a reply was drawn, after this drawing's last look.
      this.drawSoon(classId, w);
    }
  }

  /** A socket of this process started (or stopped) following a slot: a class learner's first (or last) one changes their presence. */
  private presence(connId: string, storyId: string, slot: PlayerSlot, following: boolean): void {
    const key = `${storyId}|${slot}`;
    const previous = this.presenceQueue.get(key) ?? Promise.resolve();
    const next = previous
      .then(async () => {
        if (this.stopped || (await this.classOf(storyId)) === null) return;
        let conns = this.present.get(key);
        if (following) {
          if (!conns) this.present.set(key, (conns = new Set()));
          const first = conns.size === 0;
          conns.add(connId);
          if (first) await setLearnerPresence(this.deps.db, storyId, slot, true);
        } else if (conns?.delete(connId) && conns.size === 0) {
          this.present.delete(key);
          await setLearnerPresence(this.deps.db, storyId, slot, false);
        }
      })
      .catch((err: unknown) => log.error(`presence of ${key}: ${String(err)}`))
      .finally(() => {
        if (this.presenceQueue.get(key) === next) this.presenceQueue.delete(key);
      });
    this.presenceQueue.set(key, next);
  }

  private async touch(): Promise<void> {
    const learners = [...this.present.keys()].map((key) => {
      const [storyId = '', slot] = key.split('|');
      return { storyId, slot: slot as PlayerSlot };
    });
    await touchLearners(this.deps.db, learners).catch((err: unknown) => log.error(`presence refresh: ${String(err)}`));
  }
}

function groupByStory(learners: readonly LearnerRow[]): Map<string, LearnerRow[]> {
  const byStory = new Map<string, LearnerRow[]>();
  for (const l of learners) byStory.set(l.story_id, [...(byStory.get(l.story_id) ?? []), l]);
  return byStory;
}

function send(conn: GameConnection, message: ServerMessage): void {
  try {
    conn.send(message);
  } catch (err) {
    log.debug(`board send to ${conn.id}: ${String(err)}`);
  }
}

function safeJson(payload: string): unknown {
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}
