import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs an ES-module script in a fresh Node process (with tsx, from the repository root) and
 * resolves with its exit code and everything it printed. A process still running after `timeoutMs`
 * is killed and the promise rejects with its output, so a hung child fails the test instead of
 * hanging it.
 */
export async function runNodeScript(script: string, timeoutMs: number): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the child did not exit within ${Math.round(timeoutMs / 1000)} s:\n${out}`));
    }, timeoutMs);
    child.once('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  return { code, out };
}
