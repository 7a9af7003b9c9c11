import { assistantProgressSchema, iterateTemplateResponseSchema, templateSchema, type AssistantProgressEvent, type GenerateTemplateRequest, type IterateTemplateRequest, type Template, type TemplateUpdate } from '@schemas';
import { z } from 'zod';
import { apiRequest } from '../../shared/api/api-client';

/** How a caller follows and stops an assistant call. */
export type AssistantCallOptions = { signal?: AbortSignal; onProgress?: (p: AssistantProgressEvent) => void };

// A model draft writes eight sections one after another in three phases: give it time.
const ASSISTANT_TIMEOUT_MS = 10 * 60_000;

const progressHandler = (onProgress: AssistantCallOptions['onProgress']) => (event: string, data: unknown) => {
  if (event !== 'progress' || !onProgress) return;
  const p = assistantProgressSchema.safeParse(data);
  if (p.success) onProgress(p.data);
};

/** POST /templates/generate: a drafted World with a temporary id (not stored), progress per section as it comes. */
export async function generateTemplate(body: Omit<GenerateTemplateRequest, 'requestId'>, options: AssistantCallOptions = {}): Promise<Template> {
  const { template } = await apiRequest({
    method: 'POST',
    path: '/templates/generate',
    schema: z.object({ template: templateSchema }),
    body,
    timeoutMs: ASSISTANT_TIMEOUT_MS,
    onEvent: progressHandler(options.onProgress),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return template;
}

/** POST /templates/{id}/iterate: only the chosen sections' keys. */
export async function iterateTemplate(body: Omit<IterateTemplateRequest, 'requestId'>, options: AssistantCallOptions = {}): Promise<TemplateUpdate> {
  const { templateUpdate } = await apiRequest({
    method: 'POST',
    path: `/templates/${encodeURIComponent(body.templateId)}/iterate`,
    schema: iterateTemplateResponseSchema,
    body,
    timeoutMs: ASSISTANT_TIMEOUT_MS,
    onEvent: progressHandler(options.onProgress),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return templateUpdate;
}
