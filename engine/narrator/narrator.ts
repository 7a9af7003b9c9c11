import type {
  DifficultyLevel,
  Guidelines,
  ImageInstructions,
  PlayerSlot,
  Pronouns,
  Resolution,
  StatType,
  StatValue,
  StatValueValue,
  StoryCategory,
  StoryGameMode,
  Template,
} from '@schemas';
import type { BeatPlan, ClockEnd, SwitchPlan, ThreadPlan } from '../story/turn-plan';
import type {
  BeatOutput,
  MilestonesOutput,
  PromptSetupOutput,
  SwitchOutput,
  ThreadOutput,
  WorldSetupOutput,
} from './outputs';

/** A stat as narrators see it: its definition, including the server-only guidance fields. */
export type StatBrief = {
  id: string;
  name: string;
  type: StatType;
  scope: 'shared' | 'player';
  tooltip: string;
  possibleValues: string;
  effectOnPoints: string[];
  narrativeImplications: string[];
  /** How the stat drifts once a thread ends (the World's guidance, applied by the narrator). */
  adjustmentsAfterThreads: string[];
  optionsToSacrifice: string;
  optionsToGainAsReward: string;
  canBeChangedInBeatResolutions: boolean;
};

/** A story element as narrators see it (facts capped to the original ones plus the newest). */
export type ElementBrief = { id: string; name: string; role: string; instructions: string; appearance: string; facts: string[] };

/** An outcome with its milestones so far. */
export type OutcomeBrief = {
  group: 'shared' | PlayerSlot;
  id: string;
  question: string;
  resonance: string;
  intended: number;
  milestones: string[];
  /** The outcome's possible resolutions by key (favorable, sideAWins, resolution1 ...). */
  resolutions: Record<string, string>;
  /** The resolution key its latest milestone points to (how it stands now), or null before any. */
  lean: string | null;
};

/** The player a beat is written for. */
export type PlayerBrief = {
  slot: PlayerSlot;
  name: string;
  pronouns: Pronouns;
  appearance: string;
  fluff: string;
  backgroundTitle: string;
  statValues: StatValue[];
  outcomes: OutcomeBrief[];
  introducedElements: string[];
};

/** Another player, as far as the story needs them: who they are, and what they did last. */
export type OtherPlayerBrief = {
  slot: PlayerSlot;
  name: string;
  pronouns: Pronouns;
  appearance: string;
  active: boolean;
  lastSummary: string;
  /** Their latest beat's choice and how it went (null before their first choice). */
  lastChoice: ChoiceBrief | null;
};

/** Who a story is for, read once from its category, its prompt and its World [issue 29]. */
export type Audience = {
  category: StoryCategory | null;
  /** The children's profile: gentle, no risk or sacrifice wording, gentle failures; output moderated for children. */
  children: boolean;
  /** A learning story: what it presents as real must be accurate. */
  learning: boolean;
  /** The ages the story is for, as the creator or the World wrote them ("5", "8-10", "about five to nine"), or null. */
  ages: string | null;
};

/** How the player's previous choice went. */
export type ChoiceBrief = {
  turn: number;
  optionText: string;
  optionType: 'exploration' | 'challenge';
  resourceType: 'normal' | 'sacrifice' | 'reward';
  resolution: Resolution | null;
  roll: number | null;
};

/** One of the last beats, in full. */
export type RecentBeat = {
  turn: number;
  kind: string;
  title: string;
  text: string;
  options: string[];
  chosen: ChoiceBrief | null;
};

/**
 * What a narrator knows: stable World material first, then the story, the player, and a bounded
 * history (milestones, the latest summaries, the last beats in full) so its size stays nearly flat.
 */
export type NarratorContext = {
  story: {
    id: string;
    seed: string;
    title: string;
    gameMode: StoryGameMode;
    maxTurns: number;
    turn: number;
    difficulty: DifficultyLevel;
    generateImages: boolean;
    category: StoryCategory | null;
    /** Who the story is for (category, children's or learning profile, ages). */
    audience: Audience;
    plan: string;
  };
  world: {
    guidelines: Guidelines;
    worldFacts: string[];
    elements: ElementBrief[];
    sharedStats: StatBrief[];
    playerStats: StatBrief[];
    imageInstructions: ImageInstructions;
  };
  sharedStatValues: StatValue[];
  sharedOutcomes: OutcomeBrief[];
  player: PlayerBrief | null;
  others: OtherPlayerBrief[];
  slots: PlayerSlot[];
  history: {
    milestones: { outcome: string; milestone: string }[];
    /** Every earlier beat's summary (before the recent ones); `who` names the player in a group's context. */
    summaries: { turn: number; title: string; summary: string; who?: string }[];
    recent: RecentBeat[];
    /**
     * Fingerprints (sentenceKey) of every sentence this player has read so far: titles, text,
     * options, interludes. Not rendered for models; the procedural narrator uses it never to
     * repeat itself.
     */
    said: number[];
  };
};

/** A thread as a beat writer sees it. */
export type ThreadBrief = {
  id: string;
  title: string;
  typeOfThread: 'exploration' | 'challenge';
  step: number;
  duration: number;
  stepTitle: string;
  stepQuestion: string;
  stepResolutions: Record<string, string>;
  outcome: OutcomeBrief;
  /** Players on the beat's own side, and on the other side (competitive) [S6]. */
  allies: OtherPlayerBrief[];
  rivals: OtherPlayerBrief[];
  /** Earlier step results of this thread. */
  results: string[];
  /** The approach chosen at a flavor switch, if any. */
  approach: string | null;
  /** On a thread's first step after a topic switch: the choice that won (it may not be the player's). */
  groupChoice: string | null;
  possibleMilestones: string[];
};

/** A switch as a beat writer sees it. */
export type SwitchBrief = {
  id: string;
  title: string;
  question: string;
  type: 'topic' | 'flavor';
  flavorReason: 'urgency' | 'continuation' | 'ending' | null;
  choices: string[];
  outcomes: OutcomeBrief[];
  players: OtherPlayerBrief[];
};

/** A stat the engine changed as this turn began because a thread ended [T3]. */
export type StatChangeBrief = { group: 'shared' | PlayerSlot; name: string; from: string; to: string; rule: string };

/**
 * The scene sheet of a beat that several players share this turn (one thread or one switch): the
 * same for each of them, so their beats show one place and moment from different sides.
 */
export type SceneBrief = {
  /** The thread or switch the scene belongs to. */
  id: string;
  /** What the scene is about: the thread step's question, or the switch's. */
  question: string;
  /** Everyone in the scene (the beat's own player included), in slot order, with what each did last. */
  players: OtherPlayerBrief[];
};

/** Input of writeBeat: one player's beat of any kind (intro, switch, thread, ending). */
export type BeatRequest = {
  context: NarratorContext;
  plan: BeatPlan;
  isFinalTurn: boolean;
  thread: ThreadBrief | null;
  switch: SwitchBrief | null;
  lastChoice: ChoiceBrief | null;
  /** Milestones recorded this turn (so the beat can mention what was settled). */
  newMilestones: { outcome: string; text: string }[];
  /** Image ids of this beat must start with this prefix. */
  imageIdPrefix: string;
  /** The scene sheet when co-players share this beat's thread or switch; null when the player is alone in it. */
  scene: SceneBrief | null;
  /** Stats (shared and this player's) the engine moved as this turn began [T3]. */
  statChanges: StatChangeBrief[];
  /** adjustmentsAfterThreads lines the engine leaves to the narrator, for stats of a thread of this player that just ended. */
  adjustmentsToJudge: { statId: string; group: 'shared' | PlayerSlot; name: string; lines: string[] }[];
  /** On an ending beat that comes early: the story clock that ran out [T4]. */
  clockEnded: ClockEnd | null;
};

/** Input of planThread. */
export type ThreadRequest = {
  context: NarratorContext;
  thread: ThreadPlan;
  outcome: OutcomeBrief;
  sideA: OtherPlayerBrief[];
  sideB: OtherPlayerBrief[];
  switchQuestion: string | null;
  approach: string | null;
};

/** Input of writeSwitch. */
export type SwitchRequest = {
  context: NarratorContext;
  switch: SwitchPlan;
  outcomes: OutcomeBrief[];
  players: OtherPlayerBrief[];
};

/** One beat of a thread, as a milestone writer needs it. */
export type ThreadBeatBrief = { turn: number; who: string; title: string; summary: string; chosen: string | null; resolution: Resolution | null };

/** One milestone to write. */
export type MilestoneItem = {
  key: string;
  outcome: OutcomeBrief;
  resolution: string;
  reason: 'thread' | 'ending';
  threadTitle: string | null;
  players: OtherPlayerBrief[];
  /** The beats of the thread that settled it, every player's, in turn order (empty for an ending milestone). */
  beats: ThreadBeatBrief[];
};

/** Input of writeMilestones. */
export type MilestonesRequest = { context: NarratorContext; items: MilestoneItem[] };

/** What every setup call knows about the story being created. */
export type SetupBasics = {
  seed: string;
  playerCount: number;
  maxTurns: number;
  gameMode: StoryGameMode;
  generateImages: boolean;
  difficulty: DifficultyLevel;
  /** Each player needs at least this many free milestone places (3 per outcome) over their own and shared outcomes. */
  minOutcomePlaces: number;
};

/** Input of setupFromPrompt: the assembled wizard prompt (spec 1 §4) and its category. */
export type PromptSetupRequest = SetupBasics & { prompt: string; category: StoryCategory };

/** Input of setupFromWorld. */
export type WorldSetupRequest = SetupBasics & { template: Template };

/**
 * A narrator writes the words of a story within the engine's plan. Async because the
 * OpenAI-compatible implementation is. Ending beats are writeBeat calls whose plan kind is
 * 'ending'. Every output is checked by validateNarratorOutput.
 */
export interface Narrator {
  /** A short name for logs ('procedural', 'openai:gpt-...'). */
  readonly name: string;
  /**
   * A per-story circuit breaker for a narrator that can fail (a model): after `failures` failed
   * calls in a row the engine writes the story with the built-in storyteller, for `cooldownTurns`
   * turns (0: for the rest of the story). Absent: never bypassed.
   */
  readonly breaker?: { readonly failures: number; readonly cooldownTurns: number };
  /** A whole World from a free prompt: guidelines, elements, outcomes, stats, 3 identities and 3 backgrounds per player. */
  setupFromPrompt(request: PromptSetupRequest): Promise<PromptSetupOutput>;
  /** The story's title, plan and outcomes for a story in an existing World. */
  setupFromWorld(request: WorldSetupRequest): Promise<WorldSetupOutput>;
  /** A thread's title, progression steps (as many as its duration) and possible milestones. */
  planThread(request: ThreadRequest): Promise<ThreadOutput>;
  /** A switch's title, question and three choices. */
  writeSwitch(request: SwitchRequest): Promise<SwitchOutput>;
  /** One player's beat: intro, switch, thread or ending. */
  writeBeat(request: BeatRequest): Promise<BeatOutput>;
  /** Milestone texts for outcomes reached by threads or by the ending. */
  writeMilestones(request: MilestonesRequest): Promise<MilestonesOutput>;
}

/** The names of the narrator calls. */
export type NarratorCall = keyof Omit<Narrator, 'name' | 'breaker'>;

/** The request type of a call. */
export type NarratorRequestOf<C extends NarratorCall> = Parameters<Narrator[C]>[0];

/** The output type of a call. */
export type NarratorOutputOf<C extends NarratorCall> = Awaited<ReturnType<Narrator[C]>>;

/** Re-export for adapters: the value type of stats in narrator contexts. */
export type { StatValueValue };
