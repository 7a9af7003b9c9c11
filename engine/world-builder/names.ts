import type { Pronouns } from '@schemas';
import type { RandomSource } from '../core/rng';

// Names for the people a drafted World needs: given names with pronouns, surnames, and names
// for animals and creatures in stories read with children.

/** The pronoun sets used here. */
export const PRONOUNS: Readonly<Record<'she' | 'he' | 'they' | 'it', Pronouns>> = {
  she: { personal: 'she', object: 'her', possessive: 'her', reflexive: 'herself' },
  he: { personal: 'he', object: 'him', possessive: 'his', reflexive: 'himself' },
  they: { personal: 'they', object: 'them', possessive: 'their', reflexive: 'themselves' },
  it: { personal: 'it', object: 'it', possessive: 'its', reflexive: 'itself' },
};

type Given = { name: string; p: 'she' | 'he' | 'they' };

const GIVEN: readonly Given[] = [
  { name: 'Mara', p: 'she' }, { name: 'Tobin', p: 'he' }, { name: 'Ash', p: 'they' }, { name: 'Ines', p: 'she' }, { name: 'Jonah', p: 'he' },
  { name: 'Rook', p: 'they' }, { name: 'Selma', p: 'she' }, { name: 'Dev', p: 'he' }, { name: 'Kit', p: 'they' }, { name: 'Hana', p: 'she' },
  { name: 'Felix', p: 'he' }, { name: 'Sky', p: 'they' }, { name: 'Lucia', p: 'she' }, { name: 'Oskar', p: 'he' }, { name: 'Wren', p: 'they' },
  { name: 'Priya', p: 'she' }, { name: 'Emeka', p: 'he' }, { name: 'River', p: 'they' }, { name: 'Greta', p: 'she' }, { name: 'Theo', p: 'he' },
  { name: 'Nova', p: 'they' }, { name: 'Amira', p: 'she' }, { name: 'Caleb', p: 'he' }, { name: 'Indigo', p: 'they' }, { name: 'Yara', p: 'she' },
  { name: 'Mateo', p: 'he' }, { name: 'Sasha', p: 'they' }, { name: 'Noor', p: 'she' }, { name: 'Kofi', p: 'he' }, { name: 'Rowan', p: 'they' },
  { name: 'Elif', p: 'she' }, { name: 'Tomas', p: 'he' }, { name: 'Jules', p: 'they' }, { name: 'Aiko', p: 'she' }, { name: 'Ravi', p: 'he' },
  { name: 'Quinn', p: 'they' }, { name: 'Freya', p: 'she' }, { name: 'Idris', p: 'he' }, { name: 'Sol', p: 'they' }, { name: 'Leni', p: 'she' },
];

const SURNAMES = [
  'Quell', 'Reyes', 'Calloway', 'Okafor', 'Brightwater', 'Ellery', 'Varga', 'Anand', 'Marlowe', 'Sato', 'Dunmore', 'Abernathy', 'Ferreira', 'Lind',
  'Halloway', 'Nair', 'Obi', 'Castellan', 'Holm', 'Park', 'Lindqvist', 'Haddad', 'Frost', 'Shaw', 'Moreau', 'Kowalczyk', 'Achebe', 'Tanaka',
  'Oduya', 'Petrov', 'Rahman', 'Whitlock', 'Acosta', 'Bergstrom', 'Fairley', 'Mbeki', 'Novak', 'Ortega', 'Quintero', 'Sørensen',
];

const ANIMAL_NAMES: readonly Given[] = [
  { name: 'Pip', p: 'he' }, { name: 'Hazel', p: 'she' }, { name: 'Bramble', p: 'they' }, { name: 'Button', p: 'she' }, { name: 'Tuck', p: 'he' },
  { name: 'Clover', p: 'she' }, { name: 'Pebble', p: 'they' }, { name: 'Moss', p: 'he' }, { name: 'Dot', p: 'she' }, { name: 'Biscuit', p: 'he' },
  { name: 'Juniper', p: 'she' }, { name: 'Nutmeg', p: 'they' }, { name: 'Fig', p: 'he' }, { name: 'Poppy', p: 'she' }, { name: 'Sprout', p: 'they' },
  { name: 'Tansy', p: 'she' }, { name: 'Crumb', p: 'he' }, { name: 'Willow', p: 'she' }, { name: 'Bean', p: 'they' }, { name: 'Barley', p: 'he' },
];

/** A name source that never gives the same given name or surname twice. */
export type NamePool = {
  /** A person: given name, surname and pronouns. */
  person(want?: 'she' | 'he'): { given: string; surname: string; full: string; pronouns: Pronouns };
  /** An animal or creature name for stories read with children ('Pip'). */
  pet(): { name: string; pronouns: Pronouns };
  /** Marks names as taken (names the prompt or the World already uses). */
  reserve(names: readonly string[]): void;
};

/** A seeded name pool. */
export function namePool(rng: RandomSource): NamePool {
  const taken = new Set<string>();
  const given = rng.shuffle(GIVEN);
  const surnames = rng.shuffle(SURNAMES);
  const pets = rng.shuffle(ANIMAL_NAMES);
  let g = 0;
  let s = 0;
  let a = 0;
  const nextFree = <T>(list: readonly T[], at: () => number, key: (x: T) => string): T => {
    for (let i = 0; i < list.length; i++) {
      const x = list[(at() + i) % list.length] as T;
      if (!taken.has(key(x))) {
        taken.add(key(x));
        return x;
      }
    }
    return list[at() % list.length] as T;
  };
  return {
    person(want) {
      // A person whose look or title says who they are gets a name to match.
      const pool = want ? given.filter((x) => PRONOUNS[x.p].personal === want) : given;
      const first = nextFree(pool.length ? pool : given, () => g++, (x) => x.name);
      const last = nextFree(surnames, () => s++, (x) => x);
      return { given: first.name, surname: last, full: `${first.name} ${last}`, pronouns: PRONOUNS[first.p] };
    },
    pet() {
      const x = nextFree(pets, () => a++, (y) => y.name);
      return { name: x.name, pronouns: PRONOUNS[x.p] };
    },
    reserve(names) {
      for (const n of names) for (const w of n.split(/\s+/)) taken.add(w);
    },
  };
}
