import { createProceduralNarrator, type Narrator } from '@engine';
import OpenAI from 'openai';
import { localModerator, openAiModerator, type Moderator } from '../limits/moderation';
import type { CallLimitOverrides } from './narrator-limits';
import { createOpenAiNarrator, type OpenAiNarratorOptions } from './openai-narrator';

/**
 * The settings the narrator and the moderator are made from: the server's parsed configuration
 * (config.ts) fits it as it is; declared here so that ai/ needs nothing above it.
 */
export type NarratorConfig = {
  OPENAI_API_KEY?: string | undefined;
  OPENAI_BASE_URL?: string | undefined;
  OPENAI_MODEL: string;
  OPENAI_TIMEOUT_MS?: number | undefined;
  OPENAI_CALL_LIMITS: CallLimitOverrides;
  OPENAI_TEMPERATURE?: number | undefined;
  OPENAI_MAX_TOKENS_PARAM?: OpenAiNarratorOptions['maxTokensParam'] | undefined;
  OPENAI_MODERATION: boolean;
  OPENAI_BEAT_PLANNING: boolean;
  NARRATOR_BREAKER_FAILURES: number;
  NARRATOR_BREAKER_COOLDOWN_TURNS: number;
};

/**
 * The narrator the configuration asks for: an OpenAI-compatible model when OPENAI_API_KEY is set
 * (with its limits per call kind, temperature, circuit breaker, and the moderator that checks the
 * words of children's stories), else the offline procedural one.
 */
export function createNarrator(config: NarratorConfig, moderator: Moderator = createModerator(config)): Narrator {
  if (!config.OPENAI_API_KEY) return createProceduralNarrator();
  return createOpenAiNarrator({
    apiKey: config.OPENAI_API_KEY,
    ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
    model: config.OPENAI_MODEL,
    ...(config.OPENAI_TIMEOUT_MS !== undefined ? { timeoutMs: config.OPENAI_TIMEOUT_MS } : {}),
    callLimits: config.OPENAI_CALL_LIMITS,
    ...(config.OPENAI_TEMPERATURE !== undefined ? { temperature: config.OPENAI_TEMPERATURE } : {}),
    ...(config.OPENAI_MAX_TOKENS_PARAM ? { maxTokensParam: config.OPENAI_MAX_TOKENS_PARAM } : {}),
    breaker: config.NARRATOR_BREAKER_FAILURES > 0 ? { failures: config.NARRATOR_BREAKER_FAILURES, cooldownTurns: config.NARRATOR_BREAKER_COOLDOWN_TURNS } : null,
    beatPlanning: config.OPENAI_BEAT_PLANNING,
    moderator,
  });
}

/**
 * The moderator the configuration asks for: the OpenAI moderation endpoint (after the local rules)
 * when a key is set and moderation is not turned off, else the local rule list. Servers without a
 * moderation endpoint (Ollama, vLLM, llama.cpp) should set OPENAI_MODERATION=false.
 */
export function createModerator(config: NarratorConfig): Moderator {
  if (!config.OPENAI_API_KEY || !config.OPENAI_MODERATION) return localModerator();
  const client = new OpenAI({
    apiKey: config.OPENAI_API_KEY,
    ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
    timeout: 10_000,
    maxRetries: 0,
  });
  return openAiModerator(client);
}
