import { getQuerySchema, publishedTemplatesQuerySchema, type PublishedTemplatesResponse } from '@schemas';
import { Hono } from 'hono';
import type { Db } from '../db/db';
import { apiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { queryParams } from '../http/validate';
import { templateAccess } from './template-access';
import { findTemplate, listPublishedTemplates, toMetadata, type StoredTemplate } from './template-repo';

/** Template reads of spec 1 §7: the published list, one template's metadata, one full template. */
export function templateRoutes(db: Db) {
  const app = new Hono<AppEnv>();

  app.get('/templates/published', queryParams(publishedTemplatesQuerySchema), async (c) => {
    const { forWelcomeScreen } = c.req.valid('query');
    const templates = await listPublishedTemplates(db, { forWelcomeScreen: forWelcomeScreen === 'true' });
    return c.json({ status: 'success' as const, data: { templates } satisfies PublishedTemplatesResponse });
  });

  const viewable = async (id: string, viewer: AppEnv['Variables']['viewer']): Promise<StoredTemplate> => {
    const stored = await findTemplate(db, id);
    if (!stored) throw apiError(404, "The template you're looking for couldn't be found.");
    if (templateAccess(stored, viewer) === 'none') {
      throw viewer
        ? apiError(403, "You don't have permission to access this template.")
        : apiError(401, 'You need to be logged in to access this template.');
    }
    return stored;
  };

  const idRequired = () => {
    throw apiError(400, 'Template ID is required');
  };
  app.get('/templates/full', idRequired);
  app.get('/templates/full/', idRequired);

  app.get('/templates/full/:id', queryParams(getQuerySchema), async (c) => {
    const { template } = await viewable(c.req.param('id'), c.get('viewer'));
    return c.json({ status: 'success' as const, data: template });
  });

  app.get('/templates/:id', queryParams(getQuerySchema), async (c) => {
    const { template } = await viewable(c.req.param('id'), c.get('viewer'));
    return c.json({ status: 'success' as const, data: toMetadata(template) });
  });

  return app;
}
