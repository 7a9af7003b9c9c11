// `npm run create-admin -- --email you@example.org --username you`: creates (or promotes) an admin
// on the configured database. Asks for the password without echoing it.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ensureAdmin } from '../src/auth/bootstrap-admin';
import { parseConfig } from '../src/config';
import { openDb } from '../src/db/open-db';

const { values } = parseArgs({ options: { email: { type: 'string' }, username: { type: 'string' } } });
if (!values.email) {
  console.error('Usage: npm run create-admin -- --email you@example.org [--username you]');
  process.exit(1);
}

function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    // Piped input: read one line.
    const rl = createInterface({ input: process.stdin });
    return new Promise((resolve) => rl.once('line', (line) => (rl.close(), resolve(line))));
  }
  return new Promise((resolve) => {
    process.stdout.write(question);
    let value = '';
    process.stdin.setRawMode(true);
    process.stdin.resume();
    process.stdin.on('data', function onData(chunk: Buffer) {
      for (const ch of chunk.toString()) {
        if (ch === '\r' || ch === '\n') {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdin.off('data', onData);
          process.stdout.write('\n');
          return resolve(value);
        }
        if (ch === '\u0003') process.exit(130);
        value = ch === '\u007f' ? value.slice(0, -1) : value + ch;
      }
    });
  });
}

const parsed = parseConfig(process.env);
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(1);
}
const password = await askHidden('Password: ');
const db = await openDb({ databaseUrl: parsed.config.DATABASE_URL, dataDir: parsed.config.DATA_DIR });
try {
  const result = await ensureAdmin(db, { email: values.email, ...(values.username ? { username: values.username } : {}), password });
  console.log(result === 'created' ? 'Admin created.' : result === 'promoted' ? 'Existing user promoted to admin.' : 'Already an admin.');
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  await db.close();
}
