// Issue 13.5: sessions. create_session (the game socket's) has a per-address budget; expired
// account sessions, idle game sessions and expired reset links are swept, by the server on a timer.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { GameClient } from '../../testing/game-client';
import { browser, testApp } from '../../testing/test-app';
import { forEachEngine } from '../../testing/test-db';
import { apiCaller, startTestServer } from '../../testing/test-server';
import type { Db } from '../db/db';
import { insertRealtimeSession } from './realtime-session-repo';
import type { ServerHandle } from '../server';
import { insertSession } from './auth-session-repo';
import { insertPasswordReset } from './password-reset-repo';
import { BOUND_GAME_SESSION_IDLE_MS, sweepExpiredSessions, UNBOUND_GAME_SESSION_IDLE_MS } from './session-sweeper';
import { sessionIdOf } from './sessions';

const HOUR = 3600_000;

forEachEngine('sessions (13.5)', ({ open }) => {
  let db: Db;
  let server: ServerHandle;
  const clients: GameClient[] = [];
  beforeAll(async () => {
    db = await open();
    server = await startTestServer(db, { rateLimits: { create_session: { limit: 3, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server.close();
  });

  it('limits create_session per address, across sockets, with rate_limited and the time remaining; the socket stays open', async () => {
    const sockets = await Promise.all([GameClient.connect(server.url), GameClient.connect(server.url)]);
    clients.push(...sockets);
    const [a, b] = sockets as [GameClient, GameClient];
    const replies = [await a.request('create_session'), await b.request('create_session'), await a.request('create_session')];
    expect(replies.map((r) => r.status)).toEqual(['success', 'success', 'success']);
    const refused = await b.request('create_session');
    expect(refused.status).toBe('rate_limited');
    expect(refused.rateLimit?.timeRemaining).toBeGreaterThan(0);
    expect(b.notifications.some((n) => n.type === 'rate_limited')).toBe(true);
    // Still open: the next message gets its answer.
    expect((await b.request('exit_story', { sessionId: 'sess_unknown' })).status).toBe('error');
  });

  it('sweeps expired account sessions, idle game sessions and expired reset links, and keeps the live ones', async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const { body } = await browser(testApp(db)).post('/auth/register', { email: 'sweep@example.org', username: 'sweeper', password: 'Sweep-pass-1' });
    const userId = body.data.user.id as string;
    await insertSession(db, { id: sessionIdOf('expired-token'), userId, remember: false, expiresAt: ago(1000) });
    await insertSession(db, { id: sessionIdOf('live-token'), userId, remember: true, expiresAt: new Date(now.getTime() + HOUR) });
    await insertPasswordReset(db, { id: 'reset-expired', userId, expiresAt: ago(1000) });
    await insertPasswordReset(db, { id: 'reset-live', userId, expiresAt: new Date(now.getTime() + HOUR) });
    const created = await apiCaller(server.url).post('/stories', { prompt: 'A lighthouse keeper finds a map', playerCount: 1 });
    const storyId = (created.body.data as { storyId: string }).storyId;
    const game = async (id: string, idleMs: number, bound: boolean) => {
      await insertRealtimeSession(db, id);
      await db.query('update realtime_sessions set last_seen_at = $2, story_id = $3, slot = $4, player_code = $5 where id = $1', [
        id,
        ago(idleMs),
        bound ? storyId : null,
        bound ? 'player1' : null,
        bound ? 'CODE' : null,
      ]);
    };
    await game('sess_unbound_old', UNBOUND_GAME_SESSION_IDLE_MS + HOUR, false);
    await game('sess_unbound_recent', HOUR, false);
    // A player who has not played for a week keeps the session; one gone for over a month does not.
    await game('sess_bound_old', BOUND_GAME_SESSION_IDLE_MS + HOUR, true);
    await game('sess_bound_week', 7 * 24 * HOUR, true);

    // The function the timer runs, at a fixed now.
    const result = await sweepExpiredSessions(db, now);
    expect(result.authSessions).toBeGreaterThanOrEqual(1);
    expect(result.passwordResets).toBeGreaterThanOrEqual(1);
    const ids = async (table: string) => (await db.query<{ id: string }>(`select id from ${table}`)).map((r) => r.id);
    expect(await ids('auth_sessions')).not.toContain(sessionIdOf('expired-token'));
    expect(await ids('auth_sessions')).toContain(sessionIdOf('live-token'));
    expect(await ids('password_resets')).toEqual(expect.arrayContaining(['reset-live']));
    expect(await ids('password_resets')).not.toContain('reset-expired');
    const games = await ids('realtime_sessions');
    expect(games).not.toContain('sess_unbound_old');
    expect(games).toContain('sess_unbound_recent');
    expect(games).not.toContain('sess_bound_old');
    expect(games).toContain('sess_bound_week');
    expect(result.gameSessions).toBe(2);
  });

  it('sweeps on its own while the server runs', async () => {
    const sweeping = await startTestServer(db, { sessionSweepMs: 100 });
    const [user] = await db.query<{ id: string }>(`select id from users where username = 'sweeper'`);
    await insertSession(db, { id: sessionIdOf('expires-soon'), userId: user!.id, remember: false, expiresAt: new Date(Date.now() - 1) });
    await insertRealtimeSession(db, 'sess_abandoned');
    await db.query('update realtime_sessions set last_seen_at = $2 where id = $1', ['sess_abandoned', new Date(Date.now() - UNBOUND_GAME_SESSION_IDLE_MS - HOUR)]);
    // This server sweeps every 100 ms (after its sweep at start, before these rows existed): wait for them to go.
    await vi.waitFor(
      async () => {
        const left = await db.query(`select id from auth_sessions where id = $1 union all select id from realtime_sessions where id = 'sess_abandoned'`, [sessionIdOf('expires-soon')]);
        expect(left).toEqual([]);
      },
      { timeout: 15_000, interval: 100 },
    );
    await sweeping.close();
  });
});
