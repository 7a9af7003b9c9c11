/**
 * Fan-out of co-authoring between server processes over PostgreSQL LISTEN/NOTIFY, one channel:
 * - `p`: presence: "this process serves co-authoring". Sent at start (before serving), every 10 s,
 *   and in reply to a process not heard before. Updates and awareness are published only while
 *   another process has been heard from in the last 30 s: a lone process sends no NOTIFY at all.
 * - `u`: a persisted update (published by the INSERT itself, see world-doc-repo.ts): template, seq,
 *   origin process, whether its author is an admin, and the update inline when small;
 * - `aw`: an awareness update (presence, cursors), inline;
 * - `acl`: who may open a World changed (co-author added or removed, World deleted).
 * Every process applies what concerns the docs it has loaded and ignores its own messages.
 */
import { z } from 'zod';
import type { Db } from '../db/db';
import { createLogger } from '../util/log';
import { COLLAB_CHANNEL, INLINE_NOTIFY_BYTES } from './world-doc-repo';
export { fromBase64 } from './world-doc-repo';

const log = createLogger('collab');

/** A message on the co-authoring channel. */
export const busMessageSchema = z.discriminatedUnion('k', [
  z.object({ k: z.literal('p'), o: z.string() }),
  z.object({ k: z.literal('u'), t: z.string(), s: z.number().int(), o: z.string(), a: z.boolean(), u: z.string().nullable().optional() }),
  z.object({ k: z.literal('aw'), t: z.string(), o: z.string(), u: z.string() }),
  z.object({ k: z.literal('acl'), t: z.string(), o: z.string() }),
]);
export type BusMessage = z.infer<typeof busMessageSchema>;
/** The messages a bus hands on (presence it keeps to itself). */
export type RoutedBusMessage = Exclude<BusMessage, { k: 'p' }>;


/** How often a process announces itself, and how long a silent one still counts as present. */
const PRESENCE_EVERY_MS = 10_000;
const PRESENCE_TTL_MS = 30_000;

/** Publishes and receives co-authoring messages between processes. */
export class CollabBus {
  private unlisten: (() => Promise<void>) | null = null;
  private readonly peers = new Map<string, number>();
  private presenceTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    /** This process's id: messages carrying it are our own. */
    readonly origin: string,
    private readonly onMessage: (message: RoutedBusMessage) => void,
  ) {}

  /** Starts listening. */
  async start(): Promise<void> {
    const own = `"o":${JSON.stringify(this.origin)}`;
    this.unlisten = await this.db.listen(COLLAB_CHANNEL, (payload) => {
      // Our own NOTIFYs come back too: skip them before parsing.
      if (payload.includes(own)) return;
      let message: BusMessage;
      try {
        message = busMessageSchema.parse(JSON.parse(payload));
      } catch {
        log.warn(`ignored a malformed bus message: ${payload.slice(0, 120)}`);
        return;
      }
      if (message.o === this.origin) return;
      const known = this.peers.has(message.o);
      this.peers.set(message.o, Date.now());
      if (message.k === 'p') {
        // A newcomer learns of us at once, not at our next announcement.
        if (!known) void this.announce();
        return;
      }
      this.onMessage(message);
    });
    await this.announce();
    this.presenceTimer = setInterval(() => void this.announce(), PRESENCE_EVERY_MS);
    this.presenceTimer.unref();
  }

  /** Whether another process has been heard from lately (else publishing updates is pointless). */
  hasPeers(): boolean {
    const now = Date.now();
    for (const [origin, at] of this.peers) {
      if (now - at < PRESENCE_TTL_MS) return true;
      this.peers.delete(origin);
    }
    return false;
  }

  private async announce(): Promise<void> {
    await this.send({ k: 'p', o: this.origin }).catch((error: unknown) => log.warn(`presence not published: ${String(error)}`));
  }

  /** Stops listening. */
  async stop(): Promise<void> {
    if (this.presenceTimer) clearInterval(this.presenceTimer);
    await this.unlisten?.();
    this.unlisten = null;
  }

  /** Publishes an awareness update (dropped with a log line when too large for one NOTIFY). */
  async publishAwareness(templateId: string, update: Uint8Array): Promise<void> {
    if (!this.hasPeers()) return;
    if (update.byteLength > INLINE_NOTIFY_BYTES) {
      log.debug(`awareness update of ${update.byteLength} bytes for ${templateId} not relayed to other processes`);
      return;
    }
    await this.send({ k: 'aw', t: templateId, o: this.origin, u: Buffer.from(update).toString('base64') });
  }

  /** Tells every process to re-check who may keep a World open. */
  async publishAccessChange(templateId: string): Promise<void> {
    await this.send({ k: 'acl', t: templateId, o: this.origin });
  }

  private async send(message: BusMessage): Promise<void> {
    await this.db.notify(COLLAB_CHANNEL, JSON.stringify(message));
  }
}
