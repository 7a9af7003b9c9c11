import { isDeepStrictEqual } from 'node:util';
import { pendingSlots, readyForNextTurn, reduceStory, type StoryAction } from '@engine';
import type { ChoiceResult, PlayerSlot, PlayerStatus, Story } from '@schemas';
import type { Db, Statement } from '../db/db';
import { apiError, invalid } from '../http/api-error';
import { enqueueJobStatements } from '../jobs/job-repo';
import type { StoryEvent } from './story-events';
import type { StoryCache } from './story-cache';
import type { StoryRecord } from './story-repo';
import { findActionOrVersion, playerActedStatement, setPlayerStatusStatement } from './player-repo';
import { savedVersion, saveStoryStatements } from './story-repo';
import { requestIdReused } from './idempotency';

type ActionKind = 'select_character' | 'make_choice' | 'set_player_status';

/** Attempts of an action whose story keeps changing under it (each one lost to a newer version). */
const MAX_ATTEMPTS = 20;

/** The outcome of a player action: what the reply carries, and whether it was a replay. */
export interface ActionOutcome<R> {
  result: R;
  replayed: boolean;
}

/**
 * Player actions on a story: each is written under the story's advisory lock, and only onto the
 * version it was computed from; it is stored under its player and requestId before it is
 * acknowledged (a replay with the same body returns the stored result: the same roll, never a
 * second one; another player's same requestId is a request of its own), publishes the change to
 * every process, and queues the next turn when every active player has chosen.
 */
export class TurnService {
  constructor(
    private readonly db: Db,
    private readonly cache: StoryCache,
    private readonly clock: () => Date = () => new Date(),
    /** Told of the story each action of this process wrote (plan-ahead.ts plans the next turn's calls from it). */
    private readonly onActed?: (story: Story) => void,
  ) {}

  /** A player picks identity and background. */
  selectCharacter(storyId: string, slot: PlayerSlot, requestId: string, identityIndex: number, backgroundIndex: number) {
    return this.act(storyId, slot, requestId, 'select_character', { identityIndex, backgroundIndex }, 'character_selected', (now) => ({
      type: 'select_character',
      slot,
      identityIndex,
      backgroundIndex,
      now,
    }), () => ({ ok: true as const }));
  }

  /** A player chooses an option of their latest beat; the reply carries how it resolved. */
  makeChoice(storyId: string, slot: PlayerSlot, requestId: string, optionIndex: number, turn?: number): Promise<ActionOutcome<ChoiceResult>> {
    return this.act(
      storyId,
      slot,
      requestId,
      'make_choice',
      { optionIndex, turn },
      'choice_made',
      (now) => ({ type: 'choose_option', slot, optionIndex, ...(turn !== undefined ? { turn } : {}), now }),
      (story) => {
        const beat = story.players[slot]?.beatHistory.at(-1);
        return {
          turn: beat?.turn ?? story.currentTurn,
          optionIndex,
          ...(beat?.resolution ? { resolution: beat.resolution } : {}),
          ...(beat?.resolutionDetails ? { resolutionDetails: beat.resolutionDetails } : {}),
          pendingPlayers: pendingSlots(story),
        };
      },
    );
  }

  /** Archives, deletes (leaves) or resumes a player's slot; a player who left no longer blocks the turn. */
  async setPlayerStatus(storyId: string, slot: PlayerSlot, requestId: string, status: PlayerStatus) {
    return this.act(
      storyId,
      slot,
      requestId,
      'set_player_status',
      { status },
      'player_left',
      (now) => ({ type: 'set_player_status', slot, status, now }),
      () => ({ status }),
      [setPlayerStatusStatement(storyId, slot, status)],
    );
  }

  /**
   * Applies the action to the story and writes it in one batch that takes the story's lock and
   * holds only if the story is still at the version it was read at. First, when this process holds
   * the story, on that copy with no read at all (a choice is then one round trip): the version guard
   * catches a copy another action or process made stale, and the action's key a replay. Then, or
   * when the story is not held, reading its version and this request's stored result first; when
   * another action got there first, it acts again on the new state (a replay of this request among
   * them: then the stored result is returned).
   */
  private async act<R>(
    storyId: string,
    slot: PlayerSlot,
    requestId: string,
    kind: ActionKind,
    payload: Record<string, unknown>,
    trigger: StoryEvent['trigger'],
    build: (now: string) => StoryAction,
    resultOf: (story: Story) => R,
    also: Statement[] = [],
  ): Promise<ActionOutcome<R>> {
    const write = (record: StoryRecord) => this.write(record, { storyId, slot, requestId, kind, payload, trigger, build, resultOf, also });
    const held = this.cache.latest(storyId);
    if (held?.story) {
      const outcome = await write(held).catch((error: unknown) => {
        // A replay of a stored request: its stored result is read below.
        if ((error as { code?: unknown }).code === '23505') return null;
        throw error;
      });
      if (outcome && 'result' in outcome) return { replayed: false, result: outcome.result };
    }
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      // One round trip: this player's stored result of this request (a replay) and the story's version.
      const row = await findActionOrVersion<R>(this.db, storyId, slot, requestId);
      if (row?.found) {
        // The same key with another body is not a retry: refuse it rather than answer for something else.
        if (!isDeepStrictEqual(row.payload, JSON.parse(JSON.stringify(payload)))) throw requestIdReused();
        return { replayed: true, result: row.result as R };
      }
      if (row?.version == null) throw apiError(404, 'This story no longer exists.');
      const record = await this.cache.read(this.db, storyId, row.version);
      if (!record) throw apiError(404, 'This story no longer exists.');
      if (!record.story) throw apiError(409, 'Your story is still being created. Please wait a moment.');
      const outcome = await write(record);
      if (outcome && 'refused' in outcome) throw invalid(outcome.refused);
      if (outcome) return { replayed: false, result: outcome.result };
    }
    throw new Error(`[stories] story ${storyId} kept changing while ${kind} ${requestId} was applied`);
  }

  /**
   * Reduces the action on `record` and writes it with the version guard: its result, null when the
   * guard missed (the story changed), or why the engine refused the action on this copy.
   */
  private async write<R>(
    record: StoryRecord,
    a: {
      storyId: string;
      slot: PlayerSlot;
      requestId: string;
      kind: ActionKind;
      payload: Record<string, unknown>;
      trigger: StoryEvent['trigger'];
      build: (now: string) => StoryAction;
      resultOf: (story: Story) => R;
      also: Statement[];
    },
  ): Promise<{ result: R } | { refused: string } | null> {
    const before = record.story!;
    const action = a.build(this.clock().toISOString());
    const next = reduceStory(before, action);
    if (!next.ok) return { refused: next.error.message };
    const result = a.resultOf(next.story);
    const written = await this.cache.writing(a.storyId, async () => {
      const rows = await this.db.batch([
        ...saveStoryStatements(a.storyId, before, next.story, action, { expect: { version: record.version }, event: { trigger: a.trigger, slot: a.slot } }),
        playerActedStatement({ storyId: a.storyId, requestId: a.requestId, slot: a.slot, turn: next.story.currentTurn, kind: a.kind, payload: a.payload, result }),
        ...a.also,
        ...(readyForNextTurn(next.story) ? enqueueJobStatements({ id: `turn:${a.storyId}:${next.story.currentTurn + 1}`, kind: 'generate_turn', storyId: a.storyId }) : []),
      ]);
      if (rows) this.cache.put({ ...record, version: savedVersion(rows), story: next.story });
      return rows;
    });
    if (!written) return null;
    this.onActed?.(next.story);
    return { result };
  }
}
