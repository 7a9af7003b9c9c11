// First step of `npm test`: makes sure Chromium and the PostgreSQL server binaries exist. As root
// (CI, these machines) it installs what is missing with apt-get; otherwise it prints the command.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function hasPostgresServer(): boolean {
  if (process.env.PG_BIN) return existsSync(`${process.env.PG_BIN}/initdb`);
  const base = '/usr/lib/postgresql';
  return existsSync(base) && readdirSync(base).some((v) => existsSync(`${base}/${v}/bin/initdb`));
}

const missing: string[] = [];
if (!existsSync(chromium)) missing.push('chromium');
if (!hasPostgresServer()) missing.push('postgresql');

if (missing.length > 0) {
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(`[test] missing: ${missing.join(', ')}. Install with:\n  sudo ${command}`);
    process.exit(1);
  }
  console.log(`[test] installing ${missing.join(', ')} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
