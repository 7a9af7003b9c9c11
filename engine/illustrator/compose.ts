// Composition: turns a reading into layers. Places get a sky, far / middle / near terrain,
// landmarks, figures and weather; portraits a backdrop of the World's land and a bust; animals
// and items a close view in their setting; groups a crowd; phenomena their weather, large.
import type { Canvas } from './canvas';
import { hex, mix, shift, withL, type Hsl } from './colour';
import type { Animal, Feature, Terrain, Weather } from './lexicon';
import { animal } from './paint-animal';
import { paintInterior } from './paint-interior';
import { item } from './paint-item';
import { landmark } from './paint-landmarks';
import { bust, crowd, standing } from './paint-person';
import { paintSky } from './paint-sky';
import { dunes, field, flowers, marsh, orchard, pond, ridge, river, rooftops, sea, skyline, treeLine } from './paint-terrain';
import { paintWeather } from './paint-weather';
import type { Actor, Reading } from './reading';
import type { Setting } from './setting';
import { layerAttrs } from './style-defs';
import { el, group, n } from './svg';
import type { IllustrationKind } from './types';

const SAND: Hsl = { h: 40, s: 0.45, l: 0.72 };
const MUD: Hsl = { h: 32, s: 0.22, l: 0.45 };

/** Where figures stand once the scene is painted. */
type Stage = { svg: string; ground: number; horizon: number; free: number[] };

function layer(c: Canvas, cls: string, depth: number, svg: string): string {
  return svg ? el('g', { class: cls, ...layerAttrs(c, depth) }, svg) : '';
}

function landColour(c: Canvas, i: number): Hsl {
  return c.pal.land[i % c.pal.land.length] as Hsl;
}

/** An outdoor place: sky, far, middle and near ground, landmarks. */
function outdoor(c: Canvas, terrains: readonly Terrain[], features: readonly Feature[], weather: readonly Weather[], opts: { horizon: number; landmarks: number; landmarkScale: number; door: boolean; lamps?: boolean; houseColour?: Hsl | null; centre?: boolean; figures?: boolean }): Stage {
  const { W, H, rng } = c;
  const horizon = opts.horizon;
  let far: Terrain | null = null;
  let mid: Terrain | null = null;
  let near: Terrain | null = null;
  let isSea = false;
  for (const t of terrains) {
    switch (t) {
      case 'mountains':
        far ??= t;
        break;
      case 'hills':
      case 'city':
        if (!far) far = t;
        else mid ??= t;
        break;
      case 'town':
      case 'forest':
      case 'park':
        if (!mid) mid = t;
        else far ??= t;
        break;
      case 'sea':
        isSea = true;
        break;
      case 'orchard':
      case 'desert':
        mid ??= t;
        near ??= t;
        break;
      case 'river':
      case 'lake':
      case 'marsh':
      case 'field':
      case 'garden':
      case 'snowfield':
        near ??= t;
        break;
      default:
        break;
    }
  }
  if (!far && !isSea) far = 'hills';
  const paved = !near && (mid === 'town' || mid === 'city' || far === 'city');
  if (!near) near = isSea ? (terrains.includes('marsh') ? 'marsh' : opts.figures ? 'field' : null) : 'field';
  const snowy = terrains.includes('snowfield') || weather.includes('snow');
  let out = layer(c, 'sky-layer', 3, paintSky(c, horizon, { clouds: weather.includes('clouds') || weather.includes('rain'), storm: weather.includes('storm'), celestial: true }));
  const midBase = horizon + (H - horizon) * (isSea ? 0.05 : 0.16);
  let horizonSvg = '';
  // Far.
  const farC = mix(landColour(c, 1), c.pal.sky, 0.25);
  if (far === 'mountains') horizonSvg += layer(c, 'far', 2, ridge(c, horizon + 2, (horizon) * 0.45, 1, snowy ? shift(farC, 0.1, -0.1) : farC, 0.55).svg);
  else if (far === 'hills') horizonSvg += layer(c, 'far', 2, ridge(c, horizon + 2, horizon * 0.16, 0, farC, 0.5).svg);
  else if (far === 'city') horizonSvg += layer(c, 'far', 2, skyline(c, horizon + 2, horizon * 0.42, mix(c.pal.ink, c.pal.sky, 0.45), 0.45));
  else if (far === 'forest') horizonSvg += layer(c, 'far', 2, treeLine(c, horizon + 2, horizon * 0.12, farC, 0.55, 'conifer'));
  else if (far === 'town') horizonSvg += layer(c, 'far', 2, rooftops(c, horizon + 2, horizon * 0.14, { wall: mix(c.pal.paper, farC, 0.4), roof: farC }, 0.55));
  const seaBottom = near ? horizon + (H - horizon) * 0.55 : H;
  if (isSea) horizonSvg += layer(c, 'sea', 1, sea(c, horizon, seaBottom, c.pal.water));
  // Ground base behind the middle distance.
  if (!isSea) horizonSvg += el('rect', { x: 0, y: n(horizon), width: W, height: n(H - horizon), fill: hex(c.lit(mix(landColour(c, 0), c.light.haze, 0.35))) });
  // Middle.
  let midSvg = '';
  const leaf = landColour(c, 0);
  if (mid === 'forest' || mid === 'park') midSvg += treeLine(c, midBase, (H - horizon) * 0.35 + H * 0.05, shift(leaf, -0.05), 0.3, mid === 'forest' ? 'mixed' : 'round');
  else if (mid === 'town') midSvg += rooftops(c, midBase, (H - horizon) * 0.5 + H * 0.04, { wall: mix(c.pal.paper, c.pal.second, 0.3), roof: shift(c.pal.accent, -0.05) }, 0.25, terrains.includes('city'));
  else if (mid === 'city') midSvg += skyline(c, midBase, H * 0.3, mix(c.pal.ink, c.pal.sky, 0.3), 0.25);
  else if (mid === 'hills') midSvg += ridge(c, midBase + (H - horizon) * 0.1, (H - horizon) * 0.25, 0, shift(leaf, 0.04), 0.25, H).svg;
  else if (mid === 'orchard')
    midSvg += orchard(c, horizon, leaf, { h: 25, s: 0.35, l: 0.3 }, { lanterns: features.includes('lanterns'), blossom: weather.includes('blossom'), fruit: null });
  else if (mid === 'desert') midSvg += dunes(c, horizon, SAND);
  horizonSvg += layer(c, 'mid', 1, midSvg);
  // Near.
  const nearTop = midBase + (H - midBase) * 0.12;
  let nearSvg = '';
  if (paved) {
    nearSvg += cobbles(c, nearTop);
  } else if (near === 'field' || near === 'garden' || near === 'river' || near === 'lake' || near === 'snowfield') {
    const groundC = near === 'snowfield' ? { h: 210, s: 0.2, l: 0.93 } : shift(leaf, 0.06);
    nearSvg += field(c, nearTop, groundC, near !== 'snowfield').svg;
    if (near === 'garden') nearSvg += flowers(c, nearTop, [c.pal.accent, c.pal.light, c.pal.second]);
    if (near === 'river' || terrains.includes('river')) nearSvg += river(c, midBase - 2, c.pal.water, leaf);
    if (near === 'lake' || (terrains.includes('lake') && near !== 'river')) nearSvg += pond(c, W * (rng.chance(0.5) ? 0.3 : 0.68), nearTop + (H - nearTop) * 0.45, W * 0.24, c.pal.water);
  } else if (near === 'marsh') nearSvg += marsh(c, isSea ? seaBottom : nearTop, mix(MUD, landColour(c, 1), 0.3), c.pal.water);
  else if (near === null && isSea) nearSvg += '';
  else if (near === 'desert') nearSvg += '';
  if (isSea && near !== 'marsh' && near !== null) {
    // A beach where sea meets the near ground.
    nearSvg = el('path', { d: `M0 ${n(seaBottom)}Q${n(W / 2)} ${n(seaBottom - (H - horizon) * 0.08)} ${n(W)} ${n(seaBottom)}V${n(H)}H0Z`, fill: c.fill(SAND) });
  }
  horizonSvg += layer(c, 'near', 0, nearSvg);
  out += group('horizon', horizonSvg);
  // Landmarks, the first one large at a third, a second smaller across from it.
  const side = opts.centre ? 0.5 : rng.chance(0.5) ? 0.3 : 0.7;
  const free: number[] = [1 - side];
  const picks = (c.bare ? features.slice(0, 1) : features).filter((f) => !['rows', 'fairylights', 'road', 'hedge', 'wall'].includes(f) || (f === 'wall' && features[0] === 'wall')).slice(0, opts.landmarks);
  let marks = '';
  if (features.includes('road') && !isSea) marks += landmark(c, 'road', W * 0.5, midBase, W * 0.5);
  if (features.includes('hedge') && near !== 'marsh') marks += treeLine(c, nearTop + (H - nearTop) * 0.08, H * 0.06, shift(leaf, -0.12), 0.1, 'round');
  picks.forEach((f, i) => {
    const main = i === 0;
    const x = W * (main ? side : 1 - side + (rng.next() - 0.5) * 0.1);
    const water = f === 'boat' || f === 'island';
    const y = water ? (isSea ? horizon + (seaBottom - horizon) * (main ? 0.5 : 0.2) : nearTop + (H - nearTop) * 0.3) : f === 'bridge' || f === 'weir' ? nearTop + (H - nearTop) * (f === 'weir' ? 0.35 : 0.2) : main ? nearTop + (H - nearTop) * 0.35 : midBase + 2;
    const s = (H - horizon + H * 0.15) * opts.landmarkScale * (main ? 1 : 0.55) * (f === 'lanterns' ? 0.5 : 1);
    if (f === 'lanterns') marks += landmark(c, f, x, H * 0.25, s);
    else marks += landmark(c, f, f === 'bridge' || f === 'weir' ? W / 2 : x, y, s, { door: opts.door && (f === 'tree' || f === 'house'), depth: main ? 0 : 0.2, wallColour: f === 'house' ? (opts.houseColour ?? null) : null });
  });
  if (opts.lamps) for (const fx of [0.12, 0.88]) marks += landmark(c, 'streetlamp', W * fx, H * 0.97, H * 0.45);
  out += layer(c, 'landmarks', 0, marks);
  return { svg: out, ground: H * 0.93, horizon, free };
}

/** A paved street: cobbles in rows that shrink toward the houses. */
function cobbles(c: Canvas, top: number): string {
  const { W, H } = c;
  const stone = mix({ h: 35, s: 0.1, l: 0.55 }, c.pal.land[1] ?? c.pal.second, 0.15);
  let svg = el('rect', { x: 0, y: n(top), width: W, height: n(H - top), fill: c.fill(stone) });
  let d = '';
  for (let r = 0, y = top + 4 * c.u; y < H; r++) {
    const h = (5 + (y - top) * 0.12) * c.u;
    d += `M0 ${n(y)}H${n(W)}`;
    for (let x = (r % 2) * h; x < W; x += h * 2.2) d += `M${n(x)} ${n(y)}v${n(-h * 0.8)}`;
    y += h;
  }
  svg += el('path', { d, stroke: hex(c.lit(shift(stone, -0.12))), 'stroke-width': n(0.9 * c.u), opacity: 0.7 });
  return svg;
}

/** Space: stars, a ringed planet and a cratered ground. */
function space(c: Canvas): Stage {
  const { W, H, rng } = c;
  const horizon = H * 0.7;
  let svg = el('rect', { width: W, height: H, fill: hex(withL(c.pal.sky, 0.07, 0.5)) });
  let stars = '';
  for (let i = 0; i < 90; i++) {
    const r = (0.4 + rng.next()) * c.u;
    stars += `M${n(rng.next() * W - r)} ${n(rng.next() * horizon)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
  }
  svg += el('path', { d: stars, fill: '#fff', opacity: 0.85 });
  const px = W * (0.25 + rng.next() * 0.5);
  const py = H * 0.3;
  const pr = Math.min(W, H) * 0.16;
  svg += el('circle', { cx: n(px), cy: n(py), r: n(pr), fill: c.fill(c.pal.accent), ...c.line() });
  svg += el('ellipse', { cx: n(px), cy: n(py), rx: n(pr * 1.7), ry: n(pr * 0.35), fill: 'none', stroke: hex(c.lit(c.pal.light)), 'stroke-width': n(3 * c.u), transform: `rotate(-15 ${n(px)} ${n(py)})` });
  const ground = ridge(c, horizon, H * 0.08, 0, withL(c.pal.sky, 0.45, 0.08), 0);
  let craters = '';
  for (let i = 0; i < 6; i++) craters += el('ellipse', { cx: n(rng.next() * W), cy: n(horizon + H * 0.05 + rng.next() * H * 0.2), rx: n(W * 0.05), ry: n(W * 0.012), fill: hex(withL(c.pal.sky, 0.35, 0.08)) });
  return { svg: svg + group('horizon', ground.svg + craters), ground: H * 0.93, horizon, free: [0.3, 0.7] };
}

/** Under water: light from above, weed, bubbles and a sandy floor. */
function underwater(c: Canvas): Stage {
  const { W, H, rng } = c;
  const top = withL(mix(c.pal.water, c.pal.sky, 0.4), 0.55, 0.55);
  const bottom = withL(c.pal.water, 0.18, 0.55);
  const g = c.def('deep', (id) => el('linearGradient', { id, x1: 0, y1: 0, x2: 0, y2: 1 }, el('stop', { offset: 0, 'stop-color': hex(top) }) + el('stop', { offset: 1, 'stop-color': hex(bottom) })));
  let svg = el('rect', { width: W, height: H, fill: `url(#${g})` });
  let rays = '';
  for (let i = 0; i < 4; i++) {
    const x = W * (0.1 + i * 0.25 + rng.next() * 0.1);
    rays += `M${n(x)} 0h${n(W * 0.06)}L${n(x + W * 0.2)} ${n(H * 0.8)}h${n(-W * 0.12)}Z`;
  }
  svg += el('path', { d: rays, fill: '#fff', opacity: 0.12 });
  const floor = ridge(c, H * 0.85, H * 0.05, 0, SAND, 0.2);
  let weed = '';
  for (let i = 0; i < 9; i++) {
    const x = rng.next() * W;
    const h = H * (0.2 + rng.next() * 0.3);
    weed += `M${n(x)} ${n(H * 0.88)}c${n(W * 0.03)} ${n(-h * 0.3)} ${n(-W * 0.03)} ${n(-h * 0.6)} ${n(W * 0.01)} ${n(-h)}`;
  }
  const weedSvg = el('path', { d: weed, stroke: hex(c.lit(c.pal.land[0] as Hsl)), 'stroke-width': n(5 * c.u), fill: 'none', 'stroke-linecap': 'round' });
  let bubbles = '';
  for (let i = 0; i < 14; i++) {
    const r = (1.5 + rng.next() * 3) * c.u;
    bubbles += `M${n(rng.next() * W - r)} ${n(rng.next() * H * 0.8)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
  }
  svg += group('horizon', floor.svg + weedSvg) + el('path', { d: bubbles, fill: 'none', stroke: '#fff', 'stroke-width': n(c.u), opacity: 0.6 });
  return { svg, ground: H * 0.9, horizon: H * 0.85, free: [0.3, 0.7] };
}

/** The mouth of a cave framing the scene behind it. */
function caveFrame(c: Canvas): string {
  const { W, H } = c;
  const rock = withL(mix(c.pal.ink, c.pal.land[1] ?? c.pal.second, 0.3), 0.16);
  const d = `M0 0H${n(W)}V${n(H)}H0ZM${n(W * 0.12)} ${n(H)}C${n(W * 0.1)} ${n(H * 0.2)} ${n(W * 0.9)} ${n(H * 0.2)} ${n(W * 0.88)} ${n(H)}Z`;
  let tips = '';
  for (let i = 0; i < 6; i++) {
    const x = W * (0.25 + i * 0.1);
    tips += `M${n(x - W * 0.02)} ${n(H * 0.3)}L${n(x)} ${n(H * (0.36 + (i % 3) * 0.03))}L${n(x + W * 0.02)} ${n(H * 0.3)}Z`;
  }
  return group('cave', el('path', { d: d + tips, fill: hex(rock), 'fill-rule': 'evenodd', ...c.line() }));
}

/** How tall an animal stands beside a person (a person is 1). */
const NATURAL_SIZE: Partial<Record<Animal, number>> = {
  cow: 0.8, horse: 1, deer: 0.85, bear: 0.9, dragon: 1.2, dog: 0.45, fox: 0.4, heron: 0.6, otter: 0.35, seal: 0.3, badger: 0.3,
  cat: 0.3, rabbit: 0.28, owl: 0.3, bird: 0.2, duck: 0.25, squirrel: 0.22, mouse: 0.15, hedgehog: 0.18, frog: 0.14, tortoise: 0.22, robot: 0.2, bug: 0.1, fish: 0.2,
};

/** Paints the figures of a scene standing in front of it. */
function actorsOn(c: Canvas, stage: Stage, actors: readonly Actor[], scale: number, rain: boolean): string {
  const { W, H } = c;
  const shown = actors.filter((a) => a.kind !== 'bug' || actors.length === 1).slice(0, c.bare ? 2 : 3);
  const withPeople = shown.some((a) => a.kind === 'person' || a.kind === 'group');
  let out = '';
  // Figures stand on the side away from the main landmark, so neither hides the other.
  const freeSide = stage.free[0] ?? 0.5;
  const lo = freeSide > 0.5 ? 0.42 : 0.1;
  const hi = freeSide > 0.5 ? 0.9 : 0.58;
  const spread = stage.free.length > 1 || freeSide === 0.5;
  const slots = shown.length === 1 ? [freeSide] : shown.map((_, i) => (spread ? 0.2 + (0.6 * i) / (shown.length - 1) : lo + ((hi - lo) * (i + 0.5)) / shown.length));
  shown.forEach((a, i) => {
    const x = W * (slots[i] ?? 0.5);
    const y = stage.ground - (shown.length > 1 ? (i % 2) * H * 0.02 : 0);
    const tiny = a.traits.tiny ? 0.55 : 1;
    if (a.kind === 'person') out += standing(c, x, y, H * 0.5 * scale * tiny * (shown.length > 1 ? 0.85 : 1) * (a.traits.age === 'child' ? 0.7 : 1), a.traits);
    else if (a.kind === 'group') out += crowd(c, x - W * 0.18, x + W * 0.18, y, H * 0.4 * scale, 4, a.traits, rain);
    else {
      // Beside people, animals keep their size; among animals alone (a picture-book cast) they are the heroes.
      const size = withPeople ? H * 0.5 * (NATURAL_SIZE[a.kind] ?? 0.4) : H * 0.34 * (a.traits.tiny ? 0.75 : 1) * (shown.length > 2 ? 0.8 : 1);
      out += animal(c, a.kind, a.word, x, y, size * scale, a.traits);
    }
  });
  return out ? el('g', { class: ['figure', ...new Set(shown.map((a) => a.kind))].join(' ') }, out) : '';
}

/** A soft backdrop of the World's land for portraits and close views. */
function backdrop(c: Canvas, setting: Setting, reading: Reading, horizonFrac: number): Stage {
  const terrains = reading.terrains.length ? reading.terrains : setting.terrains;
  const interior = reading.interior ?? (reading.terrains.length ? null : setting.interior);
  if (interior) {
    const room = paintInterior(c, interior, reading.lights, reading.items, reading.interior ? reading.room : setting.room);
    return { svg: room.svg, ground: c.H * 0.95, horizon: room.floor, free: [0.5] };
  }
  const softened = terrains.filter((t) => t !== 'river' && t !== 'lake');
  return outdoor(c, softened.length ? softened : terrains, [], reading.weather, { horizon: c.H * horizonFrac, landmarks: 0, landmarkScale: 0.5, door: false });
}

/** The picture's layers for one request, before the light and finish. */
export function compose(c: Canvas, kind: IllustrationKind, readingIn: Reading, setting: Setting): string {
  const { W, H, rng } = c;
  const reading = c.bare ? { ...readingIn, weather: [] } : readingIn;
  let cls = reading.cls;
  if (cls === 'event') {
    // An event is pictured through what its description shows first: a creature, a thing, a place, else its weather.
    cls = reading.shown && reading.shown !== 'event' ? reading.shown : 'phenomenon';
  }
  const rain = reading.weather.includes('rain') || reading.weather.includes('storm');
  const weather = c.bare ? [] : reading.weather.length ? reading.weather : setting.weather;
  if (kind === 'portrait' || (kind === 'element' && cls === 'person')) {
    // Portraits share the World's own backdrop, whatever their words mention in passing.
    const stage = backdrop(c, setting, { ...reading, terrains: [], features: [], interior: null, weather: [], lights: [], items: [] }, 0.62);
    const self = reading.actors.find((a) => a.kind === 'person') ?? reading.actors[0];
    if (self && self.kind !== 'person' && self.kind !== 'group') {
      const beast = self.kind;
      return stage.svg + el('g', { class: `figure portrait ${beast}` }, animal(c, beast, self.word, W / 2, H * 0.94, H * 0.62 * (self.traits.tiny ? 0.85 : 1), self.traits));
    }
    const k = Math.min(W, H * 0.75) * 0.2;
    c.glows.push({ x: W / 2, y: H * 0.42, r: W * 0.6, colour: c.light.lamp, strength: c.light.dark ? 0.5 : 0.25 });
    return stage.svg + el('g', { class: 'figure portrait' }, bust(c, W / 2, H, H * 0.44, k, self?.traits ?? reading.actors[0]?.traits ?? placeholderTraits(reading)));
  }
  if (cls === 'animal') {
    const self = reading.actors.find(isBeast);
    const stage = backdrop(c, setting, reading, 0.6);
    let perch = '';
    const isBird = self && (self.kind === 'bird' || self.kind === 'owl');
    if (isBird) {
      // Birds perch on a chimney pot or a branch.
      if (reading.features.includes('house')) {
        perch += landmark(c, 'house', W * 0.5, H * 1.25, H * 0.95, { wallColour: reading.houseColour });
      } else {
        perch += el('path', { d: `M${n(-W * 0.05)} ${n(H * 0.8)}Q${n(W * 0.5)} ${n(H * 0.74)} ${n(W * 1.05)} ${n(H * 0.84)}`, stroke: hex(c.lit({ h: 28, s: 0.35, l: 0.3 })), 'stroke-width': n(9 * c.u), fill: 'none', 'stroke-linecap': 'round' });
      }
    }
    const ground = isBird ? (reading.features.includes('house') ? H * 0.51 : H * 0.79) : H * 0.93;
    const size = H * (isBird ? 0.42 : 0.56);
    return stage.svg + perch + (self ? el('g', { class: `figure animal ${self.kind}` }, animal(c, self.kind, self.word, W / 2, ground, size, self.traits)) : '') + paintWeather(c, weather, stage.horizon, false);
  }
  if (cls === 'item') {
    const main = reading.items[0] ?? 'crate';
    if (main === 'door' || (reading.features[0] === 'door' && !reading.terrains.length)) return doorView(c, reading, setting);
    const outdoors = reading.itemOutdoors && !reading.interior;
    const stage = outdoors ? outdoor(c, reading.terrains, [], weather, { horizon: H * 0.5, landmarks: 0, landmarkScale: 0.5, door: false }) : paintInterior(c, reading.interior ?? 'room', reading.lights.length ? reading.lights : ['lamp'], [], { table: false, shelves: reading.interior === 'room' && reading.room.shelves });
    let table = '';
    const y = outdoors ? H * 0.86 : H * 0.8;
    if (!outdoors) {
      const wood = mix({ h: 28, s: 0.4, l: 0.36 }, c.pal.accent, 0.1);
      table = el('path', { d: `M${n(W * 0.04)} ${n(H * 0.78)}H${n(W * 0.96)}L${n(W)} ${n(H * 0.86)}H0Z`, fill: c.fill(shift(wood, 0.08)), ...c.line() }) + el('rect', { x: 0, y: n(H * 0.86), width: W, height: n(H * 0.14), fill: c.fill(wood) });
    }
    c.glows.push({ x: W / 2, y: H * 0.45, r: W * 0.6, colour: c.light.lamp, strength: 0.35 });
    const s = Math.min(W, H) * 0.62;
    const shadow = el('ellipse', { cx: n(W / 2), cy: n(y), rx: n(s * 0.55), ry: n(s * 0.06), fill: hex(c.pal.ink), opacity: 0.25 });
    const stageSvg = 'svg' in stage ? stage.svg : '';
    return stageSvg + table + shadow + el('g', { class: 'still-life' }, item(c, main, W / 2, y, s, reading.itemColour)) + (outdoors ? paintWeather(c, weather, H * 0.5, false) : '');
  }
  if (cls === 'group') {
    const g = reading.actors.find((a) => a.kind === 'group') ?? reading.actors[0];
    const stage = reading.interior ? paintInterior(c, reading.interior, reading.lights, reading.items, reading.room) : null;
    const out = stage
      ? { svg: stage.svg, ground: H * 0.94, horizon: stage.floor }
      : outdoor(c, reading.terrains.length ? reading.terrains : ['town'], reading.features.slice(0, 1), weather, { horizon: H * 0.55, landmarks: 0, landmarkScale: 0.5, door: false });
    const count = c.bare ? 3 : c.lean ? 4 : 5 + rng.int(0, 1);
    const people = g ? crowd(c, W * 0.08, W * 0.92, out.ground, H * 0.5, count, g.traits, rain || weather.includes('rain')) : '';
    return out.svg + el('g', { class: 'figure group' }, people) + paintWeather(c, weather, out.horizon, false);
  }
  // Places, phenomena, scenes, covers and interludes.
  const wide = W > H;
  const horizonFrac = kind === 'cover' ? 0.6 : wide ? 0.55 + rng.next() * 0.06 : 0.58;
  const terrains = [...(reading.terrains.length || reading.interior ? reading.terrains : setting.terrains)];
  const features = reading.features.length || reading.terrains.length || reading.interior ? reading.features : setting.features.slice(0, 1);
  const showActors = kind === 'scene' || kind === 'cover' || kind === 'interlude';
  // A place's own picture shows no figures but the crowd its words ask for ("a crowded bakery").
  const placeCrowd = kind === 'element' ? reading.actors.filter((a) => a.kind === 'group') : [];
  if ((features[0] === 'boat' || features[0] === 'lighthouse') && !terrains.includes('sea') && !terrains.includes('river') && !terrains.includes('lake')) terrains.unshift('sea');
  let stage: Stage;
  if (terrains.includes('space')) stage = space(c);
  else if (terrains.includes('underwater')) stage = underwater(c);
  else if (reading.interior && !(cls === 'phenomenon')) {
    const room = paintInterior(c, reading.interior, reading.lights, reading.items, reading.room);
    stage = { svg: room.svg, ground: H * 0.95, horizon: room.floor, free: [0.3] };
  } else if (cls === 'place' && kind === 'element' && reading.focus === 'door') {
    return doorView(c, reading, setting);
  } else {
    const door = features.includes('door') && (features.includes('tree') || features.includes('house'));
    const town = terrains.includes('town') || terrains.includes('city');
    const marks = features.filter((f) => (f !== 'door' || !door) && !(f === 'door' && town));
    if (kind === 'element' && reading.focus && marks.includes(reading.focus)) marks.sort((a, b) => (a === reading.focus ? -1 : b === reading.focus ? 1 : 0));
    // An element that is a landmark ("a low stone cottage") gets it large, in the middle.
    const hero = kind === 'element' && reading.focus !== null && reading.focus === marks[0];
    stage = outdoor(c, terrains, marks, weather, { horizon: H * horizonFrac, landmarks: hero ? 1 : 2, landmarkScale: hero ? 0.95 : kind === 'cover' || kind === 'element' ? 0.62 : 0.5, door, lamps: town && reading.lights.includes('lamp'), houseColour: reading.houseColour, centre: hero, figures: showActors });
  }
  let svg = stage.svg;
  if (terrains.includes('cave')) svg += caveFrame(c);
  if (showActors) svg += actorsOn(c, stage, reading.actors, kind === 'cover' ? 0.62 : 1, rain);
  else if (placeCrowd.length) svg += actorsOn(c, stage, placeCrowd, 0.85, rain);
  // A story picture of a thing ("The Survey Kit") shows the thing in the foreground.
  if (showActors && !reading.actors.length && reading.thingFirst && reading.items[0] && !reading.interior) {
    const s = Math.min(W, H) * 0.42;
    svg += el('ellipse', { cx: n(W / 2), cy: n(H * 0.93), rx: n(s * 0.5), ry: n(s * 0.05), fill: hex(c.pal.ink), opacity: 0.25 }) + el('g', { class: 'still-life' }, item(c, reading.items[0], W / 2, H * 0.93, s, reading.itemColour));
  }
  if (!reading.interior || cls === 'phenomenon') svg += paintWeather(c, weather, stage.horizon, cls === 'phenomenon');
  return svg;
}

/** A close view of a door in an old wall. */
function doorView(c: Canvas, reading: Reading, setting: Setting): string {
  const { W, H } = c;
  const sky = paintSky(c, H * 0.3, { clouds: false, storm: false, celestial: true });
  const doorColour = reading.itemColour ?? (reading.colours[0]?.colour ?? null);
  const wall = landmark(c, 'door', W / 2, H * 0.96, H * 0.9, { doorColour, wallColour: null });
  const ground = el('rect', { x: 0, y: n(H * 0.95), width: W, height: n(H * 0.05), fill: hex(c.lit(withL(c.pal.land[0] as Hsl, 0.3))) });
  return sky + group('horizon', el('g', { class: 'near' }, wall + ground)) + paintWeather(c, reading.weather.length ? reading.weather : setting.weather, H * 0.5, false);
}

function isBeast(a: Actor): a is Actor & { kind: Animal } {
  return a.kind !== 'person' && a.kind !== 'group';
}

function placeholderTraits(reading: Reading): Actor['traits'] {
  return {
    age: 'adult', build: 'average', hair: null, hairColour: null, hat: null, hatColour: null, glasses: false, beard: null, top: null, topColour: null,
    scarf: null, earring: false, prop: null, body: null, detail: reading.colours[0]?.colour ?? null, pale: false, weathered: false, asleep: false, tiny: false, flop: false, knitted: false, seed: 'someone',
  };
}

