/**
 * Planning ahead (issue 30): a turn's planning calls (milestone texts, new threads, new switches)
 * must finish before any of its beats can start, so with a model they used to stand between the
 * last choice and a player's first words. While the players choose, this starts those calls for
 * every story their remaining choices can make (`storiesBeforeNextTurn`, engine/driver/plan-ahead.ts),
 * as soon as there are at most `maxCalls` distinct ones; when the turn job asks the narrator for a
 * planning call, a call started ahead with the very same request (canonical JSON, hashed) answers
 * it. A call a choice made obsolete is dropped (its answer is never used); a call planned ahead
 * that failed is made again at the time. The turn is therefore exactly what it would have been
 * without planning ahead: the same requests, answered by the same narrator, only earlier.
 *
 * Only for a model narrator (the procedural one answers at once), in the process that wrote the
 * change (another process's turn job simply makes its calls at the time).
 */
import { createHash } from 'node:crypto';
import { planningCalls, storiesBeforeNextTurn, type Narrator, type PlanningCall } from '@engine';
import type { Story } from '@schemas';
import { createLogger } from '../util/log';

const log = createLogger('plan-ahead');

/** Calls planned ahead are dropped after this long unused (the turn ran in another process, or never came). */
const KEEP_MS = 15 * 60_000;

type Entry = { answer: Promise<unknown>; at: number };

/** JSON with sorted object keys: a story loaded from the database and one reduced here give the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

function keyOf(call: PlanningCall['call'], request: unknown): string {
  return `${call}:${createHash('sha256').update(canonicalJson(request)).digest('base64url')}`;
}

const storyIdOf = (request: unknown): string | undefined => (request as { context?: { story?: { id?: string } } }).context?.story?.id;

/** Counters (tests, logs). */
export interface PlanAheadStats {
  started: number;
  used: number;
  dropped: number;
}

/** Plans turns ahead for one narrator; see the file comment. */
export class PlanAhead {
  private readonly byStory = new Map<string, Map<string, Entry>>();
  readonly stats: PlanAheadStats = { started: 0, used: 0, dropped: 0 };
  /** The narrator the turn job uses: the base one, its planning calls answered by calls started ahead when the request is the same. */
  readonly narrator: Narrator;

  constructor(
    private readonly base: Narrator,
    /** Most distinct planning calls started ahead for one story's next turn (0: never plan ahead). */
    private readonly maxCalls: number,
  ) {
    const wrapped = Object.create(base) as Narrator;
    for (const call of ['writeMilestones', 'planThread', 'writeSwitch'] as const) {
      const direct = (request: never) => (base[call] as (r: never) => Promise<never>).call(base, request);
      (wrapped as unknown as Record<string, unknown>)[call] = (request: never) => {
        const storyId = storyIdOf(request);
        const entries = storyId ? this.byStory.get(storyId) : undefined;
        const key = entries?.size ? keyOf(call, request) : '';
        const entry = entries?.get(key);
        if (!entry) return direct(request);
        entries!.delete(key);
        this.stats.used++;
        return entry.answer.catch(() => direct(request));
      };
    }
    this.narrator = wrapped;
  }

  /** Plans the next turn of a story just written (a choice, a character, a turn), after the current work. */
  consider(story: Story): void {
    if (this.maxCalls <= 0) return;
    setImmediate(() => {
      try {
        this.plan(story);
      } catch (error) {
        log.warn(`planning ahead for ${story.id} failed: ${String(error)}`);
      }
    });
  }

  private plan(story: Story): void {
    this.sweep();
    const stories = storiesBeforeNextTurn(story, new Date().toISOString(), this.maxCalls * 3);
    if (!stories) return;
    const wanted = new Map<string, PlanningCall>();
    for (const s of stories) for (const c of planningCalls(s)) wanted.set(keyOf(c.call, c.request), c);
    if (wanted.size > this.maxCalls) return;
    const entries = this.byStory.get(story.id) ?? new Map<string, Entry>();
    for (const key of [...entries.keys()]) {
      if (wanted.has(key)) continue;
      entries.delete(key);
      this.stats.dropped++;
    }
    for (const [key, c] of wanted) {
      if (entries.has(key)) continue;
      const answer = (this.base[c.call] as (r: unknown) => Promise<unknown>).call(this.base, c.request);
      answer.catch(() => undefined);
      entries.set(key, { answer, at: Date.now() });
      this.stats.started++;
    }
    if (entries.size) this.byStory.set(story.id, entries);
    else this.byStory.delete(story.id);
  }

  private sweep(): void {
    const old = Date.now() - KEEP_MS;
    for (const [id, entries] of this.byStory) {
      for (const [key, e] of entries) if (e.at < old) entries.delete(key);
      if (!entries.size) this.byStory.delete(id);
    }
  }
}
