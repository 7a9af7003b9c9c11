import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt, SERVER_ENTRY, SERVER_ENV, serverNodeFlags } from '../scripts/server-build';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A server running as its own OS process (for crash and multi-process tests and benchmarks). */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** Sends a signal and waits for the process to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the server in a child process with `env`; resolves once it is listening. From source
 * (`sync-server/src/main.ts` through tsx) by default; `built: true` runs what `npm start` runs (the
 * esbuild bundle, built first if stale, with {@link SERVER_ENV} and {@link serverNodeFlags}), as the benchmarks do. `cwd`
 * (the repository root by default) may be elsewhere only for the built server: tsx resolves from it.
 * `entry`: another source script that starts a server (e.g. `sync-server/testing/model-server.ts`).
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000, { built = false, cwd = root, entry: source = 'sync-server/src/main.ts' } = {}): Promise<ServerProcess> {
  // SERVER_NODE_ARGS passes extra flags to the server's node (e.g. --cpu-prof when profiling a bench).
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  if (built) await ensureServerBuilt();
  const entry = built ? [SERVER_ENTRY] : ['--import', 'tsx', source];
  const childEnv = { ...(built ? SERVER_ENV : {}), ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED_WORLDS: 'true', ...env };
  // The caller's flags come after ours, so they win.
  const child = spawn(process.execPath, [...(built ? serverNodeFlags(childEnv) : []), ...nodeArgs, ...entry], {
    cwd,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Never leave a half-started server behind.
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = () => {
      const m = /running at (http:\/\/[^\s]+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${out}`));
    });
  });
  return {
    url,
    child,
    output: () => out,
    kill: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
