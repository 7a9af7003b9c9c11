import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PRECOMPRESSED, precompressFile } from './precompress-plugin';

const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressed assets', () => {
  it('writes a Brotli and a gzip copy that decode to the file, smaller than it', async () => {
    const path = join(dir, 'engine-abc.js');
    const code = `const banks = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `You step into the hall, line ${i}.`))};`;
    writeFileSync(path, code);
    await precompressFile(path);
    const br = readFileSync(`${path}.br`);
    const gz = readFileSync(`${path}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(code);
    expect(gunzipSync(gz).toString()).toBe(code);
    expect(br.byteLength).toBeLessThan(gz.byteLength);
    expect(gz.byteLength).toBeLessThan(code.length);
  });

  it('leaves files under 1 KB as they are, and compresses only text in the hashed assets folder', async () => {
    const path = join(dir, 'tiny.js');
    writeFileSync(path, 'export {};');
    await precompressFile(path);
    expect(existsSync(`${path}.br`)).toBe(false);
    expect(['assets/index-1a2b.js', 'assets/app-9f.css', 'assets/cover-3c.svg'].every((f) => PRECOMPRESSED.test(f))).toBe(true);
    expect(['index.html', 'sw.js', 'assets/icon-3c.png', 'assets/index-1a2b.js.br'].some((f) => PRECOMPRESSED.test(f))).toBe(false);
  });
});
