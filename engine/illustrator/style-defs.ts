// The style's reusable effects: watercolour edges, paper-cut shadows, engraved hatching, paper
// grain and the time-of-day wash that ties a picture together.
import type { Canvas } from './canvas';
import { hex, withL } from './colour';
import { el, n } from './svg';

/** Attributes of a layer group in the World's style (edge filter or cut-paper shadow). */
export function layerAttrs(c: Canvas, depth: number): Record<string, string> {
  if (c.style === 'papercut') {
    const f = c.def('cut', (id) =>
      el('filter', { id, x: '-5%', y: '-10%', width: '110%', height: '125%' }, el('feDropShadow', { dx: 0, dy: n(2.2 * c.u), stdDeviation: n(2 * c.u), 'flood-color': hex(withL(c.pal.ink, 0.08)), 'flood-opacity': 0.45 })),
    );
    return { filter: `url(#${f})` };
  }
  if (c.style === 'watercolour' && depth < 2) {
    const f = c.def('wet', (id) =>
      el(
        'filter',
        { id, x: '-3%', y: '-3%', width: '106%', height: '106%' },
        el('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.04, numOctaves: 2, seed: 3 }) + el('feDisplacementMap', { in: 'SourceGraphic', scale: n(5 * c.u) }),
      ),
    );
    return { filter: `url(#${f})` };
  }
  if (c.style === 'painterly' && depth < 2) {
    const f = c.def('brush', (id) =>
      el(
        'filter',
        { id, x: '-3%', y: '-3%', width: '106%', height: '106%' },
        el('feTurbulence', { type: 'turbulence', baseFrequency: '0.09 0.02', numOctaves: 2, seed: 7 }) + el('feDisplacementMap', { in: 'SourceGraphic', scale: n(4 * c.u) }),
      ),
    );
    return { filter: `url(#${f})` };
  }
  return {};
}

/** A hatched shadow over a shape (engraving style only): the same path filled with fine diagonal lines. */
export function hatch(c: Canvas, d: string, opacity = 0.5, cross = false): string {
  if (c.style !== 'engraving' || c.lean) return '';
  const ink = hex(c.pal.ink);
  const p = c.def(cross ? 'xhatch' : 'hatch', (id) =>
    el(
      'pattern',
      { id, width: n(3.4 * c.u), height: n(3.4 * c.u), patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(35)' },
      el('path', { d: `M0 0V${n(3.4 * c.u)}${cross ? `M0 ${n(1.7 * c.u)}H${n(3.4 * c.u)}` : ''}`, stroke: ink, 'stroke-width': n(0.55 * c.u) }),
    ),
  );
  return el('path', { d, fill: `url(#${p})`, opacity, stroke: 'none' });
}

/** A full-picture wash in the colour of the light (night blue, dusk violet, golden amber): painted before the glows. */
export function timeWash(c: Canvas, strength = 1): string {
  const { light, W, H } = c;
  let colour: string;
  let opacity: number;
  switch (light.time) {
    case 'night':
      colour = hex(withL(light.skyTop, 0.5, 0.5));
      opacity = 0.38;
      break;
    case 'dusk':
      colour = hex(withL(light.skyTop, 0.6, 0.45));
      opacity = 0.3;
      break;
    case 'golden':
      colour = hex(withL(light.skyBottom, 0.75, 0.7));
      opacity = 0.22;
      break;
    case 'dawn':
      colour = hex(withL(light.skyBottom, 0.85, 0.5));
      opacity = 0.15;
      break;
    case 'overcast':
      colour = hex(withL(light.skyTop, 0.75, 0.1));
      opacity = 0.2;
      break;
    default:
      return '';
  }
  return el('rect', { class: 'time', x: 0, y: 0, width: W, height: H, fill: colour, opacity: Math.round(opacity * strength * 100) / 100, style: 'mix-blend-mode:multiply' });
}

/** The glows painters placed (lamps, windows, the moon on water), above the wash. */
export function glows(c: Canvas): string {
  let out = '';
  for (const g of c.glows) {
    const col = hex(withL(g.colour, Math.max(0.6, g.colour.l), Math.max(0.7, g.colour.s)));
    const id = c.def(`glow${col}`, (i) =>
      el('radialGradient', { id: i }, el('stop', { offset: 0, 'stop-color': col, 'stop-opacity': 0.85 }) + el('stop', { offset: 0.35, 'stop-color': col, 'stop-opacity': 0.35 }) + el('stop', { offset: 1, 'stop-color': col, 'stop-opacity': 0 })),
    );
    out += el('circle', { cx: n(g.x), cy: n(g.y), r: n(g.r), fill: `url(#${id})`, opacity: Math.round(g.strength * 100) / 100, style: 'mix-blend-mode:screen' });
  }
  return out ? el('g', { class: 'light' }, out) : '';
}

/** Paper grain or canvas weave over the whole picture, and a soft vignette. */
export function finish(c: Canvas): string {
  const { W, H, style } = c;
  let out = '';
  if (style !== 'flat') {
    const freq = style === 'painterly' ? 0.55 : style === 'gouache' ? 0.8 : 0.9;
    const alpha = style === 'gouache' ? 0.16 : style === 'watercolour' ? 0.11 : style === 'painterly' ? 0.1 : 0.09;
    const f = c.def('grain', (id) =>
      el(
        'filter',
        { id, x: 0, y: 0, width: '100%', height: '100%' },
        el('feTurbulence', { type: 'fractalNoise', baseFrequency: freq, numOctaves: 2, seed: 11, stitchTiles: 'stitch' }) +
          el('feColorMatrix', { type: 'matrix', values: `0 0 0 0 0.35 0 0 0 0 0.3 0 0 0 0 0.25 0 0 0 ${alpha * 4} -${n(alpha * 1.6)}` }),
      ),
    );
    out += el('rect', { x: 0, y: 0, width: W, height: H, filter: `url(#${f})`, style: 'mix-blend-mode:multiply' });
  }
  if (style !== 'flat' && style !== 'papercut') {
    const v = c.def('vignette', (id) =>
      el('radialGradient', { id, cx: 0.5, cy: 0.5, r: 0.75 }, el('stop', { offset: 0.6, 'stop-color': hex(c.pal.ink), 'stop-opacity': 0 }) + el('stop', { offset: 1, 'stop-color': hex(c.pal.ink), 'stop-opacity': c.light.dark ? 0.32 : 0.16 })),
    );
    out += el('rect', { x: 0, y: 0, width: W, height: H, fill: `url(#${v})` });
  }
  return out ? el('g', { class: 'finish' }, out) : '';
}
