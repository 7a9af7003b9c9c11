/**
 * The places of a work pool (issue 26.1): who holds how many, and the bounds. A place is taken
 * for a job (queued or running), or reserved first for a job whose input is still coming (an
 * upload being received), so that a caller without room is refused before the work of gathering
 * it. Each caller key (an account, an address) holds at most `perCaller` places of either kind;
 * the pool holds at most `maxJobs` jobs and `maxReserved` reserved places in all. Reserved places
 * are counted apart from jobs: uploads a slow client takes its time to send never take a place
 * from other heavy work.
 */

/** A place in the pool, held until released. */
export interface WorkReservation {
  /** The caller keys it counts against. */
  readonly callers: readonly string[];
  /** Gives the place back (again: nothing). */
  release(): void;
}

/** A place and what it is now. */
export interface WorkPlace extends WorkReservation {
  readonly kind: 'reserved' | 'job' | 'released';
}

/** The bounds of a pool's places. */
export interface WorkPlaceLimits {
  perCaller: number;
  maxJobs: number;
  maxReserved: number;
}

/** The places of one pool. */
export class WorkPlaces {
  private readonly perCaller = new Map<string, number>();
  private jobs = 0;
  private reserved = 0;

  constructor(private readonly limits: WorkPlaceLimits) {}

  /** Whether each of these callers may take one more place. */
  private callersHaveRoom(keys: readonly string[]): boolean {
    return keys.every((k) => (this.perCaller.get(k) ?? 0) < this.limits.perCaller);
  }

  /** A job's place for these callers, or null when one of them or the pool has no room. */
  takeJob(callers: readonly string[]): WorkPlace | null {
    const keys = [...new Set(callers)];
    if (this.jobs >= this.limits.maxJobs || !this.callersHaveRoom(keys)) return null;
    return this.place(keys, 'job');
  }

  /** A place held for a job whose input is still coming, or null when a caller or the pool has no room. */
  reserve(callers: readonly string[]): WorkPlace | null {
    const keys = [...new Set(callers)];
    if (this.reserved >= this.limits.maxReserved || !this.callersHaveRoom(keys)) return null;
    return this.place(keys, 'reserved');
  }

  /** Makes a reserved place a job's (its callers keep it); false when the pool has no room for another job. */
  promote(reservation: WorkReservation): boolean {
    const place = reservation as Place;
    if (!(place instanceof Place) || place.owner !== this || place.kind !== 'reserved') throw new Error('[work] not a reserved place of this pool');
    if (this.jobs >= this.limits.maxJobs) return false;
    this.reserved--;
    this.jobs++;
    place.kind = 'job';
    return true;
  }

  /** Places held now: per kind, and how many caller keys hold any. */
  counts(): { jobs: number; reserved: number; callers: number } {
    return { jobs: this.jobs, reserved: this.reserved, callers: this.perCaller.size };
  }

  private place(keys: readonly string[], kind: 'reserved' | 'job'): Place {
    if (kind === 'job') this.jobs++;
    else this.reserved++;
    for (const k of keys) this.perCaller.set(k, (this.perCaller.get(k) ?? 0) + 1);
    return new Place(this, keys, kind, (held) => {
      if (held === 'job') this.jobs--;
      else this.reserved--;
      for (const k of keys) {
        const n = (this.perCaller.get(k) ?? 1) - 1;
        if (n <= 0) this.perCaller.delete(k);
        else this.perCaller.set(k, n);
      }
    });
  }
}

/** A place, given back once. */
class Place implements WorkPlace {
  constructor(
    readonly owner: WorkPlaces,
    readonly callers: readonly string[],
    public kind: 'reserved' | 'job' | 'released',
    private readonly giveBack: (held: 'reserved' | 'job') => void,
  ) {}

  release(): void {
    if (this.kind === 'released') return;
    const held = this.kind;
    this.kind = 'released';
    this.giveBack(held);
  }
}
