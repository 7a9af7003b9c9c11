import type { ClientMessageType } from '@schemas';

/** One request waiting for its reply. */
export type PendingRequest = { type: ClientMessageType; requestId: string; sentAt: number };

/**
 * Which requests are waiting for their reply (spec 1 §4): every sent message is pending until a
 * response of the matching type (`${type}_response`) arrives. A reply is matched by requestId;
 * a reply without one settles the oldest pending request of its type.
 */
export class PendingRequests {
  private readonly byId = new Map<string, PendingRequest>();

  /** Marks a request as sent and waiting. */
  add(request: PendingRequest): void {
    this.byId.set(request.requestId, request);
  }

  /** Settles the request a reply of `responseType` answers; undefined when none matches. */
  settle(responseType: string, requestId: string | undefined): PendingRequest | undefined {
    if (!responseType.endsWith('_response')) return undefined;
    const type = responseType.slice(0, -'_response'.length);
    let match = requestId === undefined ? undefined : this.byId.get(requestId);
    if (match && match.type !== type) match = undefined;
    match ??= [...this.byId.values()].find((p) => p.type === type);
    if (match) this.byId.delete(match.requestId);
    return match;
  }

  /** Whether a request of this type is waiting. */
  has(type: ClientMessageType): boolean {
    for (const p of this.byId.values()) if (p.type === type) return true;
    return false;
  }

  /** Whether this exact request is waiting. */
  hasId(requestId: string): boolean {
    return this.byId.has(requestId);
  }

  /** Forgets a request (its caller gave up). */
  drop(requestId: string): void {
    this.byId.delete(requestId);
  }

  /** Forgets every request and returns them (the socket closed: no reply will come on it). */
  clear(): PendingRequest[] {
    const all = [...this.byId.values()];
    this.byId.clear();
    return all;
  }

  /** The types currently waiting. */
  types(): ClientMessageType[] {
    return [...new Set([...this.byId.values()].map((p) => p.type))];
  }
}
