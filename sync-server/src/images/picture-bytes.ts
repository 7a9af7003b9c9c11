/**
 * What a stored picture is made of: its bytes, checked by their magic numbers (never by what a
 * provider claims), its file type and MIME type, its size and SHA-256.
 */
import { createHash } from 'node:crypto';
import type { ImageReference } from '@schemas';

/** A picture file type (ImageReference.fileType). */
export type PictureFileType = ImageReference['fileType'];

/** The largest picture stored, in bytes (a high-quality 1536x1024 PNG is about 3 MB). */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

/** MIME type of each file type. */
export const MIME_TYPES: Record<PictureFileType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** A picture ready to store. */
export interface Picture {
  bytes: Uint8Array;
  fileType: PictureFileType;
  mimeType: string;
}

/** A picture the store accepted: with its size and content hash. */
export interface CheckedPicture extends Picture {
  byteSize: number;
  /** SHA-256 hex of the bytes: the ETag, and (its first 16 characters) the URL's version. */
  contentHash: string;
}

/** A picture that cannot be stored; the message is what the editor or the log shows. */
export class PictureError extends Error {
  override readonly name = 'PictureError';
}

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0): boolean => sig.every((b, i) => bytes[at + i] === b);

/** The raster type of some bytes by their magic numbers (PNG, JPEG, WebP), or null. */
export function sniffRaster(bytes: Uint8Array): Exclude<PictureFileType, 'svg'> | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** Decodes a provider's base64 picture and checks it is a PNG, JPEG or WebP within {@link MAX_PICTURE_BYTES}. */
export function pictureFromBase64(b64: string): Picture {
  const text = b64.replace(/\s+/g, '');
  if (text.length === 0 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) throw new PictureError('The image service answered with something that is not a picture.');
  // 4 base64 characters carry 3 bytes: refuse before decoding an oversized answer.
  if (Math.floor((text.length * 3) / 4) > MAX_PICTURE_BYTES) throw new PictureError(`The image service answered with a picture larger than ${MAX_PICTURE_BYTES / (1024 * 1024)} MB.`);
  const bytes = new Uint8Array(Buffer.from(text, 'base64'));
  const fileType = sniffRaster(bytes);
  if (!fileType) throw new PictureError('The image service answered with something that is not a picture.');
  return { bytes, fileType, mimeType: MIME_TYPES[fileType] };
}

/** An SVG document as a picture. */
export function pictureFromSvg(svg: string): Picture {
  return { bytes: new TextEncoder().encode(svg), fileType: 'svg', mimeType: MIME_TYPES.svg };
}

/** Checks a picture for the store: its type matches its bytes, its size is bounded; adds size and hash. */
export function checkPicture(picture: Picture): CheckedPicture {
  const { bytes, fileType } = picture;
  if (bytes.byteLength === 0) throw new PictureError('The picture is empty.');
  if (bytes.byteLength > MAX_PICTURE_BYTES) throw new PictureError(`The picture is larger than ${MAX_PICTURE_BYTES / (1024 * 1024)} MB.`);
  if (fileType === 'svg') {
    const head = new TextDecoder().decode(bytes.subarray(0, 200)).trimStart();
    if (!head.startsWith('<svg') && !head.startsWith('<?xml')) throw new PictureError('The picture is not an SVG document.');
  } else if (sniffRaster(bytes) !== fileType) throw new PictureError(`The picture is not a ${fileType.toUpperCase()} file.`);
  return { ...picture, mimeType: MIME_TYPES[fileType], byteSize: bytes.byteLength, contentHash: createHash('sha256').update(bytes).digest('hex') };
}

/** The version a picture's URL carries (its cache-busting parameter): the start of its content hash. */
export function versionOf(contentHash: string): string {
  return contentHash.slice(0, 16);
}
