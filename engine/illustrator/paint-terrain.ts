// Terrain layers, far to near: ridges (mountains, hills, dunes), tree lines, city skylines and
// rooftops, sea, rivers, ponds, marsh, fields, gardens, orchards and snow.
import type { Canvas } from './canvas';
import { hex, mix, shift, withL, type Hsl } from './colour';
import { hatch } from './style-defs';
import { el, n, poly, smooth } from './svg';

type Pt = [number, number];

/** A ridge line across the picture: jagged for mountains, rolling for hills and dunes. Returns its path and its skyline points. */
export function ridge(c: Canvas, base: number, amp: number, jag: number, colour: Hsl, depth: number, bottom = c.H): { svg: string; pts: Pt[] } {
  const { W, rng } = c;
  const steps = jag > 0.5 ? 9 + rng.int(0, 3) : 5 + rng.int(0, 2);
  const pts: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * W * 1.1 - W * 0.05;
    const up = jag > 0.5 ? (i % 2 ? 0.35 + rng.next() * 0.65 : rng.next() * 0.35) : 0.25 + rng.next() * 0.75;
    pts.push([x, base - amp * up]);
  }
  const line = jag > 0.5 ? poly(pts, false) : smooth(pts);
  const d = `${line}L${n(W * 1.05)} ${n(bottom)}L${n(-W * 0.05)} ${n(bottom)}Z`;
  let svg = el('path', { d, fill: c.fill(colour, depth), ...c.line(depth > 0.5 ? 0.6 : 1) });
  if (jag > 0.5) {
    // Snow and light on the peaks: a lighter face on the sunward side of each summit.
    let caps = '';
    for (let i = 1; i < pts.length - 1; i++) {
      const [x, y] = pts[i] as Pt;
      const prev = pts[i - 1] as Pt;
      const next = pts[i + 1] as Pt;
      if (y < prev[1] && y < next[1] && base - y > amp * 0.45) {
        const k = 0.28;
        caps += poly([[x, y], [x + (next[0] - x) * k, y + (next[1] - y) * k], [x + (next[0] - x) * k * 0.5, y + (next[1] - y) * k * 1.2], [x, y + (base - y) * 0.22], [x + (prev[0] - x) * k, y + (prev[1] - y) * k]]);
      }
    }
    if (caps) svg += el('path', { d: caps, fill: hex(c.lit(withL(colour, 0.88, 0.15), depth * 0.5)), opacity: 0.85 });
  }
  svg += hatch(c, d, 0.25 + (1 - depth) * 0.2);
  return { svg, pts };
}

/** A line of trees standing on a ground line: pointed conifers, round broadleaves, or a mix. */
export function treeLine(c: Canvas, base: number, height: number, colour: Hsl, depth: number, kind: 'conifer' | 'round' | 'mixed'): string {
  const { W, rng } = c;
  const fill = c.fill(colour, depth);
  let cones = '';
  let rounds = '';
  let x = -height * 0.3;
  while (x < W + height * 0.3) {
    const h = height * (0.6 + rng.next() * 0.5);
    const conifer = kind === 'conifer' || (kind === 'mixed' && rng.chance(0.5));
    if (conifer) {
      const w = h * 0.42;
      cones += `M${n(x)} ${n(base - h)}L${n(x + w / 2)} ${n(base)}L${n(x - w / 2)} ${n(base)}Z`;
      x += w * (0.45 + rng.next() * 0.35);
    } else {
      const r = h * 0.36;
      rounds += `M${n(x - r)} ${n(base - r)}a${n(r)} ${n(r * 1.1)} 0 1 1 ${n(2 * r)} 0V${n(base + 2)}H${n(x - r)}Z`;
      x += r * (1.1 + rng.next() * 0.6);
    }
  }
  const d = cones + rounds;
  const ground = `M${n(-10)} ${n(base - height * 0.12)}H${n(W + 10)}V${n(base + height * 0.6)}H-10Z`;
  return el('path', { d: ground + d, fill, ...c.line(0.6) }) + hatch(c, ground + d, 0.35);
}

/** A city skyline: blocks of different heights and widths, a spire or two, windows lit after dark. */
export function skyline(c: Canvas, base: number, height: number, colour: Hsl, depth: number): string {
  const { W, rng, light } = c;
  let d = '';
  let win = '';
  let x = -5;
  const lit = light.dark || light.time === 'dusk';
  let count = 0;
  while (x < W + 5) {
    const w = W * (0.04 + rng.next() * 0.06);
    const h = height * (0.35 + rng.next() * 0.65);
    d += `M${n(x)} ${n(base)}V${n(base - h)}`;
    if (rng.chance(0.18)) d += `H${n(x + w * 0.35)}V${n(base - h - height * 0.25)}L${n(x + w * 0.5)} ${n(base - h - height * 0.4)}L${n(x + w * 0.65)} ${n(base - h - height * 0.25)}V${n(base - h)}`;
    else if (rng.chance(0.3)) d += `L${n(x + w / 2)} ${n(base - h - w * 0.5)}`;
    d += `H${n(x + w)}V${n(base)}Z`;
    if ((lit || depth < 0.3) && count < 60) {
      const ww = Math.max(1.2, w * 0.12);
      for (let yy = base - h + ww * 2; yy < base - ww * 2; yy += ww * 3) {
        for (let xx = x + ww; xx < x + w - ww; xx += ww * 2.5) {
          if (rng.chance(lit ? 0.35 : 0.5) && count < 60) {
            win += `M${n(xx)} ${n(yy)}h${n(ww)}v${n(ww * 1.3)}h${n(-ww)}Z`;
            count++;
          }
        }
      }
    }
    x += w + rng.next() * W * 0.01;
  }
  const winColour = lit ? hex(withL(light.lamp, 0.72, 0.85)) : hex(c.lit(shift(colour, -0.12), depth));
  return el('path', { d, fill: c.fill(colour, depth), ...c.line(0.6) }) + hatch(c, d, 0.3) + (win ? el('path', { d: win, fill: winColour, opacity: lit ? 0.9 : 0.5 }) : '');
}

/** A row of gabled houses with chimneys and windows; lit windows glow after dark. */
export function rooftops(c: Canvas, base: number, height: number, colours: { wall: Hsl; roof: Hsl }, depth: number, tall = false): string {
  const { W, rng, light } = c;
  let walls = '';
  let roofs = '';
  let wins = '';
  let x = -rng.next() * W * 0.05;
  const lit = light.dark || light.time === 'dusk';
  while (x < W) {
    const w = W * (tall ? 0.07 + rng.next() * 0.05 : 0.1 + rng.next() * 0.08);
    const h = height * (tall ? 0.7 + rng.next() * 0.6 : 0.45 + rng.next() * 0.35);
    const roofH = w * (0.35 + rng.next() * 0.3);
    walls += `M${n(x)} ${n(base)}V${n(base - h)}H${n(x + w)}V${n(base)}Z`;
    roofs += `M${n(x - w * 0.06)} ${n(base - h)}L${n(x + w / 2)} ${n(base - h - roofH)}L${n(x + w * 1.06)} ${n(base - h)}Z`;
    if (rng.chance(0.6)) {
      const cx = x + w * (0.2 + rng.next() * 0.5);
      roofs += `M${n(cx)} ${n(base - h - roofH * 0.3)}V${n(base - h - roofH * 0.95)}h${n(w * 0.09)}V${n(base - h - roofH * 0.1)}Z`;
    }
    const ww = w * 0.16;
    const rows = Math.max(1, Math.floor(h / (ww * 2.6)));
    for (let r = 0; r < rows; r++) {
      for (const fx of [0.22, 0.62]) {
        if (rng.chance(lit ? 0.6 : 0.9)) wins += `M${n(x + w * fx)} ${n(base - h + ww * 0.9 + r * ww * 2.4)}h${n(ww)}v${n(ww * 1.4)}h${n(-ww)}Z`;
      }
    }
    if (lit && rng.chance(0.25)) c.glows.push({ x: x + w * 0.4, y: base - h * 0.5, r: w * 0.5, colour: light.lamp, strength: 0.35 });
    x += w * (1.02 + rng.next() * 0.1);
  }
  const winColour = lit ? hex(withL(light.lamp, 0.7, 0.85)) : hex(c.lit(withL(c.pal.sky, 0.35, 0.25), depth));
  return (
    el('path', { d: walls, fill: c.fill(colours.wall, depth), ...c.line(0.7) }) +
    hatch(c, walls, 0.3) +
    el('path', { d: roofs, fill: c.fill(colours.roof, depth), ...c.line(0.7) }) +
    hatch(c, roofs, 0.45, true) +
    el('path', { d: wins, fill: winColour })
  );
}

/** Open water from the horizon down to `bottom`, with wave strokes and a reflection of the low sun or the moon. */
export function sea(c: Canvas, horizon: number, bottom: number, colour: Hsl): string {
  const { W, rng, light } = c;
  const top = c.lit(mix(colour, light.skyBottom, 0.45), 0.2);
  const deep = c.lit(colour, 0);
  const g = c.def(`sea${hex(top)}${hex(deep)}`, (id) => el('linearGradient', { id, x1: 0, y1: 0, x2: 0, y2: 1 }, el('stop', { offset: 0, 'stop-color': hex(top) }) + el('stop', { offset: 1, 'stop-color': hex(deep) })));
  let waves = '';
  const rows = 9;
  for (let i = 0; i < rows; i++) {
    const t = (i + 1) / (rows + 1);
    const y = horizon + (bottom - horizon) * t * t;
    const len = W * (0.04 + t * 0.1);
    for (let k = 0; k < 3 + i; k++) {
      const x = rng.next() * W;
      waves += `M${n(x)} ${n(y)}q${n(len / 4)} ${n(-len * 0.06)} ${n(len / 2)} 0`;
    }
  }
  const shine = hex(withL(light.dark ? mix(light.skyBottom, c.pal.light, 0.5) : light.skyBottom, 0.85, 0.5));
  let svg = el('rect', { x: 0, y: n(horizon), width: W, height: n(bottom - horizon + 1), fill: `url(#${g})` });
  svg += el('path', { d: waves, fill: 'none', stroke: shine, 'stroke-width': n(1.1 * c.u), opacity: 0.6, 'stroke-linecap': 'round' });
  if (light.time !== 'day' && light.time !== 'overcast') {
    let col = '';
    for (let i = 0; i < 7; i++) {
      const y = horizon + 3 + i * (bottom - horizon) * 0.09;
      const w = W * (0.03 + i * 0.012);
      col += `M${n(W * 0.5 - w / 2 + (rng.next() - 0.5) * W * 0.04)} ${n(y)}h${n(w)}`;
    }
    svg += el('path', { d: col, stroke: hex(withL(light.lamp, 0.82)), 'stroke-width': n(1.6 * c.u), opacity: 0.55, 'stroke-linecap': 'round' });
  }
  return svg;
}

/** Near ground: a gently rolling field from `top` to the bottom, with grass strokes. */
export function field(c: Canvas, top: number, colour: Hsl, tufts = true): { svg: string; d: string } {
  const { W, H, rng } = c;
  const pts: Pt[] = [];
  for (let i = 0; i <= 4; i++) pts.push([(i / 4) * W * 1.1 - W * 0.05, top + (rng.next() - 0.5) * (H - top) * 0.18]);
  const d = `${smooth(pts)}L${n(W * 1.05)} ${n(H + 2)}L${n(-W * 0.05)} ${n(H + 2)}Z`;
  let svg = el('path', { d, fill: c.fill(colour), ...c.line() }) + hatch(c, d, 0.3);
  if (tufts) {
    let g = '';
    for (let i = 0; i < 26; i++) {
      const x = rng.next() * W;
      const y = top + (H - top) * (0.15 + rng.next() * 0.85);
      const h = (4 + ((y - top) / (H - top)) * 9) * c.u;
      g += `M${n(x)} ${n(y)}l${n(-h * 0.3)} ${n(-h)}M${n(x)} ${n(y)}l${n(h * 0.05)} ${n(-h * 1.1)}M${n(x)} ${n(y)}l${n(h * 0.35)} ${n(-h * 0.9)}`;
    }
    svg += el('path', { d: g, stroke: hex(c.lit(shift(colour, -0.12, 0.05))), 'stroke-width': n(1.2 * c.u), fill: 'none', 'stroke-linecap': 'round', opacity: 0.8 });
  }
  return { svg, d };
}

/** A river winding from the horizon toward the viewer, widening as it comes. */
export function river(c: Canvas, horizon: number, colour: Hsl, bank: Hsl): string {
  const { W, H, rng, light } = c;
  const steps = 6;
  const left: Pt[] = [];
  const right: Pt[] = [];
  const x = W * (0.35 + rng.next() * 0.3);
  const swing = (rng.chance(0.5) ? 1 : -1) * W * 0.16;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const y = horizon + (H - horizon) * t * (0.9 + t * 0.1);
    const w = W * (0.01 + t * t * 0.5);
    const cx = x + Math.sin(t * 3.2) * swing * t;
    left.push([cx - w / 2, y]);
    right.push([cx + w / 2, y]);
  }
  const l = smooth(left).slice(1);
  const rPts = [...right].reverse();
  const d = `M${l}L${smooth(rPts).slice(1)}Z`;
  const water = c.lit(mix(colour, light.skyBottom, 0.35));
  let svg = el('path', { d, fill: c.fill(water), ...c.line() });
  let ripples = '';
  for (let i = 1; i < steps; i++) {
    const [lx, ly] = left[i] as Pt;
    const [rx] = right[i] as Pt;
    const w = rx - lx;
    ripples += `M${n(lx + w * 0.25)} ${n(ly + 2)}h${n(w * 0.2)}M${n(lx + w * 0.55)} ${n(ly + 6 * c.u)}h${n(w * 0.22)}`;
  }
  svg += el('path', { d: ripples, stroke: hex(withL(light.skyBottom, 0.9, 0.4)), 'stroke-width': n(1.3 * c.u), opacity: 0.55, 'stroke-linecap': 'round' });
  // Reeds and stones along the banks.
  let reeds = '';
  for (let i = 0; i < 10; i++) {
    const side = i % 2 ? left : right;
    const k = 2 + (i % 4);
    const [px, py] = side[Math.min(steps, k)] as Pt;
    const h = (6 + k * 3) * c.u;
    reeds += `M${n(px + (rng.next() - 0.5) * 8 * c.u)} ${n(py)}l${n((rng.next() - 0.5) * h * 0.4)} ${n(-h)}`;
  }
  svg += el('path', { d: reeds, stroke: hex(c.lit(shift(bank, -0.15))), 'stroke-width': n(1.4 * c.u), 'stroke-linecap': 'round' });
  return svg;
}

/** A pond or pool: an ellipse of water with a rim and a reflection. */
export function pond(c: Canvas, cx: number, cy: number, rx: number, colour: Hsl): string {
  const { light } = c;
  const ry = rx * 0.22;
  const water = c.lit(mix(colour, light.skyBottom, 0.4));
  return (
    el('ellipse', { cx: n(cx), cy: n(cy), rx: n(rx * 1.04), ry: n(ry * 1.2), fill: hex(c.lit(shift(c.pal.land[0] as Hsl, -0.12))) }) +
    el('ellipse', { cx: n(cx), cy: n(cy), rx: n(rx), ry: n(ry), fill: c.fill(water), ...c.line(0.8) }) +
    el('path', { d: `M${n(cx - rx * 0.5)} ${n(cy - ry * 0.2)}h${n(rx * 0.35)}M${n(cx + rx * 0.05)} ${n(cy + ry * 0.3)}h${n(rx * 0.4)}`, stroke: hex(withL(light.skyBottom, 0.9, 0.4)), 'stroke-width': n(1.4 * c.u), opacity: 0.6, 'stroke-linecap': 'round' })
  );
}

/** Mudflats or marsh: flat bands of mud and water channels, with reeds. */
export function marsh(c: Canvas, top: number, mud: Hsl, water: Hsl): string {
  const { W, H, rng, light } = c;
  let svg = el('rect', { x: 0, y: n(top), width: W, height: n(H - top), fill: c.fill(mud) });
  let channels = '';
  for (let i = 0; i < 5; i++) {
    const y = top + (H - top) * (0.1 + i * 0.2 + rng.next() * 0.05);
    const x0 = rng.next() * W * 0.4 - W * 0.2;
    const len = W * (0.5 + rng.next() * 0.6);
    const th = (2 + i * 2.5) * c.u;
    channels += `M${n(x0)} ${n(y)}q${n(len / 2)} ${n(-th * 2)} ${n(len)} 0q${n(-len / 2)} ${n(th * 3)} ${n(-len)} 0Z`;
  }
  svg += el('path', { d: channels, fill: hex(c.lit(mix(water, light.skyBottom, 0.55))), opacity: 0.9 });
  let reeds = '';
  for (let i = 0; i < 30; i++) {
    const x = rng.next() * W;
    const y = top + (H - top) * (0.2 + rng.next() * 0.8);
    const h = (5 + ((y - top) / (H - top)) * 14) * c.u;
    reeds += `M${n(x)} ${n(y)}l${n((rng.next() - 0.3) * h * 0.3)} ${n(-h)}`;
  }
  svg += el('path', { d: reeds, stroke: hex(c.lit(shift(mud, -0.15, 0.05))), 'stroke-width': n(1.2 * c.u), 'stroke-linecap': 'round' });
  return svg;
}

/** Orchard rows: round trees in receding rows, hung with fruit, blossom or lanterns. */
export function orchard(c: Canvas, horizon: number, leaf: Hsl, trunk: Hsl, extra: { lanterns: boolean; blossom: boolean; fruit: Hsl | null }): string {
  const { W, H, rng, light } = c;
  let svg = '';
  const rows = 5;
  for (let r = 0; r < rows; r++) {
    const t = r / (rows - 1);
    const depth = 1 - t;
    const y = horizon + (H - horizon) * (0.06 + t * t * 0.72);
    const size = W * (0.03 + t * t * 0.1);
    const count = Math.round(W / (size * 2.1)) + 1;
    let trunks = '';
    let crowns = '';
    let dots = '';
    const off = rng.next() * size;
    for (let i = 0; i < count; i++) {
      const x = off + i * size * 2.1 + (r % 2) * size;
      trunks += `M${n(x - size * 0.08)} ${n(y)}V${n(y - size * 0.9)}h${n(size * 0.16)}V${n(y)}Z`;
      crowns += `M${n(x - size)} ${n(y - size * 1.1)}a${n(size)} ${n(size * 0.85)} 0 1 1 ${n(size * 2)} 0a${n(size)} ${n(size * 0.85)} 0 1 1 ${n(-size * 2)} 0`;
      if (extra.lanterns && rng.chance(0.4)) {
        c.glows.push({ x: x + size * 0.6, y: y - size * 0.6, r: size * 0.9, colour: light.lamp, strength: 0.8 });
        dots += `M${n(x + size * 0.6 - size * 0.09)} ${n(y - size * 0.6)}a${n(size * 0.09)} ${n(size * 0.12)} 0 1 0 ${n(size * 0.18)} 0a${n(size * 0.09)} ${n(size * 0.12)} 0 1 0 ${n(-size * 0.18)} 0`;
      }
      if ((extra.fruit || extra.blossom) && t > 0.3) {
        for (let k = 0; k < 5; k++) {
          const fx = x + (rng.next() - 0.5) * size * 1.5;
          const fy = y - size * 1.1 + (rng.next() - 0.5) * size;
          const fr = size * 0.07;
          dots += `M${n(fx - fr)} ${n(fy)}a${n(fr)} ${n(fr)} 0 1 0 ${n(2 * fr)} 0a${n(fr)} ${n(fr)} 0 1 0 ${n(-2 * fr)} 0`;
        }
      }
    }
    const dotColour = extra.lanterns ? withL(light.lamp, 0.75, 0.9) : extra.blossom ? { h: 345, s: 0.6, l: 0.85 } : (extra.fruit ?? c.pal.accent);
    svg += el('path', { d: trunks, fill: c.fill(trunk, depth * 0.6) }) + el('path', { d: crowns, fill: c.fill(shift(leaf, -t * 0.06), depth * 0.6), ...c.line(0.7) }) + hatch(c, crowns, 0.35);
    if (dots) svg += el('path', { d: dots, fill: hex(extra.lanterns ? dotColour : c.lit(dotColour)) });
  }
  return svg;
}

/** Sand dunes in soft overlapping curves. */
export function dunes(c: Canvas, horizon: number, sand: Hsl): string {
  let svg = '';
  for (let i = 0; i < 3; i++) {
    const base = horizon + (c.H - horizon) * (0.15 + i * 0.3);
    svg += ridge(c, base, (c.H - horizon) * 0.25, 0, shift(sand, -0.05 * (2 - i), 0, i * 4), (2 - i) * 0.25).svg;
  }
  return svg;
}

/** A hedge: a dark, bumpy band across the middle ground. */
export function hedge(c: Canvas, base: number, height: number, colour: Hsl): string {
  return treeLine(c, base, height, shift(colour, -0.08), 0.1, 'round');
}

/** Flowers dotted over near ground (gardens and meadows). */
export function flowers(c: Canvas, top: number, colours: Hsl[]): string {
  const { W, H, rng } = c;
  let out = '';
  colours.slice(0, 3).forEach((col, k) => {
    let d = '';
    for (let i = 0; i < 14; i++) {
      const x = rng.next() * W;
      const y = top + (H - top) * (0.1 + rng.next() * 0.9);
      const r = (1.5 + ((y - top) / (H - top)) * 3) * c.u;
      d += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
    }
    out += el('path', { d, fill: hex(c.lit(withL(col, Math.max(0.55, col.l), Math.max(0.5, col.s)))), opacity: 0.9 - k * 0.1 });
  });
  return out;
}
