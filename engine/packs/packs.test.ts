import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packProblems } from './pack-schema';
import { PACKS } from './registry';

describe('topic packs', () => {
  it.each(PACKS.map((p) => [p.id, p] as const))('%s meets the pack schema and the rules of WRITING-PACKS.md', (_id, pack) => {
    expect(packProblems(pack)).toEqual([]);
  });

  it('every file in data/ is in the registry under its own id, once', () => {
    const files = readdirSync(new URL('./data', import.meta.url)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => f.replace(/\.ts$/, ''));
    expect(PACKS.map((p) => p.id).sort()).toEqual(files.sort());
    expect(new Set(PACKS.map((p) => p.id)).size).toBe(PACKS.length);
  });

  it('the registry is in alphabetical order of id (parallel additions merge cleanly)', () => {
    const ids = PACKS.map((p) => p.id);
    expect(ids).toEqual([...ids].sort());
  });

  it('the checker finds what a careless pack gets wrong', () => {
    const [first] = PACKS;
    if (!first) throw new Error('no packs');
    const bad = structuredClone(first) as unknown as Record<string, unknown> & { places: { name: string }[]; people: { lines: string[] }[]; happenings: { text: string; tries: { act: string }[] }[] };
    bad.places[0] = { ...bad.places[0], name: 'go to the beach' } as never;
    bad.people[0]?.lines.push('Everyone knows that rain is wet.');
    const h = bad.happenings[0];
    if (h) h.tries[0] = { ...h.tries[0], act: 'Work out how to help' } as never;
    const problems = packProblems(bad).join('\n');
    expect(problems).toMatch(/places\.\S+\.name: a noun phrase/);
    expect(problems).toMatch(/hearsay/);
    expect(problems).toMatch(/concrete verb/);
  });
});
