// Issue 26.3: the one check of an uploaded picture (the World editor's upload route calls it). An
// SVG is refused by its cheap limits before any parsing, else rebuilt from the allowlist in the
// work pool; a raster is judged by its bytes.
import { describe, expect, it } from 'vitest';
import { pngBytes } from '../../testing/test-pictures';
import { heavyPool } from '../work/heavy-work';
import { PictureError } from './picture-bytes';
import { checkUploadedPicture } from './uploaded-picture';

const enc = (s: string) => new TextEncoder().encode(s);

describe('checkUploadedPicture (issue 26.3)', () => {
  it('rebuilds an SVG in the work pool: what is stored holds nothing but the drawing', async () => {
    const before = heavyPool().stats().completed;
    const picture = await checkUploadedPicture(
      { bytes: enc('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="3" height="3" fill="url(https://evil.example/x)"/></svg>'), fileType: 'svg' },
      ['user:test', '10.0.0.1'],
    );
    expect(new TextDecoder().decode(picture.bytes)).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="3" height="3"/></svg>');
    expect(picture).toMatchObject({ fileType: 'svg', mimeType: 'image/svg+xml', byteSize: picture.bytes.byteLength });
    expect(picture.removed.join(' | ')).toMatch(/onload.*script|script.*onload/);
    expect(heavyPool().stats().completed).toBe(before + 1);
  });

  it('refuses an SVG past its cheap limits without sending it to the pool, naming why', async () => {
    const before = heavyPool().stats().completed;
    const many = enc(`<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(250_000)}</svg>`);
    await expect(checkUploadedPicture({ bytes: many, fileType: 'svg' }, ['user:test'])).rejects.toThrow(new PictureError('The SVG picture was refused because it has more than 10,000 elements.'));
    await expect(checkUploadedPicture({ bytes: enc('<svg'), fileType: 'svg' }, ['user:test'])).rejects.toThrow(/not well-formed XML/);
    expect(heavyPool().stats().completed).toBe(before + 1);
  });

  it('judges a raster by its bytes', async () => {
    expect((await checkUploadedPicture({ bytes: pngBytes(), fileType: 'png' }, ['user:test'])).fileType).toBe('png');
    await expect(checkUploadedPicture({ bytes: pngBytes(), fileType: 'jpeg' }, ['user:test'])).rejects.toThrow('The picture is not a JPEG file.');
  });
});
