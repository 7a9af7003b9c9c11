import {
  PLAYER_SLOTS,
  type Beat,
  type Outcome,
  type OutcomeRef,
  type PlayerSlot,
  type Stat,
  type StatGroupRef,
  type Story,
  type StoryPlayerState,
  type Thread,
} from '@schemas';

/** The player slots a story has, in slot order. */
export function slotsOf(story: Story): PlayerSlot[] {
  return PLAYER_SLOTS.filter((s) => story.players[s] !== undefined);
}

/** A player of the story, or undefined. */
export function playerOf(story: Story, slot: PlayerSlot): StoryPlayerState | undefined {
  return story.players[slot];
}

/** True when the player has chosen an identity and a background. */
export function hasCharacter(p: StoryPlayerState): boolean {
  return p.identityChoice >= 0 && p.backgroundChoice >= 0;
}

/** Active players (not archived or deleted), in slot order. */
export function activeSlots(story: Story): PlayerSlot[] {
  return slotsOf(story).filter((s) => story.players[s]?.status === 'active');
}

/** Active players who have a character: the ones who get beats. */
export function playingSlots(story: Story): PlayerSlot[] {
  return activeSlots(story).filter((s) => {
    const p = story.players[s];
    return p !== undefined && hasCharacter(p);
  });
}

/** Players who left (archived or deleted) [spec 1 §4: 'deleted' shows as 'left']. */
export function leftSlots(story: Story): PlayerSlot[] {
  return slotsOf(story).filter((s) => story.players[s]?.status !== 'active');
}

/** A player's beat on a given turn, if any. */
export function beatOfTurn(p: StoryPlayerState, turn: number): Beat | undefined {
  for (let i = p.beatHistory.length - 1; i >= 0; i--) {
    const b = p.beatHistory[i];
    if (b && b.turn === turn) return b;
    if (b && b.turn < turn) return undefined;
  }
  return undefined;
}

/** A player's latest beat, if any. */
export function latestBeat(p: StoryPlayerState): Beat | undefined {
  return p.beatHistory[p.beatHistory.length - 1];
}

/** What a learner is told when they act in a story whose class has ended (issue 33). */
export const STORY_CLOSED_MESSAGE = 'Your teacher has ended this class. You can still read your story, but no more choices can be made.';

/**
 * Active players the story waits for: during character selection those without a character;
 * afterwards those whose beat of the current turn has no choice yet. Empty after game over or once closed.
 */
export function pendingSlots(story: Story): PlayerSlot[] {
  if (story.gameOver || story.closedAt) return [];
  if (!story.characterSelectionCompleted) {
    return activeSlots(story).filter((s) => {
      const p = story.players[s];
      return p !== undefined && !hasCharacter(p);
    });
  }
  return activeSlots(story).filter((s) => {
    const p = story.players[s];
    const beat = p ? beatOfTurn(p, story.currentTurn) : undefined;
    return beat !== undefined && beat.choice === -1;
  });
}

/** True when the engine may plan and apply the next turn. */
export function readyForNextTurn(story: Story): boolean {
  return (
    story.characterSelectionCompleted &&
    !story.gameOver &&
    !story.closedAt &&
    story.currentTurn < story.maxTurns &&
    playingSlots(story).length > 0 &&
    pendingSlots(story).length === 0
  );
}

/** The outcomes of a group: the shared ones or one player's. */
export function outcomesOfGroup(story: Story, group: StatGroupRef): Outcome[] {
  if (group === 'shared') return story.sharedOutcomes;
  return story.players[group]?.outcomes ?? [];
}

/** One outcome by reference, or undefined. */
export function findOutcome(story: Story, ref: OutcomeRef): Outcome | undefined {
  return outcomesOfGroup(story, ref.outcomeGroup).find((o) => o.id === ref.outcomeId);
}

/** Every outcome of the story with its reference (shared first, then by slot). */
export function allOutcomes(story: Story): { ref: OutcomeRef; outcome: Outcome }[] {
  const out: { ref: OutcomeRef; outcome: Outcome }[] = story.sharedOutcomes.map((o) => ({
    ref: { outcomeGroup: 'shared', outcomeId: o.id },
    outcome: o,
  }));
  for (const slot of slotsOf(story)) {
    for (const o of story.players[slot]?.outcomes ?? []) out.push({ ref: { outcomeGroup: slot, outcomeId: o.id }, outcome: o });
  }
  return out;
}

/** A thread by id. */
export function threadById(story: Story, id: string): Thread | undefined {
  return story.threads.find((t) => t.id === id);
}

/** The last turn of a thread. */
export function threadEndTurn(t: Pick<Thread, 'startTurn' | 'duration'>): number {
  return t.startTurn + t.duration - 1;
}

/** All players of a thread, side A then side B. */
export function threadPlayers(t: Pick<Thread, 'playersSideA' | 'playersSideB'>): PlayerSlot[] {
  return [...t.playersSideA, ...t.playersSideB];
}

/** A stat of the story by group and id (shared stats for 'shared', player stats for a slot). */
export function findStat(story: Story, group: StatGroupRef, statId: string): Stat | undefined {
  const list = group === 'shared' ? story.world.sharedStats : story.world.playerStats;
  return list.find((s) => s.id === statId);
}

/** Display names of every stat by id. */
export function statNames(story: Story): Map<string, string> {
  const m = new Map<string, string>();
  for (const s of [...story.world.sharedStats, ...story.world.playerStats]) m.set(s.id, s.name);
  return m;
}

/** True for multiplayer stories (more than one player slot). */
export function isMultiplayer(story: Story): boolean {
  return slotsOf(story).length > 1;
}
