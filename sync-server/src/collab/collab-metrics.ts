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
  persistMs: LatencyRing;
  /** The phases of a writer's update, in milliseconds (the latest 10 000 each): see {@link UpdatePhases}. */
  phases: UpdatePhases;
}

/**
 * Where a writer's update spends its time on this server: `relay`, from the frame's arrival to
 * the last socket's send (all synchronous); `queued`, from the relay to its commit statement
 * leaving; `commit`, the statement's round trip (the database's commit and fsync); `saved`, from
 * the frame's arrival to its saved message leaving.
 */
export interface UpdatePhases {
  relay: LatencyRing;
  queued: LatencyRing;
  commit: LatencyRing;
  saved: LatencyRing;
}

const SAMPLES = 10_000;

/** The latest 10 000 samples of one latency. */
export class LatencyRing {
  private readonly samples: number[] = [];
  private next = 0;

  /** Records one sample. */
  add(ms: number): void {
    if (this.samples.length < SAMPLES) this.samples.push(ms);
    else this.samples[this.next++ % SAMPLES] = ms;
  }

  /** How many samples are held. */
  get size(): number {
    return this.samples.length;
  }

  /** The p-th percentile (0-100) of the held samples, NaN when there are none. */
  percentile(p: number): number {
    if (!this.samples.length) return NaN;
    const s = [...this.samples].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
  }

  /** "p50 x ms, p99 y ms" for a log line. */
  summary(): string {
    const f = (p: number) => (this.size ? this.percentile(p).toFixed(1) : '-');
    return `p50 ${f(50)} ms, p99 ${f(99)} ms`;
  }
}

/** p50/p99 of the recorded persist latencies and of each update phase, for a log line (bench:collab reads it). */
export function persistLatencySummary(metrics: CollabMetrics): string {
  const { relay, queued, commit, saved } = metrics.phases;
  return (
    `persist ${metrics.persistMs.summary()} over ${metrics.persistMs.size} update(s); ` +
    `phases: relay ${relay.summary()}; queued ${queued.summary()}; commit ${commit.summary()}; saved ${saved.summary()}`
  );
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
    persistMs: new LatencyRing(),
    phases: { relay: new LatencyRing(), queued: new LatencyRing(), commit: new LatencyRing(), saved: new LatencyRing() },
  };
}
