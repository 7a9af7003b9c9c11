import type { Light } from './material';

// One clock per story (issue 28): the time of day moves forward with the turns and agrees with
// the setting's daylight, so no beat is 'deep in the night' in a story of a sunny field day and a
// bedtime story ends at bedtime. Every player of a turn reads the same time.

/** A time of day the story can be at. */
export type Hour = 'early morning' | 'morning' | 'midday' | 'afternoon' | 'late afternoon' | 'teatime' | 'evening' | 'dusk' | 'night' | 'bedtime';

const DAY: Hour[] = ['early morning', 'morning', 'midday', 'afternoon', 'late afternoon'];
const NIGHT: Hour[] = ['teatime', 'evening', 'dusk', 'night', 'bedtime'];
const ANY: Hour[] = ['morning', 'midday', 'afternoon', 'evening', 'night'];

/** The hour of a turn in a story of maxTurns turns, for a story set by day, by night (ending at bedtime) or across the day. */
export function hourOf(turn: number, maxTurns: number, light: Light): Hour {
  const hours = light === 'day' ? DAY : light === 'night' ? NIGHT : ANY;
  const at = Math.min(hours.length - 1, Math.floor(((turn - 1) / Math.max(1, maxTurns)) * hours.length));
  return turn >= maxTurns && light === 'night' ? 'bedtime' : (hours[at] as Hour);
}

/** Whether a place or happening of a daylight fits the hour. */
export function fitsHour(light: Light, hour: Hour): boolean {
  if (light === 'any') return true;
  const dark = hour === 'dusk' || hour === 'night' || hour === 'bedtime' || hour === 'evening';
  return light === 'night' ? dark : !dark;
}

/** A short phrase for the hour, to open a sentence ('By midday', 'At teatime'). */
export function hourPhrase(hour: Hour): string {
  switch (hour) {
    case 'early morning':
      return 'Early in the morning';
    case 'morning':
      return 'In the morning';
    case 'midday':
      return 'At midday';
    case 'afternoon':
      return 'In the afternoon';
    case 'late afternoon':
      return 'Late in the afternoon';
    case 'teatime':
      return 'At teatime';
    case 'evening':
      return 'In the evening';
    case 'dusk':
      return 'As it gets dark';
    case 'night':
      return 'In the dark';
    case 'bedtime':
      return 'At bedtime';
  }
}
