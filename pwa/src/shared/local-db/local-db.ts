// The device's store (Dexie over IndexedDB): the UI reads from here (useLiveQuery), the network
// writes into it. Every table is versioned through Dexie's schema versions; bump the version and
// add an upgrade() when a stored shape changes (CONVENTIONS: persisted state carries a version).
import type { BeatDigest, ClientStoryState, FeedStory, OfflineStoryInputs, Story, Template, TemplateMetadata } from '@schemas';
import { Dexie, type EntityTable } from 'dexie';
import { markStoreLoaded } from './store-loaded';

/** A set of join codes created together (one story's slots on this device), spec 1 §3 'Local storage'. */
export type CodeSetRow = {
  /** The codes sorted and joined: adding the same set twice is a no-op (order-insensitive). */
  key: string;
  codes: string[];
  storyId: string | null;
  createdAt: number;
};

/** A template as last fetched: card data always, the full World once opened. */
export type TemplateRow = {
  id: string;
  metadata: TemplateMetadata;
  full: Template | null;
  fetchedAt: number;
};

/** A cached list of template ids ('published', 'welcome'), in server order. */
export type TemplateListRow = { key: string; ids: string[]; fetchedAt: number };

/** The last state the server sent for one player code: every beat seen so far. */
export type StoryStateRow = {
  /** The upper-case join code (a code is one player's view of one story). */
  code: string;
  storyId: string;
  state: ClientStoryState;
  updatedAt: number;
};

/** An action waiting to reach the server, sent in order and exactly once thanks to its requestId. */
export type OutboxRow = {
  requestId: string;
  /** The player code the action belongs to. */
  code: string;
  type: 'make_choice' | 'select_character';
  payload: Record<string, unknown>;
  createdAt: number;
  /** queued: not yet acknowledged; failed: the server refused it (kept to show why, then dropped). */
  status: 'queued' | 'failed';
  attempts: number;
  error?: string;
};

/** Small values: the realtime sessionId (spec 1 §3 keeps it under the key sessionId), flags. */
export type KeyValueRow = { key: string; value: unknown };

/** The signed-in user's feed, cached for offline (issue 6). */
export type FeedRow = { key: string; stories: FeedStory[]; fetchedAt: number };

/**
 * A solo story played on this device with no network (issue 21): its World, its inputs, the
 * engine's whole story and the digest of each beat written.
 */
export type OfflineStoryRow = {
  code: string;
  storyId: string;
  template: Template;
  inputs: OfflineStoryInputs;
  story: Story;
  digests: BeatDigest[];
  /** playing: on the device only; uploading: sent, not answered; synced: the server's story now; refused: the server would not keep it. */
  status: 'playing' | 'uploading' | 'synced' | 'refused';
  /** Why the server refused the upload. */
  error?: string;
  /** Set when the server's beats won from this turn on (its narrator differed): the notice shown once synced. */
  divergedAtTurn?: number;
  updatedAt: number;
};

/**
 * A World's picture kept in the Cache Storage cache `world-pictures` for offline play (issue 27),
 * counted against the budget the library states.
 */
export type KeptPictureRow = {
  /** The picture's URL with its version (what an `<img>` asks for, and the cache key). */
  url: string;
  templateId: string;
  bytes: number;
  keptAt: number;
};

/** The app's IndexedDB database. */
export class LocalDb extends Dexie {
  codeSets!: EntityTable<CodeSetRow, 'key'>;
  templates!: EntityTable<TemplateRow, 'id'>;
  templateLists!: EntityTable<TemplateListRow, 'key'>;
  stories!: EntityTable<StoryStateRow, 'code'>;
  outbox!: EntityTable<OutboxRow, 'requestId'>;
  keyValues!: EntityTable<KeyValueRow, 'key'>;
  feeds!: EntityTable<FeedRow, 'key'>;
  offlineStories!: EntityTable<OfflineStoryRow, 'code'>;
  keptPictures!: EntityTable<KeptPictureRow, 'url'>;

  constructor(name = 'taleforge') {
    super(name);
    this.version(1).stores({
      codeSets: 'key, storyId, createdAt',
      templates: 'id, fetchedAt',
      templateLists: 'key',
      stories: 'code, storyId, updatedAt',
      outbox: 'requestId, code, createdAt, [code+createdAt]',
      keyValues: 'key',
      feeds: 'key',
    });
    // Offline solo stories (issue 21): a new table, nothing to upgrade.
    this.version(2).stores({ offlineStories: 'code, storyId, status' });
    // The library's Worlds kept for offline play (issue 27): the pictures' manifest, a new table.
    // Full copies of Worlds cached before stay as they are; the keeper fetches the missing ones.
    this.version(3).stores({ keptPictures: 'url, templateId' });
  }
}

/** The app's one database instance. */
export const localDb = new LocalDb();

// Opened as soon as this module loads: on a first visit IndexedDB creates every table, which then
// overlaps with the first render instead of delaying the game's join. Failures (no IndexedDB)
// surface on the first query, where the callers handle them.
if (typeof indexedDB !== 'undefined') void localDb.open().catch(() => undefined);

// Background work waiting on the store (the library's keeper) may start now: it is loaded anyway.
markStoreLoaded();
