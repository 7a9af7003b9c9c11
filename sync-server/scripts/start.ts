// `npm start`: builds the PWA and the server when their sources are newer than their builds, then
// runs the built server (sync-server/dist/main.js) in plain Node; see server-build.ts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt, newestMtime, SERVER_ENTRY, SERVER_ENV, serverNodeFlags } from './server-build';

const root = fileURLToPath(new URL('../..', import.meta.url));
const builtIndex = join(root, 'pwa/dist/index.html');
const SOURCES = ['pwa/src', 'pwa/public', 'pwa/build', 'pwa/index.html', 'schemas', 'engine', 'vite.config.ts', 'package-lock.json'];

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
if (sourcesAt > builtAt) {
  console.log('[start] building the PWA (sources changed since the last build)...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (await ensureServerBuilt()) console.log('[start] built the server (sources changed since the last build)');

const server = spawn(process.execPath, [...serverNodeFlags(process.env), SERVER_ENTRY], {
  cwd: root,
  env: { ...SERVER_ENV, ...process.env },
  stdio: 'inherit',
});
// Ctrl-C reaches both processes (one process group): the server shuts down and this one follows it.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
