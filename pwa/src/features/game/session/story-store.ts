// Every state the server sends for a player code is written here; the game page reads it back with
// useLiveQuery. So the page renders from the device, online or not, with every beat seen so far.
import { mergeClientState } from '@engine';
import type { ChoiceResult, ClientOwnPlayer, ClientStoryState } from '@schemas';
import type { LocalDb, StoryStateRow } from '../../../shared/local-db/local-db';

/** The key of a code's row: codes are case-insensitive and stored upper-case. */
export function storyKey(code: string): string {
  return code.trim().toUpperCase();
}

/** The viewing player's own full data, when the state has it. */
export function ownPlayer(state: ClientStoryState): ClientOwnPlayer | undefined {
  const player = state.players[state.playerSlot];
  return player && 'beatHistory' in player ? player : undefined;
}

/** The stored state of a code, or undefined. */
export async function readStoryState(db: LocalDb, code: string): Promise<StoryStateRow | undefined> {
  return db.stories.get(storyKey(code));
}

/** How storing a state went: stored, ignored as older, or an update that needs the full state. */
export type SaveOutcome = 'saved' | 'older' | 'needs_full_state';

/**
 * Stores the server's state for a code: a full state, or an incremental update (own beats from
 * `historyFrom` on) merged into the held one by the engine's mergeClientState; an update that
 * skips beats this device never saw asks for the full state. The server is the truth, with one guard: a state of the same story that knows fewer
 * beats than the stored one is older (a late delivery) and is ignored.
 */
export async function saveStoryState(db: LocalDb, code: string, incoming: ClientStoryState, now = Date.now()): Promise<SaveOutcome> {
  const key = storyKey(code);
  return db.transaction('rw', db.stories, async () => {
    const current = await db.stories.get(key);
    const state = mergeClientState(current?.state ?? null, incoming);
    if (state === null) return 'needs_full_state';
    if (current && current.storyId === state.id && isOlder(state, current.state)) return 'older';
    await db.stories.put({ code: key, storyId: state.id, state, updatedAt: now });
    return 'saved';
  });
}

function isOlder(incoming: ClientStoryState, stored: ClientStoryState): boolean {
  if (incoming.currentTurn !== stored.currentTurn) return incoming.currentTurn < stored.currentTurn;
  const a = ownPlayer(incoming)?.beatHistory ?? [];
  const b = ownPlayer(stored)?.beatHistory ?? [];
  if (a.length !== b.length) return a.length < b.length;
  // A choice is never taken back: a state without one we already know was sent before it.
  const lastIn = a.at(-1);
  const lastStored = b.at(-1);
  if (lastIn && lastStored && lastIn.id === lastStored.id) return lastIn.choice === -1 && lastStored.choice !== -1;
  const ownIn = ownPlayer(incoming);
  const ownStored = ownPlayer(stored);
  return ownIn !== undefined && ownStored !== undefined && ownIn.identityChoice === -1 && ownStored.identityChoice !== -1;
}

/**
 * Applies a make_choice reply to the stored state at once, so the page shows the resolution
 * without waiting for the state push that follows (it converges on that push anyway).
 */
export async function applyChoiceResult(db: LocalDb, code: string, result: ChoiceResult): Promise<void> {
  await updateState(db, code, (state) => {
    const own = ownPlayer(state);
    const beat = own?.beatHistory.find((b) => b.turn === result.turn);
    if (!own || !beat) return false;
    if (beat.choice === -1) {
      beat.choice = result.optionIndex;
      if (result.resolution) beat.resolution = result.resolution;
      if (result.resolutionDetails) beat.resolutionDetails = result.resolutionDetails;
    }
    if (state.currentTurn === result.turn) state.pendingPlayers = result.pendingPlayers;
    return true;
  });
}

/** Applies an accepted character selection to the stored state until the server's push arrives. */
export async function applyCharacterSelection(db: LocalDb, code: string, identityIndex: number, backgroundIndex: number): Promise<void> {
  await updateState(db, code, (state) => {
    const own = ownPlayer(state);
    const identity = state.characterSelectionOptions.possibleCharacterIdentities[identityIndex];
    if (!own || !identity || own.identityChoice !== -1) return false;
    own.identityChoice = identityIndex;
    own.backgroundChoice = backgroundIndex;
    own.name = identity.name;
    own.pronouns = identity.pronouns;
    own.appearance = identity.appearance;
    state.pendingPlayers = state.pendingPlayers.filter((slot) => slot !== state.playerSlot);
    return true;
  });
}

async function updateState(db: LocalDb, code: string, change: (state: ClientStoryState) => boolean): Promise<void> {
  const key = storyKey(code);
  await db.transaction('rw', db.stories, async () => {
    const row = await db.stories.get(key);
    if (!row) return;
    const state = structuredClone(row.state);
    if (change(state)) await db.stories.put({ ...row, state, updatedAt: Date.now() });
  });
}

/** Forgets a code's stored state. */
export async function deleteStoryState(db: LocalDb, code: string): Promise<void> {
  await db.stories.delete(storyKey(code));
}
