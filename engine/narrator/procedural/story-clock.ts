import type { Light } from './material-types';

// One clock per story (issue 28): the time of day moves forward with the turns and agrees with
// the setting's hours, so a Friday dinner service never opens 'In the morning', a night adventure
// that ends with the first bird runs from night to dawn, and a bedtime story ends at bedtime.
// Every player of a turn reads the same time.

/** A time of day the story can be at. */
export type Hour =
  | 'early morning'
  | 'morning'
  | 'midday'
  | 'afternoon'
  | 'late afternoon'
  | 'teatime'
  | 'early evening'
  | 'evening'
  | 'dusk'
  | 'night'
  | 'late night'
  | 'small hours'
  | 'dawn'
  | 'bedtime';

/** The run of hours a story spans. */
export type Span = 'day' | 'evening' | 'overnight' | 'bedtime' | 'any';

const SPANS: Record<Span, Hour[]> = {
  day: ['early morning', 'morning', 'midday', 'afternoon', 'late afternoon'],
  evening: ['late afternoon', 'early evening', 'evening', 'night', 'late night'],
  overnight: ['evening', 'night', 'late night', 'small hours', 'dawn'],
  bedtime: ['teatime', 'evening', 'dusk', 'night', 'bedtime'],
  any: ['morning', 'midday', 'afternoon', 'evening', 'night'],
};

/** The span of a story from its 'when' (a pack's, or a World's own prose), its daylight and whether it ends at bedtime. */
export function spanOf(when: string, light: Light, bedtime: boolean): Span {
  const w = when.toLowerCase();
  if (bedtime || /\bbedtime\b/.test(w)) return 'bedtime';
  const late = w.search(/\b(evening|night|dinner|supper|midnight|dusk|sunset)\b/);
  const early = w.search(/\b(morning|sunrise|dawn|first light|grow light|first bird|breakfast)\b/);
  if (late >= 0 && early > late) return 'overnight';
  if (late >= 0 && early < 0) return light === 'day' ? 'any' : 'evening';
  if (light === 'day') return 'day';
  if (light === 'night') return early >= 0 ? 'overnight' : 'evening';
  if (late < 0 && /\b(morning|afternoon|lunch|school day|home time)\b/.test(w)) return 'day';
  return 'any';
}

/** The hour of a turn in a story of maxTurns turns, over the story's span. */
export function hourOf(turn: number, maxTurns: number, span: Span): Hour {
  const hours = SPANS[span];
  const at = Math.min(hours.length - 1, Math.floor(((turn - 1) / Math.max(1, maxTurns)) * hours.length));
  return turn >= maxTurns && span === 'bedtime' ? 'bedtime' : (hours[at] as Hour);
}

/** Whether a place or happening of a daylight fits the hour. */
export function fitsHour(light: Light, hour: Hour): boolean {
  if (light === 'any') return true;
  const dark = ['dusk', 'night', 'late night', 'small hours', 'bedtime', 'evening'].includes(hour);
  return light === 'night' ? dark : !dark;
}

/** A short phrase for the hour, to open a sentence ('At midday', 'At teatime'). */
export function hourPhrase(hour: Hour): string {
  const phrases: Record<Hour, string> = {
    'early morning': 'Early in the morning',
    morning: 'In the morning',
    midday: 'At midday',
    afternoon: 'In the afternoon',
    'late afternoon': 'Late in the afternoon',
    teatime: 'At teatime',
    'early evening': 'Early in the evening',
    evening: 'In the evening',
    dusk: 'As it gets dark',
    night: 'At night',
    'late night': 'Late at night',
    'small hours': 'In the small hours',
    dawn: 'As the sky grows light',
    bedtime: 'At bedtime',
  };
  return phrases[hour];
}
