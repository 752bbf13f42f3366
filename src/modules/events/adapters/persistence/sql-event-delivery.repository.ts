import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RowReader, countFrom } from '../../../../database/row-reader';
import { SqlJobQueue } from '../../../../jobs/sql-job-queue';
import type { Page, PageRequest } from '../../../../shared/list-page';
import { isUuid } from '../../../../shared/uuid';
import type { DeliveryView, EventDelivery } from '../../domain/event-delivery';
import {
  DeliveryAttempt,
  DeliveryTarget,
  EventDeliveryRepository,
  OutboxChange,
  OutboxPosition,
} from '../../domain/event-delivery.repository';
import {
  DELIVERY_COLUMNS,
  EVENT_DELIVERIES,
  VIEW_COLUMNS,
  deliveryFromRow,
  deliveryViewFromRow,
} from './event-delivery-rows';
import { FAN_OUT, RECORD_ATTEMPT } from './event-delivery-statements';
import { SqlEventDeliveryViews } from './sql-event-delivery-views';

function positionFromRow(row: unknown): OutboxPosition {
  const read = RowReader.of(row, 'event_dispatch_cursor');
  return { era: read.integer('era'), txid: read.text('txid'), id: read.text('id') };
}

// TypeORM returns [rows, count] for a bare UPDATE/DELETE ... RETURNING: every statement that changes rows ends in a SELECT.

/** event_deliveries: the queue through the job runner's SQL queue; dispatching, pings and the views here. */
@Injectable()
export class SqlEventDeliveryRepository extends EventDeliveryRepository {
  private readonly queue: SqlJobQueue<EventDelivery, number>;
  private readonly views: SqlEventDeliveryViews;

  constructor(private readonly dataSource: DataSource) {
    super();
    this.queue = new SqlJobQueue(dataSource, EVENT_DELIVERIES);
    this.views = new SqlEventDeliveryViews(dataSource);
  }

  claimDue(now: Date, limit: number, leaseMs: number, maxAttempts: number): Promise<EventDelivery[]> {
    return this.queue.claimDue(now, limit, leaseMs, maxAttempts);
  }

  complete(delivery: EventDelivery, status: number): Promise<void> {
    return this.queue.complete(delivery, status);
  }

  fail(delivery: EventDelivery, error: string, retryAt: Date, maxAttempts: number): Promise<void> {
    return this.queue.fail(delivery, error, retryAt, maxAttempts);
  }

  async dispatchCursor(): Promise<OutboxPosition | null> {
    const [row]: unknown[] = await this.dataSource.query(
      'SELECT era, txid::text AS txid, last_id::text AS id FROM event_dispatch_cursor',
    );
    return row === undefined ? null : positionFromRow(row);
  }

  async dispatch(from: OutboxPosition, changes: readonly OutboxChange[], now: Date): Promise<boolean> {
    const last = changes[changes.length - 1];
    if (!last) return true;
    return this.dataSource.transaction(async (manager) => {
      // SKIP LOCKED: an instance dispatching meanwhile makes this one give way rather than wait.
      const [row]: unknown[] = await manager.query(
        'SELECT era, txid::text AS txid, last_id::text AS id FROM event_dispatch_cursor FOR UPDATE SKIP LOCKED',
      );
      const cursor = row === undefined ? null : positionFromRow(row);
      if (cursor?.era !== from.era || cursor.txid !== from.txid || cursor.id !== from.id) return false;
      await manager.query(FAN_OUT, [
        now,
        changes.map((c) => c.accountId),
        changes.map((c) => c.date),
        changes.map((c) => c.change),
        changes.map((c) => c.at),
        changes.map((c) => c.title),
        changes.map((c) => c.generatedAt),
        changes.map((c) => c.wordCount),
      ]);
      await manager.query('UPDATE event_dispatch_cursor SET era = $3, txid = $1::xid8, last_id = $2::bigint', [
        last.position.txid,
        last.position.id,
        last.position.era,
      ]);
      return true;
    });
  }

  async ensureDispatchCursor(): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO event_dispatch_cursor (era, txid, last_id) VALUES (0, '0', 0) ON CONFLICT (single) DO NOTHING`,
    );
  }

  async createPing(endpointId: string, now: Date, leaseMs: number): Promise<EventDelivery | null> {
    if (!isUuid(endpointId)) return null;
    const rows: unknown[] = await this.dataSource.query(
      `WITH ping AS (
         INSERT INTO event_deliveries (id, endpoint_id, account_id, event_type, occurred_at, run_after, attempts, locked_until)
         SELECT $2, id, account_id, 'ping', $3, $3, 1, $3::timestamptz + $4 * interval '1 millisecond'
           FROM event_endpoints WHERE id = $1
         RETURNING ${DELIVERY_COLUMNS})
       SELECT * FROM ping`,
      [endpointId, randomUUID(), now, leaseMs],
    );
    return rows.length === 0 ? null : deliveryFromRow(rows[0]);
  }

  async targetOf(endpointId: string, now: Date): Promise<DeliveryTarget | null> {
    const [row]: unknown[] = await this.dataSource.query(
      `SELECT id, url, enabled, signing_secret,
              CASE WHEN previous_secret_until > $2 THEN previous_signing_secret END AS previous_signing_secret
         FROM event_endpoints WHERE id = $1`,
      [endpointId, now],
    );
    if (row === undefined) return null;
    const read = RowReader.of(row, 'event_endpoints');
    const previous = read.nullableBytes('previous_signing_secret');
    const current = read.nullableBytes('signing_secret');
    return {
      endpointId: read.text('id'),
      url: read.text('url'),
      enabled: read.boolean('enabled'),
      sealedSecrets: [current, previous].filter((secret): secret is Buffer => secret !== null),
    };
  }

  async recordAttempt(delivery: EventDelivery, attempt: DeliveryAttempt, disableAfterMs: number): Promise<boolean> {
    const [row]: unknown[] = await this.dataSource.query(RECORD_ATTEMPT, [
      delivery.id,
      attempt.status,
      attempt.at,
      attempt.ok,
      disableAfterMs,
      delivery.endpointId,
    ]);
    return RowReader.of(row, 'event_endpoints').boolean('disabled');
  }

  async disableEndpoint(endpointId: string, reason: string): Promise<void> {
    await this.dataSource.query(
      `WITH disabled AS (UPDATE event_endpoints SET enabled = false, disabled_reason = $2 WHERE id = $1 RETURNING 1)
       SELECT count(*) FROM disabled`,
      [endpointId, reason],
    );
  }

  view(id: string): Promise<DeliveryView | null> {
    return this.views.view(id);
  }

  listPage(endpointId: string, failedOnly: boolean, page: PageRequest): Promise<Page<DeliveryView> | null> {
    return this.views.listPage(endpointId, failedOnly, page);
  }

  async retry(id: string, now: Date): Promise<DeliveryView | null> {
    if (!isUuid(id)) return null;
    const rows: unknown[] = await this.dataSource.query(
      `WITH again AS (
         UPDATE event_deliveries SET state = 'pending', run_after = $2, attempts = 0, locked_until = NULL, updated_at = now()
          WHERE id = $1 RETURNING ${VIEW_COLUMNS})
       SELECT * FROM again`,
      [id, now],
    );
    return rows.length === 0 ? null : deliveryViewFromRow(rows[0]);
  }

  async depth(): Promise<{ pending: number; failed: number }> {
    const [row]: unknown[] = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM event_deliveries WHERE state = 'pending')::int AS pending,
              (SELECT count(*) FROM event_deliveries WHERE state = 'parked')::int AS failed`,
    );
    const read = RowReader.of(row, 'event_deliveries');
    return { pending: read.integer('pending'), failed: read.integer('failed') };
  }

  async prune(before: Date, limit: number): Promise<number> {
    return countFrom(
      await this.dataSource.query(
        `WITH old AS (SELECT id FROM event_deliveries WHERE state <> 'pending' AND updated_at < $1 LIMIT $2),
              gone AS (DELETE FROM event_deliveries d USING old WHERE d.id = old.id RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [before, limit],
      ),
      'event_deliveries',
    );
  }
}
