import type { Guidelines, PlayerSlot, Stat, Story, Thread } from '@schemas';
import { numericStatValue } from '../rules/stat-values';
import { threadAdjustmentRules, type ThreadEndCondition } from '../rules/thread-adjustments';
import { threadPlayers } from './queries';
import type { StatAdjustment, ThreadResolution } from './turn-plan';

/** A story clock [T4]: a shared numeric stat whose end, by the World's own words, ends the story. */
export type StoryClock = { statId: string; name: string; end: number; rule: string };

const STORY_ENDS = /\b(?:the story (?:ends|is over|comes to an end|moves to its (?:ending|end|final turn))|ends the story|the end of the story|game over)\b/i;
const TRIGGERS: readonly [RegExp, (m: RegExpExecArray) => number][] = [
  [/\b(?:runs? out|is used up|is empty|empties|is gone)\b/i, () => 0],
  [/\b(?:reaches|hits|gets to|falls to|drops to|rises to|climbs to)\s+(zero|\d{1,3})\s*%?/i, (m) => (m[1]?.toLowerCase() === 'zero' ? 0 : Number(m[1]))],
  [/\bat\s+(zero|\d{1,3})\s*%?\s*[:,]/i, (m) => (m[1]?.toLowerCase() === 'zero' ? 0 : Number(m[1]))],
];

function endIn(text: string): number | null {
  if (!STORY_ENDS.test(text)) return null;
  for (const [re, value] of TRIGGERS) {
    const m = re.exec(text);
    if (m) return value(m);
  }
  return null;
}

/**
 * The story clocks of a World [T4]: shared percentage or number stats whose own texts (possible
 * values, narrative implications, tooltip), or a World rule or thread instruction that names them,
 * say that the story ends when they run out or reach a value ("When it runs out ... the story
 * ends", "At 0: ... the story moves to its ending"). A stat that starts at its end is no clock.
 */
export function storyClocks(world: { guidelines: Guidelines; sharedStats: readonly Stat[] }): StoryClock[] {
  const named = [...world.guidelines.rules, ...world.guidelines.switchAndThreadInstructions];
  const clocks: StoryClock[] = [];
  for (const s of world.sharedStats) {
    if (s.type !== 'percentage' && s.type !== 'number') continue;
    const own = [s.possibleValues, ...s.narrativeImplications, s.tooltip];
    const mentions = named.filter((t) => s.name.trim().length > 2 && t.toLowerCase().includes(s.name.trim().toLowerCase()));
    for (const text of [...own, ...mentions]) {
      const end = endIn(text);
      if (end === null || end < 0 || end > 100) continue;
      if (typeof s.initialValue === 'number' && s.initialValue === end) continue;
      clocks.push({ statId: s.id, name: s.name, end, rule: text.trim() });
      break;
    }
  }
  return clocks;
}

/** Whether a clock's value has reached its end (from the side it started on). */
export function clockRunOut(clock: StoryClock, stat: Stat, value: number): boolean {
  const start = typeof stat.initialValue === 'number' ? stat.initialValue : 100;
  return start > clock.end ? value <= clock.end : value >= clock.end;
}

const resultFor = (r: ThreadResolution, side: 'A' | 'B' | null): ThreadEndCondition | null => {
  if (r === 'favorable' || r === 'mixed' || r === 'unfavorable') return r;
  if (r === 'sideAWins') return side === 'A' ? 'favorable' : side === 'B' ? 'unfavorable' : null;
  if (r === 'sideBWins') return side === 'B' ? 'favorable' : side === 'A' ? 'unfavorable' : null;
  return null;
};

const matches = (when: ThreadEndCondition, result: ThreadEndCondition | null): boolean => when === 'any' || when === result;

/** A thread that ends this turn, with the result of its last step. */
export type EndedThread = { thread: Thread; result: ThreadResolution };

/**
 * The stat adjustments of the threads that end this turn [T3]: for a shared stat each rule applies
 * once however many threads end together (they are the same stretch of story time), if any of
 * them meets its condition; for a player stat once for each player of a thread that meets it,
 * the result read from that player's side. In stat order, shared first, then players by slot.
 */
export function threadEndAdjustments(story: Story, ended: readonly EndedThread[]): StatAdjustment[] {
  if (ended.length === 0) return [];
  const out: StatAdjustment[] = [];
  for (const s of story.world.sharedStats) {
    for (const rule of threadAdjustmentRules(s)) {
      if (ended.some((e) => matches(rule.when, resultFor(e.result, e.thread.playersSideB.length ? null : 'A')))) {
        out.push({ group: 'shared', statId: s.id, delta: rule.delta, rule: rule.text });
      }
    }
  }
  const slots = [...new Set(ended.flatMap((e) => threadPlayers(e.thread)))].sort() as PlayerSlot[];
  for (const slot of slots) {
    if (!story.players[slot]) continue;
    for (const s of story.world.playerStats) {
      for (const rule of threadAdjustmentRules(s)) {
        const hit = ended.some((e) => {
          const side = e.thread.playersSideB.includes(slot) ? 'B' : e.thread.playersSideA.includes(slot) ? 'A' : null;
          return side !== null && matches(rule.when, resultFor(e.result, side));
        });
        if (hit) out.push({ group: slot, statId: s.id, delta: rule.delta, rule: rule.text });
      }
    }
  }
  return out;
}

/** The first story clock that has run out once this turn's adjustments apply, if any [T4]. */
export function clockThatRanOut(story: Story, adjustments: readonly StatAdjustment[]): StoryClock | null {
  for (const clock of storyClocks(story.world)) {
    const stat = story.world.sharedStats.find((s) => s.id === clock.statId);
    if (!stat) continue;
    const now = numericStatValue(story.sharedStatValues, stat) ?? 0;
    const delta = adjustments.filter((a) => a.group === 'shared' && a.statId === stat.id).reduce((n, a) => n + a.delta, 0);
    const next = Math.max(0, Math.min(100, now + delta));
    if (clockRunOut(clock, stat, next)) return clock;
  }
  return null;
}
