// The public surface of engine/: pure, deterministic game rules, narrators and player-side
// logic. Runs unchanged in Node and the browser; imports only zod and @schemas.

// Results, errors and randomness
export { ENGINE_ERROR_CODES, type EngineError, type EngineErrorCode, type Result } from './core/result';
export { EngineInvariantError } from './core/assert';
export { createRng, deriveSeed, hashString, rollRng, seedFrom, type RandomSource } from './core/rng';

// Rules [P1-P5, T1-T2, B2]
export { BASELINE_DISTRIBUTIONS, normalizeDistribution, resolveRoll, rollFrom, shiftDistribution } from './rules/distribution';
export { computePoints, MOMENTUM, type PointsInput } from './rules/points';
export { DEFAULT_DIFFICULTY, DIFFICULTY_ALIASES, difficultyDescription, difficultyTitle, middleDifficulty, STANDARD_EXPERIENCE_TITLE } from './rules/difficulty';
export { clampStatValue, describeStatValue, missingStatValue, readStatValue, STAT_MAX, STAT_MIN } from './rules/stat-values';

// The story: actions, reducer, planner, queries [S1-S6]
export {
  applyTurnActionSchema,
  chooseOptionActionSchema,
  closeStoryActionSchema,
  createStoryActionSchema,
  selectCharacterActionSchema,
  setImageStatusActionSchema,
  setPlayerStatusActionSchema,
  storyActionSchema,
  type ApplyTurnAction,
  type ChooseOptionAction,
  type CloseStoryAction,
  type CreateStoryAction,
  type SelectCharacterAction,
  type SetImageStatusAction,
  type SetPlayerStatusAction,
  type StoryAction,
} from './story/actions';
export { reduceStory, replayStory, type StoryResult } from './story/reducer';
export { planTurn, chooseDuration } from './story/planner';
export { storyConfigSchema, storySetupSchema, type StoryConfig, type StorySetup } from './story/setup';
export { setupProblems } from './story/create-story';
export { capacityShortfall, MAX_MILESTONES, minSegments } from './story/capacity';
export {
  beatPlanSchema,
  milestonePlanSchema,
  switchPlanSchema,
  threadPlanSchema,
  turnPlanSchema,
  type BeatPlan,
  type MilestonePlan,
  type OptionMode,
  type SwitchPlan,
  type ThreadPlan,
  type ThreadResolution,
  type TurnPlan,
} from './story/turn-plan';
export { activeSlots, allOutcomes, latestBeat, leftSlots, pendingSlots, playingSlots, readyForNextTurn, slotsOf, STORY_CLOSED_MESSAGE } from './story/queries';
export { beatStructureProblems, imageTagsOf, paragraphsOf, BASE_POINT_RANGES } from './story/beat-rules';
export { fillFluff } from './story/fluff';

// Client views [V1, V2]
export { FORBIDDEN_CLIENT_KEYS, forbiddenClientFields, mergeClientState, toClientBeat, toClientState } from './views/client-state';

// Narrators
export type {
  Audience,
  BeatRequest,
  ChoiceBrief,
  ElementBrief,
  MilestoneItem,
  MilestonesRequest,
  Narrator,
  NarratorCall,
  NarratorContext,
  NarratorOutputOf,
  NarratorRequestOf,
  OtherPlayerBrief,
  OutcomeBrief,
  PlayerBrief,
  PromptSetupRequest,
  RecentBeat,
  SceneBrief,
  SetupBasics,
  StatBrief,
  StatChangeBrief,
  SwitchBrief,
  ThreadBeatBrief,
  SwitchRequest,
  ThreadBrief,
  ThreadRequest,
  WorldSetupRequest,
} from './narrator/narrator';
export {
  beatOutputSchema,
  milestonesOutputSchema,
  NARRATOR_OUTPUT_SCHEMAS,
  promptSetupOutputSchema,
  switchOutputSchema,
  threadOutputSchema,
  worldSetupOutputSchema,
  type BeatOutput,
  type MilestonesOutput,
  type PromptSetupOutput,
  type SwitchOutput,
  type ThreadOutput,
  type WorldSetupOutput,
} from './narrator/outputs';
export { validateNarratorOutput, type NarratorValidation } from './narrator/validate-output';
export { buildGroupContext, buildNarratorContext, CONTEXT_LIMITS, renderNarratorContext, statBrief } from './narrator/context';
export { audienceOf } from './narrator/audience';
export { narratorAdjustmentLines, parseThreadAdjustment, threadAdjustmentRules, type ThreadAdjustmentRule } from './rules/thread-adjustments';
export { storyClocks, type StoryClock } from './story/clocks';
export { NARRATOR_RULES, renderNarratorRequest } from './narrator/instructions';
export { createProceduralNarrator, type ProceduralOptions } from './narrator/procedural/procedural-narrator';
export { elementKind, type ElementKind as NarratorElementKind } from './narrator/procedural/element-kind';

// Turn driver (the server calls these)
export { generateNextTurn, type NextTurnResult, type TurnDriverOptions } from './driver/turn-driver';
export type { BreakerEvent } from './driver/breaker';
export { configOf, createStoryAction, generateSetup, storyGameModeOf, type SetupRequest, type SetupResult } from './driver/setup-driver';
export type { FallbackRecord } from './driver/with-fallback';
export { planningCalls, storiesBeforeNextTurn, type PlanningCall } from './driver/plan-ahead';

// Worlds: validation, auto-fix, stat conversion, defaults [W1-W4]
export { backgroundStatIds, validateTemplate, validationBanner, validationIssueDetailSchema, type ValidationIssue } from './world/validate-template';
export { autoFixTemplate } from './world/auto-fix';
export { chosenSectionsOnly, isEmptyProposal, ITERATION_SECTION_KEYS, keepPictures } from './world/iteration-proposal';
export { completeBackgrounds, setPartOfBackgrounds } from './world/backgrounds';
export { convertStatToPlayer, convertStatToShared } from './world/stat-conversion';
export { addStatBlockedHint, newPlayerSlot, newStat, newStoryElement, newTemplate } from './world/defaults';
export { statTypeDefault, type DraftBackground, type DraftStat, type TemplateDraft } from './world/template-draft';

// The World builder: offline drafts of whole Worlds and single sections from a prompt
export { SECTION_OUTPUT_SCHEMAS, sectionFromOutput, sectionToOutput, worldProblems, type AssistantStep, type SectionOutput, type StepUpdate } from './world-builder/index';
export { buildSection, draftWorld, parseAssembledPrompt, parsePromptStory, WORLD_SECTIONS, type DraftInput, type PromptStoryInput, type SectionContext, type SectionUpdate, type WorldSection } from './world-builder/index';

// Player side: wizard, ideas, library, tags, dates, game page
export {
  assemblePrompt,
  canSubmitWizard,
  CATEGORY_CARDS,
  cardText,
  categoryFrom,
  changeCategory,
  changePlayers,
  DEFAULT_CATEGORY,
  modeFromSlider,
  modeLabel,
  sliderFromMode,
  stepFrom,
  stepOneTitle,
  submitLabel,
  WIZARD_CATEGORIES,
  type WizardCategory,
  type WizardField,
  type WizardState,
} from './player/wizard';
export { CONFIGURATOR_DEFAULT_TURNS, configuratorDefaults, preferredDifficulty, type ConfiguratorBounds, type ConfiguratorDefaults } from './player/configurator';
export { IDEAS, ideasFor, type Idea } from './player/ideas';
export { NEW_IDEA_CYCLE, pickIdea, type IdeaCycle } from './player/idea-picker';
export {
  filterActive,
  filterTemplates,
  keepVisibleTags,
  libraryGrid,
  libraryQueryString,
  matchesFilter,
  parseLibraryQuery,
  type LibraryCard,
  type LibraryFilter,
  type LibraryTemplate,
} from './player/library';
export { groupTags, tagCategory, type TagCategory } from './player/tags';
export { groupsProblem, isOnline, isQuiet, isQuietSince, learnerLabel, splitIntoGroups, TILE_PHASE_TEXT, type GroupBounds } from './player/class-room';
export { formatDate, formatRelativeTime, formatTime, type DateFormatOptions } from './player/time-format';
export {
  acceptBeatIndex,
  adminBeatColumn,
  adminStoryStatus,
  afterChoiceText,
  beatNavigator,
  canChooseOption,
  playerBadge,
  waitingList,
  type NavigatorState,
  type PlayerBadge,
} from './player/game-page';

// The offline illustrator: deterministic SVG pictures from a prompt and a World's image instructions
export { aspectForSize, DEFAULT_ASPECT, ELEMENT_KINDS, ILLUSTRATION_ASPECTS, ILLUSTRATION_KINDS, ILLUSTRATION_STYLES, illustrate, type ElementKind, type Illustration, type IllustrationAspect, type IllustrationKind, type IllustrationRequest, type IllustrationStyle, type PictureSubject } from './illustrator/index';

// Offline solo play: versions, beat digests, the step-by-step play and the server's replay (issue 21)
export { ENGINE_VERSION, NARRATOR_VERSION } from './offline/versions';
export { beatDigest, canonicalJson, storyDigests } from './offline/beat-digest';
export {
  chooseOffline,
  createOfflineStory,
  replayOfflineStory,
  selectOfflineCharacter,
  type OfflineOptions,
  type OfflinePlay,
  type OfflineStep,
  type ReplayOptions,
  type ReplayResult,
} from './offline/offline-play';
