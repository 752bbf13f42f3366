import type { DataSource } from 'typeorm';
import type { PreparedStatements } from '../../../../database/prepared-statements';
import { violatesPartitionConstraint } from '../../../../shared/database-failure';
import type { NewArtifact, StoredArtifact } from '../../domain/artifact';
import { insertedArtifactFromRow, storedArtifactFromRow } from './artifact-rows';

/**
 * Attempts of a store whose row went to the default partition just as a day partition took its range (the service
 * creates day partitions a week ahead; this is the first start after a gap, or a test moving time).
 */
const ROUTING_ATTEMPTS = 3;

/** Thrown inside the transaction to roll back the artifact of a duplicate delivery. */
class DuplicateDelivery extends Error {}

const INSERT_ARTIFACT = `
  INSERT INTO artifacts (account_id, token_id, source_label, day, payload, enrichment, warnings)
  VALUES ($1, $2, $3, $4, $5, $6, $7)
  RETURNING id, day::text AS day, received_at`;
const INSERT_ARTIFACT_STATEMENT = { name: 'insert_artifact', text: INSERT_ARTIFACT };

// Claims the delivery key for this artifact unless the token used it within 24 hours. A concurrent claim of the same
// key waits on the primary key until the first commits. (No subquery may decide here: it would read the statement's
// snapshot, taken before the winner of a race committed its artifact.)
const CLAIM_DELIVERY = `
  INSERT INTO ingest_deliveries (token_id, delivery_key, artifact_id) VALUES ($1, $2, $3)
  ON CONFLICT (token_id, delivery_key) DO UPDATE
     SET artifact_id = EXCLUDED.artifact_id, received_at = now()
   WHERE ingest_deliveries.received_at < now() - interval '24 hours'
  RETURNING artifact_id`;

// A key whose artifact is gone (deleted, or dropped by retention) is free again. A claim and its artifact are stamped
// in one transaction, so they share received_at, which names the artifact's partition; a claim is only ever seen
// with its artifact committed.
const FREE_ORPHANED_KEY = `
  DELETE FROM ingest_deliveries d
   WHERE d.token_id = $1 AND d.delivery_key = $2
     AND NOT EXISTS (SELECT 1 FROM artifacts a WHERE a.id = d.artifact_id AND a.received_at = d.received_at)`;

const EARLIER_DELIVERY = `
  SELECT a.id, a.day::text AS day, a.received_at, a.enrichment, a.warnings
    FROM ingest_deliveries d JOIN artifacts a ON a.id = d.artifact_id AND a.received_at = d.received_at
   WHERE d.token_id = $1 AND d.delivery_key = $2`;

/**
 * The webhook's write: an artifact, and with a delivery key the claim of that key (a repeated delivery within
 * 24 hours is answered with the artifact stored the first time, and stores nothing).
 */
export class SqlArtifactInsert {
  constructor(
    private readonly dataSource: DataSource,
    private readonly statements: PreparedStatements,
  ) {}

  /** Stores the artifact; again (at most ROUTING_ATTEMPTS times in all) when a partition took its range meanwhile. */
  async insert(
    artifact: NewArtifact,
    deliveryKey: string | null,
  ): Promise<{ artifact: StoredArtifact; duplicate: boolean }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.insertOnce(artifact, deliveryKey);
      } catch (error) {
        if (attempt >= ROUTING_ATTEMPTS || !violatesPartitionConstraint(error)) throw error;
      }
    }
  }

  private async insertOnce(
    artifact: NewArtifact,
    deliveryKey: string | null,
  ): Promise<{ artifact: StoredArtifact; duplicate: boolean }> {
    const parameters = [
      artifact.accountId,
      artifact.tokenId,
      artifact.sourceLabel,
      artifact.day,
      JSON.stringify(artifact.payload),
      JSON.stringify(artifact.enrichment),
      JSON.stringify(artifact.warnings),
    ];
    const stored = (row: unknown): StoredArtifact => ({
      ...insertedArtifactFromRow(row),
      enrichment: artifact.enrichment,
      warnings: artifact.warnings,
    });
    if (deliveryKey === null) {
      // One autocommit statement: pipelined, so that many commits share PostgreSQL's WAL flushes.
      const [row] = await this.statements.query<unknown>(INSERT_ARTIFACT_STATEMENT, parameters);
      return { artifact: stored(row), duplicate: false };
    }
    // A refused claim whose artifact is gone frees the key, and one more attempt claims it.
    for (let attempt = 1; ; attempt++) {
      try {
        const row = await this.dataSource.transaction(async (manager) => {
          const [inserted]: unknown[] = await manager.query(INSERT_ARTIFACT, parameters);
          const { id } = insertedArtifactFromRow(inserted);
          const claimed: unknown[] = await manager.query(CLAIM_DELIVERY, [artifact.tokenId, deliveryKey, id]);
          if (claimed.length === 0) throw new DuplicateDelivery();
          return inserted;
        });
        return { artifact: stored(row), duplicate: false };
      } catch (error) {
        if (!(error instanceof DuplicateDelivery)) throw error;
        const [earlier]: unknown[] = await this.dataSource.query(EARLIER_DELIVERY, [artifact.tokenId, deliveryKey]);
        if (earlier !== undefined || attempt === 2)
          return { artifact: storedArtifactFromRow(earlier), duplicate: true };
        await this.dataSource.query(FREE_ORPHANED_KEY, [artifact.tokenId, deliveryKey]);
      }
    }
  }
}
