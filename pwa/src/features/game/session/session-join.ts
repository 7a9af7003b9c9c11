// Joining a story over the socket (spec 1 §4, §8): rejoin with the stored session id, or create a
// session and verify the code (3 attempts, 1 s apart); the joined state is stored whole on the
// device, then the outbox may send.
import type { ResponseMessage, SessionId } from '@schemas';
import { newRequestId } from '../../../shared/api/request-id';
import { RealtimeRequestError } from '../realtime/realtime-client';
import type { SessionCore } from './session-core';
import { rememberJoinedCode } from './session-code-set';
import { clearSessionId, readSessionId, writeSessionId } from './session-id';
import { createSessionResultSchema, isSessionGone, joinResultSchema, STORY_FAILED, VERIFICATION_FAILED, type JoinResult } from './session-messages';
import { DEFAULT_RATE_LIMIT_MS, JOIN_CAPABILITIES, VERIFY_ATTEMPTS, VERIFY_RETRY_MS } from './session-types';
import { saveStoryState } from './story-store';

/** Joins the story on the current socket; gives up quietly when a newer join or a stop overtakes it. */
export async function joinStory(core: SessionCore): Promise<void> {
  core.token += 1;
  const token = core.token;
  const { db, client } = core.deps;
  if (core.snapshot.stale !== null) return;
  if (core.snapshot.phase === 'error') core.update({ phase: 'connecting', error: null });
  try {
    let sessionId = await readSessionId(db);
    if (token !== core.token) return;
    if (sessionId !== null) {
      const reply = await client.request({ type: 'rejoin_session', requestId: newRequestId(), sessionId, playerCode: core.code, capabilities: JOIN_CAPABILITIES });
      if (token !== core.token) return;
      if (reply.status === 'success') return await joined(core, reply, token);
      if (reply.status === 'rate_limited') return await joinFailed(core, reply, token);
      if (isSessionGone(reply.errorMessage)) {
        await clearSessionId(db);
        sessionId = null;
      }
      // Any other refusal: verify the code on this session, with its retries.
    }
    sessionId ??= await createSession(core, token);
    for (let attempt = 1; sessionId !== null; attempt += 1) {
      const userId = core.deps.currentUserId?.() ?? null;
      const reply = await client.request({
        type: 'verify_code',
        requestId: newRequestId(),
        sessionId,
        code: core.code,
        capabilities: JOIN_CAPABILITIES,
        ...(userId ? { userId } : {}),
      });
      if (token !== core.token) return;
      if (reply.status === 'success') return await joined(core, reply, token);
      if (isSessionGone(reply.errorMessage)) {
        await clearSessionId(db);
        sessionId = await createSession(core, token);
      } else if (reply.status !== 'error') {
        return await joinFailed(core, reply, token);
      }
      if (attempt >= VERIFY_ATTEMPTS) return await joinFailed(core, reply, token);
      await core.sleep(VERIFY_RETRY_MS);
      if (token !== core.token) return;
    }
  } catch (err) {
    // The socket closed under us: the next connect starts over.
    if (err instanceof RealtimeRequestError) console.log(`[session] join interrupted: ${err.reason}`);
    else throw err;
  }
}

async function createSession(core: SessionCore, token: number): Promise<SessionId | null> {
  const reply = await core.deps.client.request({ type: 'create_session', requestId: newRequestId() });
  if (token !== core.token) return null;
  const data = createSessionResultSchema.safeParse(reply.data);
  if (reply.status !== 'success' || !data.success) {
    await joinFailed(core, reply, token);
    return null;
  }
  // Not waited for: the code is verified at once (the mirror already has the id; see session-id.ts).
  writeSessionId(core.deps.db, data.data.sessionId).catch((error: unknown) => console.error('[session] storing the session id', error));
  return data.data.sessionId;
}

async function joined(core: SessionCore, reply: ResponseMessage, token: number): Promise<void> {
  const parsed = joinResultSchema.safeParse(reply.data);
  if (!parsed.success) {
    console.warn('[session] unexpected join reply', parsed.error.issues.slice(0, 3));
    return core.fail(VERIFICATION_FAILED);
  }
  const result: JoinResult = parsed.data;
  core.update({ storyId: result.storyId, playerSlot: result.playerSlot, learner: result.learner ?? null });
  // Remembered while the state is stored (below): the first paint of a cold join waits on both.
  const remembered = rememberJoinedCode(core.deps.db, core.code, result.storyId);
  if (result.storyStatus !== 'ready' || !result.state) await remembered;
  if (token !== core.token) return;
  if (result.storyStatus === 'failed') return core.fail(STORY_FAILED);
  if (result.storyStatus === 'setting_up') {
    core.update({ phase: 'setting_up', error: null });
    return;
  }
  if (!result.state) return core.fail(VERIFICATION_FAILED);
  // A join answers with the full state: store it whole (never merged).
  const { historyFrom: _partial, ...full } = result.state;
  core.update({ joinedState: full });
  await Promise.all([saveStoryState(core.deps.db, core.code, full, core.now()), remembered]);
  if (token !== core.token) return;
  core.update({ phase: 'joined', error: null });
  void core.flush();
}

async function joinFailed(core: SessionCore, reply: ResponseMessage, token: number): Promise<void> {
  if (reply.status === 'rate_limited') {
    const wait = reply.rateLimit?.timeRemaining ?? DEFAULT_RATE_LIMIT_MS;
    core.showRateLimit(wait);
    // Try again once the wait is over, on the same socket.
    core.later(() => {
      if (token === core.token && core.deps.client.state === 'connected') void core.join();
    }, wait);
    return;
  }
  // Spec 1 §8 clears the story state here. The copy on the device is kept: a server that fails
  // three times in a row must not erase a learner's beats. The page shows the error text when
  // there is no story, and the story with the error otherwise.
  core.fail(reply.errorMessage || VERIFICATION_FAILED);
}
