// Animals (and a tin robot), drawn friendly: sitting mammals with the right ears, tail and
// snout, perching birds, an owl, a heron, a frog, a tortoise, an otter, fish, insects and
// grazing animals; scarves, hats, raincoats and spectacles when the words give them.
import { createRng } from '../core/rng';
import type { Canvas } from './canvas';
import { hex, hexToHsl, mix, shift, withL, type Hsl } from './colour';
import type { Animal } from './lexicon';
import { hat } from './paint-person';
import { hatch } from './style-defs';
import { el, n } from './svg';
import type { Traits } from './traits';

function circle(cx: number, cy: number, r: number, ry = r): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(ry)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(ry)} 0 1 0 ${n(-2 * r)} 0`;
}

const BIRD_COLOURS: Readonly<Record<string, [string, string, string]>> = {
  // back, breast, beak
  robin: ['#7d5f45', '#e3672c', '#3a2a20'],
  blackbird: ['#222125', '#2c2a2e', '#f0a22a'],
  magpie: ['#1d1d22', '#f4f2ee', '#222'],
  crow: ['#1f1f24', '#2a2a30', '#222'],
  raven: ['#1a1a20', '#25252c', '#222'],
  sparrow: ['#8a6a48', '#d8c8a8', '#4a3a2a'],
  wren: ['#8a6240', '#c8a57a', '#4a3a2a'],
  pigeon: ['#8a8e98', '#b8a0b0', '#444'],
  seagull: ['#c8ccd2', '#f6f6f4', '#f0b020'],
  gull: ['#c8ccd2', '#f6f6f4', '#f0b020'],
  parrot: ['#2f9a4a', '#e8c030', '#333'],
  kingfisher: ['#2a7ac0', '#e87a2a', '#222'],
  finch: ['#8a6a40', '#e0a060', '#555'],
};

const MAMMAL_COLOURS: Readonly<Partial<Record<Animal, string>>> = {
  hedgehog: '#8d6a48', mouse: '#9a8474', rabbit: '#a89c8c', fox: '#d2692a', cat: '#8f8a84', dog: '#9a6a42', otter: '#6e4d33', bear: '#6e4a2e',
  squirrel: '#b0582a', badger: '#7a7a7a', owl: '#8a6a45', frog: '#6aa84f', tortoise: '#7a4a22', robot: '#b9c1c9', fish: '#9ab0b8', bug: '#7a6a4a',
  cow: '#7a4a2a', deer: '#b08050', horse: '#6a4028', seal: '#8a8e92', duck: '#f2efe6', dragon: '#4f8a5a', heron: '#a8b0b8', bird: '#7d6a55',
};

type Parts = { body: Hsl; belly: Hsl; dark: Hsl; eye: string; line: Record<string, string | number> };

function partsOf(c: Canvas, kind: Animal, t: Traits): Parts {
  const body = t.body ?? hexToHsl(MAMMAL_COLOURS[kind] ?? '#8a7a6a');
  return {
    body,
    belly: withL(mix(body, { h: 40, s: 0.4, l: 0.92 }, 0.6), Math.max(0.78, body.l + 0.2)),
    dark: shift(body, -0.16),
    eye: hex(c.lit(withL(c.pal.ink, 0.1))),
    line: c.line(),
  };
}

/** Round eyes with a highlight: the friendly look of every animal here. */
function eyes(c: Canvas, x: number, y: number, gap: number, r: number, ink: string, asleep = false): string {
  if (asleep) return el('path', { d: `M${n(x - gap - r)} ${n(y)}q${n(r)} ${n(r)} ${n(2 * r)} 0M${n(x + gap - r)} ${n(y)}q${n(r)} ${n(r)} ${n(2 * r)} 0`, stroke: ink, 'stroke-width': n(r * 0.45), fill: 'none' });
  return el('path', { d: circle(x - gap, y, r, r * 1.15) + circle(x + gap, y, r, r * 1.15), fill: ink }) + el('path', { d: circle(x - gap + r * 0.35, y - r * 0.4, r * 0.35) + circle(x + gap + r * 0.35, y - r * 0.4, r * 0.35), fill: '#fff' });
}

/** A sitting mammal: fox, cat, dog, rabbit, mouse, squirrel, badger, bear, otter, hedgehog. */
function sitter(c: Canvas, kind: Animal, x: number, y: number, s: number, t: Traits): string {
  const p = partsOf(c, kind, t);
  const r = createRng(`sitter|${t.seed}`);
  const fill = (h: Hsl): string => c.fill(h);
  const headR = s * (kind === 'mouse' ? 0.22 : kind === 'hedgehog' ? 0.2 : kind === 'otter' ? 0.17 : 0.2);
  const bodyRx = s * (kind === 'otter' ? 0.22 : kind === 'bear' ? 0.33 : kind === 'hedgehog' ? 0.32 : 0.27);
  const bodyRy = s * (kind === 'otter' ? 0.36 : 0.3);
  const by = y - bodyRy;
  const hy = y - bodyRy * 2 - headR * 0.45;
  let svg = '';
  // Tail behind the body.
  const side = r.chance(0.5) ? 1 : -1;
  const tx = x + side * bodyRx * 0.8;
  if (kind === 'fox' || kind === 'squirrel' || kind === 'dragon') {
    const tail = `M${n(tx)} ${n(y - s * 0.05)}C${n(tx + side * s * 0.5)} ${n(y)} ${n(tx + side * s * 0.55)} ${n(y - s * 0.55)} ${n(tx + side * s * 0.25)} ${n(y - s * (kind === 'squirrel' ? 0.8 : 0.45))}C${n(tx + side * s * 0.35)} ${n(y - s * 0.2)} ${n(tx + side * s * 0.1)} ${n(y - s * 0.15)} ${n(tx)} ${n(y - s * 0.2)}Z`;
    svg += el('path', { d: tail, fill: fill(p.body), ...p.line });
    if (kind === 'fox') svg += el('path', { d: circle(tx + side * s * 0.27, y - s * 0.44, s * 0.07), fill: hex(c.lit(p.belly)) });
  } else if (kind === 'cat' || kind === 'mouse' || kind === 'otter') {
    const w = kind === 'otter' ? s * 0.09 : s * 0.035;
    svg += el('path', { d: `M${n(tx)} ${n(y - s * 0.04)}c${n(side * s * 0.3)} ${n(s * 0.04)} ${n(side * s * 0.45)} ${n(-s * 0.1)} ${n(side * s * 0.4)} ${n(-s * 0.35)}`, stroke: hex(c.lit(kind === 'mouse' ? withL({ h: 350, s: 0.4, l: 0.7 }, 0.72) : p.dark)), 'stroke-width': n(w), fill: 'none', 'stroke-linecap': 'round' });
  } else if (kind === 'dog') {
    svg += el('path', { d: `M${n(tx)} ${n(y - s * 0.1)}q${n(side * s * 0.25)} ${n(-s * 0.05)} ${n(side * s * 0.3)} ${n(-s * 0.3)}`, stroke: hex(c.lit(p.body)), 'stroke-width': n(s * 0.06), fill: 'none', 'stroke-linecap': 'round' });
  } else if (kind === 'rabbit') {
    svg += el('path', { d: circle(tx, y - s * 0.1, s * 0.08), fill: hex(c.lit(p.belly)), ...p.line });
  }
  // Hedgehog spines: a zigzag halo behind the body and head.
  if (kind === 'hedgehog') {
    let d = '';
    const spikes = 26;
    const cx = x;
    const cy = by - s * 0.1;
    for (let i = 0; i <= spikes; i++) {
      const a = Math.PI * (0.92 + (i / spikes) * 1.16);
      const rr = i % 2 ? s * 0.36 : s * 0.52;
      d += `${i ? 'L' : 'M'}${n(cx + Math.cos(a) * rr * 1.1)} ${n(cy + Math.sin(a) * rr)}`;
    }
    d += `L${n(cx + bodyRx)} ${n(y)}L${n(cx - bodyRx)} ${n(y)}Z`;
    svg += el('path', { d, fill: fill(p.dark), ...p.line }) + hatch(c, d, 0.5);
  }
  // Body, belly, feet.
  const body = circle(x, by, bodyRx, bodyRy);
  svg += el('path', { d: body, fill: fill(p.body), ...p.line }) + hatch(c, body, 0.3);
  const belly = t.detail && (t.knitted || kind === 'rabbit') ? t.detail : p.belly;
  const bellyShape = kind === 'hedgehog' ? circle(x, by + bodyRy * 0.3, bodyRx * 0.45, bodyRy * 0.5) : circle(x, by + bodyRy * 0.2, bodyRx * 0.6, bodyRy * 0.62);
  svg += el('path', { d: bellyShape, fill: hex(c.lit(kind === 'hedgehog' ? mix(p.body, p.belly, 0.6) : belly)) });
  if (t.knitted) {
    // Stitches and a little buttoned pocket on a knitted toy.
    let st = '';
    for (let i = 0; i < 9; i++) st += `M${n(x - bodyRx * 0.8 + (i % 3) * bodyRx * 0.7)} ${n(by - bodyRy * 0.6 + Math.floor(i / 3) * bodyRy * 0.6)}l${n(s * 0.02)} ${n(s * 0.025)}l${n(s * 0.02)} ${n(-s * 0.025)}`;
    svg += el('path', { d: st, stroke: hex(c.lit(p.dark)), 'stroke-width': n(s * 0.008), fill: 'none', opacity: 0.6 });
    svg += el('rect', { x: n(x - bodyRx * 0.3), y: n(by - bodyRy * 0.45), width: n(bodyRx * 0.6), height: n(bodyRy * 0.4), fill: hex(c.lit(shift(p.body, -0.08))), ...c.line(0.6) });
    svg += el('circle', { cx: n(x), cy: n(by - bodyRy * 0.4), r: n(s * 0.018), fill: hex(c.lit(c.pal.light)) });
  }
  if (t.top === 'raincoat' || t.top === 'coat') {
    const coat = t.topColour ?? c.pal.accent;
    svg += el('path', { d: `M${n(x - bodyRx * 1.05)} ${n(y - bodyRy * 0.1)}L${n(x - bodyRx * 0.7)} ${n(by - bodyRy * 0.8)}Q${n(x)} ${n(by - bodyRy * 1.1)} ${n(x + bodyRx * 0.7)} ${n(by - bodyRy * 0.8)}L${n(x + bodyRx * 1.05)} ${n(y - bodyRy * 0.1)}Q${n(x)} ${n(y + bodyRy * 0.1)} ${n(x - bodyRx * 1.05)} ${n(y - bodyRy * 0.1)}Z`, fill: fill(coat), ...p.line });
    svg += el('path', { d: circle(x, by - bodyRy * 0.3, s * 0.015) + circle(x, by + bodyRy * 0.1, s * 0.015), fill: hex(c.lit(withL(coat, 0.3))) });
  }
  svg += el('path', { d: circle(x - bodyRx * 0.45, y - s * 0.02, s * 0.07, s * 0.04) + circle(x + bodyRx * 0.45, y - s * 0.02, s * 0.07, s * 0.04), fill: fill(p.dark), ...p.line });
  // Ears.
  const ear = (ex: number, dir: number, len: number): string => {
    switch (kind) {
      case 'fox':
      case 'cat':
      case 'dragon':
        return `M${n(ex - dir * headR * 0.05)} ${n(hy - headR * 0.5)}L${n(ex + dir * headR * 0.35)} ${n(hy - headR * 1.35)}L${n(ex + dir * headR * 0.7)} ${n(hy - headR * 0.35)}Z`;
      case 'rabbit': {
        const droop = t.flop && dir > 0;
        return droop
          ? `M${n(ex)} ${n(hy - headR * 0.7)}C${n(ex + headR * 0.9)} ${n(hy - headR * 1.1)} ${n(ex + headR * 1.3)} ${n(hy - headR * 0.2)} ${n(ex + headR * 1.2)} ${n(hy + headR * 0.2)}C${n(ex + headR * 0.9)} ${n(hy - headR * 0.3)} ${n(ex + headR * 0.5)} ${n(hy - headR * 0.5)} ${n(ex + headR * 0.2)} ${n(hy - headR * 0.4)}Z`
          : circle(ex + dir * headR * 0.15, hy - headR * (0.9 + len * 0.9), headR * 0.24, headR * (0.55 + len * 0.45));
      }
      case 'dog':
        return `M${n(ex)} ${n(hy - headR * 0.7)}C${n(ex + dir * headR * 0.7)} ${n(hy - headR * 0.8)} ${n(ex + dir * headR * 0.8)} ${n(hy + headR * 0.3)} ${n(ex + dir * headR * 0.5)} ${n(hy + headR * 0.55)}C${n(ex + dir * headR * 0.2)} ${n(hy + headR * 0.3)} ${n(ex)} ${n(hy)} ${n(ex)} ${n(hy - headR * 0.7)}Z`;
      case 'mouse':
        return circle(ex + dir * headR * 0.35, hy - headR * 0.85, headR * 0.48);
      case 'hedgehog':
      case 'otter':
      case 'badger':
        return circle(ex + dir * headR * 0.25, hy - headR * 0.75, headR * 0.2);
      default:
        return circle(ex + dir * headR * 0.25, hy - headR * 0.8, headR * 0.3);
    }
  };
  const long = kind === 'rabbit' ? 1 : 0;
  const earD = ear(x - headR * 0.5, -1, long) + ear(x + headR * 0.5, 1, t.flop ? 0.3 : long);
  svg += el('path', { d: earD, fill: fill(kind === 'hedgehog' ? mix(p.body, p.belly, 0.6) : p.body), ...p.line });
  if (kind === 'mouse' || kind === 'rabbit') svg += el('path', { d: kind === 'mouse' ? circle(x - headR * 0.85, hy - headR * 0.85, headR * 0.28) + circle(x + headR * 0.85, hy - headR * 0.85, headR * 0.28) : circle(x - headR * 0.65, hy - headR * 1.8, headR * 0.1, headR * 0.6), fill: hex(c.lit({ h: 350, s: 0.5, l: 0.8 })), opacity: 0.8 });
  // Head and face.
  const head = circle(x, hy, headR * (kind === 'otter' ? 1.05 : 1), headR * 0.92);
  const face = kind === 'hedgehog' ? mix(p.body, p.belly, 0.45) : p.body;
  svg += el('path', { d: head, fill: fill(face), ...p.line });
  if (kind === 'fox' || kind === 'badger') svg += el('path', { d: `M${n(x - headR)} ${n(hy)}Q${n(x)} ${n(hy + headR * 0.9)} ${n(x + headR)} ${n(hy)}Q${n(x)} ${n(hy + headR * 0.3)} ${n(x - headR)} ${n(hy)}Z`, fill: hex(c.lit(p.belly)) });
  if (kind === 'badger') svg += el('path', { d: `M${n(x - headR * 0.2)} ${n(hy - headR * 0.9)}h${n(headR * 0.4)}v${n(headR * 1.2)}h${n(-headR * 0.4)}Z`, fill: hex(c.lit({ h: 0, s: 0, l: 0.95 })) });
  if (kind === 'hedgehog') {
    // A pointed, twitchy snout with a shiny nose at its tip.
    svg += el('path', { d: `M${n(x - headR * 0.5)} ${n(hy + headR * 0.05)}Q${n(x)} ${n(hy + headR * 1.25)} ${n(x + headR * 0.5)} ${n(hy + headR * 0.05)}Z`, fill: hex(c.lit(p.belly)), ...p.line });
    svg += eyes(c, x, hy - headR * 0.12, headR * 0.38, headR * 0.12, p.eye, t.asleep);
    svg += el('path', { d: circle(x, hy + headR * 0.72, headR * 0.13, headR * 0.1), fill: p.eye });
  } else {
    const muzzle = kind === 'mouse' ? headR * 0.38 : headR * 0.32;
    svg += el('path', { d: circle(x, hy + headR * 0.4, muzzle, muzzle * 0.75), fill: hex(c.lit(p.belly)) });
    svg += eyes(c, x, hy - headR * 0.05, headR * 0.4, headR * 0.13, p.eye, t.asleep);
    svg += el('path', { d: circle(x, hy + headR * 0.28, headR * 0.11, headR * 0.08), fill: p.eye });
  }
  if (kind === 'cat' || kind === 'mouse' || kind === 'rabbit' || kind === 'otter') {
    const w = headR * 0.9;
    svg += el('path', { d: `M${n(x - headR * 0.2)} ${n(hy + headR * 0.4)}l${n(-w)} ${n(-w * 0.1)}M${n(x - headR * 0.2)} ${n(hy + headR * 0.48)}l${n(-w)} ${n(w * 0.12)}M${n(x + headR * 0.2)} ${n(hy + headR * 0.4)}l${n(w)} ${n(-w * 0.1)}M${n(x + headR * 0.2)} ${n(hy + headR * 0.48)}l${n(w)} ${n(w * 0.12)}`, stroke: p.eye, 'stroke-width': n(s * 0.006), opacity: 0.6 });
  }
  svg += el('path', { d: circle(x - headR * 0.55, hy + headR * 0.3, headR * 0.14, headR * 0.09) + circle(x + headR * 0.55, hy + headR * 0.3, headR * 0.14, headR * 0.09), fill: hex(c.lit({ h: 355, s: 0.7, l: 0.7 })), opacity: 0.4 });
  svg += accessories(c, t, x, hy, headR, y - bodyRy * 2);
  return svg;
}

/** Scarf, hat and spectacles on an animal. */
function accessories(c: Canvas, t: Traits, x: number, hy: number, headR: number, neckY: number): string {
  let svg = '';
  if (t.scarf) {
    const sc = c.fill(t.scarf);
    svg += el('path', { d: `M${n(x - headR * 0.95)} ${n(neckY - headR * 0.1)}Q${n(x)} ${n(neckY + headR * 0.45)} ${n(x + headR * 0.95)} ${n(neckY - headR * 0.1)}L${n(x + headR)} ${n(neckY + headR * 0.25)}Q${n(x)} ${n(neckY + headR * 0.8)} ${n(x - headR)} ${n(neckY + headR * 0.25)}Z`, fill: sc, ...c.line() });
    svg += el('path', { d: `M${n(x + headR * 0.3)} ${n(neckY + headR * 0.4)}l${n(headR * 0.2)} ${n(headR * 1.1)}h${n(headR * 0.4)}l${n(-headR * 0.15)} ${n(-headR * 1.1)}Z`, fill: sc, ...c.line() });
  }
  if (t.glasses) {
    const g = hex(c.lit(withL(c.pal.light, 0.45, 0.6)));
    const ey = hy - headR * 0.05;
    svg += el('path', { d: `${circle(x - headR * 0.4, ey, headR * 0.24)}${circle(x + headR * 0.4, ey, headR * 0.24)}M${n(x - headR * 0.16)} ${n(ey)}h${n(headR * 0.32)}`, fill: 'none', stroke: g, 'stroke-width': n(headR * 0.06) });
  }
  if (t.hat) svg += hat(c, t.hat, x, hy + headR * 0.15, headR * 0.95, t.hatColour ?? c.pal.sky);
  return svg;
}

/** A perching bird (robin, blackbird, magpie, sparrow...) on a branch or ledge. */
function bird(c: Canvas, word: string, x: number, y: number, s: number, t: Traits): string {
  const [back, breast, beak] = BIRD_COLOURS[word] ?? [hex(t.body ?? c.pal.second), hex(mix(t.body ?? c.pal.second, { h: 40, s: 0.3, l: 0.9 }, 0.6)), '#3a2a20'];
  const body = t.body && !BIRD_COLOURS[word] ? t.body : hexToHsl(back);
  const line = c.line();
  const side = createRng(`bird|${t.seed}`).chance(0.5) ? 1 : -1;
  const cy = y - s * 0.38;
  let svg = '';
  // Tail.
  const tail = word === 'magpie' ? 0.75 : 0.4;
  svg += el('path', { d: `M${n(x - side * s * 0.2)} ${n(cy + s * 0.05)}L${n(x - side * s * (0.2 + tail))} ${n(cy + s * 0.25)}L${n(x - side * s * (0.15 + tail))} ${n(cy + s * 0.35)}Z`, fill: c.fill(body), ...line });
  if (t.detail && word === 'robin') svg += el('path', { d: `M${n(x - side * s * (0.2 + tail * 0.8))} ${n(cy + s * 0.3)}l${n(-side * s * 0.1)} ${n(s * 0.04)}`, stroke: '#fff', 'stroke-width': n(s * 0.025) });
  // Legs.
  svg += el('path', { d: `M${n(x - s * 0.05)} ${n(cy + s * 0.25)}V${n(y)}M${n(x + s * 0.07)} ${n(cy + s * 0.25)}V${n(y)}`, stroke: hex(c.lit({ h: 25, s: 0.3, l: 0.3 })), 'stroke-width': n(s * 0.02) });
  // Body and breast.
  svg += el('path', { d: circle(x, cy, s * 0.27, s * 0.24), fill: c.fill(body), ...line }) + hatch(c, circle(x, cy, s * 0.27, s * 0.24), 0.3);
  svg += el('path', { d: circle(x + side * s * 0.08, cy + s * 0.04, s * 0.17, s * 0.18), fill: hex(c.lit(hexToHsl(breast))) });
  // Wing with a shimmer for magpies.
  const wing = `M${n(x - side * s * 0.22)} ${n(cy - s * 0.05)}Q${n(x)} ${n(cy - s * 0.12)} ${n(x + side * s * 0.05)} ${n(cy + s * 0.02)}Q${n(x - side * s * 0.1)} ${n(cy + s * 0.22)} ${n(x - side * s * 0.32)} ${n(cy + s * 0.12)}Z`;
  svg += el('path', { d: wing, fill: c.fill(word === 'magpie' ? { h: 220, s: 0.55, l: 0.35 } : shift(body, -0.08)), ...line });
  // Head, eye, beak.
  const hx = x + side * s * 0.2;
  const hy = cy - s * 0.22;
  svg += el('path', { d: circle(hx, hy, s * 0.15), fill: c.fill(body), ...line });
  svg += el('path', { d: `M${n(hx + side * s * 0.13)} ${n(hy - s * 0.03)}l${n(side * s * 0.14)} ${n(s * 0.04)}l${n(-side * s * 0.14)} ${n(s * 0.04)}Z`, fill: hex(c.lit(hexToHsl(beak))) });
  svg += el('path', { d: circle(hx + side * s * 0.05, hy - s * 0.03, s * 0.035), fill: '#111' }) + el('path', { d: circle(hx + side * s * 0.06, hy - s * 0.045, s * 0.012), fill: '#fff' });
  if (word === 'robin' || t.detail) svg += el('path', { d: circle(hx + side * s * 0.06, hy + s * 0.07, s * 0.08, s * 0.06), fill: hex(c.lit(hexToHsl(breast))) });
  if (t.hat === 'crown') svg += el('path', { d: `M${n(hx - s * 0.08)} ${n(hy - s * 0.12)}l${n(s * 0.02)} ${n(-s * 0.1)}l${n(s * 0.04)} ${n(s * 0.05)}l${n(s * 0.03)} ${n(-s * 0.07)}l${n(s * 0.03)} ${n(s * 0.07)}l${n(s * 0.04)} ${n(-s * 0.05)}l${n(s * 0.01)} ${n(s * 0.1)}Z`, fill: hex(c.lit(withL(c.pal.light, 0.6, 0.7))), ...line });
  return svg;
}

/** An owl on a branch: round body, face disc, big eyes, ear tufts. */
function owl(c: Canvas, x: number, y: number, s: number, t: Traits): string {
  const p = partsOf(c, 'owl', t);
  const cy = y - s * 0.4;
  let svg = el('path', { d: `M${n(x - s * 0.3)} ${n(cy - s * 0.25)}L${n(x - s * 0.24)} ${n(cy - s * 0.48)}L${n(x - s * 0.1)} ${n(cy - s * 0.32)}ZM${n(x + s * 0.3)} ${n(cy - s * 0.25)}L${n(x + s * 0.24)} ${n(cy - s * 0.48)}L${n(x + s * 0.1)} ${n(cy - s * 0.32)}Z`, fill: c.fill(p.dark), ...p.line });
  svg += el('path', { d: circle(x, cy, s * 0.32, s * 0.4), fill: c.fill(p.body), ...p.line }) + hatch(c, circle(x, cy, s * 0.32, s * 0.4), 0.3);
  svg += el('path', { d: circle(x, cy + s * 0.12, s * 0.2, s * 0.22), fill: hex(c.lit(p.belly)) });
  svg += el('path', { d: circle(x - s * 0.12, cy - s * 0.12, s * 0.12) + circle(x + s * 0.12, cy - s * 0.12, s * 0.12), fill: hex(c.lit(p.belly)), ...p.line });
  svg += eyes(c, x, cy - s * 0.12, s * 0.12, s * 0.06, p.eye, t.asleep);
  svg += el('path', { d: `M${n(x - s * 0.03)} ${n(cy - s * 0.04)}h${n(s * 0.06)}l${n(-s * 0.03)} ${n(s * 0.07)}Z`, fill: hex(c.lit(c.pal.light)) });
  svg += el('path', { d: `M${n(x - s * 0.1)} ${n(y - s * 0.02)}v${n(-s * 0.04)}M${n(x + s * 0.1)} ${n(y - s * 0.02)}v${n(-s * 0.04)}`, stroke: hex(c.lit(c.pal.light)), 'stroke-width': n(s * 0.03) });
  return svg;
}

/** A heron standing in the shallows on long legs. */
function heron(c: Canvas, x: number, y: number, s: number, t: Traits): string {
  const body = t.body ?? hexToHsl('#a6adb4');
  const line = c.line();
  const by = y - s * 0.5;
  let svg = el('path', { d: `M${n(x - s * 0.05)} ${n(by + s * 0.1)}V${n(y)}M${n(x + s * 0.05)} ${n(by + s * 0.1)}L${n(x + s * 0.1)} ${n(y)}`, stroke: hex(c.lit({ h: 40, s: 0.4, l: 0.4 })), 'stroke-width': n(s * 0.015) });
  svg += el('path', { d: `M${n(x - s * 0.25)} ${n(by)}Q${n(x)} ${n(by - s * 0.15)} ${n(x + s * 0.15)} ${n(by - s * 0.05)}Q${n(x)} ${n(by + s * 0.15)} ${n(x - s * 0.3)} ${n(by + s * 0.08)}Z`, fill: c.fill(body), ...line });
  svg += el('path', { d: `M${n(x + s * 0.1)} ${n(by - s * 0.05)}C${n(x + s * 0.25)} ${n(by - s * 0.2)} ${n(x + s * 0.05)} ${n(by - s * 0.3)} ${n(x + s * 0.12)} ${n(by - s * 0.42)}`, stroke: hex(c.lit(body)), 'stroke-width': n(s * 0.04), fill: 'none', 'stroke-linecap': 'round' });
  svg += el('path', { d: circle(x + s * 0.13, by - s * 0.43, s * 0.04), fill: c.fill(body), ...line });
  svg += el('path', { d: `M${n(x + s * 0.16)} ${n(by - s * 0.45)}l${n(s * 0.2)} ${n(s * 0.03)}l${n(-s * 0.2)} ${n(s * 0.02)}Z`, fill: hex(c.lit({ h: 45, s: 0.7, l: 0.55 })) });
  svg += el('path', { d: `M${n(x + s * 0.1)} ${n(by - s * 0.46)}l${n(-s * 0.12)} ${n(-s * 0.02)}`, stroke: '#222', 'stroke-width': n(s * 0.01) });
  return svg;
}

/** A frog sitting squat with eyes on top. */
function frog(c: Canvas, x: number, y: number, s: number, t: Traits): string {
  const p = partsOf(c, 'frog', t);
  const by = y - s * 0.2;
  let svg = el('path', { d: circle(x, by, s * 0.38, s * 0.22), fill: c.fill(p.body), ...p.line });
  svg += el('path', { d: circle(x, by + s * 0.06, s * 0.24, s * 0.12), fill: hex(c.lit(p.belly)) });
  svg += el('path', { d: circle(x - s * 0.17, by - s * 0.2, s * 0.1) + circle(x + s * 0.17, by - s * 0.2, s * 0.1), fill: c.fill(p.body), ...p.line });
  svg += eyes(c, x, by - s * 0.21, s * 0.17, s * 0.05, p.eye, t.asleep);
  svg += el('path', { d: `M${n(x - s * 0.16)} ${n(by + s * 0.0)}q${n(s * 0.16)} ${n(s * 0.1)} ${n(s * 0.32)} 0`, stroke: p.eye, 'stroke-width': n(s * 0.015), fill: 'none' });
  svg += el('path', { d: circle(x - s * 0.33, y - s * 0.03, s * 0.1, s * 0.04) + circle(x + s * 0.33, y - s * 0.03, s * 0.1, s * 0.04), fill: c.fill(p.dark) });
  return svg + accessories(c, t, x, by - s * 0.15, s * 0.2, by);
}

/** A tortoise: a domed, patterned shell, stubby legs and a wise old head. */
function tortoise(c: Canvas, x: number, y: number, s: number, t: Traits): string {
  const shell = t.body ?? hexToHsl('#8a4a22');
  const skin = hexToHsl('#9a9a6a');
  const line = c.line();
  const side = createRng(`tort|${t.seed}`).chance(0.5) ? 1 : -1;
  let svg = el('path', { d: circle(x - s * 0.25, y - s * 0.05, s * 0.07, s * 0.06) + circle(x + s * 0.22, y - s * 0.05, s * 0.07, s * 0.06), fill: c.fill(skin), ...line });
  // Neck and head reaching out.
  const hx = x + side * s * 0.5;
  const hy = y - s * 0.36;
  svg += el('path', { d: `M${n(x + side * s * 0.25)} ${n(y - s * 0.12)}Q${n(x + side * s * 0.42)} ${n(y - s * 0.15)} ${n(hx - side * s * 0.05)} ${n(hy + s * 0.05)}`, stroke: hex(c.lit(skin)), 'stroke-width': n(s * 0.13), fill: 'none', 'stroke-linecap': 'round' });
  svg += el('path', { d: circle(hx, hy, s * 0.15, s * 0.13), fill: c.fill(skin), ...line });
  const dome = `M${n(x - s * 0.42)} ${n(y - s * 0.08)}C${n(x - s * 0.42)} ${n(y - s * 0.62)} ${n(x + s * 0.42)} ${n(y - s * 0.62)} ${n(x + s * 0.42)} ${n(y - s * 0.08)}Z`;
  svg += el('path', { d: dome, fill: c.fill(shell), ...line });
  // Shell plates, polished like a conker.
  let plates = '';
  for (const [px, py, pr] of [[0, 0.3, 0.1], [-0.2, 0.22, 0.08], [0.2, 0.22, 0.08], [-0.1, 0.42, 0.07], [0.1, 0.42, 0.07]] as const) plates += circle(x + px * s, y - py * s, pr * s, pr * s * 0.8);
  svg += el('path', { d: plates, fill: hex(c.lit(shift(shell, 0.08))), stroke: hex(c.lit(shift(shell, -0.12))), 'stroke-width': n(s * 0.01) }) + hatch(c, dome, 0.3);
  svg += el('path', { d: `M${n(x - s * 0.18)} ${n(y - s * 0.4)}q${n(s * 0.08)} ${n(-s * 0.05)} ${n(s * 0.16)} ${n(-s * 0.02)}`, stroke: '#fff', 'stroke-width': n(s * 0.02), opacity: 0.5, fill: 'none' });
  svg += el('path', { d: `M${n(x - s * 0.44)} ${n(y - s * 0.08)}h${n(s * 0.88)}`, stroke: hex(c.lit(shift(shell, -0.15))), 'stroke-width': n(s * 0.04) });
  svg += eyes(c, hx + side * s * 0.03, hy - s * 0.03, s * 0.055, s * 0.025, hex(c.lit(withL(c.pal.ink, 0.1))), t.asleep);
  svg += el('path', { d: `M${n(hx - side * s * 0.02)} ${n(hy + s * 0.06)}q${n(side * s * 0.06)} ${n(s * 0.03)} ${n(side * s * 0.11)} ${n(-s * 0.01)}`, stroke: '#333', 'stroke-width': n(s * 0.01), fill: 'none' });
  if (t.glasses) {
    const g = hex(c.lit(withL(c.pal.light, 0.45, 0.6)));
    // Spectacles, a second pair pushed up on the forehead: wise and a little funny.
    svg += el('path', { d: `${circle(hx + side * s * 0.085, hy - s * 0.03, s * 0.045)}${circle(hx - side * s * 0.025, hy - s * 0.03, s * 0.045)}M${n(hx + side * s * 0.02)} ${n(hy - s * 0.03)}h${n(side * s * 0.02)}${circle(hx + side * s * 0.03, hy - s * 0.11, s * 0.035)}`, fill: 'none', stroke: g, 'stroke-width': n(s * 0.014) });
  }
  return svg;
}

/** A tin robot the size of a teacup: box body, lamp eyes, an antenna, a winding key and a wheel. */
function robot(c: Canvas, x: number, y: number, s: number, t: Traits): string {
  const tin = t.body ?? hexToHsl('#b9c1c9');
  const line = c.line();
  let svg = el('path', { d: circle(x, y - s * 0.07, s * 0.08), fill: hex(c.lit(withL(c.pal.ink, 0.25))), ...line });
  svg += el('path', { d: `M${n(x + s * 0.26)} ${n(y - s * 0.42)}h${n(s * 0.12)}m${n(-s * 0.02)} ${n(-s * 0.06)}v${n(s * 0.12)}`, stroke: hex(c.lit(withL(c.pal.light, 0.5, 0.5))), 'stroke-width': n(s * 0.035), 'stroke-linecap': 'round' });
  svg += el('rect', { x: n(x - s * 0.26), y: n(y - s * 0.56), width: n(s * 0.52), height: n(s * 0.44), rx: n(s * 0.06), fill: c.fill(tin), ...line });
  svg += el('rect', { x: n(x - s * 0.14), y: n(y - s * 0.46), width: n(s * 0.28), height: n(s * 0.18), rx: n(s * 0.03), fill: hex(c.lit(shift(tin, -0.12))) });
  svg += el('path', { d: circle(x - s * 0.06, y - s * 0.37, s * 0.025) + circle(x + s * 0.06, y - s * 0.37, s * 0.025), fill: hex(c.lit(c.pal.accent)) });
  svg += el('path', { d: `M${n(x - s * 0.26)} ${n(y - s * 0.45)}l${n(-s * 0.12)} ${n(s * 0.12)}M${n(x + s * 0.26)} ${n(y - s * 0.3)}l${n(s * 0.1)} ${n(s * 0.06)}`, stroke: hex(c.lit(shift(tin, -0.15))), 'stroke-width': n(s * 0.05), 'stroke-linecap': 'round' });
  svg += el('rect', { x: n(x - s * 0.22), y: n(y - s * 0.9), width: n(s * 0.44), height: n(s * 0.34), rx: n(s * 0.08), fill: c.fill(tin), ...line });
  svg += el('path', { d: `M${n(x)} ${n(y - s * 0.9)}v${n(-s * 0.1)}`, stroke: hex(c.lit(shift(tin, -0.2))), 'stroke-width': n(s * 0.02) });
  svg += el('circle', { cx: n(x), cy: n(y - s * 1.02), r: n(s * 0.035), fill: hex(c.lit(c.pal.accent)) });
  const lamp = hex(withL(c.light.lamp, 0.75, 0.95));
  svg += el('path', { d: circle(x - s * 0.1, y - s * 0.75, s * 0.065) + circle(x + s * 0.1, y - s * 0.75, s * 0.065), fill: lamp, stroke: hex(c.lit(shift(tin, -0.25))), 'stroke-width': n(s * 0.015) });
  c.glows.push({ x, y: y - s * 0.75, r: s * 0.35, colour: c.light.lamp, strength: 0.55 });
  svg += el('path', { d: `M${n(x - s * 0.07)} ${n(y - s * 0.64)}q${n(s * 0.07)} ${n(s * 0.04)} ${n(s * 0.14)} 0`, stroke: hex(c.lit(withL(c.pal.ink, 0.2))), 'stroke-width': n(s * 0.015), fill: 'none' });
  return svg + accessories(c, { ...t, glasses: false }, x, y - s * 0.78, s * 0.22, y - s * 0.56);
}

/** A fish seen from the side. */
function fish(c: Canvas, x: number, y: number, s: number, t: Traits): string {
  const body = t.body ?? hexToHsl('#8fa8a0');
  const cy = y - s * 0.35;
  let svg = el('path', { d: `M${n(x - s * 0.4)} ${n(cy)}Q${n(x)} ${n(cy - s * 0.28)} ${n(x + s * 0.35)} ${n(cy)}Q${n(x)} ${n(cy + s * 0.28)} ${n(x - s * 0.4)} ${n(cy)}ZM${n(x - s * 0.35)} ${n(cy)}l${n(-s * 0.18)} ${n(-s * 0.14)}v${n(s * 0.28)}Z`, fill: c.fill(body), ...c.line() });
  let spots = '';
  for (let i = 0; i < 7; i++) spots += circle(x - s * 0.2 + (i % 4) * s * 0.1, cy - s * 0.06 + Math.floor(i / 4) * s * 0.08, s * 0.015);
  svg += el('path', { d: spots, fill: hex(c.lit(shift(body, -0.2))) });
  svg += el('path', { d: circle(x + s * 0.22, cy - s * 0.04, s * 0.03), fill: '#111' });
  return svg;
}

/** A small creature of the riverbed or garden: a mayfly nymph, a beetle, a bee. */
function bug(c: Canvas, x: number, y: number, s: number, t: Traits): string {
  const body = t.body ?? hexToHsl('#7a6a48');
  const ink = hex(c.lit(shift(body, -0.25)));
  const cy = y - s * 0.35;
  let legs = '';
  for (let i = -1; i <= 1; i++) legs += `M${n(x + i * s * 0.08)} ${n(cy)}l${n(-s * 0.2)} ${n(s * (0.05 + i * 0.08))}M${n(x + i * s * 0.08)} ${n(cy)}l${n(s * 0.2)} ${n(s * (0.05 + i * 0.08))}`;
  let svg = el('path', { d: legs, stroke: ink, 'stroke-width': n(s * 0.015), fill: 'none' });
  svg += el('path', { d: `M${n(x)} ${n(cy + s * 0.18)}l${n(-s * 0.08)} ${n(s * 0.2)}M${n(x)} ${n(cy + s * 0.18)}v${n(s * 0.22)}M${n(x)} ${n(cy + s * 0.18)}l${n(s * 0.08)} ${n(s * 0.2)}M${n(x - s * 0.03)} ${n(cy - s * 0.17)}l${n(-s * 0.1)} ${n(-s * 0.12)}M${n(x + s * 0.03)} ${n(cy - s * 0.17)}l${n(s * 0.1)} ${n(-s * 0.12)}`, stroke: ink, 'stroke-width': n(s * 0.01), fill: 'none' });
  let seg = '';
  for (let i = 0; i < 5; i++) seg += circle(x, cy - s * 0.1 + i * s * 0.06, s * (0.08 - i * 0.008), s * 0.04);
  svg += el('path', { d: seg, fill: c.fill(body), ...c.line(0.6) });
  svg += el('path', { d: circle(x, cy - s * 0.16, s * 0.06), fill: c.fill(body), ...c.line(0.6) });
  let gills = '';
  for (let i = 0; i < 4; i++) gills += circle(x - s * 0.1, cy + i * s * 0.05, s * 0.025) + circle(x + s * 0.1, cy + i * s * 0.05, s * 0.025);
  svg += el('path', { d: gills, fill: hex(c.lit(withL(body, 0.75))), opacity: 0.7 });
  return svg;
}

/** A grazing animal side-on: cow, deer, horse. */
function grazer(c: Canvas, kind: Animal, x: number, y: number, s: number, t: Traits): string {
  const p = partsOf(c, kind, t);
  const by = y - s * 0.5;
  const line = c.line();
  let svg = el('path', { d: `M${n(x - s * 0.3)} ${n(by)}V${n(y)}M${n(x - s * 0.18)} ${n(by)}V${n(y)}M${n(x + s * 0.2)} ${n(by)}V${n(y)}M${n(x + s * 0.3)} ${n(by)}V${n(y)}`, stroke: hex(c.lit(p.dark)), 'stroke-width': n(s * 0.06), 'stroke-linecap': 'round' });
  svg += el('path', { d: `M${n(x - s * 0.38)} ${n(by + s * 0.05)}Q${n(x - s * 0.4)} ${n(by - s * 0.25)} ${n(x - s * 0.15)} ${n(by - s * 0.22)}H${n(x + s * 0.3)}Q${n(x + s * 0.42)} ${n(by - s * 0.2)} ${n(x + s * 0.38)} ${n(by + s * 0.05)}Z`, fill: c.fill(p.body), ...line });
  svg += el('path', { d: `M${n(x + s * 0.3)} ${n(by - s * 0.18)}L${n(x + s * 0.45)} ${n(by - s * 0.42)}L${n(x + s * 0.58)} ${n(by - s * 0.3)}L${n(x + s * 0.42)} ${n(by - s * 0.08)}Z`, fill: c.fill(p.body), ...line });
  svg += el('path', { d: circle(x + s * 0.5, by - s * 0.33, s * 0.02), fill: p.eye });
  if (kind === 'deer') svg += el('path', { d: `M${n(x + s * 0.47)} ${n(by - s * 0.42)}l${n(-s * 0.05)} ${n(-s * 0.2)}m${n(s * 0.02)} ${n(s * 0.08)}l${n(-s * 0.08)} ${n(-s * 0.04)}M${n(x + s * 0.5)} ${n(by - s * 0.42)}l${n(s * 0.06)} ${n(-s * 0.18)}`, stroke: hex(c.lit(p.dark)), 'stroke-width': n(s * 0.02), fill: 'none' });
  if (kind === 'horse') svg += el('path', { d: `M${n(x + s * 0.32)} ${n(by - s * 0.22)}L${n(x + s * 0.44)} ${n(by - s * 0.44)}`, stroke: hex(c.lit(withL(p.body, 0.15))), 'stroke-width': n(s * 0.05) });
  return svg;
}

/** A seal hauled out on a sandbank. */
function seal(c: Canvas, x: number, y: number, s: number, t: Traits): string {
  const p = partsOf(c, 'seal', t);
  let svg = el('path', { d: `M${n(x - s * 0.45)} ${n(y)}Q${n(x - s * 0.2)} ${n(y - s * 0.35)} ${n(x + s * 0.2)} ${n(y - s * 0.4)}Q${n(x + s * 0.4)} ${n(y - s * 0.4)} ${n(x + s * 0.38)} ${n(y - s * 0.25)}Q${n(x + s * 0.3)} ${n(y)} ${n(x - s * 0.45)} ${n(y)}Z`, fill: c.fill(p.body), ...c.line() });
  svg += eyes(c, x + s * 0.28, y - s * 0.32, s * 0.04, s * 0.02, p.eye, t.asleep);
  return svg;
}

/** A duck floating. */
function duck(c: Canvas, x: number, y: number, s: number, t: Traits): string {
  const p = partsOf(c, 'duck', t);
  let svg = el('path', { d: `M${n(x - s * 0.35)} ${n(y - s * 0.2)}Q${n(x)} ${n(y + s * 0.05)} ${n(x + s * 0.3)} ${n(y - s * 0.2)}Q${n(x)} ${n(y - s * 0.4)} ${n(x - s * 0.35)} ${n(y - s * 0.2)}Z`, fill: c.fill(p.body), ...c.line() });
  svg += el('path', { d: circle(x + s * 0.2, y - s * 0.42, s * 0.1), fill: c.fill(t.body ? p.body : { h: 140, s: 0.5, l: 0.3 }), ...c.line() });
  svg += el('path', { d: `M${n(x + s * 0.28)} ${n(y - s * 0.42)}l${n(s * 0.1)} ${n(s * 0.02)}l${n(-s * 0.1)} ${n(s * 0.03)}Z`, fill: hex(c.lit({ h: 40, s: 0.9, l: 0.55 })) });
  svg += el('path', { d: circle(x + s * 0.22, y - s * 0.45, s * 0.015), fill: '#111' });
  return svg;
}

/** Paints an animal `s` pixels tall standing or sitting at (x, y). */
export function animal(c: Canvas, kind: Animal, word: string, x: number, y: number, s: number, t: Traits): string {
  switch (kind) {
    case 'bird':
      return bird(c, word, x, y, s * 0.8, t);
    case 'owl':
      return owl(c, x, y, s, t);
    case 'heron':
      return heron(c, x, y, s * 1.2, t);
    case 'frog':
      return frog(c, x, y, s * 0.8, t);
    case 'tortoise':
      return tortoise(c, x - s * 0.1, y, s * 1.35, t);
    case 'robot':
      return robot(c, x, y, s * 0.85, t);
    case 'fish':
      return fish(c, x, y, s, t);
    case 'bug':
      return bug(c, x, y, s, t);
    case 'cow':
    case 'deer':
    case 'horse':
      return grazer(c, kind, x, y, s, t);
    case 'seal':
      return seal(c, x, y, s, t);
    case 'duck':
      return duck(c, x, y, s, t);
    default:
      return sitter(c, kind, x, y, s, t);
  }
}
