// The painting context shared by every painter: size, seeded randomness, the World's palette and
// style, the picture's light, and the <defs> (gradients, patterns, filters) pictures reuse.
import type { RandomSource } from '../core/rng';
import { hex, mix, shift, withL, type Hsl } from './colour';
import type { Time } from './lexicon';
import type { Palette } from './palette';
import { el, n } from './svg';
import type { IllustrationStyle } from './types';

/** The light of one picture: its sky and how it tints everything under it. */
export type Lighting = {
  time: Time;
  skyTop: Hsl;
  skyBottom: Hsl;
  /** The colour distance fades into (aerial perspective). */
  haze: Hsl;
  /** Colour of lamps and windows. */
  lamp: Hsl;
  dark: boolean;
};

/** A point of light a painter placed; glows are painted above the time-of-day tint. */
export type Glow = { x: number; y: number; r: number; colour: Hsl; strength: number };

/** Painting state for one picture. */
export type Canvas = {
  W: number;
  H: number;
  /** One unit of line width, scaled to the picture's size. */
  u: number;
  rng: RandomSource;
  pal: Palette;
  style: IllustrationStyle;
  light: Lighting;
  glows: Glow[];
  /** Fewer particles and no hatching: the second try for a picture that came out too large. */
  lean: boolean;
  /** One landmark, two figures, no weather: the third try. */
  bare: boolean;
  /** A unique id for a def of this picture (ids are prefixed so inline pictures never clash). */
  id(name: string): string;
  /** Adds a def once per key; returns its id. */
  def(key: string, make: (id: string) => string): string;
  /** A fill for a surface of this colour in the World's style: flat colour or a soft vertical gradient. */
  fill(c: Hsl, depth?: number): string;
  /** Attributes of outlines in the World's style (a class; none for soft styles). */
  line(weight?: number): Record<string, string | number>;
  /** A colour as the picture's light shows it (night darkens, dusk warms), faded toward the haze by depth (0 near, 1 far). */
  lit(c: Hsl, depth?: number): Hsl;
  defs(): string;
};

/** Creates the painting context. */
export function createCanvas(opts: { W: number; H: number; rng: RandomSource; pal: Palette; style: IllustrationStyle; light: Lighting; prefix: string; detail?: number }): Canvas {
  const defs = new Map<string, string>();
  const rules = new Map<string, string>();
  const ids = new Map<string, string>();
  const { W, H, style, light, pal, prefix } = opts;
  const u = Math.min(W, H) / 400;
  const gradient = style === 'watercolour' || style === 'gouache' || style === 'painterly';
  const c: Canvas = {
    W,
    H,
    u,
    rng: opts.rng,
    pal,
    style,
    light,
    glows: [],
    lean: (opts.detail ?? 0) >= 1,
    bare: (opts.detail ?? 0) >= 2,
    id(name) {
      return `${prefix}${name}`;
    },
    def(key, make) {
      let id = ids.get(key);
      if (!id) {
        id = `${prefix}${ids.size.toString(36)}`;
        ids.set(key, id);
        defs.set(key, make(id));
      }
      return id;
    },
    fill(col, depth = 0) {
      const base = c.lit(col, depth);
      if (!gradient) return hex(base);
      const spread = style === 'gouache' ? 0.05 : style === 'painterly' ? 0.09 : 0.08;
      const top = hex(shift(base, spread, -0.03));
      const bottom = hex(shift(base, -spread, 0.02));
      const id = c.def(`lg${top}${bottom}`, (i) =>
        el('linearGradient', { id: i, x1: 0, y1: 0, x2: 0, y2: 1 }, el('stop', { offset: 0, 'stop-color': top }) + el('stop', { offset: 1, 'stop-color': bottom })),
      );
      return `url(#${id})`;
    },
    line(weight = 1): Record<string, string | number> {
      // Outlines are CSS classes, one per weight: a picture repeats them hundreds of times.
      let rule: string;
      switch (style) {
        case 'flat':
          rule = `stroke:${hex(pal.ink)};stroke-width:${n(2.2 * u * weight)};stroke-linejoin:round;stroke-linecap:round`;
          break;
        case 'engraving':
          rule = `stroke:${hex(pal.ink)};stroke-width:${n(1.1 * u * weight)};stroke-linejoin:round;stroke-linecap:round`;
          break;
        case 'watercolour':
          rule = `stroke:${hex(withL(pal.ink, 0.3))};stroke-width:${n(0.9 * u * weight)};stroke-opacity:.45;stroke-linejoin:round`;
          break;
        default:
          return {};
      }
      let cls = rules.get(rule);
      if (!cls) {
        cls = `${prefix}o${rules.size}`;
        rules.set(rule, cls);
      }
      return { class: cls };
    },
    lit(col, depth = 0) {
      let x = col;
      if (style === 'engraving') x = mix(x, pal.paper, 0.28);
      if (style === 'watercolour') x = mix(x, pal.paper, 0.1);
      if (depth > 0) x = mix(x, light.haze, Math.min(0.85, depth));
      return x;
    },
    defs() {
      const css = [...rules].map(([rule, cls]) => `.${cls}{${rule}}`).join('');
      return (css ? `<style>${css}</style>` : '') + [...defs.values()].join('');
    },
  };
  return c;
}

/** The light of a picture from its time of day, weather and the World's palette. */
export function lightingFor(time: Time, pal: Palette, overcast: boolean): Lighting {
  const sky = pal.sky;
  const t: Time = overcast && (time === 'day' || time === 'golden') ? 'overcast' : time;
  switch (t) {
    case 'night':
      return { time: t, skyTop: withL(sky, 0.1, Math.min(0.55, sky.s + 0.1)), skyBottom: withL(mix(sky, pal.second, 0.15), 0.32, Math.min(0.5, sky.s)), haze: withL(sky, 0.3, 0.35), lamp: pal.light, dark: true };
    case 'dusk': {
      const top = withL(mix(sky, { h: 265, s: 0.45, l: 0.3 }, 0.4), 0.28);
      const bottom = withL(mix(pal.light, pal.accent, 0.35), 0.7, 0.75);
      return { time: t, skyTop: top, skyBottom: bottom, haze: mix(top, bottom, 0.55), lamp: pal.light, dark: false };
    }
    case 'dawn': {
      const top = withL(sky, 0.62, 0.4);
      const bottom = withL(mix(pal.light, { h: 350, s: 0.6, l: 0.8 }, 0.4), 0.84, 0.7);
      return { time: t, skyTop: top, skyBottom: bottom, haze: mix(top, bottom, 0.6), lamp: pal.light, dark: false };
    }
    case 'golden': {
      const top = withL(mix(sky, pal.light, 0.15), 0.6, 0.5);
      const bottom = withL(pal.light, 0.78, 0.8);
      return { time: t, skyTop: top, skyBottom: bottom, haze: mix(top, bottom, 0.6), lamp: pal.light, dark: false };
    }
    case 'overcast': {
      const top = withL(mix(sky, { h: 0, s: 0, l: 0.6 }, 0.6), 0.58);
      const bottom = withL(top, 0.8);
      return { time: t, skyTop: top, skyBottom: bottom, haze: withL(top, 0.76), lamp: pal.light, dark: false };
    }
    case 'day':
      return { time: t, skyTop: withL(sky, 0.6, Math.max(0.45, Math.min(0.7, sky.s))), skyBottom: withL(sky, 0.88, 0.55), haze: withL(sky, 0.82, 0.35), lamp: pal.light, dark: false };
  }
}
