// Issue 18: Worlds exported and imported back on both engines. Three Worlds with pictures go out
// as one zip, the server is emptied of them, they come back in: every field of every World and
// every picture's bytes are what they were. Then the single-World download and import, and the
// comparison by updatedAt (older asks first and writes nothing until confirmed, by a token that
// imports the upload already checked: issue 32.4).
import { ZIP_TEXTS, type Template } from '@schemas';
import JSZip from 'jszip';
import { beforeAll, expect, it } from 'vitest';
import { makeUser, type TestUser } from '../../testing/collab-kit';
import { forEachEngine } from '../../testing/test-db';
import { browser, testApp } from '../../testing/test-app';
import { blobOf, makeWorldWithPictures, templateJson, zipOf } from '../../testing/zip-fixtures';
import type { Db } from '../db/db';
import { findTemplate } from '../templates/template-repo';
import { heavyPool } from '../work/heavy-work';

forEachEngine('zip export and import round trip (issue 18)', ({ open }) => {
  let db: Db;
  let app: ReturnType<typeof testApp>;
  let admin: TestUser;
  let creator: TestUser;
  const as = (user: TestUser) => {
    const b = browser(app);
    const [name, value] = user.cookie.split('=') as [string, string];
    b.jar.set(name, value);
    return b;
  };
  const picturesOf = async (id: string) =>
    db.query<{ sub_directory: string; id: string; file_type: string; bytes: Uint8Array; content_hash: string }>(
      `select sub_directory, id, file_type, bytes, content_hash from images where source = 'template' and source_id = $1 order by sub_directory, id`,
      [id],
    );
  const withoutOwner = (t: Template) => ({ ...t, creatorId: undefined, creatorUsername: undefined });

  beforeAll(async () => {
    db = await open();
    app = testApp(db);
    admin = await makeUser(db, { admin: true });
    creator = await makeUser(db);
  });

  it('three Worlds with pictures: exported, removed, imported into the emptied server, every field and every picture byte equal', async () => {
    const stamp = Date.now();
    const ids = [1, 2, 3].map((n) => `tpl_rt_${stamp}_${n}`);
    const originals = await Promise.all(ids.map((id, n) => makeWorldWithPictures(db, { id, title: `Round Trip ${n}`, creatorId: creator.id, seed: n + 7 })));
    await db.query(`update templates set publication_status = 'Published', data = jsonb_set(data, '{publicationStatus}', '"Published"') where id = $1`, [ids[0]]);
    const before = new Map<string, { template: Template; pictures: Awaited<ReturnType<typeof picturesOf>> }>();
    for (const id of ids) before.set(id, { template: (await findTemplate(db, id))!.template, pictures: await picturesOf(id) });
    expect(originals).toHaveLength(3);

    const exported = await as(admin).download('/templates/export', { templateIds: ids });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('application/zip');
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="selected-templates-\d{4}-\d{2}-\d{2}\.zip"$/);
    const listing = Object.keys((await JSZip.loadAsync(exported.bytes)).files).sort();
    expect(listing).toEqual(
      ['round-trip-0', 'round-trip-1', 'round-trip-2'].flatMap((f) => [`${f}/cover.png`, `${f}/elements/head_librarian.svg`, `${f}/players/player1_0.png`, `${f}/template.json`]).sort(),
    );

    for (const id of ids) {
      await db.query(`delete from images where source = 'template' and source_id = $1`, [id]);
      await db.query('delete from templates where id = $1', [id]);
    }
    const imported = await as(admin).upload('/templates/import-collection', { file: blobOf(exported.bytes) });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body.data.imported.map((i: { templateId: string }) => i.templateId).sort()).toEqual([...ids].sort());
    expect(imported.body.data.skipped).toEqual([]);

    for (const id of ids) {
      const after = (await findTemplate(db, id))!.template;
      expect(withoutOwner(after)).toEqual(withoutOwner(before.get(id)!.template));
      const pictures = await picturesOf(id);
      expect(pictures.map((p) => [p.sub_directory, p.id, p.file_type, p.content_hash, Buffer.from(p.bytes).toString('base64')])).toEqual(
        before.get(id)!.pictures.map((p) => [p.sub_directory, p.id, p.file_type, p.content_hash, Buffer.from(p.bytes).toString('base64')]),
      );
    }
  });

  it('one World downloads named after its title with its folder at the root, and a creator imports it back over their own World only after confirming an older file', async () => {
    const id = `tpl_one_${Date.now()}`;
    await makeWorldWithPictures(db, { id, title: 'Ünïcode: The Lantern’s Way!', creatorId: creator.id, seed: 3 });
    const exported = await as(creator).download('/templates/export', { templateIds: [id] });
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="unicode-the-lantern-s-way.zip"');
    expect(Object.keys((await JSZip.loadAsync(exported.bytes)).files).sort()).toEqual(['cover.png', 'elements/head_librarian.svg', 'players/player1_0.png', 'template.json']);

    // The World here moves on; the file is now older.
    await db.query(`update templates set data = jsonb_set(jsonb_set(data, '{updatedAt}', '"2026-05-01T00:00:00.000Z"'), '{teaser}', '"Changed here"'), updated_at = '2026-05-01T00:00:00Z' where id = $1`, [id]);
    const ask = await as(creator).upload('/templates/import', { zip: blobOf(exported.bytes) });
    expect(ask.status).toBe(200);
    expect(ask.body.data).toEqual({
      outcome: 'needsConfirmation', comparison: 'older', templateId: id, title: 'Ünïcode: The Lantern’s Way!',
      existingUpdatedAt: '2026-05-01T00:00:00.000Z', importedUpdatedAt: '2026-03-01T10:00:00.000Z',
      confirmationToken: expect.stringMatching(/^[A-Za-z0-9_-]{32,}$/), confirmationExpiresAt: expect.any(String),
    });
    expect((await findTemplate(db, id))!.template.teaser).toBe('Changed here');

    // Issue 32.4: confirming imports the upload checked a moment ago, with no second upload and no second read.
    const token = ask.body.data.confirmationToken as string;
    const someoneElse = await as(await makeUser(db)).post('/templates/import/confirm', { token });
    expect([someoneElse.status, someoneElse.body.errorMessage]).toEqual([400, ZIP_TEXTS.importExpired]);
    const reads = heavyPool().stats().completed;
    const confirmed = await as(creator).post('/templates/import/confirm', { token });
    expect(confirmed.body.data).toMatchObject({ outcome: 'imported', comparison: 'older', isNewTemplate: false, filesImported: 4 });
    expect(heavyPool().stats().completed).toBe(reads);
    const after = (await findTemplate(db, id))!;
    expect(after.template.teaser).toBe('Teaser of Ünïcode: The Lantern’s Way! (3)');
    expect(after.creatorId).toBe(creator.id);
    expect(await picturesOf(id)).toHaveLength(3);
    // The token works once; a client without one still sends the file again with overwrite=true.
    const twice = await as(creator).post('/templates/import/confirm', { token });
    expect([twice.status, twice.body.status, twice.body.errorMessage]).toEqual([400, 'invalid', ZIP_TEXTS.importExpired]);
    const overwrite = await as(creator).upload('/templates/import', { zip: blobOf(exported.bytes), overwrite: 'true' });
    expect(overwrite.body.data).toMatchObject({ outcome: 'imported', comparison: 'same' });
  });

  it("another creator importing someone's World gets a copy of their own, as a Draft, with its pictures; the original is untouched", async () => {
    const id = `tpl_copy_${Date.now()}`;
    await makeWorldWithPictures(db, { id, title: 'Not Yours', creatorId: creator.id, seed: 11 });
    await db.query(`update templates set publication_status = 'Published', data = jsonb_set(data, '{publicationStatus}', '"Published"') where id = $1`, [id]);
    const exported = await as(admin).download('/templates/export', { templateIds: [id] });
    const other = await makeUser(db);
    const r = await as(other).upload('/templates/import', { zip: blobOf(exported.bytes) });
    expect(r.body.data).toMatchObject({ outcome: 'imported', comparison: 'new', isNewTemplate: true, filesImported: 4 });
    const copyId = r.body.data.template.id as string;
    expect(copyId).not.toBe(id);
    const copy = (await findTemplate(db, copyId))!;
    expect(copy.creatorId).toBe(other.id);
    expect(copy.template.publicationStatus).toBe('Draft');
    expect(copy.template.coverImage).toMatchObject({ sourceId: copyId, status: 'ready' });
    expect((await picturesOf(copyId)).map((p) => p.content_hash)).toEqual((await picturesOf(id)).map((p) => p.content_hash));
    expect((await findTemplate(db, id))!.creatorId).toBe(creator.id);
    // Importing it again compares with their copy rather than adding another.
    const again = await as(other).upload('/templates/import', { zip: blobOf(exported.bytes) });
    expect(again.body.data).toMatchObject({ outcome: 'needsConfirmation', comparison: 'same', templateId: copyId });
  });

  it("imports a World laid out like the reference product's export (no formatVersion, cover at the root, .jpg)", async () => {
    const id = `tpl_ref_${Date.now()}`;
    const template = await makeWorldWithPictures(db, { id, title: 'Reference Layout', creatorId: creator.id, seed: 5 });
    await db.query('delete from templates where id = $1', [id]);
    await db.query(`delete from images where source_id = $1`, [id]);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
    const bytes = await zipOf({ 'reference-layout/template.json': templateJson(template, null), 'reference-layout/players/player1_0.jpg': jpeg });
    const r = await as(creator).upload('/templates/import', { zip: blobOf(bytes) });
    expect(r.body.data).toMatchObject({ outcome: 'imported', comparison: 'new', filesImported: 2 });
    const identity = (await findTemplate(db, id))!.template.player1!.possibleCharacterIdentities[0]!;
    expect(identity.image).toMatchObject({ fileType: 'jpeg', status: 'ready', sourceId: id });
  });
});
