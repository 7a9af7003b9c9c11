/** A seeded source of randomness; the engine never uses Math.random. */
export interface RandomSource {
  /** A float uniform in [0, 1). */
  next(): number;
  /** An integer uniform in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy of a list. */
  shuffle<T>(items: readonly T[]): T[];
  /** An independent generator derived from this one's seed and a label (does not advance this one). */
  fork(label: string): RandomSource;
}

// cyrb128: a fast string hash giving four 32-bit words, used to seed sfc32.
function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A 32-bit hash of a string (stable across runtimes). */
export function hashString(str: string): number {
  return cyrb128(str)[0];
}

/** A seeded generator (sfc32) for a string seed: the same seed gives the same sequence everywhere. */
export function createRng(seed: string): RandomSource {
  let [a, b, c, d] = cyrb128(seed);
  const next = (): number => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Warm up: the first outputs of sfc32 are weakly mixed.
  for (let i = 0; i < 12; i++) next();
  const rng: RandomSource = {
    next,
    int(min, max) {
      return min + Math.floor(next() * (max - min + 1));
    },
    chance(p) {
      return next() < p;
    },
    pick(items) {
      if (items.length === 0) throw new Error('[engine] pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const tmp = out[i] as (typeof out)[number];
        out[i] = out[j] as (typeof out)[number];
        out[j] = tmp;
      }
      return out;
    },
    fork(label) {
      return createRng(`${seed}/${label}`);
    },
  };
  return rng;
}

/** Joins parts into a derived seed string: `deriveSeed(seed, 'roll', 3, 'player1')`. */
export function deriveSeed(...parts: (string | number)[]): string {
  return parts.join('|');
}

/** The generator of the roll of one player's choice on one turn [P5]: replays reproduce it. */
export function rollRng(storySeed: string, turn: number, slot: string): RandomSource {
  return createRng(deriveSeed(storySeed, 'roll', turn, slot));
}

/** A new random seed string drawn from a generator (for stories, setups, narrators). */
export function seedFrom(rng: RandomSource): string {
  let s = '';
  for (let i = 0; i < 4; i++) s += Math.floor(rng.next() * 4294967296).toString(36).padStart(7, '0');
  return s;
}
