// Issue 13.10: a username cannot hide invisible or control characters, and two accounts cannot
// look the same: usernames compare case-insensitively after NFKC, through a unique index on the
// normalised form (migration 020), with rows from before the migration keyed at start-up.
import { USERNAME_CHARACTERS_MESSAGE } from '@schemas';
import { beforeAll, expect, it } from 'vitest';
import { browser, testApp } from '../../testing/test-app';
import { forEachEngine } from '../../testing/test-db';
import type { Db } from '../db/db';
import { backfillUsernameKeys, findUserByHandle } from './user-repo';

const PASSWORD = 'Look-alike-1';

forEachEngine('usernames (13.10)', ({ open }) => {
  let db: Db;
  let app: ReturnType<typeof testApp>;
  let n = 0;
  const register = (username: string) => browser(app).post('/auth/register', { email: `u${++n}@example.org`, username, password: PASSWORD });

  beforeAll(async () => {
    db = await open();
    app = testApp(db, {}, { rateLimits: { register: { limit: 1000, windowMs: 60_000 } } });
  });

  it('refuses zero-width, bidirectional-control and other control characters with a clear invalid message', async () => {
    const cases = {
      'zero-width space': 'ada\u200Blace',
      'zero-width joiner': 'ada\u200Dlace',
      'right-to-left override': 'ada\u202Eecal',
      'left-to-right isolate': '\u2066ada',
      'byte order mark inside': 'ad\uFEFFa',
      'bell (C0 control)': 'ada\u0007',
      'newline inside': 'ada\nlace',
      'next line (C1 control)': 'ada\u0085lace',
      'soft hyphen': 'ada\u00ADlace',
      'hangul filler': 'ada\u3164',
      'line separator': 'ada\u2028lace',
    };
    for (const [what, username] of Object.entries(cases)) {
      const r = await register(username);
      expect(r.status, what).toBe(400);
      expect(r.body.status, what).toBe('invalid');
      expect(r.body.errorMessage, what).toContain(USERNAME_CHARACTERS_MESSAGE);
    }
    // Letters of any script, digits, spaces and punctuation stay allowed.
    expect((await register('Zoë_Ōkami-42')).status).toBe(200);
    expect((await register('名前 テスト')).status).toBe(200);
  });

  it('refuses a username that looks like a taken one: case, width, ligatures and compatibility forms', async () => {
    expect((await register('Fiona')).status).toBe(200);
    for (const lookAlike of ['fiona', 'FIONA', 'ＦＩＯＮＡ', 'ﬁona', 'Fiona ', ' fIoNa', 'ℱiona']) {
      const r = await register(lookAlike);
      expect(r.status, lookAlike).toBe(409);
      expect(r.body.errorMessage, lookAlike).toContain('username already taken');
    }
    // Spaces inside collapse: 'Fiona  Gale' and 'Fiona Gale' look alike too.
    expect((await register('Fiona Gale')).status).toBe(200);
    expect((await register('fiona\u3000gale')).body.errorMessage).toContain('username already taken');
    // The name is shown as typed.
    const user = await findUserByHandle(db, 'ＦＩＯＮＡ');
    expect(user?.username).toBe('Fiona');
  });

  it('keys rows from before the migration at start-up: the first keeps the name, later look-alikes keep their accounts, nobody new takes either', async () => {
    // Rows as they were before migration 020: no username_key.
    const legacy = [
      ['user_legacy_1', 'Zoë', 'z1@example.org', '2024-01-01'],
      ['user_legacy_2', 'ZOË', 'z2@example.org', '2024-02-01'],
      ['user_legacy_3', 'bob\u200B', 'b1@example.org', '2024-03-01'],
    ];
    for (const [id, username, email, createdAt] of legacy) {
      await db.query(`insert into users (id, username, email, password_hash, created_at) values ($1, $2, $3, 'scrypt$x', $4)`, [id, username, email, createdAt]);
    }
    expect(await backfillUsernameKeys(db)).toBe(3);
    const keys = await db.query<{ id: string; username_key: string }>(`select id, username_key from users where id like 'user_legacy_%' order by id`);
    expect(keys).toEqual([
      { id: 'user_legacy_1', username_key: 'zoë' },
      { id: 'user_legacy_2', username_key: 'zoë#user_legacy_2' },
      { id: 'user_legacy_3', username_key: 'bob' },
    ]);
    expect(await backfillUsernameKeys(db)).toBe(0);
    for (const lookAlike of ['zoë', 'Zoe\u0308', 'bob']) {
      expect((await register(lookAlike)).body.errorMessage, lookAlike).toContain('username already taken');
    }
    // The index itself refuses a second row with the same key, whatever writes it.
    await expect(
      db.query(`insert into users (id, username, username_key, email, password_hash) values ('user_x', 'x', 'zoë', 'x@example.org', 'scrypt$x')`),
    ).rejects.toThrow(/unique|duplicate/i);
  });
});
