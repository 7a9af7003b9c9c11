import { toClientState } from '@engine';
import {
  classActionRequestSchema,
  createClassRequestSchema,
  getQuerySchema,
  keepClassRequestSchema,
  type ClassListResponse,
  type ClassReport,
} from '@schemas';
import { Hono, type Context } from 'hono';
import type { Db } from '../db/db';
import { apiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { httpCaller } from '../http/caller';
import { requireViewer } from '../http/require-viewer';
import { jsonBody, queryParams } from '../http/validate';
import type { RateLimiter } from '../limits/rate-limiter';
import type { StoryCache } from '../stories/story-cache';
import { findTemplate } from '../templates/template-repo';
import { CLASS_SIGN_IN, requireClassAccess } from './class-access';
import { drawBoard } from './class-board';
import { deleteClass, endClassNow } from './class-lifecycle';
import { findClass, learnersOf, listClasses, setClassKept } from './class-repo';
import { classCsv, reportOf } from './class-report';
import { toClassSummary } from './class-views';
import { createClass, loadClassDetail } from './create-class';

/** Dependencies of the class routes. */
export interface ClassRouteDeps {
  db: Db;
  cache: StoryCache;
  limiter: RateLimiter;
}

/** The tag that makes a World a learn-something one (the wizard's category, spec 1 §2). */
const LEARNING_TAG = 'Learning';

/**
 * The class routes (issue 33), all for signed-in teachers: create a class, list one's classes, a
 * class with its codes (the join cards), its board, a learner's story to read, the report and its
 * CSV, end, keep and delete. Only the class's teacher and admins may open a class.
 */
export function classRoutes(deps: ClassRouteDeps) {
  const { db, cache } = deps;
  const app = new Hono<AppEnv>();
  const ok = <T,>(c: Context<AppEnv>, data: T) => c.json({ status: 'success' as const, data });
  const own = async (c: Context<AppEnv>) => requireClassAccess(await findClass(db, c.req.param('id') ?? ''), c.get('viewer'));

  app.post('/classes', jsonBody(createClassRequestSchema), async (c) => {
    const viewer = requireViewer(c, CLASS_SIGN_IN);
    return ok(c, { class: await createClass(deps, { viewer, caller: httpCaller(c) }, c.req.valid('json')) });
  });

  app.get('/classes', queryParams(getQuerySchema), async (c) => {
    const viewer = requireViewer(c, CLASS_SIGN_IN);
    const data: ClassListResponse = { classes: (await listClasses(db, viewer.id)).map(toClassSummary) };
    return ok(c, data);
  });

  app.get('/classes/:id', queryParams(getQuerySchema), async (c) => {
    const row = await own(c);
    const detail = await loadClassDetail(db, row.id);
    if (!detail) throw apiError(404, 'This class no longer exists.');
    return ok(c, { class: detail });
  });

  app.get('/classes/:id/board', queryParams(getQuerySchema), async (c) => ok(c, await drawBoard(db, cache, await own(c))));

  // A learner's story as the learner sees it, for the teacher to read (the board shows no story text).
  app.get('/classes/:id/learners/:learner/story', queryParams(getQuerySchema), async (c) => {
    const row = await own(c);
    const learner = (await learnersOf(db, row.id)).find((l) => String(l.learner) === c.req.param('learner'));
    if (!learner) throw apiError(404, 'This class has no such learner.');
    const record = await cache.read(db, learner.story_id);
    if (!record?.story) throw apiError(409, 'This story is still being created. Please wait a moment.');
    return ok(c, { learner: learner.learner, name: learner.name, state: toClientState(record.story, learner.slot) });
  });

  const report = async (c: Context<AppEnv>): Promise<ClassReport> => {
    const row = await own(c);
    const template = row.template_id ? await findTemplate(db, row.template_id) : null;
    const learnsSomething = template?.template.tags.includes(LEARNING_TAG) ?? false;
    const learners = await learnersOf(db, row.id);
    const stories = new Map<string, Awaited<ReturnType<StoryCache['read']>>>();
    for (const l of learners) if (!stories.has(l.story_id)) stories.set(l.story_id, await cache.read(db, l.story_id));
    return {
      classId: row.id,
      title: row.title,
      worldTitle: row.world_title,
      learnsSomething,
      learners: learners.map((l) => reportOf(l, stories.get(l.story_id)?.story ?? null, learnsSomething)),
    };
  };

  app.get('/classes/:id/report', queryParams(getQuerySchema), async (c) => ok(c, await report(c)));

  app.get('/classes/:id/report.csv', queryParams(getQuerySchema), async (c) => {
    const data = await report(c);
    const name = data.title.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'class';
    return c.body(`\uFEFF${classCsv(data.learners)}`, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}.csv"`,
      'cache-control': 'no-store',
    });
  });

  app.post('/classes/:id/end', jsonBody(classActionRequestSchema), async (c) => {
    const row = await own(c);
    await endClassNow({ db, cache }, row.id);
    const detail = await loadClassDetail(db, row.id);
    if (!detail) throw apiError(404, 'This class no longer exists.');
    return ok(c, { class: detail });
  });

  app.put('/classes/:id/keep', jsonBody(keepClassRequestSchema), async (c) => {
    const row = await own(c);
    await setClassKept(db, row.id, c.req.valid('json').keep);
    const detail = await loadClassDetail(db, row.id);
    if (!detail) throw apiError(404, 'This class no longer exists.');
    return ok(c, { class: detail });
  });

  app.delete('/classes/:id', async (c) => {
    const row = await own(c);
    return ok(c, { deletedStories: await deleteClass({ db, cache }, row.id) });
  });

  return app;
}
