// Classes (issue 33) through a real server, as the teacher's app uses them: creation over HTTP and
// the board over the game socket. Used by the class tests and `npm run bench:class`.
import { classBoardSchema, classResponseSchema, type ClassBoard, type ClassDetail, type ClassTile, type TemplateMetadata } from '@schemas';
import { GameClient } from './game-client';
import type { apiCaller } from './test-server';

type Api = ReturnType<typeof apiCaller>;

/** Creates a class of `groups` (sizes) from a World at its shortest length and its balanced (or first) level. */
export async function createTestClass(api: Api, world: TemplateMetadata, groups: number[], extra: Record<string, unknown> = {}): Promise<ClassDetail> {
  const difficultyLevel = world.difficultyLevels.find((l) => l.modifier === 0) ?? world.difficultyLevels[0] ?? { modifier: 0, title: 'Balanced' };
  const r = await api.post('/classes', { templateId: world.id, groups, maxTurns: world.maxTurnsMin, difficultyLevel, generateImages: false, ...extra });
  if (r.body.status !== 'success') throw new Error(`class creation failed: ${JSON.stringify(r.body)}`);
  return classResponseSchema.parse(r.body.data).class;
}

/**
 * A teacher's board over a real game socket: the whole board from `watch_class`, then every
 * `class_board_notification` merged into it, each with the time it arrived.
 */
export class BoardWatcher {
  tiles = new Map<number, ClassTile>();
  endedAt: string | null = null;
  /** Every tile update as it arrived: the learner, their tile and Date.now() on arrival. */
  readonly arrivals: { tile: ClassTile; at: number }[] = [];
  errors: string[] = [];

  private constructor(readonly client: GameClient) {
    // Before the client's own handler, which wakes `until` waiters: they see the merged board. The
    // reply to watch_class is taken here too, in frame order: frames that arrive in one chunk are
    // handled before any promise continues, so a reply taken after `await` could overwrite the
    // newer tiles of a notification that followed it.
    client.ws.prependListener('message', (data) => {
      const message = JSON.parse(data.toString()) as { type?: string; status?: string; data?: unknown; tiles?: ClassTile[]; endedAt?: string | null; error?: string };
      if (message.type === 'watch_class_response' && message.status === 'success') {
        const board = classBoardSchema.parse(message.data);
        this.tiles = new Map(board.tiles.map((t) => [t.learner, t]));
        this.endedAt = board.endedAt;
      } else if (message.type === 'class_board_notification') {
        const at = Date.now();
        for (const tile of message.tiles ?? []) {
          this.tiles.set(tile.learner, tile);
          this.arrivals.push({ tile, at });
        }
        this.endedAt = message.endedAt ?? null;
      } else if (message.type === 'error' && message.error) this.errors.push(message.error);
    });
  }

  /** Opens a socket as the browser holding `cookie` and watches the class; rejects when refused. */
  static async open(baseUrl: string, cookie: string | undefined, classId: string): Promise<BoardWatcher> {
    const client = await GameClient.connect(baseUrl, { checkRedaction: false, ...(cookie ? { cookie } : {}) });
    const watcher = new BoardWatcher(client);
    const board = await watcher.watch(classId);
    if (!board) {
      await client.close();
      throw new Error('watch_class refused');
    }
    return watcher;
  }

  /** Sends watch_class (its reply's board is taken as it arrives); the board, or null (and the reply kept in `refusal`) when refused. */
  async watch(classId: string): Promise<ClassBoard | null> {
    const r = await this.client.request('watch_class', { classId });
    if (r.status !== 'success') {
      this.refusal = r;
      return null;
    }
    return classBoardSchema.parse(r.data);
  }

  /** The last refused reply, if any. */
  refusal: Awaited<ReturnType<GameClient['request']>> | null = null;

  /** A learner's tile now. */
  tile(learner: number): ClassTile {
    const t = this.tiles.get(learner);
    if (!t) throw new Error(`no tile for learner ${learner}`);
    return t;
  }

  /** Resolves when `check` holds for the board (checked on every message). */
  until(check: (w: BoardWatcher) => boolean, timeoutMs = 20_000, what = 'board state'): Promise<void> {
    return this.client.waitFor(() => check(this), timeoutMs, what);
  }

  /** Closes the socket. */
  close(): Promise<void> {
    return this.client.close();
  }
}
