import { toClientState } from '@engine';
import type { ClientMessage, CreateStoryResponse, JoinResult, Notification, PlayerSlot } from '@schemas';
import type { Db } from '../db/db';
import { ApiError, apiError, invalid } from '../http/api-error';
import { spendBudget } from '../http/rate-limit';
import type { RateLimitedAction, RateLimiter } from '../limits/rate-limiter';
import { createStory, type CreateStoryDeps } from '../stories/create-story';
import { isWellFormedJoinCode, normalizeJoinCode } from '../stories/join-code';
import { findPlayerByCode } from '../stories/player-repo';
import type { StoryCache } from '../stories/story-cache';
import type { TurnService } from '../stories/turn-service';
import { newId } from '../util/ids';
import type { GameConnection, GameMessageHandler } from './game-socket';
import { bindRealtimeSession, findRealtimeSession, insertRealtimeSession, type RealtimeSessionRow } from './realtime-session-repo';
import type { StoryHub } from './story-hub';

/** Errors the client recognises to start a fresh session (spec 1 §8). */
export const SESSION_NOT_FOUND = 'Session not found';
export const INVALID_SESSION = 'Invalid session';
/** The reply to a code that matches no player slot. */
export const UNKNOWN_CODE = "This code doesn't match any story. Check it and try again.";

type Binding = { storyId: string; slot: PlayerSlot; code: string };

/** Dependencies of the game service. */
export interface GameServiceDeps extends CreateStoryDeps {
  db: Db;
  cache: StoryCache;
  hub: StoryHub;
  turns: TurnService;
  limiter: RateLimiter;
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

  constructor(private readonly deps: GameServiceDeps) {}

  async handle(conn: GameConnection, message: ClientMessage): Promise<unknown> {
    switch (message.type) {
      case 'create_session': {
        // Each new session is a row until swept: one budget per address keeps a script from filling the table.
        this.spendBudget(conn, 'create_session', conn.ip);
        const sessionId = newId('sess');
        await insertRealtimeSession(this.deps.db, sessionId);
        this.bindSocket(conn, sessionId);
        return { sessionId };
      }
      case 'verify_code': {
        await this.requireSession(conn, message.sessionId, INVALID_SESSION);
        return this.join(conn, message.sessionId, message.code);
      }
      case 'rejoin_session': {
        const session = await this.requireSession(conn, message.sessionId, SESSION_NOT_FOUND);
        const code = normalizeJoinCode(message.playerCode);
        if (session.player_code === code && session.story_id && session.slot) {
          return this.attach(conn, message.sessionId, { storyId: session.story_id, slot: session.slot, code });
        }
        return this.join(conn, message.sessionId, message.playerCode);
      }
      case 'select_character': {
        const b = await this.binding(conn, message.sessionId);
        await this.deps.turns.selectCharacter(b.storyId, b.slot, message.requestId, message.identityIndex, message.backgroundIndex);
        return { ok: true };
      }
      case 'make_choice': {
        const b = await this.binding(conn, message.sessionId);
        this.spendBudget(conn, 'make_choice', message.sessionId);
        const { result } = await this.deps.turns.makeChoice(b.storyId, b.slot, message.requestId, message.optionIndex, message.turn);
        return result;
      }
      case 'exit_story': {
        await this.requireSession(conn, message.sessionId, INVALID_SESSION);
        this.deps.hub.unsubscribe(conn);
        await bindRealtimeSession(this.deps.db, message.sessionId, null);
        return { ok: true };
      }
      case 'initialize_story': {
        await this.requireSession(conn, message.sessionId, INVALID_SESSION);
        const { type: _type, sessionId: _session, ...request } = message;
        return this.announceCodes(conn, await createStory(this.deps, { ip: conn.ip, viewer: null }, { kind: 'prompt', ...request }));
      }
      case 'initialize_from_template': {
        await this.requireSession(conn, message.sessionId, INVALID_SESSION);
        const { type: _type, sessionId: _session, ...request } = message;
        return this.announceCodes(conn, await createStory(this.deps, { ip: conn.ip, viewer: null }, { kind: 'template', ...request }));
      }
      default: {
        const never: never = message;
        throw invalid(`Unknown message ${String((never as { type?: unknown }).type)}`);
      }
    }
  }

  disconnected(conn: GameConnection): void {
    this.deps.hub.unsubscribe(conn);
    if (conn.sessionId) this.touchedAt.delete(conn.sessionId);
    if (conn.sessionId && this.socketsBySession.get(conn.sessionId) === conn) this.socketsBySession.delete(conn.sessionId);
  }

  private announceCodes(conn: GameConnection, created: CreateStoryResponse): CreateStoryResponse {
    conn.send({ type: 'story_codes_notification', storyId: created.storyId, codes: created.codes, timestamp: new Date().toISOString() });
    return created;
  }

  /** Spends the budget; a refusal also goes out as a `rate_limited` notification before the error reply. */
  private spendBudget(conn: GameConnection, action: RateLimitedAction, key: string): void {
    try {
      spendBudget(this.deps.limiter, action, key);
    } catch (error) {
      if (error instanceof ApiError && error.envelope.rateLimit) {
        const notice: Notification = { type: 'rate_limited', rateLimit: error.envelope.rateLimit, operationType: action, timestamp: new Date().toISOString() };
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
    const row = await findRealtimeSession(this.deps.db, sessionId, touch);
    if (touch && row) this.touchedAt.set(sessionId, now);
    if (!row) throw apiError(404, error);
    if (conn.sessionId !== sessionId) this.bindSocket(conn, sessionId);
    return row;
  }

  private async binding(conn: GameConnection, sessionId: string): Promise<Binding> {
    const session = await this.requireSession(conn, sessionId, INVALID_SESSION);
    if (!session.story_id || !session.slot || !session.player_code) throw invalid('Join a story with its code first.');
    return { storyId: session.story_id, slot: session.slot, code: session.player_code };
  }

  private async join(conn: GameConnection, sessionId: string, rawCode: string): Promise<JoinResult> {
    this.spendBudget(conn, 'verify_code', conn.ip);
    const code = normalizeJoinCode(rawCode);
    const player = isWellFormedJoinCode(code) ? await findPlayerByCode(this.deps.db, code) : undefined;
    if (!player) throw apiError(404, UNKNOWN_CODE);
    await bindRealtimeSession(this.deps.db, sessionId, { storyId: player.story_id, slot: player.slot, code });
    return this.attach(conn, sessionId, { storyId: player.story_id, slot: player.slot, code });
  }

  private async attach(conn: GameConnection, sessionId: string, b: Binding): Promise<JoinResult> {
    this.bindSocket(conn, sessionId);
    this.deps.hub.subscribe(conn, b.storyId, b.slot);
    const record = await this.deps.cache.read(this.deps.db, b.storyId);
    if (!record) throw apiError(404, 'This story no longer exists.');
    const base = { storyId: b.storyId, playerSlot: b.slot, storyStatus: record.status };
    return record.story ? { ...base, state: toClientState(record.story, b.slot) } : base;
  }
}
