/**
 * The one check of a picture a person uploads (issue 26.3), for every route that takes one (the
 * World editor's upload; a zip import runs the same steps inside its own read): its type read from
 * its bytes (magic numbers for PNG, JPEG and WebP; an SVG document's opening; the name's extension
 * and the declared type count for nothing), a raster judged by its bytes, an SVG refused past its
 * cheap limits (size, elements counted before any parsing) and otherwise rebuilt from the
 * allowlist. What is stored is what this answers.
 *
 * CPU-heavy (an SVG is parsed and rebuilt): it runs in the work pool, with the upload's form read
 * there too (../heavy-tasks.ts `readPictureUpload`), never on the request thread (issue 26.1).
 */
import { TEMPLATE_FILE_TEXTS } from '@schemas';
import { checkPicture, MIME_TYPES, PictureError, sniffRaster, type CheckedPicture, type PictureFileType } from './picture-bytes';
import { sanitiseSvg } from './svg-sanitise';

/** A checked upload: the picture to store, and what rebuilding an SVG left out (for the log). */
export type UploadedPicture = CheckedPicture & { removed: string[] };

/** What reading a picture upload's form answers: its text fields, and its file checked (or refused), or no file. */
export type PictureUploadRead = {
  fields: Record<string, string>;
  file: null | { name: string; check: { ok: true; picture: UploadedPicture } | { ok: false; message: string } };
};

/** What an upload is, read from its bytes alone, or null when it is no picture at all. */
export function uploadedType(bytes: Uint8Array): PictureFileType | null {
  const raster = sniffRaster(bytes);
  if (raster) return raster;
  const head = new TextDecoder().decode(bytes.subarray(0, 256)).replace(/^\uFEFF/, '').trimStart();
  return head.startsWith('<svg') || head.startsWith('<?xml') ? 'svg' : null;
}

/**
 * Checks an uploaded picture of the named type. Throws {@link PictureError} with the reason a
 * person reads (e.g. 'The SVG picture was refused because it has more than 10,000 elements.').
 */
export function checkUploadedPicture(upload: { bytes: Uint8Array; fileType: PictureFileType }): UploadedPicture {
  const { fileType } = upload;
  if (fileType !== 'svg') {
    if (sniffRaster(upload.bytes) !== fileType) throw new PictureError(`The picture is not a ${fileType.toUpperCase()} file.`);
    return { ...checkPicture({ bytes: upload.bytes, fileType, mimeType: MIME_TYPES[fileType] }), removed: [] };
  }
  // The rebuild checks the cheap limits first (svg-limits.ts), before any parsing.
  const rebuilt = sanitiseSvg(upload.bytes);
  if (!rebuilt.ok) throw new PictureError(`The SVG picture was refused because ${rebuilt.reason}.`);
  return { ...checkPicture({ bytes: rebuilt.bytes, fileType: 'svg', mimeType: MIME_TYPES.svg }), removed: rebuilt.removed };
}

/** The file of a picture upload checked: by its bytes' type, then the one check; a refusal in the words a person reads. */
export function checkUploadedFile(bytes: Uint8Array): { ok: true; picture: UploadedPicture } | { ok: false; message: string } {
  const fileType = uploadedType(bytes);
  if (!fileType) return { ok: false, message: TEMPLATE_FILE_TEXTS.notAPicture };
  try {
    return { ok: true, picture: checkUploadedPicture({ bytes, fileType }) };
  } catch (error) {
    if (error instanceof PictureError) return { ok: false, message: error.message };
    throw error;
  }
}
