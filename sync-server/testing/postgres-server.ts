/**
 * A real, throw-away PostgreSQL server for tests and benchmarks: initdb in a temp dir, a free
 * port on 127.0.0.1, trust auth, fsync off. Runs the server binaries as the `postgres` user when
 * this process is root (initdb refuses root).
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';

const run = promisify(execFile);

/** A running throw-away server. */
export interface TestPostgres {
  /** Connection URL of the database created at start (`postgres://postgres@127.0.0.1:PORT/DB`). */
  readonly url: string;
  /** Port the server listens on (127.0.0.1 only). */
  readonly port: number;
  /** Server version line, e.g. `PostgreSQL 15.14`. */
  readonly version: string;
  /** Stops the server (`pg_ctl -m fast stop`) and removes its directory; safe to call twice. */
  stop(): Promise<void>;
}

/** Options of {@link startPostgres}. */
export interface StartPostgresOptions {
  /** Name of the database created at start (default `test`). */
  readonly database?: string;
  /** Extra `-c name=value` server settings. */
  readonly settings?: Readonly<Record<string, string>>;
}

const INSTALL_HINT = 'apt-get update && apt-get install -y postgresql';

/** Finds the directory holding initdb/pg_ctl: `PG_BIN`, else the newest `/usr/lib/postgresql/<v>/bin`, else `pg_config --bindir`. */
export function findPostgresBin(): string {
  const hasTools = (dir: string) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  const fromEnv = process.env['PG_BIN'];
  if (fromEnv) {
    if (hasTools(fromEnv)) return fromEnv;
    throw new Error(`[test-postgres] PG_BIN=${fromEnv} has no initdb/pg_ctl. Install the server with: ${INSTALL_HINT}`);
  }
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => /^\d+(\.\d+)?$/.test(v) && hasTools(join(root, v, 'bin')))
      .sort((a, b) => Number(b) - Number(a));
    const newest = versions[0];
    if (newest !== undefined) return join(root, newest, 'bin');
  }
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (hasTools(dir)) return dir;
  } catch {
    // pg_config missing too: fall through to the install hint below.
  }
  throw new Error(`[test-postgres] PostgreSQL server binaries (initdb, pg_ctl) not found. Install them with: ${INSTALL_HINT}  (or set PG_BIN to their directory)`);
}

/** Asks the OS for a free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return await new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('[test-postgres] no free port'))));
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Wraps a server binary so it runs as `postgres` when we are root. */
function asServerUser(bin: string, args: readonly string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, [...args]];
}

async function runTool(bin: string, args: readonly string[]): Promise<string> {
  const [file, argv] = asServerUser(bin, args);
  try {
    const { stdout } = await run(file, argv, { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
    return stdout;
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`[test-postgres] ${bin} ${args.join(' ')} failed: ${e.stderr || e.stdout || e.message}`, { cause: error });
  }
}

function postgresUserIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** Starts a fresh PostgreSQL server and creates one database on it. */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<TestPostgres> {
  const binDir = findPostgresBin();
  const database = options.database ?? 'test';
  const dir = mkdtempSync(join(tmpdir(), 'test-postgres-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  if (isRoot()) {
    const { uid, gid } = postgresUserIds();
    chownSync(dir, uid, gid);
  }
  const pgCtl = join(binDir, 'pg_ctl');
  let started = false;
  let stopped = false;

  const stopSync = () => {
    // Last resort when the process exits without calling stop(): never leave a server behind.
    if (stopped) return;
    stopped = true;
    if (started) {
      const [file, argv] = asServerUser(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      spawnSync(file, argv, { stdio: 'ignore' });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopSync);

  try {
    await runTool(join(binDir, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const settings: Record<string, string> = {
      listen_addresses: '127.0.0.1',
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
      max_connections: '200',
      ...options.settings,
    };
    const flags = Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`).join(' ');
    let port = 0;
    // A port picked as free can be taken before the server binds it: retry a few times.
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      try {
        await runTool(pgCtl, ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', `-p ${port} -k ${dir} ${flags}`, 'start']);
        break;
      } catch (error) {
        if (attempt >= 3) {
          const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '(no server log)';
          throw new Error(`${(error as Error).message}\n[test-postgres] server log:\n${log}`, { cause: error });
        }
      }
    }
    started = true;
    const versionLine = await runTool(join(binDir, 'postgres'), ['--version']); // "postgres (PostgreSQL) 15.18 (Debian ...)"
    const version = `PostgreSQL ${/\(PostgreSQL\) (\S+)/.exec(versionLine)?.[1] ?? versionLine.trim()}`;
    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const url = await createDatabase(adminUrl, database);

    return {
      url,
      port,
      version,
      async stop() {
        if (stopped) return;
        stopped = true;
        process.removeListener('exit', stopSync);
        try {
          await runTool(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    stopSync();
    process.removeListener('exit', stopSync);
    throw error;
  }
}

/**
 * Creates database `name` on the server of `url` (any database of it) and returns its URL.
 * @example const url = await createDatabase(inject('pgUrl'), `t_${randomUUID().slice(0, 8)}`)
 */
export async function createDatabase(url: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`[test-postgres] bad database name: ${name}`);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`create database "${name}"`);
  } finally {
    await sql.end({ timeout: 5 });
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}
