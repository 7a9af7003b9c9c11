// How the roll's numbers are written on the chosen-option card.

/** The points figure: 'Bonus' for positive (and zero) points, 'Malus' for negative. */
export function pointsFigure(points: number): { label: 'Bonus' | 'Malus'; value: string } {
  return points < 0 ? { label: 'Malus', value: `−${Math.abs(points)}` } : { label: 'Bonus', value: `+${points}` };
}

/** A signed value as shown on a chip: +5, −10, ±0. */
export function signed(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `−${Math.abs(value)}`;
  return '±0';
}

/** What the bonus or malus means, in plain words. */
export function pointsExplanation(points: number): string {
  if (points > 0) return `The modifiers below add up to ${signed(points)}: the odds shift towards things going well.`;
  if (points < 0) return `The modifiers below add up to ${signed(points)}: the odds shift towards things going wrong.`;
  return 'The modifiers below cancel out: the odds stay as the risk sets them.';
}
