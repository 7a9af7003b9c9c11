import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { SECTION_OUTPUT_SCHEMAS, sectionFromOutput, worldProblems, type AssistantStep, type SectionContext, type SectionUpdate, type StepUpdate, type WorldSection } from '@engine';
import { PLAYER_SLOTS, templateSchema, type Template } from '@schemas';
import { describeRequestFailure } from '../ai/narrator-errors';
import { retryMessages, type ChatMessage } from '../ai/narrator-messages';
import { readCompletion } from '../ai/read-completion';
import { createLogger, type Logger } from '../util/log';
import { runHeavy } from '../work/heavy-work';
import { AssistantCancelledError, type Assistant, type AssistantRunOptions, type DraftRequest, type IterateRequest } from './assistant';
import { stepMessages, type StepPrompt } from './assistant-messages';
import { createProceduralAssistant } from './procedural-assistant';
import { iterationInputOf } from './world-finish';

/** Options of the OpenAI-compatible assistant. */
export type OpenAiAssistantOptions = {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Limit of each model request; a step that takes longer is written by the procedural assistant. */
  timeoutMs: number;
  log?: Pick<Logger, 'info' | 'warn'>;
  now?: () => Date;
};

const STEPS = Object.keys(SECTION_OUTPUT_SCHEMAS) as AssistantStep[];
const FORMATS = Object.fromEntries(STEPS.map((s) => [s, zodResponseFormat(SECTION_OUTPUT_SCHEMAS[s], `world_${s}`)])) as Record<AssistantStep, ReturnType<typeof zodResponseFormat>>;

/**
 * The order a draft runs in: the basics, guidelines, pictures and difficulty need nothing else;
 * elements, outcomes and stats build on the setting; players last, on stats and outcomes. Steps
 * of one phase run in parallel.
 */
const DRAFT_PHASES: AssistantStep[][] = [
  ['basics', 'guidelines', 'media', 'difficultyLevels'],
  ['storyElements', 'sharedOutcomes', 'stats'],
  ['players'],
];

const pick = (t: StepUpdate, step: AssistantStep): StepUpdate => {
  if (step === 'basics') return { title: t.title, teaser: t.teaser, tags: t.tags } as StepUpdate;
  const keys = step === 'stats' ? ['statGroups', 'sharedStats', 'playerStats'] : step === 'players' ? ['characterSelectionIntroduction', ...PLAYER_SLOTS] : step === 'media' ? ['imageInstructions'] : [step];
  return Object.fromEntries(keys.filter((k) => (t as Record<string, unknown>)[k] !== undefined).map((k) => [k, (t as Record<string, unknown>)[k]])) as StepUpdate;
};

/**
 * The Worldbuilding Assistant over an OpenAI-compatible chat-completions endpoint: one small
 * structured-output request per section (zod schemas sent as JSON schemas), independent sections in
 * parallel. An answer that fails the schema or the World checks is retried once with the problems
 * quoted; a second bad answer, a time-out or an HTTP error has the procedural assistant write that
 * section, so one bad section never fails a draft. Cancelling aborts every request of the run.
 */
export function createOpenAiAssistant(options: OpenAiAssistantOptions): Assistant {
  const log = options.log ?? createLogger('assistant');
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs, maxRetries: 0 });
  const procedural = createProceduralAssistant(options.now ? { now: options.now } : {});

  /** One section written offline, in the work pool (a section the model could not write). */
  const offlineSection = (section: WorldSection, context: SectionContext, run: AssistantRunOptions): Promise<StepUpdate> =>
    runHeavy('assistantSection', { section, context }, { callers: run.callers ?? ['assistant'] }) as Promise<StepUpdate>;

  /** One model request; null when it failed (logged). Throws only when the caller cancelled. */
  async function ask(step: AssistantStep, messages: ChatMessage[], signal: AbortSignal | undefined, attempt: number) {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      const completion = await client.chat.completions.create({ model: options.model, messages, response_format: FORMATS[step] }, { signal: both });
      return completion.choices[0];
    } catch (e) {
      if (signal?.aborted) throw new AssistantCancelledError();
      log.warn(`${step}: request ${attempt} failed: ${describeRequestFailure(e, options.timeoutMs, timeout.aborted).reason}`);
      return null;
    }
  }

  /** The step's keys from the model, checked against the World so far; null when both attempts failed. */
  async function modelStep(p: StepPrompt, signal: AbortSignal | undefined): Promise<StepUpdate | null> {
    const first = stepMessages(p);
    let messages = first;
    for (let attempt = 1; attempt <= 2; attempt++) {
      const choice = await ask(p.step, messages, signal, attempt);
      if (!choice) return null;
      const read = readCompletion(choice);
      let problems: string[];
      if (read.kind === 'refused') {
        log.warn(`${p.step}: ${read.problem}`);
        return null;
      }
      if (read.kind === 'unusable') problems = [read.problem];
      else {
        const parsed = SECTION_OUTPUT_SCHEMAS[p.step].safeParse(read.value);
        if (!parsed.success) problems = parsed.error.issues.slice(0, 12).map((i) => `${i.path.join('.')}: ${i.message}`);
        else {
          const update = sectionFromOutput(p.step, parsed.data as never);
          problems = stepProblems(p, update);
          if (problems.length === 0) return update;
        }
      }
      if (attempt === 2) {
        log.warn(`${p.step}: output invalid again after one retry, the procedural assistant writes it: ${problems.join('; ')}`);
        return null;
      }
      log.info(`${p.step}: output invalid, retrying once: ${problems.join('; ')}`);
      messages = [...first, ...retryMessages(choice?.message?.content ?? '', problems.slice(0, 20))];
    }
    return null;
  }

  /** What is wrong with the World once this step's keys are in it (and the slots it must cover). */
  function stepProblems(p: StepPrompt, update: StepUpdate): string[] {
    const problems: string[] = [];
    if (p.step === 'players') {
      for (const slot of PLAYER_SLOTS.slice(0, p.playerCount)) if (!update[slot]) problems.push(`players: ${slot} is missing`);
      for (const slot of PLAYER_SLOTS.slice(p.playerCount)) if (update[slot]) problems.push(`players: only ${PLAYER_SLOTS.slice(0, p.playerCount).join(', ')} are expected`);
      for (const slot of PLAYER_SLOTS.slice(0, p.playerCount)) {
        const n = update[slot]?.outcomes?.length ?? 0;
        if (update[slot] && n < p.counts.playerOutcomes) problems.push(`${slot} needs ${p.counts.playerOutcomes} outcomes of its own, got ${n}`);
      }
    }
    if (p.step === 'sharedOutcomes' && (update.sharedOutcomes?.length ?? 0) < p.counts.sharedOutcomes) problems.push(`write ${p.counts.sharedOutcomes} shared outcomes, got ${update.sharedOutcomes?.length ?? 0}`);
    if (p.step === 'basics' && !update.title?.trim()) problems.push('title is empty');
    if (problems.length) return problems;
    return worldProblems({ ...p.world, ...update });
  }

  /** Runs the steps phase by phase into `world`; each step is the model's or, failing that, the procedural one. */
  async function runSteps(
    phases: AssistantStep[][],
    world: Template,
    base: (step: AssistantStep, world: Template) => StepUpdate | Promise<StepUpdate>,
    prompt: Omit<StepPrompt, 'step' | 'world'>,
    run: AssistantRunOptions,
  ): Promise<{ world: Template; updates: Partial<Record<AssistantStep, StepUpdate>> }> {
    const updates: Partial<Record<AssistantStep, StepUpdate>> = {};
    for (const phase of phases) {
      const snapshot = world;
      const results = await Promise.all(
        phase.map(async (step) => {
          run.onProgress?.({ step, state: 'running' });
          const fromModel = await modelStep({ ...prompt, step, world: snapshot }, run.signal);
          const update = fromModel ?? (await base(step, snapshot));
          run.onProgress?.({ step, state: fromModel ? 'done' : 'fallback' });
          return [step, update] as const;
        }),
      );
      if (run.signal?.aborted) throw new AssistantCancelledError();
      for (const [step, update] of results) {
        updates[step] = update;
        world = templateSchema.parse({ ...world, ...update });
      }
    }
    return { world, updates };
  }

  return {
    name: `openai:${options.model}`,
    async draft(request: DraftRequest, run: AssistantRunOptions = {}) {
      if (run.signal?.aborted) throw new AssistantCancelledError();
      // The offline draft first (milliseconds): the fallback of every section, and the outcome counts a playable World needs.
      const offline = await procedural.draft(request, { callers: run.callers });
      const input = { prompt: request.prompt, playerCount: request.playerCount, maxTurns: request.maxTurns, gameMode: request.gameMode };
      const counts = { sharedOutcomes: offline.sharedOutcomes.length, playerOutcomes: offline.player1?.outcomes.length ?? 0 };
      const phases = DRAFT_PHASES.map((phase) => phase.filter((s) => s !== 'difficultyLevels' || !request.difficultyLevel));
      const fallback = (step: AssistantStep, world: Template): StepUpdate | Promise<StepUpdate> =>
        step === 'players' ? offlineSection('players', { input: { ...input, category: undefined }, seed: offline.id, template: world }, run) : pick(offline, step);
      const { world } = await runSteps(phases, offline, fallback, { ...input, feedback: null, counts }, run);
      const problems = worldProblems(world);
      if (problems.length === 0) return world;
      // The sections each passed on their own; if together they do not, the offline draft stands.
      log.warn(`the drafted World failed its final check, the offline draft is used: ${problems.join('; ')}`);
      return offline;
    },
    async iterate(request: IterateRequest, run: AssistantRunOptions = {}) {
      if (run.signal?.aborted) throw new AssistantCancelledError();
      const input = iterationInputOf(request);
      const t = request.template;
      const counts = {
        sharedOutcomes: Math.max(1, t.sharedOutcomes.length),
        playerOutcomes: Math.max(0, ...PLAYER_SLOTS.slice(0, request.playerCount).map((s) => t[s]?.outcomes.length ?? 0)),
      };
      const chosen = new Set<AssistantStep>(request.sections);
      const phases = [['guidelines', 'media', 'difficultyLevels', 'storyElements', 'sharedOutcomes', 'stats'], ['players']].map((p) => p.filter((s) => chosen.has(s as AssistantStep))).filter((p) => p.length) as AssistantStep[][];
      const fallback = (step: AssistantStep, world: Template): Promise<StepUpdate> => offlineSection(step as WorldSection, { input, seed: t.id, feedback: request.feedback, template: world }, run);
      const { updates } = await runSteps(phases, t, fallback, { prompt: input.prompt, playerCount: request.playerCount, maxTurns: request.maxTurns, gameMode: request.gameMode, feedback: request.feedback, counts }, run);
      const result: SectionUpdate = {};
      for (const section of request.sections) Object.assign(result, updates[section]);
      return result;
    },
  };
}
