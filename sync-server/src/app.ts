import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Config } from './config';
import type { Db } from './db/db';
import type { AppEnv } from './http/app-env';
import { limitBody } from './http/body-limit';
import { uploadBodyLimit } from './http/upload-body';
import { csrf } from './http/csrf';
import { visitorMiddleware } from './http/caller';
import { requestIdMiddleware } from './http/request-id';
import { notFound, onError } from './http/on-error';
import { safeRequestText } from './http/safe-text';
import { securityHeaders } from './http/security-headers';
import { siteConfigOf } from './http/site-config';
import { appShell, spa } from './http/spa';
import { authRoutes } from './auth/auth-routes';
import { createMailer, type Mailer } from './auth/mailer';
import { passwordResetRoutes } from './auth/password-reset-routes';
import { viewerMiddleware } from './auth/sessions';
import { analyticsRoutes } from './community/analytics-routes';
import { communityRoutes } from './community/community-routes';
import { storyRoutes, type StoryRouteDeps } from './stories/story-routes';
import type { WriteWorld } from './templates/write-world';
import { deleteImagesOf } from './images/image-repo';
import { imageRoutes } from './images/image-routes';
import type { Illustrator } from './images/illustrator';
import { templateImageRoutes } from './images/template-image-routes';
import { authoringRoutes, type AuthoringHooks } from './templates/authoring-routes';
import { invitationRoutes } from './templates/invitation-routes';
import type { Assistant } from './assistant/assistant';
import { createAssistant } from './assistant/assistant-factory';
import { assistantRoutes } from './assistant/assistant-routes';
import { templateRoutes } from './templates/template-routes';
import { zipLimits } from './zip/zip-limits';
import { ZIP_UPLOAD_PATHS, zipRoutes } from './zip/zip-routes';
import { TEMPLATE_FILE_MAX_BODY_BYTES, TEMPLATE_FILE_PATH, templateFileRoutes } from './images/template-file-routes';
import { adminRoutes } from './admin/admin-routes';
import { templateListRoutes } from './templates/template-list-routes';
import { classRoutes } from './classes/class-routes';
import { listPublishedTemplates } from './templates/template-repo';

/** What the HTTP app needs from the process. */
export interface AppDeps {
  db: Db;
  config: Config;
  /** The built PWA; when absent, navigations answer 503 with a hint to build. */
  distDir: string;
  stories: StoryRouteDeps;
  /** Live co-authoring, told when who may open a World changes (absent in route tests). */
  collab?: AuthoringHooks;
  /**
   * Server writes into Worlds' docs, loaded or not (the collab server's): picture statuses, the
   * templates API and the carousel order all go through it, so open editors see them live.
   */
  writeWorld: WriteWorld;
  /** Painting World pictures from the editor. */
  images: { illustrator: Illustrator };
  /** Outgoing e-mail; default: from the configuration's SMTP settings (null: none). */
  mailer?: Mailer | null;
  /** The Worldbuilding Assistant; default: the one the configuration asks for (model or offline). */
  assistant?: Assistant;
}

/** Largest JSON body accepted, in bytes. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Builds the Hono app: the PWA shell, then the API; every error becomes an envelope. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const secure = deps.config.PUBLIC_URL?.startsWith('https:') ?? false;

  // The prerendered home page and library show the published Worlds of the moment (issue 31).
  const shell = appShell(deps.distDir, siteConfigOf(deps.config), () => listPublishedTemplates(deps.db, { forWelcomeScreen: false }), { warm: true });
  // One mailer for 'Forgot password?' links and co-author invitations (null: no SMTP configured).
  const mailer = deps.mailer === undefined ? createMailer(deps.config) : deps.mailer;

  app.onError(onError);
  app.notFound(notFound);
  // CSP, nosniff, referrer policy and (behind https) HSTS on every answer, errors included (13.7).
  app.use('*', securityHeaders({ publicUrl: deps.config.PUBLIC_URL, shellScriptHashes: shell.scriptHashes, pageStyleHashes: (c) => (c.get('pageStyleHashes') as string[] | undefined) ?? [] }));
  // Text (the app's JS and CSS, JSON) goes out gzip'd: a third of the bytes on a slow link.
  app.use('*', compress());
  // Pictures first: an <img> needs no session and no cookie (a Set-Cookie would keep shared caches off them);
  // their paths still meet the odd-text guard below (13.3).
  app.use('/images/*', safeRequestText());
  app.route('/', imageRoutes(deps.db));
  // CSRF next, so even the app shell hands out the XSRF-TOKEN cookie.
  app.use('*', csrf({ secure }));
  app.use('*', visitorMiddleware({ secure }));
  // Zip uploads (World import) get their own, larger limit, by declared length only: the route
  // reads the body itself, counting (http/upload-body.ts); every other body the JSON one.
  const jsonLimit = limitBody(MAX_JSON_BODY_BYTES);
  const zipUploadLimit = uploadBodyLimit(deps.config.ZIP_MAX_UPLOAD_BYTES);
  // A World's own picture (POST /templates/{id}/files): one picture at its largest, read by its route the same way.
  const pictureUploadLimit = uploadBodyLimit(TEMPLATE_FILE_MAX_BODY_BYTES);
  app.use('*', (c, next) =>
    c.req.method === 'POST' && ZIP_UPLOAD_PATHS.has(c.req.path) ? zipUploadLimit(c, next) : c.req.method === 'POST' && TEMPLATE_FILE_PATH.test(c.req.path) ? pictureUploadLimit(c, next) : jsonLimit(c, next),
  );
  // Before the shell and every route: no NUL or lone surrogate in a path, query or JSON body (13.3).
  app.use('*', safeRequestText());
  app.use('*', spa(deps.distDir, shell));

  app.use('*', viewerMiddleware(deps.db));
  app.use('*', requestIdMiddleware());

  app.get('/health', (c) => c.json({ status: 'success' as const, data: { ok: true, db: deps.db.kind } }));
  // Zip export and import first: literal paths under /templates/.
  app.route('/', zipRoutes({ db: deps.db, limiter: deps.stories.limiter, limits: zipLimits(deps.config), writeWorld: deps.writeWorld }));
  app.route('/', templateFileRoutes({ db: deps.db, limiter: deps.stories.limiter, writeWorld: deps.writeWorld }));
  // Authoring first: its literal paths (/templates/user) must win over /templates/:id.
  app.route('/', authoringRoutes({ db: deps.db, limiter: deps.stories.limiter, deletePictures: (tx, id) => deleteImagesOf(tx, 'template', id), collab: deps.collab, mailer, publicUrl: deps.config.PUBLIC_URL }));
  app.route('/', invitationRoutes({ db: deps.db, limiter: deps.stories.limiter, collab: deps.collab }));
  // Before /templates/:id reads: /templates/generate is a literal path.
  app.route('/', assistantRoutes({ db: deps.db, assistant: deps.assistant ?? createAssistant(deps.config), limiter: deps.stories.limiter, moderator: deps.stories.moderator }));
  const templateWrites = { db: deps.db, limiter: deps.stories.limiter, writeWorld: deps.writeWorld, accessChanged: deps.collab && ((id: string) => deps.collab!.accessChanged(id)) };
  app.route('/', templateListRoutes(templateWrites));
  app.route('/', templateRoutes(deps.db));
  app.route('/', adminRoutes({ ...templateWrites, cache: deps.stories.cache, publicUrl: deps.config.PUBLIC_URL }));
  app.route('/', storyRoutes(deps.stories));
  app.route('/', classRoutes({ db: deps.db, cache: deps.stories.cache, limiter: deps.stories.limiter }));
  app.route('/', authRoutes({ db: deps.db, limiter: deps.stories.limiter, secureCookies: secure }));
  app.route('/', passwordResetRoutes({ db: deps.db, limiter: deps.stories.limiter, secureCookies: secure, config: deps.config, mailer }));
  app.route('/', communityRoutes({ db: deps.db, limiter: deps.stories.limiter }));
  app.route('/', analyticsRoutes(deps.db, deps.stories.limiter));
  app.route('/', templateImageRoutes({ db: deps.db, limiter: deps.stories.limiter, illustrator: deps.images.illustrator, writeWorld: deps.writeWorld }));
  return app;
}
