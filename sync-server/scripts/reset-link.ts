// `npm run reset-link -- you@example.org`: prints a one-time password reset link for an account
// (valid for an hour), for servers that send no e-mail. Uses the configured database: on the
// embedded one (PGlite), stop the server first, since one data directory serves one process.
import { parseConfig } from '../src/config';
import { createResetLink, RESET_LINK_TTL_MS } from '../src/auth/password-reset';
import { findUserByEmail } from '../src/auth/user-repo';
import { openDb } from '../src/db/open-db';

const email = process.argv[2]?.trim();
if (!email || email.startsWith('-')) {
  console.error('Usage: npm run reset-link -- you@example.org');
  process.exit(1);
}
const parsed = parseConfig(process.env);
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(1);
}
const { config } = parsed;
const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const user = await findUserByEmail(db, email);
  if (!user) {
    console.error(`No account uses ${email}.`);
    process.exitCode = 1;
  } else {
    const { url } = await createResetLink(db, user.id, config.PUBLIC_URL ?? `http://localhost:${config.PORT}`);
    console.log(`Password reset link for ${user.username} (works once, for ${RESET_LINK_TTL_MS / 60_000} minutes):\n${url}`);
  }
} finally {
  await db.close();
}
