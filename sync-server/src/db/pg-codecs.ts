/**
 * Text-format codecs shared by both engines so the same SQL yields the same JS values
 * (see the type table in db.ts).
 */

/** Postgres type oids the codecs are registered for. */
export const OID = {
  bytea: 17,
  int8: 20,
  json: 114,
  timestamp: 1114,
  jsonb: 3802,
} as const;

/** Parses an int8 to a number when it is a safe integer, else to a bigint (never a lossy number). */
export function parseInt8(text: string): number | bigint {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : BigInt(text);
}

/** Parses bytea hex output (`\x0102`) to a plain Uint8Array (not a Buffer). */
export function parseBytea(text: string): Uint8Array {
  const hex = text.startsWith('\\x') ? text.slice(2) : text;
  const buf = Buffer.from(hex, 'hex');
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}

/** Serialises a Uint8Array parameter as bytea hex input. */
export function serializeBytea(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new TypeError(`[db] a bytea parameter must be a Uint8Array, got ${typeof value}`);
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

/** Serialises a json/jsonb parameter: a string is taken as JSON text already, anything else is JSON.stringify'd. */
export function serializeJson(value: unknown): string {
  if (typeof value === 'string') return value;
  const text = JSON.stringify(value);
  if (text === undefined) throw new TypeError('[db] a json parameter must be JSON-serialisable');
  return text;
}

/** Parses a `timestamp without time zone` as UTC (the driver default would use the local zone). */
export function parseTimestampUtc(text: string): Date | string {
  // infinity/-infinity have no Date: keep the text rather than return an Invalid Date.
  if (!/^\d/.test(text)) return text;
  return new Date(`${text.replace(' ', 'T')}Z`);
}

/** Checks a NOTIFY channel name: non-empty, at most 63 bytes, no double quote; returns it. */
export function checkChannel(channel: string): string {
  if (channel.length === 0 || Buffer.byteLength(channel) > 63 || channel.includes('"') || channel.includes('\0')) {
    throw new Error(`[db] invalid channel name ${JSON.stringify(channel)}: 1-63 bytes, no '"'`);
  }
  return channel;
}

/** Rejects `undefined` parameters (both engines would differ on them); returns a mutable copy. */
export function checkParams(params: readonly unknown[] | undefined): unknown[] {
  if (!params) return [];
  params.forEach((p, i) => {
    if (p === undefined) throw new TypeError(`[db] parameter $${i + 1} is undefined; pass null for SQL NULL`);
  });
  return [...params];
}

/** Wraps a listener so a throw is logged with the channel rather than crashing the connection. */
export function safeListener(channel: string, onPayload: (payload: string) => void): (payload: string) => void {
  return (payload) => {
    try {
      onPayload(payload);
    } catch (error) {
      console.error(`[db] listener on channel "${channel}" threw:`, error);
    }
  };
}
