// The colour lexicon: colour words and the words that modify them. Strong words name a colour
// wherever they stand ("crimson"); weak words are nouns that only colour a phrase they share with
// a strong word or a palette line ("moonlight blue", "honey-yellow", "Palette: sepia and night").

/** Colour names, #rrggbb. */
export const STRONG_COLOURS: Readonly<Record<string, string>> = {
  red: '#c8362e', crimson: '#a3152b', scarlet: '#d2302a', vermilion: '#d9462b', vermillion: '#d9462b', ruby: '#9b1b30',
  burgundy: '#6d1a2a', maroon: '#6b1f24', claret: '#7a1f33', cherry: '#b3203a', carmine: '#a8102e',
  rose: '#d8798a', rosy: '#dc8a94', pink: '#e89aae', blush: '#efb8b8', coral: '#ef7f62', salmon: '#ee9278', peach: '#f4b98a',
  orange: '#e8782a', tangerine: '#f08a24', amber: '#e3a12f', apricot: '#f2a65e', gold: '#d4a33a', golden: '#d9a93c', gilt: '#cfa144', gilded: '#cfa144',
  yellow: '#ecc636', lemon: '#f1dc4a', mustard: '#c9a227', ochre: '#c58b2b', saffron: '#e9a21f', primrose: '#efe08a',
  cream: '#f3e8cc', ivory: '#f4efdc', beige: '#dccfae', tan: '#c49a6c', khaki: '#b5a672', buff: '#dcc39a', fawn: '#c8a77d',
  brown: '#7a5233', chocolate: '#5a3622', umber: '#6b4a2b', sepia: '#8a6a45', rust: '#a84a25', rusty: '#a84a25',
  copper: '#b8733a', coppery: '#b8733a', bronze: '#a0763a', brass: '#bf9b46', brassy: '#bf9b46', terracotta: '#c46a45', russet: '#8f4a2a',
  mahogany: '#6b2f22', chestnut: '#8a4b2c', auburn: '#8e3b23', ginger: '#c3662a', hazel: '#8e7646', taupe: '#8b7d6b',
  olive: '#7c7a3a', moss: '#6f8a3c', mossy: '#6f8a3c', sage: '#9cae88', green: '#4f8a4a', emerald: '#2f8a5a', jade: '#3f9e7a',
  mint: '#a6dcc0', lime: '#a4c83a', chartreuse: '#b4c83a', viridian: '#2f7a62', verdigris: '#4f9a88',
  teal: '#2b8a8a', turquoise: '#3fb5b0', aqua: '#5fc9c9', cyan: '#3fb8d0', aquamarine: '#6fd0b8',
  blue: '#3a66b0', navy: '#22305e', indigo: '#33306e', cobalt: '#2a4fa0', azure: '#3f8fd8', cerulean: '#3f86c0',
  sapphire: '#2a4a9a', ultramarine: '#2d3fa0', denim: '#4a6a96', periwinkle: '#8f9fe0', cornflower: '#6f8fe0',
  lilac: '#b8a2d2', lavender: '#b3a5d8', violet: '#7a4fb0', purple: '#6a3f8a', plum: '#6a3050', mauve: '#a07a9a',
  magenta: '#c03a8a', fuchsia: '#d23d9a', heather: '#9a7fa6', amethyst: '#8a5fb0',
  grey: '#8a8a8a', gray: '#8a8a8a', silver: '#bfc4c8', silvery: '#c4c9cc', charcoal: '#3a3d42', black: '#1c1b1f',
  white: '#f6f4ee', pearl: '#ece6dc', magnolia: '#f2e9d6', slate: '#5a6775', pewter: '#8e939a', graphite: '#45474c',
  ebony: '#231f1c', hivis: '#d4f03a', jet: '#161518', ash: '#b2aea6', ashen: '#b2aea6', monochrome: '#7a7a7a', bone: '#e8dfcc',
};

/** Nouns that colour a phrase they are part of. */
export const WEAK_COLOURS: Readonly<Record<string, string>> = {
  night: '#1b2040', midnight: '#1b2250', dusk: '#5a4a7a', twilight: '#4f4f86', sunset: '#ee7a3a', sunrise: '#f3a56a', dawn: '#f2c0a0',
  sunshine: '#f5cf3f', sunny: '#f2cd45', sun: '#f5cf3f', moonlight: '#a9bde0', moonlit: '#a9bde0', moon: '#d9dde8', lamplight: '#f2c46a',
  lantern: '#eeaa44', candle: '#f1c063', candlelight: '#f1c063', fire: '#e8652a', flame: '#e8652a', ember: '#c8452a', blood: '#8a1a1a',
  honey: '#e0a83a', butter: '#f3dd8a', wheat: '#dcc48a', straw: '#e2cf86', sand: '#d9c08e', sandy: '#d9c08e', mud: '#6e5a3e', muddy: '#6e5a3e',
  earth: '#6e5237', earthy: '#7a5a3a', wood: '#8a6240', wooden: '#8a6240', oak: '#9a7648', stone: '#a8a196', iron: '#4a4d52', steel: '#7a8a99',
  soot: '#2a2826', smoke: '#8e8c8a', smoky: '#8e8c8a', snow: '#f4f6f8', ice: '#cfe6f0', icy: '#cfe6f0', frost: '#dbe9f0', ink: '#1f2330',
  sky: '#8fc1e6', sea: '#3f7f95', ocean: '#2f6a8a', lagoon: '#5f8f86', river: '#5f8a7a', estuary: '#9aa6a6', storm: '#4f5866', stormy: '#4f5866',
  forest: '#2f5a34', bottle: '#1f4d3a', pine: '#2a5a45', fern: '#5b8a4a', leaf: '#5f9a44', leafy: '#5f9a44', grass: '#6aa24a', grassy: '#6aa24a',
  algae: '#7fa33a', lichen: '#a3ae7a', blossom: '#f2bfcb', rosewood: '#65000b', wine: '#6e1f37',
  peacock: '#1f6f78', seafoam: '#9fd8c4', bruise: '#5a4a6a', fog: '#c8ccd0', mist: '#cdd3d8', misty: '#cdd3d8', paper: '#efe6d2', parchment: '#eadcb8',
  rainbow: '#e8782a',
};

/** Words that change the colour they stand before. */
export type ColourModifier = 'pale' | 'deep' | 'bright' | 'muted' | 'warm' | 'cool' | 'neon' | 'pastel' | 'sickly' | 'glow';

/** Modifier words and what they do. */
export const COLOUR_MODIFIERS: Readonly<Record<string, ColourModifier>> = {
  pale: 'pale', light: 'pale', soft: 'pale', faint: 'pale', washed: 'muted', baby: 'pastel', powder: 'pastel',
  pastel: 'pastel', pastels: 'pastel', candy: 'pastel', sugared: 'pastel',
  deep: 'deep', dark: 'deep', darker: 'deep', rich: 'deep', dusky: 'deep', shadowy: 'deep', inky: 'deep',
  bright: 'bright', vivid: 'bright', vibrant: 'bright', brilliant: 'bright', bold: 'bright', saturated: 'bright', punchy: 'bright', jewel: 'bright',
  muted: 'muted', dusty: 'muted', faded: 'muted', dull: 'muted', grubby: 'muted', weathered: 'muted', desaturated: 'muted', drab: 'muted', dirty: 'muted',
  warm: 'warm', warmed: 'warm', sunlit: 'warm', cool: 'cool', cold: 'cool', chilly: 'cool',
  neon: 'neon', electric: 'neon', fluorescent: 'neon', acid: 'neon', glowing: 'glow', luminous: 'glow', shimmering: 'glow', glittering: 'glow',
  sickly: 'sickly', bilious: 'sickly',
};

/** Words that may sit inside a colour phrase without ending it ("blue of a summer evening" does end it). */
export const PHRASE_JOINERS: Readonly<Record<string, true>> = { ish: true, tinged: true, tinted: true, toned: true, coloured: true, colored: true, hued: true, tone: true, tones: true, shade: true, shades: true };
