import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PreparedStatements } from '../../../../database/prepared-statements';
import type { Enrichment } from '../../domain/enrichment/enrichment';
import type { ArtifactListQuery, ArtifactSummary, NewArtifact, StoredArtifact } from '../../domain/artifact';
import { ExportPageLimits, cutPage } from '../../../../shared/export-page';
import { Page, pageOf } from '../../../../shared/list-page';
import { isForeignKeyViolation } from '../../../../shared/database-failure';
import { isUuid } from '../../../../shared/uuid';
import { ArtifactRepository } from '../../domain/artifact.repository';
import { SenderGoneError } from './sender-gone.error';

/** Thrown inside the transaction to roll back the artifact of a duplicate delivery. */
class DuplicateDelivery extends Error {}

const INSERT_ARTIFACT = `
  INSERT INTO artifacts (account_id, token_id, source_label, day, payload, enrichment, warnings)
  VALUES ($1, $2, $3, $4, $5, $6, $7)
  RETURNING id, day::text AS day, received_at`;
const INSERT_ARTIFACT_STATEMENT = { name: 'insert_artifact', text: INSERT_ARTIFACT };

// Claims the delivery key for this artifact unless the token used it within 24 hours.
// A concurrent claim of the same key waits on the primary key until the first commits.
const CLAIM_DELIVERY = `
  INSERT INTO ingest_deliveries (token_id, delivery_key, artifact_id) VALUES ($1, $2, $3)
  ON CONFLICT (token_id, delivery_key) DO UPDATE
     SET artifact_id = EXCLUDED.artifact_id, received_at = now()
   WHERE ingest_deliveries.received_at < now() - interval '24 hours'
  RETURNING artifact_id`;

const EARLIER_DELIVERY = `
  SELECT a.id, a.day::text AS day, a.received_at, a.enrichment, a.warnings
    FROM ingest_deliveries d JOIN artifacts a ON a.id = d.artifact_id
   WHERE d.token_id = $1 AND d.delivery_key = $2`;

const SUMMARY_COLUMNS = `id, day::text AS day, token_id, source_label, received_at, payload_bytes, enrichment, warnings`;

interface SummaryRow {
  id: string;
  day: string;
  token_id: string;
  source_label: string;
  received_at: Date;
  payload_bytes: string | number;
  enrichment: Enrichment;
  warnings: string[];
}

const toSummary = (row: SummaryRow): ArtifactSummary => ({
  id: row.id,
  day: row.day,
  tokenId: row.token_id,
  sourceLabel: row.source_label,
  receivedAt: row.received_at,
  bytes: Number(row.payload_bytes),
  enrichment: row.enrichment,
  warnings: row.warnings,
});

@Injectable()
export class SqlArtifactRepository extends ArtifactRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly statements: PreparedStatements,
  ) {
    super();
  }

  async store(
    artifact: NewArtifact,
    deliveryKey: string | null,
  ): Promise<{ artifact: StoredArtifact; duplicate: boolean }> {
    try {
      return await this.insert(artifact, deliveryKey);
    } catch (error) {
      // The account (and its token) was erased while this delivery was on its way.
      if (isForeignKeyViolation(error)) throw new SenderGoneError();
      throw error;
    }
  }

  private async insert(
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
    type Inserted = { id: string; day: string; received_at: Date };
    const stored = (row: Inserted): StoredArtifact => ({
      id: row.id,
      day: row.day,
      receivedAt: row.received_at,
      enrichment: artifact.enrichment,
      warnings: artifact.warnings,
    });
    if (deliveryKey === null) {
      // One autocommit statement: pipelined, so that many commits share PostgreSQL's WAL flushes.
      const [row] = await this.statements.query<Inserted>(INSERT_ARTIFACT_STATEMENT, parameters);
      return { artifact: stored(row), duplicate: false };
    }
    try {
      const row = await this.dataSource.transaction(async (manager) => {
        const [inserted] = await manager.query(INSERT_ARTIFACT, parameters);
        const claimed: unknown[] = await manager.query(CLAIM_DELIVERY, [artifact.tokenId, deliveryKey, inserted.id]);
        if (claimed.length === 0) throw new DuplicateDelivery();
        return inserted as Inserted;
      });
      return { artifact: stored(row), duplicate: false };
    } catch (error) {
      if (!(error instanceof DuplicateDelivery)) throw error;
      const [earlier]: Array<Inserted & { enrichment: Enrichment; warnings: string[] }> = await this.dataSource.query(
        EARLIER_DELIVERY,
        [artifact.tokenId, deliveryKey],
      );
      return {
        artifact: {
          id: earlier.id,
          day: earlier.day,
          receivedAt: earlier.received_at,
          enrichment: earlier.enrichment,
          warnings: earlier.warnings,
        },
        duplicate: true,
      };
    }
  }

  async delete(id: string): Promise<{ accountId: string; day: string } | null> {
    if (!isUuid(id)) return null;
    const [row]: Array<{ account_id: string; day: string }> = await this.dataSource.query(
      // As a SELECT: TypeORM wraps a bare DELETE's rows with its count.
      'WITH deleted AS (DELETE FROM artifacts WHERE id = $1 RETURNING account_id, day) SELECT account_id, day::text AS day FROM deleted',
      [id],
    );
    return row ? { accountId: row.account_id, day: row.day } : null;
  }

  async exportPage(
    accountId: string,
    afterId: string | null,
    limits: ExportPageLimits,
  ): Promise<{ artifacts: Array<ArtifactSummary & { payload: unknown }>; next: string | null }> {
    if (afterId !== null && !isUuid(afterId)) return { artifacts: [], next: null };
    // Sizes first (payload_bytes is stored), then only the payloads that fit the page's budget.
    const sizes: Array<{ id: string; payload_bytes: number }> = await this.dataSource.query(
      `SELECT id, payload_bytes FROM artifacts
        WHERE account_id = $1 AND ($2::uuid IS NULL OR (received_at, id) > (SELECT received_at, id FROM artifacts WHERE id = $2::uuid))
        ORDER BY received_at, id LIMIT $3`,
      [accountId, afterId, limits.maxItems + 1],
    );
    const { take, more } = cutPage(
      sizes.map((row) => Number(row.payload_bytes)),
      limits,
    );
    if (take === 0) return { artifacts: [], next: null };
    const ids = sizes.slice(0, take).map((row) => row.id);
    const rows: Array<SummaryRow & { payload: unknown }> = await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS}, payload FROM artifacts WHERE id = ANY($1::uuid[]) ORDER BY received_at, id`,
      [ids],
    );
    return {
      artifacts: rows.map((row) => ({ ...toSummary(row), payload: row.payload })),
      next: more ? ids[take - 1] : null,
    };
  }

  async countForAccount(accountId: string): Promise<number> {
    const [row] = await this.dataSource.query('SELECT count(*)::int AS n FROM artifacts WHERE account_id = $1', [
      accountId,
    ]);
    return row.n;
  }

  /** Newest day first, newest first within it: the order of artifacts_account_day_idx, read backwards up to the limit. */
  async list(query: ArtifactListQuery): Promise<Page<ArtifactSummary> | null> {
    // Keyset, newest first, along artifacts_account_day_idx: the rows before the cursor's (day, received_at, id); never OFFSET.
    const rows: SummaryRow[] = await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS} FROM artifacts
        WHERE account_id = $1 AND ($2::date IS NULL OR day = $2::date) AND ($3::uuid IS NULL OR token_id = $3::uuid)
          AND ($5::uuid IS NULL OR (day, received_at, id) < (SELECT day, received_at, id FROM artifacts WHERE id = $5::uuid AND account_id = $1))
        ORDER BY day DESC, received_at DESC, id DESC LIMIT $4`,
      [query.accountId, query.day ?? null, query.tokenId ?? null, query.limit + 1, query.after],
    );
    if (rows.length === 0 && query.after !== null) {
      const [cursor] = await this.dataSource.query('SELECT 1 FROM artifacts WHERE id = $1 AND account_id = $2', [
        query.after,
        query.accountId,
      ]);
      if (!cursor) return null;
    }
    return pageOf(rows.map(toSummary), query.limit, (artifact) => artifact.id);
  }

  async findById(id: string): Promise<(ArtifactSummary & { accountId: string; payload: unknown }) | null> {
    if (!isUuid(id)) return null;
    const [row]: Array<SummaryRow & { account_id: string; payload: unknown }> = await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS}, account_id, payload FROM artifacts WHERE id = $1`,
      [id],
    );
    return row ? { ...toSummary(row), accountId: row.account_id, payload: row.payload } : null;
  }

  async receiptsOf(
    accountId: string,
    tokenIds: readonly string[],
    since: Date,
  ): Promise<Map<string, { lastReceivedAt: Date; receivedSince: number }>> {
    if (tokenIds.length === 0) return new Map();
    const rows: Array<{ token_id: string; last_received_at: Date; received_since: string }> =
      await this.dataSource.query(
        `SELECT token_id, max(received_at) AS last_received_at, count(*) FILTER (WHERE received_at > $2) AS received_since
         FROM artifacts WHERE account_id = $1 AND token_id = ANY($3::uuid[]) GROUP BY token_id`,
        [accountId, since, tokenIds],
      );
    return new Map(
      rows.map((row) => [
        row.token_id,
        { lastReceivedAt: row.last_received_at, receivedSince: Number(row.received_since) },
      ]),
    );
  }
}
