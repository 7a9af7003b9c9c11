import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { Config } from './config';
import type { Db } from './db/db';
import { apiError } from './http/api-error';
import type { AppEnv } from './http/app-env';
import { csrf } from './http/csrf';
import { notFound, onError } from './http/on-error';
import { spa } from './http/spa';
import { authRoutes } from './auth/auth-routes';
import type { Mailer } from './auth/mailer';
import { passwordResetRoutes } from './auth/password-reset-routes';
import { viewerMiddleware } from './auth/sessions';
import { analyticsRoutes } from './community/analytics-routes';
import { communityRoutes } from './community/community-routes';
import { storyRoutes, type StoryRouteDeps } from './stories/story-routes';
import { authoringRoutes, type AuthoringHooks } from './templates/authoring-routes';
import { templateRoutes } from './templates/template-routes';
import { adminRoutes } from './admin/admin-routes';
import type { WorldWriter } from './collab/world-writes';
import { templateListRoutes } from './templates/template-list-routes';

/** What the HTTP app needs from the process. */
export interface AppDeps {
  db: Db;
  config: Config;
  /** The built PWA; when absent, navigations answer 503 with a hint to build. */
  distDir: string;
  stories: StoryRouteDeps;
  /** Live co-authoring, told when who may open a World changes and writing into Worlds' docs (absent in route tests). */
  collab?: AuthoringHooks & WorldWriter;
  /** Outgoing e-mail; default: from the configuration's SMTP settings (null: none). */
  mailer?: Mailer | null;
}

/** Largest JSON body accepted, in bytes. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Builds the Hono app: the PWA shell, then the API; every error becomes an envelope. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const secure = deps.config.PUBLIC_URL?.startsWith('https:') ?? false;

  app.onError(onError);
  app.notFound(notFound);
  // Text (the app's JS and CSS, JSON) goes out gzip'd: a third of the bytes on a slow link.
  app.use('*', compress());
  // CSRF first, so even the app shell hands out the XSRF-TOKEN cookie.
  app.use('*', csrf({ secure }));
  app.use('*', spa(deps.distDir));
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_JSON_BODY_BYTES,
      onError: () => {
        throw apiError(413, 'Request body is too large.');
      },
    }),
  );

  app.use('*', viewerMiddleware(deps.db));

  app.get('/health', (c) => c.json({ status: 'success' as const, data: { ok: true, db: deps.db.kind } }));
  // Authoring first: its literal paths (/templates/user) must win over /templates/:id.
  app.route('/', authoringRoutes({ db: deps.db, collab: deps.collab }));
  const worldWrites = { db: deps.db, limiter: deps.stories.limiter, worlds: deps.collab, accessChanged: deps.collab && ((id: string) => deps.collab!.accessChanged(id)) };
  app.route('/', templateListRoutes(worldWrites));
  app.route('/', templateRoutes(deps.db));
  app.route('/', adminRoutes(worldWrites));
  app.route('/', storyRoutes(deps.stories));
  app.route('/', authRoutes({ db: deps.db, limiter: deps.stories.limiter, secureCookies: secure }));
  app.route('/', passwordResetRoutes({ db: deps.db, limiter: deps.stories.limiter, secureCookies: secure, config: deps.config, mailer: deps.mailer }));
  app.route('/', communityRoutes({ db: deps.db, limiter: deps.stories.limiter }));
  app.route('/', analyticsRoutes(deps.db, deps.stories.limiter));
  return app;
}
