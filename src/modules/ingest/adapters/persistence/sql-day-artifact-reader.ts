import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PreparedStatements } from '../../../../database/prepared-statements';
import { DayArtifactReader, DayMaterial, DayWithMaterial, StoredPayload } from '../../domain/day-artifact-reader';
import { RowReader } from '../../../../database/row-reader';
import { dayWithMaterialFromRow, storedPayloadFromRow } from './artifact-rows';

/** Candidates per page; the page then stops at the byte bound. */
const PAGE_ROWS = 500;
// One round trip per page: the running sum of payload sizes over the next
// candidates picks how many fit in the byte bound (the first always does), and
// only those payloads are read, as text: parsing happens where they are digested.
// Payloads are joined on the whole key (id, received_at), so that each is looked up in its own partition only.
// The cursor keeps received_at's microseconds, which a JavaScript Date would drop. Only what the day held when the
// read began is read (its newest receipt then, found by the first page and given to the next ones as $6): a day
// still receiving deliveries faster than its pages are digested would otherwise be chased for ever; what arrives
// meanwhile schedules the day again.
const PAGE = {
  name: 'ingest-day-page',
  text: `
  WITH bound AS (
    SELECT COALESCE($6::timestamptz, (SELECT max(received_at) FROM artifacts WHERE account_id = $1 AND day = $2)) AS up_to
  ), candidates AS (
    SELECT id, received_at, payload_bytes FROM artifacts
     WHERE account_id = $1 AND day = $2 AND (received_at, id) > ($3::timestamptz, $4::uuid)
       AND received_at <= (SELECT up_to FROM bound)
     ORDER BY received_at, id LIMIT ${PAGE_ROWS}
  ), fitting AS (
    SELECT id, received_at FROM (SELECT id, received_at, sum(payload_bytes) OVER (ORDER BY received_at, id) - payload_bytes AS before FROM candidates) c
     WHERE before < $5
  )
  SELECT a.id, a.source_label, a.received_at, a.received_at::text AS cursor, a.payload::text AS payload, a.enrichment,
         (SELECT count(*)::int FROM candidates) AS candidates, (SELECT up_to::text FROM bound) AS up_to,
         EXISTS (SELECT 1 FROM artifact_removals r WHERE r.account_id = $1 AND r.day = $2) AS removed
    FROM artifacts a JOIN fitting f ON f.id = a.id AND f.received_at = a.received_at
   ORDER BY a.received_at, a.id`,
};

// Bounded on both sides, a span the planner estimates well; answered from artifacts_received_days_idx alone.
const DAYS = `
  SELECT account_id, day::text AS day, date_trunc('milliseconds', max(received_at)) AS newest FROM artifacts
   WHERE received_at > $1 AND received_at <= $4 AND (account_id, day) > ($2::uuid, $3::date)
   GROUP BY account_id, day ORDER BY account_id, artifacts.day LIMIT $5`;

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

@Injectable()
export class SqlDayArtifactReader extends DayArtifactReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly statements: PreparedStatements,
  ) {
    super();
  }

  read(accountId: string, day: string, maxBytes: number): DayMaterial {
    const seen: { removed: boolean | null } = { removed: null };
    return { pages: this.pagesOf(accountId, day, maxBytes, seen), removedBeforeLastPage: () => seen.removed };
  }

  private async *pagesOf(
    accountId: string,
    day: string,
    maxBytes: number,
    seen: { removed: boolean | null },
  ): AsyncIterable<StoredPayload[]> {
    // Prepared, and sharing the pipelined connections with the other days being generated.
    let upTo: string | null = null;
    let after = { receivedAt: '-infinity', id: FIRST_ID };
    for (;;) {
      const rows: unknown[] = await this.statements.query<unknown>(PAGE, [
        accountId,
        day,
        after.receivedAt,
        after.id,
        maxBytes,
        upTo,
      ]);
      if (rows.length === 0) return;
      const first = RowReader.of(rows[0], 'artifacts');
      upTo ??= first.text('up_to');
      // Asked with every page: the last one's answer is the one that counts.
      seen.removed = first.boolean('removed');
      const page = rows.map(storedPayloadFromRow);
      yield page.map(({ sourceLabel, receivedAt, payloadJson, enrichment }) => ({
        sourceLabel,
        receivedAt,
        payloadJson,
        enrichment,
      }));
      // A page that held every candidate, fewer than a full page's, was the last: no round trip to learn it.
      if (page.length === page[0].candidates && page.length < PAGE_ROWS) return;
      const last = page[page.length - 1];
      after = { receivedAt: last.cursor, id: last.id };
    }
  }

  async daysReceivedBetween(
    since: Date,
    until: Date,
    after: Pick<DayWithMaterial, 'accountId' | 'day'> | null,
    limit: number,
  ): Promise<DayWithMaterial[]> {
    const rows: unknown[] = await this.dataSource.query(DAYS, [
      since,
      after?.accountId ?? FIRST_ID,
      after?.day ?? '0001-01-01',
      until,
      limit,
    ]);
    return rows.map(dayWithMaterialFromRow);
  }
}
