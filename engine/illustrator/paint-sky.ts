// The sky: a gradient (bands in flat styles), stars and a moon by night, a low sun at dusk, dawn
// and golden hour, clouds by day, and engraved sky lines in the engraving style.
import type { Canvas } from './canvas';
import { hex, mix, shift, withL } from './colour';
import { el, group, n } from './svg';

/** Paints the sky down to `horizon`; returns the sky group. */
export function paintSky(c: Canvas, horizon: number, opts: { clouds: boolean; storm: boolean; celestial: boolean }): string {
  const { W, light, rng, style } = c;
  let out = '';
  const top = hex(light.skyTop);
  const bottom = hex(light.skyBottom);
  const mid = hex(mix(light.skyTop, light.skyBottom, 0.55));
  if (style === 'flat' || style === 'papercut') {
    // Stepped bands read as deliberate flat colour.
    const bands = 5;
    const h = horizon + 4;
    for (let i = 0; i < bands; i++) {
      const y = (h * i) / bands;
      out += el('rect', { x: 0, y: n(y), width: W, height: n(h / bands + 1), fill: hex(mix(light.skyTop, light.skyBottom, i / (bands - 1))) });
    }
  } else {
    const g = c.def(`sky${top}${bottom}`, (id) =>
      el('linearGradient', { id, x1: 0, y1: 0, x2: 0, y2: 1 }, el('stop', { offset: 0, 'stop-color': top }) + el('stop', { offset: 0.6, 'stop-color': mid }) + el('stop', { offset: 1, 'stop-color': bottom })),
    );
    out += el('rect', { x: 0, y: 0, width: W, height: n(horizon + 4), fill: `url(#${g})` });
  }
  if (style === 'engraving') {
    const p = c.def('skylines', (id) =>
      el('pattern', { id, width: 6, height: n(3.2 * c.u), patternUnits: 'userSpaceOnUse' }, el('path', { d: `M0 0.5H6`, stroke: hex(c.pal.ink), 'stroke-width': n(0.5 * c.u) })),
    );
    const fade = c.def('skyfade', (id) =>
      el('linearGradient', { id, x1: 0, y1: 0, x2: 0, y2: 1 }, el('stop', { offset: 0, 'stop-color': '#fff', 'stop-opacity': 0.9 }) + el('stop', { offset: 1, 'stop-color': '#fff', 'stop-opacity': 0 })),
    );
    const m = c.def('skymask', (id) => el('mask', { id }, el('rect', { x: 0, y: 0, width: W, height: horizon, fill: `url(#${fade})` })));
    out += el('rect', { x: 0, y: 0, width: W, height: n(horizon), fill: `url(#${p})`, opacity: light.dark ? 0.35 : 0.22, mask: `url(#${m})` });
  }
  const side = rng.chance(0.5) ? 1 : -1;
  if (opts.celestial && light.time === 'night') {
    // Stars above, thinning toward the horizon.
    let stars = '';
    const count = 26 + rng.int(0, 14);
    for (let i = 0; i < count; i++) {
      const x = rng.next() * W;
      const y = Math.pow(rng.next(), 1.6) * horizon * 0.8;
      const r = (0.5 + rng.next() * 1.1) * c.u;
      stars += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
    }
    out += el('path', { d: stars, fill: hex(withL(c.pal.light, 0.92, 0.5)), opacity: 0.85 });
    const mx = W / 2 + side * W * (0.22 + rng.next() * 0.1);
    const my = horizon * (0.2 + rng.next() * 0.12);
    const mr = Math.min(W, horizon) * 0.075;
    const moon = hex(withL(mix(c.pal.light, { h: 220, s: 0.3, l: 0.9 }, 0.6), 0.9));
    const halo = c.def(`halo${moon}`, (id) =>
      el('radialGradient', { id }, el('stop', { offset: 0.35, 'stop-color': moon, 'stop-opacity': 0.55 }) + el('stop', { offset: 1, 'stop-color': moon, 'stop-opacity': 0 })),
    );
    out += el('circle', { cx: n(mx), cy: n(my), r: n(mr * 3.2), fill: `url(#${halo})` });
    if (rng.chance(0.4)) {
      // A crescent: the lit edge of the moon, facing away from the picture's side.
      out += el('path', { d: `M${n(mx)} ${n(my - mr)}A${n(mr)} ${n(mr)} 0 1 ${side > 0 ? 0 : 1} ${n(mx)} ${n(my + mr)}A${n(mr * 0.7)} ${n(mr)} 0 1 ${side > 0 ? 1 : 0} ${n(mx)} ${n(my - mr)}Z`, fill: moon });
    } else {
      out += el('circle', { cx: n(mx), cy: n(my), r: n(mr), fill: moon });
      out += el('path', { d: `M${n(mx - mr * 0.45)} ${n(my + mr * 0.1)}a${n(mr * 0.22)} ${n(mr * 0.2)} 0 1 0 ${n(mr * 0.44)} 0a${n(mr * 0.22)} ${n(mr * 0.2)} 0 1 0 ${n(-mr * 0.44)} 0M${n(mx + mr * 0.15)} ${n(my - mr * 0.4)}a${n(mr * 0.15)} ${n(mr * 0.14)} 0 1 0 ${n(mr * 0.3)} 0a${n(mr * 0.15)} ${n(mr * 0.14)} 0 1 0 ${n(-mr * 0.3)} 0`, fill: hex(shift(withL(c.pal.light, 0.78, 0.15), 0)), opacity: 0.45 });
    }
  }
  if (opts.celestial && (light.time === 'dusk' || light.time === 'dawn' || light.time === 'golden' || (light.time === 'day' && !opts.clouds))) {
    const low = light.time !== 'day';
    const sx = W / 2 + side * W * (0.18 + rng.next() * 0.16);
    const sy = low ? horizon * (0.78 + rng.next() * 0.1) : horizon * 0.22;
    const sr = Math.min(W, horizon) * (low ? 0.11 : 0.07);
    const sun = hex(withL(mix(c.pal.light, { h: 45, s: 0.9, l: 0.7 }, 0.3), low ? 0.72 : 0.86, 0.9));
    const halo = c.def(`sun${sun}`, (id) =>
      el('radialGradient', { id }, el('stop', { offset: 0.3, 'stop-color': sun, 'stop-opacity': 0.7 }) + el('stop', { offset: 1, 'stop-color': sun, 'stop-opacity': 0 })),
    );
    out += el('circle', { cx: n(sx), cy: n(sy), r: n(sr * 3.5), fill: `url(#${halo})` });
    out += el('circle', { cx: n(sx), cy: n(sy), r: n(sr), fill: sun, opacity: 0.95 });
  }
  if (opts.clouds || opts.storm || light.time === 'dusk' || rng.chance(0.5)) out += clouds(c, horizon, opts.storm, opts.clouds || opts.storm);
  return group('sky', out);
}

/** Cumulus clouds: a flat-bottomed base with rounded heads of different sizes. */
function clouds(c: Canvas, horizon: number, storm: boolean, heavy: boolean): string {
  const { W, rng, light } = c;
  const count = storm ? 4 : heavy ? 3 + rng.int(0, 1) : 1 + rng.int(0, 2);
  const base = storm ? withL(light.skyTop, Math.max(0.18, light.skyTop.l - 0.12), 0.2) : light.dark ? withL(light.skyTop, light.skyTop.l + 0.12, 0.3) : withL(mix(light.skyBottom, { h: 0, s: 0, l: 1 }, 0.5), light.time === 'overcast' ? 0.86 : 0.93);
  let d = '';
  let shade = '';
  for (let i = 0; i < count; i++) {
    const cx = ((i + 0.5 + (rng.next() - 0.5) * 0.6) / count) * W;
    const cy = horizon * (storm ? 0.15 + rng.next() * 0.3 : 0.14 + rng.next() * 0.38);
    const w = W * (storm ? 0.5 : 0.2 + rng.next() * 0.16);
    const h = w * (storm ? 0.22 : 0.16);
    // The base.
    d += `M${n(cx - w / 2)} ${n(cy)}a${n(w / 2)} ${n(h * 0.5)} 0 1 0 ${n(w)} 0a${n(w / 2)} ${n(h * 0.5)} 0 1 0 ${n(-w)} 0`;
    const heads = 3 + rng.int(0, 2);
    for (let k = 0; k < heads; k++) {
      const t = (k + 0.5) / heads;
      const r = h * (0.6 + Math.sin(t * Math.PI) * 0.9) * (0.8 + rng.next() * 0.4);
      const hx = cx - w / 2 + w * (0.12 + t * 0.76);
      const hy = cy - r * 0.55;
      d += `M${n(hx - r)} ${n(hy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
    }
    shade += `M${n(cx - w * 0.45)} ${n(cy + h * 0.1)}a${n(w * 0.45)} ${n(h * 0.35)} 0 1 0 ${n(w * 0.9)} 0a${n(w * 0.45)} ${n(h * 0.35)} 0 1 0 ${n(-w * 0.9)} 0`;
  }
  const opacity = storm ? 0.92 : light.dark ? 0.4 : 0.9;
  return group('clouds', el('g', { opacity }, el('path', { d, fill: hex(base) }) + el('path', { d: shade, fill: hex(shift(base, -0.08)), opacity: 0.6 })));
}
