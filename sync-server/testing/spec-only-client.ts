// A game client written only from spec 1 §7 and schemas/PROTOCOL.md, as the developer of another
// client would write it: plain JSON over `ws`, no import from pwa/, schemas/ or engine/. It sends
// no requestId (spec 1 §7 adds only the sessionId to each payload), matches each reply by its type
// (`${type}_response`), keeps the last whole state it was sent, and plays by reading it.
import WebSocket from 'ws';

/** A JSON object as it came over the wire. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a spec-only client reads untyped JSON
export type Json = Record<string, any>;

/** One player's socket. */
export class SpecClient {
  /** Every message received, in order. */
  readonly received: Json[] = [];
  sessionId: string | null = null;
  /** The player's slot, from the verify_code / rejoin_session reply. */
  slot: string | null = null;
  /** The last whole state received (verify reply or state_update_notification). */
  state: Json | null = null;
  private readonly listeners = new Set<() => void>();

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Json;
      this.received.push(message);
      if (message.type === 'state_update_notification') this.state = message.state;
      if ((message.type === 'verify_code_response' || message.type === 'rejoin_session_response') && message.status === 'success') {
        this.slot = message.data.playerSlot;
        if (message.data.state) this.state = message.data.state;
      }
      for (const l of [...this.listeners]) l();
    });
  }

  /** Opens `ws(s)://host/socket.io` (optionally as a browser holding `cookie`). */
  static async connect(baseUrl: string, cookie?: string): Promise<SpecClient> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/socket.io`, cookie ? { headers: { cookie } } : {});
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new SpecClient(ws);
  }

  /** Sends an event; the current sessionId is added to each payload (spec 1 §7). */
  send(type: string, payload: Json = {}): void {
    this.ws.send(JSON.stringify({ type, ...(this.sessionId ? { sessionId: this.sessionId } : {}), ...payload }));
  }

  /** The first message from index `from` on that matches, waiting for it if need be. */
  waitFor(match: (m: Json) => boolean, what: string, from = 0, timeoutMs = 30_000): Promise<Json> {
    const find = () => this.received.slice(from).find(match);
    const found = find();
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const check = () => {
        const hit = find();
        if (!hit) return;
        clearTimeout(timer);
        this.listeners.delete(check);
        resolve(hit);
      };
      const timer = setTimeout(() => {
        this.listeners.delete(check);
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      this.listeners.add(check);
    });
  }

  /** Resolves once the current state satisfies `holds`. */
  until(holds: (state: Json) => boolean, what: string, timeoutMs = 30_000): Promise<Json> {
    return this.waitFor(() => this.state !== null && holds(this.state), what, 0, timeoutMs).then(() => this.state!);
  }

  /** Sends an event and resolves with its reply (the next `${type}_response`). */
  async call(type: string, payload: Json = {}): Promise<Json> {
    const from = this.received.length;
    this.send(type, payload);
    return this.waitFor((m) => m.type === `${type}_response`, `${type}_response`, from);
  }

  /** create_session, keeping the sessionId. */
  async createSession(): Promise<string> {
    const reply = await this.call('create_session');
    if (reply.status !== 'success') throw new Error(`create_session: ${reply.errorMessage}`);
    this.sessionId = reply.data.sessionId as string;
    return this.sessionId;
  }

  /** This player's own beats in the current state. */
  beats(): Json[] {
    return (this.state?.players?.[this.slot ?? '']?.beatHistory as Json[] | undefined) ?? [];
  }

  /** Closes the socket. */
  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

/**
 * Plays this player's beats to the end: whenever its latest beat has no choice (-1), it sends
 * make_choice {optionIndex} and waits for the reply; it stops at gameOver. Returns the choices made.
 */
export async function playToGameOver(client: SpecClient, pick: (turn: number) => number = (turn) => turn % 3): Promise<number> {
  let choices = 0;
  for (;;) {
    const state = await client.until((s) => s.gameOver === true || client.beats().at(-1)?.choice === -1, 'a beat to choose on, or game over', 60_000);
    if (state.gameOver) return choices;
    const beat = client.beats().at(-1)!;
    const reply = await client.call('make_choice', { optionIndex: pick(beat.turn as number) });
    if (reply.status !== 'success') throw new Error(`make_choice on turn ${beat.turn}: ${reply.errorMessage}`);
    choices += 1;
    await client.until((s) => s.gameOver === true || client.beats().at(-1)?.turn !== beat.turn || client.beats().at(-1)?.choice !== -1, 'the choice recorded');
  }
}

/** An HTTP caller as spec 1 §7 describes: credentials (cookies) kept, the CSRF token echoed on non-GET, a requestId in each body. */
export function specHttp(baseUrl: string) {
  const cookies = new Map<string, string>();
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const call = async (method: string, path: string, body?: Json): Promise<Json> => {
    const headers: Record<string, string> = { accept: 'application/json', cookie: cookie() };
    if (body) {
      headers['content-type'] = 'application/json';
      headers['x-csrf-token'] = cookies.get('XSRF-TOKEN') ?? '';
    }
    const res = await fetch(`${baseUrl}${path}`, { method, headers, ...(body ? { body: JSON.stringify({ requestId: crypto.randomUUID(), ...body }) } : {}) });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return (await res.json()) as Json;
  };
  return { cookie, get: (path: string) => call('GET', path), post: (path: string, body: Json) => call('POST', path, body) };
}
