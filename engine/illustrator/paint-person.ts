// People: a bust for portraits (face, hair, hat, glasses, beard, clothes, scarf, a held thing),
// a standing figure for scenes, and a crowd for factions and queues.
import { createRng, hashString } from '../core/rng';
import type { Canvas } from './canvas';
import { hex, hexToHsl, mix, shift, withL, type Hsl } from './colour';
import { hatch } from './style-defs';
import { el, n } from './svg';
import type { Hat, Traits } from './traits';

const SKIN = ['#f6d5c0', '#eec4a6', '#e0aa85', '#c98e66', '#ad734f', '#8d5a3c', '#6e452e', '#553423'];
const HAIR = ['#2a1d17', '#3b2619', '#5a3a24', '#7a4a2a', '#a5652f', '#c9a66b', '#1d1816', '#4a2c1c'];

/** The colours of one person: skin, hair and clothes, from their traits and the World's palette. */
export type Look = { skin: Hsl; hair: Hsl; top: Hsl; trousers: Hsl; scarf: Hsl | null; hat: Hsl };

/** Picks a person's colours: what the words name, else seeded choices from the World's palette. */
export function lookOf(c: Canvas, t: Traits): Look {
  const r = createRng(`look|${t.seed}`);
  const skinIdx = t.pale ? r.int(0, 1) : r.int(0, SKIN.length - 1);
  let skin = hexToHsl(SKIN[skinIdx] as string);
  if (t.weathered) skin = mix(skin, { h: 12, s: 0.5, l: 0.5 }, 0.12);
  const hair = t.hairColour ?? (t.age === 'old' ? hexToHsl(r.chance(0.5) ? '#d9d6d0' : '#a9a6a2') : hexToHsl(HAIR[skinIdx > 4 ? r.int(0, 1) * 6 : r.int(0, HAIR.length - 1)] as string));
  const choices = [c.pal.second, c.pal.accent, c.pal.land[0] as Hsl, c.pal.sky, ...c.pal.named.slice(0, 4)].filter((x) => x.l > 0.18 && x.l < 0.85);
  let top = t.topColour ?? (r.pick(choices.length ? choices : [c.pal.accent]) as Hsl);
  if (!t.topColour) {
    if (t.top === 'whites' || t.top === 'apron') top = { h: 40, s: 0.1, l: 0.94 };
    if (t.top === 'hivis') top = hexToHsl('#d4f03a');
    if (t.top === 'suit') top = withL(mix(c.pal.ink, top, 0.3), 0.2, 0.15);
    if (t.top === 'waders') top = { h: 95, s: 0.25, l: 0.3 };
    if (t.top === 'raincoat' && top.l < 0.35) top = withL(top, 0.5);
  }
  const trousers = withL(mix(c.pal.ink, top, 0.25), 0.22, 0.2);
  return { skin, hair, top, trousers, scarf: t.scarf, hat: t.hatColour ?? (t.hat === 'chef' ? { h: 40, s: 0.1, l: 0.95 } : mix(top, c.pal.ink, 0.35)) };
}

function circle(cx: number, cy: number, r: number, ry = r): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(ry)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(ry)} 0 1 0 ${n(-2 * r)} 0`;
}

/** A hat on a head of radius k centred at (cx, cy). */
export function hat(c: Canvas, kind: Hat, cx: number, cy: number, k: number, colour: Hsl): string {
  const fill = c.fill(colour);
  const line = c.line();
  const top = cy - k * 0.95;
  switch (kind) {
    case 'brim':
      return el('path', { d: `M${n(cx - k * 1.45)} ${n(top + k * 0.35)}Q${n(cx)} ${n(top + k * 0.05)} ${n(cx + k * 1.45)} ${n(top + k * 0.35)}Q${n(cx)} ${n(top + k * 0.6)} ${n(cx - k * 1.45)} ${n(top + k * 0.35)}Z`, fill, ...line }) +
        el('path', { d: `M${n(cx - k * 0.7)} ${n(top + k * 0.3)}C${n(cx - k * 0.7)} ${n(top - k * 0.55)} ${n(cx + k * 0.7)} ${n(top - k * 0.55)} ${n(cx + k * 0.7)} ${n(top + k * 0.3)}Z`, fill, ...line });
    case 'bucket':
      return el('path', { d: `M${n(cx - k * 1.1)} ${n(top + k * 0.55)}L${n(cx - k * 0.75)} ${n(top - k * 0.25)}Q${n(cx)} ${n(top - k * 0.45)} ${n(cx + k * 0.75)} ${n(top - k * 0.25)}L${n(cx + k * 1.1)} ${n(top + k * 0.55)}Q${n(cx)} ${n(top + k * 0.75)} ${n(cx - k * 1.1)} ${n(top + k * 0.55)}Z`, fill, ...line });
    case 'cap':
      return el('path', { d: `M${n(cx - k * 0.92)} ${n(top + k * 0.45)}C${n(cx - k * 0.9)} ${n(top - k * 0.45)} ${n(cx + k * 0.9)} ${n(top - k * 0.45)} ${n(cx + k * 0.92)} ${n(top + k * 0.45)}L${n(cx + k * 1.45)} ${n(top + k * 0.6)}L${n(cx + k * 0.9)} ${n(top + k * 0.62)}Z`, fill, ...line });
    case 'bobble':
      return el('path', { d: `M${n(cx - k * 0.95)} ${n(top + k * 0.5)}C${n(cx - k * 0.95)} ${n(top - k * 0.6)} ${n(cx + k * 0.95)} ${n(top - k * 0.6)} ${n(cx + k * 0.95)} ${n(top + k * 0.5)}Z`, fill, ...line }) +
        el('path', { d: `M${n(cx - k * 0.98)} ${n(top + k * 0.5)}h${n(k * 1.96)}v${n(k * 0.22)}h${n(-k * 1.96)}Z`, fill: hex(c.lit(shift(colour, -0.1))), ...line }) +
        el('circle', { cx: n(cx), cy: n(top - k * 0.3), r: n(k * 0.25), fill: hex(c.lit(withL(colour, Math.min(0.92, colour.l + 0.3)))), ...line });
    case 'captain':
      return el('path', { d: `M${n(cx - k * 1)} ${n(top + k * 0.1)}L${n(cx - k * 0.85)} ${n(top - k * 0.3)}H${n(cx + k * 0.85)}L${n(cx + k * 1)} ${n(top + k * 0.1)}V${n(top + k * 0.4)}H${n(cx - k)}Z`, fill: hex(c.lit({ h: 40, s: 0.1, l: 0.94 })), ...line }) +
        el('path', { d: `M${n(cx - k)} ${n(top + k * 0.4)}h${n(k * 2)}l${n(-k * 0.3)} ${n(k * 0.25)}h${n(-k * 1.4)}Z`, fill: hex(c.lit(withL(c.pal.ink, 0.12))), ...line }) +
        el('circle', { cx: n(cx), cy: n(top + k * 0.1), r: n(k * 0.12), fill: hex(c.lit(c.pal.light)) });
    case 'chef':
      return el('path', { d: `M${n(cx - k * 0.8)} ${n(top + k * 0.4)}V${n(top - k * 0.2)}C${n(cx - k * 1.3)} ${n(top - k * 0.6)} ${n(cx - k * 0.5)} ${n(top - k * 1.2)} ${n(cx)} ${n(top - k * 0.7)}C${n(cx + k * 0.5)} ${n(top - k * 1.2)} ${n(cx + k * 1.3)} ${n(top - k * 0.6)} ${n(cx + k * 0.8)} ${n(top - k * 0.2)}V${n(top + k * 0.4)}Z`, fill: hex(c.lit({ h: 40, s: 0.08, l: 0.96 })), ...line });
    case 'bandana':
      return el('path', { d: `M${n(cx - k * 0.95)} ${n(top + k * 0.55)}C${n(cx - k * 0.95)} ${n(top - k * 0.35)} ${n(cx + k * 0.95)} ${n(top - k * 0.35)} ${n(cx + k * 0.95)} ${n(top + k * 0.55)}Q${n(cx)} ${n(top + k * 0.25)} ${n(cx - k * 0.95)} ${n(top + k * 0.55)}Z`, fill, ...line }) +
        el('path', { d: `M${n(cx + k * 0.85)} ${n(top + k * 0.4)}l${n(k * 0.5)} ${n(k * 0.1)}l${n(-k * 0.2)} ${n(k * 0.4)}Z`, fill, ...line });
    case 'hood':
      return el('path', { d: `M${n(cx - k * 1.25)} ${n(cy + k * 1.3)}C${n(cx - k * 1.5)} ${n(top - k * 0.9)} ${n(cx + k * 1.5)} ${n(top - k * 0.9)} ${n(cx + k * 1.25)} ${n(cy + k * 1.3)}L${n(cx + k * 0.95)} ${n(cy + k * 0.6)}C${n(cx + k * 1.05)} ${n(top - k * 0.2)} ${n(cx - k * 1.05)} ${n(top - k * 0.2)} ${n(cx - k * 0.95)} ${n(cy + k * 0.6)}Z`, fill, ...line });
    case 'crown':
      return el('path', { d: `M${n(cx - k * 0.7)} ${n(top + k * 0.3)}L${n(cx - k * 0.8)} ${n(top - k * 0.45)}L${n(cx - k * 0.35)} ${n(top - k * 0.05)}L${n(cx)} ${n(top - k * 0.6)}L${n(cx + k * 0.35)} ${n(top - k * 0.05)}L${n(cx + k * 0.8)} ${n(top - k * 0.45)}L${n(cx + k * 0.7)} ${n(top + k * 0.3)}Z`, fill: hex(c.lit(withL(c.pal.light, 0.6, 0.75))), ...line });
    case 'top':
      return el('path', { d: `M${n(cx - k * 1.25)} ${n(top + k * 0.35)}h${n(k * 2.5)}M${n(cx - k * 0.7)} ${n(top + k * 0.35)}V${n(top - k * 0.9)}H${n(cx + k * 0.7)}V${n(top + k * 0.35)}Z`, fill, stroke: hex(c.lit(colour)), 'stroke-width': n(k * 0.15) });
    case 'helmet':
      return el('path', { d: `M${n(cx - k * 1.05)} ${n(top + k * 0.6)}C${n(cx - k * 1.05)} ${n(top - k * 0.5)} ${n(cx + k * 1.05)} ${n(top - k * 0.5)} ${n(cx + k * 1.05)} ${n(top + k * 0.6)}Z`, fill, ...line });
  }
}

/** A portrait bust with its head centred at `headY`: shoulders and clothes, neck, face and hair, hat, glasses, beard, scarf and a held thing. */
export function bust(c: Canvas, cx: number, bottom: number, headY: number, k: number, t: Traits): string {
  const look = lookOf(c, t);
  const r = createRng(`bust|${t.seed}`);
  const scale = t.build === 'broad' ? 1.15 : t.build === 'small' ? 0.92 : 1;
  const cy = headY - (t.build === 'tall' ? k * 0.12 : 0);
  const sy = cy + k * 1.5;
  const sw = k * 1.95 * scale;
  const line = c.line();
  let svg = '';
  const hairFill = c.fill(look.hair);
  // Hair that falls behind the shoulders.
  if (t.hair === 'long' || (t.hair === null && r.chance(0.25) && t.age !== 'old')) {
    svg += el('path', { d: `M${n(cx - k * 1.05)} ${n(cy - k * 0.2)}C${n(cx - k * 1.2)} ${n(cy - k * 1.5)} ${n(cx + k * 1.2)} ${n(cy - k * 1.5)} ${n(cx + k * 1.05)} ${n(cy - k * 0.2)}L${n(cx + k * 1.2)} ${n(sy + k * 0.9)}H${n(cx - k * 1.2)}Z`, fill: hairFill, ...line });
  } else if (t.hair === 'bob') {
    svg += el('path', { d: `M${n(cx - k * 1.08)} ${n(cy + k * 0.75)}C${n(cx - k * 1.3)} ${n(cy - k * 1.55)} ${n(cx + k * 1.3)} ${n(cy - k * 1.55)} ${n(cx + k * 1.08)} ${n(cy + k * 0.75)}Z`, fill: hairFill, ...line });
  } else if (t.hair === 'ponytail') {
    svg += el('path', { d: `M${n(cx + k * 0.6)} ${n(cy - k * 0.6)}q${n(k * 0.9)} ${n(k * 0.2)} ${n(k * 0.6)} ${n(k * 1.6)}q${n(-k * 0.3)} ${n(-k * 0.8)} ${n(-k * 0.5)} ${n(-k * 1.1)}Z`, fill: hairFill, ...line });
  } else if (t.hair === 'curly') {
    let d = '';
    for (let i = 0; i < 13; i++) {
      const a = Math.PI * (0.95 + (i / 12) * 1.1);
      d += circle(cx + Math.cos(a) * k * 1.02, cy - k * 0.15 + Math.sin(a) * k * 1.08, k * 0.33);
    }
    svg += el('path', { d, fill: hairFill, ...line });
  }
  // Torso and clothes.
  const torso = `M${n(cx - sw * 1.12)} ${n(bottom + 2)}V${n(sy + k * 0.95)}C${n(cx - sw * 1.1)} ${n(sy + k * 0.2)} ${n(cx - sw * 0.75)} ${n(sy)} ${n(cx - sw * 0.45)} ${n(sy - k * 0.05)}H${n(cx + sw * 0.45)}C${n(cx + sw * 0.75)} ${n(sy)} ${n(cx + sw * 1.1)} ${n(sy + k * 0.2)} ${n(cx + sw * 1.12)} ${n(sy + k * 0.95)}V${n(bottom + 2)}Z`;
  const neck = `M${n(cx - k * 0.36)} ${n(cy + k * 0.5)}V${n(sy + k * 0.25)}Q${n(cx)} ${n(sy + k * 0.55)} ${n(cx + k * 0.36)} ${n(sy + k * 0.25)}V${n(cy + k * 0.5)}Z`;
  svg += el('path', { d: neck, fill: c.fill(shift(look.skin, -0.06)), ...line });
  svg += el('path', { d: torso, fill: c.fill(look.top), ...line }) + hatch(c, torso, 0.35);
  svg += clothes(c, t, look, cx, sy, sw, k, bottom);
  if (look.scarf) {
    const sc = c.fill(look.scarf);
    svg += el('path', { d: `M${n(cx - k * 0.75)} ${n(sy - k * 0.15)}Q${n(cx)} ${n(sy + k * 0.5)} ${n(cx + k * 0.75)} ${n(sy - k * 0.15)}L${n(cx + k * 0.8)} ${n(sy + k * 0.3)}Q${n(cx)} ${n(sy + k * 0.95)} ${n(cx - k * 0.8)} ${n(sy + k * 0.3)}Z`, fill: sc, ...line });
    svg += el('path', { d: `M${n(cx + k * 0.25)} ${n(sy + k * 0.45)}l${n(k * 0.15)} ${n(k * 1.3)}h${n(k * 0.45)}l${n(-k * 0.1)} ${n(-k * 1.3)}Z`, fill: sc, ...line });
  }
  // Head.
  const rx = k * (t.age === 'child' ? 0.92 : 0.84);
  svg += el('ellipse', { cx: n(cx - rx), cy: n(cy + k * 0.1), rx: n(k * 0.15), ry: n(k * 0.23), fill: c.fill(shift(look.skin, -0.04)), ...line });
  svg += el('ellipse', { cx: n(cx + rx), cy: n(cy + k * 0.1), rx: n(k * 0.15), ry: n(k * 0.23), fill: c.fill(shift(look.skin, -0.04)), ...line });
  svg += el('ellipse', { cx: n(cx), cy: n(cy), rx: n(rx), ry: n(k), fill: c.fill(look.skin), ...line });
  if (t.earring) svg += el('circle', { cx: n(cx + rx), cy: n(cy + k * 0.42), r: n(k * 0.08), fill: 'none', stroke: hex(c.lit({ h: 210, s: 0.05, l: 0.8 })), 'stroke-width': n(k * 0.05) });
  svg += face(c, t, look, cx, cy, k, r.chance(0.5) ? 1 : -1);
  svg += beard(c, t, look, cx, cy, k);
  svg += hairFront(c, t, look, cx, cy, k, r.next());
  if (t.glasses) {
    const g = hex(c.lit(withL(c.pal.ink, 0.15)));
    svg += el('path', { d: `${circle(cx - k * 0.34, cy + k * 0.02, k * 0.21)}${circle(cx + k * 0.34, cy + k * 0.02, k * 0.21)}M${n(cx - k * 0.13)} ${n(cy)}h${n(k * 0.26)}`, fill: 'none', stroke: g, 'stroke-width': n(k * 0.05) });
  }
  if (t.hat) svg += hat(c, t.hat, cx, cy, k, look.hat);
  if (t.prop) svg += prop(c, t.prop, cx + sw * 0.72, bottom - k * 0.5, k * 1.1, look);
  return svg;
}

function face(c: Canvas, t: Traits, look: Look, cx: number, cy: number, k: number, turn: number): string {
  const ink = hex(c.lit(withL(mix(look.skin, c.pal.ink, 0.7), 0.14)));
  const big = c.style === 'watercolour' || t.age === 'child' ? 1.25 : 1;
  let svg = '';
  const ey = cy + k * 0.02;
  if (t.asleep) {
    svg += el('path', { d: `M${n(cx - k * 0.45)} ${n(ey)}q${n(k * 0.12)} ${n(k * 0.1)} ${n(k * 0.24)} 0M${n(cx + k * 0.21)} ${n(ey)}q${n(k * 0.12)} ${n(k * 0.1)} ${n(k * 0.24)} 0`, stroke: ink, 'stroke-width': n(k * 0.05), fill: 'none', 'stroke-linecap': 'round' });
  } else {
    svg += el('path', { d: circle(cx - k * 0.33 + turn * k * 0.02, ey, k * 0.085 * big, k * 0.11 * big) + circle(cx + k * 0.33 + turn * k * 0.02, ey, k * 0.085 * big, k * 0.11 * big), fill: ink });
    svg += el('path', { d: circle(cx - k * 0.3 + turn * k * 0.02, ey - k * 0.04, k * 0.03 * big) + circle(cx + k * 0.36 + turn * k * 0.02, ey - k * 0.04, k * 0.03 * big), fill: '#fff', opacity: 0.9 });
  }
  // Brows in the hair colour, nose and a small smile.
  const brow = hex(c.lit(withL(look.hair, Math.min(0.4, look.hair.l))));
  svg += el('path', { d: `M${n(cx - k * 0.48)} ${n(ey - k * 0.22)}q${n(k * 0.15)} ${n(-k * 0.09)} ${n(k * 0.3)} ${n(-k * 0.02)}M${n(cx + k * 0.18)} ${n(ey - k * 0.24)}q${n(k * 0.15)} ${n(-k * 0.07)} ${n(k * 0.3)} ${n(k * 0.02)}`, stroke: brow, 'stroke-width': n(k * 0.07), fill: 'none', 'stroke-linecap': 'round' });
  svg += el('path', { d: `M${n(cx + turn * k * 0.04)} ${n(cy + k * 0.12)}q${n(turn * k * 0.1)} ${n(k * 0.2)} ${n(-turn * k * 0.05)} ${n(k * 0.25)}`, stroke: hex(c.lit(shift(look.skin, -0.2))), 'stroke-width': n(k * 0.05), fill: 'none', 'stroke-linecap': 'round' });
  svg += el('path', { d: `M${n(cx - k * 0.2)} ${n(cy + k * 0.55)}q${n(k * 0.2)} ${n(k * 0.14)} ${n(k * 0.4)} 0`, stroke: hex(c.lit(withL({ h: 355, s: 0.45, l: 0.35 }, Math.min(0.4, look.skin.l)))), 'stroke-width': n(k * 0.06), fill: 'none', 'stroke-linecap': 'round' });
  svg += el('path', { d: circle(cx - k * 0.5, cy + k * 0.35, k * 0.14, k * 0.09) + circle(cx + k * 0.5, cy + k * 0.35, k * 0.14, k * 0.09), fill: hex(c.lit({ h: 355, s: 0.7, l: 0.65 })), opacity: c.style === 'watercolour' || t.age === 'child' ? 0.45 : 0.2 });
  if (t.age === 'old') svg += el('path', { d: `M${n(cx - k * 0.62)} ${n(ey + k * 0.05)}l${n(-k * 0.1)} ${n(k * 0.06)}M${n(cx + k * 0.62)} ${n(ey + k * 0.05)}l${n(k * 0.1)} ${n(k * 0.06)}M${n(cx - k * 0.3)} ${n(cy - k * 0.6)}q${n(k * 0.3)} ${n(-k * 0.06)} ${n(k * 0.6)} 0`, stroke: hex(c.lit(shift(look.skin, -0.15))), 'stroke-width': n(k * 0.035), fill: 'none' });
  return svg;
}

function beard(c: Canvas, t: Traits, look: Look, cx: number, cy: number, k: number): string {
  if (!t.beard) return '';
  const fill = c.fill(look.hair);
  if (t.beard === 'moustache') return el('path', { d: `M${n(cx - k * 0.32)} ${n(cy + k * 0.48)}q${n(k * 0.32)} ${n(-k * 0.22)} ${n(k * 0.64)} 0q${n(-k * 0.32)} ${n(-k * 0.05)} ${n(-k * 0.64)} 0Z`, fill, ...c.line(0.6) });
  if (t.beard === 'stubble') return el('path', { d: `M${n(cx - k * 0.78)} ${n(cy + k * 0.35)}C${n(cx - k * 0.7)} ${n(cy + k * 1.0)} ${n(cx - k * 0.3)} ${n(cy + k * 1.0)} ${n(cx)} ${n(cy + k * 1.0)}C${n(cx + k * 0.3)} ${n(cy + k * 1.0)} ${n(cx + k * 0.7)} ${n(cy + k * 1.0)} ${n(cx + k * 0.78)} ${n(cy + k * 0.35)}C${n(cx + k * 0.5)} ${n(cy + k * 0.75)} ${n(cx - k * 0.5)} ${n(cy + k * 0.75)} ${n(cx - k * 0.78)} ${n(cy + k * 0.35)}Z`, fill, opacity: 0.3 });
  const d = `M${n(cx - k * 0.82)} ${n(cy + k * 0.05)}C${n(cx - k * 0.85)} ${n(cy + k * 1.05)} ${n(cx - k * 0.3)} ${n(cy + k * 1.3)} ${n(cx)} ${n(cy + k * 1.3)}C${n(cx + k * 0.3)} ${n(cy + k * 1.3)} ${n(cx + k * 0.85)} ${n(cy + k * 1.05)} ${n(cx + k * 0.82)} ${n(cy + k * 0.05)}C${n(cx + k * 0.6)} ${n(cy + k * 0.55)} ${n(cx + k * 0.3)} ${n(cy + k * 0.38)} ${n(cx)} ${n(cy + k * 0.42)}C${n(cx - k * 0.3)} ${n(cy + k * 0.38)} ${n(cx - k * 0.6)} ${n(cy + k * 0.55)} ${n(cx - k * 0.82)} ${n(cy + k * 0.05)}Z`;
  return el('path', { d, fill, ...c.line(0.6) });
}

function hairFront(c: Canvas, t: Traits, look: Look, cx: number, cy: number, k: number, v: number): string {
  const fill = c.fill(look.hair);
  const line = c.line();
  const style = t.hair ?? (v < 0.3 ? 'short' : v < 0.55 ? 'shaggy' : v < 0.75 ? 'bun' : 'short');
  if (style === 'bald' || (t.hat && t.hat !== 'bandana' && t.hat !== 'crown' && style === 'short')) {
    if (style === 'bald' && t.age === 'old') return el('path', { d: `M${n(cx - k * 0.88)} ${n(cy + k * 0.1)}q${n(-k * 0.05)} ${n(-k * 0.45)} ${n(k * 0.15)} ${n(-k * 0.55)}M${n(cx + k * 0.88)} ${n(cy + k * 0.1)}q${n(k * 0.05)} ${n(-k * 0.45)} ${n(-k * 0.15)} ${n(-k * 0.55)}`, stroke: hex(c.lit(look.hair)), 'stroke-width': n(k * 0.12), fill: 'none' });
    if (style === 'bald') return '';
  }
  const sweep = v < 0.5 ? 1 : -1;
  let cap = `M${n(cx - k * 0.9)} ${n(cy + k * 0.15)}C${n(cx - k * 1.02)} ${n(cy - k * 1.3)} ${n(cx + k * 1.02)} ${n(cy - k * 1.3)} ${n(cx + k * 0.9)} ${n(cy + k * 0.15)}`;
  if (style === 'shaggy') {
    cap += `L${n(cx + k * 0.75)} ${n(cy - k * 0.35)}`;
    for (let i = 0; i < 5; i++) cap += `L${n(cx + k * (0.6 - i * 0.3))} ${n(cy - k * (i % 2 ? 0.25 : 0.5))}`;
    cap += 'Z';
  } else if (style === 'bob' || style === 'braids') {
    cap += `C${n(cx + k * 0.85)} ${n(cy - k * 0.45)} ${n(cx + k * 0.5)} ${n(cy - k * 0.42)} ${n(cx)} ${n(cy - k * 0.45)}C${n(cx - k * 0.5)} ${n(cy - k * 0.42)} ${n(cx - k * 0.85)} ${n(cy - k * 0.45)} ${n(cx - k * 0.9)} ${n(cy + k * 0.15)}Z`;
  } else if (style === 'curly') {
    let d = '';
    for (let i = 0; i < 9; i++) {
      const a = Math.PI * (1.1 + (i / 8) * 0.8);
      d += circle(cx + Math.cos(a) * k * 0.75, cy - k * 0.2 + Math.sin(a) * k * 0.85, k * 0.28);
    }
    return el('path', { d, fill, ...line });
  } else {
    cap += `C${n(cx + sweep * k * 0.6)} ${n(cy - k * 0.6)} ${n(cx - sweep * k * 0.2)} ${n(cy - k * 0.75)} ${n(cx - k * 0.9)} ${n(cy + k * 0.15)}Z`;
  }
  let svg = el('path', { d: cap, fill, ...line });
  if (style === 'bun') svg += el('circle', { cx: n(cx + sweep * k * 0.1), cy: n(cy - k * 1.12), r: n(k * 0.34), fill, ...line });
  if (style === 'braids') {
    let d = '';
    for (const side of [-1, 1]) for (let i = 0; i < 5; i++) d += circle(cx + side * k * 0.98, cy + k * (0.45 + i * 0.32), k * 0.15, k * 0.19);
    svg += el('path', { d, fill, ...line });
  }
  return svg;
}

function clothes(c: Canvas, t: Traits, look: Look, cx: number, sy: number, sw: number, k: number, bottom: number): string {
  const dark = c.fill(shift(look.top, -0.12));
  const light = hex(c.lit({ h: 40, s: 0.1, l: 0.94 }));
  const line = c.line(0.8);
  const kind = t.top ?? (createRng(`top|${t.seed}`).pick(['coat', 'knit', 'shirt', 'coat'] as const));
  switch (kind) {
    case 'coat':
    case 'raincoat':
    case 'uniform':
      return (
        el('path', { d: `M${n(cx - k * 0.45)} ${n(sy)}L${n(cx)} ${n(sy + k * 1.3)}L${n(cx + k * 0.45)} ${n(sy)}Z`, fill: kind === 'raincoat' ? dark : light, ...line }) +
        el('path', { d: `M${n(cx - k * 0.5)} ${n(sy - k * 0.05)}L${n(cx - k * 0.9)} ${n(sy + k * 0.35)}L${n(cx - k * 0.05)} ${n(sy + k * 1.45)}ZM${n(cx + k * 0.5)} ${n(sy - k * 0.05)}L${n(cx + k * 0.9)} ${n(sy + k * 0.35)}L${n(cx + k * 0.05)} ${n(sy + k * 1.45)}Z`, fill: dark, ...line }) +
        el('path', { d: `${circle(cx + k * 0.18, sy + k * 1.7, k * 0.07)}${circle(cx + k * 0.18, bottom - k * 0.35, k * 0.07)}`, fill: hex(c.lit(c.pal.light)) })
      );
    case 'suit':
      return (
        el('path', { d: `M${n(cx - k * 0.45)} ${n(sy)}L${n(cx)} ${n(sy + k * 1.4)}L${n(cx + k * 0.45)} ${n(sy)}Z`, fill: light, ...line }) +
        el('path', { d: `M${n(cx - k * 0.1)} ${n(sy + k * 0.3)}h${n(k * 0.2)}l${n(k * 0.08)} ${n(k * 0.9)}l${n(-k * 0.18)} ${n(k * 0.2)}l${n(-k * 0.18)} ${n(-k * 0.2)}Z`, fill: hex(c.lit(c.pal.accent)) }) +
        el('path', { d: `M${n(cx - k * 0.5)} ${n(sy)}L${n(cx - k * 0.8)} ${n(sy + k * 0.5)}L${n(cx - k * 0.05)} ${n(sy + k * 1.55)}ZM${n(cx + k * 0.5)} ${n(sy)}L${n(cx + k * 0.8)} ${n(sy + k * 0.5)}L${n(cx + k * 0.05)} ${n(sy + k * 1.55)}Z`, fill: dark, ...line })
      );
    case 'apron':
    case 'whites': {
      let s = el('path', { d: `M${n(cx - k * 0.42)} ${n(sy)}Q${n(cx)} ${n(sy + k * 0.5)} ${n(cx + k * 0.42)} ${n(sy)}`, fill: 'none', stroke: hex(c.lit(shift(look.top, -0.15))), 'stroke-width': n(k * 0.08) });
      if (kind === 'whites') {
        let b = '';
        for (let i = 0; i < 3; i++) b += circle(cx - k * 0.35, sy + k * (0.9 + i * 0.45), k * 0.07) + circle(cx + k * 0.35, sy + k * (0.9 + i * 0.45), k * 0.07);
        s += el('path', { d: b, fill: hex(c.lit(withL(c.pal.ink, 0.3))) });
      } else {
        s += el('path', { d: `M${n(cx - k * 0.9)} ${n(bottom + 2)}V${n(sy + k * 0.9)}H${n(cx + k * 0.9)}V${n(bottom + 2)}ZM${n(cx - k * 0.9)} ${n(sy + k * 0.9)}L${n(cx - k * 0.5)} ${n(sy)}M${n(cx + k * 0.9)} ${n(sy + k * 0.9)}L${n(cx + k * 0.5)} ${n(sy)}`, fill: light, stroke: light, 'stroke-width': n(k * 0.12) });
      }
      return s;
    }
    case 'hivis':
      return el('path', { d: `M${n(cx - sw)} ${n(sy + k * 1.3)}H${n(cx + sw)}v${n(k * 0.25)}H${n(cx - sw)}ZM${n(cx - sw)} ${n(sy + k * 2.1)}H${n(cx + sw)}v${n(k * 0.25)}H${n(cx - sw)}Z`, fill: hex(c.lit({ h: 200, s: 0.05, l: 0.85 })) });
    case 'knit': {
      let rib = '';
      for (let i = -4; i <= 4; i++) rib += `M${n(cx + i * k * 0.1)} ${n(sy + k * 0.1)}v${n(k * 0.25)}`;
      return el('path', { d: `M${n(cx - k * 0.5)} ${n(sy)}Q${n(cx)} ${n(sy + k * 0.55)} ${n(cx + k * 0.5)} ${n(sy)}`, fill: 'none', stroke: dark, 'stroke-width': n(k * 0.25) }) + el('path', { d: rib, stroke: hex(c.lit(shift(look.top, -0.2))), 'stroke-width': n(k * 0.03), opacity: 0.6 });
    }
    case 'waders':
      return el('path', { d: `M${n(cx - k * 1.1)} ${n(bottom + 2)}V${n(sy + k * 1.4)}H${n(cx + k * 1.1)}V${n(bottom + 2)}ZM${n(cx - k * 0.9)} ${n(sy + k * 1.4)}L${n(cx - k * 1.0)} ${n(sy)}M${n(cx + k * 0.9)} ${n(sy + k * 1.4)}L${n(cx + k * 1.0)} ${n(sy)}`, fill: c.fill({ h: 95, s: 0.22, l: 0.28 }), stroke: hex(c.lit({ h: 95, s: 0.22, l: 0.22 })), 'stroke-width': n(k * 0.14) });
    case 'gilet': {
      let q = '';
      for (let i = 1; i < 4; i++) q += `M${n(cx - sw)} ${n(sy + k * 0.5 * i + k * 0.4)}H${n(cx - k * 0.3)}M${n(cx + k * 0.3)} ${n(sy + k * 0.5 * i + k * 0.4)}H${n(cx + sw)}`;
      return el('path', { d: `M${n(cx - k * 0.35)} ${n(bottom + 2)}V${n(sy)}H${n(cx + k * 0.35)}V${n(bottom + 2)}Z`, fill: light, ...line }) + el('path', { d: q, stroke: hex(c.lit(shift(look.top, -0.15))), 'stroke-width': n(k * 0.04) });
    }
    case 'patchwork': {
      const cols = [c.pal.accent, c.pal.second, c.pal.sky, c.pal.land[0] as Hsl, c.pal.light];
      let s = '';
      for (let i = 0; i < 7; i++) {
        const px = cx - sw + ((i * 53) % 100) / 100 * sw * 1.7;
        const py = sy + k * 0.4 + ((i * 31) % 100) / 100 * (bottom - sy - k * 0.6);
        s += el('rect', { x: n(px), y: n(py), width: n(k * 0.55), height: n(k * 0.45), fill: hex(c.lit(cols[i % cols.length] as Hsl)), ...line });
      }
      return s;
    }
    case 'dungarees':
      return el('path', { d: `M${n(cx - k * 0.8)} ${n(bottom + 2)}V${n(sy + k * 1.2)}H${n(cx + k * 0.8)}V${n(bottom + 2)}ZM${n(cx - k * 0.7)} ${n(sy + k * 1.2)}L${n(cx - k * 0.8)} ${n(sy)}M${n(cx + k * 0.7)} ${n(sy + k * 1.2)}L${n(cx + k * 0.8)} ${n(sy)}`, fill: c.fill({ h: 215, s: 0.35, l: 0.4 }), stroke: hex(c.lit({ h: 215, s: 0.35, l: 0.35 })), 'stroke-width': n(k * 0.14) });
    case 'robe':
    case 'dress':
    case 'shirt':
      return el('path', { d: `M${n(cx - k * 0.5)} ${n(sy)}L${n(cx - k * 0.2)} ${n(sy + k * 0.45)}L${n(cx)} ${n(sy + k * 0.2)}L${n(cx + k * 0.2)} ${n(sy + k * 0.45)}L${n(cx + k * 0.5)} ${n(sy)}`, fill: 'none', stroke: dark, 'stroke-width': n(k * 0.12), 'stroke-linejoin': 'round' });
  }
}

/** A thing held up at the edge of a portrait, or in a standing figure's hand. */
export function prop(c: Canvas, kind: NonNullable<Traits['prop']>, x: number, y: number, k: number, look: Pick<Look, 'skin'>): string {
  const ink = hex(c.lit(withL(c.pal.ink, 0.18)));
  const line = c.line(0.8);
  let svg = '';
  switch (kind) {
    case 'lantern': {
      svg += el('path', { d: `M${n(x)} ${n(y - k * 1.3)}v${n(k * 0.2)}`, stroke: ink, 'stroke-width': n(k * 0.06) });
      svg += el('path', { d: `M${n(x - k * 0.28)} ${n(y - k * 1.1)}h${n(k * 0.56)}l${n(-k * 0.06)} ${n(k * 0.7)}h${n(-k * 0.44)}Z`, fill: hex(withL(c.light.lamp, 0.78, 0.95)), stroke: ink, 'stroke-width': n(k * 0.06) });
      c.glows.push({ x, y: y - k * 0.75, r: k * 1.6, colour: c.light.lamp, strength: 1 });
      break;
    }
    case 'umbrella':
      svg += el('path', { d: `M${n(x - k * 1.2)} ${n(y - k * 2.2)}Q${n(x)} ${n(y - k * 3.3)} ${n(x + k * 1.2)} ${n(y - k * 2.2)}Z`, fill: c.fill(c.pal.accent), ...line });
      svg += el('path', { d: `M${n(x)} ${n(y - k * 2.3)}V${n(y)}q0 ${n(k * 0.2)} ${n(-k * 0.2)} ${n(k * 0.2)}`, stroke: ink, 'stroke-width': n(k * 0.07), fill: 'none' });
      break;
    case 'clipboard':
    case 'book':
      svg += el('rect', { x: n(x - k * 0.45), y: n(y - k * 1.3), width: n(k * 0.9), height: n(k * 1.2), rx: n(k * 0.05), fill: c.fill(kind === 'book' ? c.pal.accent : { h: 30, s: 0.35, l: 0.45 }), ...line });
      svg += el('rect', { x: n(x - k * 0.35), y: n(y - k * 1.15), width: n(k * 0.7), height: n(k * 0.95), fill: hex(c.lit({ h: 45, s: 0.3, l: 0.94 })) });
      svg += el('path', { d: `M${n(x - k * 0.25)} ${n(y - k * 0.9)}h${n(k * 0.5)}M${n(x - k * 0.25)} ${n(y - k * 0.7)}h${n(k * 0.4)}M${n(x - k * 0.25)} ${n(y - k * 0.5)}h${n(k * 0.45)}`, stroke: ink, 'stroke-width': n(k * 0.04), opacity: 0.6 });
      break;
    case 'net':
      svg += el('path', { d: `M${n(x)} ${n(y)}L${n(x + k * 0.3)} ${n(y - k * 2.4)}`, stroke: hex(c.lit({ h: 30, s: 0.4, l: 0.4 })), 'stroke-width': n(k * 0.08) });
      svg += el('path', { d: `M${n(x + k * 0.3)} ${n(y - k * 2.4)}m${n(-k * 0.5)} 0a${n(k * 0.5)} ${n(k * 0.25)} 0 1 0 ${n(k)} 0a${n(k * 0.5)} ${n(k * 0.25)} 0 1 0 ${n(-k)} 0l${n(k * 0.5)} ${n(k * 0.9)}l${n(k * 0.5)} ${n(-k * 0.9)}`, fill: 'none', stroke: ink, 'stroke-width': n(k * 0.04) });
      break;
    case 'phone':
      svg += el('rect', { x: n(x - k * 0.25), y: n(y - k * 1), width: n(k * 0.5), height: n(k * 0.85), rx: n(k * 0.08), fill: hex(c.lit(withL(c.pal.ink, 0.15))) });
      svg += el('rect', { x: n(x - k * 0.19), y: n(y - k * 0.92), width: n(k * 0.38), height: n(k * 0.65), fill: hex(withL(c.pal.sky, 0.75, 0.6)) });
      break;
    case 'cup':
    case 'spoon':
      svg += el('path', { d: `M${n(x - k * 0.3)} ${n(y - k * 0.8)}h${n(k * 0.6)}l${n(-k * 0.06)} ${n(k * 0.6)}h${n(-k * 0.48)}Z`, fill: c.fill(c.pal.second), ...line });
      break;
    case 'tray':
      svg += el('path', { d: `M${n(x - k * 0.8)} ${n(y - k * 0.5)}h${n(k * 1.6)}l${n(-k * 0.15)} ${n(k * 0.3)}h${n(-k * 1.3)}Z`, fill: hex(c.lit({ h: 40, s: 0.05, l: 0.95 })), ...line });
      break;
    case 'bag':
      svg += el('path', { d: `M${n(x - k * 0.45)} ${n(y - k * 0.9)}h${n(k * 0.9)}v${n(k * 0.8)}h${n(-k * 0.9)}ZM${n(x - k * 0.3)} ${n(y - k * 0.9)}q${n(k * 0.3)} ${n(-k * 0.6)} ${n(k * 0.6)} 0`, fill: c.fill(mix(c.pal.second, { h: 30, s: 0.3, l: 0.45 }, 0.5)), ...line });
      break;
  }
  if (kind !== 'umbrella' && kind !== 'net') svg += el('ellipse', { cx: n(x), cy: n(y - k * 0.1), rx: n(k * 0.22), ry: n(k * 0.16), fill: c.fill(look.skin), ...line });
  return svg;
}

/** A standing figure `h` tall with its feet at (x, y), seen from the front. */
export function standing(c: Canvas, x: number, y: number, h: number, t: Traits): string {
  const look = lookOf(c, t);
  const k = h * 0.085;
  const scale = t.build === 'broad' ? 1.18 : t.build === 'small' ? 0.9 : 1;
  const cy = y - h + k * 1.05;
  const sy = cy + k * 1.35;
  const hip = y - h * 0.4;
  const long = t.top === 'coat' || t.top === 'raincoat' || t.top === 'robe' || t.top === 'dress' || t.top === 'apron' || t.top === 'whites';
  const hem = long ? y - h * 0.2 : hip;
  const sw = k * 1.15 * scale;
  const line = c.line(0.7);
  let svg = '';
  const legs = `M${n(x - sw * 0.7)} ${n(hip)}h${n(sw * 0.6)}v${n(y - hip)}h${n(-sw * 0.6)}ZM${n(x + sw * 0.1)} ${n(hip)}h${n(sw * 0.6)}v${n(y - hip)}h${n(-sw * 0.6)}Z`;
  svg += el('path', { d: legs, fill: c.fill(t.top === 'waders' ? look.top : look.trousers), ...line });
  svg += el('path', { d: circle(x - sw * 0.45, y, sw * 0.38, sw * 0.16) + circle(x + sw * 0.45, y, sw * 0.38, sw * 0.16), fill: hex(c.lit(withL(c.pal.ink, 0.14))) });
  const body = `M${n(x - sw * (long ? 1.25 : 1.05))} ${n(hem)}L${n(x - sw * 1.05)} ${n(sy + k * 0.4)}Q${n(x - sw)} ${n(sy)} ${n(x - sw * 0.55)} ${n(sy)}H${n(x + sw * 0.55)}Q${n(x + sw)} ${n(sy)} ${n(x + sw * 1.05)} ${n(sy + k * 0.4)}L${n(x + sw * (long ? 1.25 : 1.05))} ${n(hem)}Z`;
  svg += el('path', { d: body, fill: c.fill(look.top), ...line }) + hatch(c, body, 0.35);
  if (t.top === 'apron') svg += el('path', { d: `M${n(x - sw * 0.7)} ${n(sy + k)}H${n(x + sw * 0.7)}L${n(x + sw * 0.8)} ${n(hem)}H${n(x - sw * 0.8)}Z`, fill: hex(c.lit({ h: 40, s: 0.1, l: 0.94 })) });
  if (t.top === 'hivis') svg += el('path', { d: `M${n(x - sw)} ${n(sy + k * 1.1)}h${n(sw * 2)}v${n(k * 0.25)}h${n(-sw * 2)}Z`, fill: hex(c.lit({ h: 200, s: 0.05, l: 0.88 })) });
  // Arms.
  const arm = hex(c.lit(shift(look.top, -0.06)));
  const holding = t.prop === 'lantern' || t.prop === 'net';
  svg += el('path', { d: `M${n(x - sw * 0.95)} ${n(sy + k * 0.3)}L${n(x - sw * 1.25)} ${n(hip + k * 0.2)}M${n(x + sw * 0.95)} ${n(sy + k * 0.3)}L${n(x + sw * (holding ? 1.7 : 1.25))} ${n(holding ? sy + k * 1.6 : hip + k * 0.2)}`, stroke: arm, 'stroke-width': n(k * 0.62), 'stroke-linecap': 'round' });
  if (look.scarf) svg += el('path', { d: `M${n(x - sw * 0.6)} ${n(sy)}h${n(sw * 1.2)}v${n(k * 0.4)}h${n(-sw * 1.2)}ZM${n(x + sw * 0.2)} ${n(sy)}v${n(k * 1.6)}h${n(k * 0.4)}v${n(-k * 1.6)}Z`, fill: c.fill(look.scarf) });
  // Head, hair, hat.
  svg += el('ellipse', { cx: n(x), cy: n(cy), rx: n(k * 0.85), ry: n(k), fill: c.fill(look.skin), ...line });
  if (t.prop === 'umbrella') {
    svg += el('path', { d: `M${n(x - k * 2.2)} ${n(cy - k * 1.6)}Q${n(x)} ${n(cy - k * 3.6)} ${n(x + k * 2.2)} ${n(cy - k * 1.6)}Q${n(x + k * 1.1)} ${n(cy - k * 2)} ${n(x)} ${n(cy - k * 1.6)}Q${n(x - k * 1.1)} ${n(cy - k * 2)} ${n(x - k * 2.2)} ${n(cy - k * 1.6)}Z`, fill: c.fill(look.scarf ?? look.hat), ...line });
    svg += el('path', { d: `M${n(x + k * 0.1)} ${n(cy - k * 2.6)}V${n(sy + k * 1.4)}`, stroke: hex(c.lit(withL(c.pal.ink, 0.2))), 'stroke-width': n(k * 0.12) });
  }
  if (t.hair === 'curly') {
    let d = '';
    for (let i = 0; i < 7; i++) {
      const a = Math.PI * (1 + i / 6);
      d += circle(x + Math.cos(a) * k * 0.85, cy - k * 0.1 + Math.sin(a) * k * 0.95, k * 0.35);
    }
    svg += el('path', { d, fill: c.fill(look.hair), ...line });
  }
  if (t.hair !== 'bald' && t.hair !== 'curly') {
    const capD = `M${n(x - k * 0.88)} ${n(cy + k * 0.1)}C${n(x - k)} ${n(cy - k * 1.35)} ${n(x + k)} ${n(cy - k * 1.35)} ${n(x + k * 0.88)} ${n(cy + k * 0.1)}C${n(x + k * 0.5)} ${n(cy - k * 0.5)} ${n(x - k * 0.5)} ${n(cy - k * 0.5)} ${n(x - k * 0.88)} ${n(cy + k * 0.1)}Z`;
    svg += el('path', { d: capD, fill: c.fill(look.hair), ...line });
    if (t.hair === 'long' || t.hair === 'braids') svg += el('path', { d: `M${n(x - k * 0.9)} ${n(cy)}v${n(k * 1.4)}h${n(k * 0.35)}v${n(-k * 1.2)}ZM${n(x + k * 0.9)} ${n(cy)}v${n(k * 1.4)}h${n(-k * 0.35)}v${n(-k * 1.2)}Z`, fill: c.fill(look.hair) });
    if (t.hair === 'bun') svg += el('circle', { cx: n(x), cy: n(cy - k * 1.1), r: n(k * 0.35), fill: c.fill(look.hair) });
  }
  if (k > 4) svg += el('path', { d: circle(x - k * 0.3, cy + k * 0.05, k * 0.09) + circle(x + k * 0.3, cy + k * 0.05, k * 0.09), fill: hex(c.lit(withL(c.pal.ink, 0.12))) });
  if (t.hat) svg += hat(c, t.hat, x, cy, k, look.hat);
  if (t.prop === 'lantern' || t.prop === 'net' || t.prop === 'clipboard' || t.prop === 'tray') svg += prop(c, t.prop, x + sw * 1.7, sy + k * 2.1, k * 1.1, look);
  return svg;
}

/** Several people side by side, varied in height and colour (a queue, a guild, a team). */
export function crowd(c: Canvas, x0: number, x1: number, y: number, h: number, count: number, base: Traits, rain: boolean): string {
  const r = createRng(`crowd|${base.seed}`);
  const order = Array.from({ length: count }, (_, i) => i);
  let svg = '';
  for (const i of order) {
    const t = (i + 0.5) / count;
    const x = x0 + (x1 - x0) * t + (r.next() - 0.5) * ((x1 - x0) / count) * 0.4;
    const hh = h * (0.85 + r.next() * 0.25) * (1 - Math.abs(t - 0.5) * 0.1);
    const traits: Traits = {
      ...base,
      seed: `${base.seed}|${i}|${hashString(base.seed) % 97}`,
      top: r.pick(['coat', 'raincoat', 'knit', 'shirt', 'coat'] as const),
      topColour: null,
      hat: r.chance(0.25) ? r.pick(['cap', 'bobble', 'brim'] as const) : null,
      hatColour: null,
      hair: r.pick(['short', 'long', 'bun', 'curly', 'bob', 'short'] as const),
      hairColour: null,
      prop: rain && r.chance(0.6) ? 'umbrella' : r.chance(0.3) ? r.pick(['clipboard', 'bag'] as const) : null,
      scarf: r.chance(0.2) ? c.pal.accent : null,
      age: r.pick(['adult', 'young', 'old', 'adult'] as const),
      build: r.pick(['average', 'tall', 'small', 'broad'] as const),
    };
    svg += standing(c, x, y, hh, traits);
  }
  return svg;
}
