import { createProceduralNarrator, type Narrator } from '@engine';
import OpenAI from 'openai';
import type { Config } from '../config';
import { localModerator, openAiModerator, type Moderator } from '../limits/moderation';
import { createOpenAiNarrator } from './openai-narrator';

/** The narrator the configuration asks for: an OpenAI-compatible model when OPENAI_API_KEY is set, else the offline procedural one. */
export function createNarrator(config: Config): Narrator {
  if (!config.OPENAI_API_KEY) return createProceduralNarrator();
  return createOpenAiNarrator({
    apiKey: config.OPENAI_API_KEY,
    ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
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
