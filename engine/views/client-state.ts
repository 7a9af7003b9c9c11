import type {
  Beat,
  ClientBeat,
  ClientOption,
  ClientOtherPlayer,
  ClientStat,
  ClientStoryState,
  Option,
  PlayerSlot,
  Stat,
  Story,
  StoryPlayerState,
} from '@schemas';
import { leftSlots, pendingSlots, slotsOf } from '../story/queries';
import { storytellerNotice } from './storyteller-notice';

/** A stat without the fields [V2] withholds. */
export function toClientStat(s: Stat): ClientStat {
  return {
    id: s.id,
    name: s.name,
    type: s.type,
    group: s.group,
    tooltip: s.tooltip,
    isVisible: s.isVisible,
    partOfPlayerBackgrounds: s.partOfPlayerBackgrounds,
    initialValue: s.initialValue,
  };
}

/** An option as a client sees it: a challenge of an unresolved beat hides its odds [V2]. */
export function toClientOption(o: Option, resolved: boolean): ClientOption {
  const base: ClientOption = { optionType: o.optionType, resourceType: o.resourceType, text: o.text };
  if (o.optionType !== 'challenge' || !resolved) return base;
  return { ...base, riskType: o.riskType, basePoints: o.basePoints, modifiersToSuccessRate: o.modifiersToSuccessRate.map((m) => ({ ...m })) };
}

/** A beat as its player sees it: no plan, summary, state changes, image prompts or thread internals [V2]. */
export function toClientBeat(b: Beat): ClientBeat {
  const resolved = b.choice !== -1;
  const out: ClientBeat = {
    id: b.id,
    turn: b.turn,
    title: b.title,
    text: b.text,
    options: b.options.map((o) => toClientOption(o, resolved)),
    choice: b.choice,
    interludes: b.interludes.map((i) => ({ text: i.text, imageId: i.imageId, imageSource: i.imageSource })),
    isEnding: b.kind === 'ending',
  };
  if (b.resolution) out.resolution = b.resolution;
  if (b.resolutionDetails) {
    out.resolutionDetails = {
      points: b.resolutionDetails.points,
      roll: b.resolutionDetails.roll,
      distribution: { ...b.resolutionDetails.distribution },
      readablePointModifiers: b.resolutionDetails.readablePointModifiers.map((m) => ({ ...m })),
    };
  }
  return out;
}

/** The six fields every player may see of another player [V1]. */
export function toClientOtherPlayer(p: StoryPlayerState): ClientOtherPlayer {
  return {
    name: p.name,
    pronouns: { ...p.pronouns },
    appearance: p.appearance,
    fluff: p.fluff,
    identityChoice: p.identityChoice,
    backgroundChoice: p.backgroundChoice,
  };
}

/**
 * Exactly what one player's client may see of a story [V1, V2]: its own player in full (without
 * outcomes), others' six public fields, no outcomes, plans, summaries, threads or switches.
 * The result parses with the strict `clientStoryStateSchema`.
 */
export function toClientState(story: Story, slot: PlayerSlot, options: { latestBeats?: number } = {}): ClientStoryState {
  const players: ClientStoryState['players'] = {};
  // An incremental view carries only the latest beats and says from which turn (historyFrom).
  const history = story.players[slot]?.beatHistory ?? [];
  const partial = options.latestBeats !== undefined && history.length > options.latestBeats;
  const shownBeats = partial ? history.slice(history.length - options.latestBeats!) : history;
  // With no beat shown, the update says "nothing new from the turn after your latest".
  const historyFrom = partial ? (shownBeats[0]?.turn ?? (history.at(-1)?.turn ?? 0) + 1) : undefined;
  for (const s of slotsOf(story)) {
    const p = story.players[s];
    if (!p) continue;
    players[s] =
      s === slot
        ? {
            ...toClientOtherPlayer(p),
            statValues: p.statValues.map((v) => ({ statId: v.statId, value: Array.isArray(v.value) ? [...v.value] : v.value })),
            beatHistory: shownBeats.map(toClientBeat),
          }
        : toClientOtherPlayer(p);
  }
  const own = story.players[slot];
  return {
    id: story.id,
    templateId: story.templateId,
    title: story.title,
    gameMode: story.gameMode,
    playerSlot: slot,
    statGroups: [...story.world.statGroups],
    sharedStats: story.world.sharedStats.map(toClientStat),
    sharedStatValues: story.sharedStatValues.map((v) => ({ statId: v.statId, value: Array.isArray(v.value) ? [...v.value] : v.value })),
    playerStats: story.world.playerStats.map(toClientStat),
    players,
    maxTurns: story.maxTurns,
    currentTurn: story.currentTurn,
    characterSelectionCompleted: story.characterSelectionCompleted,
    characterSelectionOptions: {
      possibleCharacterIdentities: (own?.possibleCharacterIdentities ?? []).map((i) => ({ ...i, pronouns: { ...i.pronouns } })),
      possibleCharacterBackgrounds: (own?.possibleCharacterBackgrounds ?? []).map((b) => ({
        title: b.title,
        fluffTemplate: b.fluffTemplate,
        initialPlayerStatValues: b.initialPlayerStatValues.map((v) => ({ ...v })),
      })),
    },
    characterSelectionIntroduction: { ...story.world.characterSelectionIntroduction },
    generateImages: story.generateImages,
    images: story.images.map((i) => ({ ...i })),
    pendingPlayers: pendingSlots(story),
    leftPlayers: leftSlots(story),
    // A closed story reads as over: nothing can be chosen and nothing is awaited (issue 33).
    gameOver: story.gameOver || story.closedAt !== undefined,
    ...(story.closedAt !== undefined ? { closed: true as const } : {}),
    ...(historyFrom !== undefined ? { historyFrom } : {}),
    ...notice(story),
  };
}

const notice = (story: Story): { storytellerNotice?: string } => {
  const text = storytellerNotice(story);
  return text ? { storytellerNotice: text } : {};
};

/**
 * Merges a state update into the full state a client holds: a full state replaces it; an
 * incremental one (historyFrom set) keeps the held beats before historyFrom. Returns null when the
 * update skips beats the client never saw, so the client asks for the full state again.
 */
export function mergeClientState(held: ClientStoryState | null, update: ClientStoryState): ClientStoryState | null {
  if (update.historyFrom === undefined) return update;
  if (!held || held.id !== update.id || held.playerSlot !== update.playerSlot) return null;
  const heldOwn = held.players[held.playerSlot];
  const newOwn = update.players[update.playerSlot];
  if (!heldOwn || !newOwn || !('beatHistory' in heldOwn) || !('beatHistory' in newOwn)) return null;
  const from = update.historyFrom;
  const kept = heldOwn.beatHistory.filter((b) => b.turn < from);
  if ((kept.at(-1)?.turn ?? 0) < from - 1) return null;
  const { historyFrom: _from, ...rest } = update;
  return { ...rest, players: { ...update.players, [update.playerSlot]: { ...newOwn, beatHistory: [...kept, ...newOwn.beatHistory] } } };
}

/** Keys [V2] forbids anywhere in a client message (options of unresolved beats are checked separately). */
export const FORBIDDEN_CLIENT_KEYS = [
  'outcomes',
  'sharedOutcomes',
  'plan',
  'summary',
  'threads',
  'switches',
  'threadId',
  'switchId',
  'stateChanges',
  'imageRequests',
  'resourceStatChange',
  'seed',
  'adjustmentsAfterThreads',
  'canBeChangedInBeatResolutions',
  'effectOnPoints',
  'narrativeImplications',
  'optionsToSacrifice',
  'optionsToGainAsReward',
  'possibleValues',
] as const;

/** Paths of forbidden keys in a client message: [V2] keys anywhere, odds on options of unresolved beats. */
export function forbiddenClientFields(value: unknown, path = '$'): string[] {
  const found: string[] = [];
  const walk = (v: unknown, at: string): void => {
    if (Array.isArray(v)) {
      v.forEach((x, i) => walk(x, `${at}[${i}]`));
      return;
    }
    if (v === null || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    // A beat (it has options and a choice) that is not chosen yet must hide the odds of its options.
    if (Array.isArray(o.options) && o.choice === -1) {
      o.options.forEach((opt: unknown, i: number) => {
        if (!opt || typeof opt !== 'object') return;
        for (const hidden of ['basePoints', 'modifiersToSuccessRate', 'riskType']) {
          if (hidden in opt) found.push(`${at}.options[${i}].${hidden}`);
        }
      });
    }
    for (const [k, x] of Object.entries(o)) {
      if ((FORBIDDEN_CLIENT_KEYS as readonly string[]).includes(k)) found.push(`${at}.${k}`);
      walk(x, `${at}.${k}`);
    }
  };
  walk(value, path);
  return found;
}
