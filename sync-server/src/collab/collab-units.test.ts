import { templateToDoc, docToTemplateInput } from '@engine/world-doc';
import { templateSchema } from '@schemas';
import { describe, expect, it } from 'vitest';
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import { exampleTemplate } from '../../../schemas/testing/examples';
import { SEED_WORLDS } from '../../seeds/worlds/index';
import { materialise, type TemplateRowState } from './materialise';
import { decodeFrame, syncStep1Frame, updateFrame } from './protocol';
import { addsToDoc, decodeUpdateSafely } from './update-inspect';
import { UpkeepLane } from './upkeep-lane';

const row: TemplateRowState = {
  id: 'tpl_example',
  creatorId: 'user_1',
  createdAt: '2026-11-01T10:00:00.000Z',
  publicationStatus: 'Draft',
  showOnWelcomeScreen: false,
  order: 999,
};
const NOW = '2026-12-01T00:00:00.000Z';
const docInput = (overrides: Record<string, unknown> = {}) => {
  const doc = new Y.Doc();
  templateToDoc(templateSchema.parse({ ...exampleTemplate(), publicationStatus: 'Draft', ...overrides }), doc);
  return docToTemplateInput(doc);
};

describe('world doc: the six seeded Worlds', () => {
  it('each survives templateToDoc -> docToTemplateInput -> templateSchema.parse unchanged', () => {
    expect(SEED_WORLDS).toHaveLength(6);
    for (const { seedKey, category: _category, ...input } of SEED_WORLDS) {
      const t = templateSchema.parse({ ...input, id: `world_${seedKey}`, createdAt: NOW, updatedAt: NOW });
      const doc = new Y.Doc();
      templateToDoc(t, doc);
      expect(templateSchema.parse(docToTemplateInput(doc)), seedKey).toEqual(t);
    }
  });
});

describe('collab protocol frames', () => {
  it('decodes the y-websocket messages and reports anything else as an error value', () => {
    const doc = new Y.Doc();
    expect(decodeFrame(syncStep1Frame(doc))).toMatchObject({ type: 'sync-step1' });
    expect(decodeFrame(updateFrame(new Uint8Array([0, 0])))).toMatchObject({ type: 'update' });
    expect(decodeFrame(new Uint8Array([3]))).toEqual({ type: 'query-awareness' });
    expect(decodeFrame(new Uint8Array([]))).toHaveProperty('error');
    expect(decodeFrame(new Uint8Array([9]))).toEqual({ error: 'unknown message type 9' });
    expect(decodeFrame(new Uint8Array([0, 7, 0]))).toEqual({ error: 'unknown sync message type 7' });
    const e = encoding.createEncoder();
    encoding.writeVarUint(e, 0);
    encoding.writeVarUint(e, 2);
    encoding.writeVarUint(e, 1000); // claims 1000 bytes, has none
    expect(decodeFrame(encoding.toUint8Array(e))).toHaveProperty('error');
  });

  it('tells updates that add to a doc from ones it already holds (including deletions)', () => {
    const a = new Y.Doc();
    a.getText('t').insert(0, 'hello');
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    expect(addsToDoc(b, decodeUpdateSafely(Y.encodeStateAsUpdate(a))!)).toBe(false);
    const before = Y.encodeStateVector(a);
    a.getText('t').delete(0, 1);
    const deletion = Y.encodeStateAsUpdate(a, before);
    expect(addsToDoc(b, decodeUpdateSafely(deletion)!)).toBe(true);
    Y.applyUpdate(b, deletion);
    expect(addsToDoc(b, decodeUpdateSafely(Y.encodeStateAsUpdate(a))!)).toBe(false);
    expect(decodeUpdateSafely(new Uint8Array([200, 1, 2, 3]))).toBeNull();
  });
});

describe('materialisation', () => {
  it('a valid doc becomes the template, with identity and timestamps from the row', () => {
    const m = materialise({ ...docInput(), id: 'spoofed', createdAt: '2000-01-01T00:00:00.000Z' }, row, new Map(), NOW);
    expect(m.template).toMatchObject({ id: row.id, createdAt: row.createdAt, updatedAt: NOW, creatorId: 'user_1', title: 'The Lantern Archive' });
    expect(m.issues.filter((i) => i.type === 'error')).toEqual([]);
  });

  it('an invalid doc yields no template, only issues (schema and live validation)', () => {
    const bounds = materialise(docInput({ playerCountMin: 2, playerCountMax: 2 }), row, new Map(), NOW);
    expect(bounds.template).not.toBeNull();
    const broken = materialise({ ...docInput(), playerCountMin: 2, playerCountMax: 1 }, row, new Map(), NOW);
    expect(broken.template).toBeNull();
    expect(broken.issues[0]).toMatchObject({ type: 'error', category: 'schema' });
    const stats = docInput();
    (stats.playerStats as { id: string }[]).push({ ...(stats.playerStats as { id: string }[])[0]! });
    const dup = materialise(stats, row, new Map(), NOW);
    expect(dup.template).toBeNull();
    expect(dup.issues.map((i) => i.message)).toContain('Duplicate stat IDs found: player_nerve');
  });

  it("keeps the row's status when a non-admin publishes, with an issue and a correction", () => {
    const m = materialise(docInput({ publicationStatus: 'Published', order: 3 }), row, new Map([['publicationStatus', 'other'], ['order', 'other']]), NOW);
    expect(m.template?.publicationStatus).toBe('Draft');
    expect(m.template?.order).toBe(999);
    expect(m.corrections).toEqual({ publicationStatus: 'Draft', order: 999 });
    expect(m.issues.map((i) => i.message)).toContain('Only admins can publish a World; the status stays Draft.');
  });

  it("lets an admin publish; lets anyone move to Review or Private; restores a deleted status", () => {
    const admin = materialise(docInput({ publicationStatus: 'Published', showOnWelcomeScreen: true }), row, new Map([['publicationStatus', 'admin'], ['showOnWelcomeScreen', 'admin']]), NOW);
    expect(admin.template).toMatchObject({ publicationStatus: 'Published', showOnWelcomeScreen: true });
    expect(admin.corrections).toEqual({});
    const review = materialise(docInput({ publicationStatus: 'Review' }), row, new Map([['publicationStatus', 'other']]), NOW);
    expect(review.template?.publicationStatus).toBe('Review');
    // Unknown author (e.g. after a restart) of a change to Published: the row wins, silently.
    const unknown = materialise(docInput({ publicationStatus: 'Published' }), row, new Map(), NOW);
    expect(unknown.template?.publicationStatus).toBe('Draft');
    expect(unknown.issues).toEqual([]);
    const input = docInput();
    delete input.publicationStatus;
    const missing = materialise(input, { ...row, publicationStatus: 'Private' }, new Map(), NOW);
    expect(missing.template?.publicationStatus).toBe('Private');
    expect(missing.corrections).toEqual({ publicationStatus: 'Private' });
  });
});

describe('upkeep lane', () => {
  it('runs tasks one at a time in the order queued, each in its own macrotask, past a failing one', async () => {
    const lane = new UpkeepLane();
    const log: string[] = [];
    let running = 0;
    const task = (name: string, fail = false) => async () => {
      running++;
      expect(running).toBe(1);
      log.push(`start ${name}`);
      await new Promise((r) => setTimeout(r, 5));
      log.push(`end ${name}`);
      running--;
      if (fail) throw new Error(`${name} failed`);
      return name;
    };
    const a = lane.run(task('a'));
    const b = lane.run(task('b', true));
    const c = lane.run(task('c'));
    // Nothing starts in the caller's own turn of the event loop.
    expect(log).toEqual([]);
    expect(lane.size).toBe(3);
    await expect(a).resolves.toBe('a');
    await expect(b).rejects.toThrow('b failed');
    await expect(c).resolves.toBe('c');
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(lane.size).toBe(0);
  });
});
