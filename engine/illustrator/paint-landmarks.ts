// Landmarks standing on the ground: a great tree (with a door in its roots), houses and
// cottages, towers, a lighthouse, a door in a wall, gates, boats, bridges, a weir, a castle,
// tents, a windmill, street lamps, lanterns, benches, stilt huts, an outfall pipe, cattle.
import type { Canvas } from './canvas';
import { hex, mix, shift, withL, type Hsl } from './colour';
import type { Feature } from './lexicon';
import { hatch } from './style-defs';
import { el, n, poly } from './svg';

const BROWN: Hsl = { h: 28, s: 0.35, l: 0.32 };
const STONE: Hsl = { h: 35, s: 0.12, l: 0.62 };

/** Options a landmark may use: a door and glow (the Lost-and-Found's tree), and whether it is night. */
export type LandmarkOpts = { door?: boolean; doorColour?: Hsl | null; wallColour?: Hsl | null; depth?: number };

function circlePath(cx: number, cy: number, r: number, ry = r): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(ry)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(ry)} 0 1 0 ${n(-2 * r)} 0`;
}

/** A doorway with warm light (used in trees, walls and houses). */
function doorway(c: Canvas, x: number, y: number, w: number, h: number, colour: Hsl, open: boolean, round: boolean): string {
  const d = round ? `M${n(x - w / 2)} ${n(y)}V${n(y - h + w / 2)}a${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(w)} 0V${n(y)}Z` : `M${n(x - w / 2)} ${n(y)}V${n(y - h)}h${n(w)}V${n(y)}Z`;
  const lampLit = c.light.dark || c.light.time === 'dusk';
  let svg = el('path', { d, fill: hex(c.lit(colour)), ...c.line() });
  if (open && lampLit) {
    const inner = round ? `M${n(x - w * 0.1)} ${n(y)}V${n(y - h * 0.8)}a${n(w * 0.38)} ${n(w * 0.42)} 0 0 1 ${n(w * 0.5)} ${n(w * 0.1)}V${n(y)}Z` : `M${n(x)} ${n(y)}V${n(y - h * 0.95)}h${n(w * 0.45)}V${n(y)}Z`;
    svg += el('path', { d: inner, fill: hex(withL(c.light.lamp, 0.75, 0.9)) });
    svg += el('path', { d: `M${n(x - w * 0.1)} ${n(y)}L${n(x + w * 0.4)} ${n(y)}L${n(x + w * 1.6)} ${n(y + h * 0.35)}L${n(x - w * 0.6)} ${n(y + h * 0.35)}Z`, fill: hex(withL(c.light.lamp, 0.7, 0.8)), opacity: 0.35 });
    c.glows.push({ x, y: y - h * 0.45, r: h * 1.3, colour: c.light.lamp, strength: 0.9 });
  }
  // A round knob (a brass button on the Finders' door).
  svg += el('circle', { cx: n(x + w * (open && lampLit ? -0.3 : 0.3)), cy: n(y - h * 0.45), r: n(w * 0.07), fill: hex(c.lit(withL(c.pal.light, 0.55, 0.6))) });
  return svg;
}

/** A great old tree: trunk, spreading roots and a cloud-like crown; an optional door in its roots. */
function tree(c: Canvas, x: number, y: number, s: number, o: LandmarkOpts): string {
  const { rng } = c;
  const bark = c.lit(mix(BROWN, c.pal.ink, 0.25), o.depth);
  const leaf = c.pal.land[0] as Hsl;
  const tw = s * 0.2;
  const trunk =
    `M${n(x - tw * 1.6)} ${n(y)}C${n(x - tw * 0.7)} ${n(y - s * 0.05)} ${n(x - tw * 0.5)} ${n(y - s * 0.2)} ${n(x - tw * 0.45)} ${n(y - s * 0.55)}` +
    `L${n(x - tw * 0.9)} ${n(y - s * 0.72)}L${n(x - tw * 0.2)} ${n(y - s * 0.62)}L${n(x + tw * 0.3)} ${n(y - s * 0.78)}L${n(x + tw * 0.45)} ${n(y - s * 0.55)}` +
    `C${n(x + tw * 0.5)} ${n(y - s * 0.2)} ${n(x + tw * 0.7)} ${n(y - s * 0.05)} ${n(x + tw * 1.7)} ${n(y)}Z`;
  let crown = '';
  const blobs = 7;
  for (let i = 0; i < blobs; i++) {
    const a = (i / blobs) * Math.PI;
    const bx = x + Math.cos(a) * s * 0.38 + (rng.next() - 0.5) * s * 0.08;
    const by = y - s * 0.78 - Math.sin(a) * s * 0.2 + (rng.next() - 0.5) * s * 0.06;
    crown += circlePath(bx, by, s * (0.17 + rng.next() * 0.06));
  }
  crown += circlePath(x, y - s * 0.85, s * 0.3, s * 0.22);
  let svg = el('path', { d: crown, fill: c.fill(leaf, o.depth), ...c.line() }) + hatch(c, crown, 0.4);
  svg += el('path', { d: crown, fill: hex(c.lit(shift(leaf, 0.08), o.depth)), transform: `translate(${n(-s * 0.03)} ${n(-s * 0.04)}) scale(1)`, opacity: 0.35 });
  svg += el('path', { d: trunk, fill: c.fill(bark, o.depth), ...c.line() }) + hatch(c, trunk, 0.5);
  if (o.door) svg += doorway(c, x + tw * 0.05, y, tw * 1.25, tw * 1.7, o.doorColour ?? mix(c.pal.accent, BROWN, 0.5), true, true);
  return svg;
}

/** A house or cottage: walls, a pitched roof, a chimney (smoking if it is cold), windows and a door. */
function house(c: Canvas, x: number, y: number, s: number, o: LandmarkOpts): string {
  const { rng, light } = c;
  const w = s * (0.9 + rng.next() * 0.3);
  const h = s * 0.55;
  const roofH = s * 0.42;
  const wall = o.wallColour ?? (rng.chance(0.5) ? STONE : mix(c.pal.paper, c.pal.second, 0.25));
  const roof = shift(c.pal.accent, -0.08);
  const walls = `M${n(x - w / 2)} ${n(y)}V${n(y - h)}H${n(x + w / 2)}V${n(y)}Z`;
  const roofD = `M${n(x - w * 0.58)} ${n(y - h)}L${n(x - w * 0.12)} ${n(y - h - roofH)}L${n(x + w * 0.12)} ${n(y - h - roofH * 1.02)}L${n(x + w * 0.58)} ${n(y - h)}Z`;
  const chimney = `M${n(x + w * 0.22)} ${n(y - h - roofH * 0.45)}V${n(y - h - roofH * 1.15)}h${n(w * 0.1)}V${n(y - h - roofH * 0.2)}Z`;
  let svg = el('path', { d: chimney, fill: c.fill(shift(wall, -0.12), o.depth), ...c.line() });
  svg += el('path', { d: walls, fill: c.fill(wall, o.depth), ...c.line() }) + hatch(c, walls, 0.3);
  svg += el('path', { d: roofD, fill: c.fill(roof, o.depth), ...c.line() }) + hatch(c, roofD, 0.5, true);
  const lit = light.dark || light.time === 'dusk';
  const win = lit ? hex(withL(light.lamp, 0.72, 0.9)) : hex(c.lit(withL(c.pal.sky, 0.4, 0.3), o.depth));
  const ww = w * 0.16;
  let wins = '';
  for (const fx of [-0.3, 0.18]) wins += `M${n(x + w * fx)} ${n(y - h * 0.72)}h${n(ww)}v${n(ww)}h${n(-ww)}Z`;
  svg += el('path', { d: wins, fill: win, ...c.line(0.6) });
  if (lit) for (const fx of [-0.3, 0.18]) c.glows.push({ x: x + w * fx + ww / 2, y: y - h * 0.72 + ww / 2, r: ww * 2.2, colour: light.lamp, strength: 0.7 });
  svg += doorway(c, x - w * 0.05, y, w * 0.17, h * 0.5, o.doorColour ?? c.pal.accent, false, false);
  return svg;
}

/** A tall tower: a shaft with windows, a pointed or ruled cap. */
function tower(c: Canvas, x: number, y: number, s: number, o: LandmarkOpts): string {
  const w = s * 0.16;
  const body = mix(STONE, c.pal.second, 0.2);
  const shaft = `M${n(x - w / 2)} ${n(y)}L${n(x - w * 0.42)} ${n(y - s * 0.8)}H${n(x + w * 0.42)}L${n(x + w / 2)} ${n(y)}Z`;
  const cap = `M${n(x - w * 0.55)} ${n(y - s * 0.8)}L${n(x)} ${n(y - s)}L${n(x + w * 0.55)} ${n(y - s * 0.8)}Z`;
  let svg = el('path', { d: shaft, fill: c.fill(body, o.depth), ...c.line() }) + hatch(c, shaft, 0.35);
  svg += el('path', { d: cap, fill: c.fill(mix(c.pal.ink, c.pal.accent, 0.3), o.depth), ...c.line() });
  const lit = c.light.dark || c.light.time === 'dusk';
  let wins = '';
  for (let i = 0; i < 4; i++) wins += `M${n(x - w * 0.1)} ${n(y - s * (0.2 + i * 0.15))}h${n(w * 0.2)}v${n(s * 0.05)}h${n(-w * 0.2)}Z`;
  svg += el('path', { d: wins, fill: lit ? hex(withL(c.light.lamp, 0.72, 0.9)) : hex(c.lit(c.pal.ink, 0.3)) });
  return svg;
}

/** A red-and-white lighthouse with a lamp room; its beam shows after sunset. */
function lighthouse(c: Canvas, x: number, y: number, s: number, o: LandmarkOpts): string {
  const w = s * 0.16;
  const red = c.lit(withL({ h: 2, s: 0.65, l: 0.45 }, 0.45), o.depth);
  const white = c.lit({ h: 40, s: 0.2, l: 0.93 }, o.depth);
  const shaft = `M${n(x - w / 2)} ${n(y)}L${n(x - w * 0.32)} ${n(y - s * 0.78)}H${n(x + w * 0.32)}L${n(x + w / 2)} ${n(y)}Z`;
  let stripes = '';
  for (let i = 0; i < 4; i += 2) {
    const y0 = y - s * 0.78 * (i / 4);
    const y1 = y - s * 0.78 * ((i + 1) / 4);
    const w0 = w / 2 - (w * 0.18 * i) / 4;
    const w1 = w / 2 - (w * 0.18 * (i + 1)) / 4;
    stripes += poly([[x - w0, y0], [x - w1, y1], [x + w1, y1], [x + w0, y0]]);
  }
  let svg = el('path', { d: shaft, fill: hex(white), ...c.line() }) + el('path', { d: stripes, fill: hex(red) });
  const lampY = y - s * 0.84;
  const lamp = hex(withL(c.light.lamp, 0.78, 0.9));
  if (c.light.dark || c.light.time === 'dusk') {
    svg += el('path', { d: `M${n(x)} ${n(lampY)}L${n(x - s * 1.4)} ${n(lampY - s * 0.18)}L${n(x - s * 1.4)} ${n(lampY + s * 0.1)}Z`, fill: lamp, opacity: 0.22 });
    c.glows.push({ x, y: lampY, r: s * 0.25, colour: c.light.lamp, strength: 1 });
  }
  svg += el('rect', { x: n(x - w * 0.3), y: n(lampY - s * 0.06), width: n(w * 0.6), height: n(s * 0.09), fill: lamp, ...c.line(0.7) });
  svg += el('path', { d: `M${n(x - w * 0.4)} ${n(lampY - s * 0.06)}L${n(x)} ${n(lampY - s * 0.16)}L${n(x + w * 0.4)} ${n(lampY - s * 0.06)}Z`, fill: hex(red), ...c.line(0.7) });
  return svg;
}

/** An old brick wall with a door in it, ivy round the frame and a lamp above. */
function wallDoor(c: Canvas, x: number, y: number, s: number, o: LandmarkOpts): string {
  const { W } = c;
  const brick = o.wallColour ?? mix({ h: 12, s: 0.45, l: 0.42 }, c.pal.land[0] as Hsl, 0.15);
  const top = y - s * 0.75;
  const wall = `M0 ${n(y)}V${n(top)}H${n(W)}V${n(y)}Z`;
  let svg = el('path', { d: wall, fill: c.fill(brick, o.depth), ...c.line() });
  // Brick courses: a pattern, so a wide wall costs no more than a small one.
  const bh = s * 0.05;
  const mortar = hex(c.lit(shift(brick, -0.14)));
  const bricks = c.def(`bricks${n(bh)}${mortar}`, (id) =>
    el(
      'pattern',
      { id, width: n(bh * 4.4), height: n(bh * 2), patternUnits: 'userSpaceOnUse' },
      el('path', { d: `M0 ${n(bh)}H${n(bh * 4.4)}M0 ${n(bh * 2)}H${n(bh * 4.4)}M${n(bh * 1.1)} 0V${n(bh)}M${n(bh * 3.3)} 0V${n(bh)}M${n(bh * 2.2)} ${n(bh)}V${n(bh * 2)}M0 ${n(bh)}V${n(bh * 2)}`, stroke: mortar, 'stroke-width': n(0.8 * c.u), fill: 'none' }),
    ),
  );
  svg += el('path', { d: wall, fill: `url(#${bricks})`, opacity: 0.6 });
  svg += hatch(c, wall, 0.25);
  const dw = s * 0.34;
  const dh = s * 0.62;
  svg += doorway(c, x, y, dw, dh, o.doorColour ?? c.pal.land[0] ?? c.pal.accent, false, true);
  // Planks and an iron ring.
  svg += el('path', { d: `M${n(x - dw * 0.17)} ${n(y)}V${n(y - dh * 0.85)}M${n(x + dw * 0.17)} ${n(y)}V${n(y - dh * 0.85)}`, stroke: hex(c.lit(shift(o.doorColour ?? c.pal.accent, -0.15))), 'stroke-width': n(1.2 * c.u) });
  svg += el('circle', { cx: n(x + dw * 0.28), cy: n(y - dh * 0.45), r: n(dw * 0.09), fill: 'none', stroke: hex(c.lit(c.pal.ink)), 'stroke-width': n(2 * c.u) });
  // Ivy round the frame.
  let ivy = '';
  for (let i = 0; i < 26; i++) {
    const a = Math.PI * (i / 25);
    const r = dw * 0.62 + (c.rng.next() - 0.3) * dw * 0.2;
    const ix = x - Math.cos(a) * r;
    const iy = y - dh + dw / 2 - Math.sin(a) * r * 0.9 + (i < 4 || i > 22 ? (c.rng.next() * dh) / 2 : 0);
    ivy += circlePath(ix, iy, dw * 0.07, dw * 0.05);
  }
  svg += el('path', { d: ivy, fill: hex(c.lit(shift(c.pal.land[0] as Hsl, -0.06, 0.1))), ...c.line(0.5) });
  // A street lamp humming above.
  const lx = x + dw * 1.3;
  svg += el('path', { d: `M${n(lx)} ${n(y)}V${n(top - s * 0.25)}h${n(-s * 0.08)}`, stroke: hex(c.lit(c.pal.ink)), 'stroke-width': n(2.4 * c.u), fill: 'none' });
  svg += el('path', { d: `M${n(lx - s * 0.13)} ${n(top - s * 0.25)}h${n(s * 0.1)}l${n(-s * 0.02)} ${n(s * 0.05)}h${n(-s * 0.06)}Z`, fill: hex(withL(c.light.lamp, 0.75, 0.9)) });
  c.glows.push({ x: lx - s * 0.08, y: top - s * 0.2, r: s * 0.35, colour: c.light.lamp, strength: c.light.dark || c.light.time === 'dusk' ? 1 : 0.4 });
  return svg;
}

/** A low dry-stone wall running across the picture. */
function stoneWall(c: Canvas, y: number, s: number, o: LandmarkOpts): string {
  const { W, rng } = c;
  const h = s * 0.14;
  const stone = o.wallColour ?? mix(STONE, c.pal.land[0] as Hsl, 0.2);
  let d = '';
  for (let row = 0; row < 3; row++) {
    const yy = y - h + (row * h) / 3;
    for (let x = -(row % 2) * h * 0.4; x < W; ) {
      const w = h * (0.45 + rng.next() * 0.5);
      d += `M${n(x + 1)} ${n(yy)}h${n(w - 2)}q${n(h * 0.08)} 0 ${n(h * 0.08)} ${n(h * 0.15)}v${n(h / 3 - h * 0.2)}h${n(-w + 2 - h * 0.08)}Z`;
      x += w;
    }
  }
  return el('path', { d, fill: c.fill(stone, o.depth), ...c.line(0.6) }) + hatch(c, d, 0.3);
}

/** A low iron gate between posts, half swallowed by brambles. */
function gate(c: Canvas, x: number, y: number, s: number, o: LandmarkOpts): string {
  const w = s * 0.7;
  const h = s * 0.42;
  const iron = hex(c.lit(withL(c.pal.ink, 0.2), o.depth));
  let bars = `M${n(x - w / 2)} ${n(y - h)}H${n(x + w / 2)}M${n(x - w / 2)} ${n(y - h * 0.15)}H${n(x + w / 2)}`;
  for (let i = 0; i <= 8; i++) bars += `M${n(x - w / 2 + (w * i) / 8)} ${n(y)}V${n(y - h - (i % 2 ? s * 0.04 : s * 0.08))}`;
  let svg = el('path', { d: bars, stroke: iron, 'stroke-width': n(2 * c.u), fill: 'none', 'stroke-linecap': 'round' });
  const posts = `M${n(x - w / 2 - s * 0.08)} ${n(y)}V${n(y - h * 1.3)}h${n(s * 0.08)}V${n(y)}ZM${n(x + w / 2)} ${n(y)}V${n(y - h * 1.3)}h${n(s * 0.08)}V${n(y)}Z`;
  svg += el('path', { d: posts, fill: c.fill(STONE, o.depth), ...c.line() });
  let brambles = '';
  for (let i = 0; i < 9; i++) brambles += circlePath(x - w * 0.7 + c.rng.next() * w * 1.4, y - c.rng.next() * h * 0.7, s * (0.06 + c.rng.next() * 0.06));
  svg += el('path', { d: brambles, fill: hex(c.lit(shift(c.pal.land[0] as Hsl, -0.12), o.depth)), ...c.line(0.5) });
  return svg;
}

/** A boat on the water: a hull, a cabin, a funnel or mast, portholes and strings of lights. */
function boat(c: Canvas, x: number, y: number, s: number, o: LandmarkOpts): string {
  const w = s * 1.5;
  const hullC = o.wallColour ?? (c.pal.land.find((l) => l.s > 0.25) ?? c.pal.accent);
  const hull = `M${n(x - w / 2)} ${n(y - s * 0.22)}H${n(x + w / 2)}L${n(x + w * 0.42)} ${n(y)}H${n(x - w * 0.44)}Z`;
  const deck = `M${n(x - w * 0.36)} ${n(y - s * 0.22)}V${n(y - s * 0.46)}H${n(x + w * 0.3)}V${n(y - s * 0.22)}Z`;
  const cabin = `M${n(x - w * 0.1)} ${n(y - s * 0.46)}V${n(y - s * 0.62)}H${n(x + w * 0.18)}V${n(y - s * 0.46)}Z`;
  const white = { h: 40, s: 0.15, l: 0.93 };
  let svg = el('path', { d: deck, fill: c.fill(white, o.depth), ...c.line() });
  svg += el('path', { d: cabin, fill: c.fill(white, o.depth), ...c.line() });
  svg += el('path', { d: hull, fill: c.fill(hullC, o.depth), ...c.line() }) + hatch(c, hull, 0.4);
  svg += el('path', { d: `M${n(x - w / 2)} ${n(y - s * 0.2)}H${n(x + w / 2)}`, stroke: hex(c.lit(white)), 'stroke-width': n(2 * c.u) });
  const lit = c.light.dark || c.light.time === 'dusk' || c.light.time === 'golden';
  let wins = '';
  for (let i = 0; i < 6; i++) wins += `M${n(x - w * 0.32 + i * w * 0.1)} ${n(y - s * 0.38)}h${n(w * 0.06)}v${n(s * 0.08)}h${n(-w * 0.06)}Z`;
  svg += el('path', { d: wins, fill: lit ? hex(withL(c.light.lamp, 0.72, 0.9)) : hex(c.lit(withL(c.pal.sky, 0.4))) });
  if (lit) {
    let bulbs = '';
    for (let i = 0; i <= 12; i++) {
      const bx = x - w * 0.45 + (i / 12) * w * 0.9;
      const by = y - s * 0.5 + Math.sin((i / 12) * Math.PI) * -s * 0.05;
      bulbs += circlePath(bx, by, s * 0.012);
    }
    svg += el('path', { d: bulbs, fill: hex(withL(c.light.lamp, 0.85, 1)) });
    c.glows.push({ x, y: y - s * 0.4, r: w * 0.5, colour: c.light.lamp, strength: 0.6 });
  }
  return svg;
}

/** A stone arch bridge (or a plank footbridge when small). */
function bridge(c: Canvas, x: number, y: number, s: number, o: LandmarkOpts): string {
  const w = s * 1.6;
  const h = s * 0.32;
  const d = `M${n(x - w / 2)} ${n(y)}V${n(y - h)}H${n(x + w / 2)}V${n(y)}H${n(x + w * 0.28)}A${n(w * 0.28)} ${n(h * 0.7)} 0 0 0 ${n(x - w * 0.28)} ${n(y)}Z`;
  const stone = mix(STONE, c.pal.land[0] as Hsl, 0.15);
  let svg = el('path', { d, fill: c.fill(stone, o.depth), ...c.line() }) + hatch(c, d, 0.35);
  svg += el('path', { d: `M${n(x - w / 2)} ${n(y - h)}H${n(x + w / 2)}`, stroke: hex(c.lit(shift(stone, -0.15), o.depth)), 'stroke-width': n(2.5 * c.u) });
  return svg;
}

/** A curved weir: a lip of mossy stone with water sliding over it into a white plunge pool. */
function weir(c: Canvas, y: number, s: number, o: LandmarkOpts): string {
  const { W } = c;
  const top = y - s * 0.28;
  const stone = mix(STONE, c.pal.land[0] as Hsl, 0.3);
  const water = hex(c.lit(withL(mix(c.pal.water, c.light.skyBottom, 0.45), 0.62, 0.35)));
  // The deep brown pool above, the stone face, the sheet of water, the foam below.
  let svg = el('path', { d: `M0 ${n(top - s * 0.12)}Q${n(W / 2)} ${n(top - s * 0.2)} ${n(W)} ${n(top - s * 0.12)}V${n(top + s * 0.02)}Q${n(W / 2)} ${n(top - s * 0.08)} 0 ${n(top + s * 0.02)}Z`, fill: hex(c.lit(withL(mix(c.pal.water, { h: 30, s: 0.4, l: 0.3 }, 0.5), 0.32))) });
  const face = `M0 ${n(top + s * 0.02)}Q${n(W / 2)} ${n(top - s * 0.08)} ${n(W)} ${n(top + s * 0.02)}V${n(y)}Q${n(W / 2)} ${n(y - s * 0.1)} 0 ${n(y)}Z`;
  svg += el('path', { d: face, fill: c.fill(stone, o.depth), ...c.line() }) + hatch(c, face, 0.3);
  let blocks = '';
  for (let r = 1; r < 3; r++) blocks += `M0 ${n(top + (y - top) * (r / 3))}Q${n(W / 2)} ${n(top + (y - top) * (r / 3) - s * 0.1)} ${n(W)} ${n(top + (y - top) * (r / 3))}`;
  svg += el('path', { d: blocks, fill: 'none', stroke: hex(c.lit(shift(stone, -0.15))), 'stroke-width': n(c.u), opacity: 0.7 });
  svg += el('path', { d: `M${n(W * 0.12)} ${n(top)}Q${n(W / 2)} ${n(top - s * 0.08)} ${n(W * 0.88)} ${n(top)}L${n(W * 0.9)} ${n(y - s * 0.02)}Q${n(W / 2)} ${n(y - s * 0.12)} ${n(W * 0.1)} ${n(y - s * 0.02)}Z`, fill: water, opacity: 0.75 });
  let foam = '';
  for (let i = 0; i < 26; i++) foam += circlePath(W * 0.08 + c.rng.next() * W * 0.84, y + c.rng.next() * s * 0.12 - s * 0.02, s * (0.02 + c.rng.next() * 0.035));
  svg += el('path', { d: foam, fill: hex(withL(c.light.skyBottom, 0.96, 0.2)), opacity: 0.9 });
  return svg;
}

/** A castle: curtain wall, towers with battlements, a gate. */
function castle(c: Canvas, x: number, y: number, s: number, o: LandmarkOpts): string {
  const w = s * 1.2;
  const stone = mix(STONE, c.pal.sky, 0.15);
  let d = `M${n(x - w / 2)} ${n(y)}V${n(y - s * 0.4)}H${n(x + w / 2)}V${n(y)}Z`;
  for (const fx of [-0.5, 0.5, -0.08]) {
    const tw = s * 0.2;
    const th = fx === -0.08 ? s * 0.95 : s * 0.65;
    const x0 = x + fx * w - tw / 2;
    d += `M${n(x0)} ${n(y)}V${n(y - th)}H${n(x0 + tw)}V${n(y)}Z`;
    for (let k = 0; k < 3; k++) d += `M${n(x0 + k * tw * 0.4)} ${n(y - th)}v${n(-s * 0.05)}h${n(tw * 0.2)}v${n(s * 0.05)}Z`;
  }
  let svg = el('path', { d, fill: c.fill(stone, o.depth), ...c.line() }) + hatch(c, d, 0.35);
  svg += doorway(c, x, y, s * 0.16, s * 0.24, c.pal.ink, false, true);
  return svg;
}

/** A tent with a glowing opening. */
function tent(c: Canvas, x: number, y: number, s: number, o: LandmarkOpts): string {
  const w = s * 0.9;
  const d = `M${n(x - w / 2)} ${n(y)}L${n(x)} ${n(y - s * 0.6)}L${n(x + w / 2)} ${n(y)}Z`;
  let svg = el('path', { d, fill: c.fill(c.pal.accent, o.depth), ...c.line() });
  svg += el('path', { d: `M${n(x - w * 0.12)} ${n(y)}L${n(x)} ${n(y - s * 0.35)}L${n(x + w * 0.12)} ${n(y)}Z`, fill: hex(withL(c.light.lamp, c.light.dark ? 0.7 : 0.3)) });
  if (c.light.dark) c.glows.push({ x, y: y - s * 0.1, r: s * 0.5, colour: c.light.lamp, strength: 0.8 });
  return svg;
}

/** A windmill: a tapering tower with four sails. */
function windmill(c: Canvas, x: number, y: number, s: number, o: LandmarkOpts): string {
  const w = s * 0.3;
  const body = `M${n(x - w / 2)} ${n(y)}L${n(x - w * 0.3)} ${n(y - s * 0.65)}H${n(x + w * 0.3)}L${n(x + w / 2)} ${n(y)}Z`;
  let svg = el('path', { d: body, fill: c.fill(mix(STONE, c.pal.paper, 0.4), o.depth), ...c.line() });
  const hx = x;
  const hy = y - s * 0.62;
  let sails = '';
  for (let k = 0; k < 4; k++) {
    const a = (k * Math.PI) / 2 + 0.4;
    const ex = hx + Math.cos(a) * s * 0.45;
    const ey = hy + Math.sin(a) * s * 0.45;
    const px = Math.cos(a + Math.PI / 2) * s * 0.07;
    const py = Math.sin(a + Math.PI / 2) * s * 0.07;
    sails += poly([[hx, hy], [ex, ey], [ex + px, ey + py], [hx + px * 0.3, hy + py * 0.3]]);
  }
  svg += el('path', { d: sails, fill: hex(c.lit(c.pal.paper, o.depth)), ...c.line(0.7), stroke: hex(c.lit(c.pal.ink)) });
  return svg;
}

/** A street lamp with its pool of light. */
function streetlamp(c: Canvas, x: number, y: number, s: number, o: LandmarkOpts): string {
  const iron = hex(c.lit(withL(c.pal.ink, 0.18), o.depth));
  let svg = el('path', { d: `M${n(x)} ${n(y)}V${n(y - s * 0.9)}`, stroke: iron, 'stroke-width': n(2.4 * c.u) });
  svg += el('path', { d: `M${n(x - s * 0.06)} ${n(y - s * 0.9)}h${n(s * 0.12)}l${n(-s * 0.02)} ${n(-s * 0.1)}h${n(-s * 0.08)}Z`, fill: hex(withL(c.light.lamp, 0.78, 0.9)), stroke: iron });
  c.glows.push({ x, y: y - s * 0.92, r: s * 0.45, colour: c.light.lamp, strength: c.light.dark || c.light.time === 'dusk' ? 1 : 0.3 });
  return svg;
}

/** A wooden bench. */
function bench(c: Canvas, x: number, y: number, s: number, o: LandmarkOpts): string {
  const w = s * 0.6;
  const wood = hex(c.lit(BROWN, o.depth));
  return el('path', { d: `M${n(x - w / 2)} ${n(y - s * 0.16)}h${n(w)}M${n(x - w / 2)} ${n(y - s * 0.3)}h${n(w)}M${n(x - w * 0.4)} ${n(y)}v${n(-s * 0.3)}M${n(x + w * 0.4)} ${n(y)}v${n(-s * 0.3)}`, stroke: wood, 'stroke-width': n(3 * c.u), 'stroke-linecap': 'round' });
}

/** Huts on stilts above the mud, built from salvaged doors and boards. */
function stilts(c: Canvas, x: number, y: number, s: number, o: LandmarkOpts): string {
  let svg = '';
  for (let i = 0; i < 3; i++) {
    const hx = x + (i - 1) * s * 0.75;
    const hs = s * (0.5 + (i % 2) * 0.15);
    const top = y - hs * 0.55;
    const legs = `M${n(hx - hs * 0.3)} ${n(y)}V${n(top)}M${n(hx + hs * 0.3)} ${n(y)}V${n(top)}M${n(hx)} ${n(y)}V${n(top)}`;
    svg += el('path', { d: legs, stroke: hex(c.lit(BROWN, o.depth)), 'stroke-width': n(2 * c.u) });
    const hut = `M${n(hx - hs * 0.38)} ${n(top)}V${n(top - hs * 0.45)}L${n(hx)} ${n(top - hs * 0.7)}L${n(hx + hs * 0.38)} ${n(top - hs * 0.45)}V${n(top)}Z`;
    const boards = [c.pal.accent, c.pal.second, STONE, c.pal.land[0] as Hsl];
    svg += el('path', { d: hut, fill: c.fill(mix(boards[i % boards.length] as Hsl, BROWN, 0.45), o.depth), ...c.line() }) + hatch(c, hut, 0.35);
    svg += el('rect', { x: n(hx - hs * 0.1), y: n(top - hs * 0.35), width: n(hs * 0.16), height: n(hs * 0.35), fill: hex(c.light.dark ? withL(c.light.lamp, 0.7) : c.lit(c.pal.ink, 0.2)) });
  }
  return svg;
}

/** A concrete outfall pipe in a bank, under a footbridge. */
function pipe(c: Canvas, x: number, y: number, s: number, o: LandmarkOpts): string {
  const concrete = { h: 40, s: 0.05, l: 0.6 };
  let svg = el('path', { d: `M${n(x - s)} ${n(y - s * 0.55)}H${n(x + s)}`, stroke: hex(c.lit(BROWN, o.depth)), 'stroke-width': n(5 * c.u) });
  svg += el('path', { d: `M${n(x - s * 0.9)} ${n(y - s * 0.55)}V${n(y - s * 0.4)}M${n(x + s * 0.9)} ${n(y - s * 0.55)}V${n(y - s * 0.4)}`, stroke: hex(c.lit(BROWN, o.depth)), 'stroke-width': n(3 * c.u) });
  svg += el('ellipse', { cx: n(x), cy: n(y - s * 0.15), rx: n(s * 0.2), ry: n(s * 0.18), fill: hex(c.lit(concrete, o.depth)), ...c.line() });
  svg += el('ellipse', { cx: n(x), cy: n(y - s * 0.15), rx: n(s * 0.13), ry: n(s * 0.12), fill: hex(c.lit(withL(concrete, 0.18), o.depth)) });
  svg += el('path', { d: `M${n(x - s * 0.15)} ${n(y)}q${n(s * 0.15)} ${n(s * 0.06)} ${n(s * 0.3)} 0`, stroke: hex(c.lit({ h: 60, s: 0.15, l: 0.7 })), 'stroke-width': n(4 * c.u), fill: 'none', opacity: 0.7 });
  return svg;
}

/** Brown cattle standing in a field. */
function cattle(c: Canvas, x: number, y: number, s: number, o: LandmarkOpts): string {
  let d = '';
  for (let i = 0; i < 3; i++) {
    const cx = x + (i - 1) * s * 0.5;
    const cs = s * 0.22 * (1 - i * 0.1);
    d += `M${n(cx - cs)} ${n(y - cs * 0.9)}h${n(cs * 1.8)}v${n(cs * 0.6)}h${n(-cs * 1.8)}Z`;
    d += `M${n(cx + cs * 0.7)} ${n(y - cs * 1.1)}h${n(cs * 0.55)}v${n(cs * 0.45)}h${n(-cs * 0.55)}Z`;
    d += `M${n(cx - cs * 0.85)} ${n(y - cs * 0.3)}v${n(cs * 0.3)}M${n(cx + cs * 0.6)} ${n(y - cs * 0.3)}v${n(cs * 0.3)}`;
  }
  return el('path', { d, fill: hex(c.lit({ h: 22, s: 0.45, l: 0.35 }, o.depth)), stroke: hex(c.lit({ h: 22, s: 0.45, l: 0.28 }, o.depth)), 'stroke-width': n(1.6 * c.u) });
}

/** A small island with a house or two. */
function island(c: Canvas, x: number, y: number, s: number, o: LandmarkOpts): string {
  const d = `M${n(x - s * 0.7)} ${n(y)}Q${n(x)} ${n(y - s * 0.3)} ${n(x + s * 0.7)} ${n(y)}Z`;
  return el('path', { d, fill: c.fill(c.pal.land[0] as Hsl, o.depth), ...c.line() }) + house(c, x, y - s * 0.1, s * 0.45, o);
}

/** A path or road receding to the horizon. */
function road(c: Canvas, x: number, y: number, s: number, o: LandmarkOpts): string {
  const { H } = c;
  const d = `M${n(x - s * 0.02)} ${n(y)}L${n(x + s * 0.02)} ${n(y)}L${n(x + s * 0.6)} ${n(H)}L${n(x - s * 0.5)} ${n(H)}Z`;
  return el('path', { d, fill: c.fill(mix(STONE, c.pal.paper, 0.2), o.depth), opacity: 0.85 });
}

/** Hanging lanterns on a string across the picture. */
function lanterns(c: Canvas, y: number, s: number): string {
  const { W } = c;
  const sag = s * 0.15;
  const d = `M0 ${n(y)}Q${n(W / 2)} ${n(y + sag * 2)} ${n(W)} ${n(y)}`;
  let bulbs = '';
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    const bx = t * W;
    const by = y + 4 * sag * t * (1 - t) * 1 + s * 0.06;
    bulbs += `M${n(bx - s * 0.03)} ${n(by)}h${n(s * 0.06)}v${n(s * 0.08)}h${n(-s * 0.06)}Z`;
    c.glows.push({ x: bx, y: by + s * 0.04, r: s * 0.16, colour: c.light.lamp, strength: 0.9 });
  }
  return el('path', { d, stroke: hex(c.lit(c.pal.ink)), 'stroke-width': n(0.8 * c.u), fill: 'none' }) + el('path', { d: bulbs, fill: hex(withL(c.light.lamp, 0.75, 0.9)) });
}

/** Ruins: broken arches and columns. */
function ruins(c: Canvas, x: number, y: number, s: number, o: LandmarkOpts): string {
  const stone = mix(STONE, c.pal.land[0] as Hsl, 0.2);
  let d = '';
  for (let i = 0; i < 4; i++) {
    const cx = x + (i - 1.5) * s * 0.3;
    const h = s * (0.3 + ((i * 37) % 5) * 0.1);
    d += `M${n(cx - s * 0.05)} ${n(y)}V${n(y - h)}l${n(s * 0.04)} ${n(-s * 0.03)}l${n(s * 0.06)} ${n(s * 0.02)}V${n(y)}Z`;
  }
  return el('path', { d, fill: c.fill(stone, o.depth), ...c.line() }) + hatch(c, d, 0.35);
}

/** Paints one landmark standing on the ground at (x, y), `s` pixels tall. */
export function landmark(c: Canvas, kind: Feature, x: number, y: number, s: number, o: LandmarkOpts = {}): string {
  switch (kind) {
    case 'tree':
      return tree(c, x, y, s, o);
    case 'house':
      return house(c, x, y, s * 0.8, o);
    case 'tower':
      return tower(c, x, y, s * 1.3, o);
    case 'lighthouse':
      return lighthouse(c, x, y, s * 1.2, o);
    case 'door':
      return wallDoor(c, x, y, s, o);
    case 'wall':
      return stoneWall(c, y, s, o);
    case 'gate':
    case 'hedge':
      return gate(c, x, y, s, o);
    case 'boat':
    case 'fairylights':
      return boat(c, x, y, s * 0.8, o);
    case 'bridge':
      return bridge(c, x, y, s, o);
    case 'weir':
      return weir(c, y, s, o);
    case 'castle':
      return castle(c, x, y, s, o);
    case 'tent':
      return tent(c, x, y, s * 0.7, o);
    case 'windmill':
      return windmill(c, x, y, s, o);
    case 'streetlamp':
      return streetlamp(c, x, y, s, o);
    case 'lanterns':
      return lanterns(c, y - s, s);
    case 'bench':
      return bench(c, x, y, s * 0.5, o);
    case 'stilts':
      return stilts(c, x, y, s * 0.7, o);
    case 'pipe':
      return pipe(c, x, y, s * 0.5, o);
    case 'cattle':
      return cattle(c, x, y, s * 0.6, o);
    case 'island':
      return island(c, x, y, s, o);
    case 'road':
    case 'rows':
      return road(c, x, y, s, o);
    case 'ruins':
      return ruins(c, x, y, s, o);
  }
}
