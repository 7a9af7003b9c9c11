// Neighbours for the benches (`--background-cpu`, `--background-io`): what a shared school server
// runs beside us. Each is a child process, stopped with the bench.
// - cpu: one process spinning on one core (the run D).
// - io: one process writing 1 MB to a file on the bench's disk (the temp dir, where the benches'
//   databases live) and fsyncing it, over and over (another app server writing its database).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SPIN = 'for (;;) {}';

// Rewrites a 64 MB file in 1 MB steps, fsyncing each: the disk's flushes stay busy, as they do
// under another database's commits and checkpoints.
const WRITE_AND_FSYNC = `
const fs = require('node:fs');
const file = process.argv[1];
const block = Buffer.alloc(1 << 20, 7);
const fd = fs.openSync(file, 'w');
let at = 0;
for (;;) {
  fs.writeSync(fd, block, 0, block.length, at);
  fs.fsyncSync(fd);
  at = (at + block.length) % (64 << 20);
}`;

/** Which neighbours to run. */
export interface BackgroundLoadOptions {
  cpu?: boolean;
  io?: boolean;
}

/** Running neighbours: a label for the report, and how to stop them. */
export interface BackgroundLoad {
  readonly label: string;
  stop(): Promise<void>;
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Starts the neighbours asked for (none: a no-op). */
export function startBackgroundLoad(options: BackgroundLoadOptions): BackgroundLoad {
  const children: ChildProcess[] = [];
  const labels: string[] = [];
  let dir: string | null = null;
  if (options.cpu) {
    children.push(spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' }));
    labels.push('one core kept busy by a spinning process');
  }
  if (options.io) {
    dir = mkdtempSync(join(tmpdir(), 'bench-background-io-'));
    children.push(spawn(process.execPath, ['-e', WRITE_AND_FSYNC, join(dir, 'written.bin')], { stdio: 'ignore' }));
    labels.push('another process writing 1 MB and fsyncing it, in a loop, on the same disk');
  }
  const exit = () => children.forEach((c) => c.kill('SIGKILL'));
  process.once('exit', exit);
  return {
    label: labels.length ? labels.join('; ') : 'none',
    async stop() {
      process.off('exit', exit);
      await Promise.all(children.map(stopChild));
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
