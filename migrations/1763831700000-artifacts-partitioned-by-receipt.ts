import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Artifacts partitioned by time of receipt, so that ARTIFACT_RETENTION_DAYS drops raw payloads a whole day's
 * partition at a time (no row-by-row deletes bloating the table and fighting the webhook). The existing table becomes
 * the first partition, `artifacts_initial`, everything received before a cutover at least a day ahead; the service
 * creates one partition per UTC day from there on (ArtifactPartitions), and `artifacts_default` takes any row no day
 * partition covers yet, and the rows retention holds back for days still waiting to be generated.
 *
 * On a large table every long step runs without blocking the webhook: the cutover's CHECK is added NOT VALID and then
 * validated (a scan under SHARE UPDATE EXCLUSIVE, writes go on), the (id, received_at) key is built CONCURRENTLY, and
 * only the swap itself (renames, the new parent, ATTACH, which the validated CHECK spares a scan) holds an exclusive
 * lock, for milliseconds: bench/results/partition-migration.md measured it on 10M artifacts.
 *
 * The key becomes (id, received_at), as a partitioned table's key must hold its partition column. ingest_deliveries
 * loses its foreign key to artifacts (a reference into a table whose partitions are dropped whole): the webhook
 * treats a claim whose artifact is gone as free, as the cascade did.
 *
 * `artifact_removals` records, per account and day, how many artifacts retention removed: what an export reports, and
 * what keeps generation from rewriting a day from the part of its material that is left.
 */
export class ArtifactsPartitionedByReceipt1763831700000 implements MigrationInterface {
  name = 'ArtifactsPartitionedByReceipt1763831700000';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    const [{ kind }] = (await db.query(`SELECT relkind AS kind FROM pg_class WHERE oid = 'artifacts'::regclass`)) as {
      kind: string;
    }[];
    if (kind !== 'p') await partitionArtifacts(db);
    await db.query(`
      CREATE TABLE IF NOT EXISTS artifact_removals (
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        day date NOT NULL,
        artifacts integer NOT NULL CHECK (artifacts > 0),
        removed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, day)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.startTransaction();
    await db.query('DROP TABLE artifact_removals');
    await db.query('ALTER TABLE artifacts RENAME TO artifacts_partitioned');
    await db.query('ALTER INDEX artifacts_pkey RENAME TO artifacts_partitioned_pkey');
    await db.query('ALTER INDEX artifacts_account_day_idx RENAME TO artifacts_partitioned_account_day_idx');
    await db.query('ALTER INDEX artifacts_received_days_idx RENAME TO artifacts_partitioned_received_days_idx');
    await db.query(
      `${ARTIFACTS_TABLE.replace(' PARTITION BY RANGE (received_at)', '').replace('(id, received_at)', '(id)')}`,
    );
    await db.query(`INSERT INTO artifacts (${COPIED_COLUMNS}) SELECT ${COPIED_COLUMNS} FROM artifacts_partitioned`);
    await db.query('DROP TABLE artifacts_partitioned');
    await createArtifactIndexes(db);
    await db.query(
      `DELETE FROM ingest_deliveries d WHERE NOT EXISTS (SELECT 1 FROM artifacts a WHERE a.id = d.artifact_id)`,
    );
    await db.query(
      'ALTER TABLE ingest_deliveries ADD FOREIGN KEY (artifact_id) REFERENCES artifacts (id) ON DELETE CASCADE',
    );
    await db.commitTransaction();
  }
}

const COPIED_COLUMNS = 'id, account_id, token_id, source_label, day, payload, enrichment, received_at, warnings';

/** The columns in the order the original table has them, so that the old table attaches without tuple conversion. */
const ARTIFACTS_TABLE = `
  CREATE TABLE artifacts (
    id uuid NOT NULL DEFAULT gen_random_uuid(),
    account_id uuid NOT NULL CONSTRAINT artifacts_account_id_fkey REFERENCES accounts (id) ON DELETE CASCADE,
    token_id uuid CONSTRAINT artifacts_token_id_fkey REFERENCES webhook_tokens (id) ON DELETE SET NULL,
    source_label text NOT NULL CONSTRAINT artifacts_source_label_check CHECK (char_length(source_label) BETWEEN 1 AND 100),
    day date NOT NULL,
    payload jsonb NOT NULL CONSTRAINT artifacts_payload_check CHECK (jsonb_typeof(payload) IN ('object', 'array')),
    enrichment jsonb NOT NULL DEFAULT '{"media": [], "locations": [], "highlights": []}',
    received_at timestamptz NOT NULL DEFAULT now(),
    warnings jsonb NOT NULL DEFAULT '[]' CONSTRAINT artifacts_warnings_check CHECK (jsonb_typeof(warnings) = 'array'),
    payload_bytes integer GENERATED ALWAYS AS (octet_length(payload::text)) STORED,
    CONSTRAINT artifacts_pkey PRIMARY KEY (id, received_at)
  ) PARTITION BY RANGE (received_at)`;

async function createArtifactIndexes(db: QueryRunner): Promise<void> {
  await db.query('CREATE INDEX artifacts_account_day_idx ON artifacts (account_id, day, received_at)');
  await db.query('CREATE INDEX artifacts_received_days_idx ON artifacts (received_at) INCLUDE (account_id, day)');
}

async function partitionArtifacts(db: QueryRunner): Promise<void> {
  // The next UTC midnight at least a day away (writes go on meanwhile, and must still fall before it), and after the
  // newest receipt the table holds (read from the received_at index).
  const [{ cutover }] = (await db.query(
    `SELECT to_char(GREATEST(now() AT TIME ZONE 'UTC' + interval '1 day', (SELECT max(received_at) FROM artifacts) AT TIME ZONE 'UTC')
                    ::date + 1, 'YYYY-MM-DD"T00:00:00Z"') AS cutover`,
  )) as { cutover: string }[];
  // A previous attempt that stopped half way left these behind; each is cheap to make again.
  await db.query('ALTER TABLE artifacts DROP CONSTRAINT IF EXISTS artifacts_initial_range');
  const invalid = (await db.query(
    `SELECT 1 FROM pg_index WHERE indexrelid = to_regclass('artifacts_initial_pkey') AND NOT indisvalid`,
  )) as unknown[];
  if (invalid.length > 0) await db.query('DROP INDEX artifacts_initial_pkey');

  // Adding the CHECK takes the table's exclusive lock for an instant; queued behind a long transaction it would hold
  // every webhook up meanwhile, so it gives up instead (a later start-up tries again).
  await db.query(`SET lock_timeout = '5s'`);
  await db.query(
    `ALTER TABLE artifacts ADD CONSTRAINT artifacts_initial_range CHECK (received_at < '${cutover}') NOT VALID`,
  );
  await db.query('RESET lock_timeout');
  await db.query('ALTER TABLE artifacts VALIDATE CONSTRAINT artifacts_initial_range');
  await db.query(
    'CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS artifacts_initial_pkey ON artifacts (id, received_at)',
  );

  await db.startTransaction();
  // Waiting behind a long transaction would queue every webhook behind this swap: give up instead (a start-up retries).
  await db.query(`SET LOCAL lock_timeout = '5s'`);
  await db.query('LOCK TABLE artifacts, ingest_deliveries IN ACCESS EXCLUSIVE MODE');
  await db.query('ALTER TABLE ingest_deliveries DROP CONSTRAINT ingest_deliveries_artifact_id_fkey');
  await db.query('ALTER TABLE artifacts DROP CONSTRAINT artifacts_pkey');
  await db.query(
    'ALTER TABLE artifacts ADD CONSTRAINT artifacts_initial_pkey PRIMARY KEY USING INDEX artifacts_initial_pkey',
  );
  await db.query('ALTER TABLE artifacts RENAME TO artifacts_initial');
  for (const name of ['account_id_fkey', 'token_id_fkey']) {
    await db.query(`ALTER TABLE artifacts_initial RENAME CONSTRAINT artifacts_${name} TO artifacts_initial_${name}`);
  }
  for (const name of ['account_day_idx', 'received_days_idx']) {
    await db.query(`ALTER INDEX artifacts_${name} RENAME TO artifacts_initial_${name}`);
  }
  await db.query(ARTIFACTS_TABLE);
  await createArtifactIndexes(db);
  await db.query(
    `ALTER TABLE artifacts ATTACH PARTITION artifacts_initial FOR VALUES FROM (MINVALUE) TO ('${cutover}')`,
  );
  await db.query('CREATE TABLE artifacts_default PARTITION OF artifacts DEFAULT');
  await db.commitTransaction();
}
