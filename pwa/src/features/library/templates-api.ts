import { templateMetadataSchema, templateSchema, type Template, type TemplateMetadata } from '@schemas';
import { apiGet } from '../../shared/api/api-client';

/**
 * GET /templates/full/{id}: the whole World. Rejects with an ApiError: an HTTP 401/403/404 from the
 * server, or kind 'invalid-response' when the World has invalid or missing data.
 */
export function fetchFullTemplate(id: string, signal?: AbortSignal): Promise<Template> {
  return apiGet(`/templates/full/${encodeURIComponent(id)}`, templateSchema, { signal });
}

/** The card data of a full template (what the library and cards show). */
export function metadataOf(template: Template): TemplateMetadata {
  return templateMetadataSchema.parse(template);
}
