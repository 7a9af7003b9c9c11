// What every attack of the audit gets: the server's address, the pool of caller addresses, a
// published World, and a ready story with its codes (for doors that need a real story).
import type { PlayerSlot, TemplateMetadata } from '@schemas';
import type { AddressPool } from './audit-client';

/** The shared state of one audit run. */
export interface AuditContext {
  url: string;
  addresses: AddressPool;
  world: TemplateMetadata;
  story: { storyId: string; codes: Partial<Record<PlayerSlot, string>> };
  /** The server process's id (its request thread's CPU time is read from /proc). */
  serverPid?: number;
}
