import { elementKind } from '../../engine/narrator/procedural/element-kind';
import { describe, expect, it } from 'vitest';
import { SEED_WORLDS } from '../seeds/worlds/index';
import { declaredKind, SEED_ELEMENT_KINDS } from './element-kinds';

describe('element kinds of the bundled Worlds', () => {
  it('the hand-checked table covers every element of every bundled World', () => {
    const ids = SEED_WORLDS.flatMap((w) => (w.storyElements ?? []).map((e) => e.id));
    expect(ids.filter((id) => !(id in SEED_ELEMENT_KINDS))).toEqual([]);
  });

  it('the narrator reads each element’s kind from its role as the table says', () => {
    const wrong = SEED_WORLDS.flatMap((w) =>
      (w.storyElements ?? []).flatMap((e) => {
        const got = elementKind({ role: e.role ?? '', name: e.name, appearance: e.appearance ?? '', instructions: e.instructions ?? '' });
        return got === SEED_ELEMENT_KINDS[e.id] ? [] : [`${e.id}: ${got}, expected ${SEED_ELEMENT_KINDS[e.id]}`];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('a drafted World declares the kind at the start of each role', () => {
    expect(declaredKind('Character: the botanist who leads the trip.')).toBe('character');
    expect(declaredKind('Rumour: a rumour that grows in every telling.')).toBe('rumor');
    expect(declaredKind('The copper map under the Survey Tower')).toBe(null);
  });
});
