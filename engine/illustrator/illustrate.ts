// The offline illustrator's entry: reads the request, builds the World's palette, style and the
// picture's light, composes the layers and writes one standalone SVG document.
import { createRng, hashString } from '../core/rng';
import { createCanvas, lightingFor } from './canvas';
import { hex } from './colour';
import { compose } from './compose';
import { worldPalette } from './palette';
import { readRequest, type Reading } from './reading';
import { worldSetting } from './setting';
import { finish, glows, timeWash } from './style-defs';
import { worldStyle } from './style';
import { escapeText } from './svg';
import type { Time } from './lexicon';
import { ILLUSTRATION_ASPECTS, type Illustration, type IllustrationAspect, type IllustrationKind, type IllustrationRequest } from './types';

/** Pictures larger than this many characters are painted again, leaner (the bound is 30 KB). */
const LEAN_ABOVE = 24_000;
/** Past this, a picture is painted with less again (all characters we write are ASCII but the title's). */
const MAX_CHARS = 28_000;

/** Each kind's usual shape: covers 2:3 (spec 2 §2), portraits 3:4, elements square, story pictures landscape. */
export const DEFAULT_ASPECT: Record<IllustrationKind, IllustrationAspect> = {
  cover: '2:3',
  portrait: '3:4',
  element: '1:1',
  scene: '3:2',
  interlude: '3:2',
};

/** The aspect closest to an image size such as '1024x1536' (the spec's size field), or null when it is not one. */
export function aspectForSize(size: string): IllustrationAspect | null {
  const m = /^(\d{2,5})x(\d{2,5})$/.exec(size.trim());
  if (!m) return null;
  const ratio = Number(m[1]) / Number(m[2]);
  let best: IllustrationAspect | null = null;
  let gap = Infinity;
  for (const [a, { width, height }] of Object.entries(ILLUSTRATION_ASPECTS)) {
    const g = Math.abs(Math.log(width / height / ratio));
    if (g < gap) {
      gap = g;
      best = a as IllustrationAspect;
    }
  }
  return best;
}

/** A stable key for a World that has no id yet: its instructions. */
function instructionsKey(req: IllustrationRequest): string {
  const i = req.instructions ?? {};
  return `${i.visualStyle ?? ''}|${i.colorPalette ?? ''}|${i.atmosphere ?? ''}`;
}

/** The reading of the plainest picture: hills under the World's sky. */
const PLAIN: Reading = {
  cls: 'place', terrains: ['hills'], features: [], interior: null, time: null, weather: [], lights: [], actors: [], items: [], itemColour: null, colours: [],
  shown: null, itemOutdoors: false, houseColour: null, room: { roots: false, bed: false, hob: false, shelves: false, shower: false, table: false, machines: false }, focus: null, thingFirst: false,
};

/**
 * Paints a picture for a request, offline and deterministically: the same request gives the
 * same bytes; every picture of one World shares its palette, light and style.
 * @example illustrate({ kind: 'cover', prompt: t.imageInstructions.coverPrompt, instructions: t.imageInstructions, seed: t.id, worldKey: t.id })
 */
export function illustrate(req: IllustrationRequest): Illustration {
  const aspect = req.aspect ?? DEFAULT_ASPECT[req.kind];
  const { width: W, height: H } = ILLUSTRATION_ASPECTS[aspect];
  const worldKey = req.worldKey ?? instructionsKey(req);
  const pal = worldPalette(req.instructions, worldKey);
  const style = worldStyle(req.instructions, worldKey);
  const setting = worldSetting(req.instructions);
  const reading = readRequest(req);
  const seed = `${req.kind}|${req.seed}|${hashString(req.prompt)}|${hashString(req.role ?? '')}|${hashString(req.details ?? '')}|${aspect}`;
  const time: Time = reading.time ?? setting.time ?? (['day', 'golden', 'dusk', 'day'] as const)[hashString(`time|${worldKey}`) % 4] ?? 'day';
  const overcast = reading.weather.includes('rain') || reading.weather.includes('storm') || reading.weather.includes('fog') || (!reading.weather.length && (setting.weather.includes('rain') || setting.weather.includes('fog')));
  const light = lightingFor(time, pal, overcast);
  const prefix = `i${(hashString(seed) % 46656).toString(36)}`;
  const paint = (detail: number): string => {
    const c = createCanvas({ W, H, rng: createRng(seed), pal, style, light, prefix, detail });
    const body = compose(c, req.kind, detail >= 3 ? PLAIN : reading, setting);
    const portrait = req.kind === 'portrait' || reading.cls === 'person';
    const wash = timeWash(c, portrait ? 0.55 : 1);
    const lights = glows(c);
    const top = finish(c);
    const title = req.title ? `<title>${escapeText(req.title)}</title>` : '';
    const label = req.title ? ` aria-label="${escapeText(req.title)}"` : '';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img"${label} data-style="${style}" data-kind="${req.kind}" data-subject="${reading.cls}">` +
      title +
      `<defs>${c.defs()}</defs>` +
      `<rect width="${W}" height="${H}" fill="${hex(pal.paper)}"/>` +
      body +
      wash +
      lights +
      top +
      `</svg>`
    );
  };
  // A busy picture (a crowd in the rain in a cobbled street) is painted again with less detail,
  // down to a plain landscape, so no request can pass the size bound.
  let svg = paint(0);
  for (let detail = 1; detail <= 3 && svg.length > (detail === 1 ? LEAN_ABOVE : MAX_CHARS); detail++) svg = paint(detail);
  return { svg, width: W, height: H, mimeType: 'image/svg+xml', style };
}
