/** One client socket of a World doc, as rooms see it. */
export interface CollabConnection {
  readonly id: string;
  /** The signed-in user (null never happens for writers; viewers of Published/Private may be visitors). */
  readonly userId: string | null;
  readonly isAdmin: boolean;
  /** Read-write (creator, co-author, admin) or read-only (anyone else who may view). */
  readonly canWrite: boolean;
  /** Awareness client ids this socket owns (awareness-guard.ts; their states are removed when it closes). */
  readonly awarenessIds: Set<number>;
  /** Sends one binary frame (dropped when the socket is no longer open). */
  send(frame: Uint8Array): void;
  /** Closes the socket with a WebSocket close code. */
  close(code: number, reason: string): void;
}

/** Tuning of the co-authoring server; every field has a default. */
export interface CollabOptions {
  /** Frames above this are ignored with a log line (the socket stays open). Default 2 MB. */
  maxFrameBytes: number;
  /** Yjs updates (live edits) above this are ignored likewise. Default 1 MB. */
  maxUpdateBytes: number;
  /** Awareness frames above this are ignored likewise (each state is also capped at 8 KB, awareness-guard.ts). Default 64 KB. */
  maxAwarenessBytes: number;
  /** Materialise this long after the last local edit... Default 1500 ms. */
  materialiseDelayMs: number;
  /** ...but at least this often while edits keep coming. Default 10 s. */
  materialiseMaxWaitMs: number;
  /** Compact after this many updates in the log... Default 1000. */
  compactEvery: number;
  /** ...or this long after the first uncompacted one. Default 60 s. */
  compactAfterMs: number;
  /** How often a loaded doc checks the log for updates it missed (lost NOTIFYs). Default 15 s. */
  catchUpMs: number;
  /** Keep a doc loaded this long after its last client left (0: unload at once). Default 0. */
  unloadGraceMs: number;
}

/** The defaults of {@link CollabOptions}. */
export const DEFAULT_COLLAB_OPTIONS: CollabOptions = {
  maxFrameBytes: 2 * 1024 * 1024,
  maxUpdateBytes: 1024 * 1024,
  maxAwarenessBytes: 64 * 1024,
  materialiseDelayMs: 1500,
  materialiseMaxWaitMs: 10_000,
  compactEvery: 1000,
  compactAfterMs: 60_000,
  catchUpMs: 15_000,
  unloadGraceMs: 0,
};
