import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEnv, replyTo } from '../../../../testing/fake-socket';
import { CONNECT_TIMEOUT_MS, RealtimeClient, RealtimeRequestError } from './realtime-client';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup(online = () => true) {
  const env = fakeEnv({ online });
  const client = new RealtimeClient('ws://test/socket.io', env);
  return { env, client, socket: (i = env.sockets.length - 1) => env.sockets[i]! };
}

describe('realtime client: connection', () => {
  it('goes disconnected -> connecting -> connected', () => {
    const { client, socket } = setup();
    expect(client.state).toBe('disconnected');
    client.start();
    expect(client.state).toBe('connecting');
    expect(socket().url).toBe('ws://test/socket.io');
    socket().open();
    expect(client.state).toBe('connected');
  });

  it('reconnects after a server drop at 1, 2, 4, 5, 5 s, then keeps trying every ~15 s', () => {
    const { env, client, socket } = setup();
    client.start();
    socket().open();
    socket().serverClose();
    const opensAt: number[] = [];
    const start = Date.now();
    for (let i = 0; i < 7; i++) {
      const before = env.sockets.length;
      while (env.sockets.length === before) vi.advanceTimersByTime(100);
      opensAt.push(Date.now() - start);
      socket().serverClose(); // the attempt fails
    }
    const gaps = opensAt.map((t, i) => t - (opensAt[i - 1] ?? 0));
    expect(gaps).toEqual([1000, 2000, 4000, 5000, 5000, 15000, 15000]);
  });

  it('starts a fresh burst after a successful reconnect', () => {
    const { env, client, socket } = setup();
    client.start();
    socket().open();
    socket().serverClose();
    vi.advanceTimersByTime(1000);
    socket().serverClose();
    vi.advanceTimersByTime(2000);
    socket().open();
    expect(client.attempts).toBe(0);
    socket().serverClose();
    const before = env.sockets.length;
    vi.advanceTimersByTime(999);
    expect(env.sockets.length).toBe(before);
    vi.advanceTimersByTime(1);
    expect(env.sockets.length).toBe(before + 1);
  });

  it('does nothing further after the client closes the socket itself', () => {
    const { env, client, socket } = setup();
    client.start();
    socket().open();
    client.stop();
    expect(socket().closed).toBe(true);
    expect(client.state).toBe('disconnected');
    vi.advanceTimersByTime(120_000);
    expect(env.sockets).toHaveLength(1);
  });

  it('reconnects at once on wake (tab visible, browser online) instead of waiting', () => {
    const { env, client, socket } = setup();
    client.start();
    socket().open();
    socket().serverClose();
    expect(env.sockets).toHaveLength(1);
    client.wake();
    expect(env.sockets).toHaveLength(2);
    expect(client.state).toBe('connecting');
  });

  it('waits for the browser to come online instead of retrying while offline', () => {
    let online = false;
    const { env, client } = setup(() => online);
    client.start();
    expect(env.sockets).toHaveLength(0);
    vi.advanceTimersByTime(60_000);
    expect(env.sockets).toHaveLength(0);
    online = true;
    client.wake();
    expect(env.sockets).toHaveLength(1);
  });

  it('reconnect replaces an open socket that went silent at once, failing its pending requests, and does nothing once stopped', async () => {
    const { env, client, socket } = setup();
    client.start();
    socket().open();
    const waiting = client.request({ type: 'create_session', requestId: 'r1' });
    client.reconnect();
    await expect(waiting).rejects.toBeInstanceOf(RealtimeRequestError);
    expect(env.sockets[0]!.closed).toBe(true);
    expect(env.sockets).toHaveLength(2);
    expect(client.state).toBe('connecting');
    socket().open();
    expect(client.state).toBe('connected');
    client.stop();
    client.reconnect();
    expect(env.sockets).toHaveLength(2);
  });

  it('abandons a socket that never opens and tries again', () => {
    const { env, client } = setup();
    client.start();
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS);
    expect(env.sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(env.sockets).toHaveLength(2);
  });
});

describe('realtime client: requests (spec 1 §4, §5)', () => {
  it('only logs a message sent while not connected', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { client } = setup();
    expect(client.send({ type: 'create_session', requestId: 'r1' })).toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('not connected'));
    return expect(client.request({ type: 'create_session', requestId: 'r2' })).rejects.toBeInstanceOf(RealtimeRequestError);
  });

  it('keeps a request pending until the reply of the matching type arrives', async () => {
    const { client, socket } = setup();
    client.start();
    socket().open();
    const reply = client.request({ type: 'create_session', requestId: 'r1' });
    expect(client.isPending('create_session')).toBe(true);
    // A reply of another type does not settle it.
    socket().push({ type: 'verify_code_response', status: 'success', requestId: 'other', timestamp: 't' });
    expect(client.isPending('create_session')).toBe(true);
    socket().push({ type: 'create_session_response', status: 'success', requestId: 'r1', timestamp: 't', data: { sessionId: 's' } });
    expect(client.isPending('create_session')).toBe(false);
    await expect(reply).resolves.toMatchObject({ status: 'success', data: { sessionId: 's' } });
  });

  it('ignores a reply without a status (malformed)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client, socket } = setup();
    client.start();
    socket().open();
    void client.request({ type: 'create_session', requestId: 'r1' }).catch(() => {});
    socket().push({ type: 'create_session_response', requestId: 'r1', timestamp: 't', data: {} });
    expect(client.isPending('create_session')).toBe(true);
  });

  it('settles the oldest request of the type when a reply carries no requestId', async () => {
    const { client, socket } = setup();
    client.start();
    socket().open();
    const first = client.request({ type: 'exit_story', requestId: 'a', sessionId: 's' as never });
    void client.request({ type: 'exit_story', requestId: 'b', sessionId: 's' as never }).catch(() => {});
    socket().push({ type: 'exit_story_response', status: 'success', timestamp: 't' });
    await expect(first).resolves.toMatchObject({ status: 'success' });
    expect(client.isPending('exit_story')).toBe(true);
  });

  it('fails pending requests when the socket drops: no reply can come on it', async () => {
    const { client, socket } = setup();
    client.start();
    socket().open();
    const reply = client.request({ type: 'create_session', requestId: 'r1' });
    socket().serverClose();
    await expect(reply).rejects.toMatchObject({ reason: 'disconnected' });
    expect(client.isPending('create_session')).toBe(false);
  });

  it('passes valid notifications to listeners and drops invalid ones', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client, socket } = setup();
    const seen: string[] = [];
    client.onNotification((n) => seen.push(n.type));
    client.start();
    socket().open();
    socket().push({ type: 'connection_stale', message: 'elsewhere', timestamp: 't' });
    socket().push({ type: 'state_update_notification', state: { nonsense: true }, trigger: 'choice_made', timestamp: 't' });
    socket().push({ type: 'rate_limited', rateLimit: { timeRemaining: 1000 }, timestamp: 't' });
    expect(seen).toEqual(['connection_stale', 'rate_limited']);
  });

  it('gives up a request after the client time-out', async () => {
    const { client, socket } = setup();
    client.start();
    socket().open();
    const reply = client.request({ type: 'create_session', requestId: 'r1' }, 5000);
    vi.advanceTimersByTime(5000);
    await expect(reply).rejects.toMatchObject({ reason: 'timeout' });
    // A late reply is ignored quietly.
    socket().push(replyTo({ type: 'create_session', requestId: 'r1' }, { status: 'success', data: {} }));
  });
});
