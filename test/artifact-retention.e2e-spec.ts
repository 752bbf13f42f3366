import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { MaintainArtifactPartitions } from '../src/modules/ingest/application/maintain-artifact-partitions.use-case';
import { ArtifactPartitions } from '../src/modules/ingest/domain/retention/artifact-partitions';
import { SqlArtifactPartitions } from '../src/modules/ingest/adapters/persistence/sql-artifact-partitions';
import { DaysStillNeeded } from '../src/modules/ingest';
import { bearer, seedAccount } from './support/fixtures';
import { runCliInProcess } from './support/run-cli';
import { TestApp, startTestApp } from './support/test-app';
import { createToken, postWebhook } from './support/webhook';

jest.setTimeout(60_000);

const DAY_MS = 86_400_000;

/**
 * ARTIFACT_RETENTION_DAYS=30 on the real database: the test moves the service's clock 40 days ahead and tells it a
 * finished sweep has looked that far (the horizon is the database's own clock), so that the partitions holding what it
 * received today are old enough to go.
 */
describe('artifacts that age out (ARTIFACT_RETENTION_DAYS)', () => {
  let t: TestApp;
  let maintain: MaintainArtifactPartitions;
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-retention-'));

  beforeAll(async () => {
    t = await startTestApp({ env: { ARTIFACT_RETENTION_DAYS: '30', GENERATION_QUIET_PERIOD_SECONDS: '3600' } });
    maintain = t.app.get(MaintainArtifactPartitions);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(out, { recursive: true, force: true });
  });

  const partitions = async () =>
    (
      await t.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
          WHERE i.inhparent = 'artifacts'::regclass ORDER BY 1`,
      )
    ).map((row) => row.name);
  const artifactsOf = async (accountId: string) =>
    t.query<{ id: string; partition: string }>(
      `SELECT id, tableoid::regclass::text AS partition FROM artifacts WHERE account_id = $1 ORDER BY received_at`,
      [accountId],
    );
  const sweptUpTo = (at: Date) =>
    t.query(
      `INSERT INTO generation_sweeps (swept_from) VALUES ($1)
       ON CONFLICT (single) DO UPDATE SET swept_from = EXCLUDED.swept_from`,
      [at],
    );

  it('creates a partition per UTC day from yesterday to a week ahead, and nothing goes while retention is not due', async () => {
    const now = new Date();
    const done = await maintain.execute(now);
    expect(done.retired).toEqual([]);
    const ranges = (await t.app.get(ArtifactPartitions).list()).filter((p) => p.to !== null);
    const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
    for (let day = today - DAY_MS; day <= today + 7 * DAY_MS; day += DAY_MS) {
      const covering = ranges.filter(
        (p) => p.to!.getTime() >= day + DAY_MS && (p.from === null || p.from.getTime() <= day),
      );
      expect([new Date(day), covering.length]).toEqual([new Date(day), 1]);
    }
    expect(await partitions()).toContain('artifacts_default');
    // Asked again, it has nothing to make.
    expect((await maintain.execute(now)).created).toEqual([]);
  });

  it('drops the old partitions whole: generated days lose their artifacts (recorded for export), a pending day keeps them until generated, entries stay, the webhook goes on', async () => {
    const generated = await seedAccount(t);
    const pending = await seedAccount(t);
    const phone = await createToken(t, generated.accountId, 'Phone');
    const watch = await createToken(t, pending.accountId, 'Watch');
    const first = (await postWebhook(t, phone.token, { note: 'Walked along the canal with Ada' })).json();
    await postWebhook(t, phone.token, { note: 'Bread from the market' }, { 'idempotency-key': 'market-1' });
    const waiting = (await postWebhook(t, watch.token, { note: 'Swam forty lengths' })).json();
    const day: string = first.day;
    await t.admin.run('generate', { accountId: generated.accountId, date: day });
    const entry = await t.inject({ url: `/api/v1/entries/${day}`, headers: bearer(generated.key) });
    expect(entry.statusCode).toBe(200);
    const before = (await artifactsOf(generated.accountId)).map((a) => a.partition);
    expect(before).toHaveLength(2);

    const later = new Date(Date.now() + 40 * DAY_MS);
    await sweptUpTo(later);
    const done = await maintain.execute(later);
    expect(done.waiting).toEqual([]);
    for (const partition of new Set(before)) {
      expect(done.retired).toContainEqual(expect.objectContaining({ name: partition }));
      expect(await partitions()).not.toContain(partition);
    }
    // Dropped, not only detached.
    expect(
      await t.query(`SELECT relname FROM pg_class WHERE relname = ANY($1) OR relname LIKE 'retired\\_%'`, [
        [...before],
      ]),
    ).toEqual([]);
    expect(done.retired.reduce((sum, p) => sum + p.removed, 0)).toBe(2);
    expect(done.retired.reduce((sum, p) => sum + p.held, 0)).toBe(1);

    // The generated day's artifacts are gone, its entry is not; the pending day's artifact waits in a partition that
    // took its old one's place.
    expect(await artifactsOf(generated.accountId)).toEqual([]);
    const [held] = await artifactsOf(pending.accountId);
    expect(held).toEqual({ id: waiting.id, partition: expect.stringMatching(/^artifacts_\w+_held_\d+$/) });
    expect(done.retired).not.toContainEqual(expect.objectContaining({ name: held.partition }));
    const after = await t.inject({ url: `/api/v1/entries/${day}`, headers: bearer(generated.key) });
    expect(after.json()).toEqual(entry.json());

    // Asked to regenerate, the day keeps the entry it has rather than rewrite it from what is left.
    expect(await t.admin.run('generate', { accountId: generated.accountId, date: day })).toMatchObject({
      generated: false,
      reason: `retention removed artifacts of ${day}: its entry is kept`,
    });
    expect((await t.inject({ url: `/api/v1/entries/${day}`, headers: bearer(generated.key) })).json()).toEqual(
      entry.json(),
    );

    // The export says what went.
    const cli = (...args: string[]) =>
      runCliInProcess(args, { run: (name, input) => t.admin.run(name, input), close: async () => undefined });
    const exported = await cli('accounts', 'export', generated.accountId, '--out', out, '--json');
    expect(exported.json()).toEqual({ entries: 1, artifacts: 0, removed: 1, dir: out });
    const removed = fs
      .readFileSync(path.join(out, 'removed.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(removed).toEqual([{ date: day, artifacts: 2, removedAt: expect.any(String) }]);
    // A cursor that is not a real day ends the pages (as the other parts' unknown cursors do), never a database error.
    for (const after of ['2026-02-30', '0000-01-01', '2026-13-01', 'yesterday'])
      expect(await t.admin.run('accounts.export', { accountId: generated.accountId, part: 'removed', after })).toEqual({
        part: 'removed',
        items: [],
        next: null,
      });
    expect(
      await t.admin.run('accounts.export', { accountId: generated.accountId, part: 'removed', after: '0001-01-01' }),
    ).toMatchObject({ items: [{ date: day, artifacts: 2 }], next: null });

    // The webhook goes on; a delivery key whose artifact is gone is free again.
    const again = await postWebhook(
      t,
      phone.token,
      { note: 'Bread from the market' },
      { 'idempotency-key': 'market-1' },
    );
    expect(again.statusCode).toBe(200);
    expect(await artifactsOf(generated.accountId)).toEqual([expect.objectContaining({ id: again.json().id })]);

    // The pending day is generated from its held material; the next run then removes it too.
    expect(await t.admin.run('generate', { accountId: pending.accountId, date: waiting.day })).toMatchObject({
      date: waiting.day,
      title: 'Swam forty lengths',
    });
    const content = (await t.inject({ url: `/api/v1/entries/${waiting.day}`, headers: bearer(pending.key) })).json()
      .content as string;
    expect(content).toContain('forty lengths');
    const next = await maintain.execute(later);
    // (The twin covers today's span, where this test's clock put it: the later webhook waits there, with its day.)
    expect(next.retired).toEqual([{ name: held.partition, removed: 1, held: 1 }]);
    expect(await artifactsOf(pending.accountId)).toEqual([]);
  });

  it('takes every webhook while the day it writes into gets its partition (rows move out of the default partition)', async () => {
    const { accountId } = await seedAccount(t);
    const phone = await createToken(t, accountId, 'Phone');
    const today = new Date().toISOString().slice(0, 10);
    // No partition covers today: the default partition takes today's webhooks until one is made.
    const covering = (await t.app.get(ArtifactPartitions).list()).find(
      (p) => p.to !== null && p.to.getTime() > Date.now() && (p.from === null || p.from.getTime() <= Date.now()),
    );
    if (covering) await t.query(`ALTER TABLE artifacts DETACH PARTITION ${covering.name}; DROP TABLE ${covering.name}`);
    const early = (await postWebhook(t, phone.token, { note: 'before the partition' })).json();
    expect(await artifactsOf(accountId)).toEqual([{ id: early.id, partition: 'artifacts_default' }]);

    const sent = Array.from({ length: 60 }, (_, i) => postWebhook(t, phone.token, { note: `during ${i}` }));
    const [made] = await Promise.all([maintain.execute(new Date()), ...sent]);
    expect(made.created).toContain(today);
    const answers = await Promise.all(sent);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(60).fill(200));
    const stored = await artifactsOf(accountId);
    expect(stored.map((a) => a.id).sort()).toEqual([early.id, ...answers.map((a) => a.json().id)].sort());
    expect(new Set(stored.map((a) => a.partition))).toEqual(new Set([`artifacts_p${today.replaceAll('-', '')}`]));
  });

  it('leaves a partition for later while more of its artifacts wait than one move may take, or all of them wait', async () => {
    const waiting = await seedAccount(t);
    const done = await seedAccount(t);
    const store = new SqlArtifactPartitions(t.database.dataSource, t.app.get(DaysStillNeeded));
    const day = '2026-01-15';
    await store.createDay(day);
    const old = (await store.list()).find((p) => p.name === 'artifacts_p20260115')!;
    for (const [account, count] of [
      [waiting, 3],
      [done, 2],
    ] as const) {
      const token = await createToken(t, account.accountId, 'Phone');
      await t.query(
        `INSERT INTO artifacts (account_id, token_id, source_label, day, payload, received_at)
         SELECT $1, $2, 'Phone', $3::date, jsonb_build_object('n', n), $3::timestamptz + n * interval '1 hour'
           FROM generate_series(1, $4) n`,
        [account.accountId, token.id, day, count],
      );
    }
    await t.query(
      `INSERT INTO generation_jobs (account_id, day, run_after, state, material_at)
       VALUES ($1, $3, now() + interval '1 day', 'parked', '-infinity'), ($2, $3, now(), 'done', 'infinity')`,
      [waiting.accountId, done.accountId, day],
    );
    store.heldMax = 2;
    expect(await store.retire(old)).toEqual({
      retired: false,
      reason: "more than 2 of its artifacts wait for their days' generation",
    });
    expect(await partitions()).toContain('artifacts_p20260115');

    store.heldMax = 3;
    expect(await store.retire(old)).toEqual({ retired: true, removed: 2, held: 3 });
    expect(await partitions()).not.toContain('artifacts_p20260115');
    const held = await artifactsOf(waiting.accountId);
    expect(held.map((a) => a.partition)).toEqual(
      Array(3).fill(expect.stringMatching(/^artifacts_p20260115_held_\d+$/)),
    );
    expect(await artifactsOf(done.accountId)).toEqual([]);
    expect(
      await t.query('SELECT day::text AS day, artifacts FROM artifact_removals WHERE account_id = $1', [
        done.accountId,
      ]),
    ).toEqual([{ day, artifacts: 2 }]);
    // The twin holds only what waits: it stays as it is until its day is generated.
    const twin = (await store.list()).find((p) => p.name === held[0].partition)!;
    expect(twin).toMatchObject({ from: new Date(`${day}T00:00:00Z`), to: new Date('2026-01-16T00:00:00Z') });
    expect(await store.retire(twin)).toEqual({
      retired: false,
      reason: "all 3 of its artifacts wait for their days' generation",
    });
  });

  it('deletes what the default partition took for days since generated, and keeps what still waits', async () => {
    const generated = await seedAccount(t);
    const pending = await seedAccount(t);
    const store = new SqlArtifactPartitions(t.database.dataSource, t.app.get(DaysStillNeeded));
    const day = '2026-02-10';
    expect((await store.list()).some((p) => p.name === 'artifacts_p20260210')).toBe(false);
    for (const account of [generated, pending]) {
      const token = await createToken(t, account.accountId, 'Phone');
      await t.query(
        `INSERT INTO artifacts (account_id, token_id, source_label, day, payload, received_at)
         VALUES ($1, $2, 'Phone', $3::date, '{}', $3::timestamptz + interval '9 hours')`,
        [account.accountId, token.id, day],
      );
    }
    await t.query(
      `INSERT INTO generation_jobs (account_id, day, run_after, state, material_at)
       VALUES ($1, $3, now(), 'done', 'infinity'), ($2, $3, now() + interval '1 day', 'pending', '-infinity')`,
      [generated.accountId, pending.accountId, day],
    );
    expect((await artifactsOf(generated.accountId)).map((a) => a.partition)).toEqual(['artifacts_default']);
    expect(await store.retireDefault(new Date('2026-02-11T00:00:00Z'))).toBe(1);
    expect(await artifactsOf(generated.accountId)).toEqual([]);
    expect((await artifactsOf(pending.accountId)).map((a) => a.partition)).toEqual(['artifacts_default']);
    expect(
      await t.query('SELECT day::text AS day, artifacts FROM artifact_removals WHERE account_id = $1', [
        generated.accountId,
      ]),
    ).toEqual([{ day, artifacts: 1 }]);
  });

  it('takes every webhook while old partitions are retired and dropped', async () => {
    const accounts = await Promise.all([seedAccount(t), seedAccount(t), seedAccount(t)]);
    const tokens = await Promise.all(accounts.map((a) => createToken(t, a.accountId, 'Phone')));
    const store = new SqlArtifactPartitions(t.database.dataSource, t.app.get(DaysStillNeeded));
    const days = ['2026-03-01', '2026-03-02', '2026-03-03'];
    for (const day of days) {
      await store.createDay(day);
      for (const [i, account] of accounts.entries()) {
        await t.query(
          `INSERT INTO artifacts (account_id, token_id, source_label, day, payload, received_at)
           SELECT $1, $2, 'Phone', $3::date, jsonb_build_object('n', n), $3::timestamptz + n * interval '1 minute'
             FROM generate_series(1, 200) n`,
          [account.accountId, tokens[i].id, day],
        );
        await t.query(
          `INSERT INTO generation_jobs (account_id, day, run_after, state, material_at) VALUES ($1, $2, now(), 'done', 'infinity')`,
          [account.accountId, day],
        );
      }
    }
    const old = (await store.list()).filter((p) => days.some((d) => p.name === `artifacts_p${d.replaceAll('-', '')}`));
    expect(old).toHaveLength(3);
    const sent = Array.from({ length: 150 }, (_, i) => postWebhook(t, tokens[i % 3].token, { note: `meanwhile ${i}` }));
    const outcomes = [];
    for (const partition of old) outcomes.push(await store.retire(partition));
    const answers = await Promise.all(sent);
    expect(outcomes).toEqual(old.map(() => ({ retired: true, removed: 600, held: 0 })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(150).fill(200));
    expect(await t.query(`SELECT relname FROM pg_class WHERE relname LIKE 'retired\\_%'`)).toEqual([]);
  });
});
