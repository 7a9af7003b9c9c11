import type { Db } from '../db/db';
import { loadStoryConsistent, storyVersion, type StoryRecord } from './story-repo';

/**
 * Recently used stories by id, trusted only while their version matches the database's: a story
 * changed by another process is reloaded, never served stale. Bounded, least recently used out.
 */
export class StoryCache {
  private readonly entries = new Map<string, StoryRecord>();
  /** Writes of this process in flight, per story (see {@link writing}). */
  private readonly inFlight = new Map<string, Set<Promise<unknown>>>();

  constructor(private readonly maxEntries = 500) {}

  /** The cached record if its version is `version`. */
  get(storyId: string, version: number): StoryRecord | undefined {
    const hit = this.entries.get(storyId);
    if (!hit || hit.version !== version) return undefined;
    this.entries.delete(storyId);
    this.entries.set(storyId, hit);
    return hit;
  }

  /** The newest record held of a story, whatever its version (it may be stale: writes from it must guard on its version). */
  latest(storyId: string): StoryRecord | undefined {
    return this.entries.get(storyId);
  }

  /** Remembers a record (the newest version wins). */
  put(record: StoryRecord): void {
    const current = this.entries.get(record.id);
    if (current && current.version > record.version) return;
    this.entries.delete(record.id);
    this.entries.set(record.id, record);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /**
   * Runs a write of a story by this process (its batch, then the `put` of what it wrote). A
   * change's NOTIFY may reach this process before the write's own reply (PGlite posts it from its
   * worker during the commit; PostgreSQL sends it on another connection): a reader waiting for
   * that version waits for the write here instead of loading the whole story again.
   */
  async writing<T>(storyId: string, write: () => Promise<T>): Promise<T> {
    const running = write();
    let set = this.inFlight.get(storyId);
    if (!set) this.inFlight.set(storyId, (set = new Set()));
    set.add(running);
    try {
      return await running;
    } finally {
      set.delete(running);
      if (set.size === 0 && this.inFlight.get(storyId) === set) this.inFlight.delete(storyId);
    }
  }

  /** Forgets a story (deleted). */
  drop(storyId: string): void {
    this.entries.delete(storyId);
  }

  /**
   * A consistent copy of the story for reading (fan-out, status): from the cache when its version
   * is current (or at least `atLeastVersion`, the version an event announced), else loaded in one
   * repeatable-read transaction so core and beats agree.
   */
  async read(db: Db, storyId: string, atLeastVersion?: number): Promise<StoryRecord | null> {
    // A change this process just made is already here: no round trip to learn the version.
    if (atLeastVersion !== undefined) {
      let known = this.entries.get(storyId);
      if (known && known.version >= atLeastVersion) return known;
      // A write of this process may be about to put that version (see writing).
      const writes = this.inFlight.get(storyId);
      if (writes?.size) {
        await Promise.allSettled([...writes]);
        known = this.entries.get(storyId);
        if (known && known.version >= atLeastVersion) return known;
      }
      // The cache falls short of a version the caller knows exists: only a load can answer.
    } else {
      const version = await storyVersion(db, storyId);
      if (version === null) return null;
      const hit = this.get(storyId, version);
      if (hit) return hit;
    }
    const record = await loadStoryConsistent(db, storyId);
    if (record) this.put(record);
    return record;
  }
}
