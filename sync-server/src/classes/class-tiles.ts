/** The board's tiles (issue 33): where each learner of a class stands, drawn from their story. No story text leaves here. */
import { isOnline, latestBeat, pendingSlots } from '@engine';
import type { ClassTile, ClassTilePhase, PlayerSlot, Story } from '@schemas';
import type { StoryRecord } from '../stories/story-repo';
import type { LearnerRow } from './class-repo';

/** Where the learner of `slot` stands in a set-up story, and since when it has been their move. */
function phaseOf(story: Story, slot: PlayerSlot): { phase: ClassTilePhase; since: string | null } {
  const p = story.players[slot];
  if (!p || p.status !== 'active') return { phase: 'left', since: null };
  if (story.gameOver || story.closedAt) return { phase: 'ended', since: null };
  if (p.identityChoice === -1 || p.backgroundChoice === -1) return { phase: 'character', since: story.createdAt };
  if (!story.characterSelectionCompleted) return { phase: 'waiting_for_group', since: null };
  const beat = latestBeat(p);
  if (!beat) return { phase: 'next_beat', since: null };
  if (beat.choice === -1) return { phase: 'choosing', since: beat.createdAt };
  return { phase: pendingSlots(story).length > 0 ? 'waiting_for_group' : 'next_beat', since: null };
}

/** The tile of one learner, from their story as it stands (`record`: null when the story is gone) and `now` (ms). */
export function tileOf(learner: LearnerRow, record: StoryRecord | null, now: number): ClassTile {
  const lastSeenAt = learner.last_seen_at?.toISOString() ?? null;
  const online = isOnline({ online: learner.online_since !== null, lastSeenAt }, now);
  const base = { learner: learner.learner, name: learner.name, group: learner.group_no, storyId: learner.story_id, slot: learner.slot, online, lastSeenAt };
  const requested = Number((record?.request as { maxTurns?: unknown } | undefined)?.maxTurns ?? 0);
  if (!record || record.status !== 'ready' || !record.story) {
    return {
      ...base,
      setup: record?.status ?? 'failed',
      ...(record?.status === 'setting_up' && record.setupProgress ? { setupLabel: record.setupProgress.label } : {}),
      phase: record?.status === 'setting_up' ? 'setting_up' : 'failed',
      beat: 0,
      maxTurns: requested,
      since: null,
      version: record?.version ?? 0,
    };
  }
  const story = record.story;
  const { phase, since } = phaseOf(story, learner.slot);
  const beat = story.players[learner.slot] ? (latestBeat(story.players[learner.slot]!)?.turn ?? 0) : 0;
  return { ...base, setup: 'ready', phase, beat, maxTurns: story.maxTurns, since, version: record.version };
}
