// Issue 26.3: the one check of an uploaded picture (the World editor's upload reads its form and
// calls it in the work pool, heavy-tasks.ts `readPictureUpload`). The type is read from the bytes;
// an SVG is refused by its cheap limits before any parsing, else rebuilt from the allowlist; a
// raster is judged by its bytes.
import { TEMPLATE_FILE_TEXTS } from '@schemas';
import { describe, expect, it } from 'vitest';
import { pngBytes } from '../../testing/test-pictures';
import { PictureError } from './picture-bytes';
import { checkUploadedFile, checkUploadedPicture } from './uploaded-picture';

const enc = (s: string) => new TextEncoder().encode(s);

describe('checkUploadedPicture (issue 26.3)', () => {
  it('rebuilds an SVG: what is stored holds nothing but the drawing', () => {
    const picture = checkUploadedPicture({
      bytes: enc('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="3" height="3" fill="url(https://evil.example/x)"/></svg>'),
      fileType: 'svg',
    });
    expect(new TextDecoder().decode(picture.bytes)).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="3" height="3"/></svg>');
    expect(picture).toMatchObject({ fileType: 'svg', mimeType: 'image/svg+xml', byteSize: picture.bytes.byteLength });
    expect(picture.removed.join(' | ')).toMatch(/onload.*script|script.*onload/);
  });

  it('refuses an SVG past its cheap limits, naming why, and one that is not XML', () => {
    const many = enc(`<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(250_000)}</svg>`);
    expect(() => checkUploadedPicture({ bytes: many, fileType: 'svg' })).toThrow(new PictureError('The SVG picture was refused because it has more than 10,000 elements.'));
    expect(() => checkUploadedPicture({ bytes: enc('<svg'), fileType: 'svg' })).toThrow(/not well-formed XML/);
  });

  it('judges a raster by its bytes', () => {
    expect(checkUploadedPicture({ bytes: pngBytes(), fileType: 'png' }).fileType).toBe('png');
    expect(() => checkUploadedPicture({ bytes: pngBytes(), fileType: 'jpeg' })).toThrow('The picture is not a JPEG file.');
  });

  it('reads a file\'s type from its bytes alone, and refuses one that is no picture in the words the editor shows', () => {
    expect(checkUploadedFile(pngBytes())).toMatchObject({ ok: true, picture: { fileType: 'png' } });
    expect(checkUploadedFile(enc('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({ ok: true, picture: { fileType: 'svg' } });
    expect(checkUploadedFile(enc('hello, I am a PNG'))).toEqual({ ok: false, message: TEMPLATE_FILE_TEXTS.notAPicture });
  });
});
