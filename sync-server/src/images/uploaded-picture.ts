/**
 * The one check of a picture a person uploads (issue 26.3), for every route that takes one (the
 * World editor's upload; a zip import runs the same steps inside its own read): a PNG, JPEG or
 * WebP is judged by its bytes; an SVG is refused when it is too large or has too many elements
 * (counted before any parsing), then rebuilt from the allowlist in the work pool, never on the
 * request thread. What is stored is what this answers.
 */
import { runHeavy } from '../work/heavy-work';
import { WorkFailed, WorkTimeout } from '../work/work-pool';
import { checkPicture, MIME_TYPES, PictureError, sniffRaster, type CheckedPicture, type PictureFileType } from './picture-bytes';
import { svgPrecheck } from './svg-limits';

/** A checked upload: the picture to store, and what rebuilding an SVG left out (for the log). */
export type UploadedPicture = CheckedPicture & { removed: string[] };

/**
 * Checks an uploaded picture of the named type. `callers` (account, address) bound the SVG
 * rebuilds one caller may have in flight. Throws {@link PictureError} with the reason a person
 * reads (e.g. 'The SVG picture was refused because it has more than 10,000 elements.'), or 429
 * `rate_limited` when the caller already has its rebuilds running.
 */
export async function checkUploadedPicture(upload: { bytes: Uint8Array; fileType: PictureFileType }, callers: readonly string[]): Promise<UploadedPicture> {
  const { fileType } = upload;
  if (fileType !== 'svg') {
    if (sniffRaster(upload.bytes) !== fileType) throw new PictureError(`The picture is not a ${fileType.toUpperCase()} file.`);
    return { ...checkPicture({ bytes: upload.bytes, fileType, mimeType: MIME_TYPES[fileType] }), removed: [] };
  }
  const early = svgPrecheck(upload.bytes);
  if (early) throw new PictureError(`The SVG picture was refused because ${early}.`);
  let rebuilt;
  try {
    rebuilt = await runHeavy('sanitiseSvg', { bytes: upload.bytes }, { callers, operationType: 'upload_picture' });
  } catch (error) {
    if (error instanceof WorkTimeout || error instanceof WorkFailed) throw new PictureError('The SVG picture took too long to check; it was refused.');
    throw error;
  }
  if (!rebuilt.ok) throw new PictureError(`The SVG picture was refused because ${rebuilt.reason}.`);
  return { ...checkPicture({ bytes: rebuilt.bytes, fileType: 'svg', mimeType: MIME_TYPES.svg }), removed: rebuilt.removed };
}
