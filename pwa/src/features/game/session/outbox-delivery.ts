// The app's own delivery of queued actions (issue 27; ARCHITECTURE 'Offline (PWA)': on reconnect
// the app, not one page, flushes the outbox): on start and whenever the network returns, every
// story with queued choices or character selections is joined in the background, one at a time,
// and its session sends the rows in order with their stored requestIds, exactly as the game page
// would. Only one tab of the device delivers at a time (a Web Lock); a row sent twice all the same
// (a lost reply, another tab's game page) is harmless, as the server answers a known requestId
// with its stored result.
import { liveQuery } from 'dexie';
import { localDb, type LocalDb } from '../../../shared/local-db/local-db';
import type { HeldSession } from './session-hooks';
import { outboxRows } from './outbox';

/** How long one story's delivery may take before the next story's turn (it is tried again on the next start or reconnect). */
export const DELIVERY_WAIT_MS = 60_000;

/** What delivery needs: the device store, a way to hold a code's session, and (for tests) time. */
export type DeliveryDeps = {
  db?: LocalDb;
  hold: (code: string) => HeldSession | null;
  setTimer?: (fn: () => void, ms: number) => () => void;
};

/** How one code's delivery ended. */
export type CodeDelivery = 'delivered' | 'failed' | 'interrupted' | 'timed_out' | 'busy';

/** The codes with queued rows, the oldest first; a story played offline and not uploaded yet has nothing to join. */
export async function codesToDeliver(db: LocalDb = localDb): Promise<string[]> {
  const rows = await db.outbox.orderBy('createdAt').filter((r) => r.status === 'queued').toArray();
  const codes = [...new Set(rows.map((r) => r.code))];
  const offline = await db.offlineStories.bulkGet(codes);
  return codes.filter((_, i) => !offline[i] || offline[i]?.status === 'synced');
}

const defaultTimer = (fn: () => void, ms: number) => {
  const handle = setTimeout(fn, ms);
  return () => clearTimeout(handle);
};

/** Holds the code's session until its queued rows are gone, it fails, a page of another code takes the socket, or the wait ends. */
async function deliverCode(db: LocalDb, code: string, deps: DeliveryDeps): Promise<CodeDelivery> {
  const held = deps.hold(code);
  if (!held) return 'busy';
  const setTimer = deps.setTimer ?? defaultTimer;
  try {
    return await new Promise<CodeDelivery>((resolve) => {
      const offs: (() => void)[] = [];
      const done = (outcome: CodeDelivery) => {
        for (const off of offs) off();
        resolve(outcome);
      };
      const check = () => {
        if (!held.held()) return done('interrupted');
        const { phase, stale } = held.session.getSnapshot();
        if (phase === 'error' || stale !== null) done('failed');
      };
      const rows = liveQuery(() => outboxRows(db, code)).subscribe({
        next: (list) => list.every((r) => r.status !== 'queued') && done('delivered'),
        error: (error: unknown) => {
          console.error('[outbox-delivery]', error);
          done('failed');
        },
      });
      // A page of another code stops the session without a snapshot change: look every second.
      let cancelTick = () => {};
      const tick = () => {
        check();
        cancelTick = setTimer(tick, 1000);
      };
      offs.push(() => rows.unsubscribe(), held.session.subscribe(check), setTimer(() => done('timed_out'), DELIVERY_WAIT_MS), () => cancelTick());
      tick();
    });
  } finally {
    held.release();
  }
}

/** Delivers every story's queued actions, one story after another; resolves with how each went. */
export async function deliverQueuedActions(deps: DeliveryDeps): Promise<Record<string, CodeDelivery>> {
  const db = deps.db ?? localDb;
  const report: Record<string, CodeDelivery> = {};
  for (const code of await codesToDeliver(db)) {
    report[code] = await deliverCode(db, code, deps);
    if (report[code] === 'busy' || report[code] === 'interrupted') break;
  }
  return report;
}
