// What a World's instructions say about every one of its pictures: the hour and the air from
// its atmosphere, and the land from its setting details, used where a prompt names neither.
import type { Feature, Interior, Terrain, Time, Weather } from './lexicon';
import { lexicon, sideTags } from './lexicon';
import { roomHintsIn, type RoomHints } from './reading';
import { lookup, tokenize } from './tokens';
import type { IllustrationRequest } from './types';

/** The World's usual hour, air and land. */
export type Setting = { time: Time | null; weather: Weather[]; terrains: Terrain[]; features: Feature[]; interior: Interior | null; room: RoomHints };

const STEADY_WEATHER: readonly Weather[] = ['fog', 'rain', 'snow', 'frost', 'storm'];
const NOT_ALWAYS = ' occasional occasionally sometimes rare rarely then later ';

/** The first time of day named in some words ("golden hour" and "first light" included). */
export function timeIn(text: string): Time | null {
  const tokens = tokenize(text);
  const lex = lexicon();
  const side = sideTags();
  for (let k = 0; k < tokens.length; k++) {
    const w = (tokens[k] as { w: string }).w;
    const next = tokens[k + 1]?.w;
    if (w === 'golden' && next === 'hour') return 'golden';
    if (w === 'first' && next === 'light') return 'dawn';
    const tags = [lookup(lex, w), ...(lookup(side, w) ?? [])];
    for (const t of tags) if (t?.t === 'time') return t.v;
  }
  return null;
}

/** Reads the World's instructions into its usual setting. */
export function worldSetting(instructions: IllustrationRequest['instructions']): Setting {
  const atmosphere = instructions?.atmosphere ?? '';
  const details = instructions?.settingDetails ?? '';
  const time = timeIn(atmosphere) ?? timeIn(details);
  const weather: Weather[] = [];
  const tokens = tokenize(atmosphere);
  const side = sideTags();
  tokens.forEach((t, k) => {
    for (const tag of lookup(side, t.w) ?? []) {
      if (tag.t !== 'weather' || !STEADY_WEATHER.includes(tag.v) || weather.includes(tag.v)) continue;
      const before = tokens.slice(Math.max(0, k - 3), k).map((x) => x.w);
      if (before.some((b) => NOT_ALWAYS.includes(` ${b} `))) continue;
      weather.push(tag.v);
    }
  });
  const terrains: Terrain[] = [];
  const features: Feature[] = [];
  let interior: Interior | null = null;
  for (const t of tokenize(details)) {
    const main = lookup(lexicon(), t.w);
    for (const tag of [main, ...(lookup(side, t.w) ?? [])]) {
      if (tag?.t === 'terrain' && !terrains.includes(tag.v)) terrains.push(tag.v);
      if (tag?.t === 'feature' && !features.includes(tag.v)) features.push(tag.v);
      // The World lives indoors only when its details name a room before any landscape.
      if (tag?.t === 'interior' && !interior && !terrains.length && !t.possessive) interior = tag.v;
    }
  }
  if (features.includes('rows') && terrains.includes('forest') && !terrains.includes('orchard')) terrains.unshift('orchard');
  return { time, weather, terrains, features, interior, room: roomHintsIn(tokenize(details).map((t) => t.w)) };
}
