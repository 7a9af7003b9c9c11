/**
 * The Db contract: every assertion here holds for PGlite (in this thread and in its worker
 * thread) and for PostgreSQL alike.
 */
import { expect, it } from 'vitest';
import { ALL_ENGINES, forEachEngine, freshPostgresUrl, openTestDb } from '../../testing/test-db';
import type { Db, Queryable } from './db';
import { loadMigrations, migrate } from './migrate';
import { openPostgres } from './postgres-db';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

const TABLES = [
  'users', 'auth_sessions', 'templates', 'template_coauthors', 'stories', 'story_players', 'story_actions', 'jobs',
  'realtime_sessions', 'feedback', 'newsletter_subscribers', 'world_updates', 'world_snapshots', 'images',
];

forEachEngine('Db contract', ({ kind, name, open }) => {
  it(`applies the migrations, and migrate() again applies nothing`, async () => {
    const db = await open();
    const rows = await db.query<{ name: string; present: boolean }>(
      'select t as name, to_regclass(t) is not null as present from unnest($1::text[]) as t',
      [TABLES],
    );
    expect(rows.filter((r) => !r.present).map((r) => r.name)).toEqual([]);
    const versions = await db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(versions.map((v) => v.version)).toEqual(loadMigrations().map((m) => m.version));
    expect(await migrate(db, { log: () => {} })).toEqual([]);
  });

  it(`round-trips every normalised type`, async () => {
    const db = await open();
    await db.query(`create table contract_types (
      id text primary key, t text, i int4, big int8, flag bool, obj jsonb, arr jsonb, str jsonb,
      bin bytea, at timestamptz, tags text[], nums int4[], nothing text)`);
    const at = new Date('2024-05-06T07:08:09.123Z');
    await db.query('insert into contract_types values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9, $10, $11::text[], $12::int4[], $13)', [
      'r1', 'héllo ✓ \'"', 42, Number.MAX_SAFE_INTEGER, true,
      JSON.stringify({ a: 1, nested: { b: [1, 'x', null] } }), JSON.stringify([1, 'two', { three: 3 }]), JSON.stringify('just text'),
      new Uint8Array([0, 1, 2, 255]), at, ['a', 'b,c', 'd"e', '', 'NULL'], [3, -1], null,
    ]);
    const [row] = await db.query('select * from contract_types where id = $1', ['r1']);
    expect(row).toEqual({
      id: 'r1', t: 'héllo ✓ \'"', i: 42, big: Number.MAX_SAFE_INTEGER, flag: true,
      obj: { a: 1, nested: { b: [1, 'x', null] } }, arr: [1, 'two', { three: 3 }], str: 'just text',
      bin: new Uint8Array([0, 1, 2, 255]), at, tags: ['a', 'b,c', 'd"e', '', 'NULL'], nums: [3, -1], nothing: null,
    });
    expect(Object.getPrototypeOf(row?.['bin'])).toBe(Uint8Array.prototype); // not a Node Buffer
    expect(row?.['at']).toBeInstanceOf(Date);

    const [lits] = await db.query(`select 9007199254740993::int8 as unsafe, count(*) as n, '{}'::text[] as empty,
      false as no, null::jsonb as jnull, 'null'::jsonb as jsonnull, 1.50::numeric as dec, $1::bytea as buf,
      array[1, 9007199254740993]::int8[] as bigs, '2020-01-02 03:04:05'::timestamp as naive, $2::jsonb as obj_param`,
      [Buffer.from('hi'), { not: 'stringified' }]);
    expect(lits).toEqual({
      unsafe: 9007199254740993n, n: 1, empty: [], no: false, jnull: null, jsonnull: null, dec: '1.50', buf: new Uint8Array([104, 105]),
      bigs: [1, 9007199254740993n], naive: new Date('2020-01-02T03:04:05Z'), obj_param: { not: 'stringified' },
    });
    expect(Object.getPrototypeOf(lits?.['buf'])).toBe(Uint8Array.prototype);
  });

  it(`rejects an undefined parameter and a multi-statement query(); exec() runs scripts`, async () => {
    const db = await open();
    await expect(db.query('select $1::text', [undefined])).rejects.toThrow(/parameter \$1 is undefined/);
    await expect(db.query('select 1; select 2')).rejects.toThrow();
    await db.exec('create table contract_exec (n int); insert into contract_exec values (1), (2);');
    expect(await db.query('select sum(n)::int as s from contract_exec')).toEqual([{ s: 3 }]);
  });

  it(`exposes the SQLSTATE of a failed statement as error.code`, async () => {
    const db = await open();
    await db.query('create table contract_unique (k text primary key)');
    await db.query('insert into contract_unique values ($1)', ['a']);
    await expect(db.query('insert into contract_unique values ($1)', ['a'])).rejects.toMatchObject({ code: '23505' });
  });

  it(`a transaction that throws rolls back all its writes and rethrows the same error`, async () => {
    const db = await open();
    await db.query('create table contract_rollback (k text primary key)');
    const boom = new Error('boom');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into contract_rollback values ($1)', ['x']);
        await tx.query('insert into contract_rollback values ($1)', ['y']);
        expect(await tx.query('select k from contract_rollback order by k')).toEqual([{ k: 'x' }, { k: 'y' }]);
        throw boom;
      }),
    ).rejects.toBe(boom);
    expect(await db.query('select k from contract_rollback')).toEqual([]);
    expect(await db.transaction(async (tx) => (await tx.query('insert into contract_rollback values ($1) returning k', ['z']))[0])).toEqual({ k: 'z' });
    expect(await db.query('select k from contract_rollback')).toEqual([{ k: 'z' }]);
  });

  it(`a failing statement rejects its transaction with the SQLSTATE and rolls back the earlier writes`, async () => {
    const db = await open();
    await db.query('create table contract_tx_failure (k text primary key)');
    await db.query('insert into contract_tx_failure values ($1)', ['taken']);
    const failed = db.transaction(async (tx) => {
      await tx.query('insert into contract_tx_failure values ($1)', ['written first']);
      await tx.query('insert into contract_tx_failure values ($1)', ['taken']);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505', message: expect.stringMatching(/duplicate key/) });
    expect(await db.query('select k from contract_tx_failure order by k')).toEqual([{ k: 'taken' }]);
    // Caught inside, the failure still aborts the transaction: it cannot commit (the error differs:
    // PGlite reports 25P02 at COMMIT, postgres.js rethrows the 23505).
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into contract_tx_failure values ($1)', ['written first']);
        await tx.query('insert into contract_tx_failure values ($1)', ['taken']).catch(() => undefined);
      }),
    ).rejects.toMatchObject({ code: expect.stringMatching(/^(25P02|23505)$/) });
    expect(await db.query('select k from contract_tx_failure order by k')).toEqual([{ k: 'taken' }]);
  });

  it(`tx can be handed down through helpers and used concurrently inside the transaction`, async () => {
    const db = await open();
    await db.query('create table contract_nested (k text primary key, v int not null)');
    const put = async (q: Queryable, k: string, v: number) => {
      await q.query('insert into contract_nested values ($1, $2)', [k, v]);
    };
    const putMany = async (q: Queryable, n: number) => {
      await Promise.all(Array.from({ length: n }, (_, i) => put(q, `k${i}`, i)));
      return (await q.query<{ s: number }>('select sum(v)::int as s from contract_nested'))[0]?.s;
    };
    expect(await db.transaction((tx) => putMany(tx, 10))).toBe(45);
    expect(await db.query('select count(*) as n from contract_nested')).toEqual([{ n: 10 }]);
  });

  it(`using the outer handle inside a transaction, or tx after it, throws instead of deadlocking`, async () => {
    const db = await open();
    await expect(db.transaction(async () => db.query('select 1'))).rejects.toThrow(/use the tx handle/);
    await expect(db.transaction(async () => db.transaction(async () => 1))).rejects.toThrow(/use the tx handle/);
    let leaked: Queryable | undefined;
    await db.transaction(async (tx) => {
      leaked = tx;
    });
    await expect(leaked?.query('select 1')).rejects.toThrow(/after its transaction ended/);
    expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it(`a plain query never sees another caller's uncommitted writes`, async () => {
    const db = await open();
    await db.query('create table contract_isolation (k text primary key)');
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
    const tx = db.transaction(async (t) => {
      await t.query('insert into contract_isolation values ($1)', ['ghost']);
      inserted();
      await sleep(50);
      throw new Error('roll back');
    });
    const outcome = tx.then(() => 'committed', (error: Error) => error.message);
    await insertedOnce;
    const seen = await db.query('select k from contract_isolation');
    expect(await outcome).toBe('roll back');
    expect(seen).toEqual([]);
  });

  it(`20 concurrent transactions under pg_advisory_xact_lock each add 1 exactly once`, async () => {
    const db = await open();
    await db.query('create table contract_counter (id text primary key, n int not null)');
    await db.query('insert into contract_counter values ($1, 0)', ['c']);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          await tx.query('select pg_advisory_xact_lock(hashtext($1))', ['counter:c']);
          // Read-modify-write with a pause: without the lock, increments would be lost.
          const [row] = await tx.query<{ n: number }>('select n from contract_counter where id = $1', ['c']);
          await sleep(2);
          await tx.query('update contract_counter set n = $2 where id = $1', ['c', (row?.n ?? 0) + 1]);
        }),
      ),
    );
    expect(await db.query('select n from contract_counter')).toEqual([{ n: 20 }]);
  });

  it(`batch() runs its statements in order in one transaction and returns each one's rows`, async () => {
    const db = await open();
    await db.query('create table contract_batch (id text primary key, n int not null)');
    const results = await db.batch([
      { sql: 'insert into contract_batch values ($1, $2)', params: ['a', 1] },
      { sql: 'update contract_batch set n = n + 1 where id = $1 returning n', params: ['a'], guard: true },
      { sql: 'select count(*) as rows from contract_batch' },
    ]);
    expect(results).toEqual([[], [{ n: 2 }], [{ rows: 1 }]]);
    expect(await db.query('select id, n from contract_batch')).toEqual([{ id: 'a', n: 2 }]);
  });

  it(`batch() stops at a guard that returns no row: null, and nothing of it is kept (its NOTIFY neither)`, async () => {
    const db = await open();
    await db.query('create table contract_guard (id text primary key, version int not null)');
    await db.query('insert into contract_guard values ($1, 1)', ['s']);
    const heard: string[] = [];
    const stop = await db.listen('contract_guard', (p) => heard.push(p));
    const bump = (expected: number) =>
      db.batch([
        { sql: 'select pg_advisory_xact_lock(hashtext($1))', params: ['guard:s'] },
        { sql: `select pg_notify('contract_guard', $1)`, params: [`to ${expected + 1}`] },
        { sql: 'update contract_guard set version = version + 1 where id = $1 and version = $2 returning version', params: ['s', expected], guard: true },
        // Would fail if reached: the guard's miss is what decides.
        { sql: 'insert into contract_guard values ($1, 0)', params: ['s'] },
      ]);
    await expect(bump(7)).resolves.toBeNull();
    expect(await db.query('select version from contract_guard')).toEqual([{ version: 1 }]);
    await db.notify('contract_guard', 'marker');
    await waitFor(() => heard.includes('marker'), 'the marker notification');
    expect(heard).toEqual(['marker']);
    await stop();
  });

  it(`batch() rejects with the first failing statement's SQLSTATE and rolls everything back`, async () => {
    const db = await open();
    await db.query('create table contract_batch_fail (id text primary key)');
    const failing = db.batch([
      { sql: 'insert into contract_batch_fail values ($1)', params: ['kept?'] },
      { sql: 'insert into contract_batch_fail values ($1)', params: ['kept?'] },
      { sql: 'select 1 as one where false', guard: true },
    ]);
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('select id from contract_batch_fail')).toEqual([]);
    // The Db is usable afterwards, and batch() from inside a transaction throws like query() does.
    await expect(db.transaction(() => db.batch([{ sql: 'select 1' }]))).rejects.toThrow(/inside a transaction/);
    expect(await db.batch([{ sql: 'select 1 as one' }])).toEqual([[{ one: 1 }]]);
  });

  it(`concurrent batches under one advisory lock with a version guard never lose an update`, async () => {
    const db = await open();
    await db.query('create table contract_optimistic (id text primary key, version int not null)');
    await db.query('insert into contract_optimistic values ($1, 0)', ['c']);
    let retries = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (;;) {
          const [row] = await db.query<{ version: number }>('select version from contract_optimistic where id = $1', ['c']);
          const done = await db.batch([
            { sql: 'select pg_advisory_xact_lock(hashtext($1))', params: ['optimistic:c'] },
            { sql: 'update contract_optimistic set version = $2 + 1 where id = $1 and version = $2 returning version', params: ['c', row!.version], guard: true },
          ]);
          if (done) return;
          retries++;
        }
      }),
    );
    expect(await db.query('select version from contract_optimistic')).toEqual([{ version: 20 }]);
    expect(retries).toBeGreaterThan(0);
  });

  it(`LISTEN/NOTIFY delivers payloads, pg_notify in a transaction only on commit, none after unsubscribe`, async () => {
    const db = await open();
    const channel = 'story:Ab-1'; // mixed case and punctuation must survive on both engines
    const a: string[] = [];
    const b: string[] = [];
    const stopA = await db.listen(channel, (p) => a.push(p));
    const stopB = await db.listen(channel, (p) => b.push(p));
    await db.notify(channel, 'hello');
    await waitFor(() => a.length === 1 && b.length === 1, 'first notification');

    await expect(
      db.transaction(async (tx) => {
        await tx.query('select pg_notify($1, $2)', [channel, 'rolled back']);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await db.transaction(async (tx) => {
      await tx.query('select pg_notify($1, $2)', [channel, 'committed']);
    });
    await waitFor(() => b.length === 2, 'committed notification');

    await stopA();
    await db.notify(channel, 'after');
    // Notifications arrive in order on one connection: once b has 'after', a would have it too.
    await waitFor(() => b.length === 3, 'notification after unsubscribe');
    expect(a).toEqual(['hello', 'committed']);
    expect(b).toEqual(['hello', 'committed', 'after']);
    await stopB();
    await stopB(); // idempotent
  });

  it(`two migrate() calls racing on one fresh database both succeed and apply each migration once`, async () => {
    // PostgreSQL: two separate pools (two "server processes"); PGlite: one Db, the only way to share it.
    let first: Db;
    let second: Db;
    if (kind === 'postgres') {
      const url = await freshPostgresUrl();
      first = await openPostgres(url, { max: 2 });
      second = await openPostgres(url, { max: 2 });
    } else {
      first = await openTestDb(name, { migrate: false });
      second = first;
    }
    try {
      const lines: string[] = [];
      const log = (line: string) => lines.push(line);
      const results = await Promise.all([migrate(first, { log }), migrate(second, { log }), migrate(first, { log })]);
      const names = loadMigrations().map((m) => m.name);
      expect(results.flat().sort()).toEqual(names);
      expect(lines.sort()).toEqual(names.map((n) => `[db] applied migration ${n}`));
      expect(await migrate(second, { log })).toEqual([]);
    } finally {
      await first.close();
      if (second !== first) await second.close();
    }
  });
}, ALL_ENGINES);
