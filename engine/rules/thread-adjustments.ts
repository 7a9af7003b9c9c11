import type { Stat, StatType } from '@schemas';

/** Which thread endings a rule applies to [T3]: any, or the thread's result for the stat's holder. */
export type ThreadEndCondition = 'any' | 'favorable' | 'mixed' | 'unfavorable';

/** An adjustmentsAfterThreads line the engine understands [T3]: a whole-number change when a thread ends. */
export type ThreadAdjustmentRule = { delta: number; when: ThreadEndCondition; text: string };

const NUMERIC: readonly StatType[] = ['percentage', 'opposites', 'number'];

const DOWN = /^(?:drops?|falls?|decreases?|goes down|go down|sinks?|shrinks?|loses?|lowers?|is lowered|is reduced|reduces?|ticks? down|counts? down)$/;
const UP = /^(?:rises?|grows?|increases?|goes up|go up|gains?|raises?|is raised|climbs?|ticks? up|adds?)$/;
const VERB = '(drops?|falls?|decreases?|goes down|go down|sinks?|shrinks?|loses?|lowers?|is lowered|is reduced|reduces?|ticks? down|counts? down|rises?|grows?|increases?|goes up|go up|gains?|raises?|is raised|climbs?|ticks? up|adds?)';
const UNIT = '(?:\\s*%|\\s+(?:points?|percent|percentage points?))?';
const SIGNED = new RegExp(`^([+\\-−–])\\s*(\\d{1,3})${UNIT}(?:\\s*(?:to|-|–)\\s*([+\\-−–])?\\s*(\\d{1,3})${UNIT})?\\s+(.+)$`);
const VERBAL = new RegExp(`^(?:(?:it|this|the stat|the value)\\s+)?${VERB}\\s+(?:by\\s+)?(\\d{1,3})${UNIT}(?:\\s*(?:to|-|–)\\s*(\\d{1,3})${UNIT})?\\s+(.+)$`);

const THREAD = '(?:every|each|any|a|the) thread';
const ENDS = '(?:\\s+(?:ends?|is over|finishes|closes))?';
const GOOD = '(?:favou?rably|well|successfully|in success|with success)';
const MIXED = '(?:mixed|with a mixed result|in a draw)';
const BAD = '(?:unfavou?rably|badly|in failure|with a failure)';
const CONDITIONS: readonly [RegExp, ThreadEndCondition][] = [
  [new RegExp(`^(?:after|at the end of|when|whenever|once) ${THREAD}${ENDS}$`), 'any'],
  [/^(?:per|for every|for each) thread$/, 'any'],
  [new RegExp(`^(?:after|when|whenever) ${THREAD} (?:that |which )?(?:ended|ends|finished|finishes|went|goes|closed|closes) ${GOOD}$`), 'favorable'],
  [new RegExp(`^(?:after|when|whenever) ${THREAD} (?:that |which )?(?:ended|ends|finished|finishes|went|goes|closed|closes) ${MIXED}$`), 'mixed'],
  [new RegExp(`^(?:after|when|whenever) ${THREAD} (?:that |which )?(?:ended|ends|finished|finishes|went|goes|closed|closes) ${BAD}$`), 'unfavorable'],
  [/^after (?:every|each|any|a) (?:successful|favou?rable|won) thread$/, 'favorable'],
  [/^after (?:every|each|any|a) mixed thread$/, 'mixed'],
  [/^after (?:every|each|any|a) (?:failed|unfavou?rable|lost) thread$/, 'unfavorable'],
];

// "+5 to +10" stands for its middle, rounded away from zero ("-3 to -8" is -6).
const middle = (a: number, b: number): number => {
  const m = (a + b) / 2;
  return m < 0 ? -Math.round(-m) : Math.round(m);
};

const conditionOf = (rest: string): ThreadEndCondition | null => {
  for (const [re, when] of CONDITIONS) if (re.test(rest)) return when;
  return null;
};

/**
 * Reads one adjustmentsAfterThreads line as a rule the engine applies when a thread ends [T3], or
 * null when the line says anything the engine cannot decide by itself (a kind of thread, what the
 * player did, items, levels): those stay guidance for the narrator. Understood: a signed number or
 * range ("-15 after every thread.", "+5 to +10 after each thread", "-1 per thread") or a verb
 * ("drops by 10 when a thread ends badly"), then when: after every/each/any thread, or after a
 * thread that ended favorably / mixed / unfavorably. A reason after "because" or a comma is ignored.
 * @example parseThreadAdjustment('-15 after every thread.') // { delta: -15, when: 'any', ... }
 */
export function parseThreadAdjustment(line: string): ThreadAdjustmentRule | null {
  const text = line.trim();
  const plain = text
    .toLowerCase()
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/[,;:]?\s+because\b.*$/, '')
    .replace(/[.!]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const signed = SIGNED.exec(plain);
  if (signed) {
    const sign = signed[1] === '+' ? 1 : -1;
    const a = sign * Number(signed[2]);
    const b = signed[4] === undefined ? a : (signed[3] === undefined ? sign : signed[3] === '+' ? 1 : -1) * Number(signed[4]);
    const when = conditionOf(signed[5] ?? '');
    return when && (a !== 0 || b !== 0) ? { delta: middle(a, b), when, text } : null;
  }
  const verbal = VERBAL.exec(plain);
  if (verbal) {
    const verb = verbal[1] ?? '';
    const sign = DOWN.test(verb) ? -1 : UP.test(verb) ? 1 : 0;
    const a = sign * Number(verbal[2]);
    const b = verbal[3] === undefined ? a : sign * Number(verbal[3]);
    const when = conditionOf(verbal[4] ?? '');
    return when && sign !== 0 && (a !== 0 || b !== 0) ? { delta: middle(a, b), when, text } : null;
  }
  return null;
}

/** The rules of a stat the engine applies when a thread ends [T3] (numeric stats only). */
export function threadAdjustmentRules(stat: Pick<Stat, 'type' | 'adjustmentsAfterThreads'>): ThreadAdjustmentRule[] {
  if (!NUMERIC.includes(stat.type)) return [];
  return stat.adjustmentsAfterThreads.map(parseThreadAdjustment).filter((r): r is ThreadAdjustmentRule => r !== null);
}

/** The lines of a stat the engine does not apply: guidance left to the narrator. */
export function narratorAdjustmentLines(stat: Pick<Stat, 'type' | 'adjustmentsAfterThreads'>): string[] {
  return stat.adjustmentsAfterThreads.filter((l) => !NUMERIC.includes(stat.type) || parseThreadAdjustment(l) === null);
}
