import {
  outcomeShape,
  type OutcomeRef,
  type PlayerSlot,
  type Story,
  type Thread,
} from '@schemas';
import { createRng, deriveSeed, type RandomSource } from '../core/rng';
import { fail, ok, type Result } from '../core/result';
import { MAX_MILESTONES, maxSegments, minSegments, outcomeLoad, playerSupply } from './capacity';
import {
  allOutcomes,
  beatOfTurn,
  findOutcome,
  isMultiplayer,
  outcomesOfGroup,
  pendingSlots,
  playingSlots,
  threadEndTurn,
  threadPlayers,
} from './queries';
import { clockThatRanOut, threadEndAdjustments, type EndedThread } from './clocks';
import { endingResolution, stepResolution, toOutcomeResolution } from './resolution';
import {
  outcomeKey,
  type BeatPlan,
  type MilestonePlan,
  type StepResult,
  type SwitchPlan,
  type ThreadPlan,
  type TurnPlan,
} from './turn-plan';

/** Id of a player's beat on a turn. */
export function beatIdFor(turn: number, slot: PlayerSlot): string {
  return `beat-${turn}-${slot}`;
}

type Load = Map<string, number>;

const loadOf = (load: Load, ref: OutcomeRef): number => load.get(outcomeKey(ref)) ?? 0;
const bump = (load: Load, ref: OutcomeRef): void => {
  load.set(outcomeKey(ref), loadOf(load, ref) + 1);
};

/** Outcomes of a pool that still have room, neediest first (none yet, below intended, fewest). */
function candidates(story: Story, pool: readonly OutcomeRef[], load: Load, rng: RandomSource, avoid: ReadonlySet<string>): OutcomeRef[] {
  const keyed = pool
    .map((ref) => {
      const outcome = findOutcome(story, ref);
      const count = loadOf(load, ref);
      const intended = outcome?.intendedNumberOfMilestones ?? 2;
      return { ref, count, deficit: intended - count, tie: rng.next(), avoided: avoid.has(outcomeKey(ref)) ? 1 : 0 };
    })
    .filter((c) => c.count < MAX_MILESTONES);
  keyed.sort(
    (x, y) =>
      x.avoided - y.avoided ||
      (x.count === 0 ? 0 : 1) - (y.count === 0 ? 0 : 1) ||
      (x.deficit > 0 ? 0 : 1) - (y.deficit > 0 ? 0 : 1) ||
      y.deficit - x.deficit ||
      x.count - y.count ||
      x.tie - y.tie,
  );
  return keyed.map((c) => c.ref);
}

function refsOf(story: Story, group: OutcomeRef['outcomeGroup']): OutcomeRef[] {
  return outcomesOfGroup(story, group).map((o) => ({ outcomeGroup: group, outcomeId: o.id }));
}

/** The outcomes one player may pursue in a personal thread. */
function personalPool(story: Story, slot: PlayerSlot, load: Load, multiplayer: boolean): OutcomeRef[] {
  const own = refsOf(story, slot);
  if (!multiplayer) return [...refsOf(story, 'shared'), ...own];
  const ownOpen = own.filter((r) => loadOf(load, r) < MAX_MILESTONES);
  // A player whose own outcomes are full pursues a shared outcome alone.
  return ownOpen.length > 0 ? own : refsOf(story, 'shared');
}

function hasRoom(pool: readonly OutcomeRef[], load: Load): boolean {
  return pool.some((r) => loadOf(load, r) < MAX_MILESTONES);
}

function need(story: Story, pool: readonly OutcomeRef[], load: Load): number {
  return pool.reduce((sum, ref) => sum + Math.max(0, (findOutcome(story, ref)?.intendedNumberOfMilestones ?? 2) - loadOf(load, ref)), 0);
}

/** Outcomes (already sorted neediest first) still below their intended number of milestones. */
function needy(story: Story, sorted: readonly OutcomeRef[], load: Load): OutcomeRef[] {
  return sorted.filter((ref) => loadOf(load, ref) < (findOutcome(story, ref)?.intendedNumberOfMilestones ?? 2));
}

/** Chooses the thread duration: the preferred one if the remaining turns and outcome room allow it. */
export function chooseDuration(turnsLeft: number, preferred: number, supplyAfter: number): number {
  const feasible = [2, 3, 4].filter((d) => d <= turnsLeft && (turnsLeft - d === 0 || turnsLeft - d >= 3));
  const fits = feasible.filter((d) => minSegments(turnsLeft - d) <= supplyAfter);
  const pool = fits.length > 0 ? fits : feasible.length > 0 ? feasible : [Math.min(4, Math.max(2, turnsLeft))];
  return pool.reduce((best, d) => {
    const db = Math.abs(best - preferred);
    const dd = Math.abs(d - preferred);
    return dd < db || (dd === db && d > best) ? d : best;
  });
}

function lastSwitchWasShared(story: Story, slot: PlayerSlot): boolean {
  for (let i = story.switches.length - 1; i >= 0; i--) {
    const s = story.switches[i];
    if (s && s.players.includes(slot)) return s.players.length > 1;
  }
  return false;
}

function sidesFor(story: Story, players: PlayerSlot[], ref: OutcomeRef): { A: PlayerSlot[]; B: PlayerSlot[] } {
  if (players.length < 2 || story.gameMode === 'Cooperative') return { A: players, B: [] };
  const sharedIndex = story.threads.filter((t) => threadPlayers(t).length > 1).length;
  const outcome = findOutcome(story, ref);
  const competitiveShape = outcome ? outcomeShape(outcome.possibleResolutions) === 'competitive' : false;
  const split = story.gameMode === 'Competitive' || competitiveShape || sharedIndex % 2 === 1;
  if (!split) return { A: players, B: [] };
  const rot = sharedIndex % players.length;
  const rotated = [...players.slice(rot), ...players.slice(0, rot)];
  return { A: rotated.filter((_, i) => i % 2 === 0), B: rotated.filter((_, i) => i % 2 === 1) };
}

const BAD_ENDS: ReadonlySet<string> = new Set(['unfavorable', 'sideBWins']);

/**
 * The outcome that cannot wait for these players, if any: a challenge thread of exactly these
 * players ended badly last turn on an outcome that is still below its intended milestones and
 * has room; not twice in a row for the same players, so topic switches stay the rule [S3].
 */
function urgent(story: Story, players: readonly PlayerSlot[], ended: readonly MilestonePlan[], cands: readonly OutcomeRef[], load: Load): OutcomeRef | null {
  const lastSwitch = [...story.switches].reverse().find((s) => s.players.some((p) => players.includes(p)));
  if (lastSwitch?.flavorReason === 'urgency') return null;
  for (const m of ended) {
    if (m.reason !== 'thread' || !BAD_ENDS.has(m.resolution)) continue;
    const thread = story.threads.find((x) => x.id === m.threadId);
    if (!thread || thread.typeOfThread !== 'challenge' || thread.playersSideB.length > 0) continue;
    const own = threadPlayers(thread);
    if (own.length !== players.length || !own.every((p) => players.includes(p))) continue;
    const ref = cands.find((c) => c.outcomeGroup === m.outcomeGroup && c.outcomeId === m.outcomeId);
    const outcome = ref ? findOutcome(story, ref) : undefined;
    if (ref && outcome && loadOf(load, ref) < outcome.intendedNumberOfMilestones) return ref;
  }
  return null;
}

type Start = { players: PlayerSlot[]; ref: OutcomeRef; switchId: string | null; approach: number | null };

function voteIndex(story: Story, switchId: string, players: readonly PlayerSlot[], turn: number, rng: RandomSource): number | null {
  const counts = [0, 0, 0];
  for (const slot of players) {
    const p = story.players[slot];
    const b = p ? beatOfTurn(p, turn) : undefined;
    if (b && b.switchId === switchId && b.choice >= 0) counts[b.choice] = (counts[b.choice] ?? 0) + 1;
  }
  const max = Math.max(...counts);
  if (max === 0) return null;
  const tied = [0, 1, 2].filter((i) => counts[i] === max);
  return tied.length === 1 ? (tied[0] as number) : rng.pick(tied);
}

/**
 * Plans the next turn: per active player the beat kind, which thread and step or which switch it
 * is, the outcomes a switch's choices point to, thread sides and durations, step results and the
 * milestones to record. Pure and deterministic: the same story always gives the same plan.
 */
export function planTurn(story: Story): Result<TurnPlan> {
  if (story.gameOver || story.currentTurn >= story.maxTurns) return fail('game_over', 'The story is over: no more turns can be planned.');
  if (!story.characterSelectionCompleted) {
    return fail('selection_incomplete', 'Every active player must select a character before the first turn.');
  }
  const pending = pendingSlots(story);
  if (pending.length > 0) {
    return fail('turn_not_complete', `Turn ${story.currentTurn} is not complete: waiting for ${pending.join(', ')}.`);
  }
  const playing = playingSlots(story);
  if (playing.length === 0) return fail('no_active_players', 'No active player with a character is left in this story.');

  const t = story.currentTurn + 1;
  const rng = createRng(deriveSeed(story.seed, 'plan', t));
  const multiplayer = isMultiplayer(story);
  const load = outcomeLoad(story, t);
  const isPlaying = new Set(playing);

  // 1. Results of the previous turn's thread steps, and milestones of threads that just ended [S4].
  const stepResults: StepResult[] = [];
  const milestones: MilestonePlan[] = [];
  const ended: EndedThread[] = [];
  for (const thread of story.threads) {
    const prev = t - 1;
    if (thread.milestone !== undefined || thread.startTurn > prev || threadEndTurn(thread) < prev) continue;
    const res = stepResolution(story, thread, prev);
    if (res === null) continue;
    stepResults.push({ threadId: thread.id, step: prev - thread.startTurn, resolution: res });
    if (prev === threadEndTurn(thread)) {
      ended.push({ thread, result: res });
      const ref: OutcomeRef = { outcomeGroup: thread.outcomeGroup, outcomeId: thread.outcomeId };
      const outcome = findOutcome(story, ref);
      if (!outcome) continue;
      // Two threads of one outcome (each player's, in a group story) may end on the same turn: each
      // gets its milestone, the second under a key of its own (a key the narrator must write once).
      const key = `milestone-${t}-${thread.outcomeGroup}-${thread.outcomeId}`;
      milestones.push({
        key: milestones.some((m) => m.key === key) ? `${key}-${thread.id}` : key,
        ...ref,
        threadId: thread.id,
        resolution: toOutcomeResolution(outcome, res),
        reason: 'thread',
      });
      bump(load, ref); // no longer reserved as a running thread, now a milestone of this turn
    }
  }

  // The stats the ended threads move [T3]; a story clock that runs out ends the story now [T4].
  const adjustments = threadEndAdjustments(story, ended);
  const clock = t > 1 && t < story.maxTurns ? clockThatRanOut(story, adjustments) : null;
  const endedBy = clock ? { statId: clock.statId, name: clock.name, rule: clock.rule } : null;

  // 2. The final turn: an ending beat per player; every outcome still without a milestone gets one [S5, T4].
  if (t === story.maxTurns || endedBy) {
    const recorded = new Map<string, number>();
    for (const { ref, outcome } of allOutcomes(story)) recorded.set(outcomeKey(ref), outcome.milestones.length);
    for (const m of milestones) bump(recorded, m);
    for (const { ref } of allOutcomes(story)) {
      if (loadOf(recorded, ref) === 0) {
        milestones.push({
          key: `milestone-${t}-${ref.outcomeGroup}-${ref.outcomeId}`,
          ...ref,
          threadId: null,
          resolution: endingResolution(story, ref),
          reason: 'ending',
        });
      }
    }
    const beats: BeatPlan[] = playing.map((slot) => ({
      slot,
      beatId: beatIdFor(t, slot),
      kind: 'ending',
      optionMode: 'exploration',
      threadId: null,
      step: null,
      switchId: null,
      side: null,
      allowResource: false,
    }));
    return ok({ turn: t, beats, switches: [], threads: [], stepResults, milestones, adjustments, isEnding: true, endedBy });
  }

  const beats: BeatPlan[] = [];
  const assigned = new Set<PlayerSlot>();
  const threadBeat = (slot: PlayerSlot, thread: Pick<Thread, 'id' | 'startTurn' | 'playersSideB' | 'typeOfThread'>): BeatPlan => ({
    slot,
    beatId: beatIdFor(t, slot),
    kind: 'thread',
    optionMode: thread.typeOfThread,
    threadId: thread.id,
    step: t - thread.startTurn,
    switchId: null,
    side: thread.playersSideB.length === 0 ? null : thread.playersSideB.includes(slot) ? 'B' : 'A',
    allowResource: thread.typeOfThread === 'challenge',
  });

  // 3. Threads already running continue for their active players.
  for (const thread of story.threads) {
    if (thread.milestone !== undefined || thread.startTurn >= t || threadEndTurn(thread) < t) continue;
    for (const slot of threadPlayers(thread)) {
      if (!isPlaying.has(slot) || assigned.has(slot)) continue;
      beats.push(threadBeat(slot, thread));
      assigned.add(slot);
    }
  }

  // 4. Switches of the previous turn start their threads: the chosen option decides the outcome [S3].
  const starts: Start[] = [];
  for (const sw of story.switches.filter((s) => s.turn === t - 1)) {
    const players = sw.players.filter((s) => isPlaying.has(s) && !assigned.has(s));
    if (players.length === 0) continue;
    const vote = voteIndex(story, sw.id, players, t - 1, rng);
    let ref: OutcomeRef | undefined;
    let approach: number | null = null;
    if (sw.type === 'topic') ref = sw.topicOutcomes[vote ?? 0];
    else {
      ref = sw.outcomeId && sw.outcomeGroup ? { outcomeGroup: sw.outcomeGroup, outcomeId: sw.outcomeId } : undefined;
      approach = vote;
    }
    if (!ref || loadOf(load, ref) >= MAX_MILESTONES) {
      // The chosen outcome filled up meanwhile: take the neediest outcome of the same group.
      const group = ref?.outcomeGroup ?? (players.length > 1 ? 'shared' : (players[0] as PlayerSlot));
      ref = candidates(story, refsOf(story, group), load, rng, new Set())[0];
    }
    if (!ref) continue;
    bump(load, ref);
    starts.push({ players, ref, switchId: sw.id, approach });
    for (const s of players) assigned.add(s);
  }

  // 5. Players without a thread: a switch (or the intro), or near the end a direct thread or a last switch.
  const switches: SwitchPlan[] = [];
  const free = playing.filter((s) => !assigned.has(s));
  const turnsLeft = story.maxTurns - t; // turns t .. maxTurns-1 before the ending
  if (free.length > 0 && turnsLeft === 2) {
    for (const slot of free) {
      const ref = candidates(story, personalPool(story, slot, load, multiplayer), load, rng, new Set())[0];
      if (!ref) continue;
      bump(load, ref);
      starts.push({ players: [slot], ref, switchId: null, approach: null });
      assigned.add(slot);
    }
  } else if (free.length > 0) {
    const leadsToThread = turnsLeft >= 3;
    const offered = new Set<string>();
    const groups: { players: PlayerSlot[]; pool: OutcomeRef[]; shared: boolean }[] = [];
    const sharedPool = refsOf(story, 'shared');
    let shared = false;
    if (multiplayer && free.length > 1 && hasRoom(sharedPool, load)) {
      const personalOk = free.every((s) => hasRoom(personalPool(story, s, load, true), load));
      if (!personalOk) shared = true;
      else if (t === 1) shared = false;
      else {
        const sharedNeed = need(story, sharedPool, load);
        const personalNeed = Math.max(...free.map((s) => need(story, refsOf(story, s), load)));
        shared = lastSwitchWasShared(story, free[0] as PlayerSlot) ? personalNeed === 0 && sharedNeed > 0 : sharedNeed > 0 || personalNeed === 0;
      }
    }
    if (shared) groups.push({ players: free, pool: sharedPool, shared: true });
    else for (const slot of free) groups.push({ players: [slot], pool: personalPool(story, slot, load, multiplayer), shared: false });

    for (const g of groups) {
      const first = g.players[0] as PlayerSlot;
      const id = `switch-${t}-${g.shared ? 'shared' : first}`;
      const cands = candidates(story, g.pool, load, rng, offered);
      const zero = cands.filter((r) => loadOf(load, r) === 0);
      const hurry = urgent(story, g.players, milestones, cands, load);
      let plan: SwitchPlan;
      if (cands.length === 0) {
        // No outcome has room (cannot happen for a valid setup): a switch no thread follows.
        const any = g.pool[0] ?? allOutcomes(story)[0]?.ref;
        if (!any) continue;
        plan = { id, players: g.players, type: 'flavor', flavorReason: 'ending', choices: [any], shared: g.shared, leadsToThread: false };
      } else if (!leadsToThread) {
        plan = { id, players: g.players, type: 'flavor', flavorReason: 'ending', choices: [cands[0] as OutcomeRef], shared: g.shared, leadsToThread };
      } else if (zero.length > 0 && zero.length < 3 && zero.length >= maxSegments(turnsLeft)) {
        plan = { id, players: g.players, type: 'flavor', flavorReason: 'ending', choices: [zero[0] as OutcomeRef], shared: g.shared, leadsToThread };
      } else if (hurry) {
        // A thread just went badly on an outcome that still needs milestones: it cannot wait [S3].
        plan = { id, players: g.players, type: 'flavor', flavorReason: 'urgency', choices: [hurry], shared: g.shared, leadsToThread };
      } else if (needy(story, cands, load).length >= 3) {
        plan = { id, players: g.players, type: 'topic', flavorReason: null, choices: needy(story, cands, load).slice(0, 3), shared: g.shared, leadsToThread };
      } else if (needy(story, cands, load).length > 0 && need(story, cands, load) >= maxSegments(turnsLeft) - 1) {
        // Few segments are left for the milestones outcomes still need: keep pursuing the neediest [S4].
        plan = { id, players: g.players, type: 'flavor', flavorReason: 'continuation', choices: [needy(story, cands, load)[0] as OutcomeRef], shared: g.shared, leadsToThread };
      } else if (cands.length >= 3) {
        plan = { id, players: g.players, type: 'topic', flavorReason: null, choices: cands.slice(0, 3), shared: g.shared, leadsToThread };
      } else {
        plan = { id, players: g.players, type: 'flavor', flavorReason: 'continuation', choices: [cands[0] as OutcomeRef], shared: g.shared, leadsToThread };
      }
      for (const c of plan.choices) offered.add(outcomeKey(c));
      switches.push(plan);
      for (const slot of g.players) {
        beats.push({
          slot,
          beatId: beatIdFor(t, slot),
          kind: t === 1 ? 'intro' : 'switch',
          optionMode: 'exploration',
          threadId: null,
          step: null,
          switchId: id,
          side: null,
          allowResource: false,
        });
        assigned.add(slot);
      }
    }
  }

  // 6. Build the threads that start now: one duration for all, to keep players in step.
  const threads: ThreadPlan[] = [];
  if (starts.length > 0) {
    const preferred = starts.some((s) => s.ref.outcomeGroup === 'shared') ? 3 : 2;
    const supplyAfter = Math.min(...starts.flatMap((s) => s.players.map((p) => playerSupply(story, p, load))));
    const duration = chooseDuration(turnsLeft, preferred, supplyAfter);
    for (const s of starts) {
      const outcome = findOutcome(story, s.ref);
      const sides = sidesFor(story, s.players, s.ref);
      const thread: ThreadPlan = {
        id: `thread-${t}-${s.players[0]}`,
        outcomeGroup: s.ref.outcomeGroup,
        outcomeId: s.ref.outcomeId,
        playersSideA: sides.A,
        playersSideB: sides.B,
        typeOfThread: outcome && outcomeShape(outcome.possibleResolutions) === 'exploration' ? 'exploration' : 'challenge',
        duration,
        startTurn: t,
        switchId: s.switchId,
        approach: s.approach,
      };
      threads.push(thread);
      for (const slot of [...sides.A, ...sides.B]) beats.push(threadBeat(slot, thread));
    }
  }

  beats.sort((a, b) => a.slot.localeCompare(b.slot));
  return ok({ turn: t, beats, switches, threads, stepResults, milestones, adjustments, isEnding: false, endedBy: null });
}
