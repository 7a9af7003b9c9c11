// Rooms: a back wall with a window onto the picture's sky, a floor in perspective, and what the
// room is for: shelves and drawers, a kitchen pass under heat lamps, an office, a shop's counter
// with its goods behind (a bakery's loaves), a bar, a
// bed under a night-light, a hall with a great machine, a laundrette's row of machines, a round
// room under roots.
import { createRng } from '../core/rng';
import type { Canvas } from './canvas';
import { hex, hexToHsl, mix, shift, withL, type Hsl } from './colour';
import type { Interior, Item, LightKind } from './lexicon';
import type { RoomHints } from './reading';
import { hatch } from './style-defs';
import { CRUST, loaf } from './paint-item';
import { el, group, n } from './svg';

function circle(cx: number, cy: number, r: number, ry = r): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(ry)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(ry)} 0 1 0 ${n(-2 * r)} 0`;
}

/** A window showing the picture's sky: stars and moon by night, light by day. */
function window(c: Canvas, x: number, y: number, w: number, h: number, frame: Hsl): string {
  const { light } = c;
  const g = c.def(`win${hex(light.skyTop)}${hex(light.skyBottom)}`, (id) =>
    el('linearGradient', { id, x1: 0, y1: 0, x2: 0, y2: 1 }, el('stop', { offset: 0, 'stop-color': hex(light.skyTop) }) + el('stop', { offset: 1, 'stop-color': hex(light.skyBottom) })),
  );
  let svg = el('rect', { x: n(x), y: n(y), width: n(w), height: n(h), fill: `url(#${g})` });
  if (light.time === 'night') {
    svg += el('circle', { cx: n(x + w * 0.68), cy: n(y + h * 0.3), r: n(Math.min(w, h) * 0.12), fill: hex(withL(c.pal.light, 0.9, 0.4)) });
    let stars = '';
    for (let i = 0; i < 6; i++) stars += circle(x + c.rng.next() * w, y + c.rng.next() * h * 0.8, 0.9 * c.u);
    svg += el('path', { d: stars, fill: '#fff', opacity: 0.8 });
  }
  svg += el('path', { d: `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}ZM${n(x + w / 2)} ${n(y)}v${n(h)}M${n(x)} ${n(y + h / 2)}h${n(w)}`, fill: 'none', stroke: hex(c.lit(frame)), 'stroke-width': n(4 * c.u) });
  return svg;
}

/** Shelves up to the ceiling, loaded with jars, boxes and labelled drawers, or (a bakery's) with loaves. */
function shelves(c: Canvas, x0: number, x1: number, top: number, bottom: number, wood: Hsl, jars: boolean, bread = false): string {
  const rng = createRng(`shelves|${c.id('')}`);
  const rows = 4;
  let boards = '';
  let stuff = '';
  let glass = '';
  const colours = [c.pal.accent, c.pal.second, c.pal.sky, c.pal.land[0] as Hsl, c.pal.light];
  for (let r = 0; r < rows; r++) {
    const y = top + ((bottom - top) * (r + 1)) / rows;
    boards += `M${n(x0)} ${n(y)}h${n(x1 - x0)}v${n(4 * c.u)}h${n(x0 - x1)}Z`;
    let x = x0 + 4 * c.u;
    while (x < x1 - 12 * c.u) {
      const w = (bread ? 18 + rng.next() * 12 : 8 + rng.next() * 14) * c.u;
      const h = ((bottom - top) / rows) * (0.45 + rng.next() * 0.4);
      if (bread) {
        stuff += loaf(c, x + w / 2, y, w * 1.1, rng.chance(0.5), shift(CRUST, (rng.next() - 0.5) * 0.12));
      } else if (jars && rng.chance(0.35)) {
        glass += `M${n(x)} ${n(y)}v${n(-h * 0.7)}h${n(w * 0.8)}v${n(h * 0.7)}Z`;
        c.glows.push({ x: x + w * 0.4, y: y - h * 0.35, r: w * 1.6, colour: c.light.lamp, strength: 0.6 });
      } else {
        stuff += el('path', { d: `M${n(x)} ${n(y)}v${n(-h)}h${n(w)}v${n(h)}Z`, fill: hex(c.lit(mix(colours[Math.floor(rng.next() * colours.length)] as Hsl, wood, 0.3))) });
      }
      x += w + 2 * c.u;
    }
  }
  return stuff + (glass ? el('path', { d: glass, fill: hex(withL(c.light.lamp, 0.78, 0.9)), opacity: 0.9 }) : '') + el('path', { d: boards, fill: c.fill(wood), ...c.line(0.7) });
}

/** Paints a room; returns the group and the floor line (where figures stand). */
export function paintInterior(c: Canvas, kindIn: Interior, lights: readonly LightKind[], items: readonly Item[], hints: Partial<RoomHints> = {}): { svg: string; floor: number } {
  const kind: Interior = kindIn === 'room' && hints.roots ? 'burrow' : kindIn;
  const { W, H, pal, light } = c;
  const floor = H * 0.7;
  const wallC = kind === 'office' ? mix(pal.paper, pal.sky, 0.15) : kind === 'laundrette' ? mix(pal.paper, pal.sky, 0.35) : kind === 'burrow' || kind === 'room' ? mix(pal.paper, pal.light, 0.35) : mix(pal.paper, pal.second, 0.25);
  const wall = light.dark ? shift(wallC, -0.1) : wallC;
  const wood = mix({ h: 28, s: 0.4, l: 0.38 }, pal.accent, 0.1);
  const floorC = kind === 'laundrette' || kind === 'office' || kind === 'kitchen' ? mix(pal.paper, pal.ink, 0.35) : shift(wood, 0.05);
  let svg = el('rect', { x: 0, y: 0, width: W, height: n(floor + 2), fill: c.fill(wall), ...c.line() });
  const side = W * 0.12;
  svg += el('path', { d: `M0 0L${n(side)} ${n(H * 0.08)}V${n(floor)}L0 ${n(H)}Z`, fill: hex(c.lit(shift(wall, -0.08))) });
  svg += el('path', { d: `M${n(W)} 0L${n(W - side)} ${n(H * 0.08)}V${n(floor)}L${n(W)} ${n(H)}Z`, fill: hex(c.lit(shift(wall, -0.12))) });
  const floorD = `M0 ${n(H)}L${n(side)} ${n(floor)}H${n(W - side)}L${n(W)} ${n(H)}Z`;
  svg += el('path', { d: floorD, fill: c.fill(floorC), ...c.line() });
  let planks = '';
  for (let i = 1; i < 8; i++) planks += `M${n(side + ((W - 2 * side) * i) / 8)} ${n(floor)}L${n((W * i) / 8)} ${n(H)}`;
  svg += el('path', { d: planks, stroke: hex(c.lit(shift(floorC, -0.1))), 'stroke-width': n(c.u), opacity: 0.6 }) + hatch(c, floorD, 0.25);
  const lampLit = lights.length > 0 || light.dark || light.time === 'dusk';
  switch (kind) {
    case 'burrow': {
      // A round room: roots arch over shelves; jars glow.
      svg += shelves(c, side + W * 0.04, W - side - W * 0.04, H * 0.16, floor - H * 0.05, wood, items.includes('jar') || lights.includes('glowworms') || lights.includes('lamp'));
      const arch = `M0 0H${n(W)}V${n(H * 0.45)}C${n(W * 0.9)} ${n(H * 0.05)} ${n(W * 0.1)} ${n(H * 0.05)} 0 ${n(H * 0.45)}Z`;
      svg += el('path', { d: arch, fill: c.fill(mix(wood, pal.ink, 0.3)), ...c.line() }) + hatch(c, arch, 0.4);
      let roots = '';
      for (let i = 0; i < 5; i++) roots += `M${n(W * (0.1 + i * 0.2))} ${n(H * 0.12)}q${n(W * 0.03)} ${n(H * 0.08)} ${n(-W * 0.02)} ${n(H * (0.12 + (i % 2) * 0.08))}`;
      svg += el('path', { d: roots, stroke: hex(c.lit(mix(wood, pal.ink, 0.4))), 'stroke-width': n(3 * c.u), fill: 'none', 'stroke-linecap': 'round' });
      if (items.includes('basket') || items.includes('cabinet')) svg += el('path', { d: `M${n(W * 0.55)} ${n(floor + H * 0.08)}h${n(W * 0.3)}l${n(-W * 0.03)} ${n(H * 0.1)}h${n(-W * 0.24)}Z`, fill: c.fill(mix(pal.accent, wood, 0.5)), ...c.line() });
      break;
    }
    case 'room': {
      // An ordinary room, furnished from its words: a tall window, then a bed, a hob, a shower, shelves or a table.
      const wx = hints.hob || hints.shower ? W * 0.56 : W * 0.34;
      svg += window(c, wx, H * 0.12, W * 0.24, H * 0.34, mix(pal.paper, pal.second, 0.3));
      if (hints.shelves) svg += shelves(c, side + W * 0.03, W * 0.42, H * 0.12, H * 0.5, wood, items.includes('jar'));
      if (hints.shower) {
        svg += el('rect', { x: n(side + W * 0.02), y: n(H * 0.16), width: n(W * 0.18), height: n(floor - H * 0.16), fill: hex(c.lit(mix(pal.sky, pal.paper, 0.6))), opacity: 0.85, ...c.line() });
        svg += el('path', { d: `M${n(side + W * 0.11)} ${n(H * 0.16)}v${n(H * 0.05)}m${n(-W * 0.03)} 0h${n(W * 0.06)}`, stroke: hex(c.lit(pal.ink)), 'stroke-width': n(2 * c.u) });
      }
      if (hints.hob) {
        const steel = { h: 210, s: 0.06, l: 0.72 };
        svg += el('rect', { x: n(W * 0.3), y: n(floor - H * 0.16), width: n(W * 0.42), height: n(H * 0.16), fill: c.fill(mix(steel, pal.second, 0.2)), ...c.line() });
        svg += el('path', { d: circle(W * 0.4, floor - H * 0.165, W * 0.035, H * 0.008) + circle(W * 0.5, floor - H * 0.165, W * 0.035, H * 0.008), fill: hex(c.lit(withL(pal.ink, 0.2))) });
      }
      if (hints.bed) {
        svg += el('path', { d: `M${n(W * 0.62)} ${n(H * 0.08)}h${n(W * 0.26)}v${n(H * 0.14)}h${n(-W * 0.26)}Z`, fill: c.fill(pal.second), ...c.line() });
        svg += el('path', { d: `M${n(W * 0.64)} ${n(H * 0.22)}v${n(floor - H * 0.22)}M${n(W * 0.86)} ${n(H * 0.22)}v${n(floor - H * 0.22)}`, stroke: hex(c.lit(wood)), 'stroke-width': n(3 * c.u) });
      }
      if (hints.table ?? (!hints.hob && !hints.bed && !hints.shower)) {
        svg += el('rect', { x: n(W * 0.3), y: n(floor - H * 0.02), width: n(W * 0.4), height: n(H * 0.04), fill: c.fill(wood), ...c.line() });
        svg += el('path', { d: `M${n(W * 0.33)} ${n(floor + H * 0.02)}v${n(H * 0.12)}M${n(W * 0.67)} ${n(floor + H * 0.02)}v${n(H * 0.12)}`, stroke: hex(c.lit(shift(wood, -0.1))), 'stroke-width': n(3 * c.u) });
      }
      break;
    }
    case 'library':
      svg += shelves(c, side + W * 0.04, W - side - W * 0.04, H * 0.1, floor - H * 0.04, wood, false);
      break;
    case 'kitchen': {
      svg += window(c, W * 0.38, H * 0.14, W * 0.24, H * 0.18, pal.ink);
      let pans = '';
      for (let i = 0; i < 4; i++) pans += `M${n(W * (0.18 + i * 0.06))} ${n(H * 0.1)}v${n(H * 0.08)}` + circle(W * (0.18 + i * 0.06), H * 0.23, W * 0.025);
      svg += el('path', { d: pans, fill: hex(c.lit({ h: 25, s: 0.5, l: 0.45 })), stroke: hex(c.lit(pal.ink)), 'stroke-width': n(c.u) });
      const steel = { h: 210, s: 0.06, l: 0.72 };
      svg += el('rect', { x: n(side), y: n(floor - H * 0.18), width: n(W - 2 * side), height: n(H * 0.18), fill: c.fill(steel), ...c.line() });
      svg += el('rect', { x: n(side), y: n(floor - H * 0.2), width: n(W - 2 * side), height: n(H * 0.025), fill: hex(c.lit(shift(steel, 0.1))), ...c.line(0.6) });
      let heat = '';
      for (const fx of [0.3, 0.5, 0.7]) {
        heat += `M${n(W * fx)} 0V${n(H * 0.3)}` + `M${n(W * fx - W * 0.04)} ${n(H * 0.34)}h${n(W * 0.08)}l${n(-W * 0.015)} ${n(-H * 0.04)}h${n(-W * 0.05)}Z`;
        c.glows.push({ x: W * fx, y: H * 0.36, r: W * 0.16, colour: lights.includes('heatlamp') ? hexToHsl('#f0843a') : light.lamp, strength: 0.85 });
      }
      svg += el('path', { d: heat, stroke: hex(c.lit(pal.ink)), 'stroke-width': n(1.5 * c.u), fill: hex(c.lit(withL(pal.ink, 0.25))) });
      break;
    }
    case 'shop':
    case 'bakery': {
      // A shop seen from behind its customers: goods on shelves behind a counter (loaves in a
      // bakery, jars where the words name them), a window onto the street at the side.
      svg += window(c, side + W * 0.02, H * 0.14, W * 0.2, H * 0.3, mix(pal.ink, pal.sky, 0.3));
      svg += shelves(c, W * 0.3, W - side - W * 0.03, H * 0.1, floor - H * 0.2, wood, items.includes('jar') || items.includes('bottle'), kind === 'bakery' || items.includes('bread'));
      const front = `M${n(side)} ${n(floor - H * 0.16)}H${n(W - side)}V${n(floor + H * 0.06)}H${n(side)}Z`;
      svg += el('path', { d: front, fill: c.fill(mix(wood, pal.accent, 0.25)), ...c.line() }) + hatch(c, front, 0.3);
      svg += el('rect', { x: n(side - W * 0.01), y: n(floor - H * 0.18), width: n(W - 2 * side + W * 0.02), height: n(H * 0.025), fill: hex(c.lit(shift(wood, 0.12))), ...c.line(0.6) });
      // On the counter: a basket of bread in a bakery, a till elsewhere.
      if (kind === 'bakery' || items.includes('bread')) {
        for (const [fx, round] of [[0.3, true], [0.42, false], [0.62, true]] as const) svg += loaf(c, W * fx, floor - H * 0.18, W * (round ? 0.09 : 0.13), round);
      } else {
        svg += el('path', { d: `M${n(W * 0.66)} ${n(floor - H * 0.18)}v${n(-H * 0.06)}h${n(W * 0.1)}v${n(H * 0.06)}Z`, fill: c.fill(mix(pal.ink, pal.second, 0.4)), ...c.line() });
      }
      break;
    }
    case 'office': {
      // A big window, a desk and a plant.
      svg += window(c, W * 0.2, H * 0.12, W * 0.6, H * 0.36, mix(pal.ink, pal.sky, 0.3));
      let frames = '';
      for (let i = 0; i < 3; i++) frames += `M${n(W * (0.22 + i * 0.2))} ${n(H * 0.52)}h${n(W * 0.12)}v${n(H * 0.08)}h${n(-W * 0.12)}Z`;
      svg += el('path', { d: frames, fill: hex(c.lit(mix(pal.sky, pal.paper, 0.5))), ...c.line(0.6) });
      svg += el('rect', { x: n(W * 0.3), y: n(floor - H * 0.02), width: n(W * 0.4), height: n(H * 0.05), fill: c.fill({ h: 35, s: 0.35, l: 0.65 }), ...c.line() });
      svg += el('path', { d: `M${n(W * 0.32)} ${n(floor + H * 0.03)}v${n(H * 0.12)}M${n(W * 0.68)} ${n(floor + H * 0.03)}v${n(H * 0.12)}`, stroke: hex(c.lit(pal.ink)), 'stroke-width': n(2.5 * c.u) });
      svg += el('path', { d: `M${n(W * 0.8)} ${n(floor + H * 0.1)}h${n(W * 0.06)}l${n(-W * 0.008)} ${n(-H * 0.06)}h${n(-W * 0.044)}Z` + circle(W * 0.83, floor - H * 0.04, W * 0.05), fill: hex(c.lit(pal.land[0] as Hsl)), ...c.line() });
      break;
    }
    case 'bar': {
      svg += shelves(c, W * 0.25, W * 0.75, H * 0.12, H * 0.45, wood, false);
      svg += el('rect', { x: n(side), y: n(floor - H * 0.16), width: n(W - 2 * side), height: n(H * 0.2), fill: c.fill(wood), ...c.line() });
      svg += el('rect', { x: n(side - W * 0.01), y: n(floor - H * 0.18), width: n(W - 2 * side + W * 0.02), height: n(H * 0.03), fill: hex(c.lit(shift(wood, 0.1))), ...c.line(0.6) });
      for (const fx of [0.3, 0.7]) c.glows.push({ x: W * fx, y: H * 0.12, r: W * 0.2, colour: light.lamp, strength: 0.8 });
      break;
    }
    case 'bedroom': {
      svg += window(c, W * 0.58, H * 0.12, W * 0.26, H * 0.24, mix(pal.paper, pal.second, 0.4));
      svg += el('path', { d: `M${n(W * 0.12)} ${n(floor + H * 0.12)}V${n(floor - H * 0.14)}h${n(W * 0.04)}v${n(H * 0.08)}H${n(W * 0.7)}v${n(H * 0.18)}Z`, fill: c.fill(wood), ...c.line() });
      svg += el('path', { d: `M${n(W * 0.14)} ${n(floor - H * 0.04)}h${n(W * 0.54)}v${n(H * 0.12)}h${n(-W * 0.54)}Z`, fill: c.fill(pal.second), ...c.line() });
      svg += el('path', { d: circle(W * 0.24, floor - H * 0.07, W * 0.07, H * 0.03), fill: hex(c.lit(pal.paper)), ...c.line(0.6) });
      // A moon-shaped night-light.
      svg += el('path', { d: `M${n(W * 0.8)} ${n(floor - H * 0.02)}a${n(W * 0.035)} ${n(W * 0.035)} 0 1 1 0 ${n(-W * 0.07)}a${n(W * 0.025)} ${n(W * 0.03)} 0 1 0 0 ${n(W * 0.07)}Z`, fill: hex(withL(light.lamp, 0.8, 0.9)) });
      c.glows.push({ x: W * 0.79, y: floor - H * 0.05, r: W * 0.18, colour: light.lamp, strength: 1 });
      break;
    }
    case 'hall': {
      let cols = '';
      for (let i = 0; i < 4; i++) cols += `M${n(W * (0.15 + i * 0.23))} ${n(floor)}V${n(H * 0.18)}h${n(W * 0.05)}V${n(floor)}Z`;
      svg += el('path', { d: cols, fill: c.fill(shift(wall, -0.05)), ...c.line() });
      let racks = '';
      for (let i = 0; i < 3; i++) racks += `M${n(side)} ${n(H * (0.1 + i * 0.06))}H${n(W - side)}`;
      svg += el('path', { d: racks, stroke: hex(c.lit(wood)), 'stroke-width': n(2 * c.u) });
      let sheets = '';
      for (let i = 0; i < 12; i++) sheets += `M${n(side + (i + 0.5) * ((W - 2 * side) / 12))} ${n(H * 0.1)}v${n(H * 0.05)}h${n(W * 0.03)}v${n(-H * 0.05)}Z`;
      svg += el('path', { d: sheets, fill: hex(c.lit(pal.paper)), opacity: 0.9 });
      break;
    }
    case 'laundrette': {
      for (let i = 0; i < 4; i++) {
        const x = side + W * 0.03 + i * (W - 2 * side) * 0.245;
        const w = (W - 2 * side) * 0.21;
        svg += el('rect', { x: n(x), y: n(floor - w * 1.1), width: n(w), height: n(w * 1.1), rx: n(w * 0.06), fill: c.fill({ h: 210, s: 0.05, l: 0.9 }), ...c.line() });
        svg += el('path', { d: circle(x + w / 2, floor - w * 0.5, w * 0.32), fill: hex(c.lit(mix(pal.sky, pal.paper, 0.3))), ...c.line() });
      }
      break;
    }
    case 'workshop':
    case 'porch':
    default:
      svg += window(c, W * 0.36, H * 0.14, W * 0.28, H * 0.24, wood);
      svg += el('rect', { x: n(W * 0.2), y: n(floor - H * 0.1), width: n(W * 0.6), height: n(H * 0.04), fill: c.fill(wood), ...c.line() });
      break;
  }
  if (lampLit && kind !== 'kitchen' && kind !== 'bedroom') {
    // A hanging lamp.
    svg += el('path', { d: `M${n(W * 0.5)} 0V${n(H * 0.1)}`, stroke: hex(c.lit(pal.ink)), 'stroke-width': n(c.u) });
    svg += el('path', { d: `M${n(W * 0.46)} ${n(H * 0.13)}h${n(W * 0.08)}l${n(-W * 0.015)} ${n(-H * 0.03)}h${n(-W * 0.05)}Z`, fill: hex(withL(light.lamp, 0.75, 0.9)) });
    c.glows.push({ x: W * 0.5, y: H * 0.14, r: W * 0.35, colour: light.lamp, strength: 0.9 });
  }
  return { svg: group(`interior ${kind}`, svg), floor };
}
