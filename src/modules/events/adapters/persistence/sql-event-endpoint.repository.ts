import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RowReader } from '../../../../database/row-reader';
import { violatesAccountReference } from '../../../../shared/database-failure';
import { isUuid } from '../../../../shared/uuid';
import { AccountNotFoundError } from '../../../accounts';
import { EVENT_TYPES, EventEndpoint, EventType } from '../../domain/event-endpoint';
import { EventEndpointRepository } from '../../domain/event-endpoint.repository';

const COLUMNS = 'id, account_id, url, events, description, enabled, created_at';

function endpointFromRow(row: unknown): EventEndpoint {
  const read = RowReader.of(row, 'event_endpoints');
  const events = read
    .textArray('events')
    .filter((event): event is EventType => (EVENT_TYPES as readonly string[]).includes(event));
  return {
    id: read.text('id'),
    accountId: read.text('account_id'),
    url: read.text('url'),
    events,
    description: read.nullableText('description'),
    enabled: read.boolean('enabled'),
    createdAt: read.date('created_at'),
  };
}

@Injectable()
export class SqlEventEndpointRepository extends EventEndpointRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async createWithinLimit(
    endpoint: Omit<EventEndpoint, 'createdAt' | 'enabled'> & { signingSecret: Buffer },
    limit: number,
  ): Promise<EventEndpoint | null> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        // The account's row locked: two creations cannot both pass the count.
        await manager.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [endpoint.accountId]);
        const [counted]: unknown[] = await manager.query(
          'SELECT count(*)::int AS n FROM event_endpoints WHERE account_id = $1',
          [endpoint.accountId],
        );
        if (RowReader.of(counted, 'event_endpoints').integer('n') >= limit) return null;
        const [row]: unknown[] = await manager.query(
          `INSERT INTO event_endpoints (id, account_id, url, events, description, signing_secret)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
          [
            endpoint.id,
            endpoint.accountId,
            endpoint.url,
            endpoint.events,
            endpoint.description,
            endpoint.signingSecret,
          ],
        );
        return endpointFromRow(row);
      });
    } catch (error) {
      if (violatesAccountReference(error)) throw new AccountNotFoundError(endpoint.accountId);
      throw error;
    }
  }

  async listForAccount(accountId: string): Promise<EventEndpoint[]> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM event_endpoints WHERE account_id = $1 ORDER BY created_at, id`,
      [accountId],
    );
    return rows.map(endpointFromRow);
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    // As a SELECT: TypeORM answers a bare DELETE ... RETURNING with [rows, count].
    const rows: unknown[] = await this.dataSource.query(
      'WITH deleted AS (DELETE FROM event_endpoints WHERE id = $1 RETURNING id) SELECT id FROM deleted',
      [id],
    );
    return rows.length > 0;
  }
}
