// What a person or an animal looks like, read from the words around it: hair, hats, glasses,
// clothes and their colours, age and build.
import { hexToHsl, type Hsl } from './colour';
import type { FoundColour } from './palette';
import type { Token } from './tokens';

export type HairStyle = 'short' | 'long' | 'curly' | 'bob' | 'bun' | 'braids' | 'bald' | 'shaggy' | 'ponytail';
export type Hat = 'brim' | 'bucket' | 'cap' | 'bobble' | 'captain' | 'chef' | 'bandana' | 'hood' | 'crown' | 'top' | 'helmet';
export type Top = 'coat' | 'raincoat' | 'suit' | 'apron' | 'whites' | 'hivis' | 'knit' | 'waders' | 'dress' | 'robe' | 'shirt' | 'gilet' | 'patchwork' | 'uniform' | 'dungarees';
export type Prop = 'lantern' | 'umbrella' | 'clipboard' | 'net' | 'phone' | 'cup' | 'tray' | 'spoon' | 'bag' | 'book';

/** Looks of one figure. */
export type Traits = {
  age: 'child' | 'young' | 'adult' | 'old';
  build: 'small' | 'tall' | 'broad' | 'average';
  hair: HairStyle | null;
  hairColour: Hsl | null;
  hat: Hat | null;
  hatColour: Hsl | null;
  glasses: boolean;
  beard: 'beard' | 'stubble' | 'moustache' | null;
  top: Top | null;
  topColour: Hsl | null;
  scarf: Hsl | null;
  earring: boolean;
  prop: Prop | null;
  /** The colour named with the figure itself ("grey rabbit", "ginger cat"). */
  body: Hsl | null;
  /** Any other colour named near the figure (a patch, a badge, a feather). */
  detail: Hsl | null;
  pale: boolean;
  weathered: boolean;
  asleep: boolean;
  tiny: boolean;
  /** One ear that flops or is short (rabbits and hares). */
  flop: boolean;
  /** Knitted, stitched or woollen (a toy). */
  knitted: boolean;
  seed: string;
};

const HAIR_STYLE: Readonly<Record<string, HairStyle>> = {
  curly: 'curly', curls: 'curly', afro: 'curly', frizzy: 'curly', bob: 'bob', braids: 'braids', braid: 'braids', plaits: 'braids', dreadlocks: 'braids', locs: 'braids',
  bun: 'bun', pinned: 'bun', topknot: 'bun', tied: 'bun', bald: 'bald', shaved: 'bald', long: 'long', flowing: 'long', cropped: 'short', buzz: 'short',
  floppy: 'shaggy', shaggy: 'shaggy', messy: 'shaggy', rumpled: 'shaggy', tousled: 'shaggy', windblown: 'shaggy', ponytail: 'ponytail',
};
const HAIR_COLOUR: Readonly<Record<string, string>> = {
  dark: '#2a1d17', black: '#1d1816', brown: '#5a3a24', blonde: '#d8b86a', blond: '#d8b86a', fair: '#dcc07a', red: '#a5452a', ginger: '#c0622a',
  auburn: '#8e3b23', grey: '#a3a3a3', gray: '#a3a3a3', white: '#e9e6e0', silver: '#c9ccd0', sandy: '#c9a66b', copper: '#b0602e',
};
const HATS: Readonly<Record<string, Hat>> = {
  hat: 'brim', bucket: 'bucket', cap: 'cap', beanie: 'bobble', bobble: 'bobble', woolly: 'bobble', captain: 'captain', paper: 'chef', toque: 'chef',
  bandana: 'bandana', hood: 'hood', hooded: 'hood', crown: 'crown', tiara: 'crown', top: 'top', helmet: 'helmet', straw: 'brim', brimmed: 'brim', sunhat: 'brim',
};
const TOPS: Readonly<Record<string, Top>> = {
  coat: 'coat', jacket: 'coat', overcoat: 'coat', trench: 'coat', cloak: 'robe', robe: 'robe', robes: 'robe', gown: 'dress', dress: 'dress',
  raincoat: 'raincoat', waterproof: 'raincoat', waterproofs: 'raincoat', oilskins: 'raincoat', mac: 'raincoat',
  suit: 'suit', blazer: 'suit', tuxedo: 'suit', apron: 'apron', whites: 'whites', hivis: 'hivis', vest: 'hivis',
  jumper: 'knit', sweater: 'knit', cardigan: 'knit', fleece: 'knit', hoodie: 'knit', scarf_: 'knit',
  waders: 'waders', shirt: 'shirt', blouse: 'shirt', tunic: 'shirt', gilet: 'gilet', waistcoat: 'gilet', patchwork: 'patchwork', uniform: 'uniform', dungarees: 'dungarees', overalls: 'dungarees',
};
const PROPS: Readonly<Record<string, Prop>> = {
  lantern: 'lantern', lamp: 'lantern', torch: 'lantern', umbrella: 'umbrella', clipboard: 'clipboard', folder: 'clipboard', notebook: 'book', book: 'book', sketchbook: 'book',
  net: 'net', nets: 'net', phone: 'phone', phones: 'phone', cup: 'cup', mug: 'cup', flask: 'cup', tray: 'tray', spoon: 'spoon', bag: 'bag', satchel: 'bag', suitcase: 'bag', suitcases: 'bag',
};
const OLD = 'old elderly aged seventies sixties seventy sixty eighty granny grandmother grandfather grandpa grandma ancient hundred wise';
const YOUNG = 'young youthful twenties teen teenage teenager student twentyish';
const CHILD = 'child girl boy kid toddler baby little';
const SMALL = 'small short compact tiny little petite slight';
const TALL = 'tall lanky long legged tallest towering';
const BROAD = 'broad big stocky solid burly giant sturdy heavy round';

const has = (list: string, w: string): boolean => ` ${list} `.includes(` ${w} `);

/** Reads a figure's looks from its words (`tokens`, from the figure's own word onwards) and the colours found in the same text. */
export function readTraits(tokens: readonly Token[], colours: readonly FoundColour[], seed: string, selfAt = -1): Traits {
  const tr: Traits = {
    age: 'adult', build: 'average', hair: null, hairColour: null, hat: null, hatColour: null, glasses: false, beard: null, top: null, topColour: null,
    scarf: null, earring: false, prop: null, body: null, detail: null, pale: false, weathered: false, asleep: false, tiny: false, flop: false, knitted: false, seed,
  };
  // A colour phrase ending right before (or up to two words before) a word belongs to it.
  const colourBefore = (i: number): Hsl | null => {
    for (const c of colours) if (c.end <= i && c.end >= i - 1) return c.colour;
    return null;
  };
  if (selfAt >= 0) tr.body = colourBefore(selfAt);
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k] as Token;
    const w = t.w;
    const next = tokens[k + 1]?.w ?? '';
    if (has(OLD, w)) tr.age = 'old';
    else if (has(CHILD, w) && tr.age === 'adult') tr.age = 'child';
    else if (has(YOUNG, w) && tr.age === 'adult') tr.age = 'young';
    if (has(SMALL, w) && tr.build === 'average') tr.build = 'small';
    if (has(TALL, w) && tr.build === 'average') tr.build = 'tall';
    if (has(BROAD, w) && tr.build === 'average') tr.build = 'broad';
    if (w === 'tiny' || w === 'teacup') tr.tiny = true;
    if (w === 'pale' || w === 'fair') tr.pale = true;
    if (w === 'weathered' || w === 'sunburnt' || w === 'browned' || w === 'tanned' || w === 'windblown') tr.weathered = true;
    if (w === 'asleep' || w === 'sleeping') tr.asleep = true;
    if (w === 'flops' || w === 'floppy' || w === 'droopy' || (w === 'short' && (next === 'ear' || next === 'ears'))) tr.flop = true;
    if (w === 'knitted' || w === 'woollen' || w === 'stitched' || w === 'plush' || w === 'stuffed') tr.knitted = true;
    if (w === 'hair' || w === 'bob' || w === 'curls' || (w in HAIR_STYLE && (next === 'hair' || tokens[k - 1]?.w === 'hair'))) {
      for (let j = Math.max(0, k - 3); j <= k; j++) {
        const x = (tokens[j] as Token).w;
        if (x in HAIR_COLOUR && !tr.hairColour) tr.hairColour = hexToHsl(HAIR_COLOUR[x] as string);
        if (x in HAIR_STYLE && !tr.hair) tr.hair = HAIR_STYLE[x] as HairStyle;
      }
      if (w in HAIR_STYLE && !tr.hair) tr.hair = HAIR_STYLE[w] as HairStyle;
      if (!tr.hair && tokens[k + 1]?.w === 'pinned') tr.hair = 'bun';
      if (!tr.hair && (tokens[k + 1]?.w === 'tied' || tokens[k - 1]?.w === 'tied')) tr.hair = 'bun';
    }
    if (w === 'bald' || w === 'braids' || w === 'bob' || w === 'ponytail' || w === 'curly') tr.hair ??= HAIR_STYLE[w] as HairStyle;
    if ((w === 'shaved' || w === 'shaven') && next === 'head') tr.hair ??= 'bald';
    if ((w === 'grey' || w === 'silver') && next === 'at') tr.hairColour ??= hexToHsl('#a9a9a9');
    if (w === 'grey' && next === 'bearded') tr.hairColour ??= hexToHsl('#a9a9a9');
    if (w === 'beard' || w === 'bearded') tr.beard = 'beard';
    if (w === 'stubble' || w === 'stubbled') tr.beard ??= 'stubble';
    if (w === 'moustache' || w === 'mustache') tr.beard ??= 'moustache';
    if (w === 'glasses' || w === 'spectacles' || w === 'bespectacled' || w === 'sunglasses' || w === 'goggles') tr.glasses = true;
    if (w === 'earring' || w === 'earrings') tr.earring = true;
    if (w === 'scarf' || w === 'scarves') tr.scarf = colourBefore(t.i) ?? tr.scarf ?? hexToHsl('#c8362e');
    if (w in HATS && !tr.hat) {
      const h = HATS[w] as Hat;
      // "hat" after a more exact word ("bucket hat", "bobble hat") keeps the exact one.
      const before = tokens[k - 1]?.w ?? '';
      const exact = before in HATS ? (HATS[before] as Hat) : h;
      const isHat = w === 'hat' || w === 'cap' || w === 'beanie' || w === 'bandana' || w === 'hood' || w === 'hooded' || w === 'crown' || w === 'helmet' || w === 'tiara' || w === 'sunhat' || w === 'toque' || next === 'hat' || next === 'cap';
      if (isHat) {
        tr.hat = w === 'hat' ? exact : next === 'hat' || next === 'cap' ? h : h;
        tr.hatColour = colourBefore(next === 'hat' ? t.i + 1 : t.i);
      }
    }
    if (w === 'chef' && next === 'whites') {
      tr.top = 'whites';
    }
    if (w in TOPS && !tr.top) {
      tr.top = TOPS[w] as Top;
      tr.topColour = colourBefore(t.i);
      if (tr.top === 'hivis' && w === 'vest' && tokens[k - 1]?.w !== 'hivis') tr.top = 'gilet';
    }
    if (w in PROPS && !tr.prop) tr.prop = PROPS[w] as Prop;
  }
  for (const c of colours) {
    if (c.colour !== tr.body && c.colour !== tr.topColour && c.colour !== tr.scarf && c.colour !== tr.hatColour && c.colour !== tr.hairColour) {
      tr.detail = c.colour;
      break;
    }
  }
  if (tr.hat === 'hood') tr.hair ??= 'short';
  return tr;
}
