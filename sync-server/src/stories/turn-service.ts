import { pendingSlots, readyForNextTurn, reduceStory, type StoryAction } from '@engine';
import type { ChoiceResult, PlayerSlot, PlayerStatus, Story } from '@schemas';
import type { Db, Queryable } from '../db/db';
import { apiError, invalid } from '../http/api-error';
import { enqueueJob } from '../jobs/job-queue';
import type { StoryEvent } from './story-events';
import type { StoryCache } from './story-cache';
import { loadStory, lockStory, saveStory, type StoryRecord } from './story-repo';

type ActionKind = 'select_character' | 'make_choice' | 'set_player_status';

/** The outcome of a player action: what the reply carries, and whether it was a replay. */
export interface ActionOutcome<R> {
  result: R;
  replayed: boolean;
}

/**
 * Player actions on a story: each runs under the story's advisory lock, is stored with its
 * requestId before it is acknowledged (a replay returns the stored result: the same roll, never
 * a second one), publishes the change to every process, and queues the next turn when every
 * active player has chosen.
 */
export class TurnService {
  constructor(
    private readonly db: Db,
    private readonly cache: StoryCache,
    private readonly clock: () => Date = () => new Date(),
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
      async (tx) => {
        await tx.query('update story_players set status = $3 where story_id = $1 and slot = $2', [storyId, slot, status]);
      },
    );
  }

  private async act<R>(
    storyId: string,
    slot: PlayerSlot,
    requestId: string,
    kind: ActionKind,
    payload: Record<string, unknown>,
    trigger: StoryEvent['trigger'],
    build: (now: string) => StoryAction,
    resultOf: (story: Story) => R,
    alsoInTx?: (tx: Queryable) => Promise<void>,
  ): Promise<ActionOutcome<R>> {
    const done = await this.db.transaction(async (tx) => {
      await lockStory(tx, storyId);
      // One round trip: the stored result of this request (a replay) and the story's version.
      const [row] = await tx.query<{ version: number | null; result: R | null; slot: string | null }>(
        `select (select version from stories where id = $1) as version,
                a.result, a.slot
         from (select 1) one left join story_actions a on a.story_id = $1 and a.request_id = $2`,
        [storyId, requestId],
      );
      if (row?.slot) {
        if (row.slot !== slot) throw invalid('This request id was already used by another player.');
        return { replayed: true as const, result: row.result as R };
      }
      const record = await this.current(tx, storyId, row?.version ?? null);
      if (!record.story) throw apiError(409, 'Your story is still being created. Please wait a moment.');
      const before = record.story;
      const action = build(this.clock().toISOString());
      const next = reduceStory(before, action);
      if (!next.ok) throw invalid(next.error.message);
      const result = resultOf(next.story);
      // Sent together: the driver pipelines them into one round trip.
      const [version] = await Promise.all([
        saveStory(tx, storyId, before, next.story, action, { event: { trigger, slot } }),
        tx.query(
          `with acted as (
             insert into story_actions (story_id, request_id, slot, turn, kind, payload, result)
             values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb))
           update story_players set last_played_at = now() where story_id = $1 and slot = $3`,
          [storyId, requestId, slot, next.story.currentTurn, kind, JSON.stringify(payload), JSON.stringify(result)],
        ),
        alsoInTx?.(tx),
        readyForNextTurn(next.story)
          ? enqueueJob(tx, { id: `turn:${storyId}:${next.story.currentTurn + 1}`, kind: 'generate_turn', storyId })
          : undefined,
      ]);
      return { replayed: false as const, result, record: { ...record, version, story: next.story } };
    });
    if (!done.replayed) this.cache.put(done.record);
    return { result: done.result, replayed: done.replayed };
  }

  private async current(tx: Queryable, storyId: string, version: number | null): Promise<StoryRecord> {
    if (version === null) throw apiError(404, 'This story no longer exists.');
    const cached = this.cache.get(storyId, version);
    if (cached) return cached;
    const loaded = await loadStory(tx, storyId);
    if (!loaded) throw apiError(404, 'This story no longer exists.');
    return loaded;
  }
}
