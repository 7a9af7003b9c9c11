/**
 * The PGlite configuration shared by the in-thread engine (pglite-db.ts) and the worker engine
 * (pglite-worker.ts): the codecs of the type table in db.ts and the memory settings.
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { OID, parseInt8, parseTimestampUtc, serializeBytea, serializeJson } from './pg-codecs';

/**
 * Server settings passed as `-c name=value` start parameters. Command-line settings override
 * postgresql.conf without rewriting it (PGlite's `postgresqlconf` option would replace the file
 * initdb wrote, dropping its `timezone = UTC`, `datestyle`, lc_* lines).
 *
 * shared_buffers: PGlite's 128MB default is touched at start-up and WASM memory never shrinks; 32MB
 * (4096 pages) cuts about 95 MB of RSS, and pages beyond it come from the OS page cache. wal_buffers
 * follows shared_buffers (1/32, so 1MB) and work_mem is already 4MB: both stay at their defaults.
 * `initialMemory` cannot go lower: the WASM module declares 128MB (2048 pages) as its minimum.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '32MB',
};

/** The options every PGlite of the server is created with (codecs of db.ts, memory settings). */
export function pgliteOptions(): PGliteOptions {
  return {
    parsers: {
      [OID.int8]: parseInt8,
      [OID.json]: (text: string): unknown => JSON.parse(text),
      [OID.jsonb]: (text: string): unknown => JSON.parse(text),
      [OID.timestamp]: parseTimestampUtc,
    },
    serializers: {
      [OID.bytea]: serializeBytea,
      [OID.json]: serializeJson,
      [OID.jsonb]: serializeJson,
    },
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  };
}
