// Issue 18: hostile archives. Each crafted zip is refused with a message naming what was wrong (the
// limit hit), and nothing is written: the World and picture counts are what they were. Built here
// with jszip, and with raw bytes where jszip will not make them (a size-lying bomb, a truncated zip).
import { ZIP_TEXTS } from '@schemas';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { makeUser, type TestUser } from '../../testing/collab-kit';
import { openTestDb } from '../../testing/test-db';
import { browser, testApp } from '../../testing/test-app';
import { pngBytes } from '../../testing/test-pictures';
import { blobOf, svgBytes, templateJson, zipOf } from '../../testing/zip-fixtures';
import { lieAboutSizes, rawZip, rawZipOf, storedZipOf } from '../../testing/hostile-zips';
import type { Db } from '../db/db';
import { unsafeEntryName } from './archive-reader';

const MB = 1024 * 1024;
const LIMITS = { ZIP_MAX_UPLOAD_BYTES: String(4 * MB), ZIP_MAX_UNCOMPRESSED_BYTES: String(3 * MB), ZIP_MAX_FILE_BYTES: String(1 * MB), ZIP_MAX_ENTRIES: '500', ZIP_MAX_RATIO: '100', ZIP_MAX_DEPTH: '6' };

const world = (id = `tpl_hostile_${Math.random().toString(36).slice(2)}`) => ({ ...exampleTemplate(), id, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z' });
const good = () => templateJson(world());

describe('hostile archives are refused before anything is written (issue 18)', () => {
  let db: Db;
  let app: ReturnType<typeof testApp>;
  let creator: TestUser;
  const counts = async () => (await db.query<{ t: number; i: number }>(`select (select count(*)::int from templates) as t, (select count(*)::int from images) as i`))[0]!;
  const as = (user: TestUser) => {
    const b = browser(app);
    const [name, value] = user.cookie.split('=') as [string, string];
    b.jar.set(name, value);
    return b;
  };

  beforeAll(async () => {
    db = await openTestDb('pglite');
    app = testApp(db, LIMITS, { rateLimits: { import_templates: { limit: 1000, windowMs: 60_000 } } });
    creator = await makeUser(db);
  });

  const cases: { name: string; make: () => Promise<Uint8Array> | Uint8Array; message: string | RegExp; route?: 'collection' }[] = [
    { name: 'a zip bomb (30 MB of zeros in 30 KB)', make: () => zipOf({ 'template.json': good(), 'elements/head_librarian.png': new Uint8Array(30 * MB) }), message: /ZIP_MAX_FILE_BYTES|ZIP_MAX_RATIO/ },
    {
      name: 'a zip bomb that declares a small size (stopped while inflating)',
      make: async () => lieAboutSizes(await zipOf({ 'template.json': new Uint8Array(8 * MB).fill(32) }), 1000),
      message: /ZIP_MAX_RATIO|ZIP_MAX_FILE_BYTES|damaged/,
    },
    { name: 'deep nesting (40 folders)', make: () => zipOf({ [`${'deep/'.repeat(40)}template.json`]: good() }), message: /nested deeper than 6 folders \(ZIP_MAX_DEPTH\)/ },
    { name: '10,000 entries', make: () => zipOf(Object.fromEntries([['template.json', good()], ...Array.from({ length: 10_000 }, (_, i) => [`notes/n${i}.txt`, 'x'])])), message: /holds 100\d\d entries; at most 500 are accepted \(ZIP_MAX_ENTRIES\)/ },
    { name: 'total size over the limit (four 0.9 MB pictures of noise)', make: () => zipOf({ 'template.json': good(), ...Object.fromEntries([0, 1, 2, 3].map((i) => [`elements/e${i}.png`, noise(0.9 * MB)])) }), message: /ZIP_MAX_UNCOMPRESSED_BYTES/ },
    { name: 'a traversal (../../)', make: () => rawZip('../../etc/template.json', new TextEncoder().encode(good())), message: /points outside its folder/ },
    { name: 'an absolute path', make: () => zipOf({ '/etc/template.json': good() }), message: /absolute path/ },
    { name: 'a backslash in a name', make: () => rawZip('players\\player1_0.png', pngBytes()), message: /backslash/ },
    { name: 'a NUL in a name', make: () => rawZip('template.json\u0000.png', new TextEncoder().encode(good())), message: /NUL/ },
    {
      name: 'a symbolic link',
      make: async () => {
        const zip = new JSZip();
        zip.file('template.json', good());
        zip.file('players/player1_0.png', '/etc/passwd', { unixPermissions: 0o120777 });
        return zip.generateAsync({ type: 'uint8array', platform: 'UNIX' });
      },
      message: /symbolic link/,
    },
    { name: 'bad JSON', make: () => zipOf({ 'template.json': '{"id": "tpl_x", ' }), message: /^Error: Template data not found or invalid format\. \(template\.json is not valid JSON/ },
    { name: 'schema-invalid JSON', make: () => zipOf({ 'template.json': templateJson({ ...world(), playerCountMax: 9 }) }), message: /^Error: Template data not found or invalid format\. \(template\.json: playerCountMax/ },
    { name: 'text NUL inside template.json', make: () => zipOf({ 'template.json': templateJson({ ...world(), title: 'bad\u0000title' }) }), message: /^Error: Template data not found or invalid format\. \(template\.json: title/ },
    { name: 'HTML renamed .jpeg', make: () => zipOf({ 'template.json': good(), 'elements/head_librarian.jpeg': '<html><script>alert(1)</script></html>' }), message: /"elements\/head_librarian\.jpeg" is not a JPEG picture/ },
    { name: 'SVG with a DOCTYPE (entities)', make: () => zipOf({ 'template.json': good(), 'cover.svg': '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>' }), message: /declares entities/ },
    // Issue 26.1: a 1 MB picture of 250,000 elements, stored uncompressed, is refused by counting, before any parsing.
    {
      name: 'an SVG of 250,000 elements (1 MB, stored)',
      make: () => storedZipOf({ 'template.json': good(), 'cover.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(250_000)}</svg>` }),
      message: /the SVG picture "cover\.svg" was refused because it has more than 10,000 elements/,
    },
    // Issue 26.6: sizes jszip reads as negative numbers, and zip64's marker.
    { name: 'a declared size of 0xFFFFFFF0 (read as -16)', make: async () => lieAboutSizes(await zipOf({ 'template.json': good() }), 0xfffffff0), message: /"template\.json" unpacks to 4096 MB; one file may unpack to at most 1 MB \(ZIP_MAX_FILE_BYTES\)/ },
    { name: 'a declared size of 0xFFFFFFFF (zip64)', make: async () => lieAboutSizes(await zipOf({ 'template.json': good() }), 0xffffffff), message: /declares a size of 4 GiB or more \(zip64\)/ },
    { name: 'a declared size just over the limit (1 MB + 1)', make: async () => lieAboutSizes(await zipOf({ 'template.json': good() }), MB + 1), message: /unpacks to 1 MB; one file may unpack to at most 1 MB \(ZIP_MAX_FILE_BYTES\)/ },
    // Issue 26.7: two entries of one name (the second used to win in silence).
    {
      name: 'two entries named template.json',
      make: () => rawZipOf([{ name: 'template.json', content: new TextEncoder().encode(good()) }, { name: 'template.json', content: new TextEncoder().encode(templateJson({ ...world(), title: 'The other one' })) }]),
      message: /it holds two entries named "template\.json"/,
    },
    { name: 'two pictures of one name in a collection', make: () => rawZipOf([{ name: 'a/template.json', content: new TextEncoder().encode(good()) }, { name: 'a/cover.png', content: pngBytes() }, { name: 'a/cover.png', content: pngBytes(9, 9) }]), message: /it holds two entries named "a\/cover\.png"/, route: 'collection' },
    // Issue 26.4: every field has a limit; a World larger than 1 MB is not even parsed.
    { name: 'a teaser of 1,001 characters', make: () => zipOf({ 'template.json': templateJson({ ...world(), teaser: 'x'.repeat(1001) }) }), message: /^Error: Template data not found or invalid format\. \(template\.json: teaser: At most 1,000 characters\)$/ },
    { name: '201 story elements', make: () => zipOf({ 'template.json': templateJson({ ...world(), storyElements: Array.from({ length: 201 }, (_, i) => ({ id: `e${i}`, name: `E${i}` })) }) }), message: /template\.json: storyElements: At most 200 items/ },
    { name: 'a truncated zip', make: async () => (await zipOf({ 'template.json': good(), 'cover.png': pngBytes(64, 64) })).slice(0, 200), message: /^Error: Template data not found or invalid format\. \(the archive is damaged or truncated/ },
    { name: 'a non-zip (a PNG)', make: () => pngBytes(), message: /^Error: Template data not found or invalid format\.$/ },
    { name: 'a zip without template.json', make: () => zipOf({ 'readme.txt': 'hello' }), message: /^Error: Template data not found or invalid format\.$/ },
    { name: 'a non-zip sent as a collection', make: () => new TextEncoder().encode('just text'), message: /^Collection file must be a ZIP archive$/, route: 'collection' },
    { name: 'a collection without any valid template.json', make: () => zipOf({ 'a/template.json': '{', 'b/readme.txt': 'x' }), message: /^No valid template\.json files found in collection$/, route: 'collection' },
    { name: 'a collection with one hostile picture among good Worlds', make: () => storedZipOf({ 'a/template.json': good(), 'b/template.json': good(), 'b/cover.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(20_000)}</svg>` }), message: /"b\/cover\.svg" was refused because it has more than 10,000 elements/, route: 'collection' },
  ];

  for (const c of cases) {
    it(`refuses ${c.name}, writing nothing`, async () => {
      const before = await counts();
      const bytes = await c.make();
      const r = c.route === 'collection' ? await as(creator).upload('/templates/import-collection', { file: blobOf(bytes) }) : await as(creator).upload('/templates/import', { zip: blobOf(bytes) });
      expect(r.status, r.text).toBe(400);
      expect(r.body.status).toBe('invalid');
      expect(r.body.errorMessage, r.body.errorMessage).toMatch(c.message);
      expect(await counts()).toEqual(before);
    });
  }

  it('refuses an upload over ZIP_MAX_UPLOAD_BYTES with 413, and keeps the 1 MB limit for JSON bodies', async () => {
    const big = await as(creator).upload('/templates/import', { zip: blobOf(noise(5 * MB)) });
    expect(big.status).toBe(413);
    const json = await as(creator).post('/templates', { template: { title: 'x', teaser: 'y'.repeat(2 * MB) } });
    expect(json.status).toBe(413);
  });

  it('refuses a field that is not the file, or no file, with the spec message', async () => {
    const noFile = await as(creator).upload('/templates/import', { zip: 'not a file' });
    expect(noFile.body).toMatchObject({ status: 'invalid', errorMessage: ZIP_TEXTS.templateNotFound });
    const wrongField = await as(creator).upload('/templates/import-collection', { zip: blobOf(await zipOf({ 'template.json': good() })) });
    expect(wrongField.body).toMatchObject({ status: 'invalid', errorMessage: ZIP_TEXTS.notAZipCollection });
  });

  it('accepts the same archive when nothing in it is hostile (the suite refuses for the named reason, not for any reason)', async () => {
    const bytes = await zipOf({ 'template.json': good(), 'cover.svg': svgBytes(1), 'players/player1_0.png': pngBytes() });
    const r = await as(creator).upload('/templates/import', { zip: blobOf(bytes) });
    expect(r.body.data).toMatchObject({ outcome: 'imported', filesImported: 3 });
  });

  it('refuses a template.json over 1 MB before parsing it, naming the limit (issue 26.4)', async () => {
    const roomy = testApp(db, { ...LIMITS, ZIP_MAX_FILE_BYTES: String(3 * MB) }, { rateLimits: { import_templates: { limit: 1000, windowMs: 60_000 } } });
    const b = browser(roomy);
    b.jar.set(...(creator.cookie.split('=') as [string, string]));
    const before = await counts();
    const r = await b.upload('/templates/import', { zip: blobOf(await storedZipOf({ 'template.json': templateJson({ ...world(), guidelines: { world: 'y'.repeat(1.5 * MB) } }) })) });
    expect([r.status, r.body.errorMessage]).toEqual([400, 'Error: Template data not found or invalid format. (template.json is 1.5 MB; a World may be at most 1 MB)']);
    expect(await counts()).toEqual(before);
  });

  it("stores none of what the old blocklist let through: meta refresh, animated links, outside url(), CSS escapes, image-set, xml:base, srcset, ping (issue 26.3)", async () => {
    const slipped =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">' +
      '<meta http-equiv="refresh" content="0;url=https://evil.example/"/>' +
      '<a href="#x"><set attributeName="href" to="https://evil.example/"/><rect width="4" height="4"/></a>' +
      '<rect width="2" height="2" fill="url(https://evil.example/a.svg#p)" filter="url(https://evil.example/f.svg#f)" mask="url(https://evil.example/m.svg#m)" cursor="url(https://evil.example/c.png), auto"/>' +
      '<circle r="1" style="fill:u\\72l(https://evil.example/e)"/><rect width="1" height="1" style="fill:image-set(&quot;https://evil.example/i.png&quot; 1x)"/>' +
      '<g xml:base="https://evil.example/"><image srcset="https://evil.example/s.png 1x" ping="https://evil.example/ping" width="1" height="1"/></g></svg>';
    const r = await as(creator).upload('/templates/import', { zip: blobOf(await zipOf({ 'template.json': good(), 'cover.svg': slipped })) });
    expect(r.body.data, r.text).toMatchObject({ outcome: 'imported' });
    const [stored] = await db.query<{ bytes: Uint8Array }>(`select bytes from images where source_id = $1 and sub_directory = 'cover'`, [r.body.data.template.id]);
    const text = new TextDecoder().decode(stored!.bytes);
    expect(text.replace(' xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/meta|refresh|<set|evil\.example|\\|image-set|xml:base|srcset|ping/);
  });

  it('stores an SVG picture rebuilt from the allowlist: scripts, handlers, links, redirects and outside references are gone (issue 26.3)', async () => {
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)">' +
      '<script>alert(2)</script><meta http-equiv="refresh" content="0;url=https://evil.example/"/>' +
      '<a href="#x"><set attributeName="href" to="https://evil.example/"/><rect width="4" height="4" fill="url(https://evil.example/p#g)"/></a>' +
      '<image xlink:href="https://evil.example/x.png" width="1" height="1"/><foreignObject><div xmlns="http://www.w3.org/1999/xhtml"/></foreignObject>' +
      '<circle r="2" fill="#c00" style="cursor:u\\72l(https://evil.example/c)"/></svg>';
    const r = await as(creator).upload('/templates/import', { zip: blobOf(await zipOf({ 'template.json': good(), 'cover.svg': hostile })) });
    expect(r.body.data, r.text).toMatchObject({ outcome: 'imported', filesImported: 2 });
    const [stored] = await db.query<{ bytes: Uint8Array }>(`select bytes from images where source_id = $1 and sub_directory = 'cover'`, [r.body.data.template.id]);
    const text = new TextDecoder().decode(stored!.bytes);
    expect(text).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/><image width="1" height="1"/><circle r="2" fill="#c00"/></svg>');
  });

  it('entry names: the rules one by one', () => {
    expect(unsafeEntryName('world/template.json', 6)).toBeNull();
    expect(unsafeEntryName('world/./template.json', 6)?.message).toMatch(/outside/);
    expect(unsafeEntryName('C:/x/template.json', 6)?.message).toMatch(/absolute/);
    expect(unsafeEntryName('a\u0007b', 6)?.message).toMatch(/control/);
  });
});

/** Bytes that do not compress. */
function noise(n: number): Uint8Array {
  const out = new Uint8Array(n);
  let x = 2463534242;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}
