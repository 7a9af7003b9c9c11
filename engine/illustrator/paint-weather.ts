// Weather and air over a scene: fog banks, rain, snow, a storm's lightning, wind with flying
// leaves, frost, sparkles, drifting blossom and steam.
import type { Canvas } from './canvas';
import { hex, mix, withL } from './colour';
import type { Weather } from './lexicon';
import { el, group, n } from './svg';

/** Paints the weather; `strong` makes it the subject (a phenomenon's picture). */
export function paintWeather(c: Canvas, weather: readonly Weather[], horizon: number, strong: boolean): string {
  const { W, H, rng, light } = c;
  let out = '';
  const k = (strong ? 1.8 : 1) * (c.lean ? 0.5 : 1);
  if (weather.includes('fog')) {
    const fog = hex(withL(mix(light.haze, { h: 0, s: 0, l: 0.9 }, 0.4), light.dark ? 0.55 : 0.88, 0.12));
    const g = c.def(`fog${fog}`, (id) =>
      el('linearGradient', { id, x1: 0, y1: 0, x2: 0, y2: 1 }, el('stop', { offset: 0, 'stop-color': fog, 'stop-opacity': 0 }) + el('stop', { offset: 0.5, 'stop-color': fog, 'stop-opacity': 0.85 }) + el('stop', { offset: 1, 'stop-color': fog, 'stop-opacity': 0 })),
    );
    for (let i = 0; i < 3 + (strong ? 2 : 0); i++) {
      const y = horizon - H * 0.08 + i * H * 0.11 + rng.next() * H * 0.04;
      out += el('rect', { x: n(-W * 0.1), y: n(y), width: n(W * 1.2), height: n(H * (0.1 + rng.next() * 0.08)), fill: `url(#${g})`, opacity: 0.75 });
    }
  }
  if (weather.includes('rain') || weather.includes('storm')) {
    let d = '';
    const count = Math.round((weather.includes('storm') ? 120 : 70) * k);
    for (let i = 0; i < count; i++) {
      const x = rng.next() * W * 1.1;
      const y = rng.next() * H;
      const len = (8 + rng.next() * 10) * c.u;
      d += `M${n(x)} ${n(y)}l${n(-len * 0.25)} ${n(len)}`;
    }
    out += el('path', { d, stroke: hex(withL(light.skyBottom, light.dark ? 0.7 : 0.88, 0.2)), 'stroke-width': n(1.1 * c.u), opacity: 0.55, 'stroke-linecap': 'round' });
  }
  if (weather.includes('storm')) {
    const x = W * (0.2 + rng.next() * 0.6);
    let d = `M${n(x)} 0`;
    let px = x;
    for (let y = 0; y < horizon * 0.9; y += horizon * 0.12) {
      px += (rng.next() - 0.5) * W * 0.08;
      d += `L${n(px)} ${n(y + horizon * 0.12)}`;
    }
    out += el('path', { d, stroke: '#fffbe8', 'stroke-width': n(2.5 * c.u), fill: 'none', 'stroke-linejoin': 'bevel' });
    c.glows.push({ x: px, y: horizon * 0.5, r: W * 0.3, colour: { h: 55, s: 0.6, l: 0.9 }, strength: 0.4 });
  }
  if (weather.includes('snow')) {
    let d = '';
    for (let i = 0; i < 70 * k; i++) {
      const r = (0.8 + rng.next() * 1.8) * c.u;
      const x = rng.next() * W;
      const y = rng.next() * H;
      d += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
    }
    out += el('path', { d, fill: '#fff', opacity: 0.85 });
  }
  if (weather.includes('frost')) {
    const g = c.def('frost', (id) => el('linearGradient', { id, x1: 0, y1: 0, x2: 0, y2: 1 }, el('stop', { offset: 0, 'stop-color': '#e8f4ff', 'stop-opacity': 0 }) + el('stop', { offset: 1, 'stop-color': '#e8f4ff', 'stop-opacity': 0.75 })));
    out += el('rect', { x: 0, y: n(horizon), width: W, height: n(H - horizon), fill: `url(#${g})` });
    let d = '';
    for (let i = 0; i < 18 * k; i++) {
      const x = rng.next() * W;
      const y = horizon + rng.next() * (H - horizon);
      const r = (2 + rng.next() * 4) * c.u * (strong ? 1.5 : 1);
      for (let a = 0; a < 3; a++) {
        const ang = (a * Math.PI) / 3;
        d += `M${n(x - Math.cos(ang) * r)} ${n(y - Math.sin(ang) * r)}L${n(x + Math.cos(ang) * r)} ${n(y + Math.sin(ang) * r)}`;
      }
    }
    out += el('path', { d, stroke: '#fff', 'stroke-width': n(0.9 * c.u), opacity: 0.9 });
  }
  if (weather.includes('wind') || weather.includes('leaves') || weather.includes('blossom')) {
    let swirls = '';
    if (weather.includes('wind')) {
      for (let i = 0; i < 3 + (strong ? 2 : 0); i++) {
        const x = rng.next() * W * 0.7;
        const y = H * (0.15 + rng.next() * 0.55);
        const len = W * (0.25 + rng.next() * 0.2);
        const r = len * 0.08;
        swirls += `M${n(x)} ${n(y)}c${n(len * 0.3)} ${n(-r * 2)} ${n(len * 0.6)} ${n(r * 2)} ${n(len * 0.85)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-r * 1.2)} ${n(-r * 1.4)}`;
      }
      out += el('path', { d: swirls, stroke: hex(withL(light.skyBottom, light.dark ? 0.75 : 0.95, 0.2)), 'stroke-width': n(2 * c.u), fill: 'none', opacity: 0.75, 'stroke-linecap': 'round' });
    }
    const colours = weather.includes('blossom') ? [{ h: 345, s: 0.6, l: 0.85 }, { h: 0, s: 0, l: 0.97 }] : [c.pal.accent, c.pal.light, c.pal.land[0] ?? c.pal.second];
    colours.forEach((col, j) => {
      let d = '';
      for (let i = 0; i < 9 * k; i++) {
        const x = rng.next() * W;
        const y = H * (0.1 + rng.next() * 0.75);
        const r = (2.5 + rng.next() * 2.5) * c.u * (strong ? 1.4 : 1);
        const a = rng.next() * 2;
        d += `M${n(x)} ${n(y)}q${n(r * a)} ${n(-r)} ${n(r * 2)} 0q${n(-r * a)} ${n(r)} ${n(-r * 2)} 0`;
      }
      out += el('path', { d, fill: hex(c.lit(col)), opacity: 0.9 - j * 0.1 });
    });
  }
  if (weather.includes('sparkle')) {
    let d = '';
    for (let i = 0; i < 14 * k; i++) {
      const x = rng.next() * W;
      const y = rng.next() * H * 0.8;
      const r = (2 + rng.next() * 3) * c.u;
      d += `M${n(x)} ${n(y - r)}q${n(r * 0.15)} ${n(r * 0.85)} ${n(r)} ${n(r)}q${n(-r * 0.85)} ${n(r * 0.15)} ${n(-r)} ${n(r)}q${n(-r * 0.15)} ${n(-r * 0.85)} ${n(-r)} ${n(-r)}q${n(r * 0.85)} ${n(-r * 0.15)} ${n(r)} ${n(-r)}Z`;
    }
    out += el('path', { d, fill: hex(withL(light.lamp, 0.9, 0.9)), opacity: 0.85 });
  }
  if (weather.includes('steam')) {
    let d = '';
    for (let i = 0; i < 3; i++) {
      const x = W * (0.3 + i * 0.2);
      d += `M${n(x)} ${n(H * 0.6)}c${n(-W * 0.04)} ${n(-H * 0.08)} ${n(W * 0.04)} ${n(-H * 0.12)} 0 ${n(-H * 0.22)}`;
    }
    out += el('path', { d, stroke: '#fff', 'stroke-width': n(4 * c.u), fill: 'none', opacity: 0.35, 'stroke-linecap': 'round' });
  }
  return group('weather', out);
}
