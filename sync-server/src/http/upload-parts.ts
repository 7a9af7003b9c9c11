/**
 * An upload's body as the request thread hands it to the work pool (http/upload-body.ts reads it):
 * the chunks Node's HTTP parser made of it, each its own ArrayBuffer, in order, transferred as they
 * are and joined in the thread that reads them. No imports: the work pool's threads load this.
 */

/** An upload's body: its chunks in order (each its own ArrayBuffer, `transferList: body.parts`) and its length in bytes. */
export type UploadBody = { parts: ArrayBuffer[]; byteLength: number };

/** The bytes of an upload's body in one piece (in the work pool, where the parts arrive). */
export function joinUploadBody(body: UploadBody): Uint8Array<ArrayBuffer> {
  if (body.parts.length === 1 && body.parts[0]!.byteLength === body.byteLength) return new Uint8Array(body.parts[0]!);
  const joined = new Uint8Array(body.byteLength);
  let at = 0;
  for (const part of body.parts) {
    joined.set(new Uint8Array(part), at);
    at += part.byteLength;
  }
  return joined;
}
