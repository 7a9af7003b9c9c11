import { toClientState } from '@engine';
import { CAPABILITIES, type ClientMessage, type CreateStoryResponse, type JoinResult, type Notification, type PlayerSlot } from '@schemas';
import { sessionTokenFromCookieHeader, viewerOfToken } from '../auth/sessions';
import type { Db } from '../db/db';
import { ApiError, apiError, invalid } from '../http/api-error';
import type { Viewer } from '../http/app-env';
import { hashedCaller, userCaller } from '../http/caller';
import { spendBudget, spendCodeGuesses } from '../http/rate-limit';
import type { RateLimitedAction, RateLimiter } from '../limits/rate-limiter';
import { createStory, type CreateStoryDeps } from '../stories/create-story';
import { isWellFormedJoinCode, normalizeJoinCode } from '../stories/join-code';
import { claimSlotForUser, findPlayerByCode } from '../stories/player-repo';
import type { StoryCache } from '../stories/story-cache';
import type { TurnService } from '../stories/turn-service';
import { newId } from '../util/ids';
import type { GameConnection, GameMessageHandler } from './game-socket';
import type { ClassRealtime } from './class-hooks';
import { bindRealtimeSession, findRealtimeSession, insertRealtimeSession, type RealtimeSessionRow } from '../auth/realtime-session-repo';
import type { StoryHub } from './story-hub';

/** Errors the client recognises to start a fresh session (spec 1 §8). */
export const SESSION_NOT_FOUND = 'Session not found';
export const INVALID_SESSION = 'Invalid session';
/** The reply to a code that matches no player slot. */
export const UNKNOWN_CODE = "This code doesn't match any story. Check it and try again.";

type Binding = { storyId: string; slot: PlayerSlot; code: string };
/** How a client joins: its capabilities (beat deltas) and, for verify_code, the user it says it is. */
type JoinOptions = { capabilities?: readonly string[] | undefined; userId?: string | null | undefined };

/** Dependencies of the game service. */
export interface GameServiceDeps extends CreateStoryDeps {
  db: Db;
  cache: StoryCache;
  hub: StoryHub;
  turns: TurnService;
  limiter: RateLimiter;
  /** Classes (issue 33): the teacher's board on this socket, learners' numbers and names. */
  classes?: ClassRealtime;
}


/** How stale a session's last_seen_at may get while its socket keeps sending. */
const SESSION_TOUCH_MS = 60_000;

/**
 * The game's realtime protocol (spec 1 §4, §7): sessions that survive reconnects, joining by
 * code, character selection, choices and leaving. One socket follows one story slot at a time.
 */
export class GameService implements GameMessageHandler {
  private readonly socketsBySession = new Map<string, GameConnection>();
  /** When this process last wrote each session's last_seen_at (epoch ms). */
  private readonly touchedAt = new Map<string, number>();
  /**
   * Each socket's session row as this process last read or wrote it: a choice reads it from here
   * rather than from the database (one round trip less per choice). Read again at the touch, at
   * least once a minute, so a binding another process made to the same session is seen by then.
   */
  private readonly rows = new WeakMap<GameConnection, RealtimeSessionRow>();

  constructor(private readonly deps: GameServiceDeps) {}

  async handle(conn: GameConnection, message: ClientMessage): Promise<unknown> {
    switch (message.type) {
      case 'create_session': {
        // Each new session is a row until swept: one budget per address keeps a script from filling the table.
        this.spendBudget(conn, 'create_session', conn.ip);
        const sessionId = newId('sess');
        await insertRealtimeSession(this.deps.db, sessionId);
        this.bindSocket(conn, sessionId);
        this.rows.set(conn, { id: sessionId, story_id: null, slot: null, player_code: null });
        this.touchedAt.set(sessionId, Date.now());
        return { sessionId };
      }
      case 'verify_code': {
        await this.requireSession(conn, message.sessionId, INVALID_SESSION);
        return this.join(conn, message.sessionId, message.code, { capabilities: message.capabilities, userId: message.userId });
      }
      case 'rejoin_session': {
        const session = await this.requireSession(conn, message.sessionId, SESSION_NOT_FOUND);
        const code = normalizeJoinCode(message.playerCode);
        const options = { capabilities: message.capabilities };
        if (session.player_code === code && session.story_id && session.slot) {
          return this.attach(conn, message.sessionId, { storyId: session.story_id, slot: session.slot, code }, options);
        }
        return this.join(conn, message.sessionId, message.playerCode, options);
      }
      case 'select_character': {
        const b = await this.binding(conn, message.sessionId);
        // Without a requestId (spec 1 §7 sends none), the session and the selection name it: a
        // duplicated frame is answered from the stored result, never applied twice.
        const requestId = message.requestId ?? `auto:${hashedCaller('session', message.sessionId)}:select_character:${message.identityIndex}:${message.backgroundIndex}`;
        await this.deps.turns.selectCharacter(b.storyId, b.slot, requestId, message.identityIndex, message.backgroundIndex);
        if (message.learnerName !== undefined) await this.deps.classes?.nameLearner(b.storyId, b.slot, message.learnerName);
        return { ok: true };
      }
      case 'make_choice': {
        const b = await this.binding(conn, message.sessionId);
        this.spendBudget(conn, 'make_choice', message.sessionId);
        let { requestId, turn } = message;
        if (requestId === undefined) {
          // Without a requestId, the session, the turn and the option name the choice: a
          // duplicated frame gets the stored roll, never a second one. A client that names no
          // turn either chooses on its latest beat as the server holds it now.
          turn ??= await this.latestTurn(b);
          requestId = `auto:${hashedCaller('session', message.sessionId)}:make_choice:${turn}:${message.optionIndex}`;
        }
        const { result } = await this.deps.turns.makeChoice(b.storyId, b.slot, requestId, message.optionIndex, turn);
        return result;
      }
      case 'exit_story': {
        await this.requireSession(conn, message.sessionId, INVALID_SESSION);
        this.deps.hub.unsubscribe(conn);
        this.rows.delete(conn);
        await bindRealtimeSession(this.deps.db, message.sessionId, null);
        return { ok: true };
      }
      case 'initialize_story':
      case 'initialize_from_template': {
        await this.requireSession(conn, message.sessionId, INVALID_SESSION);
        const viewer = await this.viewerOf(conn);
        const caller = viewer ? userCaller(viewer.id) : hashedCaller('session', message.sessionId);
        // Without a requestId there is nothing to recognise a retry by: each such message is a new story.
        const creator = { ip: conn.ip, viewer, caller };
        const created =
          message.type === 'initialize_story'
            ? await createStory(this.deps, creator, { kind: 'prompt', ...withoutEnvelope(message), requestId: message.requestId ?? newId('req') })
            : await createStory(this.deps, creator, { kind: 'template', ...withoutEnvelope(message), requestId: message.requestId ?? newId('req') });
        return this.announceCodes(conn, created);
      }
      case 'watch_class': {
        if (!this.deps.classes) throw apiError(404, 'This class no longer exists.');
        return this.deps.classes.watch(conn, message.classId, await this.viewerOf(conn));
      }
      default: {
        const never: never = message;
        throw invalid(`Unknown message ${String((never as { type?: unknown }).type)}`);
      }
    }
  }

  disconnected(conn: GameConnection): void {
    this.deps.hub.unsubscribe(conn);
    this.deps.classes?.disconnected(conn);
    if (conn.sessionId) this.touchedAt.delete(conn.sessionId);
    if (conn.sessionId && this.socketsBySession.get(conn.sessionId) === conn) this.socketsBySession.delete(conn.sessionId);
  }

  /**
   * Tells the creating socket its codes, and follows the new story's readiness for it: it gets
   * story_ready_notification (spec 1 §4: initialize_story clears on it) until it joins a slot.
   */
  private async announceCodes(conn: GameConnection, created: CreateStoryResponse): Promise<CreateStoryResponse> {
    conn.send({ type: 'story_codes_notification', storyId: created.storyId, codes: created.codes, timestamp: new Date().toISOString() });
    this.deps.hub.subscribe(conn, created.storyId, null);
    // The setup may have finished before the subscription: then no event comes for it, so tell
    // the socket here, after this reply (a macrotask runs after the reply's send).
    const record = await this.deps.cache.read(this.deps.db, created.storyId);
    if (record?.status !== 'ready') return created;
    setImmediate(() => conn.send({ type: 'story_ready_notification', storyId: created.storyId, timestamp: new Date().toISOString() }));
    return { ...created, status: 'ready' };
  }

  /** The signed-in user of the socket's own cookie session, if any (never a userId the client merely names). */
  private async viewerOf(conn: GameConnection): Promise<Viewer | null> {
    const token = sessionTokenFromCookieHeader(conn.cookie);
    return token ? viewerOfToken(this.deps.db, token) : null;
  }

  /** The turn of the player's latest beat, as the server holds it now (0 before the first beat). */
  private async latestTurn(b: Binding): Promise<number> {
    const record = await this.deps.cache.read(this.deps.db, b.storyId);
    return record?.story?.players[b.slot]?.beatHistory.at(-1)?.turn ?? 0;
  }

  /** Spends the budget; a refusal also goes out as a `rate_limited` notification before the error reply. */
  private spendBudget(conn: GameConnection, action: RateLimitedAction, key: string): void {
    this.guarded(conn, () => spendBudget(this.deps.limiter, action, key));
  }

  /** Runs a budget check; a refusal also goes out as a `rate_limited` notification before the error reply (spec 1 §7, §8). */
  private guarded(conn: GameConnection, spend: () => void): void {
    try {
      spend();
    } catch (error) {
      if (error instanceof ApiError && error.envelope.rateLimit) {
        const notice: Notification = { type: 'rate_limited', rateLimit: error.envelope.rateLimit, ...(error.envelope.operationType ? { operationType: error.envelope.operationType } : {}), timestamp: new Date().toISOString() };
        conn.send(notice);
      }
      throw error;
    }
  }

  /** Makes `conn` the live socket of a session; an older socket of the same session is told it went stale. */
  private bindSocket(conn: GameConnection, sessionId: string): void {
    const previous = this.socketsBySession.get(sessionId);
    if (previous && previous !== conn) {
      this.deps.hub.unsubscribe(previous);
      this.rows.delete(previous);
      previous.send({ type: 'connection_stale', message: 'This game was opened in another window.', timestamp: new Date().toISOString() });
      previous.sessionId = null;
    }
    if (conn.sessionId && conn.sessionId !== sessionId && this.socketsBySession.get(conn.sessionId) === conn) {
      this.socketsBySession.delete(conn.sessionId);
    }
    conn.sessionId = sessionId;
    this.socketsBySession.set(sessionId, conn);
  }

  private async requireSession(conn: GameConnection, sessionId: string, error: string): Promise<RealtimeSessionRow> {
    // last_seen_at is kept to the minute, not per message: a write (and its index entry) on every
    // choice would queue behind other stories' turns on PGlite's one session.
    const now = Date.now();
    const touch = now - (this.touchedAt.get(sessionId) ?? 0) >= SESSION_TOUCH_MS;
    const known = this.rows.get(conn);
    if (!touch && known?.id === sessionId && conn.sessionId === sessionId) return known;
    const row = await findRealtimeSession(this.deps.db, sessionId, touch);
    if (touch && row) this.touchedAt.set(sessionId, now);
    if (!row) {
      this.rows.delete(conn);
      throw apiError(404, error);
    }
    if (conn.sessionId !== sessionId) this.bindSocket(conn, sessionId);
    this.rows.set(conn, row);
    return row;
  }

  private async binding(conn: GameConnection, sessionId: string): Promise<Binding> {
    const session = await this.requireSession(conn, sessionId, INVALID_SESSION);
    if (!session.story_id || !session.slot || !session.player_code) throw invalid('Join a story with its code first.');
    return { storyId: session.story_id, slot: session.slot, code: session.player_code };
  }

  private async join(conn: GameConnection, sessionId: string, rawCode: string, options: JoinOptions): Promise<JoinResult> {
    const code = normalizeJoinCode(rawCode);
    const player = isWellFormedJoinCode(code) ? await findPlayerByCode(this.deps.db, code) : undefined;
    // The budget every code door shares: a code that opens nothing is a guess.
    this.guarded(conn, () => spendCodeGuesses(this.deps.limiter, { address: conn.ip, session: hashedCaller('session', sessionId) }, player ? { unknown: [], known: 1 } : { unknown: [code], known: 0 }, 'verify_code'));
    if (!player) throw apiError(404, UNKNOWN_CODE);
    await bindRealtimeSession(this.deps.db, sessionId, { storyId: player.story_id, slot: player.slot, code });
    this.rows.set(conn, { id: sessionId, story_id: player.story_id, slot: player.slot, player_code: code });
    if (options.userId) {
      // Spec 1 §7's userId links the slot to the account, but only for the account this socket is
      // signed in as: a userId alone proves nothing.
      const viewer = await this.viewerOf(conn);
      if (viewer && viewer.id === options.userId) await claimSlotForUser(this.deps.db, viewer.id, player.story_id, player.slot);
    }
    return this.attach(conn, sessionId, { storyId: player.story_id, slot: player.slot, code }, options);
  }

  private async attach(conn: GameConnection, sessionId: string, b: Binding, options: JoinOptions): Promise<JoinResult> {
    this.bindSocket(conn, sessionId);
    const stream = options.capabilities?.includes(CAPABILITIES.beatStream) ?? false;
    this.deps.hub.subscribe(conn, b.storyId, b.slot, { deltas: options.capabilities?.includes(CAPABILITIES.beatDeltas) ?? false, stream });
    const record = await this.deps.cache.read(this.deps.db, b.storyId);
    if (!record) throw apiError(404, 'This story no longer exists.');
    // After the reply (a later tick): the draft of a beat being written, if any.
    if (stream) setImmediate(() => void this.deps.hub.sendCurrentDraft(conn).catch(() => undefined));
    const learner = await this.deps.classes?.learnerOf(b.storyId, b.slot);
    const base = { storyId: b.storyId, playerSlot: b.slot, storyStatus: record.status, ...(learner ? { learner } : {}) };
    return record.story ? { ...base, state: toClientState(record.story, b.slot) } : base;
  }
}

/** A realtime creation message without its envelope fields: the creation request itself. */
function withoutEnvelope<M extends { type: string; sessionId: string; requestId?: string | undefined }>(message: M): Omit<M, 'type' | 'sessionId' | 'requestId'> {
  const { type: _type, sessionId: _session, requestId: _request, ...request } = message;
  return request;
}
