import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../migrations';
import { ArtifactsPartitionedByReceipt1763831700000 } from '../migrations/1763831700000-artifacts-partitioned-by-receipt';
import { TEST_DATABASE_DIRECT_URL, TEST_DATABASE_URL } from './support/test-database';

jest.setTimeout(60_000);

const BEFORE = MIGRATIONS.slice(0, MIGRATIONS.indexOf(ArtifactsPartitionedByReceipt1763831700000));
/** Up to the partitioning itself: the migrations after it are not what this test undoes. */
const THROUGH = MIGRATIONS.slice(0, MIGRATIONS.indexOf(ArtifactsPartitionedByReceipt1763831700000) + 1);

/**
 * An existing deployment's artifacts table, with material in it, becomes a partitioned one: every row stays (as the
 * first partition), delivery keys keep answering, and the migration can be undone. On PostgreSQL (the embedded database
 * runs every migration on an empty schema in every other suite); bench/partition-migration.ts measures it on 10M rows.
 */
describe('the migration that partitions artifacts, on a table that holds material', () => {
  const name = 'diary_partition_migration_test';
  let admin: Client;
  let url: string;

  beforeAll(async () => {
    if (!TEST_DATABASE_URL) return;
    admin = new Client({ connectionString: TEST_DATABASE_DIRECT_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(TEST_DATABASE_DIRECT_URL!);
    target.pathname = `/${name}`;
    url = target.toString();
  });
  afterAll(async () => {
    if (!TEST_DATABASE_URL) return;
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const dataSource = (migrations: unknown[]) =>
    new DataSource({ type: 'postgres', url, migrations: migrations as never, migrationsTransactionMode: 'each' });

  it('keeps every artifact and delivery key, routes new ones by receipt, and can be undone', async () => {
    if (!TEST_DATABASE_URL) return;
    const old = await dataSource(BEFORE).initialize();
    await old.runMigrations();
    const [{ id: accountId }] = await old.query(
      `INSERT INTO accounts (name, plan) VALUES ('Existing', 'advanced') RETURNING id`,
    );
    const [{ id: tokenId }] = await old.query(
      `INSERT INTO webhook_tokens (account_id, name, secret_hash, display_prefix) VALUES ($1, 'Phone', repeat('a', 64), 'whk_1') RETURNING id`,
      [accountId],
    );
    const stored = await old.query(
      `INSERT INTO artifacts (account_id, token_id, source_label, day, payload, received_at)
       SELECT $1, $2, 'Phone', d::date, jsonb_build_object('note', 'day ' || n), d
         FROM generate_series(1, 50) AS n, LATERAL (SELECT now() - n * interval '1 day' AS d) AS t
       RETURNING id, payload_bytes`,
      [accountId, tokenId],
    );
    await old.query(`INSERT INTO ingest_deliveries (token_id, delivery_key, artifact_id, received_at)
                     SELECT token_id, 'key-1', id, received_at FROM artifacts ORDER BY received_at DESC LIMIT 1`);
    await old.destroy();

    const current = await dataSource(THROUGH).initialize();
    try {
      expect(await current.runMigrations()).toHaveLength(1);
      const [{ kind }] = await current.query(`SELECT relkind AS kind FROM pg_class WHERE oid = 'artifacts'::regclass`);
      expect(kind).toBe('p');
      const kept = await current.query(
        `SELECT id, payload_bytes, tableoid::regclass::text AS partition FROM artifacts ORDER BY received_at DESC`,
      );
      expect(kept.map((row: { id: string }) => row.id).sort()).toEqual(
        stored.map((row: { id: string }) => row.id).sort(),
      );
      expect(new Set(kept.map((row: { partition: string }) => row.partition))).toEqual(new Set(['artifacts_initial']));
      const [key] = await current.query(
        `SELECT a.id FROM ingest_deliveries d JOIN artifacts a ON a.id = d.artifact_id AND a.received_at = d.received_at`,
      );
      expect(key.id).toBe(kept[0].id);

      // New material lands by its receipt: now in the first partition, past its cutover (no day partition yet) in the default one.
      const placed = await current.query(
        `INSERT INTO artifacts (account_id, source_label, day, payload, received_at)
         VALUES ($1, 'Phone', current_date, '{}', now()), ($1, 'Phone', current_date, '{}', now() + interval '3 days')
         RETURNING tableoid::regclass::text AS partition`,
        [accountId],
      );
      expect(placed.map((row: { partition: string }) => row.partition)).toEqual([
        'artifacts_initial',
        'artifacts_default',
      ]);
      // The account's erasure still takes its artifacts with it.
      const [{ id: other }] = await current.query(
        `INSERT INTO accounts (name, plan) VALUES ('Leaving', 'advanced') RETURNING id`,
      );
      await current.query(
        `INSERT INTO artifacts (account_id, source_label, day, payload) VALUES ($1, 'x', current_date, '[]')`,
        [other],
      );
      await current.query('DELETE FROM accounts WHERE id = $1', [other]);
      expect(await current.query('SELECT 1 FROM artifacts WHERE account_id = $1', [other])).toEqual([]);

      await current.undoLastMigration();
      const [{ kind: undone }] = await current.query(
        `SELECT relkind AS kind FROM pg_class WHERE oid = 'artifacts'::regclass`,
      );
      expect(undone).toBe('r');
      expect((await current.query('SELECT id FROM artifacts')).length).toBe(stored.length + 2);
      expect(await current.runMigrations()).toHaveLength(1);
      expect((await current.query('SELECT id FROM artifacts')).length).toBe(stored.length + 2);
    } finally {
      await current.destroy();
    }
  });
});
