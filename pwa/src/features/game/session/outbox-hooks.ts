import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, type OutboxRow } from '../../../shared/local-db/local-db';
import { outboxRows } from './outbox';

const none: OutboxRow[] = [];

/** A code's outbox rows in order (empty while loading). */
export function useOutbox(code: string): OutboxRow[] {
  return useLiveQuery(() => outboxRows(localDb, code), [code]) ?? none;
}
