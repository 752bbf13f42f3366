import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Enrichment } from '../../domain/enrichment/enrichment';
import { DayArtifactReader, DayWithMaterial, StoredPayload } from '../../domain/day-artifact-reader';

/** Candidates per page; the page then stops at the byte bound. */
const PAGE_ROWS = 500;
/** Account-days per page of the sweep: each page reads its slice's artifacts again, so pages are large (~1 MB of rows). */
const DAYS_PAGE = 10_000;
/**
 * The sweep reads its span in slices of receipt time, at least 10 s and at most 60 of them, each followed by a
 * pause as long as it and the caller's work on it took (at most half of one backend's time): under a webhook flood a minute's span is a few
 * hundred thousand rows, and read at once it held a PostgreSQL core for over half a second, long enough to show in
 * the webhook's p99. On a quiet database the slices take a millisecond, and so do the pauses.
 */
const SLICE_MIN_MS = 10_000;
const SLICES_MAX = 60;

// One round trip per page: the running sum of payload sizes over the next
// candidates picks how many fit in the byte bound (the first always does), and
// only those payloads are read, as text: parsing happens where they are digested.
// The cursor keeps received_at's microseconds, which a JavaScript Date would drop.
const PAGE = `
  WITH candidates AS (
    SELECT id, received_at, payload_bytes FROM artifacts
     WHERE account_id = $1 AND day = $2 AND (received_at, id) > ($3::timestamptz, $4::uuid)
     ORDER BY received_at, id LIMIT ${PAGE_ROWS}
  ), fitting AS (
    SELECT id FROM (SELECT id, sum(payload_bytes) OVER (ORDER BY received_at, id) - payload_bytes AS before FROM candidates) c
     WHERE before < $5
  )
  SELECT a.id, a.source_label, a.received_at, a.received_at::text AS cursor, a.payload::text AS payload, a.enrichment
    FROM artifacts a JOIN fitting f ON f.id = a.id
   ORDER BY a.received_at, a.id`;

// Bounded on both sides, a span the planner estimates well; answered from artifacts_received_days_idx alone.
const DAYS = `
  SELECT account_id, day::text AS day, date_trunc('milliseconds', max(received_at)) AS newest FROM artifacts
   WHERE received_at > $1 AND received_at <= $4 AND (account_id, day) > ($2::uuid, $3::date)
   GROUP BY account_id, day ORDER BY account_id, day LIMIT ${DAYS_PAGE}`;

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

interface PageRow {
  id: string;
  source_label: string;
  received_at: Date;
  cursor: string;
  payload: string;
  enrichment: Enrichment;
}

@Injectable()
export class SqlDayArtifactReader extends DayArtifactReader {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async *pagesOf(accountId: string, day: string, maxBytes: number): AsyncIterable<StoredPayload[]> {
    let after = { receivedAt: '-infinity', id: FIRST_ID };
    for (;;) {
      const rows: PageRow[] = await this.dataSource.query(PAGE, [accountId, day, after.receivedAt, after.id, maxBytes]);
      if (rows.length === 0) return;
      yield rows.map((row) => ({
        sourceLabel: row.source_label,
        receivedAt: row.received_at,
        payloadJson: row.payload,
        enrichment: row.enrichment,
      }));
      const last = rows[rows.length - 1];
      after = { receivedAt: last.cursor, id: last.id };
    }
  }

  async *daysReceivedBetween(since: Date, until: Date): AsyncIterable<DayWithMaterial[]> {
    const slice = Math.max(SLICE_MIN_MS, Math.ceil((until.getTime() - since.getTime()) / SLICES_MAX));
    let pause = 0;
    for (let from = since.getTime(); from < until.getTime(); from += slice) {
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
      // Timed with what the caller does with the pages (its own statements).
      const started = Date.now();
      let found = false;
      for await (const page of this.daysReceivedIn(new Date(from), new Date(Math.min(from + slice, until.getTime())))) {
        found = true;
        yield page;
      }
      // An empty slice is an empty page: the caller hears of each slice, and may stop between them.
      if (!found) yield [];
      pause = Date.now() - started;
    }
  }

  private async *daysReceivedIn(since: Date, until: Date): AsyncIterable<DayWithMaterial[]> {
    let after = { accountId: FIRST_ID, day: '0001-01-01' };
    for (;;) {
      const rows: Array<{ account_id: string; day: string; newest: Date }> = await this.dataSource.query(DAYS, [
        since,
        after.accountId,
        after.day,
        until,
      ]);
      if (rows.length === 0) return;
      yield rows.map((row) => ({ accountId: row.account_id, day: row.day, newestReceivedAt: row.newest }));
      const last = rows[rows.length - 1];
      after = { accountId: last.account_id, day: last.day };
    }
  }
}
