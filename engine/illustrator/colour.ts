// Colour arithmetic in HSL and RGB, with hex output: enough for palettes, light and aerial perspective.

/** A colour: hue in degrees [0, 360), saturation and lightness in [0, 1]. */
export type Hsl = { h: number; s: number; l: number };

const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x);

/** An HSL colour from a #rrggbb string. */
export function hexToHsl(hex: string): Hsl {
  const n = parseInt(hex.slice(1), 16);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: h * 60, s, l };
}

function rgbOf(c: Hsl): [number, number, number] {
  const h = (((c.h % 360) + 360) % 360) / 360;
  const s = clamp01(c.s);
  const l = clamp01(c.l);
  if (s === 0) return [l, l, l];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const f = (t: number): number => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [f(h + 1 / 3), f(h), f(h - 1 / 3)];
}

function hslOfRgb(r: number, g: number, b: number): Hsl {
  const to = (x: number): string => Math.round(clamp01(x) * 255).toString(16).padStart(2, '0');
  return hexToHsl(`#${to(r)}${to(g)}${to(b)}`);
}

/** The #rrggbb string of a colour. */
export function hex(c: Hsl): string {
  const [r, g, b] = rgbOf(c);
  const to = (x: number): string => Math.round(clamp01(x) * 255).toString(16).padStart(2, '0');
  return `#${to(r)}${to(g)}${to(b)}`;
}

/** A blend of two colours in RGB: t = 0 gives a, t = 1 gives b. */
export function mix(a: Hsl, b: Hsl, t: number): Hsl {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return hslOfRgb(x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t);
}

/** The colour with its lightness, saturation and hue changed by the given amounts. */
export function shift(c: Hsl, dl: number, ds = 0, dh = 0): Hsl {
  return { h: (((c.h + dh) % 360) + 360) % 360, s: clamp01(c.s + ds), l: clamp01(c.l + dl) };
}

/** The colour with lightness (and optionally saturation) set. */
export function withL(c: Hsl, l: number, s?: number): Hsl {
  return { h: c.h, s: s === undefined ? c.s : clamp01(s), l: clamp01(l) };
}

/** Angular distance between two hues, in degrees [0, 180]. */
export function hueDistance(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return d > 180 ? 360 - d : d;
}

/** A broad family a colour belongs to, for giving it a job in the picture. */
export type Family = 'neutral' | 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'purple' | 'pink' | 'brown';

/** The colour's broad family. */
export function familyOf(c: Hsl): Family {
  if (c.s < 0.14 || (c.s < 0.22 && (c.l < 0.2 || c.l > 0.85))) return 'neutral';
  const h = c.h;
  if ((h < 40 || h >= 345) && c.l < 0.42 && c.s < 0.7 && h >= 15 && h < 40) return 'brown';
  if (h >= 15 && h < 50 && c.l < 0.45) return 'brown';
  if (h < 12 || h >= 345) return c.l > 0.7 ? 'pink' : 'red';
  if (h < 40) return 'orange';
  if (h < 65) return 'yellow';
  if (h < 160) return 'green';
  if (h < 195) return 'teal';
  if (h < 255) return 'blue';
  if (h < 300) return 'purple';
  return c.l > 0.6 ? 'pink' : 'red';
}

/** True for yellows, ambers, oranges and golds: colours that can be light. */
export function isWarmLight(c: Hsl): boolean {
  return c.s > 0.35 && c.l > 0.45 && c.h >= 25 && c.h < 60;
}
