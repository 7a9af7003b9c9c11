import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { type Narrator, NARRATOR_OUTPUT_SCHEMAS, type NarratorCall, type NarratorOutputOf, type NarratorRequestOf, validateNarratorOutput } from '@engine';
import { createLogger, type Logger } from '../util/log';
import { describeRequestFailure, NarratorOutputError, NarratorRequestError } from './narrator-errors';
import { firstMessages, narratorMessages, retryMessages, type ChatMessage } from './narrator-messages';
import { countsOf, createUsageMeter, type NarratorUsage, type UsageRecord } from './narrator-usage';
import { readCompletion } from './read-completion';
import { currentBeatDraftSink } from './beat-drafts';
import { draftReader } from './draft-reader';

/** Where narrator logs go (lines are prefixed `[narrator]` by the default logger). */
export type NarratorLog = Pick<Logger, 'info' | 'warn'>;

/** Options of the OpenAI-compatible narrator. */
export type OpenAiNarratorOptions = {
  apiKey: string;
  /** An OpenAI-compatible API root such as `http://127.0.0.1:11434/v1` (Ollama); OpenAI's when absent. */
  baseURL?: string;
  model: string;
  /** Limit of each model request; a request that takes longer fails and the engine falls back. */
  timeoutMs: number;
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
 * never repeated blindly, so a call costs at most two requests and two timeouts. writeBeat, when
 * the turn job set a draft sink (`withBeatDrafts`), is streamed: its title and text go to the sink
 * as they grow, the validated beat last (`done`); a retry streams afresh.
 * @example const narrator = createOpenAiNarrator({ apiKey, model: 'gpt-4o-mini', timeoutMs: 60_000 });
 */
export function createOpenAiNarrator(options: OpenAiNarratorOptions): OpenAiNarrator {
  const { model, timeoutMs } = options;
  const log: NarratorLog = options.log ?? createLogger('narrator');
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: timeoutMs, maxRetries: 0 });
  const meter = createUsageMeter();
  const cacheKeys = options.promptCacheKey ?? (options.baseURL === undefined || /(^|\/\/)api\.openai\.com\b/.test(options.baseURL));

  async function request<C extends NarratorCall>(call: C, messages: ChatMessage[], storyId: string | null, attempt: number, onContent?: (snapshot: string) => void) {
    // The SDK's timeout covers the wait for response headers; the signal also bounds the body.
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const body = { model, messages, ...(cacheKeys && storyId ? { prompt_cache_key: `taleforge-${storyId}` } : {}) };
      const completion = onContent
        ? await streamed(body, call, signal, onContent)
        : await client.chat.completions.create({ ...body, response_format: FORMATS[call] }, { signal });
      const record: UsageRecord = { call, model, storyId, attempt, ...countsOf(completion.usage) };
      meter.record(record);
      options.onUsage?.(record);
      return completion;
    } catch (e) {
      const { reason, status } = describeRequestFailure(e, timeoutMs, signal.aborted);
      log.warn(`${call}${storyId ? ` (${storyId})` : ''}: request ${attempt} failed: ${reason}`);
      throw new NarratorRequestError(call, reason, status, { cause: e });
    }
  }

  // The answer as the model writes it. The format is passed as a plain JSON schema: the SDK's
  // auto-parsing would throw on an invalid answer, which must reach the retry like any other.
  async function streamed(body: { model: string; messages: ChatMessage[] }, call: NarratorCall, signal: AbortSignal, onContent: (snapshot: string) => void) {
    const stream = client.chat.completions.stream(
      { ...body, response_format: { type: 'json_schema', json_schema: FORMATS[call].json_schema }, stream_options: { include_usage: true } },
      { signal },
    );
    let usage: OpenAI.CompletionUsage | undefined;
    stream.on('chunk', (chunk) => {
      if (chunk.usage) usage = chunk.usage;
    });
    stream.on('content.delta', ({ snapshot }) => onContent(snapshot));
    const completion = await stream.finalChatCompletion();
    return { ...completion, usage: completion.usage ?? usage };
  }

  async function run<C extends NarratorCall>(call: C, req: NarratorRequestOf<C>): Promise<NarratorOutputOf<C>> {
    const storyId = storyIdOf(req);
    const first = firstMessages(narratorMessages(call, req));
    const sink = call === 'writeBeat' && options.streamBeats !== false ? currentBeatDraftSink() : undefined;
    const drafts = sink && storyId ? draftReader(sink, storyId, req as NarratorRequestOf<'writeBeat'>) : undefined;
    let messages = first;
    for (let attempt = 1; ; attempt++) {
      const completion = await request(call, messages, storyId, attempt, drafts?.read);
      const choice = completion.choices[0];
      const read = readCompletion(choice);
      let errors: string[];
      if (read.kind === 'refused') {
        log.warn(`${call}${storyId ? ` (${storyId})` : ''}: ${read.problem}`);
        throw new NarratorOutputError(call, [read.problem], 'refused');
      }
      if (read.kind === 'unusable') errors = [read.problem];
      else {
        const verdict = validateNarratorOutput(call, read.value, req);
        if (verdict.ok) {
          await drafts?.finish(verdict.value as NarratorOutputOf<'writeBeat'>);
          return verdict.value;
        }
        errors = verdict.errors;
      }
      if (attempt >= 2) {
        log.warn(`${call}${storyId ? ` (${storyId})` : ''}: output invalid again after one retry: ${errors.join('; ')}`);
        throw new NarratorOutputError(call, errors);
      }
      log.info(`${call}${storyId ? ` (${storyId})` : ''}: output invalid, retrying once: ${errors.join('; ')}`);
      const quoted = errors.length > MAX_QUOTED_ERRORS ? [...errors.slice(0, MAX_QUOTED_ERRORS), `… and ${errors.length - MAX_QUOTED_ERRORS} more`] : errors;
      const previous = choice?.message?.content ?? '';
      messages = [...first, ...retryMessages(previous, quoted)];
    }
  }

  return {
    name: `openai:${model}`,
    model,
    usage: () => meter.snapshot(),
    setupFromPrompt: (r) => run('setupFromPrompt', r),
    setupFromWorld: (r) => run('setupFromWorld', r),
    planThread: (r) => run('planThread', r),
    writeSwitch: (r) => run('writeSwitch', r),
    writeBeat: (r) => run('writeBeat', r),
    writeMilestones: (r) => run('writeMilestones', r),
  };
}
