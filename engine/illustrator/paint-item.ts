// Still lifes: one object, large, in good light: a cabinet of drawers, a single drawer, a
// copper plate, crates of kit, books, notices, a map, a screen, a letter, fruit, a lantern,
// jars, keys, bells, cups, a clock, a crown, gems, a tray, a machine, a counter, bread.
import { createRng } from '../core/rng';
import type { Canvas } from './canvas';
import { hex, hexToHsl, mix, shift, withL, type Hsl } from './colour';
import type { Item } from './lexicon';
import { hatch } from './style-defs';
import { el, n } from './svg';

const WOOD: Hsl = { h: 28, s: 0.4, l: 0.38 };
const PAPER: Hsl = { h: 44, s: 0.45, l: 0.9 };
const BRASS: Hsl = { h: 42, s: 0.55, l: 0.5 };

function circle(cx: number, cy: number, r: number, ry = r): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(ry)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(ry)} 0 1 0 ${n(-2 * r)} 0`;
}

function box(c: Canvas, x: number, y: number, w: number, h: number, colour: Hsl, r = 0): string {
  const d = r ? `M${n(x + r)} ${n(y)}h${n(w - 2 * r)}q${n(r)} 0 ${n(r)} ${n(r)}v${n(h - 2 * r)}q0 ${n(r)} ${n(-r)} ${n(r)}h${n(-w + 2 * r)}q${n(-r)} 0 ${n(-r)} ${n(-r)}v${n(-h + 2 * r)}q0 ${n(-r)} ${n(r)} ${n(-r)}Z` : `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;
  return el('path', { d, fill: c.fill(colour), ...c.line() }) + hatch(c, d, 0.3);
}

/** A crust's colour: baked gold, darker for a long bake. */
export const CRUST: Hsl = { h: 34, s: 0.62, l: 0.52 };

/** One loaf standing on y, centred at x, `w` wide: a domed cob (round) or a long loaf, scored across the top. */
export function loaf(c: Canvas, x: number, y: number, w: number, round: boolean, colour: Hsl = CRUST): string {
  const h = round ? w * 0.62 : w * 0.34;
  const d = `M${n(x - w / 2)} ${n(y)}C${n(x - w / 2)} ${n(y - h * 1.25)} ${n(x + w / 2)} ${n(y - h * 1.25)} ${n(x + w / 2)} ${n(y)}Z`;
  let cuts = '';
  const count = round ? 2 : 3;
  for (let i = 0; i < count; i++) {
    const cx = x + (i - (count - 1) / 2) * w * (round ? 0.24 : 0.26);
    cuts += `M${n(cx - w * 0.07)} ${n(y - h * 0.62)}q${n(w * 0.07)} ${n(-h * 0.22)} ${n(w * 0.14)} ${n(-h * 0.08)}`;
  }
  return (
    el('path', { d, fill: c.fill(colour), ...c.line() }) +
    el('path', { d: cuts, stroke: hex(c.lit(withL(colour, 0.78))), 'stroke-width': n(Math.max(1, w * 0.03)), fill: 'none', 'stroke-linecap': 'round' })
  );
}

/** Paints an object centred at x, standing on y, about `s` pixels across. `colour` is the one its words name. */
export function item(c: Canvas, kind: Item, x: number, y: number, s: number, colour: Hsl | null): string {
  const rng = createRng(`item|${kind}|${c.id('')}`);
  const ink = hex(c.lit(withL(c.pal.ink, 0.18)));
  const own = colour ?? c.pal.accent;
  switch (kind) {
    case 'cabinet':
    case 'drawer': {
      const many = kind === 'cabinet';
      const w = s * (many ? 0.8 : 0.7);
      const h = many ? s * 1.05 : s * 0.35;
      const body = colour && !many ? colour : mix(WOOD, own, colour ? 0.35 : 0.1);
      let svg = box(c, x - w / 2, y - h, w, h, body, s * 0.02);
      const cols = many ? 5 : 1;
      const rows = many ? 7 : 1;
      const gw = (w * 0.9) / cols;
      const gh = (h * 0.92) / rows;
      let fronts = '';
      let knobs = '';
      let labels = '';
      for (let i = 0; i < cols; i++)
        for (let j = 0; j < rows; j++) {
          const fx = x - w * 0.45 + i * gw;
          const fy = y - h + h * 0.04 + j * gh;
          fronts += `M${n(fx + gw * 0.06)} ${n(fy + gh * 0.08)}h${n(gw * 0.88)}v${n(gh * 0.84)}h${n(-gw * 0.88)}Z`;
          knobs += circle(fx + gw / 2, fy + gh * 0.62, Math.min(gw, gh) * 0.08);
          labels += `M${n(fx + gw * 0.28)} ${n(fy + gh * 0.22)}h${n(gw * 0.44)}v${n(gh * 0.2)}h${n(-gw * 0.44)}Z`;
        }
      svg += el('path', { d: fronts, fill: c.fill(shift(body, 0.05)), ...c.line(0.6) });
      svg += el('path', { d: labels, fill: hex(c.lit(PAPER)) });
      svg += el('path', { d: knobs, fill: hex(c.lit(BRASS)) });
      if (!many) {
        // It jiggles all by itself.
        svg += el('path', { d: `M${n(x - w * 0.62)} ${n(y - h * 0.8)}q${n(-s * 0.04)} ${n(h * 0.3)} 0 ${n(h * 0.6)}M${n(x + w * 0.62)} ${n(y - h * 0.8)}q${n(s * 0.04)} ${n(h * 0.3)} 0 ${n(h * 0.6)}M${n(x - w * 0.7)} ${n(y - h)}q${n(-s * 0.05)} ${n(h * 0.5)} 0 ${n(h)}M${n(x + w * 0.7)} ${n(y - h)}q${n(s * 0.05)} ${n(h * 0.5)} 0 ${n(h)}`, stroke: ink, 'stroke-width': n(1.5 * c.u), fill: 'none', 'stroke-linecap': 'round' });
      }
      return svg;
    }
    case 'plate':
    case 'map': {
      const w = s * 1.1;
      const h = s * 0.5;
      const metal = kind === 'plate' ? (colour ?? hexToHsl('#b8733a')) : PAPER;
      const d = `M${n(x - w * 0.4)} ${n(y - h)}H${n(x + w * 0.4)}L${n(x + w / 2)} ${n(y)}H${n(x - w / 2)}Z`;
      let svg = el('path', { d, fill: c.fill(metal), ...c.line() });
      let lines = '';
      for (let i = 0; i < 9; i++) {
        const yy = y - h + (h * (i + 0.5)) / 9;
        lines += `M${n(x - w * 0.38 - (i / 9) * w * 0.08)} ${n(yy)}q${n(w * 0.2)} ${n((rng.next() - 0.5) * h * 0.2)} ${n(w * 0.4)} 0t${n(w * 0.36 + (i / 9) * w * 0.06)} 0`;
      }
      svg += el('path', { d: lines, stroke: hex(c.lit(shift(metal, -0.25))), 'stroke-width': n(0.7 * c.u), fill: 'none', opacity: 0.7 });
      // One bright, fresh line: the street nobody ordered.
      svg += el('path', { d: `M${n(x - w * 0.2)} ${n(y - h * 0.2)}C${n(x - w * 0.05)} ${n(y - h * 0.7)} ${n(x + w * 0.15)} ${n(y - h * 0.3)} ${n(x + w * 0.25)} ${n(y - h * 0.75)}`, stroke: hex(c.lit(kind === 'plate' ? withL(c.pal.sky, 0.55, 0.7) : c.pal.accent)), 'stroke-width': n(2 * c.u), fill: 'none' });
      svg += el('path', { d: `M${n(x - w / 2)} ${n(y)}h${n(w)}v${n(s * 0.04)}h${n(-w)}Z`, fill: hex(c.lit(shift(metal, -0.2))) });
      if (kind === 'plate') svg += el('path', { d: `M${n(x - w * 0.3)} ${n(y - h * 0.9)}L${n(x - w * 0.1)} ${n(y - h * 0.1)}`, stroke: '#fff', 'stroke-width': n(3 * c.u), opacity: 0.25 });
      return svg;
    }
    case 'crate':
    case 'basket':
    case 'bag': {
      const w = s * 0.75;
      const h = s * 0.42;
      const body = kind === 'bag' ? own : mix(WOOD, own, 0.1);
      let svg = '';
      // What sticks out: net poles, a meter, jars.
      svg += el('path', { d: `M${n(x - w * 0.3)} ${n(y - h)}l${n(-s * 0.1)} ${n(-s * 0.45)}M${n(x - w * 0.15)} ${n(y - h)}l${n(s * 0.05)} ${n(-s * 0.5)}`, stroke: hex(c.lit(WOOD)), 'stroke-width': n(2.5 * c.u) });
      svg += el('path', { d: circle(x - w * 0.33, y - h - s * 0.5, s * 0.1, s * 0.05), fill: 'none', stroke: ink, 'stroke-width': n(1.2 * c.u) });
      svg += box(c, x + w * 0.05, y - h - s * 0.2, s * 0.18, s * 0.22, hexToHsl('#e8c23a'), s * 0.02);
      svg += box(c, x + w * 0.25, y - h - s * 0.12, s * 0.08, s * 0.14, withL(c.pal.sky, 0.75, 0.4));
      svg += box(c, x - w / 2, y - h, w, h, body, s * 0.01);
      svg += el('path', { d: `M${n(x - w / 2)} ${n(y - h * 0.66)}h${n(w)}M${n(x - w / 2)} ${n(y - h * 0.33)}h${n(w)}`, stroke: hex(c.lit(shift(body, -0.15))), 'stroke-width': n(1.2 * c.u) });
      return svg;
    }
    case 'book':
    case 'paper':
    case 'letter':
    case 'notice':
    case 'scroll':
    case 'photo': {
      let svg = '';
      const count = kind === 'notice' ? 3 : kind === 'paper' ? 2 : 1;
      for (let i = 0; i < count; i++) {
        const w = s * (kind === 'letter' ? 0.8 : 0.5);
        const h = kind === 'letter' ? s * 0.5 : s * 0.68;
        const px = x - w / 2 + (i - (count - 1) / 2) * w * 0.75;
        const py = y - h - (i % 2) * s * 0.06;
        const rot = (rng.next() - 0.5) * 8;
        let g = box(c, px, py, w, h, kind === 'photo' ? withL(c.pal.ink, 0.25) : PAPER);
        if (kind === 'notice') g += el('rect', { x: n(px + w * 0.05), y: n(py + w * 0.05), width: n(w * 0.9), height: n(h - w * 0.1), fill: 'none', stroke: ink, 'stroke-width': n(w * 0.05) });
        if (kind === 'letter') g += el('path', { d: `M${n(px)} ${n(py)}L${n(px + w / 2)} ${n(py + h * 0.55)}L${n(px + w)} ${n(py)}`, fill: 'none', stroke: ink, 'stroke-width': n(1.2 * c.u) }) + el('circle', { cx: n(px + w / 2), cy: n(py + h * 0.55), r: n(w * 0.07), fill: hex(c.lit(c.pal.accent)) });
        else if (kind === 'photo') g += box(c, px + w * 0.08, py + w * 0.08, w * 0.84, h * 0.7, mix(c.pal.sky, c.pal.paper, 0.3));
        else {
          let t = `M${n(px + w * 0.2)} ${n(py + h * 0.14)}h${n(w * 0.6)}`;
          for (let l = 0; l < 6; l++) t += `M${n(px + w * 0.14)} ${n(py + h * (0.3 + l * 0.1))}h${n(w * (0.5 + rng.next() * 0.22))}`;
          g += el('path', { d: t, stroke: ink, 'stroke-width': n(l2(kind) * c.u), opacity: 0.7 });
          if (kind === 'notice') g += el('circle', { cx: n(px + w / 2), cy: n(py + h * 0.86), r: n(w * 0.09), fill: 'none', stroke: hex(c.lit(c.pal.accent)), 'stroke-width': n(1.5 * c.u) });
        }
        svg += el('g', { transform: `rotate(${n(rot)} ${n(px + w / 2)} ${n(py + h / 2)})` }, g);
      }
      return svg;
    }
    case 'screen': {
      const w = s * 1.0;
      const h = s * 0.62;
      let svg = box(c, x - w / 2, y - h - s * 0.05, w, h, withL(c.pal.ink, 0.18), s * 0.04);
      const sx = x - w * 0.45;
      const sy = y - h - s * 0.02;
      const sw = w * 0.9;
      const sh = h * 0.86;
      const page = colour ?? c.pal.sky;
      svg += el('rect', { x: n(sx), y: n(sy), width: n(sw), height: n(sh), fill: hex(c.lit(withL(page, 0.94, 0.3))) });
      svg += el('rect', { x: n(sx), y: n(sy), width: n(sw), height: n(sh * 0.16), fill: hex(c.lit(page)) });
      svg += el('path', { d: `M${n(sx + sw * 0.08)} ${n(sy + sh * 0.32)}h${n(sw * 0.4)}M${n(sx + sw * 0.08)} ${n(sy + sh * 0.44)}h${n(sw * 0.32)}M${n(sx + sw * 0.08)} ${n(sy + sh * 0.56)}h${n(sw * 0.36)}`, stroke: ink, 'stroke-width': n(2 * c.u), opacity: 0.45 });
      svg += el('rect', { x: n(sx + sw * 0.08), y: n(sy + sh * 0.7), width: n(sw * 0.26), height: n(sh * 0.14), rx: n(sh * 0.05), fill: hex(c.lit(c.pal.accent)) });
      // A cartoon house with a thumbs-up.
      const hx = sx + sw * 0.75;
      const hy = sy + sh * 0.72;
      const hs = sh * 0.38;
      svg += el('path', { d: `M${n(hx - hs / 2)} ${n(hy)}v${n(-hs * 0.6)}l${n(hs / 2)} ${n(-hs * 0.45)}l${n(hs / 2)} ${n(hs * 0.45)}v${n(hs * 0.6)}Z`, fill: hex(c.lit(page)), ...c.line(0.7) });
      svg += el('path', { d: circle(hx - hs * 0.15, hy - hs * 0.45, hs * 0.05) + circle(hx + hs * 0.15, hy - hs * 0.45, hs * 0.05), fill: ink });
      svg += el('path', { d: `M${n(hx - hs * 0.15)} ${n(hy - hs * 0.28)}q${n(hs * 0.15)} ${n(hs * 0.12)} ${n(hs * 0.3)} 0`, stroke: ink, 'stroke-width': n(1.2 * c.u), fill: 'none' });
      svg += el('path', { d: `M${n(x - w * 0.2)} ${n(y - s * 0.05)}h${n(w * 0.4)}l${n(w * 0.05)} ${n(s * 0.05)}h${n(-w * 0.5)}Z`, fill: hex(c.lit(withL(c.pal.ink, 0.3))) });
      return svg;
    }
    case 'fruit':
    case 'egg':
    case 'seed':
    case 'shell':
    case 'coin':
    case 'gem': {
      let svg = '';
      const colours = kind === 'fruit' ? [colour ?? hexToHsl('#6f8fc8'), hexToHsl('#c8ccd4'), c.pal.accent, hexToHsl('#b8c23a'), c.pal.second] : kind === 'gem' ? [own, c.pal.sky, c.pal.second] : kind === 'coin' ? [BRASS] : [PAPER, own];
      const count = kind === 'gem' ? 3 : kind === 'coin' ? 6 : 5;
      for (let i = 0; i < count; i++) {
        const fx = x + (i - (count - 1) / 2) * s * 0.22 + (rng.next() - 0.5) * s * 0.05;
        const r = s * (kind === 'fruit' ? 0.12 : 0.08) * (0.85 + rng.next() * 0.3);
        const fy = y - r * 0.9 - (i % 2) * s * 0.04;
        const col = colours[i % colours.length] as Hsl;
        if (kind === 'fruit' && i % 2) {
          // A pear.
          svg += el('path', { d: `M${n(fx)} ${n(fy - r * 1.6)}c${n(-r * 0.5)} 0 ${n(-r * 0.4)} ${n(r * 0.8)} ${n(-r * 0.9)} ${n(r * 1.3)}c${n(-r * 0.4)} ${n(r * 0.6)} ${n(0)} ${n(r * 1.3)} ${n(r * 0.9)} ${n(r * 1.3)}s${n(r * 1.3)} ${n(-r * 0.7)} ${n(r * 0.9)} ${n(-r * 1.3)}c${n(-r * 0.5)} ${n(-r * 0.5)} ${n(-r * 0.4)} ${n(-r * 1.3)} ${n(-r * 0.9)} ${n(-r * 1.3)}Z`, fill: c.fill(col), ...c.line() });
        } else if (kind === 'gem') {
          svg += el('path', { d: `M${n(fx - r)} ${n(fy - r * 0.3)}l${n(r * 0.4)} ${n(-r * 0.6)}h${n(r * 1.2)}l${n(r * 0.4)} ${n(r * 0.6)}l${n(-r)} ${n(r * 1.2)}Z`, fill: c.fill(col), ...c.line() });
        } else {
          svg += el('path', { d: circle(fx, fy, r), fill: c.fill(col), ...c.line() });
        }
        svg += el('path', { d: circle(fx - r * 0.35, fy - r * 0.35, r * 0.2), fill: '#fff', opacity: 0.45 });
        if (kind === 'fruit') svg += el('path', { d: `M${n(fx)} ${n(fy - r * (i % 2 ? 1.6 : 0.9))}q${n(r * 0.1)} ${n(-r * 0.4)} ${n(r * 0.35)} ${n(-r * 0.5)}`, stroke: hex(c.lit(WOOD)), 'stroke-width': n(1.5 * c.u), fill: 'none' });
      }
      return svg;
    }
    case 'lantern':
    case 'jar':
    case 'candle':
    case 'bottle': {
      let svg = '';
      const count = kind === 'jar' ? 3 : 1;
      for (let i = 0; i < count; i++) {
        const jx = x + (i - (count - 1) / 2) * s * 0.3;
        const w = s * (count > 1 ? 0.2 : 0.32);
        const h = w * 1.35;
        const glass = hex(withL(c.light.lamp, 0.8, 0.9));
        svg += el('path', { d: `M${n(jx - w / 2)} ${n(y - h)}h${n(w)}v${n(h)}h${n(-w)}Z`, fill: glass, opacity: 0.9, ...c.line() });
        svg += el('path', { d: `M${n(jx - w * 0.55)} ${n(y - h)}h${n(w * 1.1)}v${n(-h * 0.12)}h${n(-w * 1.1)}Z`, fill: hex(c.lit(kind === 'lantern' ? withL(c.pal.ink, 0.2) : BRASS)), ...c.line() });
        if (kind === 'lantern') svg += el('path', { d: `M${n(jx - w * 0.3)} ${n(y - h * 1.12)}q${n(w * 0.3)} ${n(-h * 0.4)} ${n(w * 0.6)} 0`, stroke: ink, 'stroke-width': n(1.5 * c.u), fill: 'none' });
        let motes = '';
        for (let k = 0; k < 5; k++) motes += circle(jx + (rng.next() - 0.5) * w * 0.7, y - h * (0.2 + rng.next() * 0.6), w * 0.05);
        svg += el('path', { d: motes, fill: '#fff', opacity: 0.9 });
        c.glows.push({ x: jx, y: y - h / 2, r: s * 0.55, colour: c.light.lamp, strength: 1 });
      }
      return svg;
    }
    case 'key':
    case 'compass':
    case 'clock':
    case 'bell':
    case 'crown':
    case 'cup':
    case 'kettle':
    case 'pot':
    case 'toy':
    case 'flower':
    case 'feather':
    case 'sword':
    case 'umbrella':
    case 'door': {
      const r = s * 0.3;
      const cy = y - r * 1.1;
      let svg = '';
      if (kind === 'clock' || kind === 'compass') {
        svg += el('path', { d: circle(x, cy, r), fill: c.fill(BRASS), ...c.line() }) + el('path', { d: circle(x, cy, r * 0.82), fill: hex(c.lit(PAPER)) });
        let ticks = '';
        for (let i = 0; i < 12; i++) ticks += `M${n(x + Math.cos((i * Math.PI) / 6) * r * 0.7)} ${n(cy + Math.sin((i * Math.PI) / 6) * r * 0.7)}L${n(x + Math.cos((i * Math.PI) / 6) * r * 0.78)} ${n(cy + Math.sin((i * Math.PI) / 6) * r * 0.78)}`;
        svg += el('path', { d: `${ticks}M${n(x)} ${n(cy)}l${n(r * 0.35)} ${n(-r * 0.3)}M${n(x)} ${n(cy)}v${n(-r * 0.6)}`, stroke: ink, 'stroke-width': n(1.5 * c.u) });
      } else if (kind === 'key') {
        svg += el('path', { d: `${circle(x - r * 0.6, cy, r * 0.35)}M${n(x - r * 0.25)} ${n(cy)}h${n(r * 1.2)}v${n(r * 0.3)}M${n(x + r * 0.65)} ${n(cy)}v${n(r * 0.22)}`, fill: 'none', stroke: hex(c.lit(BRASS)), 'stroke-width': n(r * 0.14) });
      } else if (kind === 'bell') {
        svg += el('path', { d: `M${n(x - r)} ${n(cy + r * 0.6)}Q${n(x - r * 0.8)} ${n(cy - r)} ${n(x)} ${n(cy - r)}Q${n(x + r * 0.8)} ${n(cy - r)} ${n(x + r)} ${n(cy + r * 0.6)}Z`, fill: c.fill(BRASS), ...c.line() });
      } else if (kind === 'crown') {
        svg += el('path', { d: `M${n(x - r)} ${n(cy + r * 0.5)}L${n(x - r * 1.1)} ${n(cy - r * 0.6)}L${n(x - r * 0.5)} ${n(cy)}L${n(x)} ${n(cy - r * 0.8)}L${n(x + r * 0.5)} ${n(cy)}L${n(x + r * 1.1)} ${n(cy - r * 0.6)}L${n(x + r)} ${n(cy + r * 0.5)}Z`, fill: c.fill(withL(c.pal.light, 0.6, 0.75)), ...c.line() });
      } else if (kind === 'cup' || kind === 'kettle' || kind === 'pot') {
        svg += el('path', { d: `M${n(x - r)} ${n(cy - r * 0.6)}h${n(r * 2)}l${n(-r * 0.2)} ${n(r * 1.5)}h${n(-r * 1.6)}Z`, fill: c.fill(own), ...c.line() });
        svg += el('path', { d: `M${n(x + r)} ${n(cy - r * 0.3)}q${n(r * 0.6)} ${n(r * 0.3)} ${n(-r * 0.1)} ${n(r * 0.8)}`, stroke: hex(c.lit(own)), 'stroke-width': n(r * 0.15), fill: 'none' });
        svg += el('path', { d: `M${n(x - r * 0.3)} ${n(cy - r)}q${n(r * 0.2)} ${n(-r * 0.4)} 0 ${n(-r * 0.8)}M${n(x + r * 0.2)} ${n(cy - r)}q${n(r * 0.2)} ${n(-r * 0.4)} 0 ${n(-r * 0.8)}`, stroke: hex(withL(c.pal.paper, 0.95)), 'stroke-width': n(2 * c.u), fill: 'none', opacity: 0.6 });
      } else {
        svg += el('path', { d: circle(x, cy, r, r * 0.8), fill: c.fill(own), ...c.line() });
      }
      return svg;
    }
    case 'tray': {
      const w = s * 1.1;
      let svg = el('path', { d: `M${n(x - w / 2)} ${n(y - s * 0.3)}h${n(w)}l${n(-w * 0.06)} ${n(s * 0.3)}h${n(-w * 0.88)}Z`, fill: c.fill({ h: 40, s: 0.05, l: 0.96 }), ...c.line() });
      svg += el('path', { d: `M${n(x - w * 0.42)} ${n(y - s * 0.24)}h${n(w * 0.84)}l${n(-w * 0.04)} ${n(s * 0.18)}h${n(-w * 0.76)}Z`, fill: hex(c.lit(withL(c.pal.water, 0.82, 0.25))) });
      let bugs = '';
      for (let i = 0; i < 7; i++) {
        const bx = x - w * 0.35 + rng.next() * w * 0.7;
        const by = y - s * 0.2 + rng.next() * s * 0.12;
        bugs += `M${n(bx)} ${n(by)}c${n(s * 0.02)} ${n(-s * 0.02)} ${n(s * 0.05)} ${n(-s * 0.01)} ${n(s * 0.06)} ${n(s * 0.01)}`;
      }
      svg += el('path', { d: bugs, stroke: hex(c.lit({ h: 30, s: 0.4, l: 0.3 })), 'stroke-width': n(2 * c.u), 'stroke-linecap': 'round', fill: 'none' });
      return svg;
    }
    case 'machine': {
      // An iron hand press: two pillars, a crossbeam, a great screw turned by a spoked wheel, paper on the bed.
      const w = s * 1.1;
      const h = s * 1.05;
      const iron = withL(c.pal.ink, 0.2, 0.12);
      const ironHex = hex(c.lit(iron));
      const frame = `M${n(x - w * 0.4)} ${n(y)}V${n(y - h)}h${n(w * 0.8)}V${n(y)}h${n(-w * 0.12)}V${n(y - h * 0.85)}h${n(-w * 0.56)}V${n(y)}Z`;
      let svg = el('path', { d: frame, fill: c.fill(iron), ...c.line() });
      svg += el('rect', { x: n(x - w * 0.5), y: n(y - h * 0.3), width: n(w), height: n(h * 0.08), fill: c.fill(iron), ...c.line() });
      svg += el('rect', { x: n(x - w * 0.42), y: n(y - h * 0.35), width: n(w * 0.84), height: n(h * 0.05), fill: hex(c.lit(PAPER)), ...c.line(0.6) });
      svg += el('rect', { x: n(x - w * 0.2), y: n(y - h * 0.55), width: n(w * 0.4), height: n(h * 0.1), fill: c.fill(shift(iron, 0.08)), ...c.line() });
      svg += el('path', { d: `M${n(x)} ${n(y - h * 0.85)}V${n(y - h * 0.55)}`, stroke: ironHex, 'stroke-width': n(w * 0.05) });
      let spokes = circle(x, y - h * 0.72, w * 0.16);
      for (let k = 0; k < 4; k++) spokes += `M${n(x + Math.cos((k * Math.PI) / 4) * w * 0.16)} ${n(y - h * 0.72 + Math.sin((k * Math.PI) / 4) * w * 0.05)}L${n(x - Math.cos((k * Math.PI) / 4) * w * 0.16)} ${n(y - h * 0.72 - Math.sin((k * Math.PI) / 4) * w * 0.05)}`;
      svg += el('path', { d: spokes, fill: 'none', stroke: hex(c.lit(BRASS)), 'stroke-width': n(2.5 * c.u), transform: `matrix(1 0 0 0.35 0 ${n((y - h * 0.72) * 0.65)})` });
      return svg;
    }
    case 'bread': {
      // A basket of bread: a round cob and two long loaves leaning on it.
      const basket = `M${n(x - s * 0.42)} ${n(y - s * 0.2)}h${n(s * 0.84)}l${n(-s * 0.06)} ${n(s * 0.2)}h${n(-s * 0.72)}Z`;
      return (
        loaf(c, x - s * 0.16, y - s * 0.19, s * 0.42, false, shift(colour ?? CRUST, -0.04)) +
        loaf(c, x + s * 0.14, y - s * 0.19, s * 0.36, true, colour ?? CRUST) +
        loaf(c, x + s * 0.02, y - s * 0.17, s * 0.5, false, shift(colour ?? CRUST, 0.05)) +
        el('path', { d: basket, fill: c.fill(mix(WOOD, BRASS, 0.4)), ...c.line() }) +
        hatch(c, basket, 0.5)
      );
    }
    case 'counter':
    case 'chair': {
      const w = s * 1.3;
      const steel = { h: 210, s: 0.06, l: 0.72 };
      let svg = el('rect', { x: n(x - w / 2), y: n(y - s * 0.35), width: n(w), height: n(s * 0.06), fill: c.fill(steel), ...c.line() });
      svg += el('path', { d: `M${n(x - w * 0.45)} ${n(y - s * 0.3)}V${n(y)}M${n(x + w * 0.45)} ${n(y - s * 0.3)}V${n(y)}`, stroke: hex(c.lit(shift(steel, -0.2))), 'stroke-width': n(3 * c.u) });
      let tickets = `M${n(x - w * 0.45)} ${n(y - s * 0.75)}h${n(w * 0.9)}`;
      for (let i = 0; i < 6; i++) tickets += `M${n(x - w * 0.38 + i * w * 0.14)} ${n(y - s * 0.75)}v${n(s * 0.14)}h${n(w * 0.08)}v${n(-s * 0.14)}`;
      svg += el('path', { d: tickets, fill: hex(c.lit(PAPER)), stroke: ink, 'stroke-width': n(0.8 * c.u) });
      for (const fx of [-0.3, 0, 0.3]) c.glows.push({ x: x + fx * w, y: y - s * 0.95, r: s * 0.35, colour: hexToHsl('#f08a3a'), strength: 0.9 });
      svg += el('path', { d: `M${n(x - w * 0.35)} ${n(y - s * 0.95)}h${n(w * 0.1)}M${n(x - w * 0.05)} ${n(y - s * 0.95)}h${n(w * 0.1)}M${n(x + w * 0.25)} ${n(y - s * 0.95)}h${n(w * 0.1)}`, stroke: hex(c.lit(withL(c.pal.ink, 0.3))), 'stroke-width': n(5 * c.u) });
      svg += el('path', { d: `M${n(x - w * 0.1)} ${n(y - s * 0.35)}m${n(-s * 0.12)} 0a${n(s * 0.12)} ${n(s * 0.04)} 0 1 0 ${n(s * 0.24)} 0`, fill: hex(c.lit(PAPER)), ...c.line(0.6) });
      return svg;
    }
  }
}

function l2(kind: Item): number {
  return kind === 'book' ? 1.2 : 1.5;
}
