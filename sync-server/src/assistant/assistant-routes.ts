/**
 * The Worldbuilding Assistant's calls (spec 2 §4, §7): `POST /templates/generate` drafts a World
 * from a prompt and answers `{template}` with a temporary id (never stored: the wizard creates
 * the World from it, the editor's AI Draft tab copies it into the open World, so there is nothing
 * to delete afterwards); `POST /templates/{id}/iterate` answers `{templateUpdate}` with only the
 * chosen sections' keys (a section that came back empty is left out; the World's pictures are kept). Only holders of `templates_create` (or admins); iterating needs edit
 * access to the World; each creator has a budget of each; the prompt and the feedback are
 * moderated as story prompts are. A caller that accepts `text/event-stream` gets the progress per
 * section as it happens, then the answer as the last event; closing the connection cancels the
 * run and its model calls.
 */
import { chosenSectionsOnly, isEmptyProposal, keepPictures } from '@engine';
import { generateTemplateRequestSchema, iterateTemplateRequestSchema, type ErrorEnvelope } from '@schemas';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Db } from '../db/db';
import { apiError, ApiError, invalid, moderationBlocked } from '../http/api-error';
import { isAdmin, type AppEnv, type Viewer } from '../http/app-env';
import { userCaller } from '../http/caller';
import { clientIp } from '../http/client-ip';
import { spendBudget } from '../http/rate-limit';
import { requireViewer } from '../http/require-viewer';
import { jsonBody } from '../http/validate';
import type { Moderator } from '../limits/moderation';
import type { RateLimiter } from '../limits/rate-limiter';
import { templateAccess } from '../templates/template-access';
import { findTemplate, type StoredTemplate } from '../templates/template-repo';
import { createLogger } from '../util/log';
import { WorkFailed, WorkTimeout } from '../work/work-pool';
import { AssistantCancelledError, type Assistant, type AssistantProgress, type AssistantRunOptions } from './assistant';

const log = createLogger('assistant');

/** Spec 2 §2 and §8 texts. */
export const ASSISTANT_TEXTS = {
  cannotCreate: "You don't have permission to create or manage templates.",
  cannotEdit: "You don't have permission to edit templates.",
  notFound: "The template you're looking for couldn't be found.",
  deletedWhileRunning: 'This World was deleted while the assistant was working on it. Nothing was created.',
  draftFailed: 'Failed to generate draft content',
  iterationFailed: 'AI iteration failed',
  idMismatch: 'templateId must be the id of the World in the address.',
} as const;

/** What the assistant routes need. */
export interface AssistantRouteDeps {
  db: Db;
  assistant: Assistant;
  limiter: RateLimiter;
  moderator: Moderator;
}

function creator(c: Context<AppEnv>, text: string): Viewer {
  const viewer = requireViewer(c);
  if (!isAdmin(viewer) && !viewer.permissions.includes('templates_create')) throw apiError(403, text);
  return viewer;
}

/**
 * The answer to a failed run. An expected refusal keeps its envelope; anything else is the
 * server's own failure (a draft its own schema refuses, a run past its time limit): a clear
 * `invalid` with the spec's message, never a 500 (issue 26.5).
 */
function envelopeOf(e: unknown, fallback: string): { envelope: ErrorEnvelope; status: number } {
  if (e instanceof ApiError) return { envelope: e.envelope, status: e.status };
  const detail = e instanceof WorkTimeout ? ' (it took too long)' : e instanceof WorkFailed ? ' (it ran out of memory)' : '';
  return { envelope: { status: 'invalid', errorMessage: `${fallback}${detail}` }, status: 400 };
}

/** What a run needs besides its answer: its budget, given back when the server itself failed. */
type RunBudget = { refund: () => void };

/**
 * Runs the assistant and answers: plain JSON, or (for `Accept: text/event-stream`) `progress`
 * events then one `result` event holding the same envelope a JSON answer would. A run that fails
 * through no fault of the caller (anything but a refusal or a cancel) costs no budget.
 */
function answer<T>(c: Context<AppEnv>, fallback: string, budget: RunBudget, run: (options: AssistantRunOptions) => Promise<T>): Response | Promise<Response> {
  const controller = new AbortController();
  c.req.raw.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const viewer = c.get('viewer');
  const callers = [...(viewer ? [userCaller(viewer.id)] : []), clientIp(c)];
  const failed = (e: unknown) => {
    if (!(e instanceof ApiError) && !(e instanceof AssistantCancelledError)) {
      log.error(`${c.req.path} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      budget.refund();
    }
    // The work pool was full (the caller's own budget was spent before the run): that costs nothing either.
    if (e instanceof ApiError && e.status === 429) budget.refund();
    return envelopeOf(e, fallback);
  };
  if (!(c.req.header('accept') ?? '').includes('text/event-stream')) {
    return run({ signal: controller.signal, callers }).then(
      (data) => c.json({ status: 'success' as const, data }),
      (e: unknown) => {
        const { envelope, status } = failed(e);
        return c.json(envelope, status as 400);
      },
    );
  }
  c.header('Cache-Control', 'no-cache, no-transform');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    stream.onAbort(() => controller.abort());
    const onProgress = (p: AssistantProgress) => void stream.writeSSE({ event: 'progress', data: JSON.stringify(p) }).catch(() => controller.abort());
    try {
      const data = await run({ signal: controller.signal, onProgress, callers });
      await stream.writeSSE({ event: 'result', data: JSON.stringify({ status: 'success', data }) });
    } catch (e) {
      if (controller.signal.aborted) return;
      await stream.writeSSE({ event: 'result', data: JSON.stringify(failed(e).envelope) });
    }
  });
}

/** Routes: POST /templates/generate, POST /templates/{id}/iterate. */
export function assistantRoutes(deps: AssistantRouteDeps) {
  const { db, assistant, limiter, moderator } = deps;
  const app = new Hono<AppEnv>();

  const editable = async (viewer: Viewer, id: string): Promise<StoredTemplate> => {
    const stored = await findTemplate(db, id);
    if (!stored) throw apiError(404, ASSISTANT_TEXTS.notFound);
    if (templateAccess(stored, viewer) !== 'edit') throw apiError(403, ASSISTANT_TEXTS.cannotEdit);
    return stored;
  };
  /** A World deleted while the model worked: nothing is answered, so nothing is copied or created. */
  const stillThere = async (id: string) => {
    if (!(await findTemplate(db, id))) throw apiError(410, ASSISTANT_TEXTS.deletedWhileRunning);
  };
  const moderate = async (text: string, operation: string) => {
    const verdict = await moderator.check(text);
    if (!verdict.ok) throw moderationBlocked(verdict.reason, operation);
  };

  app.post('/templates/generate', jsonBody(generateTemplateRequestSchema), async (c) => {
    const viewer = creator(c, ASSISTANT_TEXTS.cannotCreate);
    const body = c.req.valid('json');
    if (body.templateId) await editable(viewer, body.templateId);
    spendBudget(limiter, 'generate_template', viewer.id);
    await moderate(body.prompt, 'generate_template');
    return answer(c, ASSISTANT_TEXTS.draftFailed, { refund: () => limiter.refund('generate_template', viewer.id) }, async (run) => {
      const template = await assistant.draft(body, run);
      if (body.templateId) await stillThere(body.templateId);
      log.info(`${viewer.id} drafted a World (${assistant.name})`);
      return { template };
    });
  });

  app.post('/templates/:id/iterate', jsonBody(iterateTemplateRequestSchema), async (c) => {
    const viewer = creator(c, ASSISTANT_TEXTS.cannotEdit);
    const id = c.req.param('id');
    const body = c.req.valid('json');
    if (body.templateId !== id) throw invalid(ASSISTANT_TEXTS.idMismatch);
    const stored = await editable(viewer, id);
    spendBudget(limiter, 'iterate_template', viewer.id);
    await moderate(body.feedback, 'iterate_template');
    const sections = [...new Set(body.sections)];
    return answer(c, ASSISTANT_TEXTS.iterationFailed, { refund: () => limiter.refund('iterate_template', viewer.id) }, async (run) => {
      const proposal = await assistant.iterate({ template: stored.template, feedback: body.feedback, sections, gameMode: body.gameMode, playerCount: body.playerCount, maxTurns: body.maxTurns }, run);
      await stillThere(id);
      // Only what was asked for, no section that came back empty, and the World's pictures kept (issue 27).
      const chosen = chosenSectionsOnly(proposal, sections);
      const offered = sections.filter((s) => !isEmptyProposal(s, chosen));
      return { templateUpdate: keepPictures(chosenSectionsOnly(chosen, offered), stored.template) };
    });
  });

  return app;
}
