// A World's drawing style, read from its visual style and art influences (so every picture of
// the World shares it), falling back to one seeded by the World's key.
import { hashString } from '../core/rng';
import { lookup, tokenize } from './tokens';
import { ILLUSTRATION_STYLES, type IllustrationRequest, type IllustrationStyle } from './types';

const STYLE_WORDS: Readonly<Record<string, IllustrationStyle>> = {
  watercolour: 'watercolour', watercolor: 'watercolour', watercolours: 'watercolour', wash: 'watercolour', washes: 'watercolour',
  pencil: 'watercolour', pastel: 'watercolour', crayon: 'watercolour', dreamy: 'watercolour', soft: 'watercolour', nursery: 'watercolour', storybook: 'watercolour', aquarelle: 'watercolour',
  engraving: 'engraving', engraved: 'engraving', etching: 'engraving', etched: 'engraving', copperplate: 'engraving', hatching: 'engraving', hatched: 'engraving',
  ink: 'engraving', pen: 'engraving', lineart: 'engraving', woodcut: 'engraving', linocut: 'engraving', banknote: 'engraving', scratchboard: 'engraving', noir: 'engraving', sketch: 'engraving', sketchy: 'engraving', charcoal: 'engraving', graphite: 'engraving',
  flat: 'flat', vector: 'flat', editorial: 'flat', cartoon: 'flat', cartoons: 'flat', outlines: 'flat', poster: 'flat', posters: 'flat', advertising: 'flat', brochure: 'flat', comic: 'flat', comics: 'flat', infographic: 'flat', minimalist: 'flat', geometric: 'flat', pop: 'flat', retro: 'flat',
  papercut: 'papercut', cutout: 'papercut', collage: 'papercut', layered: 'papercut', silhouette: 'papercut', silhouettes: 'papercut', shadow: 'papercut', puppet: 'papercut', diorama: 'papercut', origami: 'papercut', felt: 'papercut', stop: 'papercut',
  gouache: 'gouache', tempera: 'gouache', grain: 'gouache', woodblock: 'gouache', screenprint: 'gouache', risograph: 'gouache', print: 'gouache', lithograph: 'gouache', endpapers: 'gouache', folk: 'gouache',
  painterly: 'painterly', oil: 'painterly', oils: 'painterly', brushwork: 'painterly', impressionist: 'painterly', impressionism: 'painterly', realism: 'painterly', realistic: 'painterly', cinematic: 'painterly', photograph: 'painterly', photography: 'painterly', canvas: 'painterly', acrylic: 'painterly', dramatic: 'painterly', concept: 'painterly', matte: 'painterly',
};

/** Multi-word signals that single words would miss. */
const STYLE_PHRASES: readonly [RegExp, IllustrationStyle, number][] = [
  [/paper[- ]?cut|cut[- ]paper|cut-out/, 'papercut', 3],
  [/line work|linework|cross-?hatch/, 'engraving', 2],
  [/thick outlines|flat colou?rs?|clean lines/, 'flat', 2],
  [/paper grain|picture-book gouache/, 'gouache', 2],
  [/visible brush|oil paint/, 'painterly', 2],
  [/field[- ]guide|scientific illustration|naturalist/, 'watercolour', 1],
];

/** The World's style: the most named one in its visual style and art influences, else one seeded by its key. */
export function worldStyle(instructions: IllustrationRequest['instructions'], worldKey: string): IllustrationStyle {
  const text = `${instructions?.visualStyle ?? ''}. ${instructions?.artInfluences ?? ''}`;
  const score: Record<IllustrationStyle, number> = { watercolour: 0, engraving: 0, flat: 0, papercut: 0, gouache: 0, painterly: 0 };
  const tokens = tokenize(text);
  tokens.forEach((t) => {
    const s = lookup(STYLE_WORDS, t.w);
    // The visual style line leads; earlier words lead within it.
    if (s) score[s] += 1 + 1 / (1 + t.i / 6);
  });
  const lower = text.toLowerCase();
  for (const [re, s, w] of STYLE_PHRASES) if (re.test(lower)) score[s] += w;
  let top: IllustrationStyle | null = null;
  for (const s of ILLUSTRATION_STYLES) if (score[s] > 0 && (top === null || score[s] > score[top])) top = s;
  return top ?? (ILLUSTRATION_STYLES[hashString(`style|${worldKey}`) % ILLUSTRATION_STYLES.length] as IllustrationStyle);
}
