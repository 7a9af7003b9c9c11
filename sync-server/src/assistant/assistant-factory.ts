import type { Config } from '../config';
import type { Assistant } from './assistant';
import { createOpenAiAssistant } from './openai-assistant';
import { createProceduralAssistant } from './procedural-assistant';

/** The assistant the configuration asks for: the model's when OPENAI_API_KEY is set (as the narrator), else the offline one. */
export function createAssistant(config: Config): Assistant {
  if (!config.OPENAI_API_KEY) return createProceduralAssistant();
  return createOpenAiAssistant({
    apiKey: config.OPENAI_API_KEY,
    ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS ?? 60_000,
  });
}
