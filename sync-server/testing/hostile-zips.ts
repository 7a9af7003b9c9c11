/**
 * Zips a normal zip writer will not make (tests and the security audit): sizes that lie, names jszip
 * would refuse to write or would write once, entries stored uncompressed.
 */
import { crc32 } from 'node:zlib';
import JSZip from 'jszip';

/** Changes every declared uncompressed size of a zip (local and central headers) to `size`: an archive that lies. */
export function lieAboutSizes(bytes: Uint8Array, size: number): Uint8Array {
  const out = Buffer.from(bytes);
  for (let i = 0; i < out.length - 4; i++) {
    const sig = out.readUInt32LE(i);
    if (sig === 0x04034b50) out.writeUInt32LE(size, i + 22);
    if (sig === 0x02014b50) out.writeUInt32LE(size, i + 24);
  }
  return new Uint8Array(out);
}

/** A zip of stored (uncompressed) entries made by hand: names jszip would not write (a NUL, a backslash), or one name twice. */
export function rawZipOf(entries: { name: string; content: Uint8Array }[]): Uint8Array {
  const bodies: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, content } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(content) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(content.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    const body = Buffer.concat([local, nameBytes, Buffer.from(content)]);
    bodies.push(body);
    centrals.push(Buffer.concat([central, nameBytes]));
    offset += body.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...bodies, dir, end]));
}

/** A zip whose one entry has a name jszip would not write. */
export const rawZip = (name: string, content: Uint8Array) => rawZipOf([{ name, content }]);

/** A zip with its entries stored, not compressed (a large picture that no ratio check stops). */
export async function storedZipOf(files: Record<string, string | Uint8Array>): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'uint8array', compression: 'STORE' });
}
