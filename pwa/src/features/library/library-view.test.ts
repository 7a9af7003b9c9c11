import { templateMetadataSchema, type TemplateMetadata } from '@schemas';
import { describe, expect, it } from 'vitest';
import { makeWorld, type MakeWorldOverrides } from '../../../../engine/testing/index';
import { libraryFilterFromParams, libraryFilterToParams, libraryShareLink, toggleTag } from './library-url';
import { libraryView } from './library-view';

/** Card data of a seeded World with these fields. */
function makeTemplateMetadata(overrides: MakeWorldOverrides & { id: string }): TemplateMetadata {
  return templateMetadataSchema.parse(makeWorld(overrides.id, overrides));
}

const orchard = makeTemplateMetadata({ id: 'orchard', tags: ['Fiction', 'Drama'], playerCountMin: 1, playerCountMax: 1 });
const city = makeTemplateMetadata({ id: 'city', tags: ['Fiction', 'Mystery'], playerCountMin: 1, playerCountMax: 4 });
const office = makeTemplateMetadata({ id: 'office', tags: ['Satire', 'Comedy', 'Workplace'], playerCountMin: 2, playerCountMax: 6 });
const kids = makeTemplateMetadata({ id: 'kids', tags: ['Kids', 'Cozy'], playerCountMin: 1, playerCountMax: 3 });
const all = [orchard, city, office, kids];

const ids = (view: ReturnType<typeof libraryView>) => view.cells.map((c) => (c.kind === 'template' ? c.template.id : c.kind));

describe('library address (spec 1 §2, §5)', () => {
  it('reads tags as a comma list and players only when numeric', () => {
    expect(libraryFilterFromParams(new URLSearchParams('tags=Fiction,Pretend%20to%20be&players=2'))).toEqual({ tags: ['Fiction', 'Pretend to be'], players: 2 });
    expect(libraryFilterFromParams(new URLSearchParams('players=two')).players).toBeNull();
    expect(libraryFilterFromParams(new URLSearchParams('players=2.5')).players).toBeNull();
  });

  it('writes players only when numeric, and nothing for no filter', () => {
    expect(libraryFilterToParams({ tags: [], players: null }).toString()).toBe('');
    expect(libraryFilterFromParams(libraryFilterToParams({ tags: ['Kids', 'Cozy'], players: 3 }))).toEqual({ tags: ['Kids', 'Cozy'], players: 3 });
    expect(libraryFilterToParams({ tags: [], players: Number.NaN }).toString()).toBe('');
  });

  it('builds the share link from the current origin and /library', () => {
    expect(libraryShareLink({ tags: ['Satire'], players: 2 }, 'https://taleforge.test')).toBe('https://taleforge.test/library?tags=Satire&players=2');
    expect(libraryShareLink({ tags: [], players: null }, 'https://taleforge.test')).toBe('https://taleforge.test/library');
  });

  it('home links such as /library?tags=Pretend%20to%20be read back as one tag', () => {
    expect(libraryFilterFromParams(new URLSearchParams('tags=Pretend%20to%20be')).tags).toEqual(['Pretend to be']);
  });

  it('toggles a tag on and off', () => {
    const on = toggleTag({ tags: ['Fiction'], players: null }, 'Kids');
    expect(on.tags).toEqual(['Fiction', 'Kids']);
    expect(toggleTag(on, 'Fiction').tags).toEqual(['Kids']);
  });
});

describe('library view', () => {
  it('shows templates that allow the player count and have every selected tag', () => {
    const view = libraryView(all, { tags: ['Fiction'], players: 2 }, 'seed');
    expect(ids(view).filter((id) => !['create', 'newsletter'].includes(id))).toEqual(['city']);
  });

  it('puts the create card third and the newsletter card last; the create card last when fewer', () => {
    const view = libraryView(all, { tags: [], players: null }, 'seed');
    expect(view.cells).toHaveLength(6);
    expect(view.cells[2]?.kind).toBe('create');
    expect(view.cells[5]?.kind).toBe('newsletter');
    expect(ids(libraryView(all, { tags: ['Kids'], players: null }, 'seed'))).toEqual(['kids', 'create', 'newsletter']);
  });

  it('shows No Matches, then create and newsletter, when nothing fits', () => {
    expect(ids(libraryView(all, { tags: ['Fiction', 'Kids'], players: null }, 'seed'))).toEqual(['no-matches', 'create', 'newsletter']);
  });

  it('keeps the same order for the same seed and filter, and reshuffles for another filter or visit', () => {
    const order = (seed: string, players: number | null) =>
      ids(libraryView(all, { tags: [], players }, seed)).filter((id) => id !== 'create' && id !== 'newsletter');
    expect(order('visit-1', null)).toEqual(order('visit-1', null));
    const orders = new Set(Array.from({ length: 20 }, (_, i) => order(`visit-${i}`, null).join(',')));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('offers the tags of the templates the player count allows, grouped by category with Other last', () => {
    const view = libraryView(all, { tags: [], players: 5 }, 'seed');
    expect(view.groups).toEqual([
      { category: 'Category', tags: ['Satire'] },
      { category: 'Genre', tags: ['Comedy'] },
      { category: 'Other', tags: ['Workplace'] },
    ]);
  });

  it('keeps a selected tag only if some template the player count allows has it', () => {
    expect(libraryView(all, { tags: ['Kids', 'Satire'], players: 5 }, 'seed').keptTags).toEqual(['Satire']);
    expect(libraryView(all, { tags: ['Kids', 'Fiction'], players: null }, 'seed').keptTags).toEqual(['Kids', 'Fiction']);
    expect(libraryView(all, { tags: ['Steampunk'], players: null }, 'seed').keptTags).toEqual([]);
  });
});
