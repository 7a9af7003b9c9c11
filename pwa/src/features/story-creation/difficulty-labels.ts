// The words under a difficulty slider (issue 27): each sits over the value it names. A few levels
// are each named at their place; many (the wizard's six) are named at the two ends, where those
// levels sit. 'Easier' and 'Harder' at the ends misled: with two levels, 'Balanced' sat under 'Harder'.
import type { SliderMark } from '../../shared/ui/slider';

/** Levels a slider names each of (more are named at the ends only, so the words never overlap on a phone). */
export const MARKED_LEVELS = 4;

/** The slider's marks or end labels for levels ordered easiest first. */
export function difficultyLabels(levels: readonly { title: string }[]): { marks?: SliderMark[]; endLabels?: [string, string] } {
  if (levels.length <= MARKED_LEVELS) return { marks: levels.map((l, i) => ({ value: i, label: l.title })) };
  return { endLabels: [levels[0]?.title ?? '', levels.at(-1)?.title ?? ''] };
}
