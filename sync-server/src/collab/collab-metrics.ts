/** Counters of the co-authoring server (for tests, benchmarks and the logs). */
export interface CollabMetrics {
  /** WebSocket connections accepted. */
  connections: number;
  /** Upgrades refused (401, 403, 404). */
  refusedUpgrades: number;
  /** Update messages from read-only connections, dropped unapplied. */
  droppedReadOnlyUpdates: number;
  /** Frames that could not be decoded (ignored). */
  malformedFrames: number;
  /** Frames or updates over the size caps (ignored). */
  oversizedFrames: number;
  /** Updates appended to world_updates. */
  persistedUpdates: number;
  /** Commits that failed (each drops its doc so the clients resync). */
  persistFailures: number;
  /** INSERT statements that appended them (group commit: fewer than updates under load). */
  persistBatches: number;
  /** Awareness entries refused (read-only socket, another socket's id, over 8 KB). */
  refusedAwareness: number;
  /** Sync step 2 messages that added nothing (not persisted). */
  redundantUpdates: number;
  /** Updates from other server processes applied here. */
  remoteUpdates: number;
  /** First syncs answered from the stored state before the doc was built / from a large doc's kept encoding. */
  firstSyncsFromStore: number;
  firstSyncsFromCache: number;
  /** Frames that waited for their doc to load. */
  framesQueuedWhileLoading: number;
  /** Docs loaded into memory / unloaded. */
  docsLoaded: number;
  docsUnloaded: number;
  /** Materialisations into templates.data (valid) and into templates.draft only (invalid). */
  materialised: number;
  materialisedInvalid: number;
  /** Admin-only fields reset to the template row's value. */
  adminFieldsReverted: number;
  /** Compactions of the log into the snapshot. */
  compactions: number;
  /** Milliseconds from receiving a writer's update to its commit (the latest 10 000). */
  persistMs: number[];
}

const PERSIST_SAMPLES = 10_000;

/** Records one persist latency, keeping the latest 10 000 (a ring). */
export function recordPersistMs(metrics: CollabMetrics, ms: number): void {
  if (metrics.persistMs.length < PERSIST_SAMPLES) metrics.persistMs.push(ms);
  else metrics.persistMs[metrics.persistedUpdates % PERSIST_SAMPLES] = ms;
}

/** p50/p99 of the recorded persist latencies, for a log line. */
export function persistLatencySummary(metrics: CollabMetrics): string {
  const s = [...metrics.persistMs].sort((a, b) => a - b);
  const at = (p: number) => (s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))]!.toFixed(1) : '-');
  return `persist p50 ${at(0.5)} ms, p99 ${at(0.99)} ms over ${s.length} update(s)`;
}

/** A fresh set of counters, all zero. */
export function newCollabMetrics(): CollabMetrics {
  return {
    connections: 0,
    refusedUpgrades: 0,
    droppedReadOnlyUpdates: 0,
    malformedFrames: 0,
    oversizedFrames: 0,
    persistedUpdates: 0,
    persistBatches: 0,
    persistFailures: 0,
    refusedAwareness: 0,
    redundantUpdates: 0,
    remoteUpdates: 0,
    firstSyncsFromStore: 0,
    firstSyncsFromCache: 0,
    framesQueuedWhileLoading: 0,
    docsLoaded: 0,
    docsUnloaded: 0,
    materialised: 0,
    materialisedInvalid: 0,
    adminFieldsReverted: 0,
    compactions: 0,
    persistMs: [],
  };
}
