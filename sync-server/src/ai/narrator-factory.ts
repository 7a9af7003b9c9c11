import { createProceduralNarrator, type Narrator } from '@engine';
import OpenAI from 'openai';
import type { Config } from '../config';
import { localModerator, openAiModerator, type Moderator } from '../limits/moderation';
import { createOpenAiNarrator } from './openai-narrator';

/**
 * The narrator the configuration asks for: an OpenAI-compatible model when OPENAI_API_KEY is set
 * (with its limits per call kind, temperature, circuit breaker, and the moderator that checks the
 * words of children's stories), else the offline procedural one.
 */
export function createNarrator(config: Config, moderator: Moderator = createModerator(config)): Narrator {
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
export function createModerator(config: Config): Moderator {
  if (!config.OPENAI_API_KEY || !config.OPENAI_MODERATION) return localModerator();
  const client = new OpenAI({
    apiKey: config.OPENAI_API_KEY,
    ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
    timeout: 10_000,
    maxRetries: 0,
  });
  return openAiModerator(client);
}
