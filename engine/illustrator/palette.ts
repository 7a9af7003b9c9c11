// A World's palette: colour words of its image instructions, each given a job (sky, land, water,
// light, accent, ink, paper), topped up with a harmonious scheme seeded per World when the
// instructions say little.
import { hashString } from '../core/rng';
import { familyOf, hex, hexToHsl, hueDistance, mix, shift, withL, type Hsl } from './colour';
import { COLOUR_MODIFIERS, PHRASE_JOINERS, STRONG_COLOURS, WEAK_COLOURS, type ColourModifier } from './colour-words';
import { lookup, tokenize } from './tokens';
import type { IllustrationRequest } from './types';

/** A colour found in a text: where it sits (word index) and how much it counts. */
export type FoundColour = { colour: Hsl; at: number; end: number; weight: number };

function modify(c: Hsl, m: ColourModifier): Hsl {
  switch (m) {
    case 'pale':
      return { h: c.h, s: c.s * 0.8, l: c.l + (0.86 - c.l) * 0.5 };
    case 'pastel':
      return { h: c.h, s: Math.min(c.s, 0.55), l: Math.max(c.l, 0.8) };
    case 'deep':
      return { h: c.h, s: Math.min(1, c.s * 1.1), l: c.l * 0.68 };
    case 'bright':
      return { h: c.h, s: Math.min(1, c.s * 1.3 + 0.1), l: c.l + (0.55 - c.l) * 0.4 };
    case 'muted':
      return { h: c.h, s: c.s * 0.55, l: c.l + (0.5 - c.l) * 0.2 };
    case 'warm':
      return shift(c, 0, 0.05, hueDistance(c.h, 35) < 15 ? 0 : ((35 - c.h + 540) % 360) - 180 > 0 ? 15 : -15);
    case 'cool':
      return shift(c, 0, -0.03, hueDistance(c.h, 215) < 15 ? 0 : ((215 - c.h + 540) % 360) - 180 > 0 ? 15 : -15);
    case 'neon':
      return { h: c.h, s: 1, l: 0.57 };
    case 'glow':
      return shift(c, 0.1, 0.1);
    case 'sickly':
      return { h: c.h + (75 - c.h) * 0.4, s: c.s * 0.8, l: c.l + (0.55 - c.l) * 0.4 };
  }
}

/**
 * The colours a text names, in order. `weakAlone` lets nouns like "night" or "sepia"... colour on
 * their own (palette lines); elsewhere they only tint a phrase that has a colour name in it.
 */
export function coloursIn(text: string, weight = 1, weakAlone = false): FoundColour[] {
  const tokens = tokenize(text);
  const out: FoundColour[] = [];
  let run: { base: Hsl; strong: boolean }[] = [];
  let mods: ColourModifier[] = [];
  let start = -1;
  const flush = (end: number): void => {
    const strong = run.some((r) => r.strong);
    if (run.length && (strong || weakAlone)) {
      // The last colour word is the head ("moonlight blue" is a blue): it counts double.
      let c = (run[0] as { base: Hsl }).base;
      run.slice(1).forEach((r, k) => {
        c = mix(c, r.base, k === run.length - 2 ? 0.6 : 0.5);
      });
      for (const m of mods) c = modify(c, m);
      out.push({ colour: c, at: start, end, weight });
    }
    run = [];
    mods = [];
    start = -1;
  };
  for (const t of tokens) {
    const strong = lookup(STRONG_COLOURS, t.w);
    const weak = strong ? undefined : lookup(WEAK_COLOURS, t.w);
    const mod = lookup(COLOUR_MODIFIERS, t.w);
    if (strong || weak) {
      if (start < 0) start = t.i;
      run.push({ base: hexToHsl((strong ?? weak) as string), strong: strong !== undefined });
    } else if (mod && !run.length) {
      if (start < 0) start = t.i;
      mods.push(mod);
    } else if (!(run.length && t.w in PHRASE_JOINERS)) {
      flush(t.i);
      if (mod) {
        start = t.i;
        mods.push(mod);
      }
    }
    if (t.clauseEnd) flush(t.i + 1);
  }
  flush(tokens.length);
  return out;
}

/** Each colour's job in a World's pictures. */
export type Palette = {
  sky: Hsl;
  land: Hsl[];
  water: Hsl;
  light: Hsl;
  accent: Hsl;
  second: Hsl;
  ink: Hsl;
  paper: Hsl;
  /** Every colour the World named, strongest first (for clothes, objects and small accents). */
  named: Hsl[];
};

type Weighted = { colour: Hsl; weight: number };

function best(list: Weighted[], ok: (c: Hsl) => boolean, score: (w: Weighted) => number = (w) => w.weight): Weighted | undefined {
  let top: Weighted | undefined;
  for (const w of list) if (ok(w.colour) && (!top || score(w) > score(top))) top = w;
  return top;
}

/** The World's palette from its image instructions, seeded by the World's key where they name too few colours. */
export function worldPalette(instructions: IllustrationRequest['instructions'], worldKey: string): Palette {
  const i = instructions ?? {};
  const found: FoundColour[] = [
    ...coloursIn(i.colorPalette ?? '', 3, true),
    ...coloursIn(i.atmosphere ?? '', 1.4),
    ...coloursIn(i.visualStyle ?? '', 1.2),
    ...coloursIn(i.settingDetails ?? '', 0.8),
    ...coloursIn(i.artInfluences ?? '', 0.6),
    ...coloursIn(i.characterStyle ?? '', 0.5),
    ...coloursIn(i.coverPrompt ?? '', 0.6),
  ];
  // Earlier words in a line matter more: "Sepia, iron-gall black and lagoon grey-green" is mostly sepia.
  const list: Weighted[] = found.map((f) => ({ colour: f.colour, weight: f.weight * (1 - Math.min(f.at, 40) / 80) }));
  const seed = hashString(`palette|${worldKey}|${i.colorPalette ?? ''}|${i.visualStyle ?? ''}`);
  const baseHue = seed % 360;
  const scheme = (seed >>> 9) % 4;
  const harmony = [0, 180, 150, 120][scheme] as number;
  const fam = (c: Hsl): string => familyOf(c);

  const skyPick = best(list, (c) => ['blue', 'teal', 'purple'].includes(fam(c)) && c.s > 0.15, (w) => w.weight + (midLight(w.colour) ? 0.2 : 0));
  const lightPick = best(list, (c) => c.s > 0.4 && c.l > 0.45 && c.l < 0.82 && c.h >= 22 && c.h < 60);
  // No blue named: the sky is a pale wash of the World's warm light or first colour ("crimson and gold" skies glow).
  const warmSky = lightPick?.colour ?? list[0]?.colour;
  const sky = skyPick?.colour ?? (warmSky ? withL(warmSky, 0.6, Math.min(0.45, warmSky.s)) : { h: 200 + ((baseHue % 60) - 30), s: 0.45, l: 0.55 });
  const light = lightPick?.colour ?? { h: 40 + ((baseHue >> 3) % 10), s: 0.8, l: 0.66 };
  const accentPick =
    best(
      list,
      (c) => ['red', 'orange', 'pink', 'yellow', 'purple'].includes(fam(c)) && c.s > 0.35 && c !== light && hueDistance(c.h, light.h) + Math.abs(c.l - light.l) * 100 > 10,
      (w) => w.weight * (0.5 + w.colour.s) + (fam(w.colour) === 'red' ? 0.6 : fam(w.colour) === 'pink' || fam(w.colour) === 'orange' ? 0.3 : 0),
    ) ?? best(list, (c) => c.s > 0.35 && c !== light && c.l > 0.2, (w) => w.colour.s + w.weight * 0.2);
  const accent = accentPick?.colour ?? { h: (sky.h + harmony + 360) % 360, s: 0.62, l: 0.5 };
  const earthy = list.filter((w) => ['green', 'brown', 'neutral', 'teal'].includes(fam(w.colour)) && w.colour !== light && w.colour !== accent && w.colour.l > 0.12 && w.colour.l < 0.8);
  earthy.sort((a, b) => landRank(b) - landRank(a));
  const land: Hsl[] = [];
  const distinct = (c: Hsl): boolean => land.every((o) => hueDistance(o.h, c.h) * 0.02 + Math.abs(o.l - c.l) * 3 + Math.abs(o.s - c.s) > 0.45);
  for (const w of earthy) if (land.length < 3 && distinct(w.colour)) land.push(w.colour);
  // Too few land colours: darken the World's own colours into ground, then fall back to a seeded green-brown.
  for (const w of list) {
    if (land.length >= 2) break;
    const c = withL(w.colour, Math.min(0.42, w.colour.l), Math.min(0.5, w.colour.s));
    if (w.colour !== sky && w.colour !== light && w.colour.l > 0.12 && distinct(c)) land.push(c);
  }
  if (land.length === 0) land.push({ h: 95 + ((baseHue % 50) - 25), s: 0.32, l: 0.4 });
  if (land.length === 1) land.push(shift(land[0] as Hsl, -0.1, -0.05, scheme % 2 ? 25 : -25));
  const waterPick = best(list, (c) => ['teal', 'blue'].includes(fam(c)) && c !== sky);
  const water = waterPick?.colour ?? mix(sky, land[0] as Hsl, 0.25);
  const darkest = best(list, (c) => c.l < 0.3, (w) => 1 - w.colour.l);
  const ink = darkest ? withL(darkest.colour, Math.min(darkest.colour.l, 0.16), Math.min(0.45, darkest.colour.s)) : withL(sky, 0.14, 0.35);
  const lightest = best(list, (c) => c.l > 0.83 && c.s < 0.6, (w) => w.colour.l);
  const paper = lightest ? withL(lightest.colour, Math.max(0.9, lightest.colour.l), Math.min(0.45, lightest.colour.s)) : mix({ h: 42, s: 0.5, l: 0.93 }, accent, 0.05);
  const secondPick = best(list, (c) => c !== accent && c !== light && c !== sky && c.s > 0.25 && c.l > 0.3);
  const second = secondPick?.colour ?? { h: (accent.h + 150) % 360, s: 0.5, l: 0.55 };
  const named = [...list].sort((a, b) => b.weight - a.weight).map((w) => w.colour);
  return { sky, land, water, light, accent, second, ink, paper, named };
}

function midLight(c: Hsl): boolean {
  return c.l > 0.3 && c.l < 0.75;
}

function landRank(w: Weighted): number {
  const f = familyOf(w.colour);
  return w.weight + (f === 'green' ? 0.6 : f === 'brown' ? 0.4 : f === 'teal' ? 0.2 : 0);
}

/** The palette as hex strings (for tests and the gallery). */
export function paletteHex(p: Palette): Record<string, string> {
  return { sky: hex(p.sky), land: p.land.map(hex).join(' '), water: hex(p.water), light: hex(p.light), accent: hex(p.accent), second: hex(p.second), ink: hex(p.ink), paper: hex(p.paper) };
}
