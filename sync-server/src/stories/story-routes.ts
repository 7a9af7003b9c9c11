import {
  createStoryFromTemplateRequestSchema,
  createStoryRequestSchema,
  feedQuerySchema,
  getQuerySchema,
  uploadOfflineStoryRequestSchema,
  updatePlayerStatusRequestSchema,
  type StoryStatusResponse,
} from '@schemas';
import { Hono, type Context } from 'hono';
import { apiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { httpCaller } from '../http/caller';
import { clientIp } from '../http/client-ip';
import { spendCodeGuesses, type CodeGuesser } from '../http/rate-limit';
import { jsonBody, queryParams } from '../http/validate';
import { createStory, type CreateStoryDeps } from './create-story';
import { MAX_FEED_CODES, storyFeed } from './feed';
import { uploadOfflineStory, type OfflineReplayConfig } from './offline-upload';
import { normalizeJoinCode } from './join-code';
import { claimDeviceSlots, existingCodes, findSlotHolder } from './player-repo';
import type { StoryCache } from './story-cache';
import { findStoryStatus } from './story-repo';
import type { TurnService } from './turn-service';

/** Dependencies of the story routes. */
export interface StoryRouteDeps extends CreateStoryDeps {
  cache: StoryCache;
  turns: TurnService;
  /** How offline uploads are replayed (tests stand in a server on other narrator code). */
  offline?: OfflineReplayConfig;
}

const STATUS_VERBS = { archived: 'archive', active: 'resume', deleted: 'delete' } as const;

/** The caller as a guesser of join codes: its address and its session. */
const guesser = (c: Context<AppEnv>): CodeGuesser => ({ address: clientIp(c), session: httpCaller(c) });

/** Story calls of spec 1 §7: create, status, archive/resume/delete, feed; and the upload of a story played offline (issue 21). */
export function storyRoutes(deps: StoryRouteDeps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.post('/stories', jsonBody(createStoryRequestSchema), async (c) => {
    const created = await createStory(deps, { ip: clientIp(c), viewer: c.get('viewer'), caller: httpCaller(c) }, { kind: 'prompt', ...c.req.valid('json') });
    return c.json({ status: 'success' as const, data: created });
  });

  app.post('/stories/template', jsonBody(createStoryFromTemplateRequestSchema), async (c) => {
    const created = await createStory(deps, { ip: clientIp(c), viewer: c.get('viewer'), caller: httpCaller(c) }, { kind: 'template', ...c.req.valid('json') });
    return c.json({ status: 'success' as const, data: created });
  });

  app.post('/stories/offline', jsonBody(uploadOfflineStoryRequestSchema), async (c) => {
    const answer = await uploadOfflineStory(deps, { ip: clientIp(c), viewer: c.get('viewer'), caller: httpCaller(c) }, c.req.valid('json'));
    return c.json({ status: 'success' as const, data: answer });
  });

  app.get('/stories/:id/status', queryParams(getQuerySchema), async (c) => {
    const row = await findStoryStatus(db, c.req.param('id'));
    if (!row) throw apiError(404, 'This story no longer exists.');
    const data: StoryStatusResponse = {
      status: row.status,
      ...(row.setup_progress ? { progress: row.setup_progress } : {}),
      ...(row.status === 'failed' ? { errorMessage: row.setup_progress?.label ?? 'Story creation failed.' } : {}),
    };
    return c.json({ status: 'success' as const, data });
  });

  app.put('/stories/status', jsonBody(updatePlayerStatusRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const viewer = c.get('viewer');
    const verb = STATUS_VERBS[body.status];
    if (!viewer && !body.playerCode) throw apiError(401, `You must be logged in to ${verb} stories.`);
    const slot = await findSlotHolder(db, body.storyId, body.playerSlot);
    const ownsByAccount = !!slot && !!viewer && slot.user_id === viewer.id;
    const code = body.playerCode ? normalizeJoinCode(body.playerCode) : null;
    const ownsByCode = !!slot && code !== null && code === slot.code;
    // A code that does not open this slot is a guess: it spends the budget every code door shares.
    if (!ownsByAccount && code !== null) spendCodeGuesses(deps.limiter, guesser(c), ownsByCode ? { unknown: [], known: 1 } : { unknown: [code], known: 0 }, 'update_player_status');
    if (!ownsByAccount && !ownsByCode) throw apiError(403, `You can only ${verb} your own stories.`);
    const { result } = await deps.turns.setPlayerStatus(body.storyId, body.playerSlot, body.requestId, body.status);
    return c.json({ status: 'success' as const, data: result });
  });

  app.get('/users/stories/feed', queryParams(feedQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const asked = q.clientStoryCodes ? q.clientStoryCodes.split(',').map(normalizeJoinCode).filter(Boolean) : [];
    const codes = [...new Set(asked)].slice(0, MAX_FEED_CODES);
    // Codes that open nothing are guesses: they spend the budget every code door shares.
    const known = await existingCodes(db, codes);
    spendCodeGuesses(deps.limiter, guesser(c), { unknown: codes.filter((code) => !known.has(code)), known: known.size }, 'feed');
    const viewer = c.get('viewer');
    if (viewer && codes.length > 0) {
      // Signing in claims the device's stories for the account. A device that created a
      // multiplayer story holds every code of it (the invites too), so only its lowest slot of
      // each story is claimed: the one this person plays.
      await claimDeviceSlots(db, viewer.id, codes.slice(0, 100));
    }
    const stories = await storyFeed(db, deps.cache, { viewer, codes, status: q.status ?? 'active' });
    return c.json({ status: 'success' as const, data: { stories } });
  });

  return app;
}
