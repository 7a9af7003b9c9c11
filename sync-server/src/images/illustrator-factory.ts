import type { Config } from '../config';
import { createOfflineIllustrator, type Illustrator } from './illustrator';
import { createOpenAiIllustrator } from './openai-illustrator';

/** The illustrator the configuration asks for: an OpenAI-compatible image model when OPENAI_API_KEY is set, else the offline SVG one. */
export function createIllustrator(config: Config): Illustrator {
  if (!config.OPENAI_API_KEY) return createOfflineIllustrator();
  return createOpenAiIllustrator({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_IMAGE_MODEL,
    timeoutMs: config.OPENAI_IMAGE_TIMEOUT_MS,
  });
}
