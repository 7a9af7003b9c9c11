import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Narrator } from '@engine';
import type { Story } from '@schemas';
import { createApp } from './app';
import { answerClientError } from './http/body-limit';
import { ensureAdmin } from './auth/bootstrap-admin';
import { startSessionSweeper } from './auth/session-sweeper';
import { backfillUsernameKeys } from './auth/user-repo';
import type { Config } from './config';
import type { Db } from './db/db';
import { openDb } from './db/open-db';
import { JobRunner } from './jobs/job-queue';
import type { Moderator } from './limits/moderation';
import { RateLimiter, type RateLimitedAction, type RateLimitRule } from './limits/rate-limiter';
import { createModerator, createNarrator } from './ai/narrator-factory';
import pLimit from 'p-limit';
import type { Illustrator } from './images/illustrator';
import { createIllustrator } from './images/illustrator-factory';
import { seedWorldPictures } from './images/seed-pictures';
import { failStoryImages, storyImagesJob } from './stories/story-images';
import { DEFAULT_COLLAB_OPTIONS, type CollabOptions } from './collab/collab-connection';
import { createCollabServer, type CollabServer } from './collab/collab-server';
import { gameSocketRoute } from './realtime/game-socket';
import { GameService } from './realtime/game-service';
import { BeatStreamer } from './realtime/beat-streamer';
import { StoryHub } from './realtime/story-hub';
import { attachUpgradeRoutes } from './sockets/upgrade-router';
import { startClassSweeper } from './classes/class-lifecycle';
import { ClassRoom } from './classes/class-room';
import { loadSeedWorlds } from './seeds/load-seeds';
import { StoryCache } from './stories/story-cache';
import { failStorySetup, generateTurnJob, storySetupJob } from './stories/story-jobs';
import { PlanAhead } from './stories/plan-ahead';
import { TurnService } from './stories/turn-service';
import { PWA_DIST_DIR } from './paths';
import { newId } from './util/ids';
import { createLogger } from './util/log';

const log = createLogger('server');

/** A start-up failure the person starting the server can fix: main() prints its message alone. */
export class StartupError extends Error {}

/** A running server. */
export interface ServerHandle {
  /** http://host:port of the running server. */
  url: string;
  port: number;
  db: Db;
  /** The co-authoring endpoint (`/collab/{templateId}`). */
  collab: CollabServer;
  /** Stops accepting work, waits for running jobs, closes sockets and the database. */
  close(): Promise<void>;
}

/** Overrides for tests and benchmarks. */
export interface ServerOptions {
  /** Use this database instead of opening one from the config (the caller closes it). */
  db?: Db;
  narrator?: Narrator;
  /** Paints story and World pictures instead of the configured illustrator. */
  illustrator?: Illustrator;
  moderator?: Moderator;
  rateLimits?: Partial<Record<RateLimitedAction, RateLimitRule>>;
  jobLeaseMs?: number;
  distDir?: string;
  /** Tuning of co-authoring (tests use short delays). */
  collab?: Partial<CollabOptions>;
  /** How often expired sessions are swept (default hourly). */
  sessionSweepMs?: number;
  /** How often ended classes are swept (default hourly). */
  classSweepMs?: number;
}

/** Starts everything: database and migrations, seeds, jobs, story fan-out, HTTP and WebSockets. */
export async function startServer(config: Config, options: ServerOptions = {}): Promise<ServerHandle> {
  const ownDb = !options.db;
  const db = options.db ?? (await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  await backfillUsernameKeys(db);
  if (config.SEED_WORLDS) {
    await loadSeedWorlds(db, new Date());
    // Offline pictures whatever the illustrator: a fresh install looks finished, at no cost.
    await seedWorldPictures(db);
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) await ensureAdmin(db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });

  const serverId = config.SERVER_ID ?? newId('srv');
  const cache = new StoryCache();
  const limiter = new RateLimiter(options.rateLimits, Date.now, config.RATE_LIMIT_SCALE);
  const sweep = setInterval(() => limiter.sweep(), 10 * 60_000);
  sweep.unref();
  const stopSessionSweeper = startSessionSweeper(db, options.sessionSweepMs);
  const moderator = options.moderator ?? createModerator(config);
  const narrator = options.narrator ?? createNarrator(config, moderator);
  const hub = new StoryHub(db, cache);
  await hub.start();
  // The procedural narrator answers at once: nothing to plan ahead for.
  const planAhead = new PlanAhead(narrator, narrator.name === 'procedural' ? 0 : config.PLAN_AHEAD_CALLS);
  const turns = new TurnService(db, cache, undefined, (story) => planAhead.consider(story));
  const streamer = new BeatStreamer(db);
  const jobDeps = { db, cache, narrator: planAhead.narrator, drafts: streamer.sink, onTurnWritten: (story: Story) => planAhead.consider(story) };
  const jobs = new JobRunner(
    db,
    { story_setup: storySetupJob(jobDeps), generate_turn: generateTurnJob(jobDeps) },
    async (job, error) => {
      if (job.kind === 'story_setup' && job.storyId) {
        await failStorySetup(db, job.storyId, error instanceof Error ? error.message : String(error));
      }
    },
    { serverId, ...(options.jobLeaseMs ? { leaseMs: options.jobLeaseMs } : {}) },
  );
  // One PGlite directory serves one process, so every running job there is an orphan.
  await jobs.start({ reclaimAllRunning: db.kind === 'pglite' });
  // Pictures run beside the turns, never in their place: a slow image model cannot hold a turn up.
  const illustrator = options.illustrator ?? createIllustrator(config);
  const imageDeps = { db, cache, illustrator, limit: pLimit(config.IMAGE_CONCURRENCY), size: config.OPENAI_IMAGE_SIZE, quality: config.OPENAI_IMAGE_QUALITY };
  const imageJobs = new JobRunner(
    db,
    { story_images: storyImagesJob(imageDeps) },
    (job) => failStoryImages(imageDeps, job),
    { serverId, concurrency: config.IMAGE_CONCURRENCY, ...(options.jobLeaseMs ? { leaseMs: options.jobLeaseMs } : {}) },
  );
  await imageJobs.start({ reclaimAllRunning: db.kind === 'pglite' });

  // The teacher's board and learners' presence (issue 33), over the game socket and the hub.
  const classes = new ClassRoom({ db, cache, hub });
  await classes.start();
  const stopClassSweeper = startClassSweeper({ db, cache }, options.classSweepMs);
  const game = new GameService({ db, cache, hub, turns, limiter, moderator, classes });
  const gameSocket = gameSocketRoute(game);
  const materialiseDelayMs = config.COLLAB_MATERIALISE_DELAY_MS;
  const collab = createCollabServer(
    { db, serverId, publicUrl: config.PUBLIC_URL },
    { materialiseDelayMs, materialiseMaxWaitMs: Math.max(DEFAULT_COLLAB_OPTIONS.materialiseMaxWaitMs, materialiseDelayMs), ...options.collab },
  );
  await collab.start();
  const distDir = options.distDir ?? PWA_DIST_DIR;
  const app = createApp({ db, config, distDir, stories: { db, cache, turns, limiter, moderator }, collab, writeWorld: collab.writeWorld, images: { illustrator } });

  // serve() without TLS/HTTP2 options creates a plain node:http Server.
  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () => {
      s.off('error', onListenError);
      resolve(s as Server);
    });
    const onListenError = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new StartupError(`Port ${config.PORT} is already in use. Stop the program using it, or start on another port: PORT=${config.PORT + 1} npm start`)
          : error,
      );
    s.once('error', onListenError);
  });
  // Node's own refusals (oversized headers, malformed requests) close as cleanly as the app's 413.
  server.on('clientError', answerClientError);
  attachUpgradeRoutes(server, [gameSocket, collab]);
  const port = (server.address() as AddressInfo).port;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  log.info(`Taleforge is running at http://${host}:${port} (database: ${db.kind}, narrator: ${narrator.name}, illustrator: ${illustrator.name})`);

  let closing: Promise<void> | null = null;
  return {
    url: `http://${host}:${port}`,
    port,
    db,
    collab,
    close: () =>
      (closing ??= (async () => {
        clearInterval(sweep);
        await stopSessionSweeper();
        await stopClassSweeper();
        gameSocket.close();
        await collab.close();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await jobs.stop();
        await imageJobs.stop();
        streamer.stop();
        await classes.stop();
        await hub.stop();
        if (ownDb) await db.close();
      })()),
  };
}
