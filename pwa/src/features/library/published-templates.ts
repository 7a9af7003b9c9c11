import { publishedTemplatesResponseSchema, type TemplateMetadata } from '@schemas';
import { apiGet } from '../../shared/api/api-client';

/** GET /templates/published, optionally only the welcome-screen carousel's templates. */
export async function fetchPublishedTemplates(
  options: { forWelcomeScreen?: boolean; signal?: AbortSignal } = {},
): Promise<TemplateMetadata[]> {
  const { templates } = await apiGet('/templates/published', publishedTemplatesResponseSchema, {
    query: { forWelcomeScreen: options.forWelcomeScreen ? 'true' : undefined },
    signal: options.signal,
  });
  return templates;
}
