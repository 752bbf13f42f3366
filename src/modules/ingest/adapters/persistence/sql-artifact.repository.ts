import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PreparedStatements } from '../../../../database/prepared-statements';
import { RowReader, countFrom } from '../../../../database/row-reader';
import type {
  ArtifactListQuery,
  ArtifactRemoval,
  ArtifactSummary,
  NewArtifact,
  StoredArtifact,
} from '../../domain/artifact';
import { ExportPageLimits, cutPage } from '../../../../shared/export-page';
import { Page, pageOf } from '../../../../shared/list-page';
import { isForeignKeyViolation } from '../../../../shared/database-failure';
import { isUuid } from '../../../../shared/uuid';
import { isCalendarDate } from '../../../../shared/calendar';
import { ArtifactRepository } from '../../domain/artifact.repository';
import {
  artifactDayFromRow,
  artifactSizeFromRow,
  artifactSummaryFromRow,
  artifactWithPayloadFromRow,
  ownedArtifactFromRow,
  receiptsFromRow,
} from './artifact-rows';
import { SenderGoneError } from './sender-gone.error';
import { SqlArtifactInsert } from './sql-artifact-insert';

const SUMMARY_COLUMNS = `id, day::text AS day, token_id, source_label, received_at, payload_bytes, enrichment, warnings`;

/** A timestamptz as whole microseconds since the epoch, as text: exact in a cursor (a JavaScript Date keeps milliseconds). */
const MICROS = (column: string) => `(extract(epoch FROM ${column}) * 1000000)::bigint::text`;

/** `AT_ID_UPTO`: the last artifact's place in receipt order and id, and the bound of the export. */
const exportCursor = (size: { at: string; id: string; upTo: string }): string => `${size.at}_${size.id}_${size.upTo}`;

function exportCursorOf(text: string): { at: string; id: string; upTo: string } | null {
  const match = /^(\d{1,17})_([0-9a-f-]{36})_(\d{1,17})$/.exec(text);
  if (!match || !isUuid(match[2])) return null;
  return { at: match[1], id: match[2], upTo: match[3] };
}

@Injectable()
export class SqlArtifactRepository extends ArtifactRepository {
  private readonly inserts: SqlArtifactInsert;

  constructor(
    private readonly dataSource: DataSource,
    statements: PreparedStatements,
  ) {
    super();
    this.inserts = new SqlArtifactInsert(dataSource, statements);
  }

  async store(
    artifact: NewArtifact,
    deliveryKey: string | null,
  ): Promise<{ artifact: StoredArtifact; duplicate: boolean }> {
    try {
      return await this.inserts.insert(artifact, deliveryKey);
    } catch (error) {
      // The account (and its token) was erased while this delivery was on its way.
      if (isForeignKeyViolation(error)) throw new SenderGoneError();
      throw error;
    }
  }

  async delete(id: string): Promise<{ accountId: string; day: string } | null> {
    if (!isUuid(id)) return null;
    const [row]: unknown[] = await this.dataSource.query(
      // As a SELECT: TypeORM wraps a bare DELETE's rows with its count.
      'WITH deleted AS (DELETE FROM artifacts WHERE id = $1 RETURNING account_id, day) SELECT account_id, day::text AS day FROM deleted',
      [id],
    );
    return row ? artifactDayFromRow(row) : null;
  }

  async exportPage(
    accountId: string,
    afterId: string | null,
    limits: ExportPageLimits,
  ): Promise<{ artifacts: Array<ArtifactSummary & { payload: unknown }>; next: string | null }> {
    const cursor = afterId === null ? null : exportCursorOf(afterId);
    if (afterId !== null && cursor === null) return { artifacts: [], next: null };
    // Sizes first (payload_bytes is stored), then only the payloads that fit the page's budget. The export reads what
    // the account held when its first page was asked (its newest receipt then; the bound rides in the cursor): an account that keeps receiving
    // deliveries is not chased for ever. The cursor holds its artifact's place, so deleting that artifact meanwhile
    // does not end the export early.
    const sizeRows: unknown[] = await this.dataSource.query(
      `WITH bound AS (SELECT COALESCE(timestamptz 'epoch' + $5::bigint * interval '1 microsecond', (SELECT max(received_at) FROM artifacts WHERE account_id = $1)) AS up_to)
       SELECT id, payload_bytes, ${MICROS('received_at')} AS at, ${MICROS('bound.up_to')} AS up_to
         FROM artifacts, bound
        WHERE account_id = $1 AND received_at <= bound.up_to
          AND ($2::text IS NULL OR (received_at, id) > (timestamptz 'epoch' + $2::bigint * interval '1 microsecond', $3::uuid))
        ORDER BY received_at, id LIMIT $4`,
      [accountId, cursor?.at ?? null, cursor?.id ?? null, limits.maxItems + 1, cursor?.upTo ?? null],
    );
    const sizes = sizeRows.map(artifactSizeFromRow);
    const { take, more } = cutPage(
      sizes.map((size) => size.bytes),
      limits,
    );
    if (take === 0) return { artifacts: [], next: null };
    const ids = sizes.slice(0, take).map((size) => size.id);
    const rows: unknown[] = await this.dataSource.query(
      // Bounded by the page's first and last receipts too, so that only their partitions are searched for the ids.
      `SELECT ${SUMMARY_COLUMNS}, payload FROM artifacts
        WHERE id = ANY($1::uuid[]) AND received_at BETWEEN timestamptz 'epoch' + $2::bigint * interval '1 microsecond'
                                                      AND timestamptz 'epoch' + $3::bigint * interval '1 microsecond'
        ORDER BY received_at, id`,
      [ids, sizes[0].at, sizes[take - 1].at],
    );
    return {
      artifacts: rows.map(artifactWithPayloadFromRow),
      next: more ? exportCursor(sizes[take - 1]) : null,
    };
  }

  async removalsPage(
    accountId: string,
    afterDay: string | null,
    limits: ExportPageLimits,
  ): Promise<{ removals: ArtifactRemoval[]; next: string | null }> {
    if (afterDay !== null && !isCalendarDate(afterDay)) return { removals: [], next: null };
    const rows: unknown[] = await this.dataSource.query(
      `SELECT day::text AS day, artifacts, removed_at FROM artifact_removals
        WHERE account_id = $1 AND ($2::date IS NULL OR day > $2::date) ORDER BY day LIMIT $3`,
      [accountId, afterDay, limits.maxItems + 1],
    );
    const removals = rows.slice(0, limits.maxItems).map((row) => {
      const read = RowReader.of(row, 'artifact_removals');
      return { date: read.text('day'), artifacts: read.integer('artifacts'), removedAt: read.date('removed_at') };
    });
    return { removals, next: rows.length > limits.maxItems ? removals[removals.length - 1].date : null };
  }

  async countForAccount(accountId: string): Promise<number> {
    return countFrom(
      await this.dataSource.query('SELECT count(*)::int AS n FROM artifacts WHERE account_id = $1', [accountId]),
      'artifacts',
    );
  }

  /** Newest day first, newest first within it: the order of artifacts_account_day_idx, read backwards up to the limit. */
  async list(query: ArtifactListQuery): Promise<Page<ArtifactSummary> | null> {
    // Keyset, newest first, along artifacts_account_day_idx: the rows before the cursor's (day, received_at, id); never OFFSET.
    const rows: unknown[] = await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS} FROM artifacts
        WHERE account_id = $1 AND ($2::date IS NULL OR day = $2::date) AND ($3::uuid IS NULL OR token_id = $3::uuid)
          AND ($5::uuid IS NULL OR (day, received_at, id) < (SELECT day, received_at, id FROM artifacts WHERE id = $5::uuid AND account_id = $1))
        ORDER BY artifacts.day DESC, received_at DESC, id DESC LIMIT $4`,
      [query.accountId, query.day ?? null, query.tokenId ?? null, query.limit + 1, query.after],
    );
    if (rows.length === 0 && query.after !== null) {
      const [cursor]: unknown[] = await this.dataSource.query(
        'SELECT 1 FROM artifacts WHERE id = $1 AND account_id = $2',
        [query.after, query.accountId],
      );
      if (!cursor) return null;
    }
    return pageOf(rows.map(artifactSummaryFromRow), query.limit, (artifact) => artifact.id);
  }

  async findById(id: string): Promise<(ArtifactSummary & { accountId: string; payload: unknown }) | null> {
    if (!isUuid(id)) return null;
    const [row]: unknown[] = await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS}, account_id, payload FROM artifacts WHERE id = $1`,
      [id],
    );
    return row ? ownedArtifactFromRow(row) : null;
  }

  async receiptsOf(
    accountId: string,
    tokenIds: readonly string[],
    since: Date,
  ): Promise<Map<string, { lastReceivedAt: Date; receivedSince: number }>> {
    if (tokenIds.length === 0) return new Map();
    const rows: unknown[] = await this.dataSource.query(
      `SELECT token_id, max(received_at) AS last_received_at, count(*) FILTER (WHERE received_at > $2) AS received_since
         FROM artifacts WHERE account_id = $1 AND token_id = ANY($3::uuid[]) GROUP BY token_id`,
      [accountId, since, tokenIds],
    );
    return new Map(rows.map(receiptsFromRow));
  }
}
