/**
 * The y-websocket wire protocol (what y-websocket's WebsocketProvider speaks): every frame is
 * binary, `varUint messageType` then the message. Sync messages carry a y-protocols sync
 * sub-type (step 1: a state vector; step 2 and update: a Yjs update); awareness messages carry an
 * awareness update; query-awareness asks for every awareness state. Encoding is lib0's.
 *
 * One message of our own, server to client: **saved** (durable), an auth message (type 2) with
 * the private sub-type {@link AUTH_SAVED}, then a Yjs snapshot (`Y.encodeSnapshot`: a delete set
 * and a state vector): "every insertion up to this state vector and every deletion in this delete
 * set is committed" (engine/world-doc/saved-message.ts). y-websocket's client hands auth messages
 * to y-protocols' readAuthMessage, which acts only on sub-type 0 (permission denied) and ignores
 * any other without a word, so a client that does not know the message is not disturbed. (An
 * unknown top-level message type would not do: y-websocket logs 'Unable to compute message' for
 * each one.)
 */
import { AUTH_SAVED_SUBTYPE } from '@engine/world-doc';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';

/** Top-level message types of y-websocket. */
export const MESSAGE = { sync: 0, awareness: 1, auth: 2, queryAwareness: 3 } as const;
/** The auth sub-type of our saved message (y-protocols defines only 0, permission denied). */
export const AUTH_SAVED = AUTH_SAVED_SUBTYPE;

/** One frame from a client, decoded. */
export type ClientFrame =
  | { type: 'sync-step1'; stateVector: Uint8Array }
  | { type: 'sync-step2'; update: Uint8Array }
  /** `frame`: the frame's own bytes, when they are exactly this one message (relayed as they came). */
  | { type: 'update'; update: Uint8Array; frame?: Uint8Array }
  | { type: 'awareness'; update: Uint8Array }
  | { type: 'query-awareness' }
  | { type: 'auth' };

/** Why a frame was not understood. */
export type FrameError = { error: string };

/** Decodes one binary frame; never throws (a malformed frame is an error value). */
export function decodeFrame(data: Uint8Array): ClientFrame | FrameError {
  try {
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    switch (type) {
      case MESSAGE.sync: {
        const sub = decoding.readVarUint(decoder);
        const payload = decoding.readVarUint8Array(decoder);
        if (sub === syncProtocol.messageYjsSyncStep1) return { type: 'sync-step1', stateVector: payload };
        if (sub === syncProtocol.messageYjsSyncStep2) return { type: 'sync-step2', update: payload };
        if (sub === syncProtocol.messageYjsUpdate) return decoding.hasContent(decoder) ? { type: 'update', update: payload } : { type: 'update', update: payload, frame: data };
        return { error: `unknown sync message type ${sub}` };
      }
      case MESSAGE.awareness:
        return { type: 'awareness', update: decoding.readVarUint8Array(decoder) };
      case MESSAGE.queryAwareness:
        return { type: 'query-awareness' };
      case MESSAGE.auth:
        return { type: 'auth' };
      default:
        return { error: `unknown message type ${type}` };
    }
  } catch (error) {
    return { error: `undecodable frame: ${(error as Error).message}` };
  }
}

function frame(write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
}

/** A sync step 1 frame: the server's state vector (the client answers with what the server lacks). */
export function syncStep1Frame(doc: Y.Doc): Uint8Array {
  return frame((e) => {
    encoding.writeVarUint(e, MESSAGE.sync);
    syncProtocol.writeSyncStep1(e, doc);
  });
}

/** A sync step 2 frame: everything in `doc` that a peer with `stateVector` lacks. Throws on a malformed state vector. */
export function syncStep2Frame(doc: Y.Doc, stateVector: Uint8Array): Uint8Array {
  return frame((e) => {
    encoding.writeVarUint(e, MESSAGE.sync);
    encoding.writeVarUint(e, syncProtocol.messageYjsSyncStep2);
    encoding.writeVarUint8Array(e, Y.encodeStateAsUpdate(doc, stateVector));
  });
}

/** A sync step 2 frame carrying a given update (a whole state), built with one copy of it. */
export function syncStep2FrameOf(update: Uint8Array): Uint8Array {
  const head = frame((e) => {
    encoding.writeVarUint(e, MESSAGE.sync);
    encoding.writeVarUint(e, syncProtocol.messageYjsSyncStep2);
    encoding.writeVarUint(e, update.byteLength);
  });
  const out = new Uint8Array(head.byteLength + update.byteLength);
  out.set(head, 0);
  out.set(update, head.byteLength);
  return out;
}

/** Whether a state vector (as sent in a sync step 1) is empty: the client holds nothing yet. */
export function isEmptyStateVector(stateVector: Uint8Array): boolean {
  try {
    return Y.decodeStateVector(stateVector).size === 0;
  } catch {
    return false;
  }
}

/** An update frame carrying one Yjs update. */
export function updateFrame(update: Uint8Array): Uint8Array {
  return frame((e) => {
    encoding.writeVarUint(e, MESSAGE.sync);
    syncProtocol.writeUpdate(e, update);
  });
}

/** An awareness frame carrying one awareness update. */
export function awarenessFrame(update: Uint8Array): Uint8Array {
  return frame((e) => {
    encoding.writeVarUint(e, MESSAGE.awareness);
    encoding.writeVarUint8Array(e, update);
  });
}

/** An awareness frame with the states of every client the awareness knows, or null when there are none. */
export function allAwarenessFrame(awareness: awarenessProtocol.Awareness): Uint8Array | null {
  const clients = [...awareness.getStates().keys()];
  return clients.length ? awarenessFrame(awarenessProtocol.encodeAwarenessUpdate(awareness, clients)) : null;
}

/** What a saved message tells a client: the server holds durably every insertion up to `sv` and every deletion in `ds`. */
export interface SavedClaim {
  sv: Map<number, number>;
  ds: ReturnType<typeof Y.createDeleteSet>;
}

/** A saved frame (see the file comment). */
export function savedFrame(claim: SavedClaim): Uint8Array {
  return frame((e) => {
    encoding.writeVarUint(e, MESSAGE.auth);
    encoding.writeVarUint(e, AUTH_SAVED);
    encoding.writeVarUint8Array(e, Y.encodeSnapshot(Y.createSnapshot(claim.ds, claim.sv)));
  });
}

/** Reads a saved frame's claim, or null when the frame is another message. */
export function readSavedFrame(data: Uint8Array): SavedClaim | null {
  try {
    const decoder = decoding.createDecoder(data);
    if (decoding.readVarUint(decoder) !== MESSAGE.auth || decoding.readVarUint(decoder) !== AUTH_SAVED) return null;
    const snapshot = Y.decodeSnapshot(decoding.readVarUint8Array(decoder));
    return { sv: snapshot.sv, ds: snapshot.ds };
  } catch {
    return null;
  }
}
