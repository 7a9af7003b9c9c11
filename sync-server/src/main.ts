import { pathToFileURL } from 'node:url';
import { parseConfig } from './config';
import { startServer, StartupError } from './server';
import { createLogger, setLogLevel } from './util/log';

const log = createLogger('server');

/** Parses the environment (stopping with a readable list when it is wrong) and starts the server. */
export async function main(env: Record<string, string | undefined> = process.env): Promise<void> {
  const parsed = parseConfig(env);
  if (!parsed.ok) {
    console.error(parsed.message);
    process.exit(1);
  }
  setLogLevel(parsed.config.LOG_LEVEL);
  const handle = await startServer(parsed.config);
  const shutdown = (signal: string) => {
    log.info(`${signal}: shutting down`);
    void handle.close().then(() => process.exit(0));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    log.error(`failed to start: ${err instanceof StartupError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(1);
  });
}
