/**
 * Real picture files for tests: a PNG of any size in one colour (encoded here with zlib, so any
 * decoder opens it), and its base64 as an image model returns it.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of `width` x `height` pixels filled with `rgb`. */
export function pngBytes(width = 8, height = 8, rgb: readonly [number, number, number] = [200, 120, 60]): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
  return new Uint8Array(png);
}

/** {@link pngBytes} as base64 (an image model's `b64_json`). */
export function pngBase64(width = 8, height = 8, rgb?: readonly [number, number, number]): string {
  return Buffer.from(pngBytes(width, height, rgb)).toString('base64');
}
