import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { beatOutputSchema, type Narrator, NARRATOR_OUTPUT_SCHEMAS, type NarratorCall, type NarratorOutputOf, type NarratorRequestOf, validateNarratorOutput } from '@engine';
import type { Moderator } from '../limits/moderation';
import { createLogger, type Logger } from '../util/log';
import { describeRequestFailure, NarratorOutputError, NarratorRequestError } from './narrator-errors';
import { resolveCallLimits, type CallLimitOverrides } from './narrator-limits';
import { firstMessages, narratorMessages, retryMessages, type ChatMessage } from './narrator-messages';
import { countsOf, createUsageMeter, type NarratorUsage, type UsageRecord } from './narrator-usage';
import { forChildren, visibleText } from './output-moderation';
import { readCompletion } from './read-completion';
import { repairOutput } from './repair-output';
import { currentBeatDraftSink } from './beat-drafts';
import { draftReader, type DraftGate } from './draft-reader';

/** Where narrator logs go (lines are prefixed `[narrator]` by the default logger). */
export type NarratorLog = Pick<Logger, 'info' | 'warn'>;

/** Options of the OpenAI-compatible narrator. */
export type OpenAiNarratorOptions = {
  apiKey: string;
  /** An OpenAI-compatible API root such as `http://127.0.0.1:11434/v1` (Ollama); OpenAI's when absent. */
  baseURL?: string;
  model: string;
  /** One time-out for every request (OPENAI_TIMEOUT_MS); unset: by call kind (`narrator-limits.ts`). A request that takes longer fails. */
  timeoutMs?: number;
  /** Per-call time-outs and answer lengths (`max_tokens`) over the defaults (OPENAI_CALL_LIMITS). */
  callLimits?: CallLimitOverrides;
  /** Sampling temperature (OPENAI_TEMPERATURE); unset: the server's own. */
  temperature?: number;
  /** How the answer length is sent: `max_completion_tokens` to OpenAI, `max_tokens` to other servers by default; `none` sends no limit. */
  maxTokensParam?: 'max_tokens' | 'max_completion_tokens' | 'none';
  /** The per-story circuit breaker (issue 29): after `failures` failed calls in a row the story goes to the built-in storyteller for `cooldownTurns` turns (0: for good). Default 3 and 0; null: none. */
  breaker?: { failures: number; cooldownTurns: number } | null;
  /** Checks the words written for a children's story before anyone sees them, streamed drafts included (issue 29). */
  moderator?: Moderator;
  /** Ask for a short scene plan before each beat's text (OPENAI_BEAT_PLANNING; players never see it). */
  beatPlanning?: boolean;
  log?: NarratorLog;
  /** Called after every model request with its token usage (cost accounting per story). */
  onUsage?: (record: UsageRecord) => void;
  /** Send `prompt_cache_key` (the story id) so OpenAI routes a story's requests to one prompt cache; default: only for api.openai.com. */
  promptCacheKey?: boolean;
  /** Stream writeBeat answers and pass their growing text to the turn's draft sink (default true; only where a sink is set). */
  streamBeats?: boolean;
};

/** A narrator backed by an OpenAI-compatible chat-completions endpoint, with its token usage. */
export type OpenAiNarrator = Narrator & {
  readonly model: string;
  /** Token usage since creation: totals and per call. */
  usage(): NarratorUsage;
};

// At most this many validation errors are quoted back to the model in a retry.
const MAX_QUOTED_ERRORS = 20;

const CALLS = Object.keys(NARRATOR_OUTPUT_SCHEMAS) as NarratorCall[];

// The structured-output formats, built once: the JSON schema is named after the call.
const FORMATS = Object.fromEntries(CALLS.map((call) => [call, zodResponseFormat(NARRATOR_OUTPUT_SCHEMAS[call], call)])) as {
  [C in NarratorCall]: ReturnType<typeof zodResponseFormat<(typeof NARRATOR_OUTPUT_SCHEMAS)[C]>>;
};

// With planning on, a beat's answer begins with its scene plan: the model writes it before the text.
const PLANNED_BEAT = zodResponseFormat(z.object({ scenePlan: z.string(), ...beatOutputSchema.shape }), 'writeBeat');

const storyIdOf = (request: unknown): string | null => {
  const ctx = (request as { context?: { story?: { id?: unknown } } }).context;
  return typeof ctx?.story?.id === 'string' ? ctx.story.id : null;
};

/**
 * The OpenAI-compatible narrator (OpenAI, Ollama, vLLM, llama.cpp server): every call asks for
 * structured output with the engine's output schema, validates the answer with
 * validateNarratorOutput and, when it is invalid, retries once quoting the errors. A second
 * invalid answer, a timeout or an HTTP error throws, and the engine's callWithFallback has the
 * procedural narrator write that part. SDK retries are off (`maxRetries: 0`): a failed request is
 * never repeated blindly, so a call costs at most two requests and two timeouts. Each call kind has
 * its own time-out and `max_tokens`; a near-miss (4 or 7 paragraphs, a fourth option ...) is
 * repaired before a retry is spent on it; the words of a children's story are moderated before
 * anyone sees them; the narrator carries a per-story circuit breaker that the engine applies.
 * writeBeat, when the turn job set a draft sink (`withBeatDrafts`), is streamed: its title and
 * text go to the sink as they grow (in a children's story, only each piece that passed
 * moderation), the validated beat last (`done`); a retry streams afresh.
 * @example const narrator = createOpenAiNarrator({ apiKey, model: 'gpt-4o-mini' });
 */
export function createOpenAiNarrator(options: OpenAiNarratorOptions): OpenAiNarrator {
  const { model } = options;
  const limits = resolveCallLimits(options.timeoutMs, options.callLimits);
  const log: NarratorLog = options.log ?? createLogger('narrator');
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: Math.max(...Object.values(limits).map((l) => l.timeoutMs)), maxRetries: 0 });
  const meter = createUsageMeter();
  const openAi = options.baseURL === undefined || /(^|\/\/)api\.openai\.com\b/.test(options.baseURL);
  const cacheKeys = options.promptCacheKey ?? openAi;
  const lengthParam = options.maxTokensParam ?? (openAi ? 'max_completion_tokens' : 'max_tokens');
  const breaker = options.breaker === null ? undefined : (options.breaker ?? { failures: 3, cooldownTurns: 0 });
  const formatOf = (call: NarratorCall) => (call === 'writeBeat' && options.beatPlanning ? PLANNED_BEAT : FORMATS[call]);

  async function request<C extends NarratorCall>(call: C, messages: ChatMessage[], storyId: string | null, attempt: number, onContent?: (snapshot: string) => void) {
    const { timeoutMs, maxTokens } = limits[call];
    // The SDK's timeout covers the wait for response headers; the signal also bounds the body.
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const body = {
        model,
        messages,
        ...(lengthParam !== 'none' ? { [lengthParam]: maxTokens } : {}),
        ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
        ...(cacheKeys && storyId ? { prompt_cache_key: `taleforge-${storyId}` } : {}),
      };
      const completion = onContent
        ? await streamed(body, call, signal, timeoutMs, onContent)
        : await client.chat.completions.create({ ...body, response_format: formatOf(call) }, { signal, timeout: timeoutMs });
      const record: UsageRecord = { call, model, storyId, attempt, ...countsOf(completion.usage) };
      meter.record(record);
      options.onUsage?.(record);
      return completion;
    } catch (e) {
      const { reason, status } = describeRequestFailure(e, limits[call].timeoutMs, signal.aborted);
      log.warn(`${call}${storyId ? ` (${storyId})` : ''}: request ${attempt} failed: ${reason}`);
      throw new NarratorRequestError(call, reason, status, { cause: e });
    }
  }

  // The answer as the model writes it. The format is passed as a plain JSON schema: the SDK's
  // auto-parsing would throw on an invalid answer, which must reach the retry like any other.
  async function streamed(body: { model: string; messages: ChatMessage[] }, call: NarratorCall, signal: AbortSignal, timeoutMs: number, onContent: (snapshot: string) => void) {
    const stream = client.chat.completions.stream(
      { ...body, response_format: { type: 'json_schema', json_schema: formatOf(call).json_schema }, stream_options: { include_usage: true } },
      { signal, timeout: timeoutMs },
    );
    let usage: OpenAI.CompletionUsage | undefined;
    stream.on('chunk', (chunk) => {
      if (chunk.usage) usage = chunk.usage;
    });
    stream.on('content.delta', ({ snapshot }) => onContent(snapshot));
    const completion = await stream.finalChatCompletion();
    return { ...completion, usage: completion.usage ?? usage };
  }

  const where = (call: NarratorCall, storyId: string | null) => `${call}${storyId ? ` (${storyId})` : ''}`;

  // The words of a children's story are checked before anyone sees them (issue 29).
  async function unsuitable<C extends NarratorCall>(call: C, req: NarratorRequestOf<C>, value: NarratorOutputOf<C>): Promise<string | null> {
    if (!options.moderator || !forChildren(call, req)) return null;
    const verdict = await options.moderator.check(visibleText(call, value), { forChildren: true });
    return verdict.ok ? null : `the words are not right for the children this story is read with (${verdict.reason}): rewrite them gently, following the rules for writing for children`;
  }

  async function run<C extends NarratorCall>(call: C, req: NarratorRequestOf<C>): Promise<NarratorOutputOf<C>> {
    const storyId = storyIdOf(req);
    const first = firstMessages(narratorMessages(call, req, { beatPlanning: options.beatPlanning === true }));
    const sink = call === 'writeBeat' && options.streamBeats !== false ? currentBeatDraftSink() : undefined;
    const moderator = options.moderator;
    const gate: DraftGate | undefined = moderator && forChildren(call, req) ? async (text) => (await moderator.check(text, { forChildren: true })).ok : undefined;
    const drafts = sink && storyId ? draftReader(sink, storyId, req as NarratorRequestOf<'writeBeat'>, gate) : undefined;
    let messages = first;
    for (let attempt = 1; ; attempt++) {
      if (attempt > 1) drafts?.restart();
      const completion = await request(call, messages, storyId, attempt, drafts?.read);
      const choice = completion.choices[0];
      const read = readCompletion(choice);
      let errors: string[];
      if (read.kind === 'refused') {
        log.warn(`${where(call, storyId)}: ${read.problem}`);
        throw new NarratorOutputError(call, [read.problem], 'refused');
      }
      if (read.kind === 'unusable') errors = [read.problem];
      else {
        let verdict = validateNarratorOutput(call, read.value, req);
        if (!verdict.ok) {
          // Near-misses that need no judgement are repaired rather than retried.
          const repaired = repairOutput(call, read.value, req);
          const again = repaired.repairs.length ? validateNarratorOutput(call, repaired.value, req) : verdict;
          if (again.ok) log.info(`${where(call, storyId)}: repaired instead of retried: ${repaired.repairs.join('; ')}`);
          verdict = again.ok ? again : verdict;
        }
        const problem = verdict.ok ? await unsuitable(call, req, verdict.value) : null;
        if (verdict.ok && problem === null) {
          await drafts?.finish(verdict.value as NarratorOutputOf<'writeBeat'>);
          return verdict.value;
        }
        errors = verdict.ok ? [problem as string] : verdict.errors;
      }
      if (attempt >= 2) {
        log.warn(`${where(call, storyId)}: output invalid again after one retry: ${errors.join('; ')}`);
        throw new NarratorOutputError(call, errors);
      }
      log.info(`${where(call, storyId)}: output invalid, retrying once: ${errors.join('; ')}`);
      const quoted = errors.length > MAX_QUOTED_ERRORS ? [...errors.slice(0, MAX_QUOTED_ERRORS), `… and ${errors.length - MAX_QUOTED_ERRORS} more`] : errors;
      const previous = choice?.message?.content ?? '';
      messages = [...first, ...retryMessages(previous, quoted)];
    }
  }

  return {
    name: `openai:${model}`,
    model,
    ...(breaker && breaker.failures > 0 ? { breaker } : {}),
    usage: () => meter.snapshot(),
    setupFromPrompt: (r) => run('setupFromPrompt', r),
    setupFromWorld: (r) => run('setupFromWorld', r),
    planThread: (r) => run('planThread', r),
    writeSwitch: (r) => run('writeSwitch', r),
    writeBeat: (r) => run('writeBeat', r),
    writeMilestones: (r) => run('writeMilestones', r),
  };
}
